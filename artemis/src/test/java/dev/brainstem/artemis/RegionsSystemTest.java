package dev.brainstem.artemis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.artemis.Aspect;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.utils.IntBag;
import dev.brainstem.artemis.Limbs.Arms;
import dev.brainstem.artemis.Limbs.Legs;
import dev.brainstem.runtime.AbstractBatch;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A system over a machine of orthogonal regions: entities join every region; reads take any region's states. */
class RegionsSystemTest {
    @Test
    void entitiesInAndCountTakeAStateOfAnyRegion() {
        Limbs<Legs> limbs = Limbs.machine();
        BatchSystem<Legs> system = new BatchSystem<>(Aspect.all(Position.class), limbs, limbs::add, limbs::forEach);
        World world = new World(new WorldConfigurationBuilder().with(system).build());
        List<Integer> ids = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            int id = world.create();
            world.edit(id).create(Position.class);
            ids.add(id);
        }
        world.process();
        AbstractBatch<Arms> arms = limbs.region(Arms.class);
        assertEquals(4, system.count(Arms.REST), "every entity joined the arms too");
        arms.transitionTo(ids.get(1), Arms.SWING);
        arms.transitionTo(ids.get(3), Arms.SWING);
        limbs.transitionTo(ids.get(3), Legs.RUN);
        assertEquals(List.of(ids.get(1), ids.get(3)), list(system.entitiesIn(Arms.SWING)));
        assertEquals(List.of(ids.get(3)), list(system.entitiesIn(Legs.RUN)));
        assertEquals(2, system.count(Arms.REST));
        assertEquals(0, system.entitiesIn(Arms.BLOCK).size());
        IntBag swinging = system.entitiesIn(Arms.SWING);
        arms.transitionTo(ids.get(1), Arms.BLOCK);
        assertSame(swinging, system.entitiesIn(Arms.SWING), "one bag per state, refilled");
        assertEquals(List.of(ids.get(3)), list(swinging));
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> system.entitiesIn(Thread.State.NEW));
        assertEquals("Limbs: no region of states java.lang.Thread$State; its regions' states: "
                + "[dev.brainstem.artemis.Limbs$Legs, dev.brainstem.artemis.Limbs$Arms]", other.getMessage());
        world.delete(ids.get(3));
        world.process();
        assertEquals(List.of(), list(system.entitiesIn(Arms.SWING)), "a deleted entity left every region");
    }

    private static List<Integer> list(IntBag bag) {
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < bag.size(); i++) {
            ids.add(bag.get(i));
        }
        return ids;
    }
}
