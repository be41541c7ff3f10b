package dev.brainstem.samples.decide;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The base of the decision fixtures (no handlers of its own): each entity logs what its handlers and
 * guards do, in order, and is told which guards hold ({@link #yes}) and what its updates return
 * ({@link #go}). Each entity touches only its own fields, so a parallel tick may run it anywhere.
 */
abstract class Probe<S extends Enum<S>> {
    final List<String> log = new ArrayList<>();
    /** The names of the guards that return true. */
    final Set<String> yes = new HashSet<>();
    /** What an update returns, by the name it logs under (a state's or a group's); absent: null. */
    final Map<String, S> go = new HashMap<>();
    /** Whether a handler of this entity ran on a thread other than the one that built it. */
    volatile boolean ranElsewhere;
    private final Thread home = Thread.currentThread();

    /** A guard: logs "guard NAME@STATE" and returns whether it holds. */
    final boolean check(String guard, S current) {
        note("guard " + guard + "@" + current);
        return yes.contains(guard);
    }

    /** An update: logs "update WHO@STATE" and returns what {@link #go} says. */
    final S update(String who, S current) {
        note("update " + who + "@" + current);
        return go.get(who);
    }

    final void note(String line) {
        log.add(line);
        if (Thread.currentThread() != home) {
            ranElsewhere = true;
        }
    }

    /** The log so far, emptied. */
    final List<String> take() {
        List<String> taken = new ArrayList<>(log);
        log.clear();
        return taken;
    }

    static String t(float seconds) {
        return "t=" + seconds;
    }
}
