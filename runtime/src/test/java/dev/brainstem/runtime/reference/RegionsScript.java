package dev.brainstem.runtime.reference;

/**
 * What the handlers of a {@link Regions} machine do: a {@link Script} that is also told the region
 * the handler belongs to and every region's current state at the call.
 *
 * <p>{@code current} models {@code @Current}: a handler or guard of one region may read another
 * region's state ({@code @Current Weapon w}), and reads it as it is at the moment of the call (a
 * region earlier in the tick has already moved; a later one has not). {@code current[region]} is the
 * {@code state} a {@link Script} is given (for an exit: the state left). A region not started yet
 * (during {@code add}, the regions after the one starting) reads {@link Script#NULL}.
 */
@FunctionalInterface
public interface RegionsScript {
    /**
     * Runs one handler call.
     *
     * @param entity the region's entity (its {@link Entity#key()} names the whole entity; its
     *     {@link Entity#machine()} is the region's)
     * @param region the handler's region
     * @param handler the handler
     * @param current every region's current state at the call, region order (a fresh copy)
     * @param arg as {@link Script#call}'s
     * @param dt as {@link Script#call}'s
     * @return as {@link Script#call}'s: an ordinal of the handler's own region, or {@link Script#STAY}
     */
    int call(Entity entity, int region, Handler handler, int[] current, int arg, float dt);

    /** A per-entity {@code @After} delay of region {@code region}'s machine, as {@link Script#delay}. */
    default float delay(Entity entity, int region, Machine.Timer timer, int state) {
        throw new AssertionError("model: the script has no delay method " + timer.delay());
    }
}
