package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.benchmarks.Crowd;
import dev.brainstem.benchmarks.Workload;

/** The crowd's data: the guards' arrays and each waiter's patience, drawn as it enters REST or STAND. */
public abstract class CrowdArrays extends GuardArrays {
    final float[] patience;

    protected CrowdArrays(Workload workload, int entities) {
        super(workload, entities);
        patience = new float[entities];
    }

    /** The wait of a waiter entering REST or STAND: its stream's next number, {@link Crowd#patience(int)} of it. */
    final void drawPatience(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        patience[id] = Crowd.patience(r);
    }
}
