package dev.brainstem.benchmarks.jmh;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One tick of a whole population, for every variant fast enough for a million guards, on either workload
 * ({@code guard}: about 3.5% transitions per tick; {@code churn}: about 50%). The score is ns per tick; the
 * report divides it by {@code entities} for ns per entity-update, and reads {@code -prof gc}'s
 * {@code gc.alloc.rate.norm} as bytes allocated per tick. benchmarks/run.sh runs every variant on the guard
 * and those of {@code Variants.CHURN} on the churn. The third workload, {@code wander} (about 0.37%), is not in
 * the default list: the pair {@code slices-stay} runs it, and {@code -p workload=wander} names it here.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class TickBenchmark {
    @Param({"10000", "100000", "1000000"})
    public int entities;

    @Param({"guard", "churn"})
    public String workload;

    @Param({
        "brainstemObjectBatch",
        "brainstemIdBatch",
        "brainstemObjectBatchParallel",
        "brainstemIdBatchParallel",
        "brainstemObjectBatchRegions",
        "brainstemIdBatchInspected",
        "brainstemGuardedIdBatch",
        "brainstemStackIdBatch",
        "brainstemDiceIdBatch",
        "brainstemDtIdBatch",
        "brainstemTimedIdBatch",
        "brainstemHistoryIdBatch",
        "brainstemHistoryObjectBatch",
        "brainstemRegionsIdBatch",
        "brainstemTwoBatchesIdBatch",
        "brainstemCrowdIdBatch",
        "brainstemPollingCrowdIdBatch",
        "brainstemEvery1IdBatch",
        "brainstemEvery4IdBatch",
        "brainstemEvery8IdBatch",
        "brainstemObjectFsm",
        "brainstemIdFsm",
        "handSoaBitsetBuckets",
        "handSoaBitsetInOrder",
        "handSoaBitsetParallel",
        "handSoaBitsetRegionsParallel",
        "handSoaCountingBuckets",
        "handObjectBitsetBuckets",
        "handObjectCountingBuckets",
        "handSoaBitsetTimed",
        "handSoaCrowdPolling",
        "handSoaCrowdWheel",
        "handSoaCrowdHeap",
        "handSoaIdBuckets",
        "handObjectIdBuckets",
        "handObjectSwitch",
        "handSoaSwitch",
        "handObjectBucketsSwapped",
        "gdxAi",
        "stateless4j",
    })
    public String variant;

    private Variant population;

    @Setup(Level.Trial)
    public void setUp() {
        population = Populations.create(variant, Workload.named(workload), entities);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        population.tearDown();
    }

    @Benchmark
    public void tick() {
        population.tick();
    }
}
