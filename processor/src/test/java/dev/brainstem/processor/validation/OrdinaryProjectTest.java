package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.brainstem.processor.validation.Running.add;
import static dev.brainstem.processor.validation.Running.get;
import static dev.brainstem.processor.validation.Running.name;
import static dev.brainstem.processor.validation.Running.newInstance;
import static dev.brainstem.processor.validation.Running.set;
import static dev.brainstem.processor.validation.Running.start;
import static dev.brainstem.processor.validation.Running.state;
import static dev.brainstem.processor.validation.Running.stateOf;
import static dev.brainstem.processor.validation.Running.tick;
import static dev.brainstem.processor.validation.Running.type;
import static dev.brainstem.processor.validation.Running.update;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Ordinary projects that must compile and RUN: names in the user's package that the generated code
 * also uses, handlers inherited in the ways Java allows, types another processor writes in a later
 * round, sources in ASCII with unicode escapes, deprecated user types under {@code -Xlint:all -Werror},
 * and an enum recompiled without its machine. Every test compiles real sources with the processor,
 * compiles what it wrote, loads the classes and runs the machine, one-entity and batch.
 *
 * <p>fails on 48f4a8a (each run once on that commit, before the processor's rewrite):
 * <ul>
 *   <li>shadowingClassInTheEntitysPackage: String, Object, Override, Long, Throwable,
 *       IllegalArgumentException, IllegalStateException fail: the generated code names these
 *       java.lang types by simple name, so the user's class of that name is picked (the 30 others
 *       pass: single-type imports shadow the package, or the name is not used);
 *   <li>statesEnumNamedLikeAGeneratedMember: STATES, INFO, NAME, STAY, STATE_COUNT, SETTLE,
 *       MAX_TRANSITIONS_PER_TICK, state, previous, entity, entities, busy fail: a generated field
 *       of that name hides the type in {@code X.values()} and {@code X.IDLE} (the 8 others pass);
 *   <li>entityNamedLikeAGeneratedMemberOrLocal: passes, all 46 cases (a regression guard);
 *   <li>protectedHandlerOverriddenWithoutTheAnnotation: [BrainstemInaccessibleHandler] on the
 *       inherited protected Base.idle(), though the override in the machine's package is callable;
 *   <li>handlersOfAGenericSuperclass: [BrainstemHandlerShape] on left(S) and entered(S): a parameter
 *       of the type variable bound to the machine's enum is not accepted;
 *   <li>superclassWrittenInALaterRound: [BrainstemUnreachable] BUSY: the machine is processed in
 *       round 1 without the superclass's handler, and not again when the superclass appears;
 *   <li>statesWrittenInALaterRound: passes (the enum is awaited);
 *   <li>asciiSourcesWithUnicodeEscapes: the generated files hold raw non-ASCII identifiers, which
 *       javac, reading them with -encoding US-ASCII, rejects ("&lt;identifier&gt; expected"); the same
 *       test passes with -encoding UTF-8;
 *   <li>deprecatedUserTypesGiveNoWarningsFromGeneratedCode (both): [deprecation] / [removal]
 *       warnings in GuardFsm and GuardBatch;
 *   <li>deprecatedUserTypesUnderLintAllAndWerror (both), designsGuardUnderLintAllAndWerror:
 *       "No processor claimed any of these annotations: ..." (the processor claims nothing);
 *   <li>enumRecompiledWithoutItsMachine: both WorkerFsm.start and WorkerBatch.add throw
 *       IllegalArgumentException "WorkerFsm: IDLE is not a state to enter from outside; only the
 *       initial state IDLE and the entry points can be (IDLE)": the old ordinals, with no word of
 *       the cause or the cure.
 * </ul>
 */
class OrdinaryProjectTest {
    private static final List<String> LINT = List.of("-Xlint:all");

    // ------------------------------------------------------------------ 1. shadowing class names

