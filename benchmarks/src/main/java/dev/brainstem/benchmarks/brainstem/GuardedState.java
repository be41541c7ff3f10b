package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The guard's states for the guarded variant: the same four, with the three whose update advances a
 * timer or a position grouped, so that one group update does that before the guards decide.
 */
@States(initial = "IDLE")
@StateGroup(name = "ACTIVE", states = {"ALARM", "PURSUIT", "SEARCH"})
public enum GuardedState {
    IDLE, ALARM, PURSUIT, SEARCH
}
