package dev.brainstem.samples.snapshot;

import dev.brainstem.Current;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/** {@link Skirmishers} in object mode: each entity holds its seed. */
@StateMachine(Stance.class)
public final class Skirmisher {
    private static final Stance[] MOVES = {Stance.CALM, Stance.COVER, Stance.AIM, Stance.FIRE, Stance.RELOAD,
        Stance.FIGHT, Stance.ARMED};

    final int seed;

    Skirmisher(int seed) {
        this.seed = seed;
    }

    @OnUpdate(value = {"CALM", "COVER", "AIM", "FIRE", "RELOAD"},
            to = {"CALM", "COVER", "AIM", "FIRE", "RELOAD", "FIGHT", "ARMED"})
    Stance step(float dt, @Current Stance current, @TimeInState float time) {
        int r = Dice.roll(seed, current.ordinal(), time, dt);
        return r % 100 < 35 ? MOVES[(r >>> 16) % MOVES.length] : null;
    }

    @OnUpdate(value = "DAZED", to = {"RALLY", "FIGHT"})
    Stance dazed(float dt, @TimeInState float time) {
        int r = Dice.roll(seed, 23, time, dt) % 100;
        return r < 40 ? Stance.RALLY : r >= 90 ? Stance.FIGHT : null;
    }
}
