package dev.brainstem.samples.saves.v1;

import dev.brainstem.Current;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/** A miner of version v1 of the game: it moves on after a time that depends on its seed. */
@StateMachine(Place.class)
public class Miner {
    public final int seed;

    public Miner(int seed) {
        this.seed = seed;
    }

    @OnUpdate(value = {"HOME", "MINE", "BANK"}, to = {"HOME", "MINE", "BANK"})
    Place go(@Current Place here, @TimeInState float time) {
        Place[] places = Place.values();
        return time > 0.1f * (1 + Math.floorMod(seed, 5)) ? places[Math.floorMod(seed + here.ordinal(), places.length)]
                : null;
    }
}
