package dev.brainstem.samples.formation;

import dev.brainstem.States;

/** The states of the XNA game's formation flyers. */
@States(initial = "IDLE")
public enum FlyerState { IDLE, FOLLOW, LEAD, RALLY, PATROL, ATTACK }
