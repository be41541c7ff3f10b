package dev.brainstem.inspector;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;

/**
 * Pause, step, resume and breakpoints. The page's requests arrive on the server's threads as
 * commands, which wait in a bounded inbox (a full inbox refuses, it never blocks) until the game
 * thread's next {@link #proceed}: every piece of the game's state is touched on the game thread only.
 * A breakpoint that hits during a tick is noted, and the game pauses before its next tick.
 */
final class Control {
    static final int INBOX = 64, MAX_BREAKPOINTS = 64, MAX_STEPS = 1000;

    private final ArrayBlockingQueue<Runnable> inbox = new ArrayBlockingQueue<>(INBOX);
    private Watched[] batches = new Watched[0];
    private volatile boolean paused;
    private int steps;
    private Hit pending;
    private Hit last;
    private final List<Breakpoint> breakpoints = new ArrayList<>();
    private int nextId = 1;

    void watch(Watched[] all) {
        this.batches = all;
    }

    /** From any thread: false when the inbox is full. */
    boolean offer(Runnable command) {
        return inbox.offer(command);
    }

    /**
     * On the game thread, once a frame: runs the commands that came, pauses on a breakpoint that hit,
     * and says whether the game should tick.
     */
    boolean proceed() {
        for (Runnable command; (command = inbox.poll()) != null; ) {
            command.run();
        }
        if (pending != null) {
            last = pending;
            pending = null;
            paused = true;
            steps = 0;
        }
        if (!paused) {
            return true;
        }
        if (steps > 0) {
            steps--;
            return true;
        }
        return false;
    }

    boolean paused() {
        return paused;
    }

    Hit lastHit() {
        return last;
    }

    List<Breakpoint> breakpoints() {
        return breakpoints;
    }

    void pause() {
        paused = true;
        steps = 0;
    }

    void resume() {
        paused = false;
        steps = 0;
        last = null;
    }

    /** One more tick, then paused again. */
    void step() {
        paused = true;
        last = null;
        steps = Math.min(steps + 1, MAX_STEPS);
    }

    /** Called by a probe during the game's work: the first hit of a tick wins. */
    void hit(Breakpoint b, long handle, String what, long tick) {
        if (pending == null) {
            pending = new Hit(b.id(), b.batch(), handle, what, tick);
        }
    }

    /** @return the new breakpoint's id, or -1 when there are {@link #MAX_BREAKPOINTS} already */
    int add(Breakpoint b) {
        if (breakpoints.size() >= MAX_BREAKPOINTS) {
            return -1;
        }
        Breakpoint numbered = new Breakpoint(nextId++, b.batch(), b.from(), b.to(), b.event(), b.handle(),
                b.messageType());
        breakpoints.add(numbered);
        spread();
        return numbered.id();
    }

    void remove(int id) {
        breakpoints.removeIf(b -> b.id() == id);
        spread();
    }

    void clear() {
        breakpoints.clear();
        spread();
    }

    /** Each probe holds its own batch's breakpoints, so that a batch without any tests one length. */
    private void spread() {
        for (Watched w : batches) {
            w.breakpoints = breakpoints.stream().filter(b -> b.batch() == w.machine.index).toArray(Breakpoint[]::new);
        }
    }
}
