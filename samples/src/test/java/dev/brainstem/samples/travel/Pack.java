package dev.brainstem.samples.travel;

import dev.brainstem.States;

/** {@link Porter}'s second region: what it carries. */
@States(initial = "LIGHT")
public enum Pack { LIGHT, HEAVY, DROPPED }