    static Stream<String> shadowingNames() {
        return Stream.of("String", "Object", "Override", "Long", "Integer", "Float", "Math", "System", "Throwable",
                "Exception", "RuntimeException", "Error", "IllegalArgumentException", "IllegalStateException",
                "Class", "Enum", "Deprecated", "SuppressWarnings", "Iterable", "StringBuilder", "Number",
                "List", "ArrayList", "Arrays", "Consumer", "IntConsumer", "Generated",
                "AbstractBatch", "Events", "Lane", "MachineInfo", "IllegalTransitionException",
                "TransitionLimitException", "TransitionListener", "ErrorHandler", "HandlerException",
                "BrainstemException");
    }

    /** The design's Guard beside {@code package test; public class <name> { }}. */
    @ParameterizedTest(name = "test.{0}")
    @MethodSource("shadowingNames")
    void shadowingClassInTheEntitysPackage(String name) {
        JavaFileObject shadow = Compile.source("test." + name, "package test;\n\npublic class " + name + " { }\n");
        Compilation compilation = Running.compile(LINT, Sources.GUARD_STATE, Sources.GUARD, shadow);
        Running.succeeded(compilation);
        Running.noDiagnosticsInGeneratedFiles(compilation);
        runGuard(Running.load(compilation));
    }

    /** The design's guard, seeing the player: IDLE, ALARM, PURSUIT, SEARCH and back; and in a batch. */
    static void runGuard(ClassLoader loader) {
        Object guard = newInstance(loader, "test.Guard");
        set(guard, "seesPlayer", true);
        Object machine = start(loader, "test.GuardFsm", guard);
        assertThat(state(machine)).isEqualTo("IDLE");
        assertThat(update(machine, 0.1f)).isEqualTo("ALARM");
        assertThat(update(machine, 0.3f)).isEqualTo("PURSUIT");
        set(guard, "seesPlayer", false);
        assertThat(update(machine, 0.5f)).isEqualTo("SEARCH");
        assertThat(get(guard, "x")).isEqualTo(1.5f);
        assertThat(update(machine, 0.6f)).isEqualTo("IDLE");
        assertThat(get(guard, "x")).isEqualTo(0f);

        Object batch = newInstance(loader, "test.GuardBatch");
        Object watcher = newInstance(loader, "test.Guard");
        Object sleeper = newInstance(loader, "test.Guard");
        set(watcher, "seesPlayer", true);
        Object h1 = add(batch, watcher);
        Object h2 = add(batch, sleeper);
        tick(batch, 0.1f);
        assertThat(stateOf(batch, h1)).isEqualTo("ALARM");
        assertThat(stateOf(batch, h2)).isEqualTo("IDLE");
        tick(batch, 0.3f);
        assertThat(stateOf(batch, h1)).isEqualTo("PURSUIT");
    }

    // ------------------------------------------------------------------ 2. the enum named like a member

    static Stream<String> memberNames() {
        return Stream.of("STATES", "INFO", "NAME", "STAY", "STATE_COUNT", "SETTLE", "MAX_TRANSITIONS_PER_TICK",
                "state", "previous", "entity", "next", "dt", "machine", "entities", "system", "id", "busy",
                "other", "key", "handle");
    }

