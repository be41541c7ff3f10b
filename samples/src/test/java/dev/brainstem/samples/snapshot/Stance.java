package dev.brainstem.samples.snapshot;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The states of {@link Skirmishers}, a statechart whose saves hold histories: {@code FIGHT}, entered by its
 * name, keeps a deep history and holds {@code ARMED}, which keeps a shallow one; {@code DAZED} is an
 * interrupt (and an entry point) that rallies back to what the entity was doing. {@code FIGHT} and
 * {@code ARMED} are the groups' constants.
 */
@States(initial = "CALM")
@StateGroup(name = "FIGHT", initial = "ARMED", history = History.DEEP, states = "COVER", groups = "ARMED")
@StateGroup(name = "ARMED", initial = "AIM", history = History.SHALLOW, states = {"AIM", "FIRE", "RELOAD"})
public enum Stance { CALM, COVER, AIM, FIRE, RELOAD, @Interrupt @EntryPoint DAZED, @Back RALLY, @EntryPoint FIGHT, ARMED }
