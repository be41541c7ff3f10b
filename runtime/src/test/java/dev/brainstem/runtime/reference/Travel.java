package dev.brainstem.runtime.reference;

import java.util.List;

/**
 * Entities on their way from one {@link Batch} to another (issue 45, {@code EntityTravel}): what
 * {@link Batch#export} takes from the sender and {@link Batch#importInto} places in the receiver.
 *
 * <p>Everything that is absolute in the sender travels relative to its clock and is rebased on the
 * receiver's: the time in state, the seconds since the last sliced decision, the ticks since entry and a
 * waiting letter's due time (as remaining seconds). What is relative already travels as it is: the state,
 * previous state, stack, histories, timer (seconds in state at which it fires) and stride. The slice
 * phase travels as the tick-phase {@code ticks + turn + shift} of the sender, so that the entity decides
 * on the same ticks relative to its own history wherever its new slot and the receiver's tick count put
 * it. Broadcasts do not travel.
 */
public final class Travel {
    /**
     * One entity as it left its batch.
     *
     * @param from its handle in the sender
     * @param key what names it to the {@link Script}
     * @param last per group: the state it last left it from, or -1
     * @param inState the seconds it has spent in its state
     * @param armed whether it has a timer, of {@code delay} seconds in state, to {@code timerTarget}
     * @param sinceDecision the seconds since its last sliced decision (or entry)
     * @param ticksInState the ticks begun since the one it entered its state in
     * @param phase its slice phase: the sender's ticks plus its turn plus its shift
     */
    public record Traveller(long from, int key, int state, int previous, List<Integer> stack, int[] last,
            double inState, boolean armed, float delay, int timerTarget, double sinceDecision, long ticksInState,
            int stride, long phase) {
        public Traveller {
            stack = List.copyOf(stack);
            last = last.clone();
        }

        @Override
        public int[] last() {
            return last.clone();
        }
    }

    /** A letter waiting for the {@code traveller}-th entity, due {@code remaining} seconds after the sender's clock. */
    public record Letter(int traveller, Object message, double remaining) {}

    private final List<Traveller> travellers;
    private final List<Letter> letters;

    Travel(List<Traveller> travellers, List<Letter> letters) {
        this.travellers = List.copyOf(travellers);
        this.letters = List.copyOf(letters);
    }

    /** The entities, in the order the export was given them. */
    public List<Traveller> travellers() {
        return travellers;
    }

    /** The letters that travel with them, in the order the sender would have delivered them. */
    public List<Letter> letters() {
        return letters;
    }

    public int size() {
        return travellers.size();
    }
}
