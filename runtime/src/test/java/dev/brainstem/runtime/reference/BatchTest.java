package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The batch interpreter against docs/semantics.md's "The batch runner": order, changes during a tick, the
 * listener and the error handler, what a step throws. Handlers return fixed states ({@link Fixed}).
 */
class BatchTest {
    private final List<String> log = new ArrayList<>();
    private final Fixed script = new Fixed(log);

    /** States A, B, C, D (D an entry point); A's update goes to B, B's enter may go to C, A and D have exits. */
    private Machine machine(boolean idMode) {
        return Machine.builder("T", "A", "B", "C", "D").entryPoints("D").idMode(idMode)
                .on(new Handler(0, "a", UPDATE, true, true, List.of("B")), "A")
                .on(new Handler(1, "b", UPDATE, false, true, List.of()), "B")
                .on(new Handler(2, "enterB", ENTER, true, true, List.of("C")), "B")
                .on(new Handler(3, "exit", EXIT, false, true, List.of()), "A", "D")
                .build();
    }

    private Batch batch(boolean idMode) {
        Batch batch = new Batch(machine(idMode), script);
        batch.setListener((handle, from, to, event) -> log.add("told " + handle + ": " + from + " -> " + to + " by "
                + Events.name(event)));
        return batch;
    }

    private static void ok(Outcome outcome) {
        assertTrue(outcome.ok(), () -> "expected no failure: " + outcome);
    }

    @Test
    void aRestoreBringsBackEntitiesStatesStacksTimesAndMailAndRunsNothing() {
        Machine m = Machine.builder("T", "A", "I", "BACK").interrupts("I").back("BACK").idMode(true)
                .on(new Handler(0, "a", UPDATE, true, false, List.of("I")), "A")
                .on(new Handler(1, "i", UPDATE, true, false, List.of("BACK")), "I")
                .message(Handler.message(2, "m", String.class, false, List.of()), List.of()).build();
        Batch batch = new Batch(m, script);
        script.returning(0, "I");
        ok(batch.add(1, 0));
        ok(batch.tick(0.5f));
        assertEquals(List.of(0), batch.entity(1).stack());
        ok(batch.send(1, "later", 3f));
        ok(batch.resume(2, 2, m.ordinal("I")));
        assertEquals(List.of(), batch.entity(2).stack(), "a resume has nothing on the stack");
        Batch.Snapshot saved = batch.snapshot();
        script.returning(1, "BACK");
        assertFalse(batch.tick(0.25f).ok(), "the resumed entity has nothing to go back to");
        assertEquals(0, batch.entity(1).state());
        assertEquals(List.of(), batch.entity(1).stack());
        assertEquals(m.ordinal("I"), batch.entity(2).state());
        ok(batch.remove(1));
        ok(batch.add(3, 0));
        script.calls.clear();
        log.clear();
        batch.restore(saved);
        assertEquals(List.of(), script.calls, "no handler runs");
        assertEquals(List.of(), log, "nothing is told");
        assertEquals(List.of(1L, 2L), List.copyOf(batch.entities().keySet()));
        assertEquals(m.ordinal("I"), batch.entity(1).state());
        assertEquals(List.of(0), batch.entity(1).stack());
        assertEquals(0f, batch.timeInState(1));
        assertEquals(1, batch.mail().size());
        assertEquals(0.5, batch.mail().now());
        batch.restore(saved);
        assertEquals(List.of(0), batch.entity(1).stack(), "a snapshot may be restored again");
    }

    @Test
    void theBatchUpdatesStatesInOrdinalOrderAndHandlesInAscendingOrderOnce() {
        script.returning(0, "B");
        Batch batch = batch(false);
        ok(batch.add(7, 0, 0));
        ok(batch.add(3, 1, 0));
        ok(batch.add(5, 2, 3));
        ok(batch.transitionTo(5, 0));
        script.calls.clear();
        log.clear();
        ok(batch.tick(1f));
        // A's bucket: handles 3, 5, 7 (keys 1, 2, 0); each moves to B and is not updated again.
        assertEquals(List.of("e1 h0()", "e1 h3(#1)", "e1 h2(#0)", "e2 h0()", "e2 h3(#1)", "e2 h2(#0)", "e0 h0()",
                "e0 h3(#1)", "e0 h2(#0)", "told 3: 0 -> 1 by UPDATE", "told 5: 0 -> 1 by UPDATE",
                "told 7: 0 -> 1 by UPDATE"), log);
        assertEquals(List.of(3L, 5L, 7L), batch.members(1));
        assertEquals(3, batch.count(1));
        assertEquals(0, batch.count(0));
        assertEquals(1, batch.entity(7).state());
        assertEquals(0, batch.entity(7).previous());
        assertEquals(List.of(3L, 5L, 7L), List.copyOf(batch.issued()));
    }

