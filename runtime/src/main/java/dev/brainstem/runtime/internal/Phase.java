package dev.brainstem.runtime.internal;

/**
 * Where the batch is in its work, and the one rule of what that refuses.
 *
 * <p>The batch is <b>at work</b> from the start of a tick, of a {@code deliver()} or of an {@code add} or
 * {@code transitionTo} made from outside (which run handlers) to the end of its commit, and while the
 * error handler hears of their failures. Meanwhile the batch is part-way through a change: entities
 * moved but not yet counted, changes queued, failures not yet all reported. So every call that takes or
 * replaces the batch as a whole (a tick, a delivery, a snapshot, a restore, a save, a load, a resume,
 * a probe set, a walk of its entities) is refused while it is at work ({@link #refuseAtWork}); those
 * that change it are refused during a walk ({@code forEach}) too. The changes a handler asks for
 * ({@code add}, {@code remove}, {@code transitionTo}) are not refused: during the work of a tick or of
 * an outside call they queue for its end ({@link #queues}); from the error handler they are made at
 * once, as from game code. docs/semantics.md, "At work", states the rule for users.
 */
public final class Phase {
    private final String name;
    /**
     * The phase whose state this one reads and writes: itself, or for a region of a machine of orthogonal
     * regions the machine's (its first region's), so that every region is at work, reports and is walked
     * together: one batch to the game.
     */
    private Phase shared = this;
    /** The call whose work is under way ({@code "tick"}, {@code "add"}, ...), from its start to the end of its commit; else null. */
    private String work;
    /** How many error reports are under way: an error handler's add reports its own failures inside the outer report. */
    private int reporting;
    /** How many walks ({@code forEach}) are under way. */
    private int walking;

    public Phase(String name) {
        this.name = name;
    }

    /** This region's phase is {@code leader}'s from now on: see {@link #shared}. */
    void join(Phase leader) {
        this.shared = leader;
    }

    /**
     * The one rule: {@code what}, a call that takes or replaces the whole batch, is refused while the
     * batch is at work, and, when it {@code changes} the batch, during a walk too.
     *
     * @throws IllegalStateException naming the call and what the batch is doing
     */
    public void refuseAtWork(String what, boolean changes) {
        refuseAtWork(what, null, changes);
    }

    /**
     * The one rule for a call made with an {@code argument} the message names, {@code what(argument)}: an
     * integration's {@code entitiesIn(IDLE)}, say, so that the user reads the call they made. The name is
     * put together only for a refusal: a call allowed allocates nothing.
     */
    public void refuseAtWork(String what, Object argument, boolean changes) {
        if (shared.work != null) {
            throw new IllegalStateException(shared.name + ": " + call(what, argument) + " called while " + doing());
        }
        if (shared.reporting > 0) {
            throw new IllegalStateException(shared.name + ": " + call(what, argument) + " called from the error handler,"
                    + " while the batch reports the last tick's errors");
        }
        if (changes && shared.walking > 0) {
            refuseDuringWalk(call(what, argument));
        }
    }

    private static String call(String what, Object argument) {
        return argument == null ? what : what + "(" + argument + ")";
    }

    /** A change ({@code add}, {@code remove}, {@code transitionTo}) is refused during a walk. */
    public void refuseDuringWalk(String what) {
        if (shared.walking > 0) {
            throw new IllegalStateException(shared.name + ": " + what + " called during forEach, which the batch cannot "
                    + "change under");
        }
    }

    private String doing() {
        switch (shared.work) {
            case "tick":
            case "tickInRegions":
                return "the batch ticks";
            case "deliver":
                return "the batch delivers its messages";
            default:
                return shared.work + " runs its handlers";
        }
    }

    /**
     * Whether the batch is between two pieces of work: not at work, not reporting, not walked. Only then
     * may a hot reload's point act: a point reached from a handler, the error handler or a walk does nothing.
     */
    public boolean idle() {
        return shared.work == null && shared.reporting == 0 && shared.walking == 0;
    }

    /** Whether a change asked for now waits in a queue for the end of the work under way. */
    public boolean queues() {
        return shared.work != null;
    }

    /** Whether the error handler is being told of failures. */
    public boolean reporting() {
        return shared.reporting > 0;
    }

    /** A tick or a delivery called by the game begins, if the rule allows: {@code what} is its call's name. */
    public void begin(String what) {
        refuseAtWork(what, true);
        shared.work = what;
    }

    /** An add or transitionTo from outside, which the desk makes only when the batch is not at work, runs its handlers. */
    public void beginOutside(String what) {
        shared.work = what;
    }

    /** The work's commit is done (or an {@code Error} cut it short): the batch is no longer part-way through a change. */
    public void workEnds() {
        shared.work = null;
    }

    /** The error handler is about to hear of a failure. */
    public void reportStarts() {
        shared.reporting++;
    }

    public void reportEnds() {
        shared.reporting--;
    }

    /** A walk of the batch's entities starts, if the rule allows. */
    public void walkStarts(String what) {
        refuseAtWork(what, false);
        shared.walking++;
    }

    public void walkEnds() {
        shared.walking--;
    }
}
