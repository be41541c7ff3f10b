package dev.brainstem.samples.regions.v1;

import dev.brainstem.States;

/** A trooper's stance, the first region, in version v1. */
@States(initial = "STAND")
public enum Stance { STAND, CROUCH, PRONE }
