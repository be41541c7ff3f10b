package dev.brainstem.inspector.blink;

import dev.brainstem.States;

/** Two states an entity leaves at every update. */
@States(initial = "ON")
public enum Blink { ON, OFF }
