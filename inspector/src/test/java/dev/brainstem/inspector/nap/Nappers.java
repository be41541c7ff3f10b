package dev.brainstem.inspector.nap;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.internal.Lane;
import dev.brainstem.runtime.internal.WordLoop;

/**
 * A timed batch written by hand the way the processor writes one with {@code @After} and a sleeping
 * state, for the page's per-state "sleeping" and "visited this tick": id mode, NAP sleeps
 * ({@code @After(NAP, seconds = 1, to = WALK)}), WALK decides every tick
 * ({@code @After(WALK, seconds = 0.5f, to = NAP)}, and an update that counts steps).
 */
public final class Nappers extends AbstractBatch<Nappers.S> {
    public enum S { NAP, WALK }

    private static final int STAY = -1;
    private static final S[] STATES = S.values();

    static MachineInfo description() {
        return new MachineInfo("Nappers", new String[] {"NAP", "WALK"}, "NAP", new String[] {"WALK"},
                new MachineInfo.Edges(Events.AFTER, "NAP", "WALK", "after 1s"),
                new MachineInfo.Edges(Events.AFTER, "WALK", "NAP", "after 0.5s"))
                .withTiming(new int[0], new String[] {"NAP"});
    }

    public long steps;
    private final WordLoop[] loops;

    public Nappers() {
        super(description(), STATES, true, true, true);
        loops = new WordLoop[] {timersOnly(0), this::update1_WALK};
    }

    public long add(int id, S state) {
        return addId(id, state);
    }

    @Override
    protected int checkStartable(S state) {
        return state.ordinal();
    }

    @Override
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
        loops[state].update(lane, members, leavers, lo, hi, dt);
    }

    private void update1_WALK(Lane lane, long[] members, long[] leavers, int lo, int hi, float dt) {
        int went = Lane.NOWHERE;
        int first = hi;
        int last = lo;
        for (int w = lo; w < hi; w++) {
            long left = 0L;
            for (long rest = members[w]; rest != 0; rest &= rest - 1) {
                int slot = w << 6 | Long.numberOfTrailingZeros(rest);
                int decided = decide1_WALK(slot);
                if (decided != STAY) {
                    int next = move(lane, slot, decided >>> 16, 1, 0, dt);
                    if (next != 1) {
                        left |= rest & -rest;
                        went = went == next || went == Lane.NOWHERE ? next : Lane.MIXED;
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

    private int decide1_WALK(int slot) {
        if (timerDue(slot)) {
            return Events.AFTER << 16 | timerTarget(slot);
        }
        steps++;
        return STAY;
    }

    @Override
    protected void enter(Lane lane, int slot) {
        arm(lane, slot, stateAt(slot));
    }

    @Override
    protected int move(Lane lane, int slot, int event, int current, int next, float dt) {
        setState(slot, next, current);
        moved(lane, slot, current, next, event);
        arm(lane, slot, next);
        return next;
    }

    @Override
    protected void resumed(Lane lane, int slot, int state) {
        arm(lane, slot, state);
    }

    private void arm(Lane lane, int slot, int state) {
        timer(lane, slot, state, state == 0 ? 1f : 0.5f, state == 0 ? 1 : 0);
    }
}
