package dev.brainstem.inspector.sentry;

import dev.brainstem.EntryPoint;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/** The inspector tests' machine: the design's guard with a group, an entry point and a message. */
@States(initial = "IDLE")
@StateGroup(name = "AGGRO", states = {"ALARM", "PURSUIT"})
public enum SentryState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