    @Test
    void aFailureIsReportedWhenTheTickEndsAndTheTickUpdatesEveryEntity() {
        Batch batch = batch(false);
        ok(batch.add(1, 0, 0));
        ok(batch.add(2, 1, 0));
        script.throwAll = true;
        Outcome outcome = batch.tick(1f);
        Failure.OfHandler first = assertInstanceOf(Failure.OfHandler.class, outcome.thrown());
        assertEquals(1, first.handle());
        assertEquals("handle 1", first.entity());
        assertEquals("T", first.machine());
        assertEquals("A", first.state());
        assertEquals(UPDATE, first.event());
        assertEquals("entity 0 call 0", first.cause().getMessage());
        // The tick went on after the first failure: both entities ran, the second is suppressed.
        assertEquals(1, outcome.suppressed().size());
        assertEquals(2, ((Failure.OfHandler) outcome.suppressed().get(0)).handle());
        assertEquals(List.of("h0()", "h0()"), script.calls);
        List<Failure.OfHandler> handled = new ArrayList<>();
        batch.setErrorHandler(handled::add);
        ok(batch.tick(1f));
        assertEquals(2, handled.size());
        assertEquals(List.of(1L, 2L), List.of(handled.get(0).handle(), handled.get(1).handle()));
    }

    @Test
    void aFailingEntityStaysInTheStateWhoseHandlerThrew() {
        script.returning(0, "B").returning(2, "C");
        Batch batch = batch(false);
        ok(batch.add(1, 0, 0));
        // B's enter redirects to C, which its to allows: the update's transition and the redirect happen.
        ok(batch.tick(1f));
        assertEquals(2, batch.entity(1).state());
        Batch other = batch(false);
        script.returning(2, "D");
        ok(other.add(4, 5, 0));
        Outcome outcome = other.tick(1f);
        Failure.OfHandler f = assertInstanceOf(Failure.OfHandler.class, outcome.thrown());
        assertEquals("B", f.state(), "the redirect to D is undeclared: the entity stays in B");
        assertEquals(ENTER, f.event());
        Refusal refusal = assertInstanceOf(Refusal.class, f.cause());
        assertEquals("D", refusal.target());
        assertEquals("handle 4", refusal.entity());
    }

    @Test
    void changesFromInsideATickAreQueuedAndAppliedInOrderEachToldRightAfter() {
        script.returning(0, "B");
        Batch batch = batch(false);
        ok(batch.add(10, 0, 0));
        ok(batch.add(11, 1, 0));
        ok(batch.add(12, 2, 3));
        log.clear();
        script.hook = (entity, handler) -> {
            if (entity.key() == 0 && handler.event() == UPDATE) {
                ok(batch.transitionTo(12, 0));
                ok(batch.remove(11));
                ok(batch.add(13, 3, 3));
                // Nothing changed yet.
                assertTrue(batch.contains(11));
                assertFalse(batch.contains(13));
                assertEquals(3, batch.entity(12).state());
            }
        };
        ok(batch.tick(1f));
        assertEquals(List.of(
                "e0 h0()", "e0 h3(#1)", "e0 h2(#0)", "e1 h0()", "e1 h3(#1)", "e1 h2(#0)",
                "told 10: 0 -> 1 by UPDATE", "told 11: 0 -> 1 by UPDATE",
                "e2 h3(#0)", "told 12: 3 -> 0 by NONE"), log);
        assertFalse(batch.contains(11));
        assertEquals(3, batch.entity(13).state());
        assertEquals(0, batch.entity(12).state());
        assertEquals(3, batch.applied());
        assertEquals(List.of(10L, 11L, 12L, 13L), List.copyOf(batch.issued()));
    }

    @Test
    void changesAskedForByTheListenerJoinTheQueue() {
        script.returning(0, "B");
        Batch batch = batch(false);
        ok(batch.add(1, 0, 0));
        ok(batch.add(2, 1, 3));
        log.clear();
        batch.setListener((handle, from, to, event) -> {
            log.add("told " + handle + ": " + from + " -> " + to);
            if (handle == 1) {
                ok(batch.transitionTo(2, 0));
                assertEquals(3, batch.entity(2).state(), "queued, not applied");
            }
        });
        ok(batch.tick(1f));
        assertEquals(List.of("e0 h0()", "e0 h3(#1)", "e0 h2(#0)", "told 1: 0 -> 1", "e1 h3(#0)", "told 2: 3 -> 0"),
                log);
    }

