package dev.brainstem.samples.regions.v2;

import dev.brainstem.States;

/** A trooper's stance, the first region, in version v2: PRONE first, a new CRAWL, and no FIRE. */
@States(initial = "STAND")
public enum Stance { PRONE, STAND, CRAWL, CROUCH }
