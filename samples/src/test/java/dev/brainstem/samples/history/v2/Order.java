package dev.brainstem.samples.history.v2;

import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The soldier's orders in version v2: the same states in another order, without the stun; COMBAT keeps
 * its deep history, and ARMED lost its own (it starts at AIM each time).
 */
@States(initial = "PATROL")
@StateGroup(name = "COMBAT", initial = "ARMED", history = History.DEEP, states = "TAKE_COVER", groups = "ARMED")
@StateGroup(name = "ARMED", initial = "AIM", states = {"AIM", "FIRE", "RELOAD"})
public enum Order { @EntryPoint COMBAT, RELOAD, FIRE, AIM, TAKE_COVER, PATROL }
