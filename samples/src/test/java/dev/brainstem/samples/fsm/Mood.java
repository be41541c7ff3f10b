package dev.brainstem.samples.fsm;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states shared by the {@link Creature} machines. */
@States(initial = "ROAM")
enum Mood { ROAM, REST, @EntryPoint FLEE }
