package dev.brainstem.samples.batch;

import dev.brainstem.samples.batch.Driver.Add;
import dev.brainstem.samples.batch.Driver.Arm;
import dev.brainstem.samples.batch.Driver.ErrorHandler;
import dev.brainstem.samples.batch.Driver.Junk;
import dev.brainstem.samples.batch.Driver.Remove;
import dev.brainstem.samples.batch.Driver.Step;
import dev.brainstem.samples.batch.Driver.Tick;
import dev.brainstem.samples.batch.Driver.Transition;
import dev.brainstem.runtime.reference.Machine;
import java.util.List;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.Tuple;

/**
 * The generated batches against the shared reference model ({@code dev.brainstem.runtime.reference},
 * played by {@link Replay}): random sequences of add, remove, transitionTo, tick, armed failures and
 * error-handler changes, on fixtures whose handlers follow per-entity scripts (random returns,
 * failures, undeclared targets, and changes asked for from inside the tick), checked after every step
 * ({@link Driver#check}). {@link RuntimeModelPropertiesTest} adds parallel ticks and a listener and an
 * error handler that change the batch, call tick and throw.
 *
 * <p>The statechart fixtures ({@link Trooper}, {@link TrooperSystem}; issue 42): groups entered by their
 * names, deep and shallow history, an interrupt; each entity's {@code lastIn} and stack are compared too.
 *
 * <p>Failed on the runtime before issue 10 (48f4a8a) (all four, one cause): the model now follows
 * issue 10 (listener calls after the updates, every entity updated, failures reported at the tick's
 * end); its listener was called during the updates and a failure without an error handler ends the
 * tick.
 */
class BatchPropertiesTest {
    private static final int TRIES = 200;

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
        Driver driver = new Driver(spec, knobs, idMode, subject, errorHandler);
        driver.run(steps);
        if (driver.replay.batch.applied() > 0) {
            driver.seen.add("changes from handlers applied");
        }
        if (!spec.groups().isEmpty()) {
            Statistics.label("group entered by name").collect(driver.groups.entered > 0);
            Statistics.label("history resumed").collect(driver.groups.resumed > 0);
            Statistics.label("history written").collect(driver.groups.written > 0);
        }
        for (String feature : FEATURES) {
            Statistics.label(feature).collect(driver.seen.contains(feature));
        }
        Statistics.label("ticks").collect(steps.stream().filter(s -> s instanceof Tick).count() >= 10 ? ">= 10" : "< 10");
    }

    private static final List<String> FEATURES = List.of("handler threw", "transition limit", "undeclared target",
            "error handler called", "tick threw HandlerException", "add/transitionTo threw HandlerException",
            "changes from handlers applied", "tick threw IllegalArgumentException", "bad deferred change suppressed",
            "handler exception suppressed", "enter redirect");

    @Provide
    Arbitrary<Scripts.Knobs> knobs() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.of(0, 2, 8), Arbitraries.of(0, 10, 30),
                Arbitraries.of(0, 3)).as(Scripts.Knobs::new);
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Integer> pick = Arbitraries.integers().between(0, 1000);
        Arbitrary<Integer> statePick = Arbitraries.integers().between(0, 99);
        Arbitrary<Step> add = Combinators.combine(pick, statePick, Arbitraries.of(false, false, true)).as(Add::new);
        Arbitrary<Step> remove = pick.map(Remove::new);
        Arbitrary<Step> transition = Combinators.combine(pick, statePick).as(Transition::new);
        Arbitrary<Step> tick = Arbitraries.of(0.1f, 0.25f, 1f).map(Tick::new);
        Arbitrary<Step> arm = pick.map(Arm::new);
        Arbitrary<Step> errorHandler = Arbitraries.of(true, false).map(ErrorHandler::new);
        Arbitrary<Step> junk = Arbitraries.integers().between(0, 2).map(Junk::new);
        Arbitrary<Step> step = Arbitraries.frequencyOf(
                Tuple.of(22, add), Tuple.of(8, remove), Tuple.of(14, transition), Tuple.of(35, tick),
                Tuple.of(8, arm), Tuple.of(5, errorHandler), Tuple.of(3, junk));
        return step.list().ofMinSize(1).ofMaxSize(50).withSizeDistribution(RandomDistribution.uniform());
    }
}
