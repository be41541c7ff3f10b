package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.TransitionLimitException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * Orthogonal regions in the reference model ({@link Regions}, {@link RegionsEntity}), worked case by
 * case on the soldier: legs (IDLE, WALK, RUN, CROUCH, STUNNED an interrupt, BACK its
 * {@code @Back}) and weapon (READY, AIM, FIRE, RELOAD). The decisions these cases pin down are in
 * {@link RegionsEntity}'s Javadoc: add, tick and messages in region order, {@code transitionTo} in
 * the state's own region, {@code @Current} read at the call, failsafe, stacks and history per region.
 */
class RegionsTest {
    /** A test script: handler {@code index} returns the state {@link #returns} names (none: null), every call logged. */
    private static final class Log implements RegionsScript {
        final Map<Integer, String> returns = new HashMap<>();
        /** Every call as {@code r<region> h<index>(arg)}. */
        final List<String> calls = new ArrayList<>();
        /** Every call's {@code current}, as names. */
        final List<String> currents = new ArrayList<>();
        /** When set, decides instead of {@link #returns}: (handler, current) to a state name or null. */
        BiFunction<Handler, int[], String> decide;
        Regions regions;

        Log returning(int handler, String state) {
            returns.put(handler, state);
            return this;
        }

        @Override
        public int call(Entity entity, int region, Handler handler, int[] current, int arg, float dt) {
            Object m = entity.message();
            calls.add("r" + region + " h" + handler.index() + "(" + (m != null ? String.valueOf(m)
                    : arg == Script.NO_ARG ? "" : arg == Script.NULL ? "null" : entity.machine().stateName(arg)) + ")");
            StringBuilder names = new StringBuilder();
            for (int r = 0; r < current.length; r++) {
                names.append(r == 0 ? "" : " ").append(current[r] < 0 ? "null"
                        : regions.region(r).stateName(current[r]));
            }
            currents.add(names.toString());
            String to = decide != null ? decide.apply(handler, current) : returns.get(handler.index());
            return to == null ? Script.STAY : entity.machine().ordinal(to);
        }
    }

    private static final String[] LEGS_STATES = {"IDLE", "WALK", "RUN", "CROUCH", "STUNNED", "BACK"};
    private static final String[] WEAPON_STATES = {"READY", "AIM", "FIRE", "RELOAD"};

    /** Handler {@code index} of {@code event} that may return any of {@code to} and takes its argument. */
    private static Handler handler(int index, int event, String... to) {
        return new Handler(index, "h" + index, event, event != EXIT && to.length > 0, true, List.of(to));
    }

    /** Legs: an update in every plain state (index = ordinal) that may go to any plain state or STUNNED. */
    private static Machine.Builder legs() {
        Machine.Builder b = Machine.builder("Legs", LEGS_STATES).interrupts("STUNNED").back("BACK");
        for (int s = 0; s < 4; s++) {
            b.on(handler(s, UPDATE, "IDLE", "WALK", "RUN", "CROUCH", "STUNNED"), LEGS_STATES[s]);
        }
        return b.on(handler(4, UPDATE, "BACK", "IDLE"), "STUNNED");
    }

    /** Weapon: an update in every state (index = 10 + ordinal) that may go to any weapon state. */
    private static Machine.Builder weapon() {
        Machine.Builder b = Machine.builder("Weapon", WEAPON_STATES).entryPoints("RELOAD");
        for (int s = 0; s < WEAPON_STATES.length; s++) {
            b.on(handler(10 + s, UPDATE, WEAPON_STATES), WEAPON_STATES[s]);
        }
        return b;
    }

    private static RegionsEntity added(Regions m, Log log) {
        log.regions = m;
        RegionsEntity e = new RegionsEntity(m, log, 0, 0, "E0");
        e.start();
        return e;
    }

    private static List<String> names(RegionsEntity e) {
        List<String> names = new ArrayList<>();
        for (int r = 0; r < e.machine().regionCount(); r++) {
            names.add(e.machine().region(r).stateName(e.state(r)));
        }
        return names;
    }

