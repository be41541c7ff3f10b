package dev.brainstem.runtime.reference;

/**
 * What the handlers of a {@link Machine} do when they are called: the test's side of a handler body.
 * The reference model calls the script wherever the design says a handler runs, in the order it says,
 * with the arguments the handler takes; the script records the call if it wants, decides what the
 * handler returns and may throw (a handler's failure) or call back into the {@link Batch} (changes
 * asked for from inside a tick, or a refused {@code tick}).
 *
 * <p>A handler's {@code @TimeInState} is {@link Entity#time()} during the call.
 *
 * <p>A generated machine's handler bodies and the model's script should decide from the same inputs
 * (the entity's key, the handler, the call's number for that entity) so that both sides take the same
 * decisions whatever order the entities run in.
 */
@FunctionalInterface
public interface Script {
    /** A handler's result that stays where it is: {@code null}. Also the {@code from} of a starting entity. */
    int STAY = -1;
    /** {@code from} of an enter handler when the entity starts: {@code null}. */
    int NULL = -1;
    /** The {@code arg} of a handler that takes no state argument (or of an update handler). */
    int NO_ARG = -2;
    /** The {@code dt} of a handler that takes no time step (or of an enter or exit handler). */
    float NO_DT = -1f;

    /**
     * Runs one handler call.
     *
     * @param entity the entity the handler serves (its {@link Entity#key()} names it to the script)
     * @param handler the handler
     * @param state the state the handler serves in this call (its {@code @Current}): for an update, a
     *     guard or a group's update the state decided in; for an enter (a group's too) the state
     *     entered; for an exit (a group's too) the state left
     * @param arg an enter's {@code from} or an exit's {@code to} as an ordinal, {@link #NULL} for a null
     *     {@code from}, or {@link #NO_ARG} when the handler takes no such argument
     * @param dt an update's time step, or {@link #NO_DT} when the handler takes none
     * @return the ordinal of the state the handler returns, or {@link #STAY} (null); ignored for handlers
     *     that return nothing; for a guard, any ordinal (non-negative) is true and {@link #STAY} false
     */
    int call(Entity entity, Handler handler, int state, int arg, float dt);

    /**
     * A per-entity {@code @After} delay: the machine's method {@code timer.delay()} called for
     * {@code entity} as it completes its entry into {@code state} (issue 43).
     */
    default float delay(Entity entity, Machine.Timer timer, int state) {
        throw new AssertionError("model: the script has no delay method " + timer.delay());
    }
}