    /** {@code @States enum <name> { IDLE, BUSY }}, and a machine over it. */
    @ParameterizedTest(name = "enum {0}")
    @MethodSource("memberNames")
    void statesEnumNamedLikeAGeneratedMember(String name) {
        JavaFileObject states = Compile.source("test." + name,
                "package test;\n\nimport dev.brainstem.States;\n\n@States\npublic enum " + name + " { IDLE, BUSY }\n");
        JavaFileObject worker = Sources.file("Worker", """
                @StateMachine(E.class)
                public class Worker {
                    boolean go;
                    int entered;
                    String cameFrom;
                    String leftFor;

                    @OnUpdate(value = "IDLE", to = "BUSY")
                    E idle() { return go ? E.BUSY : null; }

                    @OnEnter("BUSY")
                    void arrive(E from) { entered++; cameFrom = from == null ? null : from.name(); }

                    @OnUpdate(value = "BUSY", to = "IDLE")
                    E work(float seconds) { return go ? null : E.IDLE; }

                    @OnExit("BUSY")
                    void leave(E to) { leftFor = to.name(); }
                }
                """.replace("E.", name + ".").replace("E idle", name + " idle").replace("E from", name + " from")
                .replace("E work", name + " work").replace("E to", name + " to"));
        Compilation compilation = Running.compile(LINT, states, worker);
        Running.succeeded(compilation);
        Running.noDiagnosticsInGeneratedFiles(compilation);
        runWorker(Running.load(compilation), "test.Worker");
    }

    /** A worker with {@code go}, IDLE to BUSY and back: one-entity and batch. */
    static void runWorker(ClassLoader loader, String worker) {
        Object entity = newInstance(loader, worker);
        Object machine = start(loader, worker + "Fsm", entity);
        assertThat(state(machine)).isEqualTo("IDLE");
        assertThat(update(machine, 0.1f)).isEqualTo("IDLE");
        set(entity, "go", true);
        assertThat(update(machine, 0.1f)).isEqualTo("BUSY");
        assertThat(get(entity, "entered")).isEqualTo(1);
        assertThat(get(entity, "cameFrom")).isEqualTo("IDLE");
        set(entity, "go", false);
        assertThat(update(machine, 0.1f)).isEqualTo("IDLE");
        assertThat(get(entity, "leftFor")).isEqualTo("IDLE");

        Object batch = newInstance(loader, worker + "Batch");
        Object busy = newInstance(loader, worker);
        set(busy, "go", true);
        Object idle = newInstance(loader, worker);
        Object h1 = add(batch, busy);
        Object h2 = add(batch, idle);
        tick(batch, 0.1f);
        assertThat(stateOf(batch, h1)).isEqualTo("BUSY");
        assertThat(stateOf(batch, h2)).isEqualTo("IDLE");
    }

    // ------------------------------------------------------------------ 3. the entity named like a member

    static Stream<Arguments> entityNames() {
        List<Arguments> cases = new ArrayList<>();
        for (String name : List.of("entity", "system", "state", "previous", "next", "dt", "id", "machine",
                "entities", "slot", "handle", "lane", "members", "target", "action", "from", "to", "other", "key",
                "INFO", "STATES", "NAME", "STAY")) {
            cases.add(Arguments.of(name, false));
            cases.add(Arguments.of(name, true));
        }
        return cases.stream();
    }

