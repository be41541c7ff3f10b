package dev.brainstem.samples.snapshot;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of {@link Roller} and {@link Rollers}. */
@States
public enum Pose { IDLE, WALK, RUN, @EntryPoint FALL, REST }
