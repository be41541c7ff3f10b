package dev.brainstem.samples.batch;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of the settling fixtures ({@link Settler}, {@link SettlerSystem}). */
@States(initial = "A")
enum SettleState { A, B, C, @EntryPoint D, E }
