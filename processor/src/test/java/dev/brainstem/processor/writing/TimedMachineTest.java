package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Timed transitions and time slicing in machines the processor generated, run as a game runs them: a
 * sleeping state's timer fires at the first tick its time in state reaches the delay, in the batch and the
 * one-entity machine alike; a sliced state decides once in {@code every} ticks with the seconds since its
 * last decision, while its timer fires on time; a timer comes before the guards; a bad per-entity delay is
 * the entity's failure. Also: machines that settle, have regions, or more than 64 states, compile without a
 * warning under {@code -Xlint:all -Werror}.
 */
class TimedMachineTest {
    private static final String WORKER = """
            package test.timed;

            import dev.brainstem.*;

            @StateMachine(Worker.Shift.class)
            @After(value = "WAIT", delay = "patience", to = "WORK")
            @After(value = "WORK", seconds = 3f, to = "REST")
            @After(value = "REST", seconds = 0f, to = "WAIT")
            public class Worker {
                @States enum Shift { WAIT, WORK, REST, @EntryPoint GONE }

                float patience = 2f;
                int decisions;
                float since;
                boolean quit;

                float patience() { return patience; }

                @OnUpdate(value = "WORK", every = 4)
                void work(float dt) { decisions++; since += dt; }

                @Transition(from = "WORK", to = "GONE")
                boolean quits() { return quit; }
            }
            """;

