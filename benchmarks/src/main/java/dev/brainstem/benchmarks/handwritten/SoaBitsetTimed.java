package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Workload;

/**
 * {@link SoaBitsetBuckets} for a machine whose states end by their time in state: a clock (the sum of the
 * ticks' dt, a {@code double}) and each id's clock when it entered its state, as a game writes timers that
 * cost nothing while they run. The limit of {@code brainstem.BrainstemTimedGuards} (issue 40's fourth
 * shape), with the same decisions in the same arithmetic: IDLE draws the die; ALARM and SEARCH end when
 * their time in state, as a {@code float}, reaches their time; PURSUIT when {@code SPEED} times it reaches
 * the reach. A mover's entry time is set in a second walk over the word's movers; nothing else is written
 * per entity. {@link #timer(int)} is the time in state and x is never moved; the population, the bitsets and
 * the die are the superclass's.
 */
public final class SoaBitsetTimed extends SoaBitsetBuckets {
    private double now;
    private double[] entered;

    @Override
    public void setUp(Workload workload, int entities) {
        super.setUp(workload, entities);
        now = 0;
        entered = new double[entities];
    }

    @Override
    public void tick() {
        final double now = this.now += DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final int[] rng = this.rng;
        final double[] entered = this.entered;
        final long[] idle = bits[IDLE], alarm = bits[ALARM], pursuit = bits[PURSUIT], search = bits[SEARCH];
        final long[] toAlarm = arrivals[ALARM], toPursuit = arrivals[PURSUIT], toSearch = arrivals[SEARCH];
        final int words = idle.length;

        for (int w = 0; w < words; w++) {
            long word = idle[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                int r = rng[id];
                r ^= r << 13;
                r ^= r >>> 17;
                r ^= r << 5;
                rng[id] = r;
                left |= rest & -rest & (long) ((r & DIE_MASK) - alarmOdds >> 31);
            }
            if (left != 0) {
                idle[w] = word & ~left;
                toAlarm[w] |= left;
                entering(left, w, now);
            }
        }
        for (int w = 0; w < words; w++) {
            long word = alarm[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                left |= rest & -rest & reached((float) (now - entered[id]), alarmTime);
            }
            long in = toAlarm[w];
            if ((left | in) != 0) {
                alarm[w] = word & ~left | in;
                toAlarm[w] = 0;
                toPursuit[w] |= left;
                entering(left, w, now);
            }
        }
        for (int w = 0; w < words; w++) {
            long word = pursuit[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                left |= rest & -rest & reached(SPEED * (float) (now - entered[id]), reach);
            }
            long in = toPursuit[w];
            if ((left | in) != 0) {
                pursuit[w] = word & ~left | in;
                toPursuit[w] = 0;
                toSearch[w] |= left;
                entering(left, w, now);
            }
        }
        // SEARCH: its movers join IDLE at once, IDLE's loop being done for this tick.
        for (int w = 0; w < words; w++) {
            long word = search[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                left |= rest & -rest & reached((float) (now - entered[id]), searchTime);
            }
            long in = toSearch[w];
            if ((left | in) != 0) {
                search[w] = word & ~left | in;
                toSearch[w] = 0;
                idle[w] |= left;
                entering(left, w, now);
            }
        }
    }

    /** The movers of word {@code w} enter their new state at {@code now}. */
    private void entering(long movers, int w, double now) {
        for (long m = movers; m != 0; m &= m - 1) {
            entered[w << 6 | Long.numberOfTrailingZeros(m)] = now;
        }
    }

    @Override
    public float timer(int id) {
        return (float) (now - entered[id]);
    }

    @Override
    public float x(int id) {
        return 0;
    }
}
