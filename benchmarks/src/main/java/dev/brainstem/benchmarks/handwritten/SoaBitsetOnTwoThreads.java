package dev.brainstem.benchmarks.handwritten;

import dev.brainstem.benchmarks.Workload;
import java.util.concurrent.ForkJoinPool;

/**
 * {@link SoaBitsetBuckets}, the limit, ticked by the calling thread and one pool thread: what two threads gain on
 * the limit's own loop, the ceiling for Brainstem's parallel tick ({@code tick(dt, pool)}) on the same machine. Not
 * a limit of the sequential table. The subclasses differ in how they share the words.
 */
abstract class SoaBitsetOnTwoThreads extends SoaBitsetBuckets {
    /** The second thread. */
    ForkJoinPool pool;

    @Override
    public void setUp(Workload workload, int entities) {
        super.setUp(workload, entities);
        pool = new ForkJoinPool(1);
    }

    @Override
    public void tearDown() {
        pool.shutdownNow();
    }
}