    /** Game code over the generated classes: each method runs one scenario and reports what it saw. */
    private static final String DRIVE = """
            package test.timed;

            import dev.brainstem.runtime.HandlerException;
            import java.util.ArrayList;
            import java.util.List;

            public final class Drive {
                /** The state after each of 6 ticks of 0.5s, of a batch's worker and of a one-entity machine's. */
                public static List<String> sleeping() {
                    List<String> seen = new ArrayList<>();
                    WorkerBatch batch = new WorkerBatch();
                    long handle = batch.add(new Worker());
                    WorkerFsm machine = WorkerFsm.start(new Worker());
                    for (int tick = 1; tick <= 6; tick++) {
                        batch.tick(0.5f);
                        machine.update(0.5f);
                        seen.add(tick + " " + batch.stateOf(handle) + " " + machine.state());
                    }
                    return seen;
                }

                /**
                 * Eight workers that start work together, ticked 0.25s until their 3s timer ends it: the decisions
                 * each made and the seconds its update was given, then the tick the timer fired at.
                 */
                public static List<String> sliced() {
                    List<String> seen = new ArrayList<>();
                    WorkerBatch batch = new WorkerBatch();
                    List<Worker> workers = new ArrayList<>();
                    List<Long> handles = new ArrayList<>();
                    for (int i = 0; i < 8; i++) {
                        Worker worker = new Worker();
                        worker.patience = 0f;
                        workers.add(worker);
                        handles.add(batch.add(worker));
                    }
                    batch.tick(0.25f); // the 0 wait ends: all enter WORK
                    int tick = 0;
                    while (batch.stateOf(handles.get(0)) == Worker.Shift.WORK && tick < 100) {
                        batch.tick(0.25f);
                        tick++;
                    }
                    for (Worker worker : workers) {
                        seen.add(worker.decisions + " " + worker.since);
                    }
                    seen.add("left WORK after " + tick + " ticks, for " + batch.stateOf(handles.get(0)));
                    return seen;
                }

                /** A timer that falls due in the tick a guard would leave too: the timer's transition is made. */
                public static List<String> timerFirst() {
                    WorkerFsm machine = WorkerFsm.start(new Worker());
                    machine.update(2f); // to WORK
                    machine.entity().quit = true;
                    machine.update(3f);
                    return List.of(machine.state() + " " + machine.previous());
                }

                /** The one-entity machine decides at every update: every slices a batch only. */
                public static List<String> oneEntityIgnoresEvery() {
                    WorkerFsm machine = WorkerFsm.start(new Worker());
                    machine.update(2f);
                    for (int i = 0; i < 5; i++) {
                        machine.update(0.25f);
                    }
                    return List.of(machine.entity().decisions + " " + machine.entity().since);
                }

                /** A NaN delay: no timer, a failure naming the method; the entity waits on. */
                public static List<String> badDelay() {
                    List<String> seen = new ArrayList<>();
                    WorkerBatch batch = new WorkerBatch();
                    List<Throwable> failures = new ArrayList<>();
                    batch.setErrorHandler(failures::add);
                    Worker worker = new Worker();
                    worker.patience = Float.NaN;
                    try {
                        batch.add(worker);
                    } catch (HandlerException thrown) { // an add from outside throws its entry's failure
                        failures.add(thrown);
                    }
                    long[] handle = new long[1];
                    batch.forEachHandle(Worker.Shift.WAIT, h -> handle[0] = h);
                    for (int i = 0; i < 5; i++) {
                        batch.tick(1f);
                    }
                    seen.add(batch.stateOf(handle[0]) + " " + batch.size() + " " + failures.size());
                    for (Throwable failure : failures) {
                        Throwable cause = failure instanceof HandlerException ? failure.getCause() : failure;
                        seen.add(cause.getClass().getSimpleName() + " " + cause.getMessage().contains("patience()"));
                    }
                    Worker alone = new Worker();
                    alone.patience = -1f;
                    try {
                        WorkerFsm.start(alone);
                        seen.add("started");
                    } catch (IllegalArgumentException refused) {
                        seen.add(refused.getMessage());
                    }
                    return seen;
                }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        loader = loaderOf(Generated.compile(List.of("-Xlint:all", "-Werror"), "test.timed.Worker", WORKER,
                "test.timed.Drive", DRIVE), "test.timed.");
    }

    /** A loader of the classes of {@code generated} in the package {@code prefix} names. */
    private static ClassLoader loaderOf(Generated generated, String prefix) {
        return new ClassLoader(TimedMachineTest.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                if (!name.startsWith(prefix)) {
                    throw new ClassNotFoundException(name);
                }
                byte[] bytes = generated.classBytes(name);
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }

    private static List<String> drive(String scenario) throws ReflectiveOperationException {
        return drive(loader, "test.timed.Drive", scenario);
    }

    @SuppressWarnings("unchecked")
    private static List<String> drive(ClassLoader loader, String driver, String scenario)
            throws ReflectiveOperationException {
        Method method = loader.loadClass(driver).getMethod(scenario);
        return (List<String>) method.invoke(null);
    }

    @Test
    void aSleepingStatesTimerFiresAtTheFirstTickItsTimeReachesTheDelayInBothMachines() throws Exception {
        // patience() is 2s: entered at 0, due at the 4th tick of 0.5s.
        assertEquals(List.of("1 WAIT WAIT", "2 WAIT WAIT", "3 WAIT WAIT", "4 WORK WORK", "5 WORK WORK",
                "6 WORK WORK"), drive("sleeping"));
    }

    @Test
    void aSlicedStateDecidesOnceInEveryTicksAndItsTimerFiresOnTime() throws Exception {
        List<String> seen = drive("sliced");
        // WORK's 3s timer ends it 12 ticks of 0.25s after entry, whatever each one's phase. Before it, each
        // worker decides at its phase ticks (never the tick it entered), every 4th: 8 workers of consecutive
        // slots (below 65,536, where neighbours take turns one by one) are two of each phase. The phase whose
        // ticks are the 4th, 8th and 12th decides twice (the 12th is the timer's, which comes first); the others
        // thrice, at ticks 1, 5, 9 (or 2, 6, 10; or 3, 7, 11).
        // The updates were given the seconds since entry or their last decision: in all, up to the last one.
        assertEquals("left WORK after 12 ticks, for REST", seen.get(8));
        assertEquals(List.of("2 2.0", "2 2.0", "3 2.25", "3 2.25", "3 2.5", "3 2.5", "3 2.75", "3 2.75"),
                seen.subList(0, 8).stream().sorted().toList());
    }

    @Test
    void aTimerThatFellDueComesBeforeTheGuards() throws Exception {
        assertEquals(List.of("REST WORK"), drive("timerFirst"));
    }

    @Test
    void theOneEntityMachineDecidesAtEveryUpdate() throws Exception {
        assertEquals(List.of("5 1.25"), drive("oneEntityIgnoresEvery"));
    }

    @Test
    void aNaNOrNegativeDelayIsTheEntitysFailureAndSetsNoTimer() throws Exception {
        List<String> seen = drive("badDelay");
        assertEquals("WAIT 1 1", seen.get(0));
        assertEquals("IllegalArgumentException true", seen.get(1));
        assertEquals("Worker: the @After delay of WAIT, patience(), is -1.0 seconds for test.timed.Worker@",
                seen.get(2).substring(0, seen.get(2).indexOf('@', 40) + 1));
    }

    /**
     * A settling machine with timers on a sleeping and a sliced state, and a group's two timers, so that two
     * states of several timers each choose between them.
     */
    private static final String SETTLER = """
            package test.timedsettle;

