package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Check 8, stack states: one {@code @Back} pseudo-state, which is no initial state, entry point or
 * interrupt, is named in no {@code value} or group, and is listed in the {@code to} of handlers that
 * serve interrupts only; {@code @Interrupt} and {@code @Back} outside a states enum. Each error with
 * its exact message and place; the valid machine compiles, and its {@code @Back} constant is no
 * unreachable state.
 */
class StackCheckTest {
    private static final String STATES = """
            package test;

            import dev.brainstem.*;

            @States(initial = "IDLE")
            @StateGroup(name = "DOWN", states = {"STUNNED", "FLEEING"})
            public enum GuardState { IDLE, PATROL, @EntryPoint @Interrupt STUNNED, @Interrupt FLEEING, @Back RESUME }
            """;

    private static final String GUARD = """
            package test;

            import dev.brainstem.*;

            @StateMachine(GuardState.class)
            public class Guard {
                boolean scared;

                @OnUpdate(value = {"IDLE", "PATROL"}, to = {"PATROL", "FLEEING"})
                GuardState walk() { return scared ? GuardState.FLEEING : GuardState.PATROL; }

                @OnUpdate(value = "DOWN", to = "RESUME")
                GuardState recover(@TimeInState float t) { return t > 2 ? GuardState.RESUME : null; }
            }
            """;

    private static JavaFileObject states(String... replacements) {
        return Compile.source("test.GuardState", Sources.change(STATES, replacements));
    }

    private static JavaFileObject guard(String... replacements) {
        return Compile.source("test.Guard", Sources.change(GUARD, replacements));
    }

    private static void broken(Compilation compilation, int errors) {
        errorCount(compilation, errors);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    /**
     * An enum whose first constant is the @Back pseudo-state: an unknown initial is not told to "leave
     * initial empty" (that would start in the pseudo-state), nor offered the pseudo-state as the name meant.
     */
    @Test
    void unknownInitialIsNeverPointedAtTheBackPseudoState() {
        JavaFileObject states = states("initial = \"IDLE\"", "initial = \"RESUMING\"", "{ IDLE,", "{ @Back RESUME, IDLE,",
                ", @Back RESUME }", " }");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemUnknownInitial] @States(initial = \"RESUMING\") names no constant of GuardState "
                + "(its states are IDLE, PATROL, STUNNED, FLEEING). Name one of its constants", states, "\"RESUMING\"");
        broken(compilation, 1);
    }

    @Test
    void theValidMachineCompilesAndItsBackConstantIsNoUnreachableState() {
        Compilation compilation = Compile.run(states(), guard());
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        CompilationSubject.assertThat(compilation).generatedSourceFile("test.GuardFsm");
        CompilationSubject.assertThat(compilation).generatedSourceFile("test.GuardBatch");
        Compile.noCrash(compilation);
    }

    @Test
    void twoBackConstantsAreReportedOnTheSecond() {
        JavaFileObject states = states("@Back RESUME }", "@Back RESUME, @Back RETURN }");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemBackTwice] @Back marks RETURN, but RESUME is the machine's @Back already; a "
                + "machine has one pseudo-state for going back. Remove @Back from RETURN", states, "@Back RETURN");
        broken(compilation, 1);
    }

    @Test
    void aBackThatIsAlsoAnInterruptIsReported() {
        JavaFileObject states = states("@Back RESUME }", "@Interrupt @Back RESUME }");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemBackState] RESUME is marked @Back and is an @Interrupt; the @Back constant is "
                + "a pseudo-state no entity is ever in. Mark another constant @Back", states, "@Interrupt @Back RESUME");
        broken(compilation, 1);
    }

    @Test
    void aBackThatIsTheInitialStateIsReported() {
        JavaFileObject states = states("initial = \"IDLE\"", "initial = \"RESUME\"");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemBackState] RESUME is marked @Back and is the initial state; the @Back constant "
                + "is a pseudo-state no entity is ever in. Mark another constant @Back", states, "@Back RESUME");
        errorCount(compilation, 1);
    }

    @Test
    void backInAHandlersValueIsReportedOnTheValue() {
        JavaFileObject guard = guard("@OnUpdate(value = \"DOWN\", to = \"RESUME\")",
                "@OnUpdate(value = {\"DOWN\", \"RESUME\"}, to = \"RESUME\")");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemBackInValue] @OnUpdate recover(float) names RESUME, the @Back "
                + "pseudo-state, which no entity is ever in. Name the interrupt states whose handlers go back instead",
                guard, "\"RESUME\"}");
        broken(compilation, 1);
    }

    @Test
    void backInAGroupIsReportedOnTheName() {
        JavaFileObject states = states("states = {\"STUNNED\", \"FLEEING\"}", "states = {\"STUNNED\", \"FLEEING\", \"RESUME\"}");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemBackInValue] @StateGroup DOWN names RESUME, the @Back pseudo-state, which no "
                + "entity is ever in. Name the interrupt states whose handlers go back instead", states, "\"RESUME\"}");
        broken(compilation, 1);
    }

    @Test
    void backFromAHandlerThatServesAStateThatIsNoInterruptIsReportedOnTheTo() {
        JavaFileObject guard = guard("to = {\"PATROL\", \"FLEEING\"})", "to = {\"PATROL\", \"FLEEING\", \"RESUME\"})");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemBackOutsideInterrupt] @OnUpdate walk() lists RESUME (@Back) in its `to` "
                + "but serves IDLE, which is not an @Interrupt state, so it has nothing to go back to. Serve interrupt "
                + "states only, or return the state to go to", guard, "\"RESUME\"})");
        broken(compilation, 1);
    }

    @Test
    void interruptAndBackOutsideAStatesEnumAreReported() {
        JavaFileObject mood = Compile.source("test.Mood", """
                package test;

                public enum Mood { CALM, @dev.brainstem.Interrupt ANGRY, @dev.brainstem.Back BACK }
                """);
        Compilation compilation = Compile.run(mood);
        errorAt(compilation, "[BrainstemStrayEntryPoint] @Interrupt on constant ANGRY has no effect: enum Mood is not "
                + "annotated @States. It belongs on a constant of an enum annotated @States", mood, "@dev.brainstem.Interrupt");
        errorAt(compilation, "[BrainstemStrayEntryPoint] @Back on constant BACK has no effect: enum Mood is not "
                + "annotated @States. It belongs on a constant of an enum annotated @States", mood, "@dev.brainstem.Back");
        errorCount(compilation, 2);
    }
}
