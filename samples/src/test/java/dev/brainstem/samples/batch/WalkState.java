package dev.brainstem.samples.batch;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of the walkers ({@link Walker}, {@link Walkers}), the fixtures of the bulk tests. */
@States(initial = "IDLE")
enum WalkState { IDLE, WALK, RUN, REST, @EntryPoint STUNNED }
