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

    // ---------------------------------------------------------------------------------------------
    // Groups you enter, and history (docs/semantics.md): the section's soldier

    /**
     * PATROL, TAKE_COVER, AIM, FIRE, RELOAD, STUNNED (an interrupt entry point), RESUME (@Back), COMBAT
     * (the group's constant, an entry point); COMBAT = {TAKE_COVER, ARMED} with initial ARMED and
     * {@code combat} history; ARMED = {AIM, FIRE, RELOAD} with initial AIM and {@code armed} history.
     */
    private static Machine.Builder soldier(Machine.History combat, Machine.History armed) {
        return Machine.builder("Soldier", "PATROL", "TAKE_COVER", "AIM", "FIRE", "RELOAD", "STUNNED", "RESUME", "COMBAT")
                .interrupts("STUNNED").back("RESUME").entryPoints("STUNNED", "COMBAT")
                .group("COMBAT", List.of("TAKE_COVER"), List.of("ARMED"), "ARMED", combat)
                .group("ARMED", List.of("AIM", "FIRE", "RELOAD"), List.of(), "AIM", armed);
    }

    private static final int PATROL = 0;
    private static final int TAKE_COVER = 1;
    private static final int AIM = 2;
    private static final int FIRE = 3;
    private static final int RELOAD = 4;
    private static final int STUNNED = 5;
    private static final int COMBAT = 7;

    /** Every handler returns what its script says: one update per state that may go anywhere. */
    private static Machine.Builder everywhere(Machine.Builder b) {
        String[] all = {"PATROL", "TAKE_COVER", "AIM", "FIRE", "RELOAD", "STUNNED", "COMBAT"};
        String[] states = {"PATROL", "TAKE_COVER", "AIM", "FIRE", "RELOAD", "STUNNED"};
        for (int i = 0; i < states.length - 1; i++) {
            b.on(handler(i, UPDATE, all), states[i]);
        }
        String[] orBack = java.util.Arrays.copyOf(all, all.length + 1);
        orBack[all.length] = "RESUME";
        return b.on(handler(STUNNED, UPDATE, orBack), "STUNNED");
    }

    /** Moves {@code e} to {@code target} by the update of the state it is in (handler index = its ordinal). */
    private static int go(Fixed script, Entity e, String target) {
        script.returning(e.state(), target);
        int after = e.update(1f);
        script.returning(e.state(), null);
        return after;
    }

    @Test
    void enteringAGroupByNameEntersItsInitialNestedGroupsInitialBeforeTheFirstVisit() {
        Handler[] h = {handler(10, ENTER), handler(11, ENTER), handler(12, ENTER), handler(13, EXIT)};
        Machine m = everywhere(soldier(Machine.History.DEEP, Machine.History.NONE)).on(h[0], "COMBAT")
                .on(h[1], "ARMED").on(h[2], "AIM").on(h[3], "PATROL").build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "PATROL");
        List<String> told = new java.util.ArrayList<>();
        e.setListener((entity, from, to, event) -> told.add(m.stateName(from) + " -> " + m.stateName(to)));
        script.calls.clear();
        assertEquals(AIM, go(script, e, "COMBAT"), "COMBAT's initial ARMED, ARMED's initial AIM");
        // update PATROL, exit PATROL told AIM, enter COMBAT, enter ARMED, enter AIM: each told PATROL
        assertEquals(List.of("h0()", "h13(#2)", "h10(#0)", "h11(#0)", "h12(#0)"), script.calls);
        assertEquals(List.of("PATROL -> AIM"), told, "the listener sees the resolved state");
        assertEquals(PATROL, e.previous());
        assertEquals(-1, e.lastIn(m.group("COMBAT")), "entering writes no history");
    }

    @Test
    void deepHistoryResumesTheStateLeftAndShallowItsDirectMember() {
        Machine deep = everywhere(soldier(Machine.History.DEEP, Machine.History.NONE)).build();
        Fixed script = new Fixed();
        Entity e = started(deep, script, "PATROL");
        go(script, e, "COMBAT");
        go(script, e, "FIRE");
        assertEquals(PATROL, go(script, e, "PATROL"));
        assertEquals(FIRE, e.lastIn(deep.group("COMBAT")), "leaving COMBAT writes the state left");
        assertEquals(-1, e.lastIn(deep.group("ARMED")), "ARMED has no history: nothing kept");
        assertEquals(FIRE, go(script, e, "COMBAT"), "DEEP: the state itself");
        Machine shallow = everywhere(soldier(Machine.History.SHALLOW, Machine.History.NONE)).build();
        Entity s = started(shallow, script, "PATROL");
        go(script, s, "COMBAT");
        go(script, s, "FIRE");
        go(script, s, "PATROL");
        assertEquals(AIM, go(script, s, "COMBAT"), "SHALLOW: ARMED holds FIRE, entered by its name: its initial");
        go(script, s, "TAKE_COVER");
        go(script, s, "PATROL");
        assertEquals(TAKE_COVER, go(script, s, "COMBAT"), "SHALLOW: a direct member that is a state");
    }

    @Test
    void shallowHistoryEntersANestedGroupByItsNameWithItsOwnHistory() {
        Machine m = everywhere(soldier(Machine.History.SHALLOW, Machine.History.DEEP)).build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "PATROL");
        go(script, e, "COMBAT");
        go(script, e, "RELOAD");
        go(script, e, "TAKE_COVER");
        assertEquals(RELOAD, e.lastIn(m.group("ARMED")), "leaving ARMED inside COMBAT writes ARMED's only");
        assertEquals(-1, e.lastIn(m.group("COMBAT")));
        go(script, e, "AIM");
        go(script, e, "FIRE");
        go(script, e, "PATROL");
        assertEquals(FIRE, e.lastIn(m.group("COMBAT")), "leaving both writes both");
        assertEquals(FIRE, e.lastIn(m.group("ARMED")));
        assertEquals(FIRE, go(script, e, "COMBAT"), "COMBAT's member ARMED, by its name: its DEEP history");
        assertEquals(List.of(1, 2), m.historyGroups().stream().map(g -> g + 1).toList(), "both keep history");
    }

    @Test
    void aTransitionFromInsideAGroupToItCrossesNoBorderAndResolvesFromTheHistoryAsItStands() {
        Handler[] h = {handler(10, ENTER), handler(11, EXIT), handler(12, EXIT), handler(13, ENTER), handler(14, EXIT)};
        Machine m = everywhere(soldier(Machine.History.DEEP, Machine.History.NONE)).on(h[0], "COMBAT")
                .on(h[1], "COMBAT").on(h[2], "ARMED").on(h[3], "AIM").on(h[4], "RELOAD").build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "PATROL");
        go(script, e, "COMBAT");
        go(script, e, "RELOAD");
        script.calls.clear();
        assertEquals(AIM, go(script, e, "COMBAT"), "nothing held yet: the initial");
        assertEquals(List.of("h4()", "h14(#2)", "h13(#4)"), script.calls, "RELOAD's exit and AIM's enter only");
        assertEquals(-1, e.lastIn(m.group("COMBAT")), "no border crossed: nothing written");
        go(script, e, "RELOAD");
        go(script, e, "PATROL");
        go(script, e, "TAKE_COVER");
        assertEquals(RELOAD, e.lastIn(m.group("COMBAT")), "a state named inside enters it and leaves history alone");
        assertEquals(RELOAD, go(script, e, "COMBAT"), "from inside, the history as it stands");
        script.calls.clear();
        assertEquals(RELOAD, go(script, e, "COMBAT"), "resolved to the current state: a re-entry");
        assertEquals(List.of("h4()", "h14(#4)"), script.calls, "the state's exit and enter (none); no group's");
        assertEquals(RELOAD, e.previous());
    }

    @Test
    void anInterruptLeavesTheGroupAndBackReturnsToTheExactState() {
        Machine m = everywhere(soldier(Machine.History.SHALLOW, Machine.History.NONE))
                .on(handler(9, ENTER, "RESUME"), "STUNNED").build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "PATROL");
        go(script, e, "COMBAT");
        go(script, e, "FIRE");
        script.returning(9, null);
        e.transitionTo(STUNNED);
        assertEquals(FIRE, e.lastIn(m.group("COMBAT")), "entering an interrupt counts as leaving");
        assertEquals(List.of("FIRE"), stack(m, e));
        assertEquals(FIRE, go(script, e, "RESUME"), "@Back returns to the exact state, not through history");
        e.transitionTo(STUNNED);
        go(script, e, "PATROL");
        assertEquals(AIM, go(script, e, "COMBAT"), "by name: SHALLOW to ARMED, its initial");
    }

    @Test
    void anInterruptInsideAHistoryGroupIsKeptAndBackFromItWritesTheHistory() {
        Machine m = everywhere(Machine.builder("Soldier", "PATROL", "TAKE_COVER", "AIM", "FIRE", "RELOAD", "STUNNED",
                        "RESUME", "COMBAT").interrupts("STUNNED").back("RESUME").entryPoints("COMBAT")
                .group("COMBAT", List.of("TAKE_COVER", "STUNNED"), List.of("ARMED"), "ARMED", Machine.History.DEEP)
                .group("ARMED", List.of("AIM", "FIRE", "RELOAD"), List.of(), "AIM", Machine.History.NONE)).build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "PATROL");
        go(script, e, "STUNNED");
        assertEquals(List.of("PATROL"), stack(m, e));
        assertEquals(PATROL, go(script, e, "RESUME"), "@Back leaves COMBAT");
        assertEquals(STUNNED, e.lastIn(m.group("COMBAT")), "the interrupt is the state left");
        assertEquals(STUNNED, go(script, e, "COMBAT"), "DEEP resumes the interrupt: entering it pushes");
        assertEquals(List.of("PATROL"), stack(m, e));
        go(script, e, "FIRE");
        assertEquals(List.of(), stack(m, e), "a state that is no interrupt clears the stack");
        assertEquals(STUNNED, e.lastIn(m.group("COMBAT")), "moving inside writes nothing");
    }

    @Test
    void anEnterThatRedirectsToAGroupAndAGuardToAGroupWithoutAConstantAreResolved() {
        Handler redirect = handler(9, ENTER, "COMBAT");
        Handler guard = Handler.guard(20, "g20", "ARMED");
        Machine m = everywhere(soldier(Machine.History.DEEP, Machine.History.NONE)).on(redirect, "TAKE_COVER")
                .guard(guard, List.of("PATROL")).build();
        assertEquals(m.stateCount() + m.group("ARMED"), m.target("ARMED"), "ARMED has no constant");
        Fixed script = new Fixed().returning(9, "COMBAT");
        Entity e = started(m, script, "PATROL");
        List<String> told = new java.util.ArrayList<>();
        e.setListener((entity, from, to, event) -> told.add(m.stateName(from) + " -> " + m.stateName(to) + " by "
                + dev.brainstem.runtime.Events.name(event)));
        script.returning(20, "PATROL");
        assertEquals(AIM, e.update(1f), "the guard to ARMED enters its initial");
        script.returning(20, null);
        go(script, e, "RELOAD");
        go(script, e, "PATROL");
        script.returning(9, "COMBAT");
        assertEquals(RELOAD, go(script, e, "TAKE_COVER"), "TAKE_COVER's enter redirects to COMBAT: DEEP, RELOAD");
        assertEquals(TAKE_COVER, e.previous());
        assertEquals(List.of("PATROL -> AIM by GUARD", "AIM -> RELOAD by UPDATE", "RELOAD -> PATROL by UPDATE",
                "PATROL -> TAKE_COVER by UPDATE", "TAKE_COVER -> RELOAD by ENTER"), told);
    }

    @Test
    void enteringAGroupByNameCountsOneForTheFailsafeAndTheRefusalNamesTheResolvedState() {
        Handler redirect = handler(9, ENTER, "COMBAT");
        Machine m = everywhere(soldier(Machine.History.DEEP, Machine.History.NONE)).maxTransitionsPerTick(1)
                .on(redirect, "TAKE_COVER").build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "PATROL");
        assertEquals(AIM, go(script, e, "COMBAT"), "one transition: within the limit of one");
        go(script, e, "FIRE");
        go(script, e, "PATROL");
        script.returning(9, "COMBAT");
        script.returning(PATROL, "TAKE_COVER");
        Refusal refusal = assertThrows(Refusal.class, () -> e.update(1f));
        assertEquals(TransitionLimitException.class, refusal.kind());
        assertEquals("TAKE_COVER", refusal.state());
        assertEquals("FIRE", refusal.target(), "resolved before the failsafe, as a @Back is");
        assertEquals(TAKE_COVER, e.state());
    }

    @Test
    void anUndeclaredGroupIsRefusedByItsNameAndNothingRuns() {
        Machine m = soldier(Machine.History.DEEP, Machine.History.NONE).on(handler(0, UPDATE, "TAKE_COVER"), "PATROL")
                .on(handler(1, EXIT), "PATROL").build();
        Fixed script = new Fixed().returning(0, "COMBAT");
        Entity e = started(m, script, "PATROL");
        Refusal refusal = assertThrows(Refusal.class, () -> e.update(1f));
        assertTrue(refusal.illegalTransition());
        assertEquals("COMBAT", refusal.target());
        assertEquals(List.of("h0()"), script.calls);
    }

    @Test
    void startAndTransitionToAGroupsConstantResolveAndResumeRefusesIt() {
        Machine m = everywhere(soldier(Machine.History.DEEP, Machine.History.NONE).initial("COMBAT"))
                .on(handler(10, ENTER), "COMBAT").on(handler(11, ENTER), "AIM").build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "COMBAT");
        assertEquals(AIM, e.state(), "the initial state is COMBAT's constant: it starts in AIM");
        assertEquals(List.of("h10(null)", "h11(null)"), script.calls);
        go(script, e, "RELOAD");
        go(script, e, "PATROL");
        e.transitionTo(COMBAT);
        assertEquals(RELOAD, e.state(), "transitionTo a group's constant entry point resolves it with the history");
        assertEquals(PATROL, e.previous());
        Entity other = new Entity(m, script, 1, 1, "E1");
        assertThrows(IllegalArgumentException.class, () -> other.resume(COMBAT));
        other.resume(FIRE);
        assertEquals(-1, other.lastIn(m.group("COMBAT")), "a resume holds nothing");
        other.transitionTo(COMBAT);
        assertEquals(AIM, other.state());
        assertThrows(IllegalArgumentException.class, () -> started(m, script, "AIM"), "AIM is no entry point");
    }

    @Test
    void aMessageEntersAGroupByNameAndOneThatLeavesWritesTheHistory() {
        Handler message = Handler.message(30, "m30", String.class, true, List.of("COMBAT", "PATROL"));
        Machine m = everywhere(soldier(Machine.History.DEEP, Machine.History.NONE)).message(message, List.of())
                .build();
        Fixed script = new Fixed().returning(30, "COMBAT");
        Entity e = started(m, script, "PATROL");
        assertTrue(e.deliver("charge"));
        assertEquals(AIM, e.state(), "a message's transition to COMBAT: its initial");
        go(script, e, "RELOAD");
        script.returning(30, "PATROL");
        e.deliver("retreat");
        assertEquals(RELOAD, e.lastIn(m.group("COMBAT")), "leaving by a message writes the history");
        script.returning(30, "COMBAT");
        e.deliver("charge");
        assertEquals(RELOAD, e.state());
        assertEquals(PATROL, e.previous());
    }

    @Test
    void theBuilderKeepsTheCompileTimeRulesOfGroupsYouEnter() {
        assertThrows(IllegalArgumentException.class, () -> Machine.builder("T", "A", "G")
                .group("G", List.of("A"), List.of()).build(), "a constant needs an initial");
        assertThrows(IllegalArgumentException.class, () -> Machine.builder("T", "A", "B")
                .group("G", List.of("A"), List.of(), null, Machine.History.DEEP).build(), "history needs an initial");
        assertThrows(IllegalArgumentException.class, () -> Machine.builder("T", "A", "B")
                .group("G", List.of("A"), List.of("H"), "B", Machine.History.NONE)
                .group("H", List.of("B"), List.of()).build(), "the initial is a direct member");
        assertThrows(IllegalArgumentException.class, () -> Machine.builder("T", "A", "B", "G").interrupts("G")
                .group("G", List.of("A"), List.of(), "A", Machine.History.NONE).build(), "no interrupt constant");
        assertThrows(IllegalArgumentException.class, () -> Machine.builder("T", "A", "B")
                .group("G", List.of("A"), List.of()).on(handler(0, UPDATE, "G"), "B").build(),
                "a to names a group with an initial");
        Machine m = Machine.builder("T", "A", "B", "G").group("G", List.of("A", "B"), List.of(), "B",
                Machine.History.SHALLOW).build();
        assertTrue(m.isGroupConstant(2));
        assertFalse(m.isGroupConstant(1));
        assertEquals(0, m.groupNamed(2));
        assertEquals(-1, m.groupNamed(1));
        assertEquals(1, m.resolve(0, g -> -1));
        assertEquals(0, m.resolve(0, g -> 0), "SHALLOW: the state held");
    }
}
