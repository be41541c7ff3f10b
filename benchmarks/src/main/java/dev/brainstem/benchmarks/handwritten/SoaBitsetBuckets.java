package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;

/**
 * Hand-written struct-of-arrays with each state's bucket a bitset over the ids: the same order as
 * {@link SoaIdBuckets} (states in ordinal order, ids ascending, a mover not updated again in the tick),
 * without a list of ids to compact and merge. A state's loop walks the set bits of its words; a mover
 * clears its bit and sets one in its target's arrivals, which are OR-ed in when every state has run.
 *
 * <p>Not a Brainstem design: a probe of how far below the id-list limit a different bucket layout
 * goes, for the benchmark report (see the README's notes on the gdx-ai target). A bitset costs
 * {@code ids / 8} bytes per state whatever the population, so it suits few states and dense ids.
 */
public final class SoaBitsetBuckets implements Variant {
    private int[] state;
    private int[] rng;
    private float[] timer;
    private float[] x;
    /** {@code bits[s]}: the ids in state s; {@code arrivals[s]}: those that moved to s in this tick. */
    private long[][] bits;
    private long[][] arrivals;

    @Override
    public void setUp(int entities) {
        state = new int[entities];
        rng = new int[entities];
        timer = new float[entities];
        x = new float[entities];
        int words = (entities + 63) >>> 6;
        bits = new long[STATES][words];
        arrivals = new long[STATES][words];
        for (int id = 0; id < entities; id++) {
            state[id] = IDLE;
            rng[id] = seed(id);
            bits[IDLE][id >>> 6] |= 1L << id;
        }
    }

    @Override
    public void tick() {
        final float dt = DT;
        final int[] state = this.state, rng = this.rng;
        final float[] timer = this.timer, x = this.x;

        long[] in = bits[IDLE];
        long[] out = arrivals[ALARM];
        for (int w = 0; w < in.length; w++) {
            long word = in[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                int r = rng[id];
                r ^= r << 13;
                r ^= r >>> 17;
                r ^= r << 5;
                rng[id] = r;
                if ((r & DIE_MASK) < ALARM_ODDS) {
                    timer[id] = 0;
                    state[id] = ALARM;
                    left |= rest & -rest;
                }
            }
            if (left != 0) {
                in[w] = word & ~left;
                out[w] |= left;
            }
        }

        in = bits[ALARM];
        out = arrivals[PURSUIT];
        for (int w = 0; w < in.length; w++) {
            long word = in[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float t = timer[id] + dt;
                timer[id] = t;
                if (t >= ALARM_TIME) {
                    state[id] = PURSUIT;
                    left |= rest & -rest;
                }
            }
            if (left != 0) {
                in[w] = word & ~left;
                out[w] |= left;
            }
        }

        in = bits[PURSUIT];
        out = arrivals[SEARCH];
        for (int w = 0; w < in.length; w++) {
            long word = in[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float p = x[id] + SPEED * dt;
                x[id] = p;
                if (p >= REACH) {
                    timer[id] = 0;
                    state[id] = SEARCH;
                    left |= rest & -rest;
                }
            }
            if (left != 0) {
                in[w] = word & ~left;
                out[w] |= left;
            }
        }

        in = bits[SEARCH];
        out = arrivals[IDLE];
        for (int w = 0; w < in.length; w++) {
            long word = in[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float t = timer[id] + dt;
                timer[id] = t;
                if (t >= SEARCH_TIME) {
                    x[id] = 0;
                    state[id] = IDLE;
                    left |= rest & -rest;
                }
            }
            if (left != 0) {
                in[w] = word & ~left;
                out[w] |= left;
            }
        }

        for (int s = 0; s < STATES; s++) {
            long[] b = bits[s], a = arrivals[s];
            for (int w = 0; w < b.length; w++) {
                b[w] |= a[w];
                a[w] = 0;
            }
        }
    }

    @Override
    public int entities() {
        return state.length;
    }

    @Override
    public int state(int id) {
        return state[id];
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
