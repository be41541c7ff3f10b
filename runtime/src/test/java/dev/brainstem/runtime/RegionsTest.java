package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Bodies.Arms;
import dev.brainstem.runtime.Bodies.Halt;
import dev.brainstem.runtime.Bodies.Legs;
import dev.brainstem.runtime.Bodies.Move;
import dev.brainstem.runtime.Bodies.Shoot;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Orthogonal regions on a hand-written two-region machine ({@link Bodies}): the machine's batch (the legs')
 * adds, removes, ticks, delivers and snapshots every region; the arms' batch, a follower, refuses what the
 * game does on the machine's; a tick runs region after region and commits every region; an abrupt failure
 * in one region leaves the earlier ones committed and the later ones undecided; the parallel tick and the
 * tick in regions equal the sequential one.
 */
class RegionsTest {
    private static final ForkJoinPool POOL = new ForkJoinPool(4);

    @AfterAll
    static void stop() {
        POOL.shutdown();
    }

    @Test
    void theMachinesBatchListsItsRegionsAndFindsEachByItsStates() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        assertEquals(List.of(legs, arms), legs.regions());
        assertEquals(List.of(legs, arms), arms.regions(), "a region's batch lists the machine's regions");
        assertSame(legs, legs.region(Legs.class));
        assertSame(arms, arms.region(Arms.class));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> legs.region(Thread.State.class));
        assertEquals("Body: no region of states java.lang.Thread$State; its regions' states: "
                + "[dev.brainstem.runtime.Bodies$Legs, dev.brainstem.runtime.Bodies$Arms]", e.getMessage());
        Bodies<Legs> plain = Bodies.legsAlone(true);
        assertEquals(List.of(plain), plain.regions(), "a plain batch is its one region");
        assertThrows(IllegalArgumentException.class, () -> plain.region(Arms.class));
    }

    @Test
    void lastInOnTheMachinesBatchNamesTheRegionWhoseGroupItIs() {
        MachineInfo arms = new MachineInfo("Body.Arms", new String[] {"READY", "AIM", "FIRE"}, "READY",
                new String[] {"AIM", "FIRE"}, new MachineInfo.Group[] {
                    new MachineInfo.Group("ARMED", null, "AIM FIRE", null, MachineInfo.History.NONE)});
        Bodies<Legs> legs = Bodies.machine(true, arms);
        legs.add(0, Legs.IDLE);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> legs.lastIn(0, "ARMED"));
        assertEquals("Body: ARMED is a group of region Body.Arms: region(Arms.class).lastIn reads it", e.getMessage());
        IllegalArgumentException own = assertThrows(IllegalArgumentException.class,
                () -> legs.region(Arms.class).lastIn(0, "ARMED"));
        assertEquals("Body.Arms: ARMED is a group without history; its history groups: []", own.getMessage());
    }

    @Test
    void anAddEntersEveryRegionInOrderWithOneHandle() {
        Bodies<Legs> legs = Bodies.machine(false);
        Bodies<Arms> arms = legs.arms();
        List<String> log = new ArrayList<>();
        legs.onEnter = (region, slot, state) -> log.add(state + " arms=" + arms.currentAt(slot));
        arms.onEnter = (region, slot, state) -> log.add(state + " legs=" + legs.currentAt(slot));
        Object first = new Object();
        long one = legs.add(first, Legs.WALK);
        assertEquals(List.of("WALK arms=null", "READY legs=WALK"), log,
                "the legs entered first, the arms after, each reading the other");
        Object second = new Object();
        long two = legs.add(second, Legs.IDLE);
        legs.remove(one);
        long three = legs.add(new Object(), Legs.RUN);
        assertEquals(2, legs.size());
        assertEquals(2, arms.size());
        assertFalse(legs.contains(one));
        assertFalse(arms.contains(one), "the remove took the entity out of every region");
        assertEquals(Legs.RUN, legs.stateOf(three));
        assertEquals(Arms.READY, legs.stateOf(three, Arms.class));
        assertEquals(Arms.READY, arms.stateOf(two));
        List<Long> handles = new ArrayList<>();
        arms.forEachHandle(Arms.READY, handles::add);
        assertEquals(List.of(three, two), handles, "the arms hold the legs' handles: the freed slot taken again");
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> legs.add(second, Legs.IDLE));
        assertTrue(twice.getMessage().contains("in the batch already"), twice.getMessage());
        assertEquals(2, arms.size(), "the refused add changed no region");
    }

    @Test
    void aRegionsBatchRefusesWhatTheGameDoesOnTheMachinesBatch() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        legs.add(0, Legs.IDLE);
        BatchSnapshot own = arms.snapshot();
        List<Executable> refused = List.of(() -> arms.add(1, Arms.AIM), () -> arms.remove(0), () -> arms.tick(0.1f),
                () -> arms.tick(0.1f, POOL), () -> arms.tickInRegions(0.1f), () -> arms.deliver(),
                () -> arms.send(0, new Shoot(Arms.AIM)), () -> arms.broadcast(new Shoot(Arms.AIM)),
                () -> arms.restore(own), () -> arms.setMessageDelivery(MessageDelivery.ON_DELIVER),
                () -> arms.resume(1, Arms.AIM), () -> arms.resumeOne(1, Arms.AIM));
        List<String> calls = List.of("add", "remove", "tick", "tick", "tickInRegions", "deliver", "send", "broadcast",
                "restore", "setMessageDelivery", "resume", "resume");
        for (int k = 0; k < refused.size(); k++) {
            IllegalStateException e = assertThrows(IllegalStateException.class, refused.get(k));
            assertEquals("Body.Arms is a region of Body's batch: call " + calls.get(k) + " on that batch", e.getMessage());
        }
        assertEquals(1, arms.size());
        assertEquals(0.0, arms.clock(), "nothing refused changed the region");
        // What stays allowed on a region's batch.
        arms.transitionTo(0, Arms.FIRE);
        assertEquals(Arms.FIRE, legs.stateOf(0, Arms.class));
        assertEquals(Legs.IDLE, legs.stateOf(0), "a transition changes its state's region only");
        assertEquals(Arms.READY, legs.previousOf(0, Arms.class));
        assertNull(legs.previousOf(0));
        assertEquals(1, arms.count(Arms.FIRE));
    }

    @Test
    void aTickRunsRegionAfterRegionAndALaterRegionSeesTheEarlierOnesMoves() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        for (int id = 0; id < 4; id++) {
            legs.add(id, Legs.IDLE);
        }
        List<String> order = new ArrayList<>();
        legs.script = (region, slot, state) -> {
            order.add("legs " + slot);
            return slot % 2 == 0 ? Legs.WALK : null;
        };
        arms.script = (region, slot, state) -> {
            order.add("arms " + slot + " legs=" + legs.currentAt(slot));
            return legs.currentAt(slot) == Legs.WALK ? Arms.AIM : null;
        };
        List<String> told = new ArrayList<>();
        legs.setListener((h, from, to, event) -> told.add(h + ":" + from + "->" + to));
        arms.setListener((h, from, to, event) -> told.add(h + ":" + from + "->" + to));
        legs.tick(0.25f);
        assertEquals(List.of("legs 0", "legs 1", "legs 2", "legs 3", "arms 0 legs=WALK", "arms 1 legs=IDLE",
                "arms 2 legs=WALK", "arms 3 legs=IDLE"), order);
        assertEquals(List.of("0:IDLE->WALK", "2:IDLE->WALK", "0:READY->AIM", "2:READY->AIM"), told,
                "told region after region");
        assertEquals(2, arms.count(Arms.AIM));
        assertEquals(2, legs.count(Legs.WALK));
        assertEquals(0.25, legs.clock());
        assertEquals(0.25, arms.clock(), "every region's clock advanced with the tick");
    }

    @Test
    void changesAskedForDuringATickAreAppliedAtItsCommitToTheirRegion() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        legs.add(0, Legs.IDLE);
        legs.add(1, Legs.IDLE);
        legs.script = (region, slot, state) -> {
            if (slot == 0) {
                arms.transitionTo(0, Arms.FIRE);
                legs.add(5, Legs.RUN);
                legs.remove(1);
            }
            return null;
        };
        List<String> seen = new ArrayList<>();
        arms.script = (region, slot, state) -> {
            seen.add(slot + ":" + state);
            return null;
        };
        legs.tick(0.1f);
        assertEquals(List.of("0:READY", "1:READY"), seen, "queued: the arms decided before any change was made");
        assertEquals(Arms.FIRE, arms.stateOf(0));
        assertEquals(Legs.RUN, legs.stateOf(5));
        assertEquals(Arms.READY, arms.stateOf(5), "the add entered the arms' initial state");
        assertFalse(legs.contains(1));
        assertFalse(arms.contains(1));
        assertEquals(2, arms.size());
    }

    @Test
    void aLaterRegionsHandlerMovesAnEarlierRegionAtTheCommitAfterEveryRegionsTickWasTold() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        legs.add(0, Legs.IDLE);
        List<String> told = new ArrayList<>();
        legs.setListener((h, from, to, event) -> told.add("legs " + from + "->" + to));
        arms.setListener((h, from, to, event) -> told.add("arms " + from + "->" + to));
        legs.script = (region, slot, state) -> state == Legs.IDLE ? Legs.WALK : null;
        arms.script = (region, slot, state) -> {
            legs.transitionTo(slot, Legs.RUN);
            return Arms.AIM;
        };
        legs.tick(0.1f);
        assertEquals(List.of("legs IDLE->WALK", "arms READY->AIM", "legs WALK->RUN"), told);
        assertEquals(Legs.RUN, legs.stateOf(0));
        assertEquals(Legs.WALK, legs.previousOf(0));
    }

    @Test
    void theErrorHandlerMayAddToTheMachineWhileItHearsOfTheTicksFailures() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        legs.add(0, Legs.IDLE);
        legs.add(1, Legs.IDLE);
        legs.script = (region, slot, state) -> {
            throw new IllegalStateException("legs " + slot);
        };
        arms.script = (region, slot, state) -> {
            throw new IllegalStateException("arms " + slot);
        };
        List<String> handled = new ArrayList<>();
        legs.setErrorHandler(failure -> {
            handled.add(failure.getCause().getMessage());
            if (handled.size() == 1) {
                legs.add(7, Legs.RUN);
            }
        });
        legs.tick(0.1f);
        assertEquals(List.of("legs 0", "legs 1", "arms 0", "arms 1"), handled,
                "every failure told, the add made from the handler between them");
        assertEquals(Legs.RUN, legs.stateOf(7));
        assertEquals(Arms.READY, arms.stateOf(7));
        assertEquals(3, arms.size());
        legs.tick(0.1f);
        assertEquals(10, handled.size(), "the next tick reports as usual, 7 included");
    }

    @Test
    void aMessageGoesToEveryRegionThatTakesItsTypeInRegionOrder() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        legs.add(0, Legs.IDLE);
        legs.add(1, Legs.IDLE);
        List<String> got = new ArrayList<>();
        legs.onMessage = (region, slot, state, message) -> {
            got.add("legs " + slot + " " + message.getClass().getSimpleName());
            return message instanceof Move m ? m.to() : state;
        };
        arms.onMessage = (region, slot, state, message) -> {
            got.add("arms " + slot + " " + message.getClass().getSimpleName() + " legs=" + legs.currentAt(slot));
            if (message instanceof Halt) {
                return state == Arms.READY ? null : Arms.READY;
            }
            return ((Shoot) message).to();
        };
        legs.send(0, new Move(Legs.RUN));
        legs.send(0, new Shoot(Arms.FIRE));
        legs.broadcast(new Halt());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> legs.send(0, 7));
        assertEquals("Body takes no message of type java.lang.Integer: no @OnMessage handler's parameter accepts it"
                + " in any region", e.getMessage());
        legs.tick(0.1f);
        assertEquals(List.of("legs 0 Move", "legs 0 Halt", "legs 1 Halt", "arms 0 Shoot legs=RUN",
                "arms 0 Halt legs=RUN", "arms 1 Halt legs=IDLE"), got);
        assertEquals(Legs.RUN, legs.stateOf(0));
        assertEquals(Arms.READY, arms.stateOf(0), "Shoot then Halt, in send order");
        assertEquals(1, legs.droppedMessages(), "the arms of entity 1 were READY, where Halt is not taken");
        assertEquals(1, arms.droppedMessages());
        legs.setMessageDelivery(MessageDelivery.ON_DELIVER);
        legs.send(1, new Shoot(Arms.AIM));
        legs.tick(0.1f);
        assertEquals(Arms.READY, arms.stateOf(1), "the arms deliver only at deliver() now");
        legs.deliver();
        assertEquals(Arms.AIM, arms.stateOf(1));
    }

    @Test
    void aSnapshotHoldsEveryRegionAndARestorePutsEveryRegionBack() {
        Bodies<Legs> legs = Bodies.machine(false);
        Bodies<Arms> arms = legs.arms();
        arms.onMessage = (region, slot, state, message) -> ((Shoot) message).to();
        Object a = new Object();
        long ha = legs.add(a, Legs.WALK);
        legs.send(ha, new Shoot(Arms.AIM));
        BatchSnapshot snapshot = legs.snapshot();
        legs.tick(0.5f);
        arms.transitionTo(ha, Arms.FIRE);
        long hb = legs.add(new Object(), Legs.RUN);
        assertEquals(Arms.FIRE, arms.stateOf(ha));
        assertFalse(snapshot.matches(legs.snapshot()));
        legs.restore(snapshot);
        assertTrue(snapshot.matches(legs.snapshot()));
        assertEquals(1, arms.size());
        assertFalse(arms.contains(hb));
        assertEquals(Arms.READY, arms.stateOf(ha));
        assertEquals(0.0, arms.clock());
        legs.tick(0.1f);
        assertEquals(Arms.AIM, arms.stateOf(ha), "the arms' waiting message came back with the restore");
        BatchSnapshot other = Bodies.machine(false).snapshot();
        assertThrows(IllegalArgumentException.class, () -> legs.restore(other));
        assertEquals(Arms.AIM, arms.stateOf(ha), "a refused restore changes no region");
        BatchSnapshot armsOnly = arms.snapshot();
        assertEquals(1, armsOnly.size());
        assertFalse(armsOnly.matches(legs.snapshot()), "a region's snapshot is not the machine's");
    }

    @Test
    void aResumePlacesEveryRegionOrNoneAtAll() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        List<String> entered = new ArrayList<>();
        legs.onEnter = (region, slot, state) -> entered.add("legs " + state);
        arms.onEnter = (region, slot, state) -> entered.add("arms " + state);
        legs.resume(3, Legs.RUN, Arms.FIRE);
        assertEquals(Legs.RUN, legs.stateOf(3));
        assertEquals(Arms.FIRE, arms.stateOf(3));
        assertEquals(List.of(), entered, "a resume runs no handler");
        IllegalArgumentException few = assertThrows(IllegalArgumentException.class, () -> legs.resume(4, Legs.RUN));
        assertEquals("Body: resume needs a state of each other region, 1 in order; given 0", few.getMessage());
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                () -> legs.resume(4, Legs.RUN, Legs.WALK));
        assertEquals("Body.Arms: resume in Legs.WALK: this region's states are Arms", wrong.getMessage());
        assertThrows(IllegalArgumentException.class, () -> legs.resumeOne(4, Legs.RUN));
        assertThrows(IllegalArgumentException.class, () -> legs.resume(3, Legs.RUN, Arms.AIM), "present already");
        assertEquals(1, legs.size());
        assertEquals(1, arms.size(), "no refused resume placed the entity in any region");
        assertFalse(arms.contains(4));
    }

    @Test
    void aHandlersExceptionIsReportedAfterEveryRegionCommitted() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        legs.add(0, Legs.IDLE);
        legs.add(1, Legs.IDLE);
        legs.script = (region, slot, state) -> {
            if (slot == 0) {
                throw new IllegalStateException("legs of 0");
            }
            return Legs.WALK;
        };
        arms.script = (region, slot, state) -> Arms.AIM;
        HandlerException e = assertThrows(HandlerException.class, () -> legs.tick(0.1f));
        assertEquals("legs of 0", e.getCause().getMessage());
        assertEquals(Legs.IDLE, legs.stateOf(0), "the entity whose handler threw stayed");
        assertEquals(Legs.WALK, legs.stateOf(1));
        assertEquals(Arms.AIM, arms.stateOf(0), "its later region decided as usual");
        assertEquals(Arms.AIM, arms.stateOf(1));
        List<String> handled = new ArrayList<>();
        legs.setErrorHandler(failure -> handled.add(failure.machine() + " " + failure.handle()));
        arms.script = (region, slot, state) -> {
            throw new IllegalStateException("arms");
        };
        legs.tick(0.1f);
        assertEquals(List.of("Body 0", "Body.Arms 0", "Body.Arms 1"), handled,
                "the machine's error handler is every region's, told region after region");
    }

    @Test
    void anAbruptFailureInARegionKeepsTheEarlierRegionsCommitsAndLeavesTheLaterOnesUndecided() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        for (int id = 0; id < 6; id++) {
            legs.add(id, Legs.IDLE);
        }
        List<String> told = new ArrayList<>();
        legs.setListener((h, from, to, event) -> told.add("legs " + h));
        arms.setListener((h, from, to, event) -> told.add("arms " + h));
        legs.script = (region, slot, state) -> {
            if (slot == 1) {
                legs.add(9, Legs.RUN);
            }
            return Legs.WALK;
        };
        arms.script = (region, slot, state) -> {
            if (slot == 3) {
                throw new AssertionError("an Error in the arms");
            }
            if (slot == 0) {
                legs.remove(5);
            }
            return Arms.AIM;
        };
        assertThrows(AssertionError.class, () -> legs.tick(0.1f));
        assertEquals(List.of("legs 0", "legs 1", "legs 2", "legs 3", "legs 4", "legs 5"), told,
                "the legs' moves were told; the arms' were not");
        assertEquals(Arms.READY, arms.stateOf(9), "the legs' queued add entered 9 in every region");
        assertEquals(6, legs.count(Legs.WALK), "the legs committed");
        assertEquals(Legs.RUN, legs.stateOf(9), "the legs' queued add was made");
        assertTrue(legs.contains(5), "the arms' queued remove was abandoned");
        assertEquals(7, arms.size());
        int total = 0;
        for (Arms s : Arms.values()) {
            total += arms.count(s);
        }
        assertEquals(7, total, "the arms made whole: every entity in exactly one state's count");
        assertEquals(0.1, arms.clock(), 1e-6, "the arms' clock advanced with the tick");

        // An Error in the first region: the arms decide nothing.
        List<Integer> armsDecided = new ArrayList<>();
        legs.script = (region, slot, state) -> {
            throw new AssertionError("an Error in the legs");
        };
        arms.script = (region, slot, state) -> {
            armsDecided.add(slot);
            return null;
        };
        assertThrows(AssertionError.class, () -> legs.tick(0.1f));
        assertEquals(List.of(), armsDecided);
        assertEquals(0.2, arms.clock(), 1e-6);
        legs.script = (region, slot, state) -> null;
        legs.tick(0.1f);
        assertEquals(7, armsDecided.size(), "the machine ticks on");
    }

    @Test
    void anAddsEnterFailureIsThrownToItsCallerOnceEveryRegionIsEntered() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        legs.onEnter = (region, slot, state) -> {
            throw new IllegalStateException("legs enter");
        };
        List<Integer> armsEntered = new ArrayList<>();
        arms.onEnter = (region, slot, state) -> armsEntered.add(slot);
        HandlerException e = assertThrows(HandlerException.class, () -> legs.add(2, Legs.IDLE));
        assertEquals("legs enter", e.getCause().getMessage());
        assertEquals(List.of(2), armsEntered);
        assertTrue(arms.contains(2));
        legs.onEnter = (region, slot, state) -> {
            throw new AssertionError("an Error entering the legs");
        };
        assertThrows(AssertionError.class, () -> legs.add(3, Legs.IDLE));
        assertEquals(Arms.READY, arms.stateOf(3), "an Error still leaves the entity in every region");
        assertEquals(List.of(2), armsEntered, "without running the arms' enter");
        legs.tick(0.1f);
    }

    @Test
    void aWarmTickOfAMachineOfRegionsAllocatesNothing() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        for (int id = 0; id < 2_000; id++) {
            legs.add(id, Legs.IDLE);
        }
        Legs[] paces = Legs.values();
        Shoot aim = new Shoot(Arms.AIM);
        int[] tick = {0};
        int[] moves = {0};
        legs.setListener((h, from, to, event) -> moves[0]++);
        legs.script = (region, slot, state) -> (slot + tick[0]) % 7 == 0 ? paces[(state.ordinal() + 1) % 3] : null;
        arms.script = (region, slot, state) -> {
            if ((slot + tick[0]) % 11 == 0) {
                legs.send(slot, aim);
            }
            return legs.currentAt(slot) == Legs.RUN ? Arms.FIRE : state == Arms.FIRE ? Arms.READY : null;
        };
        arms.onMessage = (region, slot, state, message) -> ((Shoot) message).to();
        for (; tick[0] < 600; tick[0]++) {
            legs.tick(0.01f);
        }
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int frame = 0; frame < 100; frame++, tick[0]++) {
                legs.tick(0.01f);
            }
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - before);
        }
        assertEquals(0, least, "bytes allocated by 100 warm ticks of a machine of two regions");
        assertTrue(moves[0] > 10_000, "the ticks moved entities: " + moves[0]);
        assertTrue(arms.count(Arms.FIRE) > 0 && arms.count(Arms.AIM) > 0, "and delivered messages");
    }

    /** How a run ticks its machine. */
    private enum Ticking { SEQUENTIAL, PARALLEL, REGIONS }

    @Test
    void theParallelTickAndTheTickInRegionsEqualTheSequentialOne() {
        for (long seed = 1; seed <= 4; seed++) {
            for (boolean idMode : new boolean[] {true, false}) {
                List<String> sequential = run(seed, idMode, Ticking.SEQUENTIAL);
                assertTrue(sequential.size() > 200, "the run does something: " + sequential.size());
                assertEquals(sequential, run(seed, idMode, Ticking.PARALLEL), "seed " + seed + " parallel");
                assertEquals(sequential, run(seed, idMode, Ticking.REGIONS), "seed " + seed + " in regions");
            }
        }
    }

    private static List<String> run(long seed, boolean idMode, Ticking ticking) {
        Bodies<Legs> legs = Bodies.machine(idMode);
        Bodies<Arms> arms = legs.arms();
        List<Long> handles = new ArrayList<>();
        for (int id = 0; id < 700; id++) {
            handles.add(idMode ? legs.add(id, Legs.IDLE) : legs.add(Integer.valueOf(id), Legs.IDLE));
        }
        List<String> log = new ArrayList<>();
        legs.setListener((h, from, to, event) -> log.add(h + ":" + from + "->" + to));
        arms.setListener((h, from, to, event) -> log.add(h + ":" + from + "->" + to));
        legs.setErrorHandler(e -> log.add("failed " + e.machine() + " " + e.handle()));
        legs.onMessage = (region, slot, state, message) -> {
            log.add("legs got " + region.handleAt(slot));
            return ((Move) message).to();
        };
        arms.onMessage = (region, slot, state, message) -> {
            log.add("arms got " + region.handleAt(slot));
            // From the calling thread, during the arms' delivery: after every send of the legs' loops.
            legs.send(region.handleAt(slot), new Move(Legs.RUN));
            return state == Arms.FIRE ? null : ((Shoot) message).to();
        };
        int[] tick = {0};
        legs.script = (region, slot, state) -> {
            int r = new Random(seed * 1_000_003L + slot * 31L + tick[0]).nextInt(100);
            if (r < 2) {
                throw new IllegalStateException("r " + r);
            }
            if (r < 4 && slot < 600 && tick[0] == 3) {
                if (idMode) {
                    region.add(700 + slot, Legs.RUN);
                } else {
                    region.add(Integer.valueOf(700 + slot), Legs.RUN);
                }
            }
            if (r == 5) {
                arms.transitionTo(region.handleAt(slot), Arms.FIRE);
            }
            if (r == 6 || r == 7) {
                // To a later region, whose delivery comes after this loop: it waits for the next tick.
                legs.send(region.handleAt(slot), new Shoot(Arms.AIM));
            }
            if (r == 8) {
                legs.send(region.handleAt(slot), new Move(Legs.IDLE));
            }
            return r < 30 ? Legs.values()[r % 3] : null;
        };
        arms.script = (region, slot, state) -> {
            int r = new Random(seed * 7_000_003L + slot * 17L + tick[0]).nextInt(100);
            if (r < 2) {
                throw new IllegalStateException("r " + r);
            }
            if (r < 5 && slot + 1 < 700 && legs.currentAt(slot + 1) != null) {
                legs.remove(legs.handleAt(slot + 1));
            }
            if (r < 8) {
                legs.send(region.handleAt(slot), new Move(Legs.WALK));
            }
            Legs mine = legs.currentAt(slot);
            return r < 40 ? Arms.values()[(r + (mine == null ? 0 : mine.ordinal())) % 3] : null;
        };
        for (; tick[0] < 10; tick[0]++) {
            switch (ticking) {
                case PARALLEL -> legs.tick(0.05f, POOL);
                case REGIONS -> legs.tickInRegions(0.05f);
                default -> legs.tick(0.05f);
            }
            log.add("size " + legs.size() + " " + arms.size() + " " + legs.count(Legs.WALK) + " "
                    + arms.count(Arms.FIRE) + " dropped " + legs.droppedMessages());
        }
        return log;
    }
}
