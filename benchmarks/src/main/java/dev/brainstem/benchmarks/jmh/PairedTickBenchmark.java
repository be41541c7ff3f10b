package dev.brainstem.benchmarks.jmh;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
 * A variant's tick and a baseline's (by default the limit), both populations in one JVM, one tick of each per
 * operation, the order alternating from one operation to the next, each tick timed on its own. On a shared
 * machine whose speed drifts by more than the targets' margins (on 2026-11-26 the limit at a million guards
 * measured 2.6 to 5.3 ms per tick within an hour, and two runs of the same jar a minute apart differed by up to
 * 1.4x), two ticks a few milliseconds apart see the same machine, where two JMH runs do not: the ratio of their
 * times is what {@link TickBenchmark}'s separate runs cannot measure to 10%.
 *
 * <p>The primary score is the pair's time, of no interest by itself; the secondary results {@code variantNanos}
 * and {@code baselineNanos} are each one's total time over the iteration, and {@code report.Pairs} divides them
 * iteration by iteration and takes the median over every iteration of every fork. One thread: the populations
 * are the benchmark's, shared by threads. With the variant
 * {@code brainstemIdBatchParallel} and the baseline {@code brainstemIdBatch} the ratio is the parallel tick's time
 * over the sequential one's: the inverse of the speed-up.
 *
 * <p>{@code alongside} names a third population (default {@code none}), of {@link #ALONGSIDE_ENTITIES} entities
 * on the guard workload: a game's other machine. It is set up and settled before the pair, so that the JIT
 * compiles the pair in a JVM that has already run it, and ticked once per operation outside both timings, as a
 * game ticks all its machines. {@code -p alongside=brainstemCrowdIdBatch} asks whether a machine without
 * {@code @After} ticks slower once a machine with {@code @After} runs in the same JVM (issue 43's follow-up, in
 * docs/performance.md); a plain machine ({@code brainstemDiceIdBatch}) is that run's control.
 *
 * <pre>java -jar benchmarks.jar '\.PairedTickBenchmark\.' -p variant=brainstemIdBatch,brainstemGuardedIdBatch
 *     -f 2 -rf json -rff pairs.json
 * java -cp benchmarks.jar dev.brainstem.benchmarks.report.Pairs pairs.json</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms6g", "-Xmx6g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 10, time = 1)
public class PairedTickBenchmark {
    @Param({"10000", "100000", "1000000"})
    public int entities;

    @Param({"guard"})
    public String workload;

    @Param({"brainstemIdBatch"})
    public String variant;

    @Param({"handSoaBitsetBuckets"})
    public String baseline;

    /** The other machine's population: none, or a variant's name (a class level comment says why). */
    @Param({"none"})
    public String alongside;

    /** The other machine's entities: a small crowd beside the pair's, enough to compile its code. */
    static final int ALONGSIDE_ENTITIES = 10_000;

    private Variant other;
    private Variant population;
    private Variant base;
    private boolean baseFirst;

    /** Each population's total tick time in the iteration, in ns (JMH zeroes the fields before each iteration). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Nanos {
        public long variantNanos;
        public long baselineNanos;
    }

    @Setup(Level.Trial)
    public void setUp() {
        Workload w = Workload.named(workload);
        if (!"none".equals(alongside)) {
            other = Populations.create(alongside, Workload.GUARD, ALONGSIDE_ENTITIES);
        }
        population = Populations.create(variant, w, entities);
        base = Populations.create(baseline, w, entities);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        population.tearDown();
        base.tearDown();
        if (other != null) {
            other.tearDown();
        }
    }

    /** The other machine's population, null for none: for a test. */
    Variant other() {
        return other;
    }

    @Benchmark
    public void pair(Nanos nanos) {
        if (other != null) {
            other.tick();
        }
        // Alternating, so that neither tick always runs in the wake of the other's cache traffic.
        if (baseFirst) {
            nanos.baselineNanos += timed(base);
            nanos.variantNanos += timed(population);
        } else {
            nanos.variantNanos += timed(population);
            nanos.baselineNanos += timed(base);
        }
        baseFirst = !baseFirst;
    }

    private static long timed(Variant v) {
        long start = System.nanoTime();
        v.tick();
        return System.nanoTime() - start;
    }
}