    @Test
    void addEntersEveryRegionsInitialInRegionOrderAndATickStepsRegionAfterRegion() {
        Machine legs = legs().on(handler(20, ENTER), "IDLE").on(handler(21, EXIT), "IDLE")
                .on(handler(22, ENTER), "WALK").build();
        Machine weapon = weapon().initial("AIM").on(handler(30, ENTER), "AIM").on(handler(31, EXIT), "AIM")
                .on(handler(32, ENTER), "FIRE").build();
        Log log = new Log().returning(0, "WALK").returning(11, "FIRE");
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        assertEquals(List.of("r0 h20(null)", "r1 h30(null)"), log.calls, "legs' initial first, then weapon's");
        assertEquals(List.of("IDLE", "AIM"), names(e));
        log.calls.clear();
        assertEquals(legs.ordinal("WALK"), e.update(1f));
        assertEquals(List.of("WALK", "FIRE"), names(e), "both regions moved in one tick");
        // Legs' whole decision and transition, then weapon's: update, exit (told to), enter (told from).
        assertEquals(List.of("r0 h0()", "r0 h21(WALK)", "r0 h22(IDLE)", "r1 h11()", "r1 h31(FIRE)", "r1 h32(AIM)"),
                log.calls);
        assertEquals(e.state(0), e.state());
        assertEquals(legs.ordinal("IDLE"), e.region(0).previous());
        assertEquals(weapon.ordinal("AIM"), e.region(1).previous());
        log.calls.clear();
        log.returns.clear();
        log.returning(12, "RELOAD");
        e.update(1f);
        assertEquals(List.of("WALK", "RELOAD"), names(e), "legs stay while the weapon moves");
        assertEquals(List.of("r0 h1()", "r1 h12()"), log.calls);
    }

    @Test
    void aMessageIsTakenByEveryRegionThatHandlesItInRegionOrder() {
        Machine legs = legs().message(Handler.message(40, "duck", String.class, true, List.of("CROUCH")),
                List.of("IDLE")).build();
        Machine weapon = weapon()
                .message(Handler.message(41, "lower", String.class, true, List.of("READY", "AIM")), List.of("READY"))
                .message(Handler.message(42, "count", Integer.class, false, List.of()), List.of()).build();
        Log log = new Log().returning(40, "CROUCH").returning(41, "AIM");
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        assertTrue(e.deliver("get down"));
        assertEquals(List.of("r0 h40(get down)", "r1 h41(get down)"), log.calls, "legs first, then weapon");
        assertEquals(List.of("CROUCH", "AIM"), names(e));
        log.calls.clear();
        assertFalse(e.deliver("again"), "neither CROUCH nor AIM takes a String: dropped");
        assertEquals(List.of(), log.calls);
        assertTrue(e.deliver(3), "only the weapon takes an Integer");
        assertEquals(List.of("r1 h42(3)"), log.calls);
        assertTrue(e.machine().takes(3));
        assertFalse(e.machine().takes(2.5), "no region takes a Double: a send refuses it");
        log.calls.clear();
        log.returns.clear();
        e.send(7, 0f);
        e.update(1f);
        assertEquals(List.of("r0 h3()", "r1 h42(7)", "r1 h11()"), log.calls,
                "region after region: the legs decide, then the weapon takes its message and decides");
    }

    @Test
    void transitionToChangesOnlyTheRegionOfTheStateItNames() {
        Machine legs = legs().on(handler(20, EXIT), "IDLE").build();
        Machine weapon = weapon().on(handler(30, EXIT), "READY").on(handler(31, ENTER), "RELOAD").build();
        Log log = new Log();
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        log.calls.clear();
        e.transitionTo("RELOAD");
        assertEquals(List.of("IDLE", "RELOAD"), names(e));
        assertEquals(List.of("r1 h30(RELOAD)", "r1 h31(READY)"), log.calls, "the legs run nothing");
        log.calls.clear();
        assertThrows(IllegalArgumentException.class, () -> e.transitionTo("FIRE"), "no entry point of the weapon");
        assertThrows(IllegalArgumentException.class, () -> e.transitionTo("PRONE"), "no region has it");
        assertEquals(List.of("IDLE", "RELOAD"), names(e));
        assertEquals(List.of(), log.calls, "a refused transitionTo runs nothing");
        e.transitionTo("IDLE");
        assertEquals(List.of("r0 h20(IDLE)"), log.calls, "the initial state of the legs: a re-entry there only");
        assertEquals(List.of("IDLE", "RELOAD"), names(e));
    }

