package dev.brainstem.inspector.lookout;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.Interrupt;
import dev.brainstem.States;

/** A stack machine for the inspector's tests: STUNNED interrupts WATCH or WANDER, RESUME returns there. */
@States(initial = "WATCH")
public enum LookoutState { WATCH, WANDER, @EntryPoint @Interrupt STUNNED, @Back RESUME }
