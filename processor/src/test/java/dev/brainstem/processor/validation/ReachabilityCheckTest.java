package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;
import static dev.brainstem.processor.validation.Sources.guard;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Check 2: a state unreachable from the initial state and the entry points, on its enum constant. */
class ReachabilityCheckTest {

    private static String unreachable(String state, String machine) {
        return "[BrainstemUnreachable] State " + state + " of GuardState can never be reached in " + machine
                + ": no chain of `to` lists of @OnUpdate, @OnEnter, @Transition and @OnMessage handlers leads to it "
                + "from the initial state "
                + "IDLE or an @EntryPoint state. Add \"" + state + "\" to the `to` of a handler of a reachable "
                + "state, or mark " + state + " @EntryPoint if game code sends entities there from outside "
                + "(start, add, transitionTo)";
    }

    @Test
    void stateNoHandlerGoesToIsReportedOnTheConstant() {
        JavaFileObject guard = guard(
                "@OnUpdate(value = \"PURSUIT\", to = \"SEARCH\")", "@OnUpdate(value = \"PURSUIT\", to = \"IDLE\")",
                "GuardState.SEARCH : null; }\n\n    @OnUpdate(value = {",
                "GuardState.IDLE : null; }\n\n    @OnUpdate(value = {");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, unreachable("SEARCH", "Guard"), GUARD_STATE, "SEARCH");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void everyStateBeyondAMissingEdgeIsReported() {
        JavaFileObject guard = guard(
                "@OnUpdate(value = \"IDLE\", to = \"ALARM\")\n    GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }",
                "@OnUpdate(\"IDLE\")\n    void idle() { }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, unreachable("ALARM", "Guard"), GUARD_STATE, "ALARM");
        errorAt(compilation, unreachable("PURSUIT", "Guard"), GUARD_STATE, "PURSUIT");
        errorAt(compilation, unreachable("SEARCH", "Guard"), GUARD_STATE, "SEARCH");
        errorCount(compilation, 3);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void aSubclassHandlerReplacesTheInheritedEdges() {
        JavaFileObject base = Sources.file("Sentry", """
                public abstract class Sentry {
                    float x;

                    @OnUpdate(value = "PURSUIT", to = "SEARCH")
                    GuardState pursue(float dt) { x += 3 * dt; return x >= 1 ? GuardState.SEARCH : null; }
                }
                """);
        // Guard replaces the only handler that went to SEARCH by one that gives up at once.
        JavaFileObject guard = guard(
                "public class Guard {", "public class Guard extends Sentry {",
                "float timer, x;", "float timer;",
                "@OnUpdate(value = \"PURSUIT\", to = \"SEARCH\")\n    GuardState pursue(float dt) { x += 3 * dt; return x >= 1 ? GuardState.SEARCH : null; }",
                "@OnUpdate(value = \"PURSUIT\", to = \"IDLE\")\n    GuardState pursue(float dt) { return GuardState.IDLE; }");
        Compilation compilation = Compile.run(GUARD_STATE, base, guard);
        errorAt(compilation, unreachable("SEARCH", "Guard"), GUARD_STATE, "SEARCH");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }
}
