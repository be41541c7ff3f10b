package dev.brainstem.samples.travel;

import dev.brainstem.After;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/** {@link Hiker} in id mode: the seeds in an array indexed by id, which the game fills for arriving ids. */
@StateMachine(Trail.class)
@After(value = "REST", delay = "restFor", to = "TRAIL")
public final class Hikers {
    final int[] seeds;

    Hikers(int size) {
        seeds = new int[size];
    }

    float restFor(int id) {
        return 0.25f + (seeds[id] & 3) * 0.125f;
    }

    @OnUpdate(value = "WALK", to = {"CLIMB", "REST", "ALARM"}, every = 4)
    Trail walk(int id, float dt, @TimeInState float time) {
        return Roll.walk(seeds[id], dt, time);
    }

    @OnUpdate(value = "CLIMB", to = {"WALK", "REST"})
    Trail climb(int id, float dt, @TimeInState float time) {
        return Roll.climb(seeds[id], dt, time);
    }

    @OnUpdate(value = "ALARM", to = "RESUME")
    Trail alarmed(int id, @TimeInState float time) {
        return Roll.calm(seeds[id], time);
    }

    @OnMessage(value = {"WALK", "CLIMB", "REST"}, to = "ALARM")
    Trail heard(int id, Shout shout) {
        return shout.n() % 2 == 0 ? Trail.ALARM : null;
    }
}
