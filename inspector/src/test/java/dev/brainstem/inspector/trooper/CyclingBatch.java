package dev.brainstem.inspector.trooper;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.internal.Lane;

/**
 * One region of {@link Troopers}, written by hand the way the processor writes a region's batch (id mode,
 * bitset loops) until the processor generates machines of regions: in each tick, every entity that
 * {@link #moves} goes from its state to the next one in ordinal order, the last back to the first.
 */
abstract class CyclingBatch<S extends Enum<S>> extends AbstractBatch<S> {
    private final S[] states;

    CyclingBatch(MachineInfo info, S[] states) {
        super(info, states, true, true);
        this.states = states;
    }

    /** The description of a cycle over {@code states}: each state's update leads to the next. */
    static MachineInfo cycle(String name, String... states) {
        MachineInfo.Edges[] edges = new MachineInfo.Edges[states.length];
        for (int s = 0; s < states.length; s++) {
            edges[s] = new MachineInfo.Edges(Events.UPDATE, states[s], states[(s + 1) % states.length]);
        }
        return new MachineInfo(name, states, states[0], new String[0], edges);
    }

    /** Whether the entity {@code id} moves on in every tick. */
    abstract boolean moves(int id);

    @Override
    protected int checkStartable(S state) {
        if (state == null || state.ordinal() != 0) {
            throw new IllegalArgumentException(info().name() + ": starts in " + states[0] + " only, not " + state);
        }
        return 0;
    }

    @Override
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
        int next = (state + 1) % states.length;
        int first = hi;
        int last = lo;
        boolean went = false;
        for (int w = lo; w < hi; w++) {
            long left = 0L;
            for (long rest = members[w]; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                if (moves(id) && move(lane, id, Events.UPDATE, state, next, dt) != state) {
                    left |= rest & -rest;
                    went = true;
                }
            }
            if (left != 0L) {
                members[w] &= ~left;
                leavers[w] |= left;
                first = Math.min(first, w);
                last = w;
            }
        }
        if (went) {
            lane.left(first, last + 1, next);
        }
    }

    @Override
    protected void enter(Lane lane, int id) {
    }

    @Override
    protected int move(Lane lane, int id, int event, int current, int next, float dt) {
        setState(id, next, current);
        moved(lane, id, current, next, event);
        return next;
    }
}
