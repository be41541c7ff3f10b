package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.Interrupt;
import dev.brainstem.States;

/**
 * The benchmark guard's four states in the workload's order, and an interrupt (a stun game code would
 * send a guard into) with its {@code @Back}: the same machine with a stack, to show what an unused
 * interrupt costs the guard's loop.
 */
@States(initial = "IDLE")
public enum StackGuardState {
    IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint @Interrupt STUNNED, @Back RESUME
}
