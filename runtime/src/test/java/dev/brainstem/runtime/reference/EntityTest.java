package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.TransitionLimitException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one-entity interpreter against DESIGN.md's "Semantics", rule by rule, with handlers that return
 * one fixed state: if the model were wrong, every test that compares generated code with it would
 * compare against a wrong model.
 */
class EntityTest {
    /** States A, B, C, D; D an entry point. */
    private Machine.Builder machine() {
        return Machine.builder("T", "A", "B", "C", "D").entryPoints("D");
    }

    /** Handler number {@code index} of {@code event}: returns a state when it has a {@code to}; takes its argument. */
    private static Handler handler(int index, int event, String... to) {
        return new Handler(index, "h" + index, event, event != EXIT && to.length > 0, true, List.of(to));
    }

    private static Entity started(Machine m, Script script, String state) {
        Entity e = new Entity(m, script, 0, 0, "E0");
        e.start(m.ordinal(state));
        return e;
    }

    @Test
    void startRunsEnterWithNullFromAndFollowsRedirects() {
        Machine m = machine().on(handler(0, ENTER, "B"), "A").on(handler(1, ENTER, "C"), "B")
                .on(handler(2, EXIT), "A").build();
        Fixed script = new Fixed().returning(0, "B");
        Entity e = started(m, script, "A");
        assertEquals(m.ordinal("B"), e.state());
        assertEquals(m.ordinal("A"), e.previous());
        // enter A (from null), exit A (to B), enter B (from A)
        assertEquals(List.of("h0(null)", "h2(#1)", "h1(#0)"), script.calls);
    }

    @Test
    void onlyTheInitialStateAndEntryPointsAreStartable() {
        Machine m = machine().build();
        assertThrows(IllegalArgumentException.class, () -> started(m, new Fixed(), "B"));
        assertEquals(m.ordinal("D"), started(m, new Fixed(), "D").state());
        assertEquals(m.ordinal("A"), started(m, new Fixed(), "A").state());
        assertEquals(List.of(0, 3), java.util.Arrays.stream(m.startables()).boxed().toList());
        Machine other = Machine.builder("U", "A", "B", "C").initial("B").entryPoints("A", "B").build();
        assertEquals(List.of(1, 0), java.util.Arrays.stream(other.startables()).boxed().toList(), "initial first");
    }

    @Test
    void updateTransitionRunsExitThenEnterAndKeepsThePrevious() {
        Machine m = machine().on(handler(0, UPDATE, "C"), "A").on(handler(1, EXIT), "A").on(handler(2, ENTER), "C")
                .build();
        Fixed script = new Fixed().returning(0, "C");
        Entity e = started(m, script, "A");
        assertEquals(m.ordinal("C"), e.update(0.5f));
        assertEquals(m.ordinal("A"), e.previous());
        // update A, exit A (to C), enter C (from A)
        assertEquals(List.of("h0()", "h1(#2)", "h2(#0)"), script.calls);
        assertEquals(List.of(0.5f, Script.NO_DT, Script.NO_DT), script.dts);
    }

    @Test
    void returningTheCurrentStateOrNullStays() {
        Machine m = machine().on(handler(0, UPDATE, "B"), "A").on(handler(1, EXIT), "A").build();
        Fixed script = new Fixed().returning(0, "A");
        Entity e = started(m, script, "A");
        assertEquals(m.ordinal("A"), e.update(1f));
        script.returning(0, null);
        assertEquals(m.ordinal("A"), e.update(1f));
        assertEquals(Entity.NO_PREVIOUS, e.previous());
        assertEquals(List.of("h0()", "h0()"), script.calls, "no exit ran");
    }

    @Test
    void anUndeclaredTargetIsRefusedWithoutExitOrEnter() {
        Machine m = machine().on(handler(0, UPDATE, "B"), "A").on(handler(1, EXIT), "A").build();
        Fixed script = new Fixed().returning(0, "C");
        Entity e = started(m, script, "A");
        Refusal refusal = assertThrows(Refusal.class, () -> e.update(1f));
        assertEquals(IllegalTransitionException.class, refusal.kind());
        assertTrue(refusal.illegalTransition());
        assertEquals("T", refusal.machine());
        assertEquals("E0", refusal.entity());
        assertEquals("A", refusal.state());
        assertEquals(UPDATE, refusal.event());
        assertEquals("C", refusal.target());
        assertEquals(m.ordinal("A"), e.state());
        assertEquals(UPDATE, e.failedEvent());
        assertEquals(List.of("h0()"), script.calls, "only the update ran");
    }

    @Test
    void theTransitionPastTheLimitIsNotMadeAndNeitherItsExitNorItsEnterRuns() {
        Machine m = machine().maxTransitionsPerTick(2).on(handler(0, UPDATE, "B"), "A").on(handler(1, ENTER, "C"), "B")
                .on(handler(2, ENTER, "A"), "C").on(handler(3, EXIT), "C").build();
        Fixed script = new Fixed().returning(0, "B").returning(1, "C").returning(2, "A");
        Entity e = started(m, script, "A");
        Refusal refusal = assertThrows(Refusal.class, () -> e.update(1f));
        assertEquals(TransitionLimitException.class, refusal.kind());
        assertFalse(refusal.illegalTransition());
        assertEquals("C", refusal.state());
        assertEquals("A", refusal.target());
        assertEquals(ENTER, refusal.event());
        assertEquals(2, refusal.limit());
        assertEquals(m.ordinal("C"), e.state());
        assertEquals(m.ordinal("B"), e.previous());
        assertEquals(ENTER, e.failedEvent());
        // update A, enter B, enter C; C's exit never runs
        assertEquals(List.of("h0()", "h1(#0)", "h2(#1)"), script.calls);
    }

