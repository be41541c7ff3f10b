package dev.brainstem.samples.batch;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of {@link Dozer} (issue 43's visits): a nap that sleeps for 1 s, a roam sliced at every = 4. */
@States
enum DozeState { NAP, @EntryPoint ROAM }
