package dev.brainstem.samples.snapshot;

import dev.brainstem.After;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/**
 * A timed machine in id mode (issue 43) for saves: {@code QUEUE} and {@code DOZE} sleep until their
 * timers (a per-entity patience, 2 s), {@code WANDER} decides on one tick in three times the entity's
 * stride. Its decisions are a pure function of the entity's seed, its state, its time and its dt
 * ({@link Dice}), so a batch loaded from a save goes on as the saved one does.
 */
@StateMachine(Wait.class)
@After(value = "QUEUE", delay = "patience", to = "WANDER")
@After(value = "DOZE", seconds = 2f, to = "QUEUE")
public final class Patrons {
    final int[] seeds;

    Patrons(int[] seeds) {
        this.seeds = seeds;
    }

    float patience(int id) {
        return 0.5f + (seeds[id] & 7) * 0.25f;
    }

    @OnUpdate(value = "WANDER", to = {"DOZE", "QUEUE"}, every = 3)
    Wait wander(int id, float dt, @TimeInState float time) {
        int r = Dice.roll(seeds[id], 1, time, dt) % 100;
        return r < 30 ? Wait.DOZE : r < 45 ? Wait.QUEUE : null;
    }
}
