package dev.brainstem.ashley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

class BatchSystemTest {
    static final ComponentMapper<Mind> MIND = ComponentMapper.getFor(Mind.class);

    /** Another system, run after the machine's: what it reads of the states each frame. */
    static final class Reader extends EntitySystem {
        final BatchSystem<Mind, Pace> minds;
        final List<List<Entity>> walking = new ArrayList<>();
        final List<Pace> firstsState = new ArrayList<>();
        Entity first;

        Reader(BatchSystem<Mind, Pace> minds) {
            super(1);
            this.minds = minds;
        }

        @Override
        public void update(float deltaTime) {
            ImmutableArray<Entity> walkers = minds.entitiesIn(Pace.WALK);
            List<Entity> seen = new ArrayList<>();
            for (int i = 0; i < walkers.size(); i++) {
                seen.add(walkers.get(i));
            }
            walking.add(seen);
            if (first != null && minds.contains(first)) {
                firstsState.add(minds.stateOf(first));
            }
        }
    }

    final Engine engine = new Engine();
    final MindBatch batch = new MindBatch();
    final BatchSystem<Mind, Pace> system = new BatchSystem<>(Family.all(Mind.class).get(), batch, MIND::get,
            batch::add, batch::forEach);
    final Reader reader = new Reader(system);

    BatchSystemTest() {
        engine.addSystem(system);
        engine.addSystem(reader);
    }

    Entity walker(float x) {
        Entity entity = new Mind(engine, x).entity;
        engine.addEntity(entity);
        return entity;
    }

    @Test
    void entitiesJoiningTheFamilyAreAddedInTheInitialStateAndLeavingOnesRemoved() {
        Entity a = walker(0), b = walker(0), c = walker(0);
        Entity bystander = new Entity().add(new Marker());
        engine.addEntity(bystander);
        assertEquals(3, batch.size());
        assertEquals(3, system.count(Pace.IDLE));
        assertTrue(system.contains(a) && system.contains(b) && system.contains(c));
        assertFalse(system.contains(bystander));

        engine.removeEntity(a);
        Mind bs = b.remove(Mind.class);
        assertEquals(1, batch.size());
        assertFalse(system.contains(a));
        assertFalse(system.contains(b));

        b.add(bs);
        engine.update(0.25f);
        assertTrue(system.contains(b));
        assertEquals(Pace.IDLE, system.stateOf(b));
        assertEquals(0.25f, bs.seconds);
    }

    @Test
    void entitiesInTheFamilyBeforeTheSystemAreAddedAndTakenOutWithIt() {
        Engine other = new Engine();
        Entity early = new Mind(other, 0).entity;
        other.addEntity(early);
        MindBatch minds = new MindBatch();
        BatchSystem<Mind, Pace> late = new BatchSystem<>(Family.all(Mind.class).get(), minds, MIND::get, minds::add,
                minds::forEach);
        other.addSystem(late);
        assertEquals(Pace.IDLE, late.stateOf(early));
        other.removeSystem(late);
        assertEquals(0, minds.size());
        other.addEntity(new Mind(other, 0).entity);
        assertEquals(0, minds.size(), "no longer listening");
    }

    @Test
    void theStateAnEntityStartsInIsTheGamesToName() {
        system.startIn(entity -> MIND.get(entity).x < 0 ? Pace.STUNNED : null);
        Entity stunned = walker(-1), idle = walker(0);
        assertEquals(Pace.STUNNED, system.stateOf(stunned));
        assertEquals(Pace.IDLE, system.stateOf(idle));
        assertEquals(1, MIND.get(stunned).enters);
    }

