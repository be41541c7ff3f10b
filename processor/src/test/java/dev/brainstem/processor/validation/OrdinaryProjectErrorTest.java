package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.LIGHT;
import static dev.brainstem.processor.validation.Sources.OFF;
import static dev.brainstem.processor.validation.Sources.ON;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Ordinary projects that must give a clear error on the user's element, never an internal error nor
 * generated code that does not compile. The wording of these messages is still being written, so
 * each test asserts the message id, the file, the line and column (or the exact span, for an
 * expression), the elements the message must name, the number of errors, that no diagnostic is a
 * {@code [BrainstemInternalError]}, and that nothing was generated for the broken machine.
 *
 * <p>fails on 48f4a8a (each run once on that commit, before the processor's rewrite):
 * <ul>
 *   <li>nameTakenByAUserClass, nestedAndTopLevelMachinesMapToOneName (both),
 *       generatedBatchNameIsAMachineClass: [BrainstemInternalError] "FilerException: Attempt to
 *       recreate a file for type test.GuardFsm" (A_B_CFsm, Outer_GuardFsm, GuardBatch); no
 *       [BrainstemNameTaken];
 *   <li>packagePrivateHandlerBehindAClassOfAnotherPackage (both directions): no Brainstem error;
 *       the generated CFsm and CBatch call entity.tick(), and javac reports "cannot find symbol" in them;
 *   <li>protectedStatesEnumOfASuperclassInAnotherPackage: no Brainstem error; javac reports
 *       "q.Base.Mode has protected access" 14 times in the generated Outer_CFsm and Outer_CBatch;
 *   <li>protectedStatesEnumNamedOutsideTheSubclass: passes (javac itself rejects the value);
 *   <li>stateMachineOnALocalClass: no error at all (processors never see local classes); compiles;
 *   <li>superclassThatNeverAppears: only javac's "cannot find symbol"; no [BrainstemUndefined];
 *   <li>idParameterAfterTheOthers: [BrainstemMixedModes] and [BrainstemHandlerShape] on tick(float,
 *       int); no [BrainstemParameterOrder];
 *   <li>enterRedirectCycleThatAlwaysFires: no error; compiles;
 *   <li>enterRedirectCycleThatMayStop: passes;
 *   <li>returnThroughALocalVariable, returnThroughAConditionalInitializer: no error (the return check
 *       reads only the constants of return statements); compiles;
 *   <li>returnOfAMethodCallThroughALocalIsNotChecked: passes.
 * </ul>
 */
class OrdinaryProjectErrorTest {

    // ------------------------------------------------------------------ helpers

    /**
     * Exactly one error whose message starts with {@code id} (or, when {@code id} is a whole message,
     * is exactly it); it is in {@code file} at one of the
     * {@code markers} (a marker with {@code [[...]]} gives the exact span, any other the line and
     * column of its start, a {@code |} moving the column, as in {@link Compile#position}); and its
     * message names each of {@code names} (qualified names as whole names, not as a prefix of a
     * longer one).
     */
    static Diagnostic<? extends JavaFileObject> idError(Compilation compilation, String id, JavaFileObject file,
            List<String> markers, String... names) {
        if (!id.endsWith("]")) {
            // The whole message: exactly that text.
            Diagnostic<? extends JavaFileObject> d = idError(compilation, id.substring(0, id.indexOf(']') + 1), file,
                    markers, names);
            assertWithMessage("the message").that(d.getMessage(Locale.ROOT)).isEqualTo(id);
            return d;
        }
        List<Diagnostic<? extends JavaFileObject>> withId = withId(compilation, id);
        assertWithMessage("errors %s in\n%s", id, Compile.all(compilation)).that(withId).hasSize(1);
        Diagnostic<? extends JavaFileObject> d = withId.get(0);
        assertAt(compilation, d, file, markers);
        String message = d.getMessage(Locale.ROOT);
        for (String name : names) {
            assertWithMessage("the message names %s:\n  %s", name, message).that(names(message, name)).isTrue();
        }
        return d;
    }

    static Diagnostic<? extends JavaFileObject> idError(Compilation compilation, String id, JavaFileObject file,
            String marker, String... names) {
        return idError(compilation, id, file, List.of(marker), names);
    }

    static List<Diagnostic<? extends JavaFileObject>> withId(Compilation compilation, String id) {
        List<Diagnostic<? extends JavaFileObject>> found = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR && d.getMessage(Locale.ROOT).startsWith(id)) {
                found.add(d);
            }
        }
        return found;
    }

    /** The diagnostic is at one of the markers of {@code file}. */
    static void assertAt(Compilation compilation, Diagnostic<? extends JavaFileObject> d, JavaFileObject file,
            List<String> markers) {
        List<String> expected = new ArrayList<>();
        for (String marker : markers) {
            if (d.getSource() == file && at(d, file, marker)) {
                return;
            }
            expected.add(marker);
        }
        throw new AssertionError("\"" + d.getMessage(Locale.ROOT) + "\" expected in " + file.getName() + " at one of "
                + expected + " but was at " + (d.getSource() == null ? "no file" : d.getSource().getName()) + ":"
                + d.getLineNumber() + ":" + d.getColumnNumber() + " (span " + d.getStartPosition() + "-"
                + d.getEndPosition() + ")\n" + Compile.all(compilation));
    }

    private static boolean at(Diagnostic<? extends JavaFileObject> d, JavaFileObject file, String marker) {
        if (marker.contains("[[")) {
            int open = marker.indexOf("[[");
            int close = marker.indexOf("]]");
            long start = Compile.offset(file, marker.replace("[[", "").replace("]]", "")) + open;
            long end = start + (close - open - 2);
            return d.getStartPosition() == start && d.getEndPosition() == end;
        }
        long[] position = Compile.position(file, marker);
        return d.getLineNumber() == position[0] && d.getColumnNumber() == position[1];
    }

    /** {@code name} occurs in {@code message} as a whole (qualified) name. */
    static boolean names(String message, String name) {
        return Pattern.compile("(?<![\\w$])" + Pattern.quote(name) + "(?![\\w$])").matcher(message).find();
    }

    /** No diagnostic carries this id. */
    static void noId(Compilation compilation, String id) {
        assertWithMessage("no %s in\n%s", id, Compile.all(compilation)).that(withId(compilation, id)).isEmpty();
    }

    /** The paths of every file javac was asked to write whose name is exactly {@code simpleName}.java or .class. */
    static List<String> written(Compilation compilation, String simpleName) {
        List<String> found = new ArrayList<>();
        for (JavaFileObject file : Compile.outputFiles(compilation)) {
            String path = file.toUri().getPath();
            String name = path.substring(path.lastIndexOf('/') + 1);
            if (name.equals(simpleName + ".java") || name.equals(simpleName + ".class")) {
                found.add(path);
            }
        }
        return found;
    }

    private static final String LAMP_BODY = "    boolean on;\n    " + OFF + "\n    " + ON + "\n";

    // ------------------------------------------------------------------ 10. a generated name is taken

    /** (a) The user wrote {@code class GuardFsm} in the package of {@code @StateMachine Guard}. */
    @Test
    void nameTakenByAUserClass() {
        JavaFileObject taken = Compile.source("test.GuardFsm", "package test;\n\npublic class GuardFsm { }\n");
        Compilation compilation = Compile.run(Sources.GUARD_STATE, Sources.GUARD, taken);
        idError(compilation, "[BrainstemNameTaken] Brainstem generates GuardFsm for @StateMachine class test.Guard, "
                + "but class test.GuardFsm already exists. Rename Guard or the other class", Sources.GUARD,
                "@StateMachine(GuardState.class)", "GuardFsm", "test.Guard", "test.GuardFsm");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    static Stream<Arguments> collidingMachines() {
        return Stream.of(
                // A.B_C and A_B.C
                Arguments.of("A_B_CFsm",
                        "test.A", "public class A {\n    |@StateMachine(Light.class)\n"
                                + "    public static class B_C {\n" + LAMP_BODY.indent(4) + "    }\n}\n",
                        "test.A.B_C",
                        "test.A_B", "public class A_B {\n    |@StateMachine(Light.class)\n"
                                + "    public static class C {\n" + LAMP_BODY.indent(4) + "    }\n}\n",
                        "test.A_B.C"),
                // Outer.Guard and Outer_Guard
                Arguments.of("Outer_GuardFsm",
                        "test.Outer", "public class Outer {\n    |@StateMachine(Light.class)\n"
                                + "    public static class Guard {\n" + LAMP_BODY.indent(4) + "    }\n}\n",
                        "test.Outer.Guard",
                        "test.Outer_Guard", "|@StateMachine(Light.class)\npublic class Outer_Guard {\n" + LAMP_BODY
                                + "}\n",
                        "test.Outer_Guard"));
    }

    /**
     * (b), (c) Two machines whose generated classes would have one name. Neither may have it: which
     * one would win would depend on the order javac lists them in, so each gets the error, naming
     * the generated class and both machines, and neither gets generated code.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("collidingMachines")
    void nestedAndTopLevelMachinesMapToOneName(String generated, String firstFile, String firstText,
            String firstMachine, String secondFile, String secondText, String secondMachine) {
        String first = firstText;
        String firstMarker = markerLine(first);
        String secondMarker = markerLine(secondText);
        JavaFileObject one = Sources.file(firstFile.substring("test.".length()), first.replace("|", ""));
        JavaFileObject two = Sources.file(secondFile.substring("test.".length()), secondText.replace("|", ""));
        Compilation compilation = Compile.run(LIGHT, one, two);
        List<Diagnostic<? extends JavaFileObject>> errors = withId(compilation, "[BrainstemNameTaken]");
        assertWithMessage("[BrainstemNameTaken] errors in\n%s", Compile.all(compilation)).that(errors).hasSize(2);
        Diagnostic<? extends JavaFileObject> onFirst = errors.get(0).getSource() == one ? errors.get(0) : errors.get(1);
        Diagnostic<? extends JavaFileObject> onSecond = onFirst == errors.get(0) ? errors.get(1) : errors.get(0);
        assertAt(compilation, onFirst, one, List.of(firstMarker));
        assertAt(compilation, onSecond, two, List.of(secondMarker));
        String batch = generated.replace("Fsm", "Batch");
        assertThat(onFirst.getMessage(Locale.ROOT)).isEqualTo(taken(generated, batch, firstMachine, secondMachine));
        assertThat(onSecond.getMessage(Locale.ROOT)).isEqualTo(taken(generated, batch, secondMachine, firstMachine));
        errorCount(compilation, 2);
        brokenWithoutOutput(compilation, firstMachine);
        brokenWithoutOutput(compilation, secondMachine);
    }

    private static String taken(String fsm, String batch, String machine, String rival) {
        return "[BrainstemNameTaken] Brainstem generates " + fsm + " and " + batch + " for @StateMachine class "
                + machine + ", but @StateMachine class " + rival + " makes the same names. Rename "
                + machine.substring(machine.lastIndexOf('.') + 1) + " or the other class";
    }

    /** The text from the {@code |} to the end of its line: a marker that occurs once. */
    private static String markerLine(String text) {
        int bar = text.indexOf('|');
        int end = text.indexOf('\n', bar);
        String line = text.substring(bar + 1, end);
        String after = text.substring(end + 1, text.indexOf('\n', end + 1));
        return line + "\n" + after;
    }

    /** (d) Guard's generated batch would be {@code GuardBatch}, which is the user's other machine. */
    @Test
    void generatedBatchNameIsAMachineClass() {
        JavaFileObject other = Sources.file("GuardBatch",
                "@StateMachine(Light.class)\npublic class GuardBatch {\n" + LAMP_BODY + "}\n");
        Compilation compilation = Compile.run(Sources.GUARD_STATE, Sources.GUARD, LIGHT, other);
        idError(compilation, "[BrainstemNameTaken] Brainstem generates GuardBatch for @StateMachine class "
                + "test.Guard, but class test.GuardBatch already exists. Rename Guard or the other class",
                Sources.GUARD, "@StateMachine(GuardState.class)", "GuardBatch", "test.Guard", "test.GuardBatch");
        errorCount(compilation, 1);
        Compile.noCrash(compilation);
        assertThat(compilation.status()).isEqualTo(Compilation.Status.FAILURE);
        // Guard's free name gets its stand-in, so that a game's uses of it compile; the taken one is the user's.
        assertWithMessage("Guard's files").that(written(compilation, "GuardFsm"))
                .containsExactly("/SOURCE_OUTPUT/test/GuardFsm.java");
        for (JavaFileObject file : Compile.outputFiles(compilation)) {
            String path = file.toUri().getPath();
            if (path.endsWith("/SOURCE_OUTPUT/test/GuardFsm.java")) {
                assertWithMessage("GuardFsm is a stand-in").that(Compile.isStandIn(file)).isTrue();
            }
            assertWithMessage("a diagram of Guard").that(path.contains("META-INF/brainstem/test.Guard.")
                    && !path.endsWith(".errors")).isFalse();
            assertWithMessage("a generated GuardBatch").that(path).doesNotContain("/SOURCE_OUTPUT/test/GuardBatch.java");
        }
        assertWithMessage("the valid machine GuardBatch is still generated")
                .that(written(compilation, "GuardBatchFsm")).isNotEmpty();
    }

    // ------------------------------------------------------------------ 11. package-private handler behind another package

    static Stream<Arguments> packages() {
        return Stream.of(Arguments.of("p", "q"), Arguments.of("q", "p"));
    }

    /**
     * {@code a.A} declares a package-private handler; {@code b.B extends a.A}; {@code a.C extends b.B}
     * is the machine. A class of another package stands between, so A.tick is not a member of C
     * (JLS 8.4.8), and generated code calling {@code entity.tick()} would not compile.
     */
    @ParameterizedTest(name = "A and C in {0}, B in {1}")
    @MethodSource("packages")
    void packagePrivateHandlerBehindAClassOfAnotherPackage(String a, String b) {
        JavaFileObject job = Compile.source("s.Job", """
                package s;

                import dev.brainstem.EntryPoint;
                import dev.brainstem.States;

                @States
                public enum Job { IDLE, @EntryPoint BUSY }
                """);
        JavaFileObject base = Compile.source(a + ".A", """
                package %s;

                import dev.brainstem.OnUpdate;
                import s.Job;

                public abstract class A {
                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Job tick() { return Job.BUSY; }
                }
                """.formatted(a));
        JavaFileObject middle = Compile.source(b + ".B",
                "package %s;\n\npublic abstract class B extends %s.A { }\n".formatted(b, a));
        JavaFileObject machine = Compile.source(a + ".C", """
                package %s;

                import dev.brainstem.OnUpdate;
                import dev.brainstem.StateMachine;
                import s.Job;

                @StateMachine(Job.class)
                public class C extends %s.B {
                    @OnUpdate(value = "BUSY", to = "IDLE")
                    Job busy() { return Job.IDLE; }
                }
                """.formatted(a, b));
        Compilation compilation = Compile.run(job, base, middle, machine);
        idError(compilation, "[BrainstemInaccessibleHandler] C inherits @OnUpdate handler A.tick() from " + a + ".A, "
                + "but it is package-private and " + b + ".B, of another package, stands between A and C (Java makes it "
                + "no member of C), so the generated CFsm in package " + a + " cannot call it. Make it public, or "
                + "replace it with a handler declared in the machine's class", machine, "@StateMachine(Job.class)",
                "A.tick");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, a + ".C");
    }

    // ------------------------------------------------------------------ 12. a protected states enum

    private static final JavaFileObject PROTECTED_MODE = Compile.source("q.Base", """
            package q;

            import dev.brainstem.States;

            public abstract class Base {
                @States
                protected enum Mode { IDLE, BUSY }
            }
            """);

    /**
     * The enum is protected in {@code q.Base}; the machine is nested in a subclass of another package,
     * where javac lets it name {@code Mode}. The generated {@code Outer_CFsm}, in package p but no
     * subclass of Base, could not.
     */
    @Test
    void protectedStatesEnumOfASuperclassInAnotherPackage() {
        JavaFileObject outer = Compile.source("p.Outer", """
                package p;

                import dev.brainstem.OnUpdate;
                import dev.brainstem.StateMachine;

                public class Outer extends q.Base {
                    @StateMachine(Mode.class)
                    public static class C {
                        @OnUpdate(value = "IDLE", to = "BUSY")
                        Mode idle() { return Mode.BUSY; }

                        @OnUpdate(value = "BUSY", to = "IDLE")
                        Mode busy() { return Mode.IDLE; }
                    }
                }
                """);
        Compilation compilation = Compile.run(PROTECTED_MODE, outer);
        idError(compilation, "[BrainstemInaccessibleStates] The states enum Mode is protected in q.Base, so the "
                + "generated classes in package p cannot name it. Make it package-private or public", outer, "@StateMachine([[Mode.class]])", "Mode", "q.Base");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "p.Outer.C");
    }

    /**
     * {@code @StateMachine(Base.Mode.class) public class C extends q.Base}: the annotation is outside
     * the subclass's body, so javac itself refuses {@code Base.Mode} ("Mode has protected access").
     * That error is clear enough; Brainstem may add its own on the value, but nothing else, and never
     * an internal error or generated code.
     */
    @Test
    void protectedStatesEnumNamedOutsideTheSubclass() {
        JavaFileObject machine = Compile.source("p.C", """
                package p;

                import dev.brainstem.OnUpdate;
                import dev.brainstem.StateMachine;
                import q.Base;

                @StateMachine(Base.Mode.class)
                public class C extends Base {
                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Mode idle() { return Mode.BUSY; }

                    @OnUpdate(value = "BUSY", to = "IDLE")
                    Mode busy() { return Mode.IDLE; }
                }
                """);
        Compilation compilation = Compile.run(PROTECTED_MODE, machine);
        brokenWithoutOutput(compilation, "p.C");
        long line = Compile.position(machine, "@StateMachine(Base.Mode.class)")[0];
        boolean javacSaysSo = compilation.errors().stream().anyMatch(d -> d.getSource() == machine
                && d.getLineNumber() == line && d.getMessage(Locale.ROOT).contains("Mode has protected access"));
        assertWithMessage("javac's own error on the value in\n%s", Compile.all(compilation)).that(javacSaysSo).isTrue();
        for (Diagnostic<? extends JavaFileObject> d : compilation.errors()) {
            String message = d.getMessage(Locale.ROOT);
            if (message.startsWith("[Brainstem")) {
                // javac resolves the value to an error type: Brainstem can only say it never resolved.
                assertWithMessage("Brainstem's errors in\n%s", Compile.all(compilation))
                        .that(message).startsWith("[BrainstemUndefined] @StateMachine class C needs Base.Mode,");
                assertAt(compilation, d, machine, List.of("@StateMachine([[Base.Mode.class]])"));
            }
        }
    }

    // ------------------------------------------------------------------ 13. a local class

    @Test
    void stateMachineOnALocalClass() {
        JavaFileObject holder = Sources.file("Holder", """
                public class Holder {
                    Object make() {
                        @StateMachine(Light.class)
                        class Lamp {
                            boolean on;
                            @OnUpdate(value = "OFF", to = "ON") Light off() { return on ? Light.ON : null; }
                            @OnUpdate(value = "ON", to = "OFF") Light on(float dt) { return on ? null : Light.OFF; }
                        }
                        return new Lamp();
                    }
                }
                """);
        Compilation compilation = Compile.run(LIGHT, holder);
        idError(compilation, "[BrainstemLocalClass] @StateMachine is on local class Lamp, declared in a method, which "
                + "the generated classes cannot name. Declare it as a top-level class, or as a static class nested "
                + "in one", holder, "@StateMachine(Light.class)", "Lamp");
        errorCount(compilation, 1);
        Compile.noCrash(compilation);
        assertThat(compilation.status()).isEqualTo(Compilation.Status.FAILURE);
        for (JavaFileObject file : Compile.outputFiles(compilation)) {
            assertWithMessage("nothing generated").that(file.toUri().getPath())
                    .doesNotContain("/SOURCE_OUTPUT/");
            assertWithMessage("no diagram").that(file.toUri().getPath()).doesNotContain("META-INF/brainstem/");
        }
    }

    // ------------------------------------------------------------------ 14. a superclass that never appears

    @Test
    void superclassThatNeverAppears() {
        JavaFileObject lamp = Sources.file("Lamp",
                "@StateMachine(Light.class)\npublic class Lamp extends NotGeneratedYet {\n" + LAMP_BODY + "}\n");
        Compilation compilation = Compile.run(LIGHT, lamp);
        idError(compilation, "[BrainstemUndefined] @StateMachine class Lamp needs NotGeneratedYet, which javac could "
                + "not resolve by the last round (it is missing or misspelled, not accessible here, or the processor "
                + "meant to write it did not), so LampFsm was not generated. Fix the name, or the processor that "
                + "should write it", lamp, "class Lamp extends", "Lamp", "NotGeneratedYet");
        boolean javacToo = compilation.errors().stream()
                .anyMatch(d -> d.getMessage(Locale.ROOT).startsWith("cannot find symbol")
                        && d.getMessage(Locale.ROOT).contains("NotGeneratedYet"));
        assertWithMessage("javac's cannot find symbol in\n%s", Compile.all(compilation)).that(javacToo).isTrue();
        errorCount(compilation, 2);
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    // ------------------------------------------------------------------ 15. the id after the other parameters

    @Test
    void idParameterAfterTheOthers() {
        JavaFileObject job = Compile.source("test.Job",
                "package test;\n\nimport dev.brainstem.States;\n\n@States\npublic enum Job { IDLE, BUSY }\n");
        JavaFileObject workers = Sources.file("Workers", """
                @StateMachine(Job.class)
                class Workers {
                    final boolean[] go = new boolean[8];

                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Job tick(float dt, int id) { return go[id] ? Job.BUSY : null; }

                    @OnEnter("BUSY")
                    void arrive(int id) { }

                    @OnUpdate(value = "BUSY", to = "IDLE")
                    Job work(int id, float dt) { return go[id] ? null : Job.IDLE; }
                }
                """);
        Compilation compilation = Compile.run(job, workers);
        Diagnostic<? extends JavaFileObject> d =
                idError(compilation, "[BrainstemParameterOrder] @OnUpdate handler tick(float, int) takes its `int id` after "
                + "another parameter; the id comes first: tick(int id, float dt)", workers, "tick(float dt");
        assertWithMessage("the message shows the right order").that(d.getMessage(Locale.ROOT))
                .contains("tick(int id, float dt)");
        noId(compilation, "[BrainstemMixedModes]");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Workers");
    }

    // ------------------------------------------------------------------ 16. an enter-redirect cycle

    private static final JavaFileObject FLIGHT = Compile.source("test.Flight",
            "package test;\n\nimport dev.brainstem.States;\n\n@States\npublic enum Flight { IDLE, CHASE, FLEE }\n");

    /**
     * CHASE's enter always redirects to FLEE, FLEE's always back: design check 10. The error is on
     * the enter handler of CHASE, the lowest ordinal of the cycle (declared here after FLEE's, so that
     * the order of declaration does not decide it).
     */
    @Test
    void enterRedirectCycleThatAlwaysFires() {
        JavaFileObject bird = Sources.file("Bird", """
                @StateMachine(Flight.class)
                public class Bird {
                    boolean go;

                    @OnUpdate(value = "IDLE", to = "CHASE")
                    Flight idle() { return go ? Flight.CHASE : null; }

                    @OnEnter(value = "FLEE", to = "CHASE") Flight flee() { return Flight.CHASE; }

                    @OnEnter(value = "CHASE", to = "FLEE") Flight chase(Flight from) { return Flight.FLEE; }
                }
                """);
        Compilation compilation = Compile.run(FLIGHT, bird);
        idError(compilation, "[BrainstemRedirectCycle] The enter handlers of CHASE and FLEE always redirect to one "
                + "another: chase(Flight), the enter of CHASE, returns one of these states on every path, and so does "
                + "each of the others. An entity that enters one never settles: it always ends in "
                + "TransitionLimitException. Return null (stay) on some path, or redirect out of them", bird,
                List.of("chase(Flight from)", "@OnEnter(value = \"CHASE\""), "CHASE", "FLEE");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Bird");
    }

    /** The same cycle, but FLEE's enter may return null: it stops there, so it is no error; and it runs. */
    @Test
    void enterRedirectCycleThatMayStop() {
        JavaFileObject bird = Sources.file("Bird", """
                @StateMachine(Flight.class)
                public class Bird {
                    boolean go;
                    boolean scared;

                    @OnUpdate(value = "IDLE", to = "CHASE")
                    Flight idle() { return go ? Flight.CHASE : null; }

                    @OnEnter(value = "FLEE", to = "CHASE") Flight flee() { return scared ? Flight.CHASE : null; }

                    @OnEnter(value = "CHASE", to = "FLEE") Flight chase(Flight from) { return Flight.FLEE; }
                }
                """);
        Compilation compilation = Running.compile(List.of("-Xlint:all,-processing"), FLIGHT, bird);
        Running.succeeded(compilation);
        Running.noDiagnosticsInGeneratedFiles(compilation);
        ClassLoader loader = Running.load(compilation);
        Object entity = Running.newInstance(loader, "test.Bird");
        Object machine = Running.start(loader, "test.BirdFsm", entity);
        Running.set(entity, "go", true);
        assertThat(Running.update(machine, 0.1f)).isEqualTo("FLEE");
    }

    // ------------------------------------------------------------------ 17. the return check follows a local

    private static final JavaFileObject JOB_WITH_DONE = Compile.source("test.Job", """
            package test;

            import dev.brainstem.EntryPoint;
            import dev.brainstem.States;

            @States
            public enum Job { IDLE, BUSY, @EntryPoint DONE }
            """);

    private static JavaFileObject worker(String tick) {
        return Sources.file("Worker", """
                @StateMachine(Job.class)
                public class Worker {
                    boolean x;

                    @OnUpdate(value = "IDLE", to = "BUSY")
                    Job tick() { TICK }

                    @OnUpdate(value = "BUSY", to = "IDLE")
                    Job busy() { return Job.IDLE; }

                    Job pick() { return x ? Job.DONE : Job.BUSY; }
                }
                """.replace("TICK", tick));
    }

    /** {@code next} is assigned DONE, which {@code to} lacks: the error is on that constant. */
    @Test
    void returnThroughALocalVariable() {
        JavaFileObject worker = worker("Job next = null; if (x) next = Job.DONE; return next;");
        Compilation compilation = Compile.run(JOB_WITH_DONE, worker);
        idError(compilation, "[BrainstemUndeclaredReturn] tick() returns Job.DONE, but its `to` does not list "
                + "\"DONE\" (to = \"BUSY\"). Add it to `to`, or return null to stay", worker, "next = [[Job.DONE]];", "tick()", "DONE");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Worker");
    }

    /** A conditional initializer: both arms are followed. */
    @Test
    void returnThroughAConditionalInitializer() {
        JavaFileObject worker = worker("Job next = x ? Job.BUSY : Job.DONE; return next;");
        Compilation compilation = Compile.run(JOB_WITH_DONE, worker);
        idError(compilation, "[BrainstemUndeclaredReturn] tick() returns Job.DONE, but its `to` does not list "
                + "\"DONE\" (to = \"BUSY\"). Add it to `to`, or return null to stay", worker, "Job.BUSY : [[Job.DONE]];", "tick()", "DONE");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Worker");
    }

    /** Assigned from a method call, the returned state cannot be told: silent, and it compiles. */
    @Test
    void returnOfAMethodCallThroughALocalIsNotChecked() {
        JavaFileObject worker = worker("Job next = null; if (x) next = pick(); return next;");
        Compilation compilation = Compile.run(JOB_WITH_DONE, worker);
        Compile.noCrash(compilation);
        assertWithMessage("diagnostics:\n%s", Compile.all(compilation))
                .that(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
        assertWithMessage("errors").that(compilation.errors()).isEmpty();
    }
}