    @Test
    void refusedChangesComeLastAndAreSuppressedUnderAHandlerFailure() {
        Batch batch = batch(false);
        ok(batch.add(1, 0, 0));
        ok(batch.add(2, 1, 0));
        script.hook = (entity, handler) -> {
            if (entity.key() == 0) {
                ok(batch.remove(99));
                ok(batch.transitionTo(98, 0));
            } else {
                throw new Fixed.Scripted(entity.key(), 0);
            }
        };
        Outcome outcome = batch.tick(1f);
        assertEquals(2, ((Failure.OfHandler) outcome.thrown()).handle());
        assertEquals(List.of(new Failure.Refused("handle 99"), new Failure.Refused("handle 98")), outcome.suppressed());
        script.hook = (entity, handler) -> {
            if (entity.key() == 0) {
                ok(batch.remove(99));
                ok(batch.transitionTo(98, 0));
            }
        };
        outcome = batch.tick(1f);
        assertEquals(new Failure.Refused("handle 99"), outcome.thrown());
        assertEquals(List.of(new Failure.Refused("handle 98")), outcome.suppressed());
    }

    @Test
    void theListenersExceptionIsItsOwnAndTheRemainingCallsAreMade() {
        script.returning(0, "B");
        Batch batch = batch(false);
        ok(batch.add(1, 0, 0));
        ok(batch.add(2, 1, 0));
        List<RuntimeException> thrown = new ArrayList<>();
        batch.setListener((handle, from, to, event) -> {
            RuntimeException e = new IllegalStateException("listener " + handle);
            thrown.add(e);
            throw e;
        });
        Outcome outcome = batch.tick(1f);
        assertEquals(2, thrown.size(), "both calls made");
        assertSame(thrown.get(0), ((Failure.Own) outcome.thrown()).thrown());
        assertEquals(List.of(new Failure.Own(thrown.get(1))), outcome.suppressed());
        assertEquals(List.of(1L, 2L), batch.members(1), "no transition left half done");
    }

    @Test
    void tickFromInsideAStepIsRefusedAndTheErrorHandlersOwnExceptionsComeLast() {
        script.returning(0, "B");
        Batch batch = batch(false);
        ok(batch.add(1, 0, 0));
        ok(batch.add(2, 1, 0));
        script.hook = (entity, handler) -> {
            if (entity.key() == 0 && handler.event() == UPDATE) {
                batch.tick(1f);
            }
        };
        batch.setListener((handle, from, to, event) -> batch.tick(1f));
        List<Failure.OfHandler> handled = new ArrayList<>();
        batch.setErrorHandler(f -> {
            handled.add(f);
            batch.tick(1f);
        });
        Outcome outcome = batch.tick(1f);
        assertEquals(1, handled.size());
        assertEquals(1, handled.get(0).handle());
        assertInstanceOf(IllegalStateException.class, handled.get(0).cause(), "the handler's refused tick");
        Failure.Own listener = assertInstanceOf(Failure.Own.class, outcome.thrown());
        assertInstanceOf(IllegalStateException.class, listener.thrown());
        assertEquals(1, outcome.suppressed().size());
        assertInstanceOf(IllegalStateException.class, ((Failure.Own) outcome.suppressed().get(0)).thrown());
        assertEquals(0, batch.entity(1).state(), "the failing entity stays");
        assertEquals(1, batch.entity(2).state());
    }

    @Test
    void anOutsideCallsOwnFailureIsThrownEvenWithAnErrorHandler() {
        Machine m = Machine.builder("T", "A", "B").on(new Handler(0, "enter", ENTER, false, true, List.of()), "A")
                .on(new Handler(1, "exit", EXIT, false, false, List.of()), "A").build();
        for (boolean withErrorHandler : new boolean[] {false, true}) {
            Batch batch = new Batch(m, script);
            List<Failure.OfHandler> handled = new ArrayList<>();
            if (withErrorHandler) {
                batch.setErrorHandler(handled::add);
            }
            script.hook = null;
            ok(batch.add(1, 1, 0));
            script.hook = (entity, handler) -> {
                if (entity.key() == 2) {
                    ok(batch.transitionTo(1, 0));
                }
                throw new Fixed.Scripted(entity.key(), 0);
            };
            Outcome outcome = batch.add(2, 2, 0);
            Failure.OfHandler own = assertInstanceOf(Failure.OfHandler.class, outcome.thrown());
            assertEquals(2, own.handle());
            assertEquals(ENTER, own.event());
            assertEquals("A", own.state());
            assertTrue(batch.contains(2), "a failing entity stays in the batch");
            Failure.OfHandler queued = withErrorHandler ? handled.get(0)
                    : (Failure.OfHandler) outcome.suppressed().get(0);
            assertEquals(1, queued.handle(), "the queued transitionTo's exit threw");
            assertEquals(EXIT, queued.event());
            assertEquals(withErrorHandler ? 0 : 1, outcome.suppressed().size());
            assertEquals(withErrorHandler ? 1 : 0, handled.size());
        }
    }

