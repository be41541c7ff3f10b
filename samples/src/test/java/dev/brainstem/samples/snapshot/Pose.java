package dev.brainstem.samples.snapshot;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The states of {@link Roller} and {@link Rollers}: a group whose guard dodges, and DODGE an interrupt
 * (also an entry point) that goes back to what the entity was doing, so that snapshots hold stacks.
 */
@States
@StateGroup(name = "MOVING", states = {"WALK", "RUN"})
public enum Pose { IDLE, WALK, RUN, @EntryPoint FALL, REST, @Interrupt @EntryPoint DODGE, @Back BACK }
