package dev.brainstem.benchmarks.ecs;

import static dev.brainstem.benchmarks.Workload.DT;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/** The guards as entities of an Ashley engine with one system, which a tick runs with {@code engine.update(1/60)}. */
abstract class AshleyVariant implements Variant {
    static final ComponentMapper<AshleyGuard> GUARD = ComponentMapper.getFor(AshleyGuard.class);
    Engine engine;
    Entity[] entities;

    /** The system that runs the guards. */
    abstract EntitySystem system();

    /** Adds what the variant needs to the guard's entity, before it joins the engine. */
    abstract void create(Entity entity, AshleyGuard guard);

    @Override
    public void setUp(Workload workload, int count) {
        AshleyGuard.tune(workload);
        engine = new Engine();
        engine.addSystem(system());
        entities = new Entity[count];
        for (int id = 0; id < count; id++) {
            AshleyGuard guard = new AshleyGuard(id);
            Entity entity = new Entity().add(guard);
            create(entity, guard);
            engine.addEntity(entity);
            entities[id] = entity;
        }
    }

    @Override
    public void tick() {
        engine.update(DT);
    }

    @Override
    public int entities() {
        return entities.length;
    }

    @Override
    public float timer(int id) {
        return GUARD.get(entities[id]).timer;
    }

    @Override
    public float x(int id) {
        return GUARD.get(entities[id]).x;
    }

    @Override
    public int rng(int id) {
        return GUARD.get(entities[id]).rng;
    }
}
