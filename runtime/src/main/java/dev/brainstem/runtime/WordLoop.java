package dev.brainstem.runtime;

/**
 * One state's loop over the words {@code [lo, hi)} of its members' bitset, as
 * {@link AbstractBatch#updateWords} describes it: a generated batch of few states keeps one per state,
 * its {@code updateN_STATE} method, and its {@code updateWords} calls the state's.
 *
 * <p><b>Why not a switch.</b> HotSpot compiles the runtime's tick late, seconds into a run, and then
 * inlines whatever its calls reach: through a switch, every state's loop, into one large method. At a
 * million guards that method ran at 1.17x to 1.24x the hand-written limit where the same loops
 * compiled each on its own run at 1.09x to 1.14x (pairs of 25 one-second iterations, 2026-11-26; README,
 * "Where the time goes"). Called through this interface, the call site sees one class per state, too
 * many for HotSpot to inline, so each loop stays a method compiled on its own. The call is made once
 * per state and chunk of a tick, never per entity.
 */
@FunctionalInterface
public interface WordLoop {
    /** The loop of a state without a decision: its entities stay. */
    WordLoop STAY = (lane, members, leavers, lo, hi, dt) -> {};

    /**
     * Runs the decision of each entity of the words {@code members[lo..hi)}; those that leave move to
     * {@code leavers}, and the lane hears of the words they left.
     */
    void update(Lane lane, long[] members, long[] leavers, int lo, int hi, float dt);
}
