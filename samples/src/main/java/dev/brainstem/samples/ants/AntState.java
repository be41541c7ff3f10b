package dev.brainstem.samples.ants;

import dev.brainstem.States;

/** The tutorial's ant brain: each state is what the ant is doing right now. */
@States(initial = "FIND_LEAF")
public enum AntState { FIND_LEAF, GO_HOME, RUN_AWAY }
