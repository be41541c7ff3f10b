package dev.brainstem.samples.travel;

import dev.brainstem.After;
import dev.brainstem.Current;
import dev.brainstem.OnExit;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/**
 * {@link Trail} in object mode. Each decision is a pure function of the hiker's seed, its state, its time
 * in state and its dt, so a hiker that travelled decides as its twin left in place does.
 */
@StateMachine(Trail.class)
@After(value = "REST", delay = "restFor", to = "TRAIL")
public final class Hiker {
    final int seed;
    /** How many times an exit handler ran for this hiker: a travel runs none. */
    int exits;

    Hiker(int seed) {
        this.seed = seed;
    }

    float restFor() {
        return 0.25f + (seed & 3) * 0.125f;
    }

    @OnUpdate(value = "WALK", to = {"CLIMB", "REST", "ALARM"}, every = 4)
    Trail walk(float dt, @TimeInState float time) {
        return Roll.walk(seed, dt, time);
    }

    @OnUpdate(value = "CLIMB", to = {"WALK", "REST"})
    Trail climb(float dt, @Current Trail current, @TimeInState float time) {
        return Roll.climb(seed, dt, time);
    }

    @OnUpdate(value = "ALARM", to = "RESUME")
    Trail alarmed(@TimeInState float time) {
        return Roll.calm(seed, time);
    }

    @OnExit({"WALK", "CLIMB", "REST", "ALARM"})
    void left() {
        exits++;
    }

    @OnMessage(value = {"WALK", "CLIMB", "REST"}, to = "ALARM")
    Trail heard(Shout shout) {
        return shout.n() % 2 == 0 ? Trail.ALARM : null;
    }
}
