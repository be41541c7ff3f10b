package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * {@link BrainstemGuards} with a stun: the same handlers over {@link StackGuardState}, whose STUNNED is an
 * interrupt that goes back to what the guard was doing after a second. The workload never stuns, so
 * the two batches do the same work; the difference is what the stack costs a machine that has one.
 */
@StateMachine(StackGuardState.class)
public final class BrainstemStackGuards extends GuardArrays {
    public BrainstemStackGuards(Workload workload, int entities) {
        super(workload, entities);
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    StackGuardState idle(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return (r & DIE_MASK) < alarmOdds ? StackGuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH", "STUNNED"})
    void resetTimer(int id) {
        timer[id] = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    StackGuardState alarm(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= alarmTime ? StackGuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    StackGuardState pursue(int id, float dt) {
        float p = x[id] + SPEED * dt;
        x[id] = p;
        return p >= reach ? StackGuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    StackGuardState search(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= searchTime ? StackGuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        x[id] = 0;
    }

    @OnUpdate(value = "STUNNED", to = "RESUME")
    StackGuardState stunned(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= 1 ? StackGuardState.RESUME : null;
    }
}
