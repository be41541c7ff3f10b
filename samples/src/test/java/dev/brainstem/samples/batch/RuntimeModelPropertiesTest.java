package dev.brainstem.samples.batch;

import dev.brainstem.samples.batch.Driver.Add;
import dev.brainstem.samples.batch.Driver.Arm;
import dev.brainstem.samples.batch.Driver.ErrorHandler;
import dev.brainstem.samples.batch.Driver.Junk;
import dev.brainstem.samples.batch.Driver.ParallelTick;
import dev.brainstem.samples.batch.Driver.RegionTick;
import dev.brainstem.samples.batch.Driver.Remove;
import dev.brainstem.samples.batch.Driver.Step;
import dev.brainstem.samples.batch.Driver.Tick;
import dev.brainstem.samples.batch.Driver.Transition;
import dev.brainstem.runtime.reference.Machine;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Function;
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
 * The runtime against the shared reference model ({@code dev.brainstem.runtime.reference}, issue 10's
 * semantics, played by {@link Replay}), with everything that can change a batch while it ticks:
 * random sequences of add, remove, transitionTo, sequential and parallel ticks, armed failures and
 * error-handler changes, on the six fixtures (settling, redirecting and a statechart, object and id mode) whose
 * handlers follow per-entity scripts (random returns, failures, undeclared targets, changes asked for
 * from inside, calls to tick), with a listener that changes the batch, calls tick and throws, and an
 * error handler that calls tick and throws. Checked after every step ({@link Driver#check}): the
 * exception thrown and its suppressed ones, the trace of handler, listener and error-handler calls,
 * and the batch's contents.
 *
 * <p>The statechart ({@link Trooper}, issue 42) names groups as targets, has a guard, groups' handlers, an
 * interrupt and its {@code @Back}: each entity's history ({@code lastIn}) and stack are compared too.
 *
 * <p>Failed on the runtime before issue 10 (48f4a8a) (all four, one cause): its listener was called
 * during the updates (the model: after them), a failure ends the tick (the model: every entity
 * updated, reported at the end), a listener's exception is blamed on an EXIT handler, and a parallel
 * tick's listener changes the batch at once.
 */
class RuntimeModelPropertiesTest {
    private static final int TRIES = 150;
    /** The parallel ticks' pool: its workers are daemons, it lives as long as the test JVM. */
    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @Property(tries = TRIES)
    void settlerInObjectMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Scripts.Knobs knobs,
            @ForAll boolean errorHandler) {
        run(Spec.settler("Settler", false), knobs, false, Subject::settler, errorHandler, steps);
    }

    @Property(tries = TRIES)
    void settlerInIdMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Scripts.Knobs knobs,
            @ForAll boolean errorHandler) {
        run(Spec.settler("SettlerSystem", true), knobs, true, Subject::settlerSystem, errorHandler, steps);
    }

    @Property(tries = TRIES)
    void redirectorInObjectMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Scripts.Knobs knobs,
            @ForAll boolean errorHandler) {
        run(Spec.redirector("Redirector", false), knobs, false, Subject::redirector, errorHandler, steps);
    }

    @Property(tries = TRIES)
    void redirectorInIdMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Scripts.Knobs knobs,
            @ForAll boolean errorHandler) {
        run(Spec.redirector("RedirectorSystem", true), knobs, true, Subject::redirectorSystem, errorHandler, steps);
    }

    @Property(tries = TRIES)
    void trooperInObjectMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Scripts.Knobs knobs,
            @ForAll boolean errorHandler) {
        run(Spec.trooper("Trooper", false), knobs, false, Subject::trooper, errorHandler, steps);
    }

    @Property(tries = TRIES)
    void trooperInIdMode(@ForAll("steps") List<Step> steps, @ForAll("knobs") Scripts.Knobs knobs,
            @ForAll boolean errorHandler) {
        run(Spec.trooper("TrooperSystem", true), knobs, true, Subject::trooperSystem, errorHandler, steps);
    }

    private static void run(Machine spec, Scripts.Knobs knobs, boolean idMode, Function<Harness, Subject<?>> subject,
            boolean errorHandler, List<Step> steps) {
        Driver driver = new Driver(spec, knobs, idMode, subject, errorHandler, POOL);
        driver.run(steps);
        if (driver.replay.batch.applied() > 0) {
            driver.seen.add("changes applied");
        }
        if (driver.replay.listenerThrew > 0) {
            driver.seen.add("listener threw");
        }
        if (driver.replay.errorHandlerThrew > 0) {
            driver.seen.add("error handler threw");
        }
        if (!spec.groups().isEmpty()) {
            Statistics.label("group entered by name").collect(driver.groups.entered > 0);
            Statistics.label("history resumed").collect(driver.groups.resumed > 0);
            Statistics.label("history written").collect(driver.groups.written > 0);
        }
        for (String feature : FEATURES) {
            Statistics.label(feature).collect(driver.seen.contains(feature));
        }
    }

    private static final List<String> FEATURES = List.of("handler threw", "handler called tick", "transition limit",
            "undeclared target", "enter redirect", "error handler called", "changes applied", "listener threw",
            "error handler threw", "tick threw HandlerException", "parallel tick threw HandlerException",
            "tick threw the listener's or error handler's exception",
            "parallel tick threw the listener's or error handler's exception", "tick threw IllegalArgumentException",
            "add/transitionTo threw HandlerException", "handler exception suppressed",
            "listener or error-handler exception suppressed", "bad deferred change suppressed");

    @Provide
    Arbitrary<Scripts.Knobs> knobs() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.of(0, 2, 8), Arbitraries.of(0, 10, 30),
                Arbitraries.of(0, 3), Arbitraries.of(0, 0, 3), Arbitraries.of(0, 10, 30), Arbitraries.of(0, 0, 30))
                .as(Scripts.Knobs::new);
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Integer> pick = Arbitraries.integers().between(0, 1000);
        Arbitrary<Integer> statePick = Arbitraries.integers().between(0, 99);
        Arbitrary<Float> dt = Arbitraries.of(0.1f, 0.25f, 1f);
        Arbitrary<Step> add = Combinators.combine(pick, statePick, Arbitraries.of(false, false, true)).as(Add::new);
        Arbitrary<Step> remove = pick.map(Remove::new);
        Arbitrary<Step> transition = Combinators.combine(pick, statePick).as(Transition::new);
        Arbitrary<Step> tick = dt.map(Tick::new);
        Arbitrary<Step> parallelTick = dt.map(ParallelTick::new);
        Arbitrary<Step> regionTick = dt.map(RegionTick::new);
        Arbitrary<Step> arm = pick.map(Arm::new);
        Arbitrary<Step> errorHandler = Arbitraries.of(true, false).map(ErrorHandler::new);
        Arbitrary<Step> junk = Arbitraries.integers().between(0, 2).map(Junk::new);
        Arbitrary<Step> step = Arbitraries.frequencyOf(
                Tuple.of(22, add), Tuple.of(8, remove), Tuple.of(12, transition), Tuple.of(18, tick),
                Tuple.of(12, parallelTick), Tuple.of(6, regionTick), Tuple.of(8, arm), Tuple.of(5, errorHandler), Tuple.of(3, junk));
        return step.list().ofMinSize(1).ofMaxSize(50).withSizeDistribution(RandomDistribution.uniform());
    }
}
