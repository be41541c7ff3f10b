package dev.brainstem.samples.batch;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The states of the statechart fixtures ({@link Trooper}, {@link TrooperSystem}): {@code COMBAT}, entered
 * by its name, keeps a deep history and holds {@code ARMED}, which keeps a shallow one; {@code STUNNED}
 * is an interrupt whose {@code RECOVER} goes back; {@code COMBAT} and {@code ARMED} are the groups'
 * constants, and game code may send an entity into {@code COMBAT}.
 */
@States(initial = "IDLE")
@StateGroup(name = "COMBAT", initial = "ARMED", history = History.DEEP, states = "COVER", groups = "ARMED")
@StateGroup(name = "ARMED", initial = "AIM", history = History.SHALLOW, states = {"AIM", "FIRE", "RELOAD"})
enum TrooperState { IDLE, COVER, AIM, FIRE, RELOAD, @EntryPoint @Interrupt STUNNED, @Back RECOVER, @EntryPoint COMBAT, ARMED }
