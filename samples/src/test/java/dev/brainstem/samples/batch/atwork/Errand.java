package dev.brainstem.samples.batch.atwork;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of {@link Errands}. */
@States(initial = "IDLE")
enum Errand { IDLE, @EntryPoint BUSY }
