package dev.brainstem.ashley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import dev.brainstem.ashley.Limbs.Arms;
import dev.brainstem.ashley.Limbs.Body;
import dev.brainstem.ashley.Limbs.Legs;
import dev.brainstem.runtime.AbstractBatch;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A system over a machine of orthogonal regions: entities join every region; reads take any region's states. */
class RegionsSystemTest {
    static final ComponentMapper<Body> BODY = ComponentMapper.getFor(Body.class);

    @Test
    void entitiesInAndCountTakeAStateOfAnyRegion() {
        Limbs<Legs> limbs = Limbs.machine();
        BatchSystem<Body, Legs> system = new BatchSystem<>(Family.all(Body.class).get(), limbs, BODY::get, limbs::add,
                limbs::forEach);
        Engine engine = new Engine();
        engine.addSystem(system);
        List<Entity> entities = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            Entity entity = new Entity().add(new Body());
            engine.addEntity(entity);
            entities.add(entity);
        }
        limbs.add(new Body(), Legs.STAND); // added by the game itself: no entity of the engine
        AbstractBatch<Arms> arms = limbs.region(Arms.class);
        assertEquals(5, system.count(Arms.REST), "every machine joined the arms too");
        arms.transitionTo(system.handleOf(entities.get(1)), Arms.SWING);
        arms.transitionTo(system.handleOf(entities.get(3)), Arms.SWING);
        limbs.transitionTo(system.handleOf(entities.get(3)), Legs.RUN);
        assertEquals(List.of(entities.get(1), entities.get(3)), list(system.entitiesIn(Arms.SWING)));
        assertEquals(List.of(entities.get(3)), list(system.entitiesIn(Legs.RUN)));
        assertEquals(List.of(entities.get(0), entities.get(2)), list(system.entitiesIn(Arms.REST)),
                "the game's own machine, in REST too, has no entity here");
        ImmutableArray<Entity> swinging = system.entitiesIn(Arms.SWING);
        arms.transitionTo(system.handleOf(entities.get(1)), Arms.BLOCK);
        assertSame(swinging, system.entitiesIn(Arms.SWING), "one view per state, refilled");
        assertEquals(List.of(entities.get(3)), list(swinging));
        assertThrows(IllegalArgumentException.class, () -> system.entitiesIn(Thread.State.NEW));
        engine.removeEntity(entities.get(3));
        assertEquals(List.of(), list(system.entitiesIn(Arms.SWING)), "a removed entity left every region");
        assertEquals(List.of(entities.get(1)), list(system.entitiesIn(Arms.BLOCK)));
    }

    private static List<Entity> list(ImmutableArray<Entity> view) {
        List<Entity> entities = new ArrayList<>();
        for (int i = 0; i < view.size(); i++) {
            entities.add(view.get(i));
        }
        return entities;
    }
}
