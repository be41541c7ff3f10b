package dev.brainstem.benchmarks.messages.westworld;

import static dev.brainstem.benchmarks.messages.westworld.WestWorld.*;

import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The miner in Brainstem object mode: gdx-ai's Bob with his wife's handle in place of his wife. The same handlers
 * as {@link BrainstemMiners}. Brainstem generates {@code BrainstemMinerBatch} from it.
 */
@StateMachine(MinerState.class)
public final class BrainstemMiner {
    int location = SHACK;
    int gold, wealth, thirst, fatigue, stews;
    /** His wife's handle in the wives' batch, and that batch. */
    long wife;
    BrainstemWifeBatch wives;

    BrainstemMiner(int couple) {
        int[] start = minerStart(couple);
        thirst = start[0];
        fatigue = start[1];
        wealth = start[2];
        gold = start[3];
    }

    @OnUpdate("ALIVE")
    void thirstier() {
        thirst++;
    }

    @OnEnter("HOME")
    void walkHome() {
        if (location != SHACK) {
            location = SHACK;
            wives.send(wife, HiHoney.INSTANCE);
        }
    }

    @OnUpdate(value = "HOME", to = "MINE")
    MinerState sleep() {
        if (fatigue <= TIREDNESS_THRESHOLD) {
            return MinerState.MINE;
        }
        fatigue--;
        return null;
    }

    @OnMessage(value = "HOME", to = "EAT_STEW")
    MinerState comin(StewReady stew) {
        return MinerState.EAT_STEW;
    }

    @OnEnter("MINE")
    void walkToMine() {
        location = GOLD_MINE;
    }

    @OnUpdate(value = "MINE", to = {"BANK", "SALOON"})
    MinerState dig() {
        gold++;
        fatigue++;
        if (thirst >= THIRST_LEVEL) {
            return MinerState.SALOON;
        }
        return gold >= MAX_NUGGETS ? MinerState.BANK : null;
    }

    @OnEnter("BANK")
    void walkToBank() {
        location = BANK;
    }

    @OnUpdate(value = "BANK", to = {"HOME", "MINE"})
    MinerState deposit() {
        wealth = Math.max(0, wealth + gold);
        gold = 0;
        return wealth >= COMFORT_LEVEL ? MinerState.HOME : MinerState.MINE;
    }

    @OnEnter("SALOON")
    void walkToSaloon() {
        location = SALOON;
    }

    @OnUpdate(value = "SALOON", to = "MINE")
    MinerState drink() {
        thirst = 0;
        wealth -= 2;
        return MinerState.MINE;
    }

    @OnEnter("EAT_STEW")
    void smellsGood() {
        stews++;
    }

    @OnUpdate(value = "EAT_STEW", to = "HOME")
    MinerState eaten() {
        return MinerState.HOME;
    }
}
