package dev.brainstem.benchmarks.messages.westworld;

import static dev.brainstem.benchmarks.messages.westworld.WestWorld.*;

import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The miners as a Brainstem id-mode system: miner {@code id} is couple {@code id}, his wife is id {@code id} of
 * the wives' batch. Brainstem generates {@code BrainstemMinersBatch} from it.
 */
@StateMachine(MinerState.class)
public final class BrainstemMiners {
    final byte[] location;
    final int[] gold, wealth, thirst, fatigue, stews;
    /** Where the wives are, to say "hi honey". */
    BrainstemWivesBatch wives;

    public BrainstemMiners(int couples) {
        location = new byte[couples];
        gold = new int[couples];
        wealth = new int[couples];
        thirst = new int[couples];
        fatigue = new int[couples];
        stews = new int[couples];
        for (int i = 0; i < couples; i++) {
            int[] start = minerStart(i);
            thirst[i] = start[0];
            fatigue[i] = start[1];
            wealth[i] = start[2];
            gold[i] = start[3];
        }
    }

    /** Bob.update: thirst comes with every update, before the state's. */
    @OnUpdate("ALIVE")
    void thirstier(int id) {
        thirst[id]++;
    }

    @OnEnter("HOME")
    void walkHome(int id) {
        if (location[id] != SHACK) {
            location[id] = SHACK;
            wives.send(id, HiHoney.INSTANCE);
        }
    }

    @OnUpdate(value = "HOME", to = "MINE")
    MinerState sleep(int id) {
        if (fatigue[id] <= TIREDNESS_THRESHOLD) {
            return MinerState.MINE;
        }
        fatigue[id]--;
        return null;
    }

    @OnMessage(value = "HOME", to = "EAT_STEW")
    MinerState comin(int id, StewReady stew) {
        return MinerState.EAT_STEW;
    }

    @OnEnter("MINE")
    void walkToMine(int id) {
        location[id] = GOLD_MINE;
    }

    @OnUpdate(value = "MINE", to = {"BANK", "SALOON"})
    MinerState dig(int id) {
        gold[id]++;
        fatigue[id]++;
        if (thirst[id] >= THIRST_LEVEL) {
            return MinerState.SALOON;
        }
        return gold[id] >= MAX_NUGGETS ? MinerState.BANK : null;
    }

    @OnEnter("BANK")
    void walkToBank(int id) {
        location[id] = BANK;
    }

    @OnUpdate(value = "BANK", to = {"HOME", "MINE"})
    MinerState deposit(int id) {
        wealth[id] = Math.max(0, wealth[id] + gold[id]);
        gold[id] = 0;
        return wealth[id] >= COMFORT_LEVEL ? MinerState.HOME : MinerState.MINE;
    }

    @OnEnter("SALOON")
    void walkToSaloon(int id) {
        location[id] = SALOON;
    }

    @OnUpdate(value = "SALOON", to = "MINE")
    MinerState drink(int id) {
        thirst[id] = 0;
        wealth[id] -= 2;
        return MinerState.MINE;
    }

    @OnEnter("EAT_STEW")
    void smellsGood(int id) {
        stews[id]++;
    }

    @OnUpdate(value = "EAT_STEW", to = "HOME")
    MinerState eaten(int id) {
        return MinerState.HOME;
    }
}
