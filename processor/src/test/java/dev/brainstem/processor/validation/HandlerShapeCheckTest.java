package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.error;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;
import static dev.brainstem.processor.validation.Sources.guard;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Check 4: a handler's parameters, return type, modifiers, type parameters, checked exceptions, and
 * whether the generated code can call it. The shape messages list the accepted forms.
 */
class HandlerShapeCheckTest {
    private static final String OBJECT_MODE_NOTE =
            " (in a system class whose handlers all take `int id` first, the same with `int id` first)";

    @Test
    void updateTakingADouble() {
        JavaFileObject guard = guard("GuardState alarm(float dt)", "GuardState alarm(double dt)");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemHandlerShape] @OnUpdate handler alarm(double) takes parameters of no accepted "
                + "form. Accepted forms: void alarm(), void alarm(float dt), GuardState alarm(), "
                + "GuardState alarm(float dt)" + OBJECT_MODE_NOTE, guard, "alarm(double");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void enterTakingTheDeltaTime() {
        JavaFileObject guard = guard("void resetTimer()", "void resetTimer(float dt)");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemHandlerShape] @OnEnter handler resetTimer(float) takes parameters of no "
                + "accepted form. Accepted forms: void resetTimer(), void resetTimer(GuardState from), "
                + "GuardState resetTimer(), GuardState resetTimer(GuardState from)" + OBJECT_MODE_NOTE,
                guard, "resetTimer(float");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void exitTakingTwoStates() {
        JavaFileObject guard = guard("void forget(GuardState next)", "void forget(GuardState next, GuardState last)");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemHandlerShape] @OnExit handler forget(GuardState, GuardState) takes parameters "
                + "of no accepted form. Accepted forms: void forget(), void forget(GuardState to)" + OBJECT_MODE_NOTE,
                guard, "forget(GuardState next");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void idModeFormsInTheMessageOfAnIdSystem() {
        JavaFileObject lamps = Sources.file("Lamps", """
                @StateMachine(Light.class)
                class Lamps {
                    boolean[] on = new boolean[16];

                    @OnUpdate(value = "OFF", to = "ON")
                    Light off(int id, String why) { return on[id] ? Light.ON : null; }

                    @OnUpdate(value = "ON", to = "OFF")
                    Light on(int id, float dt) { return on[id] ? null : Light.OFF; }
                }
                """);
        Compilation compilation = Compile.run(Sources.LIGHT, lamps);
        errorAt(compilation, "[BrainstemHandlerShape] @OnUpdate handler off(int, String) takes parameters of no "
                + "accepted form. Accepted forms: void off(int id), void off(int id, float dt), Light off(int id), "
                + "Light off(int id, float dt)", lamps, "off(int id, String");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamps");
    }

    @Test
    void exitReturningAState() {
        JavaFileObject guard = guard("void forget(GuardState next) { x = 0; }",
                "GuardState forget(GuardState next) { x = 0; return null; }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemHandlerReturn] @OnExit handler forget(GuardState) returns GuardState, which is "
                + "not an accepted form. Accepted forms: void forget(), void forget(GuardState to)" + OBJECT_MODE_NOTE,
                guard, "forget(GuardState next)");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void updateReturningAnInt() {
        JavaFileObject guard = guard("GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }",
                "int idle() { return 0; }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemHandlerReturn] @OnUpdate handler idle() returns int, which is not an accepted "
                + "form. Accepted forms: void idle(), void idle(float dt), GuardState idle(), "
                + "GuardState idle(float dt)" + OBJECT_MODE_NOTE, guard, "idle()");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void updateReturningAnotherEnum() {
        JavaFileObject mood = Sources.file("Mood", "enum Mood { CALM, ANGRY }\n");
        JavaFileObject guard = guard("GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }",
                "Mood idle() { return seesPlayer ? Mood.ANGRY : null; }");
        Compilation compilation = Compile.run(GUARD_STATE, mood, guard);
        errorAt(compilation, "[BrainstemWrongStateEnum] @OnUpdate handler idle() returns Mood, but this machine's "
                + "states are GuardState. Return GuardState (or void)", guard, "idle()");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void privateHandler() {
        JavaFileObject guard = guard("void resetTimer()", "private void resetTimer()");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemHandlerModifier] @OnEnter handler resetTimer() is private; handlers are "
                + "instance methods that are not private, static or abstract. The generated code calls it from "
                + "outside the class; make it package-private or public", guard, "resetTimer()");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void staticHandler() {
        JavaFileObject guard = guard("void resetTimer() { timer = 0; }", "static void resetTimer() { }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemHandlerModifier] @OnEnter handler resetTimer() is static; handlers are "
                + "instance methods that are not private, static or abstract. A handler acts on one entity; "
                + "remove `static`", guard, "resetTimer()");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void abstractHandlerInABaseClass() {
        JavaFileObject base = Sources.file("Sentry", """
                public abstract class Sentry {
                    @OnExit("SEARCH")
                    abstract void forget(GuardState next);
                }
                """);
        JavaFileObject guard = guard(
                "public class Guard {", "public class Guard extends Sentry {",
                "@OnExit(\"SEARCH\")\n    void forget", "@Override\n    void forget");
        Compilation compilation = Compile.run(GUARD_STATE, base, guard);
        errorAt(compilation, "[BrainstemHandlerModifier] @OnExit handler Sentry.forget(GuardState) is abstract; "
                + "handlers are instance methods that are not private, static or abstract. Give it a body, or "
                + "declare the handler, annotated, in each subclass instead", base, "forget(");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void genericHandler() {
        JavaFileObject guard = guard("void resetTimer()", "<T extends Number> void resetTimer()");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemGenericHandler] @OnEnter handler resetTimer() declares type parameters <T>; "
                + "handlers are not generic, because the generated code calls them without type arguments. Remove "
                + "the type parameters", guard, "resetTimer()");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void handlerThrowingACheckedException() {
        JavaFileObject guard = guard("void resetTimer()", "void resetTimer() throws java.io.IOException");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemCheckedException] @OnEnter handler resetTimer() declares the checked "
                + "exception(s) IOException; handlers throw only unchecked exceptions, which the machine passes on. "
                + "Catch it in the handler, or wrap it in an unchecked exception", guard, "resetTimer()");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void uncheckedExceptionsAreFine() {
        JavaFileObject guard = guard("void resetTimer()", "void resetTimer() throws IllegalStateException, Error");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        com.google.testing.compile.CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "protected "})
    void inheritedHandlerTheGeneratedCodeCannotCall(String modifier) {
        JavaFileObject base = Compile.source("base.Sentry", """
                package base;

                import dev.brainstem.OnExit;

                public abstract class Sentry {
                    @OnExit("SEARCH")
                    %svoid forget() { }
                }
                """.formatted(modifier));
        JavaFileObject guard = guard(
                "public class Guard {", "public class Guard extends base.Sentry {",
                "@OnExit(\"SEARCH\")\n    void forget(GuardState next) { x = 0; }", "");
        Compilation compilation = Compile.run(GUARD_STATE, base, guard);
        error(compilation, "[BrainstemInaccessibleHandler] Guard inherits @OnExit handler Sentry.forget() from "
                + "base.Sentry, but it is not public and Sentry is in another package, so the generated GuardFsm in "
                + "package test cannot call it. Make it public, or replace it with a handler declared in the "
                + "machine's class", guard, "@StateMachine(GuardState.class)");
        errorAt(compilation, "[BrainstemInaccessibleHandler] Guard inherits @OnExit handler Sentry.forget() from "
                + "base.Sentry, but it is not public and Sentry is in another package, so the generated GuardFsm in "
                + "package test cannot call it. Make it public, or replace it with a handler declared in the "
                + "machine's class", guard, "@StateMachine(GuardState.class)");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void everyProblemOfOneHandlerIsReported() {
        JavaFileObject guard = guard("void resetTimer() { timer = 0; }",
                "private static <T> void resetTimer(float dt) throws Exception { }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        error(compilation, "[BrainstemHandlerModifier] @OnEnter handler resetTimer(float) is private; handlers are "
                + "instance methods that are not private, static or abstract. The generated code calls it from "
                + "outside the class; make it package-private or public", guard, "resetTimer(float");
        error(compilation, "[BrainstemHandlerModifier] @OnEnter handler resetTimer(float) is static; handlers are "
                + "instance methods that are not private, static or abstract. A handler acts on one entity; "
                + "remove `static`", guard, "resetTimer(float");
        error(compilation, "[BrainstemGenericHandler] @OnEnter handler resetTimer(float) declares type parameters "
                + "<T>; handlers are not generic, because the generated code calls them without type arguments. "
                + "Remove the type parameters", guard, "resetTimer(float");
        error(compilation, "[BrainstemCheckedException] @OnEnter handler resetTimer(float) declares the checked "
                + "exception(s) Exception; handlers throw only unchecked exceptions, which the machine passes on. "
                + "Catch it in the handler, or wrap it in an unchecked exception", guard, "resetTimer(float");
        error(compilation, "[BrainstemHandlerShape] @OnEnter handler resetTimer(float) takes parameters of no "
                + "accepted form. Accepted forms: void resetTimer(), void resetTimer(GuardState from), "
                + "GuardState resetTimer(), GuardState resetTimer(GuardState from)" + OBJECT_MODE_NOTE,
                guard, "resetTimer(float");
        errorCount(compilation, 5);
        brokenWithoutOutput(compilation, "test.Guard");
    }
}
