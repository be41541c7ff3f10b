package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.processor.fuzz.MachineSpec.StateSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reference interpreter against the design's rules, case by case, with handlers whose scripts
 * return one fixed state: if the interpreter were wrong, the fuzzers would compare generated code
 * against a wrong model.
 */
class ReferenceTest {

    /** A machine of states A, B, C, D (D an entry point), built handler by handler. */
    private final MachineSpec spec = new MachineSpec();

    ReferenceTest() {
        spec.pkg = "t";
        spec.entity = "T";
        spec.enumName = "S";
        for (String name : List.of("A", "B", "C", "D")) {
            spec.states.add(new StateSpec(name, name.equals("D")));
        }
    }

    /** A handler whose body always returns {@code returns} (null: stays). */
    private HandlerSpec handler(Event event, String state, String returns, String... to) {
        HandlerSpec h = new HandlerSpec();
        h.index = spec.handlers.size();
        h.name = "h" + h.index;
        h.event = event;
        h.value = new ArrayList<>(List.of(state));
        h.to = new ArrayList<>(Arrays.asList(to));
        h.returnsState = event != Event.EXIT && to.length > 0;
        h.hasArg = true;
        h.options = new ArrayList<>();
        h.options.add(returns);
        spec.handlers.add(h);
        return h;
    }

    private World world() {
        return new World(1, Reference.options(spec), Reference.updates(spec), 0, 4);
    }

    /** The calls as "h<index>(arg)" strings. */
    private static List<String> calls(World world) {
        List<String> out = new ArrayList<>();
        for (Object call : world.globalLog()) {
            if (!(call instanceof World.Call c)) {
                continue;
            }
            String arg = c.arg() == World.NO_ARG ? "" : c.arg() == -1 ? "null" : "#" + c.arg();
            out.add("h" + c.handler() + "(" + arg + ")");
        }
        return out;
    }

    @Test
    void startRunsEnterWithNullFromAndFollowsRedirects() {
        handler(Event.ENTER, "A", "B", "B");
        handler(Event.ENTER, "B", null, "C");
        handler(Event.EXIT, "A", null);
        World world = world();
        Reference.Machine m = new Reference(spec).start(world, 0, "A");
        assertEquals("B", m.state);
        assertEquals("A", m.previous);
        // enter A (from null), exit A (to B), enter B (from A)
        assertEquals(List.of("h0(null)", "h2(#1)", "h1(#0)"), calls(world));
    }

    @Test
    void onlyTheInitialStateAndEntryPointsAreStartable() {
        Reference reference = new Reference(spec);
        assertThrows(IllegalArgumentException.class, () -> reference.start(world(), 0, "B"));
        assertEquals("D", reference.start(world(), 0, "D").state);
    }

    @Test
    void updateTransitionRunsExitThenEnterAndKeepsThePrevious() {
        handler(Event.UPDATE, "A", "C", "C");
        handler(Event.EXIT, "A", null);
        handler(Event.ENTER, "C", null);
        World world = world();
        Reference.Machine m = new Reference(spec).start(world, 0, "A");
        assertEquals("C", m.update(0.5f));
        assertEquals("A", m.previous);
        // update A, exit A (to C), enter C (from A)
        assertEquals(List.of("h0()", "h1(#2)", "h2(#0)"), calls(world));
        assertEquals(0.5f, ((World.Call) world.globalLog().get(0)).dt());
    }

    @Test
    void returningTheCurrentStateOrNullStays() {
        handler(Event.UPDATE, "A", "A", "B");
        World world = world();
        Reference.Machine m = new Reference(spec).start(world, 0, "A");
        assertEquals("A", m.update(1f));
        assertNull(m.previous);
    }

    @Test
    void anUndeclaredTargetIsRefusedWithoutExitOrEnter() {
        HandlerSpec update = handler(Event.UPDATE, "A", "C", "B");
        update.options.set(0, "C");
        handler(Event.EXIT, "A", null);
        World world = world();
        Reference.Machine m = new Reference(spec).start(world, 0, "A");
        Reference.Refusal refusal = assertThrows(Reference.Refusal.class, () -> m.update(1f));
        assertEquals("IllegalTransitionException", refusal.kind);
        assertEquals("A", refusal.state);
        assertEquals(Event.UPDATE.code(), refusal.event);
        assertEquals("C", refusal.target);
        assertEquals("A", m.state);
        assertEquals(1, calls(world).size(), "only the update ran: " + calls(world));
    }

