package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * The benchmark guards as a Brainstem id-mode system: the data in arrays, every handler taking the
 * entity id first. Brainstem generates {@code BrainstemGuardsFsm} (and, with the batch runner,
 * {@code BrainstemGuardsBatch}) from it.
 */
@StateMachine(GuardState.class)
public final class BrainstemGuards extends GuardArrays {
    public BrainstemGuards(Workload workload, int entities) {
        super(workload, entities);
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return (r & DIE_MASK) < alarmOdds ? GuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer(int id) {
        timer[id] = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    GuardState alarm(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= alarmTime ? GuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    GuardState pursue(int id, float dt) {
        float p = x[id] + SPEED * dt;
        x[id] = p;
        return p >= reach ? GuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    GuardState search(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= searchTime ? GuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        x[id] = 0;
    }
}