    @Test
    void currentOfAnotherRegionIsItsStateAtTheCall() {
        Machine legs = legs().on(handler(20, ENTER), "IDLE").build();
        Machine weapon = weapon().guard(Handler.guard(50, "aimWhenCrouched", "AIM"), List.of("READY")).build();
        Log log = new Log();
        Regions m = Regions.of("Soldier", legs, weapon);
        log.decide = (h, current) -> switch (h.index()) {
            case 0 -> "CROUCH";
            // The guard reads the legs: true only when crouched.
            case 50 -> current[0] == legs.ordinal("CROUCH") ? "AIM" : null;
            default -> null;
        };
        RegionsEntity e = added(m, log);
        assertEquals(List.of("IDLE null"), log.currents, "at add, the weapon is not started while the legs enter");
        log.calls.clear();
        log.currents.clear();
        e.update(1f);
        assertEquals(List.of("CROUCH", "AIM"), names(e), "the guard saw the legs' move of this tick");
        assertEquals(List.of("r0 h0()", "r1 h50()"), log.calls);
        assertEquals(List.of("IDLE READY", "CROUCH READY"), log.currents,
                "legs decide seeing the weapon not yet moved; the weapon's guard sees the legs already crouched");
        assertArrayEquals(new int[] {legs.ordinal("CROUCH"), weapon.ordinal("AIM")}, e.states());

        // The other way round: with the weapon first, its guard reads the legs before they move.
        Log other = new Log();
        other.decide = (h, current) -> switch (h.index()) {
            case 0 -> "CROUCH";
            case 50 -> current[1] == legs.ordinal("CROUCH") ? "AIM" : null;
            default -> null;
        };
        RegionsEntity f = added(Regions.of("Soldier", weapon, legs), other);
        f.update(1f);
        assertEquals(List.of("READY", "CROUCH"), names(f), "region order decides what a handler reads");
        f.update(1f);
        assertEquals(List.of("AIM", "CROUCH"), names(f), "one tick later the guard sees CROUCH");
    }

    @Test
    void theFailsafeCountsEachRegionsTransitionsSeparately() {
        // Both settle with a limit of 2: legs IDLE, WALK, RUN and weapon READY, AIM, FIRE in one tick
        // make 4 transitions, 2 per region: allowed per region, refused if the entity shared one count.
        Machine legs = legs().settle(true).maxTransitionsPerTick(2).build();
        Machine weapon = weapon().settle(true).maxTransitionsPerTick(2).build();
        Log log = new Log().returning(0, "WALK").returning(1, "RUN").returning(10, "AIM").returning(11, "FIRE");
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        e.update(1f);
        assertEquals(List.of("RUN", "FIRE"), names(e));

        // A message's transition counts in its own region's tick: the weapon's message and two settled
        // moves make 3, the third refused; the legs' two moves in the same tick were made.
        Machine legs2 = legs().settle(true).maxTransitionsPerTick(2).build();
        Machine weapon2 = weapon().settle(true).maxTransitionsPerTick(2)
                .message(Handler.message(40, "fire", String.class, true, List.of("AIM")), List.of("READY")).build();
        Log log2 = new Log().returning(0, "WALK").returning(1, "RUN").returning(40, "AIM").returning(11, "FIRE")
                .returning(12, "RELOAD");
        RegionsEntity f = added(Regions.of("Soldier", legs2, weapon2), log2);
        f.send("now", 0f);
        Refusal r = assertThrows(Refusal.class, () -> f.update(1f));
        assertSame(TransitionLimitException.class, r.kind());
        assertEquals(UPDATE, r.event());
        assertEquals("RELOAD", r.target());
        assertEquals(List.of("RUN", "FIRE"), names(f), "legs made their 2; the weapon stays where the third was refused");
        // The next tick counts afresh in every region.
        log2.returns.clear();
        log2.returning(12, "RELOAD");
        f.update(1f);
        assertEquals(List.of("RUN", "RELOAD"), names(f));
    }

