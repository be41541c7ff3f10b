package dev.brainstem.samples.travel;

import dev.brainstem.After;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/**
 * A machine of two orthogonal regions that travels through its first region's batch, every region's part
 * with it. Decisions are pure functions of the seed, the state, the time in state and the dt.
 */
@StateMachine(value = Gait.class, regions = {Pack.class})
@After(value = "HALT", seconds = 0.5f, to = "STROLL")
public final class Porter {
    final int seed;

    Porter(int seed) {
        this.seed = seed;
    }

    @OnUpdate(value = "STROLL", to = {"JOG", "HALT"}, every = 3)
    Gait stroll(float dt, @TimeInState float time) {
        int r = Roll.hash(seed, 11, time, dt) % 100;
        return r < 25 ? Gait.JOG : r < 40 ? Gait.HALT : null;
    }

    @OnUpdate(value = "JOG", to = "STROLL")
    Gait jog(float dt, @TimeInState float time) {
        return Roll.hash(seed, 12, time, dt) % 100 < 20 ? Gait.STROLL : null;
    }

    @OnUpdate(value = {"LIGHT", "HEAVY"}, to = {"LIGHT", "HEAVY"})
    Pack carry(float dt, @TimeInState float time) {
        int r = Roll.hash(seed, 13, time, dt) % 100;
        return r < 10 ? Pack.LIGHT : r < 20 ? Pack.HEAVY : null;
    }

    @OnMessage(value = {"LIGHT", "HEAVY"}, to = "DROPPED")
    Pack stumble(Shout shout) {
        return shout.n() % 2 == 0 ? Pack.DROPPED : null;
    }

    @OnMessage(value = {"STROLL", "JOG"}, to = "HALT")
    Gait stop(Shout shout) {
        return shout.n() % 3 == 0 ? Gait.HALT : null;
    }
}
