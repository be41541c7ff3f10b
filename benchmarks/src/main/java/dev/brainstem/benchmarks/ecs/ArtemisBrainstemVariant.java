package dev.brainstem.benchmarks.ecs;

import com.artemis.Aspect;
import com.artemis.BaseSystem;
import dev.brainstem.artemis.BatchSystem;
import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.GuardState;

/**
 * Brainstem's Artemis system: an {@code ArtemisGuardsBatch} over the entities with an {@link ArtemisGuard},
 * ticked state by state, or region by region ({@code BatchSystem.tickInRegions()}).
 */
public final class ArtemisBrainstemVariant extends ArtemisVariant {
    private final boolean regions;
    private ArtemisGuards machine;
    private BatchSystem<GuardState> system;

    ArtemisBrainstemVariant(boolean regions) {
        this.regions = regions;
    }

    @Override
    BaseSystem system(Workload workload) {
        machine = new ArtemisGuards(workload);
        ArtemisGuardsBatch batch = new ArtemisGuardsBatch(machine);
        system = new BatchSystem<>(Aspect.all(ArtemisGuard.class), batch, batch::add, batch::forEach);
        if (regions) {
            system.tickInRegions();
        }
        return system;
    }

    @Override
    void create(int id) {
        if (machine.guards == null) {
            world.inject(machine);
        }
    }

    @Override
    public int state(int id) {
        return system.stateOf(id).ordinal();
    }
}
