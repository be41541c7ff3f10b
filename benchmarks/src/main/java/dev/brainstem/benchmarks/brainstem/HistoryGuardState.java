package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.History;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The benchmark guard's four states in the workload's order, ALARM in a group {@code COMBAT} with deep history
 * that IDLE enters by its name (issue 42's speed guard): the same machine as {@link GuardState} but for the one
 * thing measured. The group holds ALARM alone, so its history is always ALARM, the group's initial: the guards
 * compute exactly the workload, and every cycle pays what history costs, one load when IDLE enters
 * {@code COMBAT} and one store when ALARM leaves it.
 */
@States(initial = "IDLE")
@StateGroup(name = "COMBAT", initial = "ALARM", history = History.DEEP, states = "ALARM")
public enum HistoryGuardState {
    IDLE, ALARM, PURSUIT, SEARCH, COMBAT
}
