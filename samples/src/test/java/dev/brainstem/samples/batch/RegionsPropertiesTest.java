package dev.brainstem.samples.batch;

import dev.brainstem.samples.batch.RegionsDriver.Add;
import dev.brainstem.samples.batch.RegionsDriver.Knobs;
import dev.brainstem.samples.batch.RegionsDriver.Remove;
import dev.brainstem.samples.batch.RegionsDriver.Send;
import dev.brainstem.samples.batch.RegionsDriver.Step;
import dev.brainstem.samples.batch.RegionsDriver.Tick;
import dev.brainstem.samples.batch.RegionsDriver.Transition;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * A generated batch of two orthogonal regions (issue 42) against the reference model's
 * {@code RegionsBatch}, step by step ({@link RegionsDriver}): random sequences of adds, removes,
 * {@code transitionTo} of either region's states, sends and broadcasts of a message both regions take
 * (and of one none takes), and sequential, parallel and region ticks, on {@link Patrol} (object mode)
 * and {@link PatrolSystem} (id mode). Every handler reads the other region's state ({@code @Current}),
 * the arm has a shallow-history group entered by its name, a guard, an interrupt and its {@code @Back};
 * the handlers follow per-entity scripts that return, throw and change the batch from inside the tick.
 */
class RegionsPropertiesTest {
    private static final int TRIES = 150;
    /** The parallel ticks' pool: its workers are daemons, it lives as long as the test JVM. */
    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @Property(tries = TRIES)
    void patrolInObjectMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Knobs knobs,
            @ForAll boolean errorHandler) {
        run(false, knobs, errorHandler, steps);
    }

    @Property(tries = TRIES)
    void patrolInIdMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Knobs knobs,
            @ForAll boolean errorHandler) {
        run(true, knobs, errorHandler, steps);
    }

    private static void run(boolean idMode, Knobs knobs, boolean errorHandler, List<Step> steps) {
        RegionsDriver driver = new RegionsDriver(idMode, knobs, errorHandler, POOL);
        driver.run(steps);
        for (String feature : List.of("handler threw", "handler added", "error handler called",
                "step threw HandlerException", "step threw IllegalArgumentException")) {
            Statistics.label(feature).collect(driver.seen.contains(feature));
        }
        Statistics.label("a letter dropped").collect(driver.model.droppedMessages() > 0);
    }

    @Provide
    Arbitrary<Knobs> knobs() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.of(0, 3, 10), Arbitraries.of(0, 10, 30))
                .as(Knobs::new);
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Integer> pick = Arbitraries.integers().between(0, 1000);
        Arbitrary<Step> add = Arbitraries.integers().between(0, 2).map(Add::new);
        Arbitrary<Step> remove = pick.map(Remove::new);
        Arbitrary<Step> transition = Combinators.combine(pick, Arbitraries.integers().between(0, 1),
                Arbitraries.integers().between(0, 5)).as(Transition::new);
        Arbitrary<Step> send = Combinators.combine(pick, Arbitraries.integers().between(0, 2),
                Arbitraries.of(false, false, false, false, true), Arbitraries.of(false, false, true)).as(Send::new);
        Arbitrary<Step> tick = Combinators.combine(Arbitraries.of(0.1f, 0.25f, 1f), Arbitraries.integers().between(0, 2))
                .as(Tick::new);
        Arbitrary<Step> step = Arbitraries.frequencyOf(Tuple.of(22, add), Tuple.of(8, remove), Tuple.of(14, transition),
                Tuple.of(12, send), Tuple.of(35, tick));
        return step.list().ofMinSize(1).ofMaxSize(50).withSizeDistribution(RandomDistribution.uniform());
    }
}