    @Test
    void argumentsFromInsideAStepAreCheckedAtOnce() {
        Batch batch = batch(false);
        ok(batch.add(1, 0, 0));
        Batch ids = batch(true);
        ok(ids.add(4, 0));
        List<Class<?>> refused = new ArrayList<>();
        script.hook = (entity, handler) -> {
            for (Runnable call : List.<Runnable>of(() -> batch.add(20, 9, 1), () -> batch.add(21, 9, -1),
                    () -> batch.remove(-1), () -> batch.transitionTo(-1, 0), () -> batch.transitionTo(1, 2))) {
                refused.add(assertThrows(IllegalArgumentException.class, call::run).getClass());
            }
        };
        ok(batch.tick(1f));
        assertEquals(5, refused.size());
        assertEquals(0, batch.applied());
        assertEquals(1, batch.size());
        script.hook = (entity, handler) -> refused.add(assertThrows(IllegalArgumentException.class,
                () -> ids.add(-3, 0)).getClass());
        ok(ids.tick(1f));
        assertEquals(6, refused.size());
        assertEquals(0, ids.applied());
        // The same call from outside is an outcome, not an exception to the caller.
        assertEquals(new Failure.Refused("id -3 is negative"), ids.add(-3, 0).thrown());
    }

    @Test
    void callsFromOutsideAreRefusedWithWhatTheMessageNames() {
        Batch ids = batch(true);
        ok(ids.add(3, 0));
        assertEquals("id 3", ids.describe(3));
        assertEquals(new Failure.Refused("id 3 is in the batch already"), ids.add(3, 3).thrown());
        assertEquals(new Failure.Refused("id -1 is negative"), ids.add(-1, 0).thrown());
        assertEquals(new Failure.Refused("null is not a state"), ids.add(4, -1).thrown());
        assertEquals(new Failure.Refused("B is not a state"), ids.add(4, 1).thrown());
        assertEquals(new Failure.Refused("id 9"), ids.remove(9).thrown());
        assertEquals(new Failure.Refused("id 9"), ids.transitionTo(9, 0).thrown());
        assertEquals(new Failure.Refused("C is not a state"), ids.transitionTo(3, 2).thrown());
        assertEquals(1, ids.size());
        // A queued add of an id the batch holds by then is refused when applied.
        script.hook = (entity, handler) -> ok(ids.add(3, 3));
        assertEquals(new Failure.Refused("id 3"), ids.tick(1f).thrown());
        assertEquals("handle 5", batch(false).describe(5));
    }

    @Test
    void removeRunsNoHandlerAndTheHandleStaysIssued() {
        Batch batch = batch(false);
        ok(batch.add(1, 0, 3));
        script.calls.clear();
        ok(batch.remove(1));
        assertEquals(List.of(), script.calls);
        assertFalse(batch.contains(1));
        assertNull(batch.entity(1));
        assertEquals(List.of(1L), List.copyOf(batch.issued()));
        assertEquals(new Failure.Refused("handle 1"), batch.remove(1).thrown());
    }

    @Test
    void theModelDoesNotGuessWhenTheErrorHandlersChangesApply() {
        Batch batch = batch(false);
        ok(batch.add(1, 0, 0));
        script.throwAll = true;
        batch.setErrorHandler(f -> batch.remove(1));
        assertThrows(AssertionError.class, () -> batch.tick(1f));
    }

    @Test
    void aStartGoesThroughTheRedirectsAndTheListenerHearsOfThem() {
        script.returning(2, "C");
        Machine m = Machine.builder("T", "A", "B", "C").initial("B")
                .on(new Handler(2, "enterB", ENTER, true, true, List.of("C")), "B").build();
        Batch batch = new Batch(m, script);
        List<String> told = new ArrayList<>();
        batch.setListener((handle, from, to, event) -> told.add(from + "->" + to + " " + Events.name(event)));
        ok(batch.add(1, 0, 1));
        assertEquals(List.of("h2(null)"), script.calls);
        assertEquals(List.of("1->2 ENTER"), told);
        assertEquals(2, batch.entity(1).state());
        assertEquals(1, batch.entity(1).previous());
        ok(batch.transitionTo(1, 1));
        assertEquals(List.of("1->2 ENTER", "2->1 NONE", "1->2 ENTER"), told, "transitionTo's event is NONE");
    }

