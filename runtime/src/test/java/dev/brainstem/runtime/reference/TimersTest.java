package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The model's timers, sleeping states, time slicing and strides (issue 43, the contract's section 1),
 * case by case on small machines whose handlers return fixed states ({@link Fixed}).
 */
class TimersTest {
    private final List<String> log = new ArrayList<>();
    private final Fixed script = new Fixed(log);

    private Batch batch(Machine m) {
        Batch batch = new Batch(m, script);
        batch.setListener((handle, from, to, event) -> log.add("told " + handle + ": " + m.stateName(from) + " -> "
                + m.stateName(to) + " by " + Events.name(event)));
        return batch;
    }

    private static void ok(Outcome outcome) {
        assertTrue(outcome.ok(), () -> "expected no failure: " + outcome);
    }

    private List<String> told() {
        return log.stream().filter(l -> l.startsWith("told")).toList();
    }

    /** WAIT (an update, h0) waits 1 s for GO. */
    private static Machine waiting() {
        return Machine.builder("T", "WAIT", "GO").idMode(true)
                .on(new Handler(0, "waitUpdate", UPDATE, false, true, List.of()), "WAIT")
                .after(List.of("WAIT"), 1f, "GO").build();
    }

    @Test
    void aTimerFiresAtTheFirstTickItsTimeInStateReachesItsDelayAndNothingElseOfThatDecisionRuns() {
        Batch batch = batch(waiting());
        ok(batch.add(1, 0));
        assertEquals(1f, batch.entity(1).timerDelay());
        ok(batch.tick(0.5f));
        ok(batch.tick(0.25f));
        assertEquals(List.of("e1 h0()", "e1 h0()"), log);
        ok(batch.tick(0.25f));
        assertEquals(List.of("e1 h0()", "e1 h0()", "told 1: WAIT -> GO by AFTER"), log, "no update in the tick it fires");
        assertEquals(1, batch.entity(1).state());
        assertEquals(-1, batch.entity(1).timerTarget(), "GO has no timer");
    }

    @Test
    void theLeastDelayWinsATieGoesToTheFirstDeclaredAndPerEntityMethodsAreCalledInDeclarationOrder() {
        Machine m = Machine.builder("T", "WAIT", "A", "B", "C", "D").idMode(true)
                .after(List.of("WAIT"), 2f, "A").after(List.of("WAIT"), "late", "B")
                .after(List.of("WAIT"), 1f, "C").after(List.of("WAIT"), "early", "D").build();
        script.delays.put("late", 1f);
        script.delays.put("early", 1.5f);
        Batch batch = batch(m);
        ok(batch.add(1, 0));
        assertEquals(List.of("e1 late()", "e1 early()"), log);
        assertEquals(1f, batch.entity(1).timerDelay());
        assertEquals(m.ordinal("B"), batch.entity(1).timerTarget(), "late() ties with C's 1 s and is declared first");
        script.delays.put("early", 0.5f);
        ok(batch.add(2, 0));
        assertEquals(m.ordinal("D"), batch.entity(2).timerTarget());
        ok(batch.tick(0.5f));
        assertEquals(List.of("told 2: WAIT -> D by AFTER"), told());
        ok(batch.tick(0.5f));
        assertEquals(List.of("told 2: WAIT -> D by AFTER", "told 1: WAIT -> B by AFTER"), told());
    }

    @Test
    void aNanOrNegativePerEntityDelaySetsNoTimerAndFailsWithEventEnterAndInfinityNeverFires() {
        Machine m = Machine.builder("T", "WAIT", "GO").idMode(true).after(List.of("WAIT"), "patience", "GO")
                .after(List.of("WAIT"), 0.5f, "GO").build();
        Batch batch = batch(m);
        for (float bad : new float[] {Float.NaN, -1f}) {
            script.delays.put("patience", bad);
            int id = bad < 0 ? 2 : 1;
            Outcome outcome = batch.add(id, 0);
            Failure.OfHandler f = assertInstanceOf(Failure.OfHandler.class, outcome.thrown());
            assertEquals(ENTER, f.event());
            assertEquals("WAIT", f.state());
            IllegalArgumentException cause = assertInstanceOf(IllegalArgumentException.class, f.cause());
            assertTrue(cause.getMessage().contains("patience()") && cause.getMessage().contains("WAIT")
                    && cause.getMessage().contains(String.valueOf(bad)), cause.getMessage());
            assertEquals(0, batch.entity(id).state(), "placed all the same");
            assertEquals(-1, batch.entity(id).timerTarget(), "with no timer, not even the 0.5 s one");
        }
        script.delays.put("patience", Float.POSITIVE_INFINITY);
        ok(batch.add(3, 0));
        assertEquals(0.5f, batch.entity(3).timerDelay(), "+Infinity is never, the constant wins");
        Machine never = Machine.builder("T", "WAIT", "GO").idMode(true).after(List.of("WAIT"), "patience", "GO").build();
        Batch b2 = batch(never);
        ok(b2.add(1, 0));
        assertEquals(Float.POSITIVE_INFINITY, b2.entity(1).timerDelay());
        ok(b2.tick(1e30f));
        ok(b2.tick(1e30f));
        assertEquals(0, b2.entity(1).state(), "+Infinity never falls due");
        ok(batch.tick(10f));
        assertEquals(List.of("told 3: WAIT -> GO by AFTER"), told(), "the entities with no timer wait");
    }

