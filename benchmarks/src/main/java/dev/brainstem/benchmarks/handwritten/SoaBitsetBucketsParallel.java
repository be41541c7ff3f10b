package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.IDLE;

import dev.brainstem.benchmarks.Workload;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/**
 * {@link SoaBitsetBuckets}, the limit, on two threads: the words cut in two halves, one run by a pool thread
 * while the calling thread runs the other. Nothing is shared but the arrays, each half writes only its own
 * words and ids, and no chunk, lane or ordering is kept: the most two threads can gain on this loop, the
 * ceiling for Brainstem's parallel tick ({@code tick(dt, pool)}) on the same machine. Not a limit of the
 * sequential table.
 */
public final class SoaBitsetBucketsParallel extends SoaBitsetBuckets {
    private ForkJoinPool pool;

    @Override
    public void setUp(Workload workload, int entities) {
        super.setUp(workload, entities);
        pool = new ForkJoinPool(1);
    }

    @Override
    public void tick() {
        int words = bits[IDLE].length;
        int mid = words >>> 1;
        ForkJoinTask<?> upper = pool.submit(() -> tickWords(mid, words));
        tickWords(0, mid);
        upper.join();
    }

    @Override
    public void tearDown() {
        pool.shutdownNow();
    }
}
