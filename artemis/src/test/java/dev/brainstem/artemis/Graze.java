package dev.brainstem.artemis;

import dev.brainstem.*;

/** The states of {@link Grazers}: SPOOKED interrupts whatever a grazer did, CALM goes back to it. */
@States(initial = "GRAZE")
public enum Graze { GRAZE, WANDER, REST, @Interrupt @EntryPoint SPOOKED, @Back CALM }
