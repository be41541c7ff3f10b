package dev.brainstem.samples.westworld;

import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The miner's states, named as in gdx-ai's {@code BobState}. He starts at home, rested.
 *
 * <p>The group {@code DAY_AND_NIGHT} holds all five: gdx-ai's {@code Bob.update} adds to his thirst
 * before it updates his state machine, whatever his state; a group's update runs first in every
 * decision of its states, so {@link Miner#getThirstier()} is that line.
 */
@States(initial = "GO_HOME_AND_SLEEP_TILL_RESTED")
@StateGroup(name = "DAY_AND_NIGHT", states = {"ENTER_MINE_AND_DIG_FOR_NUGGET", "VISIT_BANK_AND_DEPOSIT_GOLD",
        "GO_HOME_AND_SLEEP_TILL_RESTED", "QUENCH_THIRST", "EAT_STEW"})
public enum MinerState {
    ENTER_MINE_AND_DIG_FOR_NUGGET,
    VISIT_BANK_AND_DEPOSIT_GOLD,
    GO_HOME_AND_SLEEP_TILL_RESTED,
    QUENCH_THIRST,
    EAT_STEW
}
