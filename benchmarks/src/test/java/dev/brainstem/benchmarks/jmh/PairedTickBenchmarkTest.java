package dev.brainstem.benchmarks.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.benchmarks.brainstem.CrowdIdBatchVariant;
import org.junit.jupiter.api.Test;

/** {@code alongside}: a third population set up and settled before the pair, ticked once per operation, untimed. */
class PairedTickBenchmarkTest {
    private static PairedTickBenchmark timedShape(String alongside) {
        PairedTickBenchmark b = new PairedTickBenchmark();
        b.entities = 10_000;
        b.workload = "guard";
        b.variant = "brainstemTimedIdBatch";
        b.baseline = "handSoaBitsetTimed";
        b.alongside = alongside;
        return b;
    }

    @Test
    void theMachineAlongsideIsSettledAndTickedOncePerOperation() {
        PairedTickBenchmark b = timedShape("brainstemCrowdIdBatch");
        b.setUp();
        try {
            CrowdIdBatchVariant crowd = (CrowdIdBatchVariant) b.other();
            assertEquals(PairedTickBenchmark.ALONGSIDE_ENTITIES, crowd.entities());
            assertEquals(Populations.SETTLE_TICKS, crowd.batch().ticks(), "settled before the pair");
            PairedTickBenchmark.Nanos nanos = new PairedTickBenchmark.Nanos();
            for (int op = 0; op < 5; op++) {
                b.pair(nanos);
            }
            assertEquals(Populations.SETTLE_TICKS + 5, crowd.batch().ticks(), "one tick per operation");
            assertTrue(nanos.variantNanos > 0 && nanos.baselineNanos > 0, "the pair is still timed");
        } finally {
            b.tearDown();
        }
    }

    @Test
    void noneSetsUpNothingAlongside() {
        PairedTickBenchmark b = timedShape("none");
        b.setUp();
        try {
            assertNull(b.other());
            b.pair(new PairedTickBenchmark.Nanos());
        } finally {
            b.tearDown();
        }
    }
}
