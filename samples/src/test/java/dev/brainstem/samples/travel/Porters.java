package dev.brainstem.samples.travel;

import dev.brainstem.After;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/**
 * {@link Porter} in id mode: the same decisions, from the seed the game keeps per id ({@link #seeds}),
 * which the game moves with the entity when it takes a new id.
 */
@StateMachine(value = Gait.class, regions = {Pack.class})
@After(value = "HALT", seconds = 0.5f, to = "STROLL")
final class Porters {
    final java.util.Map<Integer, Integer> seeds = new java.util.HashMap<>();

    private int seed(int id) {
        return seeds.get(id);
    }

    @OnUpdate(value = "STROLL", to = {"JOG", "HALT"}, every = 3)
    Gait stroll(int id, float dt, @TimeInState float time) {
        int r = Roll.hash(seed(id), 11, time, dt) % 100;
        return r < 25 ? Gait.JOG : r < 40 ? Gait.HALT : null;
    }

    @OnUpdate(value = "JOG", to = "STROLL")
    Gait jog(int id, float dt, @TimeInState float time) {
        return Roll.hash(seed(id), 12, time, dt) % 100 < 20 ? Gait.STROLL : null;
    }

    @OnUpdate(value = {"LIGHT", "HEAVY"}, to = {"LIGHT", "HEAVY"})
    Pack carry(int id, float dt, @TimeInState float time) {
        int r = Roll.hash(seed(id), 13, time, dt) % 100;
        return r < 10 ? Pack.LIGHT : r < 20 ? Pack.HEAVY : null;
    }

    @OnMessage(value = {"LIGHT", "HEAVY"}, to = "DROPPED")
    Pack stumble(int id, Shout shout) {
        return shout.n() % 2 == 0 ? Pack.DROPPED : null;
    }

    @OnMessage(value = {"STROLL", "JOG"}, to = "HALT")
    Gait stop(int id, Shout shout) {
        return shout.n() % 3 == 0 ? Gait.HALT : null;
    }
}
