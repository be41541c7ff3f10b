package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;
import static dev.brainstem.processor.validation.Sources.guard;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Check 1: a state name the enum lacks, in value, to or initial, on the very string. */
class StateNameCheckTest {

    @Test
    void misspelledNameInsideAValueArray() {
        JavaFileObject guard = guard("{\"SEARCH\", \"STUNNED\"}", "{\"SEARCH\", \"STUNNDE\"}");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"STUNNDE\"; did you mean \"STUNNED\"?",
                guard, "\"STUNNDE\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void misspelledSingleValue() {
        JavaFileObject guard = guard("@OnExit(\"SEARCH\")", "@OnExit(\"SERACH\")");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"SERACH\"; did you mean \"SEARCH\"?",
                guard, "\"SERACH\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void misspelledTarget() {
        JavaFileObject guard = guard("to = \"PURSUIT\"", "to = \"PURSIUT\"");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"PURSIUT\"; did you mean \"PURSUIT\"?",
                guard, "\"PURSIUT\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void wrongCaseFindsTheConstant() {
        JavaFileObject guard = guard("value = \"IDLE\"", "value = \"Idle\"");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"Idle\"; did you mean \"IDLE\"?",
                guard, "\"Idle\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void nameCloseToNothingListsTheStates() {
        JavaFileObject guard = guard("@OnExit(\"SEARCH\")", "@OnExit(\"HIDING\")");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"HIDING\"; "
                + "its states are IDLE, ALARM, PURSUIT, SEARCH, STUNNED", guard, "\"HIDING\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void everyUnknownNameIsReported() {
        JavaFileObject guard = guard(
                "value = \"PURSUIT\", to = \"SEARCH\"", "value = \"PURSUIT\", to = \"SAERCH\"",
                "value = \"IDLE\", to = \"ALARM\"", "value = \"IDEL\", to = \"ALARM\"");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"SAERCH\"; did you mean \"SEARCH\"?",
                guard, "\"SAERCH\"");
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"IDEL\"; did you mean \"IDLE\"?",
                guard, "\"IDEL\"");
        errorCount(compilation, 2);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void unknownInitialIsReportedOnTheEnum() {
        JavaFileObject states = Sources.guardState("initial = \"IDLE\"", "initial = \"IDEL\"");
        Compilation compilation = Compile.run(states, Sources.GUARD);
        errorAt(compilation, "[BrainstemUnknownInitial] @States(initial = \"IDEL\") names no constant of GuardState "
                + "(did you mean \"IDLE\"?). Name one of its constants, or leave initial empty to start in the "
                + "first one, IDLE", states, "\"IDEL\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void unknownNameInAnInheritedHandlerIsReportedInTheBaseClass() {
        JavaFileObject base = Sources.file("Sentry", """
                public abstract class Sentry {
                    @OnExit("SERACH")
                    void forget() { }
                }
                """);
        JavaFileObject guard = guard(
                "public class Guard {", "public class Guard extends Sentry {",
                "@OnExit(\"SEARCH\")\n    void forget(GuardState next) { x = 0; }", "");
        Compilation compilation = Compile.run(GUARD_STATE, base, guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"SERACH\"; did you mean \"SEARCH\"?",
                base, "\"SERACH\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void anErrorInABaseClassTwoMachinesInheritIsPrintedOnceAndStopsBoth() {
        JavaFileObject base = Sources.file("Sentry", """
                public abstract class Sentry {
                    @OnExit("SERACH")
                    void forget() { }
                }
                """);
        JavaFileObject guard = guard(
                "public class Guard {", "public class Guard extends Sentry {",
                "@OnExit(\"SEARCH\")\n    void forget(GuardState next) { x = 0; }", "");
        JavaFileObject watchman = Sources.file("Watchman", """
                @StateMachine(GuardState.class)
                public class Watchman extends Sentry {
                    @OnUpdate(value = {"IDLE", "ALARM", "PURSUIT", "SEARCH", "STUNNED"}, to = "IDLE")
                    GuardState idle() { return null; }

                    @OnEnter(value = "IDLE", to = {"ALARM", "PURSUIT", "SEARCH"})
                    GuardState wake(GuardState from) { return from == null ? null : GuardState.ALARM; }
                }
                """);
        Compilation compilation = Compile.run(GUARD_STATE, base, guard, watchman);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"SERACH\"; did you mean \"SEARCH\"?",
                base, "\"SERACH\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
        brokenWithoutOutput(compilation, "test.Watchman");
    }
}
