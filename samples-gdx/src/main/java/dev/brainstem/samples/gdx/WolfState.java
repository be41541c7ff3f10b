package dev.brainstem.samples.gdx;

import dev.brainstem.Back;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * A wolf prowls, hunts a sheep when hungry, eats, rests. The shepherd scares it out of any of these
 * ({@code SCARED} is an interrupt); once he is far, it goes back to what it was doing ({@code RESUME}).
 */
@States(initial = "PROWL")
@StateGroup(name = "BOLD", states = {"PROWL", "HUNT", "EAT", "REST"})
public enum WolfState { PROWL, HUNT, EAT, REST, @Interrupt SCARED, @Back RESUME }
