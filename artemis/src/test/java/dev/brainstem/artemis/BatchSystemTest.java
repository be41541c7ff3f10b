package dev.brainstem.artemis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.artemis.Aspect;
import com.artemis.BaseSystem;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.utils.IntBag;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

class BatchSystemTest {
    /** Another system, run after the machine's: what it reads of the states each frame. */
    static final class Reader extends BaseSystem {
        final BatchSystem<Pace> walkers;
        final List<List<Integer>> walking = new ArrayList<>();
        final List<Pace> firstsState = new ArrayList<>();
        int first = -1;

        Reader(BatchSystem<Pace> walkers) {
            this.walkers = walkers;
        }

        @Override
        protected void processSystem() {
            IntBag bag = walkers.entitiesIn(Pace.WALK);
            List<Integer> ids = new ArrayList<>();
            for (int i = 0; i < bag.size(); i++) {
                ids.add(bag.get(i));
            }
            walking.add(ids);
            if (first >= 0 && walkers.contains(first)) {
                firstsState.add(walkers.stateOf(first));
            }
        }
    }

    final Walkers ai = new Walkers();
    final WalkersBatch batch = new WalkersBatch(ai);
    final BatchSystem<Pace> system = new BatchSystem<>(Aspect.all(Walker.class, Position.class), batch,
            batch::add, batch::forEach);
    final Reader reader = new Reader(system);
    final World world = new World(new WorldConfigurationBuilder().with(system, reader).build());
    ComponentMapper<Position> positions = world.getMapper(Position.class);

    BatchSystemTest() {
        world.inject(ai);
    }

    int walker(float x) {
        int id = world.create();
        world.edit(id).create(Position.class).x = x;
        world.edit(id).create(Walker.class);
        return id;
    }

    void frame(float dt) {
        world.setDelta(dt);
        world.process();
    }

    @Test
    void entitiesEnteringTheAspectAreAddedInTheInitialStateAndLeavingOnesRemoved() {
        int a = walker(0), b = walker(0), c = walker(0);
        int bystander = world.create();
        world.edit(bystander).create(Position.class);
        frame(0);
        assertEquals(3, batch.size());
        assertEquals(3, system.count(Pace.IDLE));
        assertTrue(system.contains(a) && system.contains(b) && system.contains(c));
        assertFalse(system.contains(bystander));

        world.delete(a);
        world.edit(b).remove(Walker.class);
        frame(0);
        assertEquals(1, batch.size());
        assertFalse(system.contains(a));
        assertFalse(system.contains(b));

        world.edit(b).create(Walker.class);
        frame(0.25f);
        assertTrue(system.contains(b));
        assertEquals(Pace.IDLE, system.stateOf(b));
        assertEquals(0.25f, positions.get(b).seconds, "b re-entered the aspect and was ticked in that frame");
    }

    @Test
    void theStateAnEntityStartsInIsTheGamesToName() {
        system.startIn(id -> positions.get(id).x < 0 ? Pace.STUNNED : null);
        int stunned = walker(-1), idle = walker(0);
        frame(0);
        assertEquals(Pace.STUNNED, system.stateOf(stunned));
        assertEquals(Pace.IDLE, system.stateOf(idle));
        assertEquals(2, ai.enters, "each started entity's enter ran once");
    }

    @Test
    void aStartStateThatIsNoEntryPointIsRefusedByName() {
        system.startIn(id -> Pace.WALK);
        walker(0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> frame(0));
        assertTrue(e.getMessage().contains("WALK"), e.getMessage());
        assertEquals(0, batch.size());
    }