    @Test
    void aStartStateThatIsNoEntryPointIsRefusedByName() {
        system.startIn(entity -> Pace.WALK);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> walker(0));
        assertTrue(e.getMessage().contains("WALK"), e.getMessage());
        assertEquals(0, batch.size());
        assertEquals(0, system.entitiesIn(Pace.IDLE).size());
    }

    @Test
    void theEnginesDeltaReachesTheHandlers() {
        Entity entity = walker(0);
        engine.update(0.125f);
        assertEquals(0.125f, MIND.get(entity).seconds);
        engine.update(0.375f);
        assertEquals(0.5f, MIND.get(entity).seconds);
        assertEquals(Pace.WALK, system.stateOf(entity));
        assertEquals(0.5, batch.clock(), 1e-9);
    }

    @Test
    void anotherSystemReadsStatesAndTheEntitiesOfOneState() {
        Entity a = walker(0), b = walker(0.5f);
        reader.first = a;
        engine.update(0.25f);
        engine.update(0.25f);
        engine.update(0.25f);
        assertEquals(List.of(List.of(), List.of(a, b), List.of(a, b)), reader.walking);
        assertEquals(List.of(Pace.IDLE, Pace.WALK, Pace.WALK), reader.firstsState);
    }

    @Test
    void theViewOfAStateIsReusedAcrossFrames() {
        for (int i = 0; i < 40; i++) {
            walker(0);
        }
        ImmutableArray<Entity> idle = system.entitiesIn(Pace.IDLE);
        assertEquals(40, idle.size());
        for (int f = 0; f < 3; f++) {
            engine.update(0.25f);
            assertSame(idle, system.entitiesIn(Pace.IDLE));
        }
        assertEquals(0, idle.size(), "refilled: every walker left IDLE");
        assertEquals(40, system.entitiesIn(Pace.WALK).size());
    }

    @Test
    void theViewIsRefusedWhileTheBatchTicks() {
        Mind mind = MIND.get(walker(0));
        mind.system = system;
        engine.update(0.1f);
        assertNotNull(mind.seenDuringTick);
        assertTrue(mind.seenDuringTick instanceof IllegalStateException, mind.seenDuringTick.toString());
        assertEquals("Mind: entitiesIn(IDLE) called while the batch ticks", mind.seenDuringTick.getMessage(),
                "the runtime's one rule names the call the game made (issue 41)");
    }

    @Test
    void aHandlerRemovesItsOwnEntityAndAddsOneThroughTheEngine() {
        Entity first = walker(0.9f);
        engine.update(0.5f);
        engine.update(0.5f); // x reaches 1.4: DONE, whose enter removes it and adds another walker
        assertFalse(system.contains(first), "removed by its handler, taken out after the system ran");
        assertFalse(engine.getEntities().contains(first, true));
        assertEquals(1, batch.size());
        ImmutableArray<Entity> idle = system.entitiesIn(Pace.IDLE);
        assertEquals(1, idle.size());
        Entity next = idle.get(0);
        assertNotSame(first, next);
        engine.update(0.25f);
        assertEquals(0.25f, MIND.get(next).seconds, "the added walker ticks from the next frame on");
    }

    @Test
    void anEntityTheBatchDoesNotHoldIsAnExceptionNamingIt() {
        Entity stranger = new Entity();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> system.stateOf(stranger));
        assertTrue(e.getMessage().contains("entity " + stranger), e.getMessage());
        Entity gone = walker(0);
        engine.removeEntity(gone);
        IllegalArgumentException removed = assertThrows(IllegalArgumentException.class, () -> system.stateOf(gone));
        assertTrue(removed.getMessage().contains("entity " + gone), removed.getMessage());
        assertThrows(IllegalArgumentException.class, () -> system.entitiesIn(null));
    }

    @Test
    void aMachineObjectTheBatchHoldsAlreadyIsRefusedAndNothingChanges() {
        Mind mind = new Mind(engine, 0);
        batch.add(mind, Pace.STUNNED);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> engine.addEntity(mind.entity));
        assertTrue(e.getMessage().contains("in the batch already"), e.getMessage());
        assertEquals(1, batch.size());
        assertFalse(system.contains(mind.entity));
        assertEquals(1, mind.enters);
    }

    /** Within the four frames no walker reaches DONE, whose handler edits the engine: a parallel tick may not. */
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

    /** 300 walkers in this test's engine and in a twin whose system {@code ticking} set up, four frames each. */
    private void endsAsTheSequentialOne(java.util.function.UnaryOperator<BatchSystem<Mind, Pace>> ticking) {
        MindBatch other = new MindBatch();
        Engine twin = new Engine();
        BatchSystem<Mind, Pace> twinSystem = ticking.apply(new BatchSystem<>(Family.all(Mind.class).get(), other,
                MIND::get, other::add, other::forEach));
        twin.addSystem(twinSystem);
        List<Entity> here = new ArrayList<>(), there = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            float x = (i % 7) / 20f;
            system.startIn(entity -> here.size() % 3 == 0 ? Pace.STUNNED : null);
            twinSystem.startIn(entity -> there.size() % 3 == 0 ? Pace.STUNNED : null);
            here.add(walker(x));
            Entity t = new Mind(twin, x).entity;
            twin.addEntity(t);
            there.add(t);
        }
        for (int f = 0; f < 4; f++) {
            engine.update(0.2f);
            twin.update(0.2f);
        }
        for (Pace p : Pace.values()) {
            assertEquals(system.count(p), twinSystem.count(p), p.name());
        }
        assertEquals(300, other.size());
        assertTrue(twinSystem.count(Pace.WALK) > 0 && twinSystem.count(Pace.STUNNED) > 0);
        for (int i = 0; i < 300; i++) {
            assertEquals(system.stateOf(here.get(i)), twinSystem.stateOf(there.get(i)));
            assertEquals(MIND.get(here.get(i)).x, MIND.get(there.get(i)).x);
            assertEquals(MIND.get(here.get(i)).seconds, MIND.get(there.get(i)).seconds);
        }
    }
}
