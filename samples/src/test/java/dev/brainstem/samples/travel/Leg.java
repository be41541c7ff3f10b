package dev.brainstem.samples.travel;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The states of the travel fixtures ({@link Courier}, {@link Couriers}): a courier rests for its own
 * patience, roams on one tick in two times its stride, works a {@code JOB} (entered by its name, a
 * shallow history) for at most 1.5 s, and is hit by a message ({@code HIT}, an interrupt whose
 * {@code BACK} returns to what it suspended).
 */
@States(initial = "REST")
@StateGroup(name = "JOB", initial = "LOAD", history = History.SHALLOW, states = {"LOAD", "HAUL"})
enum Leg { REST, ROAM, LOAD, HAUL, @EntryPoint @Interrupt HIT, @Back BACK, JOB }
