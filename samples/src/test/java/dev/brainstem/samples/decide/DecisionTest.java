package dev.brainstem.samples.decide;

import static dev.brainstem.samples.decide.Drive.ENTITIES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.TransitionLimitException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The wave-2 decision on generated machines: guards in declaration order (inherited first), groups'
 * updates before them, group enters and exits when a transition crosses a boundary (nested: exits
 * innermost first, enters outermost first), settling, the failsafe, time in state and {@code @Current}.
 * Every test runs on one-entity machines, on a batch ticked sequentially, and on a batch ticked in
 * parallel by a pool of two ({@value Drive#ENTITIES} entities: above the tests' parallel minimum), and
 * checks each entity's log of handler calls, its listener's calls and its state.
 */
class DecisionTest {
    /** A power of two, so that sums of it are exact. */
    private static final float DT = 0.25f;

    private static ForkJoinPool pool;

    @BeforeAll
    static void startPool() {
        pool = new ForkJoinPool(2);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdown();
    }

    private static ForkJoinPool poolFor(Mode mode) {
        return mode == Mode.PARALLEL ? pool : null;
    }

    // ----- the fixtures, driven three ways

    private static Drive<Chooser, Pick> choosers(Mode mode) {
        List<Chooser> entities = Drive.make(ENTITIES, i -> new Chooser());
        if (mode == Mode.ONE) {
            return Drive.one(entities, ChooserFsm::start, ChooserFsm::update, ChooserFsm::state,
                    ChooserFsm::previous, null, ChooserFsm::transitionTo, ChooserFsm::setListener);
        }
        ChooserBatch batch = new ChooserBatch();
        return Drive.batch(entities, batch, batch::add, null, poolFor(mode));
    }

    private static Drive<Heir, Line> heirs(Mode mode) {
        List<Heir> entities = Drive.make(ENTITIES, i -> new Heir());
        if (mode == Mode.ONE) {
            return Drive.one(entities, HeirFsm::start, HeirFsm::update, HeirFsm::state, HeirFsm::previous, null,
                    HeirFsm::transitionTo, HeirFsm::setListener);
        }
        HeirBatch batch = new HeirBatch();
        return Drive.batch(entities, batch, batch::add, null, poolFor(mode));
    }

    private static Drive<Zoned, Zone> zoned(Mode mode) {
        List<Zoned> entities = Drive.make(ENTITIES, i -> new Zoned());
        if (mode == Mode.ONE) {
            return Drive.one(entities, ZonedFsm::start, ZonedFsm::update, ZonedFsm::state, ZonedFsm::previous, null,
                    ZonedFsm::transitionTo, ZonedFsm::setListener);
        }
        ZonedBatch batch = new ZonedBatch();
        return Drive.batch(entities, batch, batch::add, null, poolFor(mode));
    }

    private static Drive<Climber, Rung> climbers(Mode mode) {
        List<Climber> entities = Drive.make(ENTITIES, i -> new Climber());
        if (mode == Mode.ONE) {
            return Drive.one(entities, ClimberFsm::start, ClimberFsm::update, ClimberFsm::state,
                    ClimberFsm::previous, ClimberFsm::timeInState, ClimberFsm::transitionTo, ClimberFsm::setListener);
        }
        ClimberBatch batch = new ClimberBatch();
        return Drive.batch(entities, batch, batch::add, ClimberBatch::timeInState, poolFor(mode));
    }

    private static Drive<Looper, Ring> loopers(Mode mode) {
        List<Looper> entities = Drive.make(ENTITIES, i -> new Looper());
        if (mode == Mode.ONE) {
            return Drive.one(entities, LooperFsm::start, LooperFsm::update, LooperFsm::state, LooperFsm::previous,
                    null, LooperFsm::transitionTo, LooperFsm::setListener);
        }
        LooperBatch batch = new LooperBatch();
        return Drive.batch(entities, batch, batch::add, null, poolFor(mode));
    }

    private static Drive<Timed, Clock> timed(Mode mode) {
        List<Timed> entities = Drive.make(ENTITIES, i -> new Timed());
        if (mode == Mode.ONE) {
            return Drive.one(entities, TimedFsm::start, TimedFsm::update, TimedFsm::state, TimedFsm::previous,
                    TimedFsm::timeInState, TimedFsm::transitionTo, TimedFsm::setListener);
        }
        TimedBatch batch = new TimedBatch();
        return Drive.batch(entities, batch, batch::add, TimedBatch::timeInState, poolFor(mode));
    }

    // ----- checks

    /** Entity {@code i} logged {@code log} and its listener heard {@code heard} since the last check; it is in {@code state}. */
    private static <E extends Probe<S>, S extends Enum<S>> void expect(Drive<E, S> drive, int i, S state,
            List<String> log, List<String> heard) {
        String who = drive.mode + ", entity " + i;
        assertEquals(log, drive.entity(i).take(), who + ": handler calls");
        assertEquals(heard, drive.heard(i), who + ": listener calls");
        assertEquals(state, drive.state(i), who + ": state");
    }

    /** Every entity as {@link #expect}. */
    private static <E extends Probe<S>, S extends Enum<S>> void expectAll(Drive<E, S> drive, S state,
            List<String> log, List<String> heard) {
        for (int i = 0; i < drive.size(); i++) {
            expect(drive, i, state, log, heard);
        }
    }

    /** Sets the guards that hold for every entity. */
    private static <E extends Probe<S>, S extends Enum<S>> void holds(Drive<E, S> drive, String... guards) {
        drive.each((i, e) -> {
            e.yes.clear();
            Collections.addAll(e.yes, guards);
        });
    }

    /** A parallel drive really ran handlers on the pool's threads. */
    private static void ranInParallel(Drive<?, ?> drive) {
        if (drive.mode == Mode.PARALLEL) {
            boolean elsewhere = false;
            for (int i = 0; i < drive.size(); i++) {
                elsewhere |= drive.entity(i).ranElsewhere;
            }
            assertTrue(elsewhere, "the parallel tick ran no handler on the pool");
        }
    }

    private static List<String> list(String... lines) {
        return List.of(lines);
    }

    // ----- guard order

    @ParameterizedTest
    @EnumSource(Mode.class)
    void guardsRunInDeclarationOrderAndTheFirstThatHoldsDecides(Mode mode) {
        Drive<Chooser, Pick> drive = choosers(mode);
        expectAll(drive, Pick.A, list("enter A from null"), list());
        drive.each((i, e) -> {
            switch (i % 5) {
                case 0: Collections.addAll(e.yes, "zeta", "alpha", "mid"); break;
                case 1: Collections.addAll(e.yes, "alpha", "mid"); break;
                case 2: e.yes.add("mid"); break;
                case 3: e.go.put("A", Pick.E); break;
                default: break;
            }
        });

        drive.tick(DT);

        for (int i = 0; i < drive.size(); i++) {
            switch (i % 5) {
                case 0:
                    expect(drive, i, Pick.B, list("guard zeta@A", "exit A to B", "enter B from A"), list("A>B GUARD"));
                    break;
                case 1:
                    expect(drive, i, Pick.C, list("guard zeta@A", "guard alpha@A", "exit A to C", "enter C from A"),
                            list("A>C GUARD"));
                    break;
                case 2:
                    expect(drive, i, Pick.D, list("guard zeta@A", "guard alpha@A", "guard mid@A", "exit A to D",
                            "enter D from A"), list("A>D GUARD"));
                    break;
                case 3:
                    expect(drive, i, Pick.E, list("guard zeta@A", "guard alpha@A", "guard mid@A", "update A@A",
                            "exit A to E", "enter E from A"), list("A>E UPDATE"));
                    break;
                default:
                    expect(drive, i, Pick.A, list("guard zeta@A", "guard alpha@A", "guard mid@A", "update A@A"),
                            list());
                    break;
            }
        }

        // not settling: B decided nothing in the tick that entered it; now its one guard fires
        drive.tick(DT);

        for (int i = 0; i < drive.size(); i++) {
            switch (i % 5) {
                case 0:
                    expect(drive, i, Pick.D, list("guard mid@B", "exit B to D", "enter D from B"), list("B>D GUARD"));
                    assertEquals(Pick.B, drive.previous(i));
                    break;
                case 1: expect(drive, i, Pick.C, list("update C"), list()); break;
                case 2: expect(drive, i, Pick.D, list("update D"), list()); break;
                case 3: expect(drive, i, Pick.E, list("update E"), list()); break;
                default:
                    expect(drive, i, Pick.A, list("guard zeta@A", "guard alpha@A", "guard mid@A", "update A@A"),
                            list());
                    break;
            }
        }
        ranInParallel(drive);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void inheritedGuardsComeFirst(Mode mode) {
        Drive<Heir, Line> drive = heirs(mode);
        expectAll(drive, Line.A, list("enter A"), list());
        drive.each((i, e) -> {
            if (i % 3 == 0) {
                Collections.addAll(e.yes, "inherited", "own");
            } else if (i % 3 == 1) {
                e.yes.add("own");
            }
        });

        drive.tick(DT);

        for (int i = 0; i < drive.size(); i++) {
            switch (i % 3) {
                case 0:
                    expect(drive, i, Line.C, list("guard inherited@A", "exit A to C", "enter C"), list("A>C GUARD"));
                    break;
                case 1:
                    expect(drive, i, Line.B, list("guard inherited@A", "guard own@A", "exit A to B", "enter B"),
                            list("A>B GUARD"));
                    break;
                default:
                    expect(drive, i, Line.A, list("guard inherited@A", "guard own@A", "update A"), list());
                    break;
            }
        }
        ranInParallel(drive);
    }

    // ----- groups

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aGuardIntoAGroupMemberEntersTheGroupsAndOneOutExitsThemOnlyAtTheBoundary(Mode mode) {
        Drive<Zoned, Zone> drive = zoned(mode);
        expectAll(drive, Zone.X, list("enter X from null"), list());
        List<List<String>> all = new ArrayList<>();
        for (int i = 0; i < drive.size(); i++) {
            all.add(new ArrayList<>());
        }
        for (int round = 0; round < 3; round++) {
            for (String guard : new String[] {"toI1", "toI2", "toX"}) {
                holds(drive, guard);
                drive.tick(DT);
                for (int i = 0; i < drive.size(); i++) {
                    all.get(i).addAll(drive.entity(i).take());
                    drive.heard(i);
                }
            }
        }
        for (int i = 0; i < drive.size(); i++) {
            List<String> log = all.get(i);
            assertEquals(Zone.X, drive.state(i));
            assertEquals(3, Collections.frequency(log, "enter OUTER at I1"), mode + ": X -> I1 enters OUTER");
            assertEquals(3, Collections.frequency(log, "enter INNER at I1"), mode + ": and INNER");
            assertEquals(3, Collections.frequency(log, "exit INNER at I2"), mode + ": I2 -> X exits INNER");
            assertEquals(3, Collections.frequency(log, "exit OUTER at I2"), mode + ": and OUTER");
            assertEquals(12, log.stream().filter(line -> line.contains(" OUTER at ") || line.contains(" INNER at ")
                    || line.contains(" OTHER at ")).count(), mode + ": I1 -> I2 crosses no boundary: " + log);
            assertEquals(3, Collections.frequency(log, "exit I1 to I2"));
        }
        ranInParallel(drive);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void nestedGroupsExitInnermostFirstAndEnterOutermostFirst(Mode mode) {
        Drive<Zoned, Zone> drive = zoned(mode);
        expectAll(drive, Zone.X, list("enter X from null"), list());

        holds(drive, "toI1");
        drive.tick(DT);
        expectAll(drive, Zone.I1, list("guard toI1@X", "exit X to I1", "enter OUTER at I1", "enter INNER at I1",
                "enter I1 from X"), list("X>I1 GUARD"));

        holds(drive, "toI2");
        drive.tick(DT);
        expectAll(drive, Zone.I2, list("update OUTER@I1", "update INNER@I1", "guard toI2@I1", "exit I1 to I2",
                "enter I2 from I1"), list("I1>I2 GUARD"));

        holds(drive, "toJ");
        drive.tick(DT);
        expectAll(drive, Zone.J, list("update OUTER@I2", "update INNER@I2", "guard toJ@I2", "exit I2 to J",
                "exit INNER at I2", "exit OUTER at I2", "enter OTHER at J", "enter J from I2"), list("I2>J GUARD"));

        holds(drive, "toI1");
        drive.tick(DT);
        expectAll(drive, Zone.I1, list("guard toI1@J", "exit J to I1", "exit OTHER at J", "enter OUTER at I1",
                "enter INNER at I1", "enter I1 from J"), list("J>I1 GUARD"));

        holds(drive, "toM");
        drive.tick(DT);
        expectAll(drive, Zone.M, list("update OUTER@I1", "update INNER@I1", "guard toI2@I1", "guard toM@I1",
                "exit I1 to M", "exit INNER at I1", "enter M from I1"), list("I1>M GUARD"));

        // toI2 names the group OUTER: it guards M too, in its declaration place (after toI1)
        holds(drive, "toI2");
        drive.tick(DT);
        expectAll(drive, Zone.I2, list("update OUTER@M", "guard toI1@M", "guard toI2@M", "exit M to I2",
                "enter INNER at I2", "enter I2 from M"), list("M>I2 GUARD"));

        // I2 is toI2's own target: it does not guard I2
        holds(drive, "toI2", "toX");
        drive.tick(DT);
        expectAll(drive, Zone.X, list("update OUTER@I2", "update INNER@I2", "guard toJ@I2", "guard toX@I2",
                "exit I2 to X", "exit INNER at I2", "exit OUTER at I2", "enter X from I2"), list("I2>X GUARD"));

        holds(drive);
        drive.tick(DT);
        expectAll(drive, Zone.X, list("guard toI1@X", "guard toM@X", "update X"), list());
        ranInParallel(drive);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aGroupUpdateThatLeavesPreemptsTheGuardsAndTheStatesUpdate(Mode mode) {
        Drive<Zoned, Zone> drive = zoned(mode);
        holds(drive, "toI1");
        drive.tick(DT);
        drive.each((i, e) -> {
            e.take();
            drive.heard(i);
            Collections.addAll(e.yes, "toI2", "toM", "toJ", "toX");
            e.go.put("INNER", Zone.M);
            if (i % 2 == 1) {
                e.go.put("OUTER", Zone.X);
            }
        });

        drive.tick(DT);

        for (int i = 0; i < drive.size(); i++) {
            if (i % 2 == 0) {
                expect(drive, i, Zone.M, list("update OUTER@I1", "update INNER@I1", "exit I1 to M",
                        "exit INNER at I1", "enter M from I1"), list("I1>M UPDATE"));
            } else {
                expect(drive, i, Zone.X, list("update OUTER@I1", "exit I1 to X", "exit INNER at I1",
                        "exit OUTER at I1", "enter X from I1"), list("I1>X UPDATE"));
            }
        }
        ranInParallel(drive);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void currentIsTheStateServedInEnterUpdateExitAndGuards(Mode mode) {
        Drive<Zoned, Zone> drive = zoned(mode);
        expectAll(drive, Zone.X, list("enter X from null"), list());
        drive.each((i, e) -> e.yes.add(i % 3 == 0 ? "toI1" : i % 3 == 1 ? "toM" : "none"));

        drive.tick(DT);

        for (int i = 0; i < drive.size(); i++) {
            switch (i % 3) {
                case 0:
                    expect(drive, i, Zone.I1, list("guard toI1@X", "exit X to I1", "enter OUTER at I1",
                            "enter INNER at I1", "enter I1 from X"), list("X>I1 GUARD"));
                    break;
                case 1:
                    expect(drive, i, Zone.M, list("guard toI1@X", "guard toM@X", "exit X to M", "enter OUTER at M",
                            "enter M from X"), list("X>M GUARD"));
                    break;
                default:
                    expect(drive, i, Zone.X, list("guard toI1@X", "guard toM@X", "update X"), list());
                    break;
            }
        }

        holds(drive, "toX");
        drive.tick(DT);

        for (int i = 0; i < drive.size(); i++) {
            switch (i % 3) {
                case 0:
                    expect(drive, i, Zone.X, list("update OUTER@I1", "update INNER@I1", "guard toI2@I1",
                            "guard toM@I1", "guard toJ@I1", "guard toX@I1", "exit I1 to X", "exit INNER at I1",
                            "exit OUTER at I1", "enter X from I1"), list("I1>X GUARD"));
                    break;
                case 1:
                    expect(drive, i, Zone.X, list("update OUTER@M", "guard toI1@M", "guard toI2@M", "guard toX@M",
                            "exit M to X", "exit OUTER at M", "enter X from M"), list("M>X GUARD"));
                    break;
                default:
                    expect(drive, i, Zone.X, list("guard toI1@X", "guard toM@X", "update X"), list());
                    break;
            }
        }
        ranInParallel(drive);
    }

    // ----- settle and the failsafe

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aSettlingMachineFollowsItsGuardsUntilAStateStays(Mode mode) {
        Drive<Climber, Rung> drive = climbers(mode);
        expectAll(drive, Rung.P, list("enter P from null"), list());
        drive.each((i, e) -> Collections.addAll(e.yes, i % 2 == 0 ? new String[] {"pq", "qr"}
                : new String[] {"pq", "qr", "rs"}));

        drive.tick(DT);

        for (int i = 0; i < drive.size(); i++) {
            if (i % 2 == 0) {
                expect(drive, i, Rung.R, list("guard pq@P", "exit P to Q", "enter Q from P", "guard qr@Q",
                        "exit Q to R", "enter R from Q", "guard rs@R", "update R dt=0.25 t=0.0"),
                        list("P>Q GUARD", "Q>R GUARD"));
                assertEquals(Rung.Q, drive.previous(i));
            } else {
                expect(drive, i, Rung.S, list("guard pq@P", "exit P to Q", "enter Q from P", "guard qr@Q",
                        "exit Q to R", "enter R from Q", "guard rs@R", "exit R to S", "enter S from R",
                        "update S dt=0.25 t=0.0"), list("P>Q GUARD", "Q>R GUARD", "R>S GUARD"));
                assertEquals(Rung.R, drive.previous(i));
            }
            assertEquals(0f, drive.timeInState(i), "entered during the tick");
        }

        holds(drive);
        drive.tick(DT);

        for (int i = 0; i < drive.size(); i++) {
            if (i % 2 == 0) {
                expect(drive, i, Rung.R, list("guard rs@R", "update R dt=0.25 t=0.25"), list());
            } else {
                expect(drive, i, Rung.S, list("update S dt=0.25 t=0.25"), list());
            }
            assertEquals(DT, drive.timeInState(i));
        }
        ranInParallel(drive);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void theFailsafeCountsGuardTransitions(Mode mode) {
        Drive<Looper, Ring> drive = loopers(mode);
        expectAll(drive, Ring.P, list("enter P from null"), list());
        assertEquals(3, LooperFsm.MAX_TRANSITIONS_PER_TICK);
        drive.each((i, e) -> Collections.addAll(e.yes, i % 2 == 0 ? new String[] {"pq", "qp"} : new String[] {"pq"}));

        RuntimeException thrown = assertThrows(RuntimeException.class, () -> drive.tick(DT));

        TransitionLimitException limit;
        if (mode == Mode.ONE) {
            limit = assertInstanceOf(TransitionLimitException.class, thrown);
        } else {
            HandlerException handler = assertInstanceOf(HandlerException.class, thrown);
            limit = assertInstanceOf(TransitionLimitException.class, handler.getCause());
            assertEquals(Events.GUARD, handler.event());
            assertEquals("Q", handler.state());
        }
        assertEquals(ENTITIES / 2 - 1, thrown.getSuppressed().length, "every looping entity failed, and only they");
        assertEquals("Q", limit.state(), "the entity stays where it is");
        assertEquals("P", limit.target());
        assertEquals(Events.GUARD, limit.event());
        assertEquals(3, limit.limit());
        for (int i = 0; i < drive.size(); i++) {
            if (i % 2 == 0) {
                // three transitions made; the fourth (qp, from Q) is not: neither Q's exit nor P's enter runs
                expect(drive, i, Ring.Q, list("guard pq@P", "exit P to Q", "enter Q from P", "guard qp@Q",
                        "exit Q to P", "enter P from Q", "guard pq@P", "exit P to Q", "enter Q from P",
                        "guard qp@Q"), list("P>Q GUARD", "Q>P GUARD", "P>Q GUARD"));
            } else {
                expect(drive, i, Ring.Q, list("guard pq@P", "exit P to Q", "enter Q from P", "guard qp@Q"),
                        list("P>Q GUARD"));
            }
        }

        // the machines stay usable: with no guard holding, a tick decides nothing
        holds(drive);
        drive.tick(DT);
        expectAll(drive, Ring.Q, list("guard qp@Q"), list());
        ranInParallel(drive);
    }

    // ----- time in state

    @ParameterizedTest
    @EnumSource(Mode.class)
    void timeInStateAfterTransitionsReentryAndTransitionTo(Mode mode) {
        Drive<Timed, Clock> drive = timed(mode);
        expectAll(drive, Clock.A, list("enter A t=0.0"), list());
        for (int i = 0; i < drive.size(); i++) {
            assertEquals(0f, drive.timeInState(i));
        }

        for (float t = DT; t < 1f; t += DT) {
            drive.tick(DT);
            expectAll(drive, Clock.A, list("guard due@A t=" + t, "update A t=" + t), list());
            for (int i = 0; i < drive.size(); i++) {
                assertEquals(t, drive.timeInState(i), "the tick's dt counts");
            }
        }

        drive.tick(DT);
        expectAll(drive, Clock.B, list("guard due@A t=1.0", "exit A t=1.0", "enter B t=0.0"), list("A>B GUARD"));
        assertTimes(drive, 0f);

        drive.tick(DT);
        expectAll(drive, Clock.B, list("guard back@B t=0.25", "update B t=0.25"), list());
        assertTimes(drive, DT);

        // back to A, which it left: its time starts over
        holds(drive, "back");
        drive.tick(DT);
        expectAll(drive, Clock.A, list("guard back@B t=0.5", "exit B t=0.5", "enter A t=0.0"), list("B>A GUARD"));
        assertTimes(drive, 0f);
        holds(drive);
        drive.tick(DT);
        expectAll(drive, Clock.A, list("guard due@A t=0.25", "update A t=0.25"), list());
        assertTimes(drive, DT);

        // re-entry from outside resets it
        for (int i = 0; i < drive.size(); i++) {
            drive.transitionTo(i, Clock.A);
        }
        expectAll(drive, Clock.A, list("exit A t=0.25", "enter A t=0.0"), list("A>A NONE"));
        assertTimes(drive, 0f);
        drive.tick(DT);
        expectAll(drive, Clock.A, list("guard due@A t=0.25", "update A t=0.25"), list());

        // and so does transitionTo an entry point
        for (int i = 0; i < drive.size(); i++) {
            drive.transitionTo(i, Clock.C);
        }
        expectAll(drive, Clock.C, list("exit A t=0.25", "enter C t=0.0"), list("A>C NONE"));
        assertTimes(drive, 0f);
        drive.tick(DT);
        drive.tick(DT);
        expectAll(drive, Clock.C, list("update C t=0.25", "update C t=0.5"), list());
        assertTimes(drive, 2 * DT);
        ranInParallel(drive);
    }

    private static void assertTimes(Drive<?, ?> drive, float expected) {
        for (int i = 0; i < drive.size(); i++) {
            assertEquals(expected, drive.timeInState(i), drive.mode + ", entity " + i + ": time in state");
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void theListenerReportsGuardTransitionsAsEventGuard(Mode mode) {
        assertEquals(5, Events.GUARD);
        assertEquals("GUARD", Events.name(Events.GUARD));
        Drive<Chooser, Pick> drive = choosers(mode);
        drive.each((i, e) -> {
            e.take();
            e.yes.add(i % 2 == 0 ? "alpha" : "none");
            e.go.put("A", Pick.E);
        });
        for (int i = 0; i < drive.size(); i++) {
            drive.heard(i);
        }
        drive.tick(DT);
        for (int i = 0; i < drive.size(); i++) {
            assertEquals(List.of(i % 2 == 0 ? "A>C GUARD" : "A>E UPDATE"), drive.heard(i),
                    mode + ", entity " + i + ": a guard's transition is GUARD, an update's UPDATE");
        }
        ranInParallel(drive);
    }
}
