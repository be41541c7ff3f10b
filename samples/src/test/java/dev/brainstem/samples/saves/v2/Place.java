package dev.brainstem.samples.saves.v2;

import dev.brainstem.States;

/** The miner's places in version v2 of the game. */
@States(initial = "HOME")
public enum Place { SALOON, BANK, HOME, MINE, SLEEP }
