package dev.brainstem.runtime.internal;

/**
 * Where the batch is in its work, and what that refuses: during a tick changes are queued and another
 * tick is refused; while an add or transitionTo from outside runs its handlers changes are queued;
 * during {@code forEach} nothing may change; while the error handler runs the batch may change but not
 * tick.
 */
public final class Phase {
    private final String name;
    /** From a tick's start to its end. */
    public boolean ticking;
    /** While an add or transitionTo from outside runs its handlers. */
    public boolean busy;
    /** While the last tick's failures go to the error handler. */
    public boolean reporting;
    public int iterating;

    public Phase(String name) {
        this.name = name;
    }

    /** Whether a change asked for now waits in a queue for the end of the work under way. */
    public boolean queues() {
        return ticking || busy;
    }

    public void checkNotIterating() {
        if (iterating > 0) {
            throw new IllegalStateException(name + ": the batch cannot change during forEach");
        }
    }

    /** A tick, or a delivery called by the game, begins: {@code what} is its call's name. */
    public void begin(String what) {
        if (ticking || busy) {
            throw new IllegalStateException(name + ": " + what + " called while the batch ticks");
        }
        if (reporting) {
            throw new IllegalStateException(name + ": " + what + " called from the error handler, while the batch "
                    + "reports the last tick's errors");
        }
        checkNotIterating();
        ticking = true;
    }

    /** Resume, restore and load change the batch from outside, never while it ticks or is walked. */
    public void refuseDuring(String what) {
        if (ticking || busy || reporting) {
            throw new IllegalStateException(name + ": " + what + " is not available while the batch ticks");
        }
        if (iterating > 0) {
            throw new IllegalStateException(name + ": " + what + " is not available during forEach");
        }
    }
}
