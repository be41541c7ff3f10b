package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The batch of a machine with regions in the reference model ({@link RegionsBatch}), on a soldier whose
 * legs (IDLE, WALK, CROUCH an entry point) and weapon (READY, AIM, FIRE) are regions: the tick region
 * after region (each region's messages, then its loops), the commit region after region, changes
 * queued and applied there, failures per region and entity.
 */
class RegionsBatchTest {
    /** Handler {@code index} returns {@link #returns}' state for an entity key (any key: -1), every call logged. */
    private final Map<String, String> returns = new HashMap<>();
    private final List<String> log = new ArrayList<>();
    private final List<Integer> throwing = new ArrayList<>();
    private Hook hook;

    private interface Hook {
        void run(int key, Handler handler);
    }

    private final RegionsScript script = (entity, region, handler, current, arg, dt) -> {
        Object m = entity.message();
        log.add("e" + entity.key() + " r" + region + " h" + handler.index() + (m != null ? "(" + m + ")" : "")
                + " " + current[0] + "/" + current[1]);
        if (hook != null) {
            hook.run(entity.key(), handler);
        }
        if (throwing.contains(handler.index())) {
            throw new IllegalStateException("h" + handler.index());
        }
        String to = returns.getOrDefault(handler.index() + "@" + entity.key(), returns.get(handler.index() + "@-1"));
        return to == null ? Script.STAY : entity.machine().ordinal(to);
    };

    private static Handler update(int index, String... to) {
        return new Handler(index, "h" + index, UPDATE, to.length > 0, false, List.of(to));
    }

    private final Machine legs = Machine.builder("Soldier", "IDLE", "WALK", "CROUCH").entryPoints("CROUCH")
            .idMode(true)
            .on(update(0, "WALK", "CROUCH"), "IDLE").on(update(1, "IDLE"), "WALK").on(update(2, "IDLE"), "CROUCH")
            .on(new Handler(3, "h3", ENTER, false, false, List.of()), "WALK")
            .on(new Handler(5, "h5", ENTER, false, false, List.of()), "CROUCH")
            .message(Handler.message(4, "h4", String.class, true, List.of("CROUCH")), List.of("IDLE", "WALK"))
            .build();
    private final Machine weapon = Machine.builder("Soldier.Weapon", "READY", "AIM", "FIRE").idMode(true)
            .on(update(10, "AIM"), "READY").on(update(11, "FIRE"), "AIM").on(update(12, "READY"), "FIRE")
            .on(new Handler(13, "h13", ENTER, false, false, List.of()), "READY")
            .message(Handler.message(14, "h14", String.class, true, List.of("READY")), List.of("AIM"))
            .build();
    private final RegionsBatch batch = new RegionsBatch(Regions.of("Soldier", legs, weapon), script);

    private void returning(int handler, String state) {
        returns.put(handler + "@-1", state);
    }

    private static void ok(Outcome outcome) {
        assertTrue(outcome.ok(), () -> "expected no failure: " + outcome);
    }

    private List<String> states(long handle) {
        RegionsEntity e = batch.entity(handle);
        return List.of(legs.stateName(e.state(0)), weapon.stateName(e.state(1)));
    }

    @Test
    void aTickRunsRegionAfterRegionEachDeliveringItsOwnMessagesThenItsLoops() {
        for (int id = 1; id <= 2; id++) {
            ok(batch.add(id, id, legs.initial()));
        }
        assertEquals(List.of("e1 r1 h13 0/0", "e2 r1 h13 0/0"), log, "READY's enter sees the legs in IDLE");
        log.clear();
        List<String> told = new ArrayList<>();
        batch.setListener(0, (h, from, to, event) -> told.add("legs " + h + " " + from + "->" + to));
        batch.setListener(1, (h, from, to, event) -> told.add("weapon " + h + " " + from + "->" + to));
        returning(0, "WALK");
        returning(10, "AIM");
        ok(batch.broadcast("go", 0f));
        ok(batch.tick(1f));
        // Legs: the message in IDLE (no move asked), then IDLE's loop; the weapon: READY drops "go"
        // (its handler serves AIM), then READY's loop sees the legs walking already.
        assertEquals(List.of("e1 r0 h4(go) 0/0", "e2 r0 h4(go) 0/0", "e1 r0 h0 0/0", "e1 r0 h3 1/0",
                "e2 r0 h0 0/0", "e2 r0 h3 1/0", "e1 r1 h10 1/0", "e2 r1 h10 1/0"), log);
        assertEquals(List.of("legs 1 0->1", "legs 2 0->1", "weapon 1 0->1", "weapon 2 0->1"), told,
                "each region's listener, region order");
        assertEquals(2, batch.droppedMessages(), "the weapon was posted it twice and took it nowhere");
        assertEquals(0, batch.mail(0).dropped());
        assertEquals(List.of(1L, 2L), batch.members(1, weapon.ordinal("AIM")));
        assertEquals(2, batch.count(0, legs.ordinal("WALK")));
        assertInstanceOf(Failure.Refused.class, batch.send(1, 2.5, 0f).thrown(), "no region takes a Double");
    }

    @Test
    void changesWaitForTheCommitQueuedByTheRegionAtWorkAndTheFirstRegionsReportIsThrown() {
        ok(batch.add(1, 1, legs.initial()));
        log.clear();
        hook = (key, handler) -> {
            if (handler.index() == 0 && key == 1) {
                batch.remove(1);
                batch.add(7, 7, legs.ordinal("CROUCH"));
                batch.remove(99);
            }
            if (handler.index() == 10 && key == 1) {
                batch.transitionTo(1, 0, legs.ordinal("CROUCH"));
            }
        };
        returning(0, "WALK");
        throwing.add(10);
        List<String> told = new ArrayList<>();
        batch.setListener(0, (h, from, to, event) -> told.add("legs " + h + " " + from + "->" + to + " " + event));
        batch.setListener(1, (h, from, to, event) -> told.add("weapon " + h + " " + from + "->" + to + " " + event));
        Outcome outcome = batch.tick(1f);
        // The legs' work queued the remove, the add and a remove of nothing; the weapon's, after the legs'
        // queue is applied, a transitionTo of the removed entity.
        assertEquals(List.of("legs 1 0->1 2"), told);
        assertEquals(List.of("e1 r0 h0 0/0", "e1 r0 h3 1/0", "e1 r1 h10 1/0", "e7 r0 h5 2/-1", "e7 r1 h13 2/0"), log,
                "the add entered CROUCH, whose enter read a weapon not entered yet, then READY");
        assertFalse(batch.contains(1));
        assertEquals(List.of("CROUCH", "READY"), states(7));
        assertInstanceOf(Failure.Refused.class, outcome.thrown(), "the legs' report comes first: its refused remove");
        assertEquals(2, outcome.suppressed().size());
        Failure.OfHandler weapons = assertInstanceOf(Failure.OfHandler.class, outcome.suppressed().get(0));
        assertEquals("Soldier.Weapon", weapons.machine());
        assertInstanceOf(Failure.Refused.class, outcome.suppressed().get(1), "the weapon's refused transitionTo");
    }

    @Test
    void anOutsideAddThrowsItsOwnFailureOfEveryRegionWhateverTheErrorHandler() {
        throwing.add(13);
        List<Failure.OfHandler> reported = new ArrayList<>();
        batch.setErrorHandler(reported::add);
        Outcome outcome = batch.add(1, 1, legs.ordinal("CROUCH"));
        Failure.OfHandler thrown = assertInstanceOf(Failure.OfHandler.class, outcome.thrown());
        assertEquals("Soldier.Weapon", thrown.machine());
        assertEquals(List.of(), reported);
        assertEquals(List.of("CROUCH", "READY"), states(1), "every region holds the entity");
        throwing.add(5);
        outcome = batch.add(2, 2, legs.ordinal("CROUCH"));
        assertEquals("Soldier", ((Failure.OfHandler) outcome.thrown()).machine(), "the legs' first");
        assertEquals(1, outcome.suppressed().size());
        assertEquals(List.of(), reported);
    }

    @Test
    void aHandlersExceptionStaysWithItsRegionAndEntityAndTheTickGoesOn() {
        ok(batch.add(1, 1, legs.initial()));
        ok(batch.add(2, 2, legs.initial()));
        log.clear();
        returning(10, "AIM");
        throwing.add(0);
        List<Failure.OfHandler> reported = new ArrayList<>();
        batch.setErrorHandler(reported::add);
        ok(batch.tick(1f));
        assertEquals(2, reported.size());
        assertEquals("Soldier", reported.get(0).machine());
        assertEquals(1, reported.get(0).handle());
        assertEquals("IDLE", reported.get(0).state());
        assertEquals(List.of("IDLE", "AIM"), states(1), "the legs threw; the weapon decided as usual");
        assertEquals(List.of("IDLE", "AIM"), states(2));
        throwing.clear();
        throwing.add(11);
        batch.setErrorHandler(null);
        Outcome outcome = batch.tick(1f);
        Failure.OfHandler thrown = assertInstanceOf(Failure.OfHandler.class, outcome.thrown());
        assertEquals("Soldier.Weapon", thrown.machine(), "the region's machine names the failure");
        assertEquals("AIM", thrown.state());
        assertEquals(1, outcome.suppressed().size(), "entity 2's weapon failed too");
    }

    @Test
    void transitionToChangesOnlyItsRegionAndResumePlacesEveryRegion() {
        ok(batch.add(1, 1, legs.ordinal("CROUCH")));
        assertEquals(List.of("CROUCH", "READY"), states(1));
        log.clear();
        ok(batch.transitionTo(1, 1, weapon.ordinal("READY")));
        assertEquals(List.of("e1 r1 h13 2/0"), log, "a re-entry of READY; the legs ran nothing");
        assertInstanceOf(Failure.Refused.class, batch.transitionTo(1, 1, weapon.ordinal("FIRE")).thrown(),
                "FIRE is no entry point");
        assertInstanceOf(Failure.Refused.class, batch.transitionTo(9, 0, legs.ordinal("IDLE")).thrown());
        log.clear();
        ok(batch.resume(5, 5, legs.ordinal("WALK"), weapon.ordinal("FIRE")));
        assertEquals(List.of("WALK", "FIRE"), states(5));
        assertEquals(List.of(), log);
        assertInstanceOf(Failure.Refused.class, batch.resume(5, 5, 0, 0).thrown(), "id 5 is in the batch");
        ok(batch.remove(5));
        assertFalse(batch.contains(5));
        assertThrows(IllegalArgumentException.class, () -> batch.lastIn(1, "NOPE"));
    }

    @Test
    void aSnapshotKeepsEveryRegionAndItsRestoreRunsNothing() {
        ok(batch.add(1, 1, legs.initial()));
        returning(0, "WALK");
        returning(10, "AIM");
        ok(batch.send(1, "later", 5f));
        ok(batch.tick(1f));
        RegionsBatch.Snapshot saved = batch.snapshot();
        ok(batch.remove(1));
        ok(batch.add(2, 2, legs.initial()));
        ok(batch.tick(1f));
        log.clear();
        batch.restore(saved);
        assertEquals(List.of(), log, "a restore runs no handler");
        assertFalse(batch.contains(2));
        assertEquals(List.of("WALK", "AIM"), states(1));
        assertEquals(legs.ordinal("IDLE"), batch.entity(1).region(0).previous());
        assertEquals(weapon.ordinal("READY"), batch.entity(1).region(1).previous());
        assertEquals(0f, batch.entity(1).timeInState(1), "the clock of then");
        assertEquals(1, batch.mail(0).size(), "the letter of then waits in each region that takes it");
        assertEquals(1, batch.mail(1).size());
        returns.clear();
        ok(batch.tick(1f));
        assertEquals(1f, batch.entity(1).timeInState(1));
        assertEquals(List.of("e1 r0 h1 1/1", "e1 r1 h11 1/1"), log, "the restored entity's handlers read every region");
    }
}
