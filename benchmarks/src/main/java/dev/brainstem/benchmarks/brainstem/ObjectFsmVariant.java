package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Brainstem object mode, one-entity machines: a {@code BrainstemGuardFsm} per guard, each updated in id
 * order. (The batch runner, {@code BrainstemGuardBatch}, is the variant that matters; this one measures
 * the generated dispatcher without buckets.)
 */
public final class ObjectFsmVariant implements Variant {
    private BrainstemGuardFsm[] machines;

    @Override
    public void setUp(Workload workload, int entities) {
        BrainstemGuard.tune(workload);
        machines = new BrainstemGuardFsm[entities];
        for (int id = 0; id < entities; id++) {
            machines[id] = BrainstemGuardFsm.start(new BrainstemGuard(id));
        }
    }

    @Override
    public void tick() {
        for (BrainstemGuardFsm m : machines) {
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
        return machines[id].entity().timer;
    }

    @Override
    public float x(int id) {
        return machines[id].entity().x;
    }

    @Override
    public int rng(int id) {
        return machines[id].entity().rng;
    }
}