    /** {@code @StateMachine(Job.class) public class <name>}, in object mode and in id mode. */
    @ParameterizedTest(name = "class {0}, id mode: {1}")
    @MethodSource("entityNames")
    void entityNamedLikeAGeneratedMemberOrLocal(String name, boolean idMode) {
        JavaFileObject job = Compile.source("test.Job",
                "package test;\n\nimport dev.brainstem.States;\n\n@States\npublic enum Job { IDLE, BUSY }\n");
        String body = idMode ? """
                @StateMachine(Job.class)
                public class NAME {
                    final boolean[] go = new boolean[8];
                    final int[] entered = new int[8];

                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Job idle(int i) { return go[i] ? Job.BUSY : null; }

                    @OnEnter("BUSY")
                    void arrive(int i, Job from) { entered[i]++; }

                    @OnUpdate(value = "BUSY", to = "IDLE")
                    Job work(int i, float seconds) { return go[i] ? null : Job.IDLE; }

                    @OnExit("BUSY")
                    void leave(int i, Job to) { }
                }
                """ : """
                @StateMachine(Job.class)
                public class NAME {
                    boolean go;
                    int entered;
                    String cameFrom;
                    String leftFor;

                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Job idle() { return go ? Job.BUSY : null; }

                    @OnEnter("BUSY")
                    void arrive(Job from) { entered++; cameFrom = from == null ? null : from.name(); }

                    @OnUpdate(value = "BUSY", to = "IDLE")
                    Job work(float seconds) { return go ? null : Job.IDLE; }

                    @OnExit("BUSY")
                    void leave(Job to) { leftFor = to.name(); }
                }
                """;
        JavaFileObject entity = Sources.file(name, body.replace("NAME", name));
        Compilation compilation = Running.compile(LINT, job, entity);
        Running.succeeded(compilation);
        Running.noDiagnosticsInGeneratedFiles(compilation);
        ClassLoader loader = Running.load(compilation);
        if (!idMode) {
            runWorker(loader, "test." + name);
            return;
        }
        Object system = newInstance(loader, "test." + name);
        Object machine = start(loader, "test." + name + "Fsm", system, 3);
        assertThat(state(machine)).isEqualTo("IDLE");
        ((boolean[]) get(system, "go"))[3] = true;
        assertThat(update(machine, 0.1f)).isEqualTo("BUSY");
        assertThat(((int[]) get(system, "entered"))[3]).isEqualTo(1);
        ((boolean[]) get(system, "go"))[3] = false;
        assertThat(update(machine, 0.1f)).isEqualTo("IDLE");

        Object batch = newInstance(loader, "test." + name + "Batch", system);
        ((boolean[]) get(system, "go"))[5] = true;
        Object h5 = add(batch, 5);
        Object h6 = add(batch, 6);
        tick(batch, 0.1f);
        assertThat(stateOf(batch, h5)).isEqualTo("BUSY");
        assertThat(stateOf(batch, h6)).isEqualTo("IDLE");
    }

    // ------------------------------------------------------------------ 4. a protected handler, overridden

    /**
     * {@code lib.Base} declares {@code @OnUpdate protected Mode idle()}; the machine, in package
     * {@code test}, overrides it without the annotation. The generated code in {@code test} may call
     * the override, and the override is what runs.
     */
    @Test
    void protectedHandlerOverriddenWithoutTheAnnotation() {
        JavaFileObject mode = Compile.source("test.Mode",
                "package test;\n\nimport dev.brainstem.States;\n\n@States\npublic enum Mode { IDLE, BUSY, DONE }\n");
        JavaFileObject base = Compile.source("lib.Base", """
                package lib;

                import dev.brainstem.OnUpdate;
                import test.Mode;

                public abstract class Base {
                    public boolean ready;

                    @OnUpdate(value = "IDLE", to = {"BUSY", "DONE"})
                    protected Mode idle() { return ready ? Mode.BUSY : Mode.DONE; }
                }
                """);
        JavaFileObject worker = Sources.file("Worker", """
                @StateMachine(Mode.class)
                public class Worker extends lib.Base {
                    int calls;

                    @Override
                    protected Mode idle() { calls++; return calls >= 2 ? Mode.DONE : Mode.BUSY; }

                    @OnUpdate(value = "BUSY", to = "IDLE")
                    Mode busy() { return Mode.IDLE; }
                }
                """);
        Compilation compilation = Running.compile(LINT, mode, base, worker);
        Running.succeeded(compilation);
        Running.noDiagnosticsInGeneratedFiles(compilation);
        ClassLoader loader = Running.load(compilation);
        Object entity = newInstance(loader, "test.Worker");
        Object machine = start(loader, "test.WorkerFsm", entity);
        assertThat(state(machine)).isEqualTo("IDLE");
        assertWithMessage("the override ran (Base.idle would go to DONE)").that(update(machine, 0.1f)).isEqualTo("BUSY");
        assertThat(update(machine, 0.1f)).isEqualTo("IDLE");
        assertThat(update(machine, 0.1f)).isEqualTo("DONE");
        assertThat(get(entity, "calls")).isEqualTo(2);

        Object batch = newInstance(loader, "test.WorkerBatch");
        Object other = newInstance(loader, "test.Worker");
        Object handle = add(batch, other);
        tick(batch, 0.1f);
        assertThat(stateOf(batch, handle)).isEqualTo("BUSY");
    }

