package dev.brainstem.samples.fsm;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * An id-mode test system: every handler takes the entity id first, and the data lives in arrays
 * indexed by id.
 */
@StateMachine(value = Need.class, maxTransitionsPerTick = 2)
class Herd {
    final Script<Need> script = new Script<>(Need.class);
    final float[] hunger = new float[8];
    final int[] grazed = new int[8];

    @OnEnter("GRAZE")
    void startGrazing(int id, Need from) { script.enter(id, Need.GRAZE, from); }

    @OnUpdate(value = "GRAZE", to = "WANDER")
    Need graze(int id, float dt) {
        hunger[id] -= dt;
        grazed[id]++;
        return script.update(id, Need.GRAZE, dt);
    }

    @OnExit("GRAZE")
    void stopGrazing(int id, Need to) { script.exit(id, Need.GRAZE, to); }

    @OnEnter(value = "WANDER", to = "FLEE")
    Need startWandering(int id, Need from) { return script.enter(id, Need.WANDER, from); }

    @OnUpdate(value = "WANDER", to = "GRAZE")
    Need wander(int id) { return script.update(id, Need.WANDER); }

    @OnEnter(value = "FLEE", to = "GRAZE")
    Need bolt(int id) { return script.enter(id, Need.FLEE); }

    @OnUpdate(value = "FLEE", to = "WANDER")
    Need flee(int id, float dt) { return script.update(id, Need.FLEE, dt); }
}
