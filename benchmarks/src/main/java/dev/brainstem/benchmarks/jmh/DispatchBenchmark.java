package dev.brainstem.benchmarks.jmh;

import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.dispatch.Dispatch1000;
import dev.brainstem.benchmarks.dispatch.Dispatch1000Fsm;
import dev.brainstem.benchmarks.dispatch.Dispatch4;
import dev.brainstem.benchmarks.dispatch.Dispatch4Fsm;
import dev.brainstem.runtime.Events;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of one generated dispatch, 4 states against 1000 (the machines are generated in the build by
 * {@code src/build/GenerateDispatchMachines.java}; every handler adds a constant and stays). Each
 * invocation dispatches {@link #CALLS} update events over the same random sequence of states, so the
 * score is ns per call, branch mispredictions included: {@code dispatch(entity, key, STAY, dt)} with the
 * packed key, and {@code onUpdate(entity, state, dt)} straight.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class DispatchBenchmark {
    static final int CALLS = 4096;

    private final Dispatch4 small = new Dispatch4();
    private final Dispatch1000 big = new Dispatch1000();
    private int[] smallStates, bigStates;
    private long[] smallKeys, bigKeys;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(4);
        smallStates = new int[CALLS];
        bigStates = new int[CALLS];
        smallKeys = new long[CALLS];
        bigKeys = new long[CALLS];
        for (int i = 0; i < CALLS; i++) {
            smallStates[i] = random.nextInt(Dispatch4Fsm.STATE_COUNT);
            bigStates[i] = random.nextInt(Dispatch1000Fsm.STATE_COUNT);
            smallKeys[i] = (long) Events.UPDATE << 32 | smallStates[i];
            bigKeys[i] = (long) Events.UPDATE << 32 | bigStates[i];
        }
    }

    @Benchmark
    @OperationsPerInvocation(CALLS)
    public int dispatch4() {
        int stays = 0;
        for (long key : smallKeys) {
            stays += Dispatch4Fsm.dispatch(small, key, Dispatch4Fsm.STAY, Workload.DT);
        }
        return stays;
    }

    @Benchmark
    @OperationsPerInvocation(CALLS)
    public int dispatch1000() {
        int stays = 0;
        for (long key : bigKeys) {
            stays += Dispatch1000Fsm.dispatch(big, key, Dispatch1000Fsm.STAY, Workload.DT);
        }
        return stays;
    }

    @Benchmark
    @OperationsPerInvocation(CALLS)
    public int onUpdate4() {
        int stays = 0;
        for (int state : smallStates) {
            stays += Dispatch4Fsm.onUpdate(small, state, Workload.DT);
        }
        return stays;
    }

    @Benchmark
    @OperationsPerInvocation(CALLS)
    public int onUpdate1000() {
        int stays = 0;
        for (int state : bigStates) {
            stays += Dispatch1000Fsm.onUpdate(big, state, Workload.DT);
        }
        return stays;
    }
}
