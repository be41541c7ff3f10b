package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.GUARD;
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
 * The one-entity interpreter against docs/semantics.md's "A tick", rule by rule, with handlers that return
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

    /** The ordinals of the states on the entity's stack, by name. */
    private static List<String> stack(Machine m, Entity e) {
        return e.stack().stream().map(m::stateName).toList();
    }

    @Test
    void interruptsPushBackPopsReEntryKeepsTheStackOneBelowCutsOthersClear() {
        Machine m = Machine.builder("T", "A", "B", "I", "J", "BACK").entryPoints("J").interrupts("I", "J")
                .back("BACK").on(handler(0, UPDATE, "I"), "A").on(handler(1, UPDATE, "J", "BACK"), "I")
                .on(handler(2, UPDATE, "BACK", "I", "B"), "J").on(handler(3, EXIT), "J").on(handler(4, ENTER), "I")
                .build();
        Fixed script = new Fixed().returning(0, "I").returning(1, "J").returning(2, "BACK");
        Entity e = started(m, script, "A");
        assertEquals(m.ordinal("I"), e.update(1f));
        assertEquals(List.of("A"), stack(m, e), "entering an interrupt pushes the state left");
        assertEquals(m.ordinal("J"), e.update(1f));
        assertEquals(List.of("A", "I"), stack(m, e), "interrupts nest");
        script.calls.clear();
        assertEquals(m.ordinal("I"), e.update(1f));
        assertEquals(List.of("A"), stack(m, e), "a back pops");
        assertEquals(m.ordinal("J"), e.previous());
        // update J returns BACK; exit J is told the state it goes back to (I), enter I is told J
        assertEquals(List.of("h2()", "h3(#2)", "h4(#3)"), script.calls);
        e.update(1f);
        script.returning(2, "I");
        assertEquals(m.ordinal("I"), e.update(1f));
        assertEquals(List.of("A"), stack(m, e), "entering an interrupt on the stack cuts it back below it");
        e.transitionTo(m.ordinal("J"));
        assertEquals(List.of("A", "I"), stack(m, e), "transitionTo an interrupt entry point pushes");
        script.calls.clear();
        e.transitionTo(m.ordinal("J"));
        assertEquals(List.of("A", "I"), stack(m, e), "re-entering the current interrupt does not push");
        assertEquals(List.of("h3(#3)"), script.calls, "the re-entry runs exit and enter");
        script.returning(2, "B");
        assertEquals(m.ordinal("B"), e.update(1f));
        assertEquals(List.of(), stack(m, e), "a state that is no interrupt clears the stack");
    }

    @Test
    void backWithNothingOnTheStackIsRefusedAndTheEntityStays() {
        Machine m = Machine.builder("T", "A", "I", "BACK").interrupts("I").back("BACK")
                .on(handler(0, UPDATE, "BACK"), "I").on(handler(1, EXIT), "I").build();
        Fixed script = new Fixed().returning(0, "BACK");
        Entity e = new Entity(m, script, 0, 0, "E0");
        e.resume(m.ordinal("I"));
        assertEquals(Entity.NO_PREVIOUS, e.previous());
        Refusal r = assertThrows(Refusal.class, () -> e.update(1f));
        assertTrue(r.illegalTransition());
        assertTrue(r.emptyStack());
        assertEquals("BACK", r.target());
        assertEquals(m.ordinal("I"), e.state());
        assertEquals(List.of("h0()"), script.calls, "no exit runs");
        assertThrows(IllegalArgumentException.class, () -> e.resume(m.ordinal("BACK")));
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

    // ---------------------------------------------------------------------------------------------
    // Wave 2: groups, guards, time in state, @Current

    /** A, B, C, D; OUTER = {A, INNER}, INNER = {B, C}. */
    private Machine.Builder grouped() {
        return machine().group("OUTER", List.of("A"), List.of("INNER")).group("INNER", List.of("B", "C"), List.of());
    }

    /** A script that also logs each call as {@code h<index>@<state served>} and the time it is given. */
    private static final class Current extends Fixed {
        final List<String> served = new java.util.ArrayList<>();
        final List<Float> times = new java.util.ArrayList<>();

        @Override
        public int call(Entity entity, Handler handler, int state, int arg, float dt) {
            served.add("h" + handler.index() + "@" + entity.machine().stateName(state));
            times.add(entity.time());
            return super.call(entity, handler, state, arg, dt);
        }
    }

    @Test
    void theDecisionIsGroupUpdatesOutermostFirstThenGuardsThenTheOwnUpdate() {
        Handler guardToD = Handler.guard(3, "g3", "D");
        Handler guardToA = Handler.guard(4, "g4", "A");
        Machine m = grouped().on(handler(0, UPDATE, "D"), "INNER").on(handler(1, UPDATE), "OUTER")
                .on(handler(2, UPDATE, "A"), "B").guard(guardToD, List.of("B")).guard(guardToA, List.of("OUTER"))
                .build();
        assertEquals(List.of(new Step.GroupUpdate("OUTER", m.groupHandler(UPDATE, 0)),
                new Step.GroupUpdate("INNER", m.groupHandler(UPDATE, 1)), new Step.Guard(guardToD, 3),
                new Step.Guard(guardToA, 0), new Step.Update(m.handler(UPDATE, 1))), m.decision(1));
        assertEquals(List.of(new Step.GroupUpdate("OUTER", m.groupHandler(UPDATE, 0))), m.decision(0),
                "a guard from a group guards its members but the state it leads to");
        assertEquals(List.of(), m.decision(3));
        Machine.Builder none = grouped();
        assertThrows(IllegalArgumentException.class, () -> none.guard(handler(5, UPDATE, "A"), List.of("B")));
        assertThrows(IllegalArgumentException.class,
                () -> grouped().group("X", List.of("B"), List.of()).build(), "a state in two groups");
    }

    @Test
    void theFirstStepThatLeavesDecidesAndAGuardReportsGuard() {
        Handler guard = Handler.guard(2, "g2", "D");
        Machine m = grouped().entryPoints("B").on(handler(0, UPDATE, "C"), "INNER").guard(guard, List.of("INNER"))
                .on(handler(1, UPDATE, "A"), "B").build();
        Current script = new Current();
        script.returning(2, "D");
        Entity e = started(m, script, "B");
        List<Integer> events = new java.util.ArrayList<>();
        e.setListener((entity, from, to, event) -> events.add(event));
        assertEquals(3, e.update(1f), "the group's update stays, the guard is true");
        assertEquals(List.of("h0@B", "h2@B"), script.served, "the own update does not run");
        assertEquals(List.of(GUARD), events);
        script.served.clear();
        script.returning(0, "C");
        Entity other = started(m, script, "B");
        assertEquals(2, other.update(1f), "the group's update pre-empts the guard");
        assertEquals(List.of("h0@B"), script.served);
        script.returning(0, "B");
        script.returning(2, null);
        script.returning(1, "A");
        script.served.clear();
        Entity third = started(m, script, "B");
        assertEquals(0, third.update(1f), "returning the current state goes on to the own update");
        assertEquals(List.of("h0@B", "h2@B", "h1@B"), script.served);
    }

    @Test
    void aGroupUpdatesResultIsCheckedAgainstItsOwnTo() {
        Machine m = grouped().entryPoints("B").on(handler(0, UPDATE, "C"), "INNER").on(handler(1, UPDATE, "D"), "B")
                .build();
        Fixed script = new Fixed().returning(0, "D");
        Entity e = started(m, script, "B");
        Refusal refusal = assertThrows(Refusal.class, () -> e.update(1f));
        assertTrue(refusal.illegalTransition());
        assertEquals("D", refusal.target());
        assertEquals(UPDATE, e.failedEvent());
        assertEquals(1, e.state());
    }

    @Test
    void transitionsRunTheGroupsWhoseBoundaryTheyCross() {
        Handler[] h = new Handler[8];
        Machine.Builder b = grouped().entryPoints("B", "C");
        b.on(h[0] = handler(0, ENTER), "OUTER").on(h[1] = handler(1, ENTER), "INNER").on(h[2] = handler(2, EXIT), "OUTER")
                .on(h[3] = handler(3, EXIT), "INNER").on(h[4] = handler(4, ENTER), "C").on(h[5] = handler(5, EXIT), "B")
                .on(h[6] = handler(6, UPDATE, "C", "D"), "B");
        Machine m = b.build();
        assertEquals(List.of(h[0], h[1]), m.enters(-1, 1), "a start enters every group, outermost first");
        assertEquals(List.of(h[5], h[3], h[2]), m.exits(1, 3), "own exit, then innermost first");
        assertEquals(List.of(h[5]), m.exits(1, 2), "within a group: no group exit");
        assertEquals(List.of(h[1], h[4]), m.enters(0, 2), "from A to C enters INNER only, then C");
        assertEquals(List.of(h[4]), m.enters(2, 2), "re-entry crosses no group");
        assertEquals(List.of(h[5]), m.exits(1, 1), "re-entry crosses no group");
        Current script = new Current();
        Entity e = started(m, script, "B");
        assertEquals(List.of("h0@B", "h1@B"), script.served);
        script.served.clear();
        script.returning(6, "D");
        e.update(0.5f);
        assertEquals(List.of("h6@B", "h5@B", "h3@B", "h2@B"), script.served, "exits see the state left");
        script.served.clear();
        e.transitionTo(2);
        assertEquals(List.of("h0@C", "h1@C", "h4@C"), script.served, "enters see the state entered");
    }

    @Test
    void timeInStateIsTheClockSinceEntryAndHandlersSeeItAsTheDesignSays() {
        Machine m = machine().on(handler(0, UPDATE, "B"), "A").on(handler(1, EXIT), "A").on(handler(2, ENTER), "B")
                .on(handler(3, UPDATE), "B").settle(true).build();
        Current script = new Current();
        Entity e = started(m, script, "A");
        assertEquals(0f, e.timeInState());
        e.update(0.25f);
        e.update(0.5f);
        assertEquals(0.75f, e.timeInState());
        assertEquals(List.of(0.25f, 0.75f), script.times, "an update sees the time including its dt");
        script.times.clear();
        script.returning(0, "B");
        e.update(1f);
        // update A sees 1.75, exit A sees 1.75, enter B sees 0, the settling update of B sees 0
        assertEquals(List.of(1.75f, 1.75f, 0f, 0f), script.times);
        assertEquals(0f, e.timeInState());
        e.update(0.1f);
        assertEquals(0.1f, e.timeInState());
        e.transitionTo(0);
        assertEquals(0f, e.timeInState(), "transitionTo resets it");
        script.times.clear();
        assertEquals(Script.STAY, e.dispatch(EXIT, 0, 1, 1f, 7f));
        assertEquals(List.of(7f), script.times, "a raw dispatch gives the time it is given");
    }
}
