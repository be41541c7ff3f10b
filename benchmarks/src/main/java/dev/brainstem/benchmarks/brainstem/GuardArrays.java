package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.seed;

import dev.brainstem.benchmarks.Workload;

/**
 * The guards' data as struct-of-arrays and the workload's tuning, shared by the id-mode systems, which write the
 * same workload in different handler shapes: each shape is its own class with its own handlers.
 */
public abstract class GuardArrays {
    final int[] rng;
    final float[] timer;
    final float[] x;
    /** The workload's tuning, the system's configuration. */
    final int alarmOdds;
    final float alarmTime, reach, searchTime;

    protected GuardArrays(Workload workload, int entities) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
        rng = new int[entities];
        timer = new float[entities];
        x = new float[entities];
        for (int id = 0; id < entities; id++) {
            rng[id] = seed(id);
        }
    }

    /** How many ids the system holds. */
    public int entities() {
        return rng.length;
    }
}
