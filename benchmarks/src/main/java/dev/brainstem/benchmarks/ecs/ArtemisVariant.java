package dev.brainstem.benchmarks.ecs;

import static dev.brainstem.benchmarks.Workload.DT;

import com.artemis.BaseSystem;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * The guards as entities of an Artemis world with one system, which a tick runs with
 * {@code world.process()} at dt = 1/60. A fresh world numbers its entities from 0, so the guard
 * {@code id} is the entity {@code id}.
 */
abstract class ArtemisVariant implements Variant {
    World world;
    ComponentMapper<ArtemisGuard> guards;
    private int entities;

    /** The system that runs the guards; {@code tune} has set the workload. */
    abstract BaseSystem system(Workload workload);

    /** Makes the entity {@code id} a guard, in IDLE. */
    abstract void create(int id);

    @Override
    public void setUp(Workload workload, int entities) {
        this.entities = entities;
        BaseSystem system = system(workload);
        world = new World(new WorldConfigurationBuilder().with(system).build());
        guards = world.getMapper(ArtemisGuard.class);
        for (int i = 0; i < entities; i++) {
            int id = world.create();
            if (id != i) {
                throw new IllegalStateException("a fresh world gave id " + id + " to the entity " + i);
            }
            guards.create(id).seed(id);
            create(id);
        }
        // The entities join the system (for Brainstem's: added to the batch) without a tick.
        system.setEnabled(false);
        world.process();
        system.setEnabled(true);
    }

    @Override
    public void tick() {
        world.setDelta(DT);
        world.process();
    }

    @Override
    public int entities() {
        return entities;
    }

    @Override
    public float timer(int id) {
        return guards.get(id).timer;
    }

    @Override
    public float x(int id) {
        return guards.get(id).x;
    }

    @Override
    public int rng(int id) {
        return guards.get(id).rng;
    }
}
