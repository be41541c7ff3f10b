package dev.brainstem.processor.validation;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;
import static dev.brainstem.processor.validation.Sources.guard;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Check 7, annotations where they do nothing: handlers outside a machine (an abstract base class
 * excepted), {@code @EntryPoint} off a {@code @States} enum, {@code @States} off an enum.
 */
class StrayAnnotationCheckTest {
    private static final String FIX = " is not a @StateMachine, so nothing calls it. Annotate the class "
            + "@StateMachine, naming its enum of states, or, if it is a base class whose handlers @StateMachine subclasses "
            + "inherit, make it abstract";

    @Test
    void handlerInAPlainClass() {
        JavaFileObject helper = Sources.file("Helper", """
                class Helper {
                    @OnUpdate("IDLE")
                    void tick() { }
                }
                """);
        Compilation compilation = Compile.run(GUARD_STATE, helper);
        errorAt(compilation, "[BrainstemStrayHandler] @OnUpdate on tick() has no effect: class Helper" + FIX,
                helper, "@OnUpdate");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Helper");
    }

    @Test
    void handlerInAnInterface() {
        JavaFileObject behaviour = Sources.file("Behaviour", """
                interface Behaviour {
                    @OnEnter("ALARM")
                    default void shout() { }
                }
                """);
        Compilation compilation = Compile.run(GUARD_STATE, behaviour);
        errorAt(compilation, "[BrainstemStrayHandler] @OnEnter on shout() has no effect: interface Behaviour" + FIX,
                behaviour, "@OnEnter");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Behaviour");
    }

    @Test
    void handlerInAConcreteBaseClassOfAMachine() {
        JavaFileObject base = Sources.file("Sentry", """
                public class Sentry {
                    @OnExit("SEARCH")
                    void forget() { }
                }
                """);
        JavaFileObject guard = guard(
                "public class Guard {", "public class Guard extends Sentry {",
                "@OnExit(\"SEARCH\")\n    void forget(GuardState next) { x = 0; }", "");
        Compilation compilation = Compile.run(GUARD_STATE, base, guard);
        errorAt(compilation, "[BrainstemStrayHandler] @OnExit on forget() has no effect: class Sentry" + FIX,
                base, "@OnExit");
        errorCount(compilation, 1);
        // Guard would call that handler: it is not written either.
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void handlersInAnAbstractBaseClassAreFine() {
        JavaFileObject base = Sources.file("Sentry", """
                public abstract class Sentry {
                    @OnExit("SEARCH")
                    void forget() { }
                }
                """);
        assertThat(Compile.run(GUARD_STATE, base)).succeededWithoutWarnings();
    }

    @Test
    void entryPointOnAPlainField() {
        JavaFileObject level = Sources.file("Level", """
                class Level {
                    @EntryPoint
                    int start;
                }
                """);
        Compilation compilation = Compile.run(level);
        errorAt(compilation, "[BrainstemStrayEntryPoint] @EntryPoint on field start has no effect: it is not an enum "
                + "constant. It belongs on a constant of an enum annotated @States", level, "@EntryPoint");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Level");
    }

    @Test
    void entryPointInAnEnumWithoutStates() {
        JavaFileObject mood = Sources.file("Mood", "enum Mood { CALM, @EntryPoint ANGRY }\n");
        Compilation compilation = Compile.run(mood);
        errorAt(compilation, "[BrainstemStrayEntryPoint] @EntryPoint on constant ANGRY has no effect: enum Mood is not "
                + "annotated @States. It belongs on a constant of an enum annotated @States", mood, "@EntryPoint");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Mood");
    }

    @Test
    void statesOnAClass() {
        JavaFileObject phases = Sources.file("Phases", """
                @States
                class Phases {
                    static final int IDLE = 0;
                }
                """);
        Compilation compilation = Compile.run(phases);
        errorAt(compilation, "[BrainstemStatesNotEnum] @States is on class Phases, but it belongs on the enum whose "
                + "constants are the states", phases, "@States");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Phases");
    }
}
