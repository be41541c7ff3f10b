package dev.brainstem.samples.travel;

import dev.brainstem.States;

/** The states of {@link Dozers}: {@code DOZE} sleeps (no update) until its timer wakes it. */
@States(initial = "DOZE")
public enum Doze { DOZE, UP }
