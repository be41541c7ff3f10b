package dev.brainstem.samples.batch;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of the fragile fixtures ({@link Fragile}, {@link Fragiles}). */
@States(initial = "CALM")
enum Mood { CALM, ANGRY, @EntryPoint BROKEN }
