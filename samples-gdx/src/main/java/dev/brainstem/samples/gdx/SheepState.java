package dev.brainstem.samples.gdx;

import dev.brainstem.StateGroup;
import dev.brainstem.States;

/** A sheep grazes and wanders with the flock (calm), walks to the whistling shepherd, flees wolves. */
@States(initial = "GRAZE")
@StateGroup(name = "CALM", states = {"GRAZE", "WANDER"})
public enum SheepState { GRAZE, WANDER, GATHER, FLEE }
