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
 * {@link TickBenchmark} for squirrel-foundation, on the guard workload and 10,000 and 100,000 guards only: at
 * about 10 us per update a million guards take 10 s per tick.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class SquirrelTickBenchmark {
    @Param({"10000", "100000"})
    public int entities;

    @Param({"squirrel"})
    public String variant;

    private Variant population;

    @Setup(Level.Trial)
    public void setUp() {
        population = Populations.create(variant, Workload.GUARD, entities);
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
