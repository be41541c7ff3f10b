package dev.brainstem.samples.travel;

import dev.brainstem.States;

/** {@link Porter}'s first region: {@code STROLL} is time-sliced, {@code HALT} times out. */
@States(initial = "STROLL")
public enum Gait { STROLL, JOG, HALT }
