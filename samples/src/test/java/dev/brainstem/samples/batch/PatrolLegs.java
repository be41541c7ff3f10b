package dev.brainstem.samples.batch;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The first region of the two-region fixtures ({@link Patrol}, {@link PatrolSystem}): the legs. */
@States(initial = "IDLE")
enum PatrolLegs { IDLE, WALK, @EntryPoint DUCK }
