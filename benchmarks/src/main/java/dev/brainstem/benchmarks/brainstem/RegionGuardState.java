package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.States;

/** {@link GuardState}'s four states as the first region of {@link BrainstemRegionGuards}. */
@States(initial = "IDLE")
public enum RegionGuardState {
    IDLE, ALARM, PURSUIT, SEARCH
}
