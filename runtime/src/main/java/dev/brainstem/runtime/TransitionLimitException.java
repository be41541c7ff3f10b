package dev.brainstem.runtime;

/**
 * An entity tried to make more than {@code maxTransitionsPerTick} transitions in one tick. The
 * transition that would go past the limit is not made: the entity stays in {@link #state()}, and
 * neither that transition's exit nor its enter runs.
 */
public final class TransitionLimitException extends BrainstemException {
    private static final long serialVersionUID = 1L;

    private final String target;
    private final int limit;

    public TransitionLimitException(String machine, String entity, String state, int event, String target,
            int limit) {
        super("more than " + limit + " transitions in one tick (the next one was to " + target
                + "); raise maxTransitionsPerTick or break the cycle", machine, entity, state, event, null);
        this.target = target;
        this.limit = limit;
    }

    /** The state of the transition that was not made. */
    public String target() {
        return target;
    }

    /** The machine's {@code maxTransitionsPerTick}. */
    public int limit() {
        return limit;
    }
}