            import dev.brainstem.*;

            @StateMachine(value = Settler.Step.class, settle = true)
            @After(value = "A", seconds = 0f, to = "B")
            @After(value = "MOVING", delay = "pause", to = "A")
            @After(value = "MOVING", seconds = 5f, to = "A")
            public class Settler {
                @States
                @StateGroup(name = "MOVING", states = {"B", "C"})
                enum Step { A, B, C }

                boolean go;

                float pause() { return 1f; }

                @OnUpdate(value = "B", to = "C", every = 2)
                Step b(float dt) { return go ? Step.C : null; }
            }
            """;

    /**
     * A settling runner: START's update sends it to DASH, sliced, whose 0s timer fires in the settle, or to
     * HOLD, whose delay comes from {@code hold()} and whose guard would leave at once.
     */
    private static final String RUNNER = """
            package test.timedrunner;

            import dev.brainstem.*;

            @StateMachine(value = Runner.Leg.class, settle = true)
            @After(value = "DASH", seconds = 0f, to = "REST")
            @After(value = "HOLD", delay = "hold", to = "REST")
            public class Runner {
                @States enum Leg { START, @EntryPoint DASH, HOLD, REST }

                boolean holds;
                float hold = 1f;
                int dashes;

                float hold() { return hold; }

                @OnUpdate(value = "START", to = {"DASH", "HOLD"})
                Leg start() { return holds ? Leg.HOLD : Leg.DASH; }

                @OnUpdate(value = "DASH", every = 2)
                void dash(float dt) { dashes++; }

                @Transition(from = "HOLD", to = "REST")
                boolean giveUp() { return true; }

                @OnUpdate("REST")
                void rest() { }
            }
            """;

    private static final String RUNNER_DRIVE = """
            package test.timedrunner;

            import dev.brainstem.runtime.BatchProbe;
            import java.util.ArrayList;
            import java.util.Arrays;
            import java.util.List;

            public final class Drive {
                /** Per tick of a batch of one runner that dashes: the visits the probe was told of, and the state. */
                public static List<String> visits() {
                    List<String> seen = new ArrayList<>();
                    RunnerBatch batch = new RunnerBatch();
                    long handle = batch.add(new Runner());
                    batch.setProbe(new BatchProbe() {
                        @Override
                        public void transition(long h, int from, int to, int event) { }

                        @Override
                        public void message(long h, Object message, int outcome) { }

                        @Override
                        public void ticked(long nanos) { }

                        @Override
                        public void visited(int[] perState) {
                            seen.add(Arrays.toString(perState));
                        }
                    });
                    for (int tick = 0; tick < 3; tick++) {
                        batch.tick(0.1f);
                        seen.add(String.valueOf(batch.stateOf(handle)));
                    }
                    batch.transitionTo(handle, Runner.Leg.DASH);
                    batch.tick(0.1f);
                    seen.add(String.valueOf(batch.stateOf(handle)));
                    return seen;
                }

