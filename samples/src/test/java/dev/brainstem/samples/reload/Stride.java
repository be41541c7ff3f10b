package dev.brainstem.samples.reload;

import dev.brainstem.States;

/** The first region of {@link Walkers}. */
@States(initial = "STAND")
enum Stride { STAND, WALK }
