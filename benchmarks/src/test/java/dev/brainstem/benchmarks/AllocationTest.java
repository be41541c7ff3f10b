package dev.brainstem.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.management.ManagementFactory;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The variants that should allocate nothing in a steady-state tick do not, on every workload: bytes allocated by this
 * thread over 50 ticks (the least of three rounds), counted by the JVM ({@code com.sun.management.ThreadMXBean}), after 300 ticks
 * that let the population spread. A count, not a timing: it holds interpreted or compiled.
 */
class AllocationTest {
    static Stream<Arguments> allocationFree() {
        return Stream.of(Workload.values()).flatMap(w -> Stream.of(
                Variants.BRAINSTEM_OBJECT_BATCH,
                Variants.BRAINSTEM_ID_BATCH,
                Variants.BRAINSTEM_HISTORY_OBJECT_BATCH,
                Variants.BRAINSTEM_HISTORY_ID_BATCH,
                Variants.BRAINSTEM_CROWD_ID_BATCH,
                Variants.BRAINSTEM_EVERY4_ID_BATCH,
                Variants.BRAINSTEM_OBJECT_FSM,
                Variants.BRAINSTEM_ID_FSM,
                Variants.HAND_SOA_BITSET_BUCKETS,
                Variants.HAND_SOA_COUNTING_BUCKETS,
                Variants.HAND_OBJECT_BITSET_BUCKETS,
                Variants.HAND_OBJECT_COUNTING_BUCKETS,
                Variants.HAND_OBJECT_SWITCH,
                Variants.HAND_SOA_SWITCH,
                Variants.HAND_OBJECT_BUCKETS_SWAPPED,
                Variants.HAND_OBJECT_ID_BUCKETS,
                Variants.HAND_SOA_ID_BUCKETS,
                Variants.GDX_AI).map(name -> Arguments.of(w, name)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("allocationFree")
    void aTickAllocatesNothing(Workload workload, String name) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Variant variant = Variants.create(name);
        variant.setUp(workload, 1000);
        for (int t = 0; t < 300; t++) {
            variant.tick();
        }
        // The least of three rounds: a one-off allocation by the JVM itself (a compilation event, say)
        // shows in one round, an allocating tick in all.
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long self = measure(threads, () -> { });
            long bytes = measure(threads, () -> {
                for (int t = 0; t < 50; t++) {
                    variant.tick();
                }
            });
            least = Math.min(least, bytes - self);
        }
        assertEquals(0, least, name + ": bytes allocated by 50 ticks");
    }

    private static long measure(com.sun.management.ThreadMXBean threads, Runnable work) {
        long before = threads.getCurrentThreadAllocatedBytes();
        work.run();
        return threads.getCurrentThreadAllocatedBytes() - before;
    }
}
