package dev.brainstem.samples.fsm;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of {@link Herd}'s animals. */
@States(initial = "GRAZE")
enum Need { GRAZE, WANDER, @EntryPoint FLEE }
