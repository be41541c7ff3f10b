package dev.brainstem.samples.snapshot;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of {@link Patrons} (issue 43): a queue each waits in for its own patience, a sliced wander, a doze. */
@States
public enum Wait { QUEUE, @EntryPoint WANDER, DOZE }
