package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Brainstem id mode, one-entity machines: a {@code BrainstemGuardsFsm} per id over one
 * {@link BrainstemGuards} system, each updated in id order. (The batch runner,
 * {@code BrainstemGuardsBatch}, is the variant that matters; this one measures the generated dispatcher
 * without buckets.)
 */
public final class IdFsmVariant implements Variant {
    private BrainstemGuards system;
    private BrainstemGuardsFsm[] machines;

    @Override
    public void setUp(Workload workload, int entities) {
        system = new BrainstemGuards(workload, entities);
        machines = new BrainstemGuardsFsm[entities];
        for (int id = 0; id < entities; id++) {
            machines[id] = BrainstemGuardsFsm.start(system, id);
        }
    }

    @Override
    public void tick() {
        for (BrainstemGuardsFsm m : machines) {
            m.update(DT);
        }
    }

    @Override
    public int entities() {
        return machines.length;
    }

    @Override
    public int state(int id) {
        return machines[id].state().ordinal();
    }

    @Override
    public float timer(int id) {
        return system.timer[id];
    }

    @Override
    public float x(int id) {
        return system.x[id];
    }

    @Override
    public int rng(int id) {
        return system.rng[id];
    }
}
