package dev.brainstem.benchmarks.messages.westworld;

import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The miner's states (gdx-ai's {@code BobState}): HOME is GO_HOME_AND_SLEEP_TILL_RESTED, MINE
 * ENTER_MINE_AND_DIG_FOR_NUGGET, BANK VISIT_BANK_AND_DEPOSIT_GOLD, SALOON QUENCH_THIRST. The group ALIVE holds
 * them all: its update is the thirst that {@code Bob.update} adds before the machine's.
 */
@States(initial = "HOME")
@StateGroup(name = "ALIVE", states = {"HOME", "MINE", "BANK", "SALOON", "EAT_STEW"})
public enum MinerState {
    HOME, MINE, BANK, SALOON, EAT_STEW
}
