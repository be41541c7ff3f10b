package dev.brainstem.benchmarks;

import dev.brainstem.benchmarks.ecs.EcsVariants;
import dev.brainstem.benchmarks.jmh.EcsTickBenchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.benchmarks.jmh.SpringTickBenchmark;
import dev.brainstem.benchmarks.jmh.SquirrelTickBenchmark;
import dev.brainstem.benchmarks.jmh.TickBenchmark;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/** The tick benchmarks run every registered variant, each once, and nothing else; the churn a subset. */
class BenchmarkParamsTest {
    static List<String> values(Class<?> benchmark, String field) throws NoSuchFieldException {
        return Arrays.asList(benchmark.getField(field).getAnnotation(Param.class).value());
    }

    @Test
    void everyVariantIsBenchmarkedOnce() throws NoSuchFieldException {
        List<String> all = new ArrayList<>();
        for (Class<?> c : List.of(TickBenchmark.class, SquirrelTickBenchmark.class, SpringTickBenchmark.class)) {
            all.addAll(values(c, "variant"));
        }
        assertEquals(all.size(), new TreeSet<>(all).size(), "a variant in two benchmarks: " + all);
        assertEquals(new TreeSet<>(Variants.names()), new TreeSet<>(all));
    }

    @Test
    void theEntitySystemBenchmarkRunsEveryEntitySystemVariantInOrder() throws NoSuchFieldException {
        assertEquals(EcsVariants.NAMES, values(EcsTickBenchmark.class, "variant"));
    }

    @Test
    void theFastVariantsRunAtTheThreeSizes() throws NoSuchFieldException {
        assertEquals(List.of("10000", "100000", "1000000"), values(TickBenchmark.class, "entities"));
    }

    @Test
    void theTickBenchmarkRunsBothWorkloads() throws NoSuchFieldException {
        List<String> workloads = values(TickBenchmark.class, "workload");
        assertEquals(List.of("guard", "churn"), workloads);
        workloads.forEach(Workload::named);
    }

    @Test
    void theChurnVariantsAreTickBenchmarkVariants() throws NoSuchFieldException {
        List<String> tick = values(TickBenchmark.class, "variant");
        assertTrue(tick.containsAll(Variants.CHURN), "not in TickBenchmark: " + Variants.CHURN);
        assertTrue(Variants.CHURN.containsAll(Variants.LIMIT) && Variants.CHURN.containsAll(Variants.OBJECT_LIMIT),
                "the churn is measured against its limits");
        assertTrue(Variants.CHURN.containsAll(List.of(Variants.BRAINSTEM_ID_FSM, Variants.BRAINSTEM_OBJECT_FSM,
                Variants.GDX_AI)), "and against the one-entity loops and gdx-ai");
        assertEquals(String.join(",", Variants.CHURN), Variants.list("churn"), "what benchmarks/run.sh reads");
    }
}
