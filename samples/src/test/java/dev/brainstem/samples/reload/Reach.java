package dev.brainstem.samples.reload;

import dev.brainstem.States;

/** The second region of {@link Walkers}. */
@States(initial = "REST")
enum Reach { REST, WAVE }
