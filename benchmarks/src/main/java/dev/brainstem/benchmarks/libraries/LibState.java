package dev.brainstem.benchmarks.libraries;

/** The guard's states for the event-driven libraries, in the workload's ordinal order. */
public enum LibState {
    IDLE, ALARM, PURSUIT, SEARCH
}
