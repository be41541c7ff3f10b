package dev.brainstem.inspector.rifle;

import dev.brainstem.History;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/** The second region of {@link Riflemen}: the weapon; {@code ARMED} is entered by its name, with deep history. */
@States(initial = "READY")
@StateGroup(name = "ARMED", initial = "AIM", history = History.DEEP, states = {"AIM", "FIRE"})
public enum Weapon { READY, AIM, FIRE, ARMED }
