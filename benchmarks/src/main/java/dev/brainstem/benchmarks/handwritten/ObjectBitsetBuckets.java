package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Hand-written objects (in an array by id, as a batch holds them by slot) with each state's bucket a bitset
 * over the ids: {@link SoaBitsetBuckets} with the guards' fields in objects, one of the two loops whose faster
 * is <b>the object-mode limit</b> (the other is {@link ObjectCountingBuckets}). Same order as every bucketed variant:
 * states in ordinal order, ids ascending, a mover not updated again in the tick.
 *
 * <p>A state's loop walks the set bits of its words. A mover's bit leaves its word; it joins its target at
 * once when the target's loop has already run in this tick (SEARCH to IDLE), else the target's arrivals,
 * which the target's own loop ORs into each word as it passes it (IDLE to ALARM, ALARM to PURSUIT, PURSUIT to
 * SEARCH). So a tick is one pass over each state's words, with no list to compact or merge and no pass over
 * the arrivals at the end. As in {@link SoaBitsetBuckets}, the decisions take no branch, and a mover's enter
 * and exit run in a second walk over the word's movers. There is no state array: the bitsets are the states ({@link #state(int)} reads
 * them), and the guard object is all a tick touches per entity.
 *
 * <p>A bitset costs {@code ids / 8} bytes per state whatever the population, so it suits few states and
 * dense ids.
 */
public final class ObjectBitsetBuckets implements Variant {
    /** A guard: the fields of {@code BrainstemGuard} (24 bytes), no state: the bitsets are the states. */
    static final class Guard {
        int rng;
        float timer, x;
    }

    /** The guards by id (the slot a batch would give them). */
    private Guard[] guards;
    /** {@code bits[s]}: the ids in state s; {@code arrivals[s]}: those that moved to s in this tick, not yet merged. */
    private long[][] bits;
    private long[][] arrivals;
    /** The workload's tuning, copied into locals by each tick. */
    private int alarmOdds;
    private float alarmTime, reach, searchTime;

    @Override
    public void setUp(Workload workload, int entities) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
        guards = new Guard[entities];
        int words = (entities + 63) >>> 6;
        bits = new long[STATES][words];
        arrivals = new long[STATES][words];
        for (int id = 0; id < entities; id++) {
            Guard g = new Guard();
            g.rng = seed(id);
            guards[id] = g;
            bits[IDLE][id >>> 6] |= 1L << id;
        }
    }

    @Override
    public void tick() {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final Guard[] guards = this.guards;
        final long[] idle = bits[IDLE], alarm = bits[ALARM], pursuit = bits[PURSUIT], search = bits[SEARCH];
        final long[] toAlarm = arrivals[ALARM], toPursuit = arrivals[PURSUIT], toSearch = arrivals[SEARCH];
        final int words = idle.length;

        // IDLE: its arrivals (from SEARCH) joined it directly last tick.
        for (int w = 0; w < words; w++) {
            long word = idle[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                Guard g = guards[w << 6 | Long.numberOfTrailingZeros(rest)];
                int r = g.rng;
                r ^= r << 13;
                r ^= r >>> 17;
                r ^= r << 5;
                g.rng = r;
                left |= rest & -rest & (long) ((r & DIE_MASK) - alarmOdds >> 31);
            }
            if (left != 0) {
                idle[w] = word & ~left;
                toAlarm[w] |= left;
                for (long m = left; m != 0; m &= m - 1) {
                    guards[w << 6 | Long.numberOfTrailingZeros(m)].timer = 0;
                }
            }
        }

        for (int w = 0; w < words; w++) {
            long word = alarm[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                Guard g = guards[w << 6 | Long.numberOfTrailingZeros(rest)];
                float t = g.timer + dt;
                g.timer = t;
                left |= rest & -rest & SoaBitsetBuckets.reached(t, alarmTime);
            }
            long in = toAlarm[w];
            if ((left | in) != 0) {
                alarm[w] = word & ~left | in;
                toAlarm[w] = 0;
                toPursuit[w] |= left;
            }
        }

        for (int w = 0; w < words; w++) {
            long word = pursuit[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                Guard g = guards[w << 6 | Long.numberOfTrailingZeros(rest)];
                float p = g.x + SPEED * dt;
                g.x = p;
                left |= rest & -rest & SoaBitsetBuckets.reached(p, reach);
            }
            long in = toPursuit[w];
            if ((left | in) != 0) {
                pursuit[w] = word & ~left | in;
                toPursuit[w] = 0;
                toSearch[w] |= left;
                for (long m = left; m != 0; m &= m - 1) {
                    guards[w << 6 | Long.numberOfTrailingZeros(m)].timer = 0;
                }
            }
        }

        // SEARCH: its movers join IDLE at once, IDLE's loop being done for this tick.
        for (int w = 0; w < words; w++) {
            long word = search[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                Guard g = guards[w << 6 | Long.numberOfTrailingZeros(rest)];
                float t = g.timer + dt;
                g.timer = t;
                left |= rest & -rest & SoaBitsetBuckets.reached(t, searchTime);
            }
            long in = toSearch[w];
            if ((left | in) != 0) {
                search[w] = word & ~left | in;
                toSearch[w] = 0;
                idle[w] |= left;
                for (long m = left; m != 0; m &= m - 1) {
                    guards[w << 6 | Long.numberOfTrailingZeros(m)].x = 0;
                }
            }
        }
    }

    @Override
    public int entities() {
        return guards.length;
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
        return guards[id].timer;
    }

    @Override
    public float x(int id) {
        return guards[id].x;
    }

    @Override
    public int rng(int id) {
        return guards[id].rng;
    }
}
