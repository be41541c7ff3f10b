package dev.brainstem.inspector.rifle;

import dev.brainstem.Back;
import dev.brainstem.Interrupt;
import dev.brainstem.States;

/** The first region of {@link Riflemen}: the legs; STUNNED interrupts, RESUME returns. */
@States(initial = "IDLE")
public enum Legs { IDLE, WALK, RUN, @Interrupt STUNNED, @Back RESUME }
