package dev.brainstem.samples.monsters;

import dev.brainstem.States;

/** What a monster is doing. */
@States(initial = "IDLE")
public enum MonsterState { IDLE, WANDER, CHASE, ATTACK, FLEE }
