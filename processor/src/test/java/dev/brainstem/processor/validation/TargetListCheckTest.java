package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;
import static dev.brainstem.processor.validation.Sources.guard;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Check 5: a state-returning handler with an empty `to`, a void one with a `to`; and an empty value. */
class TargetListCheckTest {

    @Test
    void updateReturningAStateWithoutTo() {
        JavaFileObject guard = guard("@OnUpdate(value = \"IDLE\", to = \"ALARM\")", "@OnUpdate(\"IDLE\")");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemMissingTo] @OnUpdate handler idle() returns GuardState but its `to` is "
                + "empty; list every state it may go to, for example @OnUpdate(value = \"IDLE\", to = \"ALARM\"), "
                + "or make it void", guard, "@OnUpdate(\"IDLE\")");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void enterReturningAStateWithAnEmptyTo() {
        JavaFileObject guard = guard("@OnEnter({\"ALARM\", \"SEARCH\", \"STUNNED\"})\n    void resetTimer() { timer = 0; }",
                "@OnEnter(value = {\"ALARM\", \"SEARCH\", \"STUNNED\"}, to = {})\n"
                        + "    GuardState resetTimer() { timer = 0; return null; }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemMissingTo] @OnEnter handler resetTimer() returns GuardState but its `to` is "
                + "empty; list every state it may go to, or make it void", guard, "to = |{}");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void voidHandlerWithTo() {
        JavaFileObject guard = guard("@OnEnter({\"ALARM\", \"SEARCH\", \"STUNNED\"})",
                "@OnEnter(value = {\"ALARM\", \"SEARCH\", \"STUNNED\"}, to = \"IDLE\")");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemVoidWithTo] @OnEnter handler resetTimer() is void but lists `to`; a void "
                + "handler never changes the state. Return GuardState from it, or remove `to`",
                guard, "\"STUNNED\"}, to = |\"IDLE\")\n    void resetTimer");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    /** The example serves a state of the machine that no other exit handler serves, keeping the rest. */
    @Test
    void guardFromNoStateGetsAnExampleThatCompiles() {
        JavaFileObject guard = guard("@OnUpdate(value = \"IDLE\", to = \"ALARM\")\n    GuardState idle() { return "
                + "seesPlayer ? GuardState.ALARM : null; }", "@Transition(from = {}, to = \"ALARM\")\n    boolean idle() "
                + "{ return seesPlayer; }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemNoHandlerStates] @Transition handler idle() serves no state: its from is empty. "
                + "Name the states it handles, for example @Transition(from = \"IDLE\", to = \"ALARM\")", guard,
                "from = |{}");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");

        JavaFileObject fixed = guard("@OnUpdate(value = \"IDLE\", to = \"ALARM\")\n    GuardState idle() { return "
                + "seesPlayer ? GuardState.ALARM : null; }", "@Transition(from = \"IDLE\", to = \"ALARM\")\n    "
                + "boolean idle() { return seesPlayer; }");
        com.google.testing.compile.CompilationSubject.assertThat(Compile.run(GUARD_STATE, fixed))
                .succeededWithoutWarnings();
    }

    @Test
    void handlerServingNoState() {
        JavaFileObject guard = guard("@OnExit(\"SEARCH\")", "@OnExit({})");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemNoHandlerStates] @OnExit handler forget(GuardState) serves no state: its "
                + "value is empty. Name the states it handles, for example @OnExit(\"IDLE\")", guard, "{}");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }
}
