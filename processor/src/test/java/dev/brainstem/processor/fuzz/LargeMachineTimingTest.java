package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.brainstem.processor.BrainstemProcessor;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * How long the processor takes on a 1000-state machine with 3000 handlers (an enter, an update and an
 * exit handler per state). Prints the time; asserts only that the machine compiles and runs as the
 * interpreter says.
 */
class LargeMachineTimingTest {

    /** Runs the processor and counts the CPU time its init and process calls take. */
    static final class Timed extends AbstractProcessor {
        private final BrainstemProcessor delegate = new BrainstemProcessor();
        private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long nanos;
        long wallNanos;
        int rounds;

        @Override
        public synchronized void init(ProcessingEnvironment env) {
            super.init(env);
            long cpu = threads.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            delegate.init(env);
            nanos += threads.getCurrentThreadCpuTime() - cpu;
            wallNanos += System.nanoTime() - wall;
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }

        @Override
        public Set<String> getSupportedOptions() {
            return delegate.getSupportedOptions();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            long cpu = threads.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            try {
                return delegate.process(annotations, round);
            } finally {
                nanos += threads.getCurrentThreadCpuTime() - cpu;
                wallNanos += System.nanoTime() - wall;
                rounds++;
            }
        }
    }

    @Test
    void thousandStatesThreeThousandHandlers() throws Throwable {
        MachineSpec spec = MachineGenerator.large(0x1000L, "big", 1000);
        assertEquals(1000, spec.states.size());
        assertEquals(3000, spec.handlers.size());
        List<JavaFileObject> sources = FuzzCompiler.sources(List.of(spec));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();

        // Warm-up: javac and the processor's classes loaded and compiled by the JIT once.
        Compiler.javac().withProcessors(new BrainstemProcessor()).withClasspath(FuzzCompiler.CLASSPATH).compile(sources);

        long cpu = threads.getCurrentThreadCpuTime();
        Compilation plain = Compiler.javac().withOptions("-proc:none").withClasspath(FuzzCompiler.CLASSPATH)
                .compile(sources);
        long plainMillis = (threads.getCurrentThreadCpuTime() - cpu) / 1_000_000;
        assertEquals(Compilation.Status.SUCCESS, plain.status());

        Timed timed = new Timed();
        cpu = threads.getCurrentThreadCpuTime();
        Compilation compilation = Compiler.javac().withProcessors(timed).withOptions("--release", "8")
                .withClasspath(FuzzCompiler.CLASSPATH).compile(sources);
        long totalMillis = (threads.getCurrentThreadCpuTime() - cpu) / 1_000_000;
        assertTrue(compilation.errors().isEmpty(), compilation.errors().toString());

        String fsm = FuzzCompiler.generatedSource(compilation, "big.BigFsm");
        String batch = FuzzCompiler.generatedSource(compilation, "big.BigBatch");
        System.out.printf("[fuzz] 1000 states, 3000 handlers: the processor takes %d ms of CPU (%d ms wall) in %d"
                        + " rounds; javac with it %d ms of CPU, javac alone on the user's code %d ms; it writes"
                        + " %d lines of BigFsm and %d of BigBatch%n",
                timed.nanos / 1_000_000, timed.wallNanos / 1_000_000, timed.rounds, totalMillis, plainMillis,
                fsm.split("\n").length, batch.split("\n").length);

        // And the machine works: short differential runs of its one-entity machine and its batch.
        FuzzCompiler.MemoryClassLoader loader = new FuzzCompiler.MemoryClassLoader(compilation);
        Loaded loaded = new Loaded(spec, loader);
        OneEntityDifferential differential = new OneEntityDifferential(spec, loaded, 2);
        differential.run(new SplittableRandom(7), 300);
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
        try {
            new BatchDifferential(spec, loaded, pool, 5).run(new SplittableRandom(8), 150, false);
        } finally {
            pool.shutdownNow();
        }
    }
}
