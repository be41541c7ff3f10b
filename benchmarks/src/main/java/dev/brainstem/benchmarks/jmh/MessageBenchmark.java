package dev.brainstem.benchmarks.jmh;

import dev.brainstem.benchmarks.messages.MessageVariant;
import dev.brainstem.benchmarks.messages.MessageVariants;
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
 * One tick of a message workload ({@code mail}: every entity gets one message per tick, a quarter change state;
 * {@code westWorld}: gdx-ai's miner and wife, as many couples) for Brainstem's batches in id and object mode,
 * gdx-ai's {@code MessageDispatcher} with its {@code DefaultStateMachine}s, and the hand-written array queue. The
 * score is ns per tick; the report divides it by {@code entities} (West World: miners and wives) for ns per
 * entity-update.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class MessageBenchmark {
    /** Ticks before measuring: the couples spread over their cycles, every mailbox grown to its size. */
    static final int SETTLE_TICKS = 240;

    @Param({"10000", "100000", "1000000"})
    public int entities;

    @Param({"mail", "westWorld"})
    public String workload;

    @Param({"brainstemIdBatch", "brainstemObjectBatch", "gdxAi", "handQueue"})
    public String variant;

    private MessageVariant population;

    @Setup(Level.Trial)
    public void setUp() {
        population = MessageVariants.create(workload, variant);
        population.setUp(entities);
        for (int t = 0; t < SETTLE_TICKS; t++) {
            population.tick();
        }
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
