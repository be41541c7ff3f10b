package dev.brainstem.samples.crowd;

import dev.brainstem.States;

/** What a citizen of the town is doing: waiting at home, waiting in a queue, or walking about. */
@States(initial = "HOME")
public enum CitizenState { HOME, QUEUE, WANDER }