    // ------------------------------------------------------------------ 5. a generic superclass

    /** {@code Base<S extends Enum<S>>}'s handlers take S; {@code Worker extends Base<Job>} binds it. */
    @Test
    void handlersOfAGenericSuperclass() {
        JavaFileObject job = Compile.source("test.Job",
                "package test;\n\nimport dev.brainstem.States;\n\n@States\npublic enum Job { IDLE, BUSY }\n");
        JavaFileObject base = Sources.file("Base", """
                public abstract class Base<S extends Enum<S>> {
                    S seen;
                    S came;
                    int enters;

                    @OnExit("IDLE")
                    void left(S to) { seen = to; }

                    @OnEnter(value = "BUSY")
                    void entered(S from) { came = from; enters++; }
                }
                """);
        JavaFileObject worker = Sources.file("Worker", """
                @StateMachine(Job.class)
                public class Worker extends Base<Job> {
                    boolean go;

                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Job idle() { return go ? Job.BUSY : null; }
                }
                """);
        Compilation compilation = Running.compile(LINT, job, base, worker);
        Running.succeeded(compilation);
        Running.noDiagnosticsInGeneratedFiles(compilation);
        ClassLoader loader = Running.load(compilation);
        Class<?> jobs = type(loader, "test.Job");
        Object entity = newInstance(loader, "test.Worker");
        Object machine = start(loader, "test.WorkerFsm", entity);
        set(entity, "go", true);
        assertThat(update(machine, 0.1f)).isEqualTo("BUSY");
        assertThat(get(entity, "seen")).isSameInstanceAs(jobs.getEnumConstants()[1]);
        assertThat(get(entity, "came")).isSameInstanceAs(jobs.getEnumConstants()[0]);
        assertThat(get(entity, "enters")).isEqualTo(1);

        Object batch = newInstance(loader, "test.WorkerBatch");
        Object other = newInstance(loader, "test.Worker");
        set(other, "go", true);
        Object handle = add(batch, other);
        tick(batch, 0.1f);
        assertThat(stateOf(batch, handle)).isEqualTo("BUSY");
        assertThat(name(get(other, "came"))).isEqualTo("IDLE");
    }

    // ------------------------------------------------------------------ 6. types another processor writes later

    /** {@code @interface Trigger}, that the later-round processor looks for. */
    private static final JavaFileObject TRIGGER = Compile.source("test.Trigger",
            "package test;\n\npublic @interface Trigger { }\n");

    /**
     * Another project's processor: on a class annotated {@code @test.Trigger}, it writes a class of
     * no interest in round 1 (so that there is a round 2), and {@code name} in round 2: javac parses it
     * for round 3.
     */
    static final class LaterRound extends AbstractProcessor {
        private final String name;
        private final String text;
        private int round;

