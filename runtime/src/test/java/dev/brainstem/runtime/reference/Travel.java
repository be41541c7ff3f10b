package dev.brainstem.runtime.reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;

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
 *
 * <p>A machine of regions ({@link RegionsBatch}) travels as one {@code Travel} per region, each built and
 * posted by the same rules here ({@link #leaving}, {@link #post}): every region's part of an entity, and
 * the letters waiting in that region's mail.
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

    /**
     * The place in the travel of each of {@code handles}, in order.
     *
     * @throws IllegalArgumentException for a handle the batch does not hold or one given twice
     */
    static Map<Long, Integer> order(long[] handles, LongPredicate holds, String machine, LongFunction<String> describe) {
        Map<Long, Integer> index = new HashMap<>();
        for (long handle : handles) {
            if (!holds.test(handle)) {
                throw new IllegalArgumentException(machine + ": " + describe.apply(handle) + " is not in the batch");
            }
            if (index.putIfAbsent(handle, index.size()) != null) {
                throw new IllegalArgumentException(machine + ": " + describe.apply(handle) + " is given twice");
            }
        }
        return index;
    }

    /**
     * The entities of {@code handles} ({@code part}: the entity, or one region's part of it) as they leave, and
     * the letters {@code mail} holds for them, taken out of it when {@code leave}.
     */
    static Travel leaving(long[] handles, Map<Long, Integer> index, LongFunction<Entity> part, Mail mail,
            boolean leave) {
        List<Traveller> travellers = new ArrayList<>();
        for (long handle : handles) {
            travellers.add(part.apply(handle).departing());
        }
        List<Letter> letters = new ArrayList<>();
        for (Mail.Letter l : mail.addressedTo(index::containsKey, leave)) {
            letters.add(new Letter(index.get(l.target()), l.message(), l.due() - mail.now()));
        }
        return new Travel(travellers, letters);
    }

    /**
     * Refuses receiving handles that are negative, in use or given twice.
     *
     * @throws IllegalArgumentException naming the first such handle
     */
    static void refuseTaken(long[] handles, LongPredicate inUse, String machine, LongFunction<String> describe) {
        Set<Long> taken = new TreeSet<>();
        for (long handle : handles) {
            if (handle < 0 || inUse.test(handle) || !taken.add(handle)) {
                throw new IllegalArgumentException(machine + ": " + describe.apply(handle)
                        + (handle < 0 ? " is negative" : " is in use or given twice"));
            }
        }
    }

    /** Posts the letters into {@code mail}, the {@code i}-th traveller's to {@code handles[i]}, after the mail's own. */
    void post(Mail mail, long[] handles) {
        for (Letter l : letters) {
            mail.arrive(handles[l.traveller()], l.message(), l.remaining());
        }
    }
}
