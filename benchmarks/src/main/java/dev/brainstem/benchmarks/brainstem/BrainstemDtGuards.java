package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * The guard workload with every update handler taking {@code dt} (IDLE too, which does not read it), one
 * enter handler per state that resets the timer, and the exit that clears x: issue 40's third shape.
 */
@StateMachine(GuardState.class)
public final class BrainstemDtGuards extends GuardArrays {
    public BrainstemDtGuards(Workload workload, int entities) {
        super(workload, entities);
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle(int id, float dt) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return (r & DIE_MASK) < alarmOdds ? GuardState.ALARM : null;
    }

    @OnEnter("ALARM")
    void alarmed(int id) {
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

    @OnEnter("SEARCH")
    void searching(int id) {
        timer[id] = 0;
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