    /** A (initial) takes a String to W; W sleeps with a 0 s timer to B. */
    private static Machine messaged() {
        return Machine.builder("T", "A", "W", "B").idMode(true)
                .message(Handler.message(0, "go", String.class, true, List.of("W")), List.of("A"))
                .after(List.of("W"), 0f, "B").build();
    }

    @Test
    void aZeroDelayArmedByAMessagesTransitionFiresInThatTicksDecisionAndTheSleeperIsVisitedOnlyThen() {
        script.returning(0, "W");
        Machine m = messaged();
        assertTrue(m.sleeps(1) && m.sleeps(0), "W and A have no decision");
        Batch batch = batch(m);
        ok(batch.add(1, 0));
        ok(batch.tick(0.5f));
        assertArrayEquals(new int[] {0, 0, 0}, batch.visited());
        ok(batch.send(1, "go", 0f));
        ok(batch.tick(0.5f));
        assertEquals(List.of("told 1: A -> W by MESSAGE", "told 1: W -> B by AFTER"), told());
        assertArrayEquals(new int[] {0, 1, 0}, batch.visited(), "the due sleeper, once, in W");
    }

    @Test
    void aSelfTransitionReArmsAndTheTimerCountsFromTheNewEntry() {
        Machine m = Machine.builder("T", "WAIT", "GO").idMode(true).after(List.of("WAIT"), "patience", "GO").build();
        script.delays.put("patience", 1f);
        Batch batch = batch(m);
        ok(batch.add(1, 0));
        ok(batch.tick(0.75f));
        script.delays.put("patience", 0.5f);
        ok(batch.transitionTo(1, 0));
        assertEquals(List.of("e1 patience()", "e1 patience()", "told 1: WAIT -> WAIT by NONE"), log);
        assertEquals(0.5f, batch.entity(1).timerDelay(), "armed afresh, the method called again");
        ok(batch.tick(0.25f));
        assertEquals(0, batch.entity(1).state(), "0.25 s in WAIT again, though 1 s since the add");
        ok(batch.tick(0.25f));
        assertEquals(1, batch.entity(1).state());
    }

    @Test
    void leavingAnyWayCancelsTheTimer() {
        Machine m = Machine.builder("T", "WAIT", "IDLE", "GO").entryPoints("IDLE").idMode(true)
                .message(Handler.message(0, "idle", String.class, true, List.of("IDLE")), List.of("WAIT"))
                .after(List.of("WAIT"), 1f, "GO").build();
        script.returning(0, "IDLE");
        Batch batch = batch(m);
        ok(batch.add(1, 0));
        ok(batch.add(2, 0));
        ok(batch.tick(0.5f));
        ok(batch.transitionTo(1, 1));
        ok(batch.send(2, "x", 0f));
        ok(batch.tick(0.5f));
        assertEquals(-1, batch.entity(1).timerTarget());
        assertEquals(-1, batch.entity(2).timerTarget());
        ok(batch.tick(5f));
        assertEquals(List.of("told 1: WAIT -> IDLE by NONE", "told 2: WAIT -> IDLE by MESSAGE"), told());
    }

    @Test
    void aGroupsTimerCountsTheTimeInEachMemberState() {
        Machine m = Machine.builder("T", "X", "Y", "Z").idMode(true).group("G", List.of("X", "Y"), List.of())
                .on(new Handler(0, "x", UPDATE, true, false, List.of("Y")), "X")
                .after(List.of("G"), 1f, "Z").build();
        script.returning(0, "Y");
        Batch batch = batch(m);
        ok(batch.add(1, 0));
        ok(batch.tick(0.5f));
        ok(batch.tick(0.75f));
        assertEquals(1, batch.entity(1).state(), "0.75 s in Y, 1.25 s in G");
        ok(batch.tick(0.25f));
        assertEquals(List.of("told 1: X -> Y by UPDATE", "told 1: Y -> Z by AFTER"), told());
    }

