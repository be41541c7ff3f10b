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
import org.openjdk.jmh.annotations.CompilerControl;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of one generated dispatch, 4 states against 1000 (the machines are generated in the build by
 * {@code src/build/GenerateDispatchMachines.java}; every handler adds a constant and stays). Each
 * invocation dispatches {@link #CALLS} update events over a fixed sequence of states, so the score is ns
 * per call, branch mispredictions included: {@code dispatch(entity, key, STAY, dt)} with the packed key,
 * and {@code onUpdate(entity, state, dt)} straight.
 *
 * <p>The {@code sequence} of states decides what the branch predictor can do, whatever the dispatch is:
 * <ul>
 *   <li>{@code fourStates}: each call one of four states at random; for the 1000-state machine four
 *       states spread over it (0, 250, 500, 750: four of its switch methods). Both machines see the
 *       same unpredictability, so the ratio is the price of the bigger machine itself. The design's
 *       target (at most 1.5x) is judged on this one.
 *   <li>{@code runs}: runs of 64 calls in one state, the states of the runs at random over the whole
 *       machine: what a batch's bucket loop does.
 *   <li>{@code uniform}: each call a state at random over the whole machine. For 1000 states nearly
 *       every call mispredicts and misses the instruction cache, which any dispatch of 1000 code paths
 *       pays.
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class DispatchBenchmark {
    static final int CALLS = 4096;
    static final int RUN = 64;

    @Param({"fourStates", "runs", "uniform"})
    public String sequence;

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
            switch (sequence) {
                case "fourStates":
                    int pick = random.nextInt(4);
                    smallStates[i] = pick;
                    bigStates[i] = pick * (Dispatch1000Fsm.STATE_COUNT / 4);
                    break;
                case "runs":
                    if (i % RUN == 0) {
                        smallStates[i] = random.nextInt(Dispatch4Fsm.STATE_COUNT);
                        bigStates[i] = random.nextInt(Dispatch1000Fsm.STATE_COUNT);
                    } else {
                        smallStates[i] = smallStates[i - 1];
                        bigStates[i] = bigStates[i - 1];
                    }
                    break;
                case "uniform":
                    smallStates[i] = random.nextInt(Dispatch4Fsm.STATE_COUNT);
                    bigStates[i] = random.nextInt(Dispatch1000Fsm.STATE_COUNT);
                    break;
                default:
                    throw new IllegalArgumentException("no sequence " + sequence);
            }
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
    public int called4() {
        int stays = 0;
        for (long key : smallKeys) {
            stays += call4(small, key);
        }
        return stays;
    }

    @Benchmark
    @OperationsPerInvocation(CALLS)
    public int called1000() {
        int stays = 0;
        for (long key : bigKeys) {
            stays += call1000(big, key);
        }
        return stays;
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static int call4(Dispatch4 entity, long key) {
        return Dispatch4Fsm.dispatch(entity, key, Dispatch4Fsm.STAY, Workload.DT);
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static int call1000(Dispatch1000 entity, long key) {
        return Dispatch1000Fsm.dispatch(entity, key, Dispatch1000Fsm.STAY, Workload.DT);
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
