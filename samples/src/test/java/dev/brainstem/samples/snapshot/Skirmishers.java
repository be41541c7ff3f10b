package dev.brainstem.samples.snapshot;

import dev.brainstem.Current;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/**
 * Id-mode skirmishers ({@link Stance}) that move at random (a pure function of seed, state and time, as
 * {@link Dice} decides), into and out of {@code FIGHT} and {@code ARMED}, by their names too, so that
 * each entity's histories change as it lives.
 */
@StateMachine(Stance.class)
public final class Skirmishers {
    private static final Stance[] MOVES = {Stance.CALM, Stance.COVER, Stance.AIM, Stance.FIRE, Stance.RELOAD,
        Stance.FIGHT, Stance.ARMED};

    final int[] seeds;

    Skirmishers(int[] seeds) {
        this.seeds = seeds;
    }

    @OnUpdate(value = {"CALM", "COVER", "AIM", "FIRE", "RELOAD"},
            to = {"CALM", "COVER", "AIM", "FIRE", "RELOAD", "FIGHT", "ARMED"})
    Stance step(int id, float dt, @Current Stance current, @TimeInState float time) {
        int r = Dice.roll(seeds[id], current.ordinal(), time, dt);
        return r % 100 < 35 ? MOVES[(r >>> 16) % MOVES.length] : null;
    }

    @OnUpdate(value = "DAZED", to = {"RALLY", "FIGHT"})
    Stance dazed(int id, float dt, @TimeInState float time) {
        int r = Dice.roll(seeds[id], 23, time, dt) % 100;
        return r < 40 ? Stance.RALLY : r >= 90 ? Stance.FIGHT : null;
    }
}
