package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.IDLE;

import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The limit on two threads the way Brainstem's parallel tick runs: the words cut into regions of 256 words (16,384
 * ids), each region's four state loops run one after the other by the thread that takes it, the calling thread and
 * one pool thread taking regions from one cursor. A region's data stays in its core's cache across its four loops,
 * and the thread that finishes first takes the next region rather than waiting. Beside
 * {@link SoaBitsetBucketsParallel} (two halves, each state's loop over half the ids), the second hand-written
 * measure of what two threads gain on this loop.
 */
public final class SoaBitsetRegionsParallel extends SoaBitsetOnTwoThreads {
    private static final int REGION_WORDS = 256;

    @Override
    public void tick() {
        int words = bits[IDLE].length;
        int regions = (words + REGION_WORDS - 1) / REGION_WORDS;
        AtomicInteger next = new AtomicInteger();
        ForkJoinTask<?> helper = pool.submit(() -> take(next, regions, words));
        take(next, regions, words);
        helper.join();
    }

    private void take(AtomicInteger next, int regions, int words) {
        for (int r = next.getAndIncrement(); r < regions; r = next.getAndIncrement()) {
            tickWords(r * REGION_WORDS, Math.min(words, (r + 1) * REGION_WORDS));
        }
    }
}
