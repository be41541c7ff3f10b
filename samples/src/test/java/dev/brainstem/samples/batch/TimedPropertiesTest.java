package dev.brainstem.samples.batch;

import dev.brainstem.samples.batch.Driver.Add;
import dev.brainstem.samples.batch.Driver.Arm;
import dev.brainstem.samples.batch.Driver.ErrorHandler;
import dev.brainstem.samples.batch.Driver.ParallelTick;
import dev.brainstem.samples.batch.Driver.RegionTick;
import dev.brainstem.samples.batch.Driver.Remove;
import dev.brainstem.samples.batch.Driver.SaveLoad;
import dev.brainstem.samples.batch.Driver.Snapshot;
import dev.brainstem.samples.batch.Driver.Step;
import dev.brainstem.samples.batch.Driver.Stride;
import dev.brainstem.samples.batch.Driver.Tick;
import dev.brainstem.samples.batch.Driver.Transition;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Issue 43 on hand-written machines: the timed fixtures ({@link Sentinel}, {@link SentinelSystem}: a
 * sleeping state with a per-entity delay, a sleeping stunned state, a sliced patrol with a guard, a
 * group's timer beside a state's per-entity one) against the shared reference model, step by step
 * ({@link Driver}): adds, removes, transitionTo, sequential, parallel and region ticks with short and
 * long steps, strides set (and refused), snapshots taken and restored and (id mode) saves loaded back
 * while entities wait, failing handlers and refused delays (NaN, negative). After every step: the trace
 * (handler calls, delay calls, listener, error handler), what was thrown, contents, time in state,
 * strides, {@code ticks()} and {@code BatchProbe.visited}.
 */
class TimedPropertiesTest {
    private static final int TRIES = 120;
    /** The parallel ticks' pool: its workers are daemons, it lives as long as the test JVM. */
    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @Property(tries = TRIES)
    void sentinelInObjectMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Scripts.Knobs knobs,
            @ForAll boolean errorHandler) {
        run(new Driver(Spec.sentinel("Sentinel", false), knobs, false, Subject::sentinel, errorHandler, POOL), steps);
    }

    @Property(tries = TRIES)
    void sentinelInIdMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Scripts.Knobs knobs,
            @ForAll boolean errorHandler) {
        run(new Driver(Spec.sentinel("SentinelSystem", true), knobs, true, Subject::sentinelSystem, errorHandler,
                POOL), steps);
    }

    /**
     * A shrunk failure of {@link #sentinelInObjectMode}, replayed: entities added and removed after a
     * snapshot, the snapshot restored, then one more add.
     */
    @Example
    void addAfterRestoringASnapshotInObjectMode() {
        Step add = new Add(0, 0, false);
        Step remove = new Remove(0);
        List<Step> steps = new java.util.ArrayList<>(List.of(add, add, remove, add, remove, new Remove(1), add, add,
                add, add, remove, remove, new Tick(0.1f), new Snapshot(false), add, add, new Add(0, 81, false), add,
                add));
        steps.addAll(java.util.Collections.nCopies(9, remove));
        steps.addAll(List.of(new Tick(0.1f), new Snapshot(true), new Tick(0.1f), add));
        run(new Driver(Spec.sentinel("Sentinel", false), new Scripts.Knobs(6893425, 0, 30, 0, 0, 0, 0), false,
                Subject::sentinel, true, POOL), steps);
    }

    private static void run(Driver driver, List<Step> steps) {
        driver.run(steps);
        for (String feature : FEATURES) {
            Statistics.label(feature).collect(driver.seen.contains(feature));
        }
    }

    private static final List<String> FEATURES = List.of("timer fired", "sleeper woke", "stride set", "stride refused",
            "snapshot restored", "saved and loaded", "handler threw", "tick threw HandlerException");

    @Provide
    Arbitrary<Scripts.Knobs> knobs() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.of(0, 2, 8), Arbitraries.of(0, 10, 30),
                Arbitraries.of(0, 3)).as(Scripts.Knobs::new);
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Integer> pick = Arbitraries.integers().between(0, 1000);
        Arbitrary<Integer> statePick = Arbitraries.integers().between(0, 99);
        Arbitrary<Float> dt = Arbitraries.of(0.1f, 0.25f, 0.25f, 0.5f, 1f, 0f);
        Arbitrary<Step> add = Combinators.combine(pick, statePick, Arbitraries.of(false, false, true)).as(Add::new);
        Arbitrary<Step> remove = pick.map(Remove::new);
        Arbitrary<Step> transition = Combinators.combine(pick, statePick).as(Transition::new);
        Arbitrary<Step> tick = dt.map(Tick::new);
        Arbitrary<Step> parallelTick = dt.map(ParallelTick::new);
        Arbitrary<Step> regionTick = dt.map(RegionTick::new);
        Arbitrary<Step> arm = pick.map(Arm::new);
        Arbitrary<Step> errorHandler = Arbitraries.of(true, false).map(ErrorHandler::new);
        Arbitrary<Step> stride = Combinators.combine(pick, Arbitraries.of(1, 2, 2, 3, 4, 0, 65_536)).as(Stride::new);
        Arbitrary<Step> snapshot = Arbitraries.of(false, true, true).map(Snapshot::new);
        Arbitrary<Step> saveLoad = Arbitraries.just(new SaveLoad());
        Arbitrary<Step> step = Arbitraries.frequencyOf(
                Tuple.of(16, add), Tuple.of(4, remove), Tuple.of(8, transition), Tuple.of(30, tick),
                Tuple.of(12, parallelTick), Tuple.of(6, regionTick), Tuple.of(4, arm), Tuple.of(3, errorHandler),
                Tuple.of(6, stride), Tuple.of(4, snapshot), Tuple.of(3, saveLoad));
        return step.list().ofMinSize(1).ofMaxSize(60).withSizeDistribution(RandomDistribution.uniform());
    }
}
