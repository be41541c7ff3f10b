package dev.brainstem.benchmarks.jmh;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Variants;
import dev.brainstem.benchmarks.Workload;

/** Sets up the population a tick benchmark measures. */
final class Populations {
    /**
     * Ticks before measuring: 240 ticks (4 s of game time, two mean IDLE-to-IDLE cycles of the guard, 30 of
     * the churn) spread the guards over the states and, in the C design's swapped buckets, shuffle the references. The slow libraries
     * stop after {@link #SETTLE_NANOS}; JMH's warm-up iterations tick on from there.
     */
    static final int SETTLE_TICKS = 240;
    static final long SETTLE_NANOS = 5_000_000_000L;

    private Populations() {
    }

    static Variant create(String name, Workload workload, int entities) {
        Variant v = Variants.create(name);
        v.setUp(workload, entities);
        long start = System.nanoTime();
        for (int t = 0; t < SETTLE_TICKS && System.nanoTime() - start < SETTLE_NANOS; t++) {
            v.tick();
        }
        return v;
    }
}
