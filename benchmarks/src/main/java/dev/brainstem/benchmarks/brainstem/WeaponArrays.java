package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.benchmarks.Workload;

/**
 * Each guard's weapon as the second region's data: its heat, which the READY, AIM and COOL updates raise and lower,
 * seeded from the id so that the weapons are spread over the three states. Kept apart from the workload's fields,
 * which the checksum reads: the weapon changes none of them.
 */
final class WeaponArrays {
    static final float AIM_TIME = 0.4f;
    static final float COOL_TIME = 0.25f;
    final float[] heat;

    WeaponArrays(int entities) {
        heat = new float[entities];
        for (int id = 0; id < entities; id++) {
            heat[id] = (Workload.seed(id) & 0xFF) / 256f;
        }
    }
}
