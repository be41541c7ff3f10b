package dev.brainstem.samples.snapshot;

import dev.brainstem.After;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/** {@link Patrons} in object mode: each patron carries its seed. */
@StateMachine(Wait.class)
@After(value = "QUEUE", delay = "patience", to = "WANDER")
@After(value = "DOZE", seconds = 2f, to = "QUEUE")
public final class Patron {
    final int seed;

    Patron(int seed) {
        this.seed = seed;
    }

    float patience() {
        return 0.5f + (seed & 7) * 0.25f;
    }

    @OnUpdate(value = "WANDER", to = {"DOZE", "QUEUE"}, every = 3)
    Wait wander(float dt, @TimeInState float time) {
        int r = Dice.roll(seed, 1, time, dt) % 100;
        return r < 30 ? Wait.DOZE : r < 45 ? Wait.QUEUE : null;
    }
}
