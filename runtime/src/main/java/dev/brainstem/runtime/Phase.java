package dev.brainstem.runtime;

/**
 * Where the batch is in its work, and what that refuses: during a tick changes are queued and another
 * tick is refused; while an add or transitionTo from outside runs its handlers changes are queued;
 * during {@code forEach} nothing may change; while the error handler runs the batch may change but not
 * tick.
 */
final class Phase {
    private final String name;
    /** From a tick's start to its end. */
    boolean ticking;
    /** While an add or transitionTo from outside runs its handlers. */
    boolean busy;
    /** While the last tick's failures go to the error handler. */
    boolean reporting;
    int iterating;

    Phase(String name) {
        this.name = name;
    }

    /** Whether a change asked for now waits in a queue for the end of the work under way. */
    boolean queues() {
        return ticking || busy;
    }

    void checkNotIterating() {
        if (iterating > 0) {
            throw new IllegalStateException(name + ": the batch cannot change during forEach");
        }
    }

    /** A tick begins. */
    void begin() {
        if (ticking || busy) {
            throw new IllegalStateException(name + ": tick called while the batch ticks");
        }
        if (reporting) {
            throw new IllegalStateException(name + ": tick called from the error handler, while the batch reports "
                    + "the last tick's errors");
        }
        checkNotIterating();
        ticking = true;
    }

    /** Resume, restore and load change the batch from outside, never while it ticks or is walked. */
    void refuseDuring(String what) {
        if (ticking || busy || reporting) {
            throw new IllegalStateException(name + ": " + what + " is not available while the batch ticks");
        }
        if (iterating > 0) {
            throw new IllegalStateException(name + ": " + what + " is not available during forEach");
        }
    }
}
