package dev.brainstem.samples.history.v1;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The soldier's orders in version v1: COMBAT resumes its last state (deep), entered at ARMED, which
 * resumes its last member (shallow), entered at AIM. COMBAT is the group's constant.
 */
@States(initial = "PATROL")
@StateGroup(name = "COMBAT", initial = "ARMED", history = History.DEEP, states = "TAKE_COVER", groups = "ARMED")
@StateGroup(name = "ARMED", initial = "AIM", history = History.SHALLOW, states = {"AIM", "FIRE", "RELOAD"})
public enum Order { PATROL, TAKE_COVER, AIM, FIRE, RELOAD, @Interrupt @EntryPoint STUNNED, @Back RESUME, @EntryPoint COMBAT }
