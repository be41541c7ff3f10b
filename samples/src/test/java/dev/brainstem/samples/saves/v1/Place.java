package dev.brainstem.samples.saves.v1;

import dev.brainstem.States;

/** The miner's places in version v1 of the game. */
@States(initial = "HOME")
public enum Place { HOME, MINE, BANK }