    @Test
    void aSettlingMachineChecksTheNewStatesTimerInTheSameTick() {
        Machine m = Machine.builder("T", "A", "W", "B").idMode(true).settle(true)
                .on(new Handler(0, "a", UPDATE, true, false, List.of("W")), "A")
                .after(List.of("W"), 0f, "B").build();
        script.returning(0, "W");
        Batch batch = batch(m);
        ok(batch.add(1, 0));
        ok(batch.tick(0.5f));
        assertEquals(List.of("told 1: A -> W by UPDATE", "told 1: W -> B by AFTER"), told());
    }

    @Test
    void onlyTheStateARedirectEndsInIsArmedAndAnEnterThatThrowsStillArms() {
        Machine m = Machine.builder("T", "S", "R").idMode(true)
                .on(new Handler(0, "enterS", ENTER, true, false, List.of("R")), "S")
                .after(List.of("S"), "ps", "R").after(List.of("R"), "pr", "S").build();
        script.returning(0, "R");
        script.delays.put("ps", 1f);
        script.delays.put("pr", 2f);
        Batch batch = batch(m);
        ok(batch.add(1, 0));
        assertEquals(List.of("e1 h0()", "e1 pr()", "told 1: S -> R by ENTER"), log, "the listener hears at the end");
        assertEquals(2f, batch.entity(1).timerDelay());
        log.clear();
        script.throwAll = true;
        Outcome outcome = batch.tick(2f);
        Failure.OfHandler f = assertInstanceOf(Failure.OfHandler.class, outcome.thrown());
        assertEquals(ENTER, f.event());
        assertEquals(List.of("told 1: R -> S by AFTER"), told());
        assertEquals(0, batch.entity(1).state(), "S's enter threw: no redirect");
        assertEquals(1f, batch.entity(1).timerDelay(), "S is armed all the same");
        assertTrue(log.contains("e1 ps()"));
    }

    /** id mode: IDLE, WANDER (update h0 every 4, takes dt; a 0.75 s timer to IDLE when timed). */
    private static Machine sliced(boolean timed) {
        Handler wander = new Handler(0, "wander", UPDATE, false, true, List.of());
        Machine.Builder b = Machine.builder("T", "IDLE", "WANDER").entryPoints("WANDER").idMode(true)
                .on(wander, "WANDER").every(wander, 4);
        if (timed) {
            b.after(List.of("WANDER"), 0.75f, "IDLE");
        }
        return b.build();
    }

    @Test
    void aSlicedStateDecidesOnlyAtItsPhaseWithTheSecondsSinceItsLastDecision() {
        Machine m = sliced(false);
        assertEquals(4, m.every(1));
        Batch batch = batch(m);
        for (int id = 0; id < 4; id++) {
            ok(batch.add(id, 1));
        }
        List<String> decided = new ArrayList<>();
        for (int t = 1; t <= 8; t++) {
            log.clear();
            ok(batch.tick(0.25f));
            assertEquals(t, batch.ticks());
            decided.add(String.join(",", log));
            assertArrayEquals(new int[] {0, 1}, batch.visited(), "one in four each tick");
        }
        // (t + id) % 4 == 0.
        assertEquals(List.of("e3 h0()", "e2 h0()", "e1 h0()", "e0 h0()", "e3 h0()", "e2 h0()", "e1 h0()", "e0 h0()"),
                decided);
        assertEquals(List.of(0.25f, 0.5f, 0.75f, 1f, 1f, 1f, 1f, 1f), script.dts, "since the entry, then since the last");
    }

    @Test
    void aStrideMultipliesEveryAndTimersFireOnTimeOffThePhase() {
        Batch batch = batch(sliced(true));
        ok(batch.add(1, 1));
        ok(batch.add(3, 1));
        ok(batch.setStride(1, 2));
        assertEquals(2, batch.strideOf(1));
        for (int t = 1; t <= 2; t++) {
            ok(batch.tick(0.25f));
        }
        assertEquals(List.of("e3 h0()"), log, "id 1 decides at t = 7 only, id 3 at 1 and 5");
        ok(batch.tick(0.25f));
        assertEquals(List.of("e3 h0()", "told 1: WANDER -> IDLE by AFTER", "told 3: WANDER -> IDLE by AFTER"), log,
                "0.75 s in WANDER at tick 3, the phase of neither");
        assertArrayEquals(new int[] {0, 2}, batch.visited());
    }

