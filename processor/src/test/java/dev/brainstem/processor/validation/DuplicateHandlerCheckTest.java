package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;
import static dev.brainstem.processor.validation.Sources.guard;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Check 3: two handlers for one (state, event) in one class, on the second one's state name. */
class DuplicateHandlerCheckTest {

    @Test
    void twoUpdateHandlersForOneState() {
        JavaFileObject guard = guard("    @OnExit(\"SEARCH\")", """
                    @OnUpdate(value = "ALARM", to = "SEARCH")
                    GuardState panic() { return GuardState.SEARCH; }

                    @OnExit("SEARCH")""");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemDuplicateHandler] Two @OnUpdate handlers in Guard serve state ALARM: this one "
                + "and alarm(float). Each (state, event) has at most one handler; remove \"ALARM\" from one of them",
                guard, "@OnUpdate(value = |\"ALARM\", to = \"SEARCH\")");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void overlappingStateListsOfEnterHandlers() {
        JavaFileObject guard = guard("    @OnExit(\"SEARCH\")", """
                    @OnEnter({"PURSUIT", "STUNNED"})
                    void shout() { }

                    @OnExit("SEARCH")""");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemDuplicateHandler] Two @OnEnter handlers in Guard serve state STUNNED: this one "
                + "and resetTimer(). Each (state, event) has at most one handler; remove \"STUNNED\" from one of them",
                guard, "@OnEnter({\"PURSUIT\", |\"STUNNED\"})");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void twoHandlersInTheBaseClassAreReportedThere() {
        JavaFileObject base = Sources.file("Sentry", """
                public abstract class Sentry {
                    @OnExit("SEARCH")
                    void forget() { }

                    @OnExit({"ALARM", "SEARCH"})
                    void calmDown() { }
                }
                """);
        JavaFileObject guard = guard(
                "public class Guard {", "public class Guard extends Sentry {",
                "@OnExit(\"SEARCH\")\n    void forget(GuardState next) { x = 0; }", "");
        Compilation compilation = Compile.run(GUARD_STATE, base, guard);
        errorAt(compilation, "[BrainstemDuplicateHandler] Two @OnExit handlers in Sentry serve state SEARCH: this one "
                + "and Sentry.forget(). Each (state, event) has at most one handler; remove \"SEARCH\" from one of them",
                base, "@OnExit({\"ALARM\", |\"SEARCH\"})");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }
}
