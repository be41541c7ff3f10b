package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.IDLE;

import java.util.concurrent.ForkJoinTask;

/**
 * The limit on two threads, the words cut in two halves, one run by a pool thread while the calling thread runs
 * the other. Nothing is shared but the arrays, each half writes only its own words and ids, and no chunk, lane or
 * ordering is kept.
 */
public final class SoaBitsetBucketsParallel extends SoaBitsetOnTwoThreads {
    @Override
    public void tick() {
        int words = bits[IDLE].length;
        int mid = words >>> 1;
        ForkJoinTask<?> upper = pool.submit(() -> tickWords(mid, words));
        tickWords(0, mid);
        upper.join();
    }
}