                /**
                 * A runner whose hold() is NaN, in a batch and in a one-entity machine: where one update leaves it,
                 * and the failures.
                 */
                public static List<String> refusedDelay() {
                    List<String> seen = new ArrayList<>();
                    RunnerBatch batch = new RunnerBatch();
                    List<Throwable> failures = new ArrayList<>();
                    batch.setErrorHandler(failures::add);
                    Runner runner = new Runner();
                    runner.holds = true;
                    runner.hold = Float.NaN;
                    long handle = batch.add(runner);
                    batch.tick(0.1f);
                    seen.add(batch.stateOf(handle) + " " + failures.size());
                    for (Throwable failure : failures) {
                        seen.add(failure.getCause().getClass().getSimpleName() + " "
                                + failure.getCause().getMessage().contains("hold()"));
                    }
                    Runner alone = new Runner();
                    alone.holds = true;
                    alone.hold = Float.NaN;
                    RunnerFsm machine = RunnerFsm.start(alone);
                    try {
                        machine.update(0.1f);
                        seen.add("updated");
                    } catch (IllegalArgumentException refused) {
                        seen.add(refused.getMessage().contains("hold()") + " " + machine.state());
                    }
                    return seen;
                }
            }
            """;

    private static ClassLoader runner() {
        return loaderOf(Generated.compile(List.of("-Xlint:all", "-Werror"), "test.timedrunner.Runner", RUNNER,
                "test.timedrunner.Drive", RUNNER_DRIVE), "test.timedrunner.");
    }

    @Test
    void aSettleThroughATimedStateIsOneVisitInTheStateTheTickFoundTheEntityIn() throws Exception {
        // Tick 1: START decides (a visit of START), the settle enters DASH, whose 0s timer fires there and
        // leads to REST: the settle's decisions in DASH and REST are part of START's visit. Then REST decides.
        // Sent to DASH from outside, between ticks, its timer wakes it in DASH's own loop: a visit of DASH.
        assertEquals(List.of("[1, 0, 0, 0]", "REST", "[0, 0, 0, 1]", "REST", "[0, 0, 0, 1]", "REST",
                "[0, 1, 0, 0]", "REST"),
                drive(runner(), "test.timedrunner.Drive", "visits"));
    }

    @Test
    void aRefusedDelayEndsTheSettleAsAnEnterThatThrew() throws Exception {
        // START's update leads to HOLD, whose NaN delay fails the entry: the entity stays in HOLD, and its
        // guard, which would leave at once, does not run in that tick (the one-entity machine throws there).
        assertEquals(List.of("HOLD 1", "IllegalArgumentException true", "true HOLD"),
                drive(runner(), "test.timedrunner.Drive", "refusedDelay"));
    }

    /** A lamp post of two regions, each of whose timers takes its delay from a method that logs its calls. */
    private static final String POST = """
            package test.timedpost;

            import dev.brainstem.*;
            import java.util.ArrayList;
            import java.util.List;

            @StateMachine(value = Post.Light.class, regions = {Post.Fan.class})
            @After(value = "ON", delay = "glow", to = "OFF")
            @After(value = "SPIN", delay = "spin", to = "STILL")
            public class Post {
                @States enum Light { OFF, @EntryPoint ON }
                @States enum Fan { STILL, @EntryPoint SPIN }

                float glow = 1f;
                boolean fused;
                final List<String> calls = new ArrayList<>();

                float glow() { calls.add("glow"); return glow; }

                float spin() { calls.add("spin"); return 1f; }

                @OnEnter("ON")
                void on() {
                    if (fused) {
                        throw new IllegalStateException("fused");
                    }
                }
            }
            """;

    /** A fuse whose LIT redirects at once to OUT, whose exit from LIT may throw, and whose delay is refused. */
    private static final String FUSE = """
            package test.timedpost;

