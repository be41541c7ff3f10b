package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The crowd's states: the guard's four for the active entities, then the two the waiters alternate between. */
@States(initial = "IDLE")
public enum CrowdState {
    IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint REST, STAND
}