    @Test
    void anInterruptInOneRegionLeavesTheOtherAlone() {
        Machine legs = legs().message(Handler.message(40, "stun", String.class, true, List.of("STUNNED")),
                List.of()).build();
        Machine weapon = weapon().build();
        Log log = new Log().returning(0, "WALK").returning(10, "AIM");
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        e.update(1f);
        log.returns.clear();
        log.returning(40, "STUNNED").returning(11, "FIRE");
        e.send("stun", 0f);
        e.update(1f);
        assertEquals(List.of("STUNNED", "FIRE"), names(e), "the weapon keeps deciding while the legs are stunned");
        assertEquals(List.of(legs.ordinal("WALK")), e.region(0).stack());
        assertEquals(List.of(), e.region(1).stack(), "the weapon has its own stack, untouched");
        log.returns.clear();
        log.returning(4, "BACK").returning(12, "RELOAD");
        e.update(1f);
        assertEquals(List.of("WALK", "RELOAD"), names(e), "back returns within the legs only");
        assertEquals(List.of(), e.region(0).stack());
        assertEquals(weapon.ordinal("FIRE"), e.region(1).previous());
    }

    @Test
    void historyIsKeptPerRegion() {
        Machine legs = legs().build();
        // Weapon: ARMED = {AIM, FIRE}, initial AIM, deep history; its constant ARMED is a state.
        Machine.Builder w = Machine.builder("Weapon", "READY", "AIM", "FIRE", "RELOAD", "ARMED")
                .group("ARMED", List.of("AIM", "FIRE"), List.of(), "AIM", Machine.History.DEEP);
        String[] targets = {"READY", "AIM", "FIRE", "RELOAD", "ARMED"};
        for (int s = 0; s < 4; s++) {
            w.on(handler(10 + s, UPDATE, targets), targets[s]);
        }
        Machine weapon = w.build();
        Log log = new Log().returning(10, "ARMED").returning(0, "WALK");
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        e.update(1f);
        assertEquals(List.of("WALK", "AIM"), names(e), "before the first visit ARMED enters its initial");
        log.returns.clear();
        log.returning(11, "FIRE");
        e.update(1f);
        log.returns.clear();
        log.returning(12, "RELOAD").returning(1, "RUN");
        e.update(1f);
        assertEquals(weapon.ordinal("FIRE"), e.region(1).lastIn(weapon.group("ARMED")), "leaving ARMED wrote FIRE");
        log.returns.clear();
        log.returning(13, "ARMED");
        e.update(1f);
        assertEquals(List.of("RUN", "FIRE"), names(e), "entering ARMED by name resumes FIRE; the legs are where they were");
    }

    @Test
    void aHandlersExceptionKeepsTheEarlierRegionsMovesAndTheLaterRegionsDoNotDecide() {
        Regions m = Regions.of("Soldier", legs().build(), weapon().build());
        Log log = new Log();
        log.decide = (h, current) -> {
            if (h.index() == 10) {
                throw new IllegalStateException("jammed");
            }
            return h.index() == 0 ? "WALK" : null;
        };
        RegionsEntity e = added(m, log);
        assertEquals("jammed", assertThrows(IllegalStateException.class, () -> e.update(1f)).getMessage());
        assertEquals(List.of("WALK", "READY"), names(e), "the legs' move stands; the weapon stays where it threw");
        assertEquals(UPDATE, e.region(1).failedEvent());

        Log first = new Log();
        first.decide = (h, current) -> {
            if (h.index() == 0) {
                throw new IllegalStateException("tripped");
            }
            return "AIM";
        };
        RegionsEntity f = added(m, first);
        assertThrows(IllegalStateException.class, () -> f.update(1f));
        assertEquals(List.of("r0 h0()"), first.calls, "the weapon does not decide in a tick the legs' handler ended");
        assertEquals(List.of("IDLE", "READY"), names(f));
    }