        LaterRound(String name, String text) {
            this.name = name;
            this.text = text;
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("test.Trigger");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment environment) {
            round++;
            try {
                if (round == 1) {
                    write("test.Step", "package test;\n\nfinal class Step { }\n");
                } else if (round == 2) {
                    write(name, text);
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            return false;
        }

        private void write(String qualifiedName, String source) throws IOException {
            try (Writer out = processingEnv.getFiler().createSourceFile(qualifiedName).openWriter()) {
                out.write(source);
            }
        }
    }

    @Test
    void superclassWrittenInALaterRound() {
        JavaFileObject job = Compile.source("test.Job",
                "package test;\n\nimport dev.brainstem.States;\n\n@States\npublic enum Job { IDLE, BUSY }\n");
        JavaFileObject worker = Sources.file("Worker", """
                @Trigger
                @StateMachine(Job.class)
                public class Worker extends GeneratedBase {
                    int busyTicks;

                    @OnUpdate("BUSY")
                    void busy() { busyTicks++; }
                }
                """);
        Processor later = new LaterRound("test.GeneratedBase", """
                package test;

                import dev.brainstem.OnUpdate;

                public abstract class GeneratedBase {
                    public int ticks;

                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Job idle() { ticks++; return ticks >= 2 ? Job.BUSY : null; }
                }
                """);
        Compilation compilation = Running.compile(LINT, List.of(later), TRIGGER, job, worker);
        Running.succeeded(compilation);
        Running.noDiagnosticsInGeneratedFiles(compilation);
        ClassLoader loader = Running.load(compilation);
        Object entity = newInstance(loader, "test.Worker");
        Object machine = start(loader, "test.WorkerFsm", entity);
        assertThat(update(machine, 0.1f)).isEqualTo("IDLE");
        assertWithMessage("the inherited idle() ran").that(update(machine, 0.1f)).isEqualTo("BUSY");
        assertThat(get(entity, "ticks")).isEqualTo(2);
        update(machine, 0.1f);
        assertThat(get(entity, "busyTicks")).isEqualTo(1);

        Object batch = newInstance(loader, "test.WorkerBatch");
        Object other = newInstance(loader, "test.Worker");
        Object handle = add(batch, other);
        tick(batch, 0.1f);
        tick(batch, 0.1f);
        assertThat(stateOf(batch, handle)).isEqualTo("BUSY");
    }

    @Test
    void statesWrittenInALaterRound() {
        JavaFileObject worker = Sources.file("Worker", """
                @Trigger
                @StateMachine(Job.class)
                public class Worker {
                    boolean go;
                    int entered;
                    String cameFrom;
                    String leftFor;

                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Job idle() { return go ? Job.BUSY : null; }

                    @OnEnter("BUSY")
                    void arrive(Job from) { entered++; cameFrom = from == null ? null : from.name(); }

                    @OnUpdate(value = "BUSY", to = "IDLE")
                    Job work(float seconds) { return go ? null : Job.IDLE; }

                    @OnExit("BUSY")
                    void leave(Job to) { leftFor = to.name(); }
                }
                """);
        Processor later = new LaterRound("test.Job",
                "package test;\n\nimport dev.brainstem.States;\n\n@States\npublic enum Job { IDLE, BUSY }\n");
        Compilation compilation = Running.compile(LINT, List.of(later), TRIGGER, worker);
        Running.succeeded(compilation);
        Running.noDiagnosticsInGeneratedFiles(compilation);
        runWorker(Running.load(compilation), "test.Worker");
    }

    // ------------------------------------------------------------------ 7. ASCII sources, unicode escapes

    /**
     * Sources in pure ASCII whose identifiers are written as {@code \}{@code u} escapes, compiled on
     * disk with {@code -encoding US-ASCII}: the generated files must be readable in that encoding too.
     */
    @Test
    void asciiSourcesWithUnicodeEscapes(@TempDir Path root) throws IOException {
        String phase = """
                package test;

                import dev.brainstem.States;

                @States
                public enum Phase { \\u00C9TAT_A, \\u00C9TAT_B }
                """;
        String robot = """
                package test;

                import dev.brainstem.OnEnter;
                import dev.brainstem.OnUpdate;
                import dev.brainstem.StateMachine;

                @StateMachine(Phase.class)
                public class Robot {
                    public boolean go;
                    public int arrivals;

                    @OnUpdate(value = "\\u00C9TAT_A", to = "\\u00C9TAT_B")
                    Phase d\\u00E9placer() { return go ? Phase.\\u00C9TAT_B : null; }

                    @OnEnter("\\u00C9TAT_B")
                    void arriv\\u00E9e(Phase from) { arrivals++; }
                }
                """;
        assertThat(phase.chars().allMatch(c -> c < 128) && robot.chars().allMatch(c -> c < 128)).isTrue();
        Running.DiskCompilation compilation = Running.compileOnDisk(root, StandardCharsets.US_ASCII,
                List.of("-encoding", "US-ASCII", "-Xlint:all"), List.of(),
                Running.sources("test.Phase", phase, "test.Robot", robot));
        compilation.assertSucceeded();
        assertWithMessage("diagnostics in generated files").that(compilation.inGeneratedFiles(root.resolve("generated")))
                .isEmpty();
        ClassLoader loader = Running.load(root.resolve("classes"));
        Object entity = newInstance(loader, "test.Robot");
        Object machine = start(loader, "test.RobotFsm", entity);
        assertThat(state(machine)).isEqualTo("\u00C9TAT_A");
        set(entity, "go", true);
        assertThat(update(machine, 0.1f)).isEqualTo("\u00C9TAT_B");
        assertThat(get(entity, "arrivals")).isEqualTo(1);

        Object batch = newInstance(loader, "test.RobotBatch");
        Object other = newInstance(loader, "test.Robot");
        set(other, "go", true);
        Object handle = add(batch, other);
        tick(batch, 0.1f);
        assertThat(stateOf(batch, handle)).isEqualTo("\u00C9TAT_B");
    }

    // ------------------------------------------------------------------ 8, 9. -Xlint:all -Werror

    static Stream<String> deprecations() {
        return Stream.of("@Deprecated", "@Deprecated(forRemoval = true)");
    }

    /**
     * The design's guard with the entity, the enum and every handler deprecated (and, in the second
     * case, deprecated for removal: the user's own code then suppresses "removal", as javac asks even
     * inside deprecated code).
     */
    private static JavaFileObject[] deprecatedGuard(String deprecated) {
        String suppress = deprecated.contains("forRemoval") ? "\n@SuppressWarnings(\"removal\")" : "";
        JavaFileObject states = Sources.guardState("@States(initial = \"IDLE\")",
                deprecated + "\n@States(initial = \"IDLE\")");
        JavaFileObject guard = Compile.source("test.Guard", Sources.GUARD_TEXT
                .replace("\n    @On", "\n    " + deprecated + "\n    @On")
                .replace("@StateMachine(GuardState.class)", deprecated + suppress + "\n@StateMachine(GuardState.class)"));
        return new JavaFileObject[] {states, guard};
    }

    /** Under {@code -Xlint:all} (but the processing notes), no deprecation or removal warning at all. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("deprecations")
    void deprecatedUserTypesGiveNoWarningsFromGeneratedCode(String deprecated) {
        Compilation compilation = Running.compile(List.of("-Xlint:all,-processing"), deprecatedGuard(deprecated));
        Running.noWarnings(compilation);
        Running.succeeded(compilation);
        runGuard(Running.load(compilation));
    }

    /** The user compiles with {@code -Xlint:all -Werror}: not one warning, the processing ones included. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("deprecations")
    void deprecatedUserTypesUnderLintAllAndWerror(String deprecated) {
        Compilation compilation = Running.compile(List.of("-Xlint:all", "-Werror"), deprecatedGuard(deprecated));
        Running.noWarnings(compilation);
        Running.succeeded(compilation);
        runGuard(Running.load(compilation));
    }

    /** The design's guard under {@code -Xlint:all -Werror}: the processor claims its annotations. */
    @Test
    void designsGuardUnderLintAllAndWerror() {
        Compilation compilation = Running.compile(List.of("-Xlint:all", "-Werror"), Sources.GUARD_STATE, Sources.GUARD);
        Running.noWarnings(compilation);
        Running.succeeded(compilation);
        runGuard(Running.load(compilation));
    }

    // ------------------------------------------------------------------ recompiling only the enum

    private static final String WORKER = """
            package test;

            import dev.brainstem.OnEnter;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;

            @StateMachine(Job.class)
            public class Worker {
                public boolean go;
                public int entered;

                @OnUpdate(value = "IDLE", to = "BUSY")
                Job idle() { return go ? Job.BUSY : null; }

                @OnEnter("BUSY")
                void arrive() { entered++; }

                @OnUpdate(value = "BUSY", to = "IDLE")
                Job work() { return go ? null : Job.IDLE; }
            }
            """;

    private static String job(String constants) {
        return "package test;\n\nimport dev.brainstem.States;\n\n@States(initial = \"IDLE\")\npublic enum Job { "
                + constants + " }\n";
    }

    /**
     * An incremental build recompiles only the enum, with a constant added in front, against the
     * machine's old classes. The old generated code must then either run correctly by name, or
     * refuse with a message that names the machine and says to recompile: never run in the wrong
     * state.
     */
    @Test
    void enumRecompiledWithoutItsMachine(@TempDir Path root) throws IOException {
        Path first = root.resolve("first");
        Running.DiskCompilation whole = Running.compileOnDisk(first, StandardCharsets.UTF_8, List.of(), List.of(),
                Running.sources("test.Job", job("IDLE, BUSY"), "test.Worker", WORKER));
        whole.assertSucceeded();
        Path classes = first.resolve("classes");
        // The enum alone, written into the same class directory, as an incremental build does.
        Running.DiskCompilation enumOnly = Running.compileOnDisk(first.resolve("again"), StandardCharsets.UTF_8,
                List.of(), List.of(classes.toFile()), Running.sources("test.Job", job("NEW, IDLE, BUSY")));
        enumOnly.assertSucceeded();
        java.nio.file.Files.copy(first.resolve("again/classes/test/Job.class"), classes.resolve("test/Job.class"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        // One-entity machine, in a fresh loader; then the batch, in another (a failed class
        // initialization is not reported twice).
        List<String> wrong = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        Throwable thrown = null;
        try {
            ClassLoader loader = Running.load(classes);
            Object entity = newInstance(loader, "test.Worker");
            Object machine = start(loader, "test.WorkerFsm", entity);
            seen.add(state(machine));
            set(entity, "go", true);
            seen.add(update(machine, 0.1f));
            seen.add(String.valueOf(get(entity, "entered")));
        } catch (Throwable t) {
            thrown = t;
        }
        recompileOrRightByName("WorkerFsm.start", thrown, seen, List.of("IDLE", "BUSY", "1"), wrong);

        seen = new ArrayList<>();
        thrown = null;
        try {
            ClassLoader loader = Running.load(classes);
            Object batch = newInstance(loader, "test.WorkerBatch");
            Object entity = newInstance(loader, "test.Worker");
            Object handle = add(batch, entity);
            seen.add(stateOf(batch, handle));
            set(entity, "go", true);
            tick(batch, 0.1f);
            seen.add(stateOf(batch, handle));
        } catch (Throwable t) {
            thrown = t;
        }
        recompileOrRightByName("WorkerBatch", thrown, seen, List.of("IDLE", "BUSY"), wrong);
        assertWithMessage("with the enum grown in front").that(wrong).isEmpty();
    }

    private static void recompileOrRightByName(String what, Throwable thrown, List<String> seen, List<String> right,
            List<String> wrong) {
        if (thrown == null) {
            if (!seen.equals(right)) {
                wrong.add(what + " ran silently in the wrong states: " + seen + " instead of " + right);
            }
            return;
        }
        StringBuilder messages = new StringBuilder();
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            messages.append(t).append('\n');
        }
        String all = messages.toString();
        if (!all.toLowerCase(Locale.ROOT).contains("recompile") || !all.contains("Worker")) {
            wrong.add(what + " threw, but not a message naming the machine and saying to recompile (states seen "
                    + "first: " + seen + "): " + all);
        }
    }
}