            import dev.brainstem.*;

            @StateMachine(Fuse.Wire.class)
            @After(value = "LIT", delay = "burn", to = "OUT")
            public class Fuse {
                @States enum Wire { LIT, OUT }

                boolean stuck;

                float burn() { return -1f; }

                @OnEnter(value = "LIT", to = "OUT")
                Wire lit() { return Wire.OUT; }

                @OnExit("LIT")
                void leave() {
                    if (stuck) {
                        throw new IllegalStateException("stuck");
                    }
                }

                @OnUpdate(value = "OUT", to = "LIT")
                Wire relight() { return stuck ? Wire.LIT : null; }
            }
            """;

    private static final String POST_DRIVE = """
            package test.timedpost;

            import dev.brainstem.runtime.HandlerException;
            import java.util.ArrayList;
            import java.util.List;

            public final class Drive {
                /** A one-entity start in ON whose enter throws: what it threw, and the delay methods it called. */
                public static List<String> failedStart() {
                    Post post = new Post();
                    post.fused = true;
                    try {
                        PostFsm.start(post, Post.Light.ON);
                        return List.of("started");
                    } catch (IllegalStateException thrown) {
                        return List.of(thrown.getMessage() + " " + post.calls);
                    }
                }

                /**
                 * A fuse relit in a tick, whose exit from LIT throws as LIT redirects: its state, then each failure
                 * the error handler got and what it suppressed.
                 */
                public static List<String> stuckFuse() {
                    List<String> seen = new ArrayList<>();
                    FuseBatch batch = new FuseBatch();
                    List<HandlerException> failures = new ArrayList<>();
                    batch.setErrorHandler(failures::add);
                    Fuse fuse = new Fuse();
                    long handle = batch.add(fuse); // LIT, and on to OUT at once
                    fuse.stuck = true;
                    batch.tick(0.1f);
                    seen.add(String.valueOf(batch.stateOf(handle)));
                    for (HandlerException failure : failures) {
                        StringBuilder line = new StringBuilder(failure.getCause().getMessage());
                        for (Throwable suppressed : failure.getSuppressed()) {
                            line.append(" / ").append(suppressed.getCause().getMessage().contains("burn()"));
                        }
                        seen.add(line.toString());
                    }
                    return seen;
                }