    @Test
    void anEntityEnteringASlicedStateFirstDecidesAtItsFirstPhaseTickAfterTheEntry() {
        Handler wander = new Handler(0, "wander", UPDATE, false, true, List.of());
        Machine m = Machine.builder("T", "IDLE", "WANDER").idMode(true).settle(true)
                .message(Handler.message(1, "go", String.class, true, List.of("WANDER")), List.of("IDLE"))
                .on(new Handler(2, "idle", UPDATE, true, false, List.of("WANDER")), "IDLE")
                .on(wander, "WANDER").every(wander, 1).build();
        script.returning(1, "WANDER");
        Batch batch = batch(m);
        ok(batch.add(1, 0));
        ok(batch.add(2, 0));
        ok(batch.send(1, "go", 0f));
        script.returning(2, "WANDER");
        ok(batch.tick(0.5f));
        assertEquals(List.of("e1 h1(go)", "e2 h2()", "told 1: IDLE -> WANDER by MESSAGE",
                "told 2: IDLE -> WANDER by UPDATE"), log.stream().filter(l -> !l.contains("h0")).toList());
        assertTrue(log.stream().noneMatch(l -> l.contains("h0")), "every = 1, but neither decides in its entry tick: "
                + log);
        log.clear();
        ok(batch.tick(0.25f));
        assertEquals(List.of("e1 h0()", "e2 h0()"), log);
        assertEquals(List.of(0.25f, 0.25f), script.dts.subList(script.dts.size() - 2, script.dts.size()));
    }

    @Test
    void theOneEntityMachineFiresTimersAndDecidesEveryUpdateInASlicedState() {
        Machine m = sliced(true);
        Entity e = new Entity(m, script, 0, 0, "E0");
        e.start(1);
        e.update(0.25f);
        e.update(0.25f);
        assertEquals(List.of("e0 h0()", "e0 h0()"), log, "no slicing");
        assertEquals(List.of(0.25f, 0.25f), script.dts);
        e.update(0.25f);
        assertEquals(0, e.state());
        assertEquals(2, log.size(), "the timer, not the update");
    }

    @Test
    void aSnapshotKeepsTimersStridesTicksAndTheLastDecision() {
        Batch batch = batch(sliced(true));
        ok(batch.add(1, 1));
        ok(batch.setStride(1, 3));
        ok(batch.tick(0.25f));
        Batch.Snapshot s = batch.snapshot();
        ok(batch.tick(0.5f));
        assertEquals(0, batch.entity(1).state());
        batch.restore(s);
        assertEquals(1, batch.ticks());
        assertEquals(3, batch.strideOf(1));
        assertEquals(0.75f, batch.entity(1).timerDelay());
        log.clear();
        for (int t = 2; t <= 3; t++) {
            ok(batch.tick(0.25f));
        }
        assertEquals(List.of("told 1: WANDER -> IDLE by AFTER"), log, "(t + 1) % 12 is 0 at t = 11 only");
    }

    @Test
    void aStrideIsTheEntitysInEveryRegionAndEachRegionKeepsItsOwnTimer() {
        Handler aim = new Handler(1, "aim", UPDATE, false, true, List.of());
        Machine legs = Machine.builder("S", "IDLE", "WALK").idMode(true).after(List.of("IDLE"), 0.5f, "WALK").build();
        Machine weapon = Machine.builder("S.Weapon", "READY", "AIM").idMode(true).on(aim, "AIM").every(aim, 2)
                .after(List.of("READY"), 0.25f, "AIM").build();
        List<String> calls = new ArrayList<>();
        RegionsBatch batch = new RegionsBatch(Regions.of("S", legs, weapon),
                (entity, region, handler, current, arg, dt) -> {
                    calls.add("e" + entity.key() + " r" + region + " dt " + dt);
                    return Script.STAY;
                });
        ok(batch.add(1, 1, 0));
        ok(batch.setStride(1, 3));
        assertEquals(3, batch.entity(1).region(0).stride(), "the legs have no sliced state, the stride is kept all the same");
        assertEquals(3, batch.strideOf(1));
        ok(batch.tick(0.25f));
        assertEquals(1, batch.entity(1).state(1), "the weapon's timer fired");
        assertEquals(0, batch.entity(1).state(0), "the legs' did not yet");
        for (int t = 2; t <= 5; t++) {
            ok(batch.tick(0.25f));
        }
        // (t + 1) % 6 == 0 at t = 5, the first phase tick after the weapon entered AIM at tick 1.
        assertEquals(List.of("e1 r1 dt 1.0"), calls);
        assertEquals(1, batch.entity(1).state(0));
        assertArrayEquals(new int[] {0, 1}, batch.visited(1));
    }

    @Test
    void setStrideRefusesWhatItMustAndAMachineWithoutSlicingHasNone() {
        Batch batch = batch(sliced(false));
        ok(batch.add(1, 1));
        assertTrue(batch.setStride(1, 0).thrown() instanceof Failure.Refused);
        assertTrue(batch.setStride(1, 65_536).thrown() instanceof Failure.Refused);
        assertTrue(batch.setStride(2, 2).thrown() instanceof Failure.Refused);
        ok(batch.setStride(1, 65_535));
        UnsupportedOperationException none = assertThrows(UnsupportedOperationException.class,
                () -> batch(waiting()).setStride(1, 2));
        assertTrue(none.getMessage().contains("@OnUpdate(every = ...)"), none.getMessage());
    }
}
