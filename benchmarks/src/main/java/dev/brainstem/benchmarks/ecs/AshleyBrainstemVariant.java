package dev.brainstem.benchmarks.ecs;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import dev.brainstem.ashley.BatchSystem;
import dev.brainstem.benchmarks.brainstem.GuardState;

/**
 * Brainstem's Ashley system: an {@code AshleyGuardBatch} of the entities' {@link AshleyGuard} components,
 * ticked state by state, or region by region ({@code BatchSystem.tickInRegions()}).
 */
public final class AshleyBrainstemVariant extends AshleyVariant {
    private final boolean regions;
    private BatchSystem<AshleyGuard, GuardState> system;

    AshleyBrainstemVariant(boolean regions) {
        this.regions = regions;
    }

    @Override
    EntitySystem system() {
        AshleyGuardBatch batch = new AshleyGuardBatch();
        system = new BatchSystem<>(Family.all(AshleyGuard.class).get(), batch, GUARD::get, batch::add, batch::forEach);
        if (regions) {
            system.tickInRegions();
        }
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