                /**
                 * A resume in ON and SPIN whose glow() is NaN: the one-entity machine's (what it threw, the delay
                 * methods it called), then the batch's (the same, then the states after ticks past both delays).
                 */
                public static List<String> refusedResume() {
                    List<String> seen = new ArrayList<>();
                    Post alone = new Post();
                    alone.glow = Float.NaN;
                    try {
                        PostFsm.resume(alone, Post.Light.ON, Post.Fan.SPIN);
                        seen.add("resumed");
                    } catch (IllegalArgumentException refused) {
                        seen.add(refused.getMessage().contains("glow()") + " " + alone.calls);
                    }
                    PostBatch batch = new PostBatch();
                    Post post = new Post();
                    post.glow = Float.NaN;
                    long handle = -1;
                    try {
                        batch.resume(post, Post.Light.ON, Post.Fan.SPIN);
                        seen.add("resumed");
                    } catch (HandlerException refused) {
                        handle = refused.handle();
                        seen.add(refused.getCause().getMessage().contains("glow()") + " " + post.calls);
                    }
                    for (int tick = 0; tick < 3; tick++) {
                        batch.tick(0.5f);
                    }
                    seen.add(batch.stateOf(handle) + " " + batch.stateOf(handle, Post.Fan.class));
                    return seen;
                }
            }
            """;

    private static ClassLoader post() {
        return loaderOf(Generated.compile(List.of("-Xlint:all", "-Werror"), "test.timedpost.Post", POST,
                "test.timedpost.Fuse", FUSE, "test.timedpost.Drive", POST_DRIVE), "test.timedpost.");
    }

    @Test
    void aOneEntityStartWhoseEnterThrowsArmsTheStateAsEveryEntryCutShortIs() throws Exception {
        assertEquals(List.of("fused [glow]"), drive(post(), "test.timedpost.Drive", "failedStart"));
    }

    @Test
    void aDelayRefusedByAnEntryCutShortIsNotReportedBesideTheFailureThatCutIt() throws Exception {
        // OUT's update relights it; LIT's enter redirects to OUT, and LIT's exit throws: the entity stays in LIT,
        // armed as an entry cut short; burn()'s refusal is neither a failure of its own nor suppressed in the
        // exit's: the exit's failure is the one report.
        assertEquals(List.of("LIT", "stuck"), drive(post(), "test.timedpost.Drive", "stuckFuse"));
    }

    @Test
    void aRefusedDelayEndsAOneEntityResumeOfRegionsWhileABatchArmsEveryRegion() throws Exception {
        // The one-entity machine throws at the light and gives no machine: the fan's spin() is not called. The
        // batch holds the entity in both regions: the fan is armed all the same and its timer fires at 1s,
        // while the light, with no timer, stays ON.
        assertEquals(List.of("true [glow]", "true [glow, spin]", "ON STILL"),
                drive(post(), "test.timedpost.Drive", "refusedResume"));
    }

    @Test
    void aSettlingMachineWithTimersCompilesQuietly() {
        Generated.compile(List.of("-Xlint:all", "-Werror"), "test.timedsettle.Settler", SETTLER);
    }

    @Test
    void aMachineOfRegionsGivesEachRegionItsTimers() {
        Generated generated = Generated.compile(List.of("-Xlint:all", "-Werror"), "test.timedregions.Lamp", """
                package test.timedregions;

                import dev.brainstem.*;

                @StateMachine(value = Lamp.Light.class, regions = {Lamp.Fan.class})
                @After(value = "ON", seconds = 5f, to = "OFF")
                @After(value = "SPIN", delay = "spinDown", to = "STILL")
                public class Lamp {
                    @States enum Light { OFF, ON }
                    @States enum Fan { STILL, SPIN }

                    boolean switchedOn;

                    float spinDown() { return 2f; }

                    @OnUpdate(value = "OFF", to = "ON")
                    Light off() { return switchedOn ? Light.ON : null; }

                    @OnUpdate(value = "STILL", to = "SPIN", every = 3)
                    Fan still() { return switchedOn ? Fan.SPIN : null; }
                }
                """);
        String light = generated.source("test.timedregions.LampBatch");
        String fan = generated.source("test.timedregions.LampFanBatch");
        assertEquals(true, light.contains("timer(lane, slot, 1, 5f, 0);") && !light.contains("spinDown"), light);
        assertEquals(true, fan.contains("timer(lane, slot, 1, entities[slot].spinDown(), 0);")
                && fan.contains("slice(3, w)"), fan);
    }

    /**
     * A machine with timing (here only {@code every}) makes its transitions through {@code setTimedState}, a
     * plain one through {@code setState}: two call sites, so that a plain machine's loops never see the
     * timers' profile of a timed machine running in the same JVM.
     */
    @Test
    void onlyAMachineWithTimingMovesThroughTheTimedCall() {
        String machine = """
                package test.callsite;

                import dev.brainstem.*;

                @StateMachine(%1$s.Mood.class)
                public class %1$s {
                    @States enum Mood { REST, ROAM }

                    boolean tired;

                    @OnUpdate(value = "ROAM", to = "REST"%2$s)
                    Mood roam() { return tired ? Mood.REST : null; }

