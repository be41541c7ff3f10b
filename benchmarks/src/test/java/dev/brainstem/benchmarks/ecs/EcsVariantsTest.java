package dev.brainstem.benchmarks.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.IdBatchVariant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Every entity-system variant computes what the id batch does (which {@code VariantsTest} checks against
 * the workload's reference): the same checksum of states and fields after 1, 7, 100 and 600 frames.
 */
class EcsVariantsTest {
    static Iterable<String> names() {
        return EcsVariants.NAMES;
    }

    @ParameterizedTest
    @MethodSource("names")
    void runsTheGuardWorkloadAsTheIdBatchDoes(String name) {
        Variant reference = new IdBatchVariant();
        Variant variant = EcsVariants.create(name);
        reference.setUp(Workload.GUARD, 1000);
        variant.setUp(Workload.GUARD, 1000);
        try {
            assertEquals(reference.checksum(), variant.checksum(), "before the first frame");
            int done = 0;
            for (int checkpoint : new int[] {1, 7, 100, 600}) {
                for (; done < checkpoint; done++) {
                    reference.tick();
                    variant.tick();
                }
                assertEquals(reference.checksum(), variant.checksum(), "after " + checkpoint + " frames");
            }
        } finally {
            reference.tearDown();
            variant.tearDown();
        }
    }

    @Test
    void anUnknownNameIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EcsVariants.create("ecs"));
        assertEquals(true, e.getMessage().contains("ecs"));
    }
}
