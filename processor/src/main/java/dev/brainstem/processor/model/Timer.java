package dev.brainstem.processor.model;

/**
 * One {@code @After} of one state: after its delay in that state, an entity moves to {@code target}.
 *
 * @param target the state its {@code to} names (a group's constant, or the {@code @Back} pseudo-state,
 *     is resolved by the transition as any target is)
 */
public record Timer(AfterModel after, State target) {
    /** Whether its delay is {@code seconds}, the same for every entity. */
    public boolean constant() {
        return after.constant() && after.seconds().isPresent();
    }

    /** The constant delay; only for a {@link #constant()} timer. */
    public float seconds() {
        return after.seconds().orElseThrow();
    }

    /** The name of the delay method; only for a timer that is not {@link #constant()}. */
    public String method() {
        return after.delay().orElseThrow();
    }

    /** {@code after 2s to IDLE}, {@code after patience() to PATROL}: for comments and messages. */
    public String describe() {
        return after.label() + " to " + target.name();
    }
}
