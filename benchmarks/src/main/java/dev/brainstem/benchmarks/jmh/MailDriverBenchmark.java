package dev.brainstem.benchmarks.jmh;

import dev.brainstem.benchmarks.messages.mail.MailDriver;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The mail's driver alone ({@link MailDriver}): what one tick of {@link MessageBenchmark}'s mail costs in every
 * variant before any message is queued. Divide by {@code entities} for ns per entity-update.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class MailDriverBenchmark {
    @Param({"10000", "100000", "1000000"})
    public int entities;

    private MailDriver driver;

    @Setup
    public void setUp() {
        driver = new MailDriver();
        driver.setUp(entities);
    }

    @Benchmark
    public int tick() {
        return driver.tick();
    }
}