                    @OnUpdate(value = "REST", to = "ROAM")
                    Mood rest() { return tired ? null : Mood.ROAM; }
                }
                """;
        String sliced = Generated.compile(List.of("-Xlint:all", "-Werror"), "test.callsite.Sliced",
                machine.formatted("Sliced", ", every = 2")).source("test.callsite.SlicedBatch");
        String plain = Generated.compile(List.of("-Xlint:all", "-Werror"), "test.callsite.Plain",
                machine.formatted("Plain", "")).source("test.callsite.PlainBatch");
        assertEquals(true, sliced.contains("setTimedState(") && !sliced.contains(" setState("), sliced);
        assertEquals(true, plain.contains(" setState(") && !plain.contains("setTimedState("), plain);
    }

    @Test
    void aSlicedDecisionRetestsOnlyWhatItsLoopDidNotSelectAndKeepsTheClockOnlyForDt() {
        Generated generated = Generated.compile(List.of("-Xlint:all", "-Werror"), "test.slicedtests.Mob", """
                package test.slicedtests;

                import dev.brainstem.*;

                @StateMachine(Mob.Mood.class)
                @After(value = "ROAM", seconds = 9f, to = "REST")
                public class Mob {
                    @States enum Mood { REST, LOOK, ROAM }

                    boolean bored;

                    @OnUpdate(value = "REST", to = "LOOK", every = 4)
                    Mood rest() { return bored ? Mood.LOOK : null; }

                    @OnUpdate(value = "LOOK", to = "ROAM", every = 4)
                    Mood look(float dt) { return dt > 1f ? Mood.ROAM : null; }

                    @OnUpdate(value = "ROAM", every = 2)
                    void roam() { }
                }
                """);
        String batch = generated.source("test.slicedtests.MobBatch");
        // REST and LOOK have no timer: their loops bring only the runs in phase, so the stride and the entry are
        // what is left to test. ROAM's timer brings entities off their phase: the whole rule.
        assertEquals(List.of("strideDue(slot, 4)"), tests(decision(batch, "decide0_REST")), batch);
        assertEquals(List.of("strideDue(slot, 4)", "sinceUpdate(slot)"), tests(decision(batch, "decide1_LOOK")), batch);
        assertEquals(List.of("phaseDue(slot, 2)"), tests(decision(batch, "decide2_ROAM")), batch);
    }

    /** The text of the generated method {@code name}, up to the next method. */
    private static String decision(String source, String name) {
        int from = source.indexOf("private int " + name + "(");
        assertEquals(true, from >= 0, name + " in\n" + source);
        int to = source.indexOf("\n    private ", from + 1);
        return source.substring(from, to < 0 ? source.length() : to);
    }

    /** The slicing calls of a decision, in order. */
    private static List<String> tests(String decision) {
        List<String> calls = new ArrayList<>();
        Matcher m = Pattern.compile("(strideDue|phaseDue|sinceUpdate)\\([^)]*\\)")
                .matcher(decision);
        while (m.find()) {
            calls.add(m.group());
        }
        return calls;
    }

    @Test
    void aMachineOfMoreThan64StatesFiresItsSleepingTimersFromItsUpdateSwitch() {
        StringBuilder states = new StringBuilder();
        for (int i = 0; i < 70; i++) {
            // Past the two the timers link, each state is an entry point, so that every state is reachable.
            states.append(i == 0 ? "" : ", ").append(i < 2 ? "" : "@EntryPoint ").append("S").append(i);
        }
        Generated generated = Generated.compile(List.of("-Xlint:all", "-Werror"), "test.timedbig.Big", """
                package test.timedbig;

                import dev.brainstem.*;

                @StateMachine(Big.S.class)
                @After(value = "S0", seconds = 1f, to = "S1")
                @After(value = "S1", seconds = 2f, to = "S0")
                public class Big {
                    @States enum S { %s }

                    @OnUpdate(value = "S1", every = 2)
                    void one(float dt) { }
                }
                """.formatted(states));
        String batch = generated.source("test.timedbig.BigBatch");
        assertEquals(true, batch.contains("fireTimers(lane, state, members, lo, hi, dt);")
                && batch.contains("if (!phaseDue(slot, 2))"), batch);
    }
}
