package dev.brainstem.runtime;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * A bitset over slots per state, walked word by word by the generated loop. An entity that leaves
 * has its bit cleared at once (its chunk owns that word; the loop walks its own copy of the word) and
 * waits in the lane's arrivals until the loops are done, so no entity is updated twice in a tick.
 */
final class BitsetMembers extends Members {
    private final long[][] bits;

    BitsetMembers(int states) {
        bits = new long[states][0];
    }

    @Override
    void add(int state, int slot) {
        bits[state][slot >>> 6] |= 1L << slot;
    }

    @Override
    void remove(int state, int slot) {
        bits[state][slot >>> 6] &= ~(1L << slot);
    }

    @Override
    void move(int from, int to, int slot) {
        remove(from, slot);
        add(to, slot);
    }

    @Override
    void grow(int capacity) {
        int words = (capacity + 63) >>> 6;
        for (int s = 0; s < bits.length; s++) {
            if (bits[s].length < words) {
                bits[s] = Arrays.copyOf(bits[s], words);
            }
        }
    }

    @Override
    void forEach(int state, Slots slots, IntConsumer action) {
        long[] words = bits[state];
        for (int w = 0; w < words.length; w++) {
            for (long word = words[w]; word != 0; word &= word - 1) {
                action.accept(w << 6 | Long.numberOfTrailingZeros(word));
            }
        }
    }

    @Override
    void prepare(Slots slots) {
        // The bitsets are always current.
    }

    @Override
    int end(int state) {
        return bits[state].length;
    }

    @Override
    int step(int state, int count, int entities) {
        long words = bits[state].length;
        return (int) Math.max(1, count == 0 ? words : words * entities / count);
    }

    @Override
    void run(AbstractBatch<?> batch, Lane lane, int state, int lo, int hi, float dt) {
        if (hi > lo) {
            batch.updateWords(lane, state, bits[state], lo, hi, dt);
        }
    }

    @Override
    void arrive(Lane lane, int state, int slot) {
        remove(lane.visiting, slot);
        lane.recordArrival(state, slot);
    }

    @Override
    void settle(Lane lane) {
        int[] arrivals = lane.arrivals;
        for (int k = 0; k < lane.arrivalCount; k += 2) {
            add(arrivals[k], arrivals[k + 1]);
        }
        lane.arrivalCount = 0;
    }

    @Override
    void rebuild(Slots slots) {
        for (long[] words : bits) {
            Arrays.fill(words, 0);
        }
        int[] packed = slots.packed();
        for (int slot = 0; slot < slots.limit(); slot++) {
            if (packed[slot] != Slots.ABSENT) {
                add(Slots.stateOf(packed[slot]), slot);
            }
        }
    }
}
