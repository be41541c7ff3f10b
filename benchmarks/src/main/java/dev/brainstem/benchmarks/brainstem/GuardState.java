package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.States;

/** The benchmark guard's four states, in the workload's ordinal order. */
@States(initial = "IDLE")
public enum GuardState {
    IDLE, ALARM, PURSUIT, SEARCH
}
