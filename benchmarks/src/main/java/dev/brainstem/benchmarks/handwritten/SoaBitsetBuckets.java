package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Hand-written struct-of-arrays with each state's bucket a bitset over the ids: one of the two loops whose
 * faster is <b>the limit</b> (the other is {@link SoaCountingBuckets}). Same order as every bucketed variant:
 * states in ordinal order, ids ascending, a mover not updated again in the tick.
 *
 * <p>A state's loop walks the set bits of its words. A mover's bit leaves its word; it joins its target at
 * once when the target's loop has already run in this tick (SEARCH to IDLE), else the target's arrivals,
 * which the target's own loop ORs into each word as it passes it (IDLE to ALARM, ALARM to PURSUIT, PURSUIT to
 * SEARCH). So a tick is one pass over each state's words, with no list to compact or merge and no pass over
 * the arrivals at the end. The decisions take no branch (a mover's bit is masked in from the sign of a
 * difference): on the churn, where half the updates move, a branch per update would mispredict half the
 * time. A mover's enter and exit (a timer or x cleared) run in a second walk over the word's movers. There is no state array: the bitsets are the states ({@link #state(int)} reads
 * them), and the guard's fields are all a tick touches per entity.
 *
 * <p>A bitset costs {@code ids / 8} bytes per state whatever the population, so it suits few states and
 * dense ids.
 */
public class SoaBitsetBuckets implements Variant {
    // Package-private: SoaBitsetInOrder runs another tick over the same population.
    int[] rng;
    float[] timer;
    float[] x;
    /** {@code bits[s]}: the ids in state s; {@code arrivals[s]}: those that moved to s in this tick, not yet merged. */
    long[][] bits;
    long[][] arrivals;
    /** The workload's tuning, copied into locals by each tick. */
    int alarmOdds;
    float alarmTime, reach, searchTime;

    @Override
    public void setUp(Workload workload, int entities) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
        rng = new int[entities];
        timer = new float[entities];
        x = new float[entities];
        int words = (entities + 63) >>> 6;
        bits = new long[STATES][words];
        arrivals = new long[STATES][words];
        for (int id = 0; id < entities; id++) {
            rng[id] = seed(id);
            bits[IDLE][id >>> 6] |= 1L << id;
        }
    }

    @Override
    public void tick() {
        tickWords(0, bits[IDLE].length);
    }

    /**
     * The tick of the ids in the words {@code [lo, hi)}: every state's loop over those words. A word's movers stay
     * in the word, so disjoint ranges are independent ({@link SoaBitsetBucketsParallel} runs two at once).
     */
    final void tickWords(int lo, int hi) {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final int[] rng = this.rng;
        final float[] timer = this.timer, x = this.x;
        final long[] idle = bits[IDLE], alarm = bits[ALARM], pursuit = bits[PURSUIT], search = bits[SEARCH];
        final long[] toAlarm = arrivals[ALARM], toPursuit = arrivals[PURSUIT], toSearch = arrivals[SEARCH];

        // IDLE: its arrivals (from SEARCH) joined it directly last tick.
        for (int w = lo; w < hi; w++) {
            long word = idle[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                int r = rng[id];
                r ^= r << 13;
                r ^= r >>> 17;
                r ^= r << 5;
                rng[id] = r;
                // All ones when (r & DIE_MASK) < alarmOdds (both small and non-negative): no branch to mispredict.
                left |= rest & -rest & (long) ((r & DIE_MASK) - alarmOdds >> 31);
            }
            if (left != 0) {
                idle[w] = word & ~left;
                toAlarm[w] |= left;
                for (long m = left; m != 0; m &= m - 1) {
                    timer[w << 6 | Long.numberOfTrailingZeros(m)] = 0;
                }
            }
        }

        for (int w = lo; w < hi; w++) {
            long word = alarm[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float t = timer[id] + dt;
                timer[id] = t;
                left |= rest & -rest & reached(t, alarmTime);
            }
            long in = toAlarm[w];
            if ((left | in) != 0) {
                alarm[w] = word & ~left | in;
                toAlarm[w] = 0;
                toPursuit[w] |= left;
            }
        }

        for (int w = lo; w < hi; w++) {
            long word = pursuit[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float p = x[id] + SPEED * dt;
                x[id] = p;
                left |= rest & -rest & reached(p, reach);
            }
            long in = toPursuit[w];
            if ((left | in) != 0) {
                pursuit[w] = word & ~left | in;
                toPursuit[w] = 0;
                toSearch[w] |= left;
                for (long m = left; m != 0; m &= m - 1) {
                    timer[w << 6 | Long.numberOfTrailingZeros(m)] = 0;
                }
            }
        }

        // SEARCH: its movers join IDLE at once, IDLE's loop being done for this tick.
        for (int w = lo; w < hi; w++) {
            long word = search[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float t = timer[id] + dt;
                timer[id] = t;
                left |= rest & -rest & reached(t, searchTime);
            }
            long in = toSearch[w];
            if ((left | in) != 0) {
                search[w] = word & ~left | in;
                toSearch[w] = 0;
                idle[w] |= left;
                for (long m = left; m != 0; m &= m - 1) {
                    x[w << 6 | Long.numberOfTrailingZeros(m)] = 0;
                }
            }
        }
    }

    /**
     * All ones when {@code value >= threshold}, else 0, without a branch: the sign of {@code value - threshold},
     * exact for finite floats (the difference of two different floats is never zero).
     */
    static long reached(float value, float threshold) {
        return ~(long) (Float.floatToRawIntBits(value - threshold) >> 31);
    }

    @Override
    public int entities() {
        return rng.length;
    }

    @Override
    public int state(int id) {
        long bit = 1L << id;
        for (int s = 0; s < STATES; s++) {
            if ((bits[s][id >>> 6] & bit) != 0) {
                return s;
            }
        }
        throw new IllegalStateException("id " + id + " is in no state");
    }

    @Override
    public float timer(int id) {
        return timer[id];
    }

    @Override
    public float x(int id) {
        return x[id];
    }

    @Override
    public int rng(int id) {
        return rng[id];
    }
}
