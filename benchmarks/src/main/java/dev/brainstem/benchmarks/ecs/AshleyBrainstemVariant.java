package dev.brainstem.benchmarks.ecs;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import dev.brainstem.ashley.BatchSystem;
import dev.brainstem.benchmarks.brainstem.GuardState;

/** Brainstem's Ashley system: an {@code AshleyGuardBatch} of the entities' {@link AshleyGuard} components. */
public final class AshleyBrainstemVariant extends AshleyVariant {
    private BatchSystem<AshleyGuard, GuardState> system;

    @Override
    EntitySystem system() {
        AshleyGuardBatch batch = new AshleyGuardBatch();
        system = new BatchSystem<>(Family.all(AshleyGuard.class).get(), batch, GUARD::get, batch::add, batch::forEach);
        return system;
    }

    @Override
    void create(Entity entity, AshleyGuard guard) {
    }

    @Override
    public int state(int id) {
        return system.stateOf(entities[id]).ordinal();
    }
}
