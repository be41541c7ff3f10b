package dev.brainstem.samples.ants;

import dev.brainstem.Back;
import dev.brainstem.Interrupt;
import dev.brainstem.States;

/**
 * The tutorial's stack-based ant brain: each state is what the ant is doing right now. {@code RUN_AWAY}
 * is an interrupt: entering it pushes what the ant was doing, and {@code RESUME}, the {@code @Back}
 * pseudo-state no ant is ever in, pops it.
 */
@States(initial = "FIND_LEAF")
public enum AntState { FIND_LEAF, GO_HOME, @Interrupt RUN_AWAY, @Back RESUME }
