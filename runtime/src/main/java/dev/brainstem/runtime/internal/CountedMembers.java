package dev.brainstem.runtime.internal;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * For machines of many states: nothing is kept between ticks. Before each tick one counting pass over
 * the state table sorts the slots by state (ascending within a state, as the pass goes in slot
 * order): four bytes an entity and a pass that reads the table in order, where a bitset per state
 * would cost a bit an entity per state. An entity that leaves during the tick is already listed
 * under its old state, so it is not updated twice.
 *
 * <p>The order is kept in {@link IntPages}, not one flat array, so that it costs four bytes an
 * entity and no more (a flat array grown by an eighth, past half a G1 region, held 8.4 bytes an entity
 * at a million); a state's range is given to the generated loop one page piece at a time, which
 * keeps the order of the visits.
 */
public final class CountedMembers extends Members {
    private final int[] offsets;
    private final int[] cursor;
    private final IntPages order = new IntPages(0);

    public CountedMembers(int states) {
        offsets = new int[states + 1];
        cursor = new int[states + 1];
    }

    @Override
    public void add(int state, int slot) {
        // The state table is the truth.
    }

    @Override
    public void remove(int state, int slot) {
        // The state table is the truth.
    }

    @Override
    public void move(int from, int to, int slot) {
        // The state table is the truth.
    }

    @Override
    public void grow(int capacity) {
        // The order array grows at the next tick.
    }

    @Override
    public void forEach(int state, Slots slots, IntConsumer action) {
        int limit = slots.limit();
        for (int slot = 0; slot < limit; slot++) {
            if (slots.present(slot) && slots.state(slot) == state) {
                action.accept(slot);
            }
        }
    }

    @Override
    public void prepare(Slots slots) {
        int[] table = slots.packed();
        int limit = slots.limit();
        Arrays.fill(offsets, 0);
        int present = 0;
        for (int slot = 0; slot < limit; slot++) {
            int packed = table[slot];
            if (packed != Slots.ABSENT) {
                offsets[Slots.stateOf(packed) + 1]++;
                present++;
            }
        }
        for (int s = 1; s < offsets.length; s++) {
            offsets[s] += offsets[s - 1];
        }
        order.ensure(present);
        int[][] out = order.pages();
        System.arraycopy(offsets, 0, cursor, 0, offsets.length);
        for (int slot = 0; slot < limit; slot++) {
            int packed = table[slot];
            if (packed != Slots.ABSENT) {
                int at = cursor[Slots.stateOf(packed)]++;
                out[at >>> IntPages.SHIFT][at & IntPages.MASK] = slot;
            }
        }
    }

    @Override
    public int end(int state) {
        return offsets[state + 1] - offsets[state];
    }

    @Override
    public int step(int state, int count, int entities) {
        return Math.max(1, entities);
    }

    @Override
    public void run(StateLoops loops, Lane lane, int state, int lo, int hi, float dt) {
        int[][] pages = order.pages();
        for (int at = offsets[state] + lo, end = offsets[state] + hi; at < end; ) {
            int page = at >>> IntPages.SHIFT;
            int stop = (int) Math.min(end, (page + 1L) << IntPages.SHIFT);
            loops.update(lane, state, pages[page], at & IntPages.MASK, ((stop - 1) & IntPages.MASK) + 1, dt);
            at = stop;
        }
    }

    @Override
    public boolean bitsets() {
        return false;
    }

    @Override
    public void arrive(Lane lane, int state, int slot) {
        // Already in its new state in the table; the tick's order lists it once. Only counted.
        lane.countMove(lane.visiting(), state);
    }

    @Override
    public void settle(Lane lane) {
        // Nothing waits: see arrive.
    }

    @Override
    public void rebuild(Slots slots) {
        // Nothing is kept.
    }
}