    /** Issue 41: one refused start kept every entity inserted in the same update out of the batch, for good. */
    @Test
    void aRefusedStartKeepsNoOtherEntityOut() {
        system.startIn(id -> positions.get(id).x < 0 ? Pace.WALK : null);
        int before = walker(0), refused = walker(-1), after = walker(0), alsoRefused = walker(-2);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> frame(0));
        assertTrue(e.getMessage().contains("WALK"), e.getMessage());
        assertEquals(1, e.getSuppressed().length, "the second refusal rides on the first");
        assertEquals(2, batch.size());
        assertTrue(system.contains(before) && system.contains(after), "the valid ones are in");
        assertFalse(system.contains(refused) || system.contains(alsoRefused));
        frame(0.25f);
        assertEquals(0.25f, positions.get(after).seconds, "and ticked from the next frame on");
        assertEquals(0f, positions.get(refused).seconds);
    }

    @Test
    void theWorldsDeltaReachesTheHandlers() {
        int id = walker(0);
        frame(0.125f);
        assertEquals(0.125f, positions.get(id).seconds);
        frame(0.375f);
        assertEquals(0.5f, positions.get(id).seconds);
        assertEquals(Pace.WALK, system.stateOf(id));
        assertEquals(0.5, batch.clock(), 1e-9);
    }

    @Test
    void anotherSystemReadsStatesAndTheEntitiesOfOneState() {
        int a = walker(0), b = walker(0.5f);
        reader.first = a;
        frame(0.25f);
        frame(0.25f); // both reach half a second: WALK
        frame(0.25f);
        assertEquals(List.of(List.of(), List.of(a, b), List.of(a, b)), reader.walking);
        assertEquals(List.of(Pace.IDLE, Pace.WALK, Pace.WALK), reader.firstsState);
    }

    @Test
    void theViewOfAStateIsOneBagReusedAcrossFrames() {
        for (int i = 0; i < 40; i++) {
            walker(0);
        }
        frame(0);
        IntBag idle = system.entitiesIn(Pace.IDLE);
        int[] data = idle.getData();
        assertEquals(40, idle.size());
        assertEquals(0, system.entitiesIn(Pace.WALK).size());
        for (int f = 0; f < 3; f++) {
            frame(0.25f);
            IntBag again = system.entitiesIn(Pace.IDLE);
            assertSame(idle, again);
            assertSame(data, again.getData(), "no growth: the same array, refilled");
        }
        assertEquals(0, idle.size(), "refilled: every walker left IDLE");
        assertEquals(40, system.entitiesIn(Pace.WALK).size());
    }

    @Test
    void theViewIsRefusedWhileTheBatchTicks() {
        ai.system = system;
        walker(0);
        frame(0.1f);
        assertNotNull(ai.seenDuringTick);
        assertTrue(ai.seenDuringTick instanceof IllegalStateException, ai.seenDuringTick.toString());
        assertEquals("Walkers: entitiesIn(IDLE) called while the batch ticks", ai.seenDuringTick.getMessage(),
                "the runtime's one rule names the call the game made (issue 41)");
    }

    @Test
    void aHandlerDeletesItsOwnEntityAndCreatesOneThroughArtemisEdits() {
        int id = walker(0.9f);
        positions.get(id);
        frame(0.5f); // IDLE to WALK
        frame(0.5f); // x reaches 1.4: DONE, whose enter deletes it and creates another walker
        assertFalse(system.contains(id), "deleted by its handler, removed after the system ran");
        assertFalse(world.getEntityManager().isActive(id));
        assertEquals(1, batch.size());
        IntBag idle = system.entitiesIn(Pace.IDLE);
        assertEquals(1, idle.size());
        int child = idle.get(0);
        assertTrue(child != id);
        assertEquals(0, positions.get(child).x);
        frame(0.25f);
        assertEquals(0.25f, positions.get(child).seconds, "the created walker ticks from the next frame on");
    }

    @Test
    void anIdTheBatchDoesNotHoldIsAnExceptionNamingIt() {
        int id = walker(0);
        frame(0);
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> system.stateOf(4321));
        assertTrue(unknown.getMessage().contains("id 4321"), unknown.getMessage());
        world.delete(id);
        frame(0);
        IllegalArgumentException removed = assertThrows(IllegalArgumentException.class, () -> system.stateOf(id));
        assertTrue(removed.getMessage().contains("id " + id), removed.getMessage());
        assertThrows(IllegalArgumentException.class, () -> system.entitiesIn(null));
        assertEquals(0, batch.size());
    }

    @Test
    void anEntityTheGameAddedItselfKeepsItsState() {
        int id = walker(0);
        batch.add(id, Pace.STUNNED);
        assertEquals(1, ai.enters);
        frame(0);
        assertEquals(Pace.STUNNED, system.stateOf(id));
        assertEquals(1, ai.enters, "not started a second time");
    }

    /** Within the four frames no walker reaches DONE, whose handler edits the world: a parallel tick may not. */
    @Test
    void aParallelTickEndsAsTheSequentialOne() {
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            endsAsTheSequentialOne(twin -> twin.tickInParallel(pool));
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aTickInRegionsEndsAsTheSequentialOne() {
        endsAsTheSequentialOne(BatchSystem::tickInRegions);
    }

    /** 300 walkers in this test's world and in a twin whose system {@code ticking} set up, four frames each. */
    private void endsAsTheSequentialOne(java.util.function.UnaryOperator<BatchSystem<Pace>> ticking) {
        Walkers otherAi = new Walkers();
        WalkersBatch other = new WalkersBatch(otherAi);
        BatchSystem<Pace> twinSystem = ticking.apply(new BatchSystem<>(Aspect.all(Walker.class, Position.class), other,
                other::add, other::forEach)).startIn(id -> id % 3 == 0 ? Pace.STUNNED : null);
        World twin = new World(new WorldConfigurationBuilder().with(twinSystem).build());
        twin.inject(otherAi);
        system.startIn(id -> id % 3 == 0 ? Pace.STUNNED : null);
        ComponentMapper<Position> twinPositions = twin.getMapper(Position.class);
        for (int i = 0; i < 300; i++) {
            float x = (i % 7) / 20f;
            walker(x);
            int t = twin.create();
            twin.edit(t).create(Position.class).x = x;
            twin.edit(t).create(Walker.class);
        }
        for (int f = 0; f < 4; f++) {
            world.setDelta(0.2f);
            world.process();
            twin.setDelta(0.2f);
            twin.process();
        }
        for (Pace p : Pace.values()) {
            assertEquals(system.count(p), twinSystem.count(p), p.name());
        }
        assertEquals(300, twinSystem.batch().size());
        assertTrue(twinSystem.count(Pace.WALK) > 0 && twinSystem.count(Pace.STUNNED) > 0);
        for (int id = 0; id < 300; id++) {
            assertEquals(system.stateOf(id), twinSystem.stateOf(id));
            assertEquals(positions.get(id).x, twinPositions.get(id).x);
            assertEquals(positions.get(id).seconds, twinPositions.get(id).seconds);
        }
    }
}
