package dev.brainstem.samples.guard;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of the design's guard. STUNNED is entered from outside, by game code. */
@States(initial = "IDLE")
public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
