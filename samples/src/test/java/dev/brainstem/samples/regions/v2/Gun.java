package dev.brainstem.samples.regions.v2;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/** A trooper's gun, the second region, in version v2: PRONE first, a new CRAWL, and no FIRE: ENGAGED resumes its last state (deep). */
@States(initial = "SAFE")
@StateGroup(name = "ENGAGED", initial = "READY", history = History.DEEP, states = "READY")
public enum Gun { SAFE, @Interrupt @EntryPoint JAMMED, @Back CLEARED, READY, @EntryPoint ENGAGED }