    @Test
    void theTransitionPastTheLimitIsNotMadeAndNeitherItsExitNorItsEnterRuns() {
        spec.maxTransitions = 2;
        handler(Event.UPDATE, "A", "B", "B");
        handler(Event.ENTER, "B", "C", "C");
        handler(Event.ENTER, "C", "A", "A");
        handler(Event.EXIT, "C", null);
        World world = world();
        Reference.Machine m = new Reference(spec).start(world, 0, "A");
        Reference.Refusal refusal = assertThrows(Reference.Refusal.class, () -> m.update(1f));
        assertEquals("TransitionLimitException", refusal.kind);
        assertEquals("C", refusal.state);
        assertEquals("A", refusal.target);
        assertEquals(Event.ENTER.code(), refusal.event);
        assertEquals("C", m.state);
        assertEquals("B", m.previous);
        // update A, enter B, enter C; C's exit never runs
        assertEquals(List.of("h0()", "h1(#0)", "h2(#1)"), calls(world));
    }

    @Test
    void settleRunsTheNewStatesUpdateWithTheSameDtUntilOneStays() {
        spec.settle = true;
        handler(Event.UPDATE, "A", "B", "B");
        handler(Event.UPDATE, "B", "C", "C");
        handler(Event.UPDATE, "C", null, "A");
        World world = world();
        Reference.Machine m = new Reference(spec).start(world, 0, "A");
        assertEquals("C", m.update(0.25f));
        List<Object> log = world.globalLog();
        assertEquals(3, log.size());
        for (Object call : log) {
            assertEquals(0.25f, ((World.Call) call).dt());
        }
    }

    @Test
    void withoutSettleOnlyOneUpdateRuns() {
        handler(Event.UPDATE, "A", "B", "B");
        handler(Event.UPDATE, "B", "C", "C");
        World world = world();
        Reference.Machine m = new Reference(spec).start(world, 0, "A");
        assertEquals("B", m.update(0.25f));
        assertEquals(1, world.globalLog().size());
    }

    @Test
    void transitionToReentersTheStateItIsIn() {
        handler(Event.EXIT, "A", null);
        handler(Event.ENTER, "A", null);
        World world = world();
        Reference.Machine m = new Reference(spec).start(world, 0, "A");
        m.transitionTo("A");
        assertEquals("A", m.state);
        assertEquals("A", m.previous);
        // enter (start), exit A to A, enter A from A
        assertEquals(List.of("h1(null)", "h0(#0)", "h1(#0)"), calls(world));
        assertThrows(IllegalArgumentException.class, () -> m.transitionTo("B"));
    }

    @Test
    void aHandlersExceptionPropagatesAndTheStateIsWhereItHappened() {
        handler(Event.UPDATE, "A", "B", "B");
        handler(Event.ENTER, "B", null);
        World world = new World(1, Reference.options(spec), Reference.updates(spec), 1000, 4);
        Reference reference = new Reference(spec);
        // Every call throws: start's enter of A has no handler, so the start succeeds.
        Reference.Machine m = reference.start(world, 0, "A");
        assertThrows(FuzzException.class, () -> m.update(1f));
        assertEquals("A", m.state);
    }

    @Test
    void theBatchUpdatesStatesInOrdinalOrderAndHandlesInAscendingOrderOnce() {
        handler(Event.UPDATE, "A", "B", "B");
        handler(Event.UPDATE, "B", null);
        World world = world();
        BatchReference batch = new BatchReference(new Reference(spec), world);
        batch.add(7, 0, "A");
        batch.add(3, 1, "A");
        batch.add(5, 2, "D");
        batch.transitionTo(5, "A");
        batch.tick(1f, 0);
        // A's bucket: handles 3, 5, 7 (keys 1, 2, 0); each moves to B and is not updated again.
        List<Integer> order = new ArrayList<>();
        for (Object call : world.globalLog()) {
            if (call instanceof World.Call c) {
                order.add(c.entity());
            }
        }
        assertEquals(List.of(1, 2, 0), order);
        assertEquals(List.of(3L, 5L, 7L), batch.members("B"));
    }

    @Test
    void aFailureIsReportedWhenTheTickEndsAndTheTickUpdatesEveryEntity() {
        handler(Event.UPDATE, "A", null);
        World world = new World(1, Reference.options(spec), Reference.updates(spec), 1000, 4);
        BatchReference batch = new BatchReference(new Reference(spec), world);
        batch.add(1, 0, "A");
        batch.add(2, 1, "A");
        BatchReference.Thrown thrown = assertThrows(BatchReference.Thrown.class, () -> batch.tick(1f, 0));
        assertEquals("HandlerException(handle=1, state=A, event=2, cause=FuzzException(entity=0, call=0))",
                thrown.outcome);
        // The tick went on after the first failure: both entities ran, the first failure is thrown.
        assertEquals(2, world.globalLog().stream().filter(c -> c instanceof World.Call).count());
        batch.errorHandler = true;
        batch.tick(1f, 0);
        assertEquals(2, batch.errorLog.size());
    }
}
