package dev.brainstem.benchmarks.jmh;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.ecs.EcsVariants;
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
 * One frame of the guard workload inside an entity system: {@code world.process()} (Artemis-odb) or
 * {@code engine.update(dt)} (Ashley) with one system, Brainstem's, the common gdx-ai pattern or a
 * hand-written switch (see {@code EcsVariants}). The score is ns per frame; divided by
 * {@code entities}, ns per entity-update. Ashley runs at 10,000 and 100,000 only:
 * {@code -p variant=ashleyBrainstem,... -p entities=10000,100000}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class EcsTickBenchmark {
    @Param({"10000", "100000", "1000000"})
    public int entities;

    @Param({"artemisBrainstem", "artemisBrainstemRegions", "artemisGdxAi", "artemisSwitch", "ashleyBrainstem",
            "ashleyBrainstemRegions", "ashleyGdxAi", "ashleySwitch"})
    public String variant;

    private Variant population;

    @Setup(Level.Trial)
    public void setUp() {
        population = EcsVariants.create(variant);
        population.setUp(Workload.GUARD, entities);
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
