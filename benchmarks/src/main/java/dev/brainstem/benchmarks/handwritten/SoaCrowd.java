package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Crowd.REST;
import static dev.brainstem.benchmarks.Crowd.STAND;

import dev.brainstem.benchmarks.Crowd;
import dev.brainstem.benchmarks.Workload;

/**
 * The crowd ({@link Crowd}) over the bitset limit's struct of arrays: the active entities run
 * {@link SoaBitsetBuckets}' four loops unchanged, the waiters are in two more bitsets, REST and STAND, with a
 * clock (the sum of the ticks' dt, a {@code double}), each waiter's clock at its entry and its patience. What a
 * tick does with the waiters is the subclass's: {@link SoaCrowdPolling} compares every one,
 * {@link SoaCrowdWheel} and {@link SoaCrowdHeap} only those whose wait may have ended.
 */
abstract class SoaCrowd extends SoaBitsetBuckets {
    double now;
    double[] entered;
    float[] patience;

    @Override
    public void setUp(Workload workload, int entities) {
        super.setUp(workload, entities);
        now = 0;
        entered = new double[entities];
        patience = new float[entities];
        int words = (entities + 63) >>> 6;
        long[][] six = new long[Crowd.STATES][];
        long[][] in = new long[Crowd.STATES][];
        for (int s = 0; s < Crowd.STATES; s++) {
            six[s] = s < bits.length ? bits[s] : new long[words];
            in[s] = s < arrivals.length ? arrivals[s] : new long[words];
        }
        bits = six;
        arrivals = in;
        for (int id = 0; id < entities; id++) {
            if (!Crowd.active(id)) {
                bits[Workload.IDLE][id >>> 6] &= ~(1L << id);
                bits[REST][id >>> 6] |= 1L << id;
                enter(id);
            }
        }
    }

    @Override
    public final void tick() {
        now += Workload.DT;
        tickWords(0, bits[Workload.IDLE].length);
        waiters();
    }

    /** The waiters' part of the tick, after the active entities' (REST's and STAND's turn, in that order). */
    abstract void waiters();

    /** A waiter enters REST or STAND now: its entry time and its patience, the next number of its stream. */
    void enter(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        patience[id] = Crowd.patience(r);
        entered[id] = now;
    }

    /** Whether waiter {@code id}'s wait has ended: its time in state, as a {@code float}, reached its patience. */
    final boolean due(int id) {
        return (float) (now - entered[id]) >= patience[id];
    }

    /**
     * In how many ticks waiter {@code id}'s wait ends, at least 1: the ticks left of it, rounded up, unless they
     * fall within a thousandth of a tick of a whole number, where the rounding of the clock and of the
     * {@code float} time in state decides, and the earlier tick is taken. The clock advances by dt, so the wait
     * ends in that tick or, in that case, the next; a loop that looks then, and once more a tick later when it has
     * not ended, never fires late, and looks at most waiters once ({@code CrowdVariantsTest} holds it to polling).
     */
    final int ahead(int id) {
        float left = patience[id] - (float) (now - entered[id]);
        return Math.max(1, (int) Math.ceil(left / Workload.DT - 0x1p-10));
    }

    /** Waiter {@code id}, due, moves from REST to STAND or back and enters its new state. */
    final void wake(int id) {
        int w = id >>> 6;
        long bit = 1L << id;
        long[] rest = bits[REST], stand = bits[STAND];
        if ((rest[w] & bit) != 0) {
            rest[w] &= ~bit;
            stand[w] |= bit;
        } else {
            stand[w] &= ~bit;
            rest[w] |= bit;
        }
        enter(id);
    }

    @Override
    public final int state(int id) {
        long bit = 1L << id;
        for (int s = 0; s < Crowd.STATES; s++) {
            if ((bits[s][id >>> 6] & bit) != 0) {
                return s;
            }
        }
        throw new IllegalStateException("id " + id + " is in no state");
    }

    @Override
    public final float timer(int id) {
        return Crowd.active(id) ? timer[id] : (float) (now - entered[id]);
    }
}
