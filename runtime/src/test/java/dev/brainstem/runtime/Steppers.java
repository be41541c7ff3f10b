package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.Lane;

/**
 * A batch written by hand the way the processor writes one, small enough to read: id mode, three
 * states, bitset loops. What each entity does in a tick is the test's {@link Script}, so that the
 * runtime's own parts (the commit, the parallel tick, the failure report) are tested here, on loops
 * that do exactly what a test says, beside the samples' tests of generated batches.
 */
final class Steppers extends AbstractBatch<Steppers.S> {
    enum S { A, B, C }

    /** What the entity {@code id} does in its update, in state {@code state}: a state to go to, or null. */
    interface Script {
        S update(Steppers batch, int id, S state);
    }

    /** What an enter does; may throw. */
    interface Enter {
        void enter(Steppers batch, int id, S state);
    }

    private static final S[] STATES = S.values();

    Script script = (batch, id, state) -> null;
    Enter onEnter = (batch, id, state) -> {};

    Steppers() {
        this("A");
    }

    /** @param initial the state its description names as the initial one */
    Steppers(String initial) {
        super(new MachineInfo("Steppers", new String[] {"A", "B", "C"}, initial, new String[] {"B", "C"}), STATES,
                true, true);
    }

    long add(int id, S state) {
        return addId(id, state);
    }

    @Override
    protected int checkStartable(S state) {
        if (state == null) {
            throw new IllegalArgumentException("Steppers: no state");
        }
        return state.ordinal();
    }

    @Override
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
        int went = Lane.NOWHERE;
        int first = hi;
        int last = lo;
        for (int w = lo; w < hi; w++) {
            long left = 0L;
            for (long rest = members[w]; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                S next;
                try {
                    next = script.update(this, id, STATES[state]);
                } catch (Exception failure) {
                    failed(lane, id, Events.UPDATE, failure);
                    continue;
                }
                if (next != null && next.ordinal() != state) {
                    int now = move(lane, id, Events.UPDATE, state, next.ordinal(), dt);
                    if (now != state) {
                        left |= rest & -rest;
                        went = went == now || went == Lane.NOWHERE ? now : Lane.MIXED;
                    }
                }
            }
            if (left != 0L) {
                members[w] &= ~left;
                leavers[w] |= left;
                first = Math.min(first, w);
                last = w;
            }
        }
        if (went != Lane.NOWHERE) {
            lane.left(first, last + 1, went);
        }
    }

    @Override
    protected void enter(Lane lane, int slot) {
        try {
            onEnter.enter(this, slot, STATES[stateAt(slot)]);
        } catch (Exception failure) {
            failed(lane, slot, Events.ENTER, failure);
        }
    }

    @Override
    protected int move(Lane lane, int slot, int event, int current, int next, float dt) {
        setState(slot, next, current);
        moved(lane, slot, current, next, event);
        try {
            onEnter.enter(this, slot, STATES[next]);
        } catch (Exception failure) {
            failed(lane, slot, Events.ENTER, failure);
        }
        return next;
    }
}
