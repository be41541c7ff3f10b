package dev.brainstem.samples.travel;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of {@link Pacer}: {@code PACE} is sliced at every = 2, {@code STOP} is not. */
@States(initial = "PACE")
public enum Pace { PACE, @EntryPoint STOP }
