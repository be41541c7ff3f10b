package dev.brainstem.samples.regions.v1;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/** A trooper's gun, the second region, in version v1: ENGAGED resumes its last state (deep). */
@States(initial = "SAFE")
@StateGroup(name = "ENGAGED", initial = "READY", history = History.DEEP, states = {"READY", "FIRE"})
public enum Gun { SAFE, READY, FIRE, @Interrupt @EntryPoint JAMMED, @Back CLEARED, @EntryPoint ENGAGED }
