package dev.brainstem.runtime;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * For machines of many states: nothing is kept between ticks. Before each tick one counting pass over
 * the state table sorts the slots by state (ascending within a state, as the pass goes in slot
 * order): four bytes an entity and a pass that reads the table in order, where a bitset per state
 * would cost a bit an entity per state. An entity that leaves during the tick is already listed
 * under its old state, so it is not updated twice.
 */
final class CountedMembers extends Members {
    private final int[] offsets;
    private final int[] cursor;
    private int[] order = new int[0];

    CountedMembers(int states) {
        offsets = new int[states + 1];
        cursor = new int[states + 1];
    }

    @Override
    void add(int state, int slot) {
        // The state table is the truth.
    }

    @Override
    void remove(int state, int slot) {
        // The state table is the truth.
    }

    @Override
    void move(int from, int to, int slot) {
        // The state table is the truth.
    }

    @Override
    void grow(int capacity) {
        // The order array grows at the next tick.
    }

    @Override
    void forEach(int state, Slots slots, IntConsumer action) {
        int[] packed = slots.packed();
        for (int slot = 0; slot < slots.limit(); slot++) {
            if (packed[slot] != Slots.ABSENT && Slots.stateOf(packed[slot]) == state) {
                action.accept(slot);
            }
        }
    }

    @Override
    void prepare(Slots slots) {
        int[] packed = slots.packed();
        int limit = slots.limit();
        Arrays.fill(offsets, 0);
        int present = 0;
        for (int slot = 0; slot < limit; slot++) {
            if (packed[slot] != Slots.ABSENT) {
                offsets[Slots.stateOf(packed[slot]) + 1]++;
                present++;
            }
        }
        for (int s = 1; s < offsets.length; s++) {
            offsets[s] += offsets[s - 1];
        }
        if (order.length < present) {
            order = new int[present + (present >> 3)];
        }
        System.arraycopy(offsets, 0, cursor, 0, offsets.length);
        for (int slot = 0; slot < limit; slot++) {
            if (packed[slot] != Slots.ABSENT) {
                order[cursor[Slots.stateOf(packed[slot])]++] = slot;
            }
        }
    }

    @Override
    int end(int state) {
        return offsets[state + 1] - offsets[state];
    }

    @Override
    int step(int state, int count, int entities) {
        return Math.max(1, entities);
    }

    @Override
    void run(AbstractBatch<?> batch, Lane lane, int state, int lo, int hi, float dt) {
        if (hi > lo) {
            batch.update(lane, state, order, offsets[state] + lo, offsets[state] + hi, dt);
        }
    }

    @Override
    void arrive(Lane lane, int state, int slot) {
        // Already in its new state in the table; the tick's order lists it once.
    }

    @Override
    void settle(Lane lane) {
        lane.arrivalCount = 0;
    }

    @Override
    void rebuild(Slots slots) {
        // Nothing is kept.
    }
}
