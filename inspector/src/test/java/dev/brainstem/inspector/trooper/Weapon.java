package dev.brainstem.inspector.trooper;

import dev.brainstem.States;

/** The second region of {@link Troopers}. */
@States(initial = "READY")
public enum Weapon { READY, AIM, FIRE }
