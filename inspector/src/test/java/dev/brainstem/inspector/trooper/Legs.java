package dev.brainstem.inspector.trooper;

import dev.brainstem.States;

/** The first region of {@link Troopers}. */
@States(initial = "IDLE")
public enum Legs { IDLE, WALK, RUN }
