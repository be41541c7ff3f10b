package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.Events;

/**
 * The loop of a state that sleeps (no decision) and has timers: it visits only the entities whose timer
 * fell due, in ascending slot order, and sends each to its timer's target through the generated
 * transition, with the same bookkeeping a generated loop does (the word's leavers moved to
 * {@code leavers} once the word is done, the lane told of the words once). It reads the state's due
 * bitset through its summary, a bit per 64 words, so a tick in which few fell due costs about a
 * read per 4,096 slots, not one per 64.
 */
public final class SleepingLoop implements WordLoop {
    private final Timers timers;
    private final StateLoops loops;
    private final int state;

    public SleepingLoop(Timers timers, StateLoops loops, int state) {
        this.timers = timers;
        this.loops = loops;
        this.state = state;
    }

    @Override
    public void update(Lane lane, long[] members, long[] leavers, int lo, int hi, float dt) {
        long[] due = timers.dueWords(state);
        long[] summary = timers.summary(state);
        int from = Math.max(lo >>> 6, timers.summaryFrom(state));
        int to = Math.min((hi + 63) >>> 6, timers.summaryTo(state));
        int went = Lane.NOWHERE;
        int first = hi;
        int last = lo;
        for (int at = from; at < to; at++) {
            long words = summary[at];
            int base = at << 6;
            if (base < lo) {
                words &= -1L << (lo - base);
            }
            if (hi - base < 64) {
                words &= (1L << (hi - base)) - 1;
            }
            for (; words != 0; words &= words - 1) {
                int w = base | Long.numberOfTrailingZeros(words);
                long fell = due[w] & members[w];
                if (fell == 0L) {
                    continue;
                }
                due[w] = 0L;
                long left = 0L;
                for (long rest = fell; rest != 0; rest &= rest - 1) {
                    int next = wake(timers, loops, lane, state, w << 6 | Long.numberOfTrailingZeros(rest), dt);
                    if (next != state) {
                        left |= rest & -rest;
                        went = went == next || went == Lane.NOWHERE ? next : Lane.MIXED;
                    }
                }
                if (left != 0L) {
                    members[w] &= ~left;
                    leavers[w] |= left;
                    first = Math.min(first, w);
                    last = w;
                }
            }
        }
        if (went != Lane.NOWHERE) {
            lane.left(first, last + 1, went);
        }
    }

    /**
     * Machines of more than 64 states: the same for the entities {@code members[lo..hi)} of the state,
     * sorted by slot; a leaver goes to the lane. Such a tick sorts every entity by state anyway, so the
     * test of each one's due bit adds little.
     */
    public static void fire(Timers timers, StateLoops loops, Lane lane, int state, int[] members, int lo, int hi,
            float dt) {
        long[] due = timers.dueWords(state);
        for (int i = lo; i < hi; i++) {
            int slot = members[i];
            long bit = 1L << slot;
            if ((due[slot >>> 6] & bit) == 0L) {
                continue;
            }
            due[slot >>> 6] &= ~bit;
            int next = wake(timers, loops, lane, state, slot, dt);
            if (next != state) {
                lane.arrive(next, slot);
            }
        }
    }

    /**
     * The entity in {@code slot}, whose due bit was set: its timed transition if its timer is due by the
     * exact test. Returns the state it is in after; a transition not made keeps its timer due.
     */
    private static int wake(Timers timers, StateLoops loops, Lane lane, int state, int slot, float dt) {
        if (!timers.due(slot)) {
            return state;
        }
        lane.visited(state);
        int next = loops.move(lane, slot, Events.AFTER, state, timers.target(slot), dt);
        if (next == state && timers.due(slot)) {
            timers.retry(lane, slot, state);
        }
        return next;
    }
}
