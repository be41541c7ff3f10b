package dev.brainstem.samples.reload;

import dev.brainstem.EntryPoint;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/** The states of {@link Grazers} and of {@link Grazer}: two machines of one enum. */
@States(initial = "IDLE")
@StateGroup(name = "CALM", states = {"IDLE", "EAT"})
enum Graze { IDLE, EAT, @EntryPoint FLEE }
