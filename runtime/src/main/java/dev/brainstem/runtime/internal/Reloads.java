package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hot reload's meeting point between a dev tool (brainstem-devtools) and the running machines. The tool
 * never redefines a class while a batch works: it {@linkplain #stage stages} the redefinition, and the
 * next batch to reach a {@linkplain #point point} between two ticks (or a one-entity machine at the top
 * of its {@code update}) runs it on its own thread. The staged work redefines the classes, rebuilds each
 * changed machine's description from the redefined code and {@linkplain #publish publishes} it; each batch
 * then swaps its description at its own next point, matching it by the identity of the description it
 * was built with, so two machines that share a state enum never mix.
 *
 * <p>A game without the tool stages nothing: a point costs one volatile read. No state here is ever
 * part of a save.
 */
public final class Reloads {
    /** How many notes a batch that reaches its point late may still read. */
    private static final int NOTES_KEPT = 16;

    /** The redefinition the tool staged, taken by the first point that reaches it; else null. */
    private static volatile Runnable staged;
    /**
     * Bumped by every stage, publish and note: a batch whose last seen value differs runs the point and
     * looks again; one that sees its value unchanged does nothing more (the one read a point costs).
     */
    private static volatile int generation;
    /** Each machine's description as built at class load, to the description its current code gives. */
    private static final Map<MachineInfo, MachineInfo> current = new IdentityHashMap<>();
    /** The tool's one-line notes (a change that needs a restart, a failed build), oldest first. */
    private static final List<String> notes = new ArrayList<>();
    /** How many notes were ever written: the first kept one is {@code written - notes.size()}. */
    private static int written;

    private Reloads() {}

    /**
     * The tool's redefinition, to run at the next point of any batch or one-entity machine, on that
     * thread, once; a later stage replaces one not yet run.
     */
    public static void stage(Runnable redefinition) {
        staged = redefinition;
        bump();
    }

    /** Writers are rare (a build, a note) and may be on several threads: one increment at a time. */
    private static synchronized void bump() {
        generation++;
    }

    /**
     * A point between two ticks: runs the staged redefinition, if any. A batch calls it only while it is
     * idle (not at work, not reporting, not walked). A one-entity machine calls it at the top of its
     * {@code update}, which a handler of another machine may call: so the staged work itself declines (and
     * stages itself again) while a machine's code runs on any thread, this one included. What the staged
     * work throws (a dev tool's bug) becomes a note: a reload that fails never stops the game.
     */
    public static void point() {
        Runnable run = staged;
        if (run != null) {
            staged = null;
            try {
                run.run();
            } catch (RuntimeException failed) {
                note("hot reload failed, the old code keeps running: " + failed);
            }
        }
    }

    /** How many publishes and notes there have been: a batch compares it with the value it last saw. */
    public static int generation() {
        return generation;
    }

    /** The machine built with {@code loaded} now runs code whose description is {@code now}. */
    public static void publish(MachineInfo loaded, MachineInfo now) {
        synchronized (current) {
            current.put(loaded, now);
        }
        bump();
    }

    /** The description of the code now running for the machine built with {@code loaded}: {@code loaded} until a publish. */
    public static MachineInfo current(MachineInfo loaded) {
        synchronized (current) {
            MachineInfo now = current.get(loaded);
            return now == null ? loaded : now;
        }
    }

    /** A one-line note for tools that show reloads (the inspector): a change that needs a restart, a failed build. */
    public static void note(String line) {
        synchronized (notes) {
            notes.add(line);
            if (notes.size() > NOTES_KEPT) {
                notes.remove(0);
            }
            written++;
        }
        bump();
    }

    /** How many notes were ever written: a reader keeps it and asks {@link #notesSince} next time. */
    public static int notesWritten() {
        synchronized (notes) {
            return written;
        }
    }

    /**
     * Adds to {@code into} the notes written after the first {@code seen} (those still kept), oldest first,
     * and returns how many were ever written then: one look, so that a note written meanwhile is neither
     * lost nor read twice.
     */
    static int notesAfter(int seen, List<String> into) {
        synchronized (notes) {
            into.addAll(notesSince(seen));
            return written;
        }
    }

    /** The notes written after the first {@code seen} (those still kept), oldest first. */
    public static List<String> notesSince(int seen) {
        synchronized (notes) {
            int first = written - notes.size();
            return new ArrayList<>(notes.subList(Math.max(0, Math.min(notes.size(), seen - first)), notes.size()));
        }
    }

    /**
     * Why code whose description is {@code now} cannot take over a running machine built for {@code was},
     * or null when it can. The batch's books are sized by the states, pseudo-states, interrupts, groups'
     * nesting, initial states and history, and by which states sleep, are sliced or keep timers: a change
     * to any of them needs a restart. Edges, labels, the states of a group and the message types a state
     * takes apply live.
     */
    public static String refusal(MachineInfo was, MachineInfo now) {
        if (!was.states().equals(now.states())) {
            return "its states changed: " + was.states() + " -> " + now.states();
        }
        if (!was.initial().equals(now.initial())) {
            return "its initial state changed: " + was.initial() + " -> " + now.initial();
        }
        if (!was.entryPoints().equals(now.entryPoints())) {
            return "its entry points changed: " + was.entryPoints() + " -> " + now.entryPoints();
        }
        if (!was.interrupts().equals(now.interrupts()) || !String.valueOf(was.back()).equals(String.valueOf(now.back()))) {
            return "its interrupts changed";
        }
        String groups = groupChange(was, now);
        if (groups != null) {
            return groups;
        }
        for (String state : was.states()) {
            if (was.every(state) != now.every(state) || was.sleeps(state) != now.sleeps(state)
                    || Timing.hasTimer(was, state) != Timing.hasTimer(now, state)) {
                return state + "'s timing changed (its every, its timers or whether it sleeps)";
            }
        }
        if (was.regions().size() != now.regions().size()) {
            return "its regions changed";
        }
        // Region 0 is the description itself, checked above.
        for (int r = 1; r < was.regions().size(); r++) {
            String why = refusal(was.regions().get(r), now.regions().get(r));
            if (why != null) {
                return "region " + was.regions().get(r).name() + ": " + why;
            }
        }
        return null;
    }

    private static String groupChange(MachineInfo was, MachineInfo now) {
        if (was.groups().size() != now.groups().size()) {
            return "its groups changed: " + names(was) + " -> " + names(now);
        }
        for (int g = 0; g < was.groups().size(); g++) {
            MachineInfo.Group a = was.groups().get(g);
            MachineInfo.Group b = now.groups().get(g);
            if (!a.name().equals(b.name())) {
                return "its groups changed: " + names(was) + " -> " + names(now);
            }
            if (!String.valueOf(a.parent()).equals(String.valueOf(b.parent()))
                    || !String.valueOf(a.initial()).equals(String.valueOf(b.initial())) || a.history() != b.history()) {
                return "group " + a.name() + "'s nesting, initial state or history changed";
            }
        }
        return null;
    }

    private static List<String> names(MachineInfo info) {
        List<String> names = new ArrayList<>();
        for (MachineInfo.Group group : info.groups()) {
            names.add(group.name());
        }
        return names;
    }
}
