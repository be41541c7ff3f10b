package dev.brainstem.inspector.squad;

import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * A history machine for the inspector's tests: {@code COMBAT} is entered by its name and keeps a deep
 * history, {@code ARMED} inside it a shallow one. {@code COMBAT} and {@code ARMED} are the groups'
 * constants: pseudo-states no entity is ever in.
 */
@States(initial = "PATROL")
@StateGroup(name = "COMBAT", initial = "ARMED", history = History.DEEP, states = "COVER", groups = "ARMED")
@StateGroup(name = "ARMED", initial = "AIM", history = History.SHALLOW, states = {"AIM", "FIRE"})
public enum SquadState { PATROL, COVER, AIM, FIRE, @EntryPoint COMBAT, ARMED }
