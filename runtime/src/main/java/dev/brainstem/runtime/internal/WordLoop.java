package dev.brainstem.runtime.internal;

/**
 * One state's loop over the words {@code [lo, hi)} of its members' bitset, as
 * {@link StateLoops#updateWords} describes it: a generated batch of up to 64 states keeps one per state,
 * its {@code updateN_STATE} method, and its {@code updateWords} calls the state's.
 *
 * <p><b>Why not a switch.</b> HotSpot compiles the runtime's tick late, seconds into a run, and then
 * inlines whatever its calls reach: through a switch, every state's loop, into one large method, which
 * measured slower at a million guards than the loops reached through this interface
 * (docs/generated-code.md, "Decisions and limits"; the figures are benchmarks/README.md's lab notes).
 * Called through it, the call site sees
 * a class per state with a loop (the others share {@link #STAY}): with three classes or more, too many for
 * HotSpot to inline, so each loop stays a method compiled on its own. Where the states make only two
 * classes (one state that decides beside states that share {@code STAY}, or two states that decide),
 * HotSpot may inline both, as through a switch (not measured: no benchmark machine is that small).
 * The call is made once per state and chunk of a tick, never per entity.
 */
@FunctionalInterface
public interface WordLoop {
    /** The loop of a state without a decision: its entities stay. */
    public WordLoop STAY = (lane, members, leavers, lo, hi, dt) -> {};

    /**
     * Runs the decision of each entity of the words {@code members[lo..hi)}; those that leave move to
     * {@code leavers}, and the lane hears of the words they left.
     */
    public void update(Lane lane, long[] members, long[] leavers, int lo, int hi, float dt);
}