    @Test
    void settleRunsTheNewStatesUpdateWithTheSameDtUntilOneStays() {
        Machine m = machine().settle(true).on(handler(0, UPDATE, "B"), "A").on(handler(1, UPDATE, "C"), "B")
                .on(handler(2, UPDATE, "A"), "C").build();
        Fixed script = new Fixed().returning(0, "B").returning(1, "C");
        Entity e = started(m, script, "A");
        assertEquals(m.ordinal("C"), e.update(0.25f));
        assertEquals(List.of("h0()", "h1()", "h2()"), script.calls);
        assertEquals(List.of(0.25f, 0.25f, 0.25f), script.dts);
    }

    @Test
    void settlingCountsAgainstTheFailsafe() {
        Machine m = machine().settle(true).maxTransitionsPerTick(2).on(handler(0, UPDATE, "B"), "A")
                .on(handler(1, UPDATE, "C"), "B").on(handler(2, UPDATE, "A"), "C").build();
        Fixed script = new Fixed().returning(0, "B").returning(1, "C").returning(2, "A");
        Entity e = started(m, script, "A");
        Refusal refusal = assertThrows(Refusal.class, () -> e.update(0.25f));
        assertEquals(TransitionLimitException.class, refusal.kind());
        assertEquals("C", refusal.state());
        assertEquals(UPDATE, refusal.event());
        assertEquals(m.ordinal("C"), e.state());
    }

    @Test
    void withoutSettleOnlyOneUpdateRuns() {
        Machine m = machine().on(handler(0, UPDATE, "B"), "A").on(handler(1, UPDATE, "C"), "B").build();
        Fixed script = new Fixed().returning(0, "B").returning(1, "C");
        Entity e = started(m, script, "A");
        assertEquals(m.ordinal("B"), e.update(0.25f));
        assertEquals(1, script.calls.size());
    }

    @Test
    void transitionToReentersTheStateItIsIn() {
        Machine m = machine().on(handler(0, EXIT), "A").on(handler(1, ENTER), "A").build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "A");
        e.transitionTo(m.ordinal("A"));
        assertEquals(m.ordinal("A"), e.state());
        assertEquals(m.ordinal("A"), e.previous());
        // enter (start), exit A to A, enter A from A
        assertEquals(List.of("h1(null)", "h0(#0)", "h1(#0)"), script.calls);
        assertThrows(IllegalArgumentException.class, () -> e.transitionTo(m.ordinal("B")));
        assertEquals(3, script.calls.size(), "a refused transitionTo runs nothing");
    }

    @Test
    void aHandlersExceptionPropagatesAndTheStateIsWhereItHappened() {
        Machine m = machine().on(handler(0, UPDATE, "B"), "A").on(handler(1, ENTER), "B").build();
        Fixed script = new Fixed();
        script.throwAll = true;
        // Every call throws: start's enter of A has no handler, so the start succeeds.
        Entity e = started(m, script, "A");
        assertThrows(Fixed.Scripted.class, () -> e.update(1f));
        assertEquals(m.ordinal("A"), e.state());
        assertEquals(UPDATE, e.failedEvent());
    }

    @Test
    void handlersGetTheirArgumentOnlyWhenTheyTakeIt() {
        Handler update = new Handler(0, "u", UPDATE, true, false, List.of("B"));
        Handler exit = new Handler(1, "x", EXIT, false, false, List.of());
        Handler enter = new Handler(2, "n", ENTER, false, false, List.of());
        Machine m = machine().on(update, "A").on(exit, "A").on(enter, "B").build();
        Fixed script = new Fixed().returning(0, "B");
        Entity e = started(m, script, "A");
        e.update(0.5f);
        assertEquals(List.of("h0()", "h1()", "h2()"), script.calls);
        assertEquals(List.of(Script.NO_DT, Script.NO_DT, Script.NO_DT), script.dts);
    }

    @Test
    void aVoidHandlersResultIsIgnored() {
        Machine m = machine().on(handler(0, UPDATE), "A").on(handler(1, ENTER), "A").build();
        Fixed script = new Fixed().returning(0, "B").returning(1, "C");
        Entity e = started(m, script, "A");
        assertEquals(m.ordinal("A"), e.update(1f));
        assertEquals(Script.STAY, e.dispatch(UPDATE, m.ordinal("A"), Script.NO_ARG, 1f));
        assertEquals(Script.STAY, e.dispatch(UPDATE, m.ordinal("B"), Script.NO_ARG, 1f), "no handler");
    }

    @Test
    void theDecisionIsTheStatesStepsAndTheTransitionsHandlersAreItsOwn() {
        Machine m = machine().on(handler(0, UPDATE, "B"), "A").on(handler(1, EXIT), "A", "B")
                .on(handler(2, ENTER), "B").build();
        assertEquals(List.of(new Step.Update(m.handler(UPDATE, 0))), m.decision(0));
        assertEquals(List.of(), m.decision(1));
        assertEquals(List.of(m.handler(EXIT, 0)), m.exits(0, 1));
        assertEquals(List.of(m.handler(ENTER, 1)), m.enters(0, 1));
        assertEquals(List.of(), m.enters(1, 0));
        assertEquals(3, m.handlers().size(), "a handler serving two states is one handler");
    }

    @Test
    void eachStateAndEventHasOneHandler() {
        Machine.Builder b = machine().on(handler(0, UPDATE), "A");
        assertThrows(IllegalArgumentException.class, () -> b.on(handler(1, UPDATE), "A"));
        assertThrows(IllegalArgumentException.class, () -> b.on(handler(2, UPDATE, "Z"), "B"), "to names no state");
        assertThrows(IllegalArgumentException.class, () -> new Handler(3, "x", EXIT, true, false, List.of("A")));
    }
}