    @Test
    void theBatchsClockAdvancesOnceATickAndEachEntityCountsFromItsEntry() {
        Batch batch = batch(true);
        ok(batch.add(1, 0));
        ok(batch.tick(0.5f));
        ok(batch.add(2, 3));
        assertEquals(0.5f, batch.timeInState(1));
        assertEquals(0f, batch.timeInState(2), "an entity added now has spent no time yet");
        ok(batch.tick(0.25f));
        assertEquals(0.75f, batch.timeInState(1), "one clock for the batch: each tick's dt once");
        assertEquals(0.25f, batch.timeInState(2));
        ok(batch.transitionTo(1, 0));
        assertEquals(0f, batch.timeInState(1), "a re-entry from outside resets it");
        script.returning(0, "B");
        ok(batch.tick(1f));
        assertEquals(1, batch.entity(1).state());
        assertEquals(0f, batch.timeInState(1), "moved during this tick");
        assertEquals(1.25f, batch.timeInState(2));
    }

    /** PATROL, AIM, FIRE, COMBAT (entry point); COMBAT = {AIM, FIRE}, initial AIM, DEEP; updates go anywhere. */
    private Machine soldier() {
        List<String> all = List.of("PATROL", "AIM", "FIRE", "COMBAT");
        return Machine.builder("S", "PATROL", "AIM", "FIRE", "COMBAT").entryPoints("COMBAT").idMode(true)
                .group("COMBAT", List.of("AIM", "FIRE"), List.of(), "AIM", Machine.History.DEEP)
                .group("CALM", List.of("PATROL"), List.of())
                .on(new Handler(0, "patrol", UPDATE, true, false, all), "PATROL")
                .on(new Handler(1, "aim", UPDATE, true, false, all), "AIM")
                .on(new Handler(2, "fire", UPDATE, true, false, all), "FIRE")
                .build();
    }

    @Test
    void aBatchEntersGroupsByNameKeepsHistoryInSnapshotsAndResumesWithNone() {
        Machine m = soldier();
        Batch batch = new Batch(m, script);
        List<String> told = new ArrayList<>();
        batch.setListener((handle, from, to, event) -> told.add(handle + ": " + m.stateName(from) + " -> "
                + m.stateName(to)));
        ok(batch.add(1, m.ordinal("COMBAT")));
        assertEquals(m.ordinal("AIM"), batch.entity(1).state(), "add in a group's constant: its initial");
        assertEquals(0, batch.count(m.ordinal("COMBAT")), "no entity is ever in a group's constant");
        script.returning(1, "FIRE");
        ok(batch.tick(1f));
        script.returning(1, null);
        script.returning(2, "PATROL");
        ok(batch.tick(1f));
        assertEquals(m.ordinal("FIRE"), batch.lastIn(1, "COMBAT"));
        Batch.Snapshot saved = batch.snapshot();
        script.returning(2, null);
        script.returning(0, "COMBAT");
        told.clear();
        ok(batch.tick(1f));
        assertEquals(List.of("1: PATROL -> FIRE"), told, "DEEP history; the listener hears the resolved state");
        ok(batch.transitionTo(1, m.ordinal("COMBAT")));
        assertEquals(m.ordinal("FIRE"), batch.entity(1).state(), "from inside to the group: the history as it stands");
        batch.restore(saved);
        assertEquals(m.ordinal("PATROL"), batch.entity(1).state());
        assertEquals(m.ordinal("FIRE"), batch.lastIn(1, "COMBAT"), "a snapshot keeps the history");
        assertFalse(batch.resume(2, 2, m.ordinal("COMBAT")).ok(), "resume refuses a group's constant");
        ok(batch.resume(2, 2, m.ordinal("PATROL")));
        assertEquals(-1, batch.lastIn(2, "COMBAT"), "a resumed entity holds nothing");
        told.clear();
        ok(batch.tick(1f));
        assertEquals(List.of("1: PATROL -> FIRE", "2: PATROL -> AIM"), told, "before the first visit: the initial");
        assertThrows(IllegalArgumentException.class, () -> batch.lastIn(1, "CALM"), "CALM keeps no history");
        assertThrows(IllegalArgumentException.class, () -> batch.lastIn(1, "NONE"));
        assertFalse(batch.add(3, m.ordinal("AIM")).ok(), "AIM is no entry point");
    }
}
