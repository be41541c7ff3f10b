package dev.brainstem.ashley;

import dev.brainstem.*;

/** The states of {@link Grazer}: SPOOKED interrupts whatever a grazer did, CALM goes back to it. */
@States(initial = "GRAZE")
public enum Graze { GRAZE, WANDER, REST, @Interrupt @EntryPoint SPOOKED, @Back CALM }
