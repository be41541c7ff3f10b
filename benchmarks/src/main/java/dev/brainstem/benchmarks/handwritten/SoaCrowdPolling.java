package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Crowd.REST;
import static dev.brainstem.benchmarks.Crowd.STAND;

/**
 * The crowd's polling limit: the bitset limit's loops over REST and STAND too, every waiter's time in state
 * compared with its patience every tick, without a branch (as the limit decides). REST's movers join STAND's
 * arrivals, merged as STAND's loop passes; STAND's join REST at once, its loop being done. What the fastest
 * hand-written loop does when it polls its timers: the work of {@code BrainstemPollingCrowd}.
 */
public final class SoaCrowdPolling extends SoaCrowd {
    @Override
    void waiters() {
        final double now = this.now;
        final double[] entered = this.entered;
        final float[] patience = this.patience;
        final long[] rest = bits[REST], stand = bits[STAND], toStand = arrivals[STAND];
        final int words = rest.length;
        for (int w = 0; w < words; w++) {
            long word = rest[w];
            long left = 0;
            for (long more = word; more != 0; more &= more - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(more);
                left |= more & -more & reached((float) (now - entered[id]), patience[id]);
            }
            if (left != 0) {
                rest[w] = word & ~left;
                toStand[w] |= left;
                entering(left, w);
            }
        }
        for (int w = 0; w < words; w++) {
            long word = stand[w];
            long left = 0;
            for (long more = word; more != 0; more &= more - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(more);
                left |= more & -more & reached((float) (now - entered[id]), patience[id]);
            }
            long in = toStand[w];
            if ((left | in) != 0) {
                stand[w] = word & ~left | in;
                toStand[w] = 0;
                rest[w] |= left;
                entering(left, w);
            }
        }
    }

    private void entering(long movers, int w) {
        for (long m = movers; m != 0; m &= m - 1) {
            enter(w << 6 | Long.numberOfTrailingZeros(m));
        }
    }
}
