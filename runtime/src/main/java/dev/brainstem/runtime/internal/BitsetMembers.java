package dev.brainstem.runtime.internal;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * A bitset over slots per state, walked word by word by the generated loop. An entity that leaves
 * has its bit cleared once the loop is done with its word (its chunk owns that word; the loop walks its
 * own copy of the word) and set in the bitset of the entities that left that state in this tick, both
 * by the generated loop itself ({@link Lane#left}); after the loops, each
 * joins the state the state table now gives it, so no entity is updated twice in a tick.
 *
 * <p><b>Why a bitset of leavers, not a list of arrivals.</b> A list of (state, slot) pairs held 8 bytes
 * per entity that moved in the tick, kept for the next tick: on the churn, where half the entities move,
 * 4 to 8 bytes an entity for good (a third of the memory target). The leavers' bitset of a state costs
 * a bit an entity, as its members' does. The new state is read from the state table when the leaver
 * joins it, so nothing else is recorded. In a parallel tick the chunks of one state own disjoint
 * words of that state's bitsets, so no two threads write one word. Each lane notes the words it set
 * bits in ({@link Lane#leftFrom}, {@link Lane#leftTo}), so that joining reads only those, and whether
 * all of a state's leavers went to one state ({@link Lane#leftTarget}): then they join it a word at a
 * time. Reading each leaver's new state from the table instead cost 11% of a million-entity guard tick
 * (a cache miss per leaver), where the word-wise join costs nothing
 * measurable.
 */
public final class BitsetMembers extends Members {
    private final long[][] bits;
    /** Per state, the entities that left it during the tick's loops and have not joined their new state. */
    private final long[][] left;
    private final Slots slots;

    public BitsetMembers(int states, Slots slots) {
        bits = new long[states][0];
        left = new long[states][0];
        this.slots = slots;
    }

    @Override
    public void add(int state, int slot) {
        bits[state][slot >>> 6] |= 1L << slot;
    }

    @Override
    public void remove(int state, int slot) {
        bits[state][slot >>> 6] &= ~(1L << slot);
    }

    @Override
    public void move(int from, int to, int slot) {
        remove(from, slot);
        add(to, slot);
    }

    @Override
    public void grow(int capacity) {
        int words = (capacity + 63) >>> 6;
        for (int s = 0; s < bits.length; s++) {
            // Each on its own: after an allocation that failed, a retry grows what is still short.
            if (bits[s].length < words) {
                bits[s] = Arrays.copyOf(bits[s], words);
            }
            if (left[s].length < words) {
                left[s] = Arrays.copyOf(left[s], words);
            }
        }
    }

    @Override
    public void forEach(int state, Slots slots, IntConsumer action) {
        long[] words = bits[state];
        for (int w = 0; w < words.length; w++) {
            for (long word = words[w]; word != 0; word &= word - 1) {
                action.accept(w << 6 | Long.numberOfTrailingZeros(word));
            }
        }
    }

    @Override
    public void prepare(Slots slots) {
        // The bitsets are always current.
    }

    @Override
    public int end(int state) {
        return bits[state].length;
    }

    @Override
    public int step(int state, int count, int entities) {
        long words = bits[state].length;
        return (int) Math.max(1, count == 0 ? words : words * entities / count);
    }

    @Override
    public void run(StateLoops loops, Lane lane, int state, int lo, int hi, float dt) {
        if (hi > lo) {
            loops.updateWords(lane, state, bits[state], left[state], lo, hi, dt);
        }
    }

    @Override
    public boolean bitsets() {
        return true;
    }

    @Override
    public void arrive(Lane lane, int state, int slot) {
        int from = lane.visiting();
        int word = slot >>> 6;
        bits[from][word] &= ~(1L << slot);
        left[from][word] |= 1L << slot;
        lane.leaving(from, word, word + 1, state);
    }

    @Override
    public void settle(Lane lane) {
        if (!lane.anyLeft()) {
            return;
        }
        for (int s = 0; s < left.length; s++) {
            long[] leavers = left[s];
            int from = lane.leftFrom(s);
            int to = lane.leftTo(s);
            int target = lane.leftTarget(s);
            if (target >= 0) {
                // All went to one state: a word at a time, no look-up in the state table.
                long[] into = bits[target];
                int came = 0;
                for (int w = from; w < to; w++) {
                    long word = leavers[w];
                    into[w] |= word;
                    leavers[w] = 0;
                    came += Long.bitCount(word);
                }
                lane.countMoves(s, target, came);
                continue;
            }
            for (int w = from; w < to; w++) {
                long word = leavers[w];
                if (word == 0) {
                    continue;
                }
                leavers[w] = 0;
                for (; word != 0; word &= word - 1) {
                    int slot = w << 6 | Long.numberOfTrailingZeros(word);
                    int now = slots.state(slot);
                    bits[now][w] |= 1L << slot;
                    lane.countMove(s, now);
                }
            }
        }
        lane.clearLeft();
    }

    @Override
    public void rebuild(Slots slots) {
        for (int s = 0; s < bits.length; s++) {
            Arrays.fill(bits[s], 0);
            Arrays.fill(left[s], 0);
        }
        int limit = slots.limit();
        for (int slot = 0; slot < limit; slot++) {
            if (slots.present(slot)) {
                add(slots.state(slot), slot);
            }
        }
    }
}
