package dev.brainstem.samples.reload;

import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/** The states of {@link Guards}: DUTY remembers the very state it was left from. */
@States(initial = "WATCH")
@StateGroup(name = "DUTY", initial = "WATCH", history = History.DEEP, states = {"WATCH", "PATROL"})
enum Shift { WATCH, @EntryPoint PATROL, @EntryPoint REST, @EntryPoint DUTY }