    @Test
    void oneRegionIsTodaysMachineStepForStepAndNamesAreMachineWide() {
        Machine legs = legs().on(handler(20, ENTER), "WALK").on(handler(21, EXIT), "IDLE").build();
        Map<Integer, String> returns = Map.of(0, "WALK", 1, "STUNNED", 4, "BACK");
        List<String> single = new ArrayList<>();
        Script script = (entity, h, state, arg, dt) -> {
            single.add("r0 h" + h.index() + "(" + (arg == Script.NO_ARG ? "" : arg == Script.NULL ? "null"
                    : legs.stateName(arg)) + ")");
            String to = returns.get(h.index());
            return to == null ? Script.STAY : legs.ordinal(to);
        };
        Entity one = new Entity(legs, script, 0, 0, "E0");
        one.start(legs.initial());
        Log log = new Log();
        log.returns.putAll(returns);
        RegionsEntity e = added(Regions.of("Legs", legs), log);
        for (int tick = 0; tick < 4; tick++) {
            one.update(1f);
            e.update(1f);
            assertEquals(one.state(), e.state(), "tick " + tick);
            assertEquals(one.stack(), e.region(0).stack(), "tick " + tick);
        }
        assertEquals(single, log.calls);

        assertThrows(IllegalArgumentException.class,
                () -> Regions.of("Bad", legs, Machine.builder("Other", "AIM", "WALK").build()), "WALK in two regions");
        assertThrows(IllegalArgumentException.class, () -> Regions.of("None", List.of()));
        assertThrows(IllegalStateException.class,
                () -> new RegionsEntity(Regions.of("Legs", legs), log, 0, 0, "E1").update(1f), "not added");
        assertEquals(Arrays.asList(0, 1, -1), Arrays.asList(Regions.of("S", legs, weapon().build()).regionOf("CROUCH"),
                Regions.of("S", legs, weapon().build()).regionOf("RELOAD"),
                Regions.of("S", legs, weapon().build()).regionOf("PRONE")));
    }
    @Test
    void eachRegionDeliversItsOwnMessagesThenDecidesAndDropsCountPerRegion() {
        Machine legs = legs().message(Handler.message(40, "duck", String.class, true, List.of("CROUCH")),
                List.of("IDLE")).build();
        Machine weapon = weapon()
                .message(Handler.message(41, "lower", String.class, true, List.of("READY", "AIM")), List.of("AIM"))
                .build();
        Log log = new Log().returning(40, "CROUCH").returning(10, "AIM");
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        log.calls.clear();
        e.send("get down", 0f);
        e.update(1f);
        // The legs take the message and decide; then the weapon, still READY, drops its copy and decides.
        assertEquals(List.of("r0 h40(get down)", "r0 h3()", "r1 h10()"), log.calls);
        assertEquals(List.of("CROUCH", "AIM"), names(e));
        assertEquals(1, e.droppedMessages(), "the weapon was posted it and had nothing in READY to take it");
        assertEquals(0, e.mail(0).dropped());
        log.calls.clear();
        e.send("again", 0.5f);
        e.update(0.25f);
        assertEquals(List.of("r0 h3()", "r1 h11()"), log.calls, "not due yet in either region");
        e.update(0.25f);
        assertEquals(List.of("r0 h3()", "r1 h11()", "r0 h3()", "r1 h41(again)", "r1 h11()"), log.calls,
                "due: CROUCH drops it, AIM takes it");
        assertEquals(2, e.droppedMessages());
        assertThrows(IllegalArgumentException.class, () -> e.send(2.5, 0f), "no region takes a Double");
        assertThrows(IllegalArgumentException.class, () -> e.send("x", -1f));
        assertThrows(IllegalArgumentException.class, () -> e.send(null, 0f));
    }

    @Test
    void aMessageSentDuringAnUpdateWaitsForTheNextOneInEveryRegion() {
        Machine legs = legs().build();
        Machine weapon = weapon()
                .message(Handler.message(41, "fire", String.class, true, List.of("FIRE")), List.of()).build();
        Regions m = Regions.of("Soldier", legs, weapon);
        Log log = new Log();
        RegionsEntity[] self = new RegionsEntity[1];
        log.decide = (h, current) -> {
            if (h.index() == 0 && self[0].mail(1).sentCount() == 0) {
                self[0].send("now", 0f); // the legs send to the weapon before the weapon's turn
            }
            return h.index() == 41 ? "FIRE" : null;
        };
        self[0] = added(m, log);
        self[0].update(1f);
        assertEquals(List.of("IDLE", "READY"), names(self[0]), "sent during the update: waits");
        self[0].update(1f);
        assertEquals(List.of("IDLE", "FIRE"), names(self[0]));
    }

