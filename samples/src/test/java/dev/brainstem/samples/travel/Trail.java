package dev.brainstem.samples.travel;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The states of {@link Hiker} and {@link Hikers}, a machine with everything that travels: {@code WALK} is
 * time-sliced, {@code REST} times out into the {@code TRAIL} group's shallow history, {@code ALARM} is an
 * interrupt that goes back to what the hiker was doing.
 */
@States(initial = "WALK")
@StateGroup(name = "TRAIL", initial = "WALK", history = History.SHALLOW, states = {"WALK", "CLIMB"})
public enum Trail { WALK, CLIMB, REST, @Interrupt @EntryPoint ALARM, @Back RESUME, TRAIL }