    @Test
    void aThrowingRegionEndsTheOneEntityUpdateAndTheLaterRegionsLettersWait() {
        Machine legs = legs().build();
        Machine weapon = weapon()
                .message(Handler.message(41, "fire", String.class, true, List.of("FIRE")), List.of()).build();
        Log log = new Log();
        boolean[] trip = {true};
        log.decide = (h, current) -> {
            if (h.index() == 0 && trip[0]) {
                trip[0] = false;
                throw new IllegalStateException("tripped");
            }
            return h.index() == 41 ? "FIRE" : null;
        };
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        log.calls.clear();
        e.send("fire", 0f);
        assertThrows(IllegalStateException.class, () -> e.update(0.5f));
        assertEquals(List.of("r0 h0()"), log.calls, "the weapon neither delivers nor decides");
        assertEquals(1, e.mail(1).size(), "its letter waits");
        assertEquals(0.5f, e.timeInState(1), "the clock advanced for every region");
        e.update(0.5f);
        assertEquals(List.of("IDLE", "FIRE"), names(e));
        assertEquals(0, e.droppedMessages());
    }

    @Test
    void addEntersRegionZerosNamedStateAndResumePlacesEveryRegion() {
        Machine legs = legs().entryPoints("CROUCH").on(handler(20, ENTER), "CROUCH").build();
        Machine weapon = weapon().initial("AIM").on(handler(30, ENTER), "AIM").build();
        Regions m = Regions.of("Soldier", legs, weapon);
        Log log = new Log();
        log.regions = m;
        RegionsEntity e = new RegionsEntity(m, log, 0, 0, "E0");
        e.start(legs.ordinal("CROUCH"));
        assertEquals(List.of("CROUCH", "AIM"), names(e));
        assertEquals(List.of("r0 h20(null)", "r1 h30(null)"), log.calls);
        assertEquals(List.of("CROUCH null", "CROUCH AIM"), log.currents);
        assertThrows(IllegalArgumentException.class,
                () -> new RegionsEntity(m, log, 1, 1, "E1").start(legs.ordinal("RUN")), "no entry point");
        log.calls.clear();
        RegionsEntity r = new RegionsEntity(m, log, 2, 2, "E2");
        r.resume(legs.ordinal("STUNNED"), weapon.ordinal("RELOAD"));
        assertEquals(List.of("STUNNED", "RELOAD"), names(r));
        assertEquals(List.of(), log.calls, "resume runs nothing");
        assertEquals(Entity.NO_PREVIOUS, r.region(1).previous());
        assertThrows(IllegalArgumentException.class, () -> r.resume(legs.ordinal("BACK"), 0), "@Back");
        assertThrows(IllegalArgumentException.class, () -> r.resume(0), "one state per region");
        assertEquals(List.of("STUNNED", "RELOAD"), names(r), "a refused resume changes nothing");
    }

    @Test
    void withOnDeliverAnUpdateOpensNoDeliveryInAnyRegion() {
        Machine legs = legs().message(Handler.message(40, "duck", String.class, true, List.of("CROUCH")),
                List.of("IDLE")).build();
        Machine weapon = weapon()
                .message(Handler.message(41, "fire", String.class, true, List.of("FIRE")), List.of("READY")).build();
        Log log = new Log().returning(40, "CROUCH").returning(41, "FIRE");
        RegionsEntity e = added(Regions.of("Soldier", legs, weapon), log);
        e.setMessageDelivery(dev.brainstem.runtime.MessageDelivery.ON_DELIVER);
        e.update(1f);
        // Due half a second after the last delivery opened (the start's, at 0), not after this update.
        e.send("now", 0.5f);
        e.update(1f);
        assertEquals(List.of("IDLE", "READY"), names(e), "updates deliver nothing");
        log.calls.clear();
        e.deliverDue();
        assertEquals(List.of("r0 h40(now)", "r1 h41(now)"), log.calls, "delivered in each region, region order");
        assertEquals(List.of("CROUCH", "FIRE"), names(e));
        e.send("again", 0.5f);
        e.update(5f);
        e.update(5f);
        assertEquals(1, e.mail(1).size(), "still waiting: updates deliver nothing");
    }
}
