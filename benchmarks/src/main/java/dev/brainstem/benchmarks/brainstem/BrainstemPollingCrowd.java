package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;
import dev.brainstem.benchmarks.Workload;

/**
 * The crowd written as it was before {@code @After}: {@link BrainstemCrowd} with the waits as {@code @Transition}
 * guards on the time in state, so every waiter is visited and compared every tick (the work of
 * {@code handwritten.SoaCrowdPolling}). It computes exactly what {@link BrainstemCrowd} computes.
 */
@StateMachine(CrowdState.class)
public final class BrainstemPollingCrowd extends CrowdArrays {
    public BrainstemPollingCrowd(Workload workload, int entities) {
        super(workload, entities);
    }

    @Transition(from = "REST", to = "STAND")
    boolean rested(int id, @TimeInState float t) {
        return t >= patience[id];
    }

    @Transition(from = "STAND", to = "REST")
    boolean stood(int id, @TimeInState float t) {
        return t >= patience[id];
    }

    @OnEnter({"REST", "STAND"})
    void draw(int id) {
        drawPatience(id);
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    CrowdState idle(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return (r & DIE_MASK) < alarmOdds ? CrowdState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer(int id) {
        timer[id] = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    CrowdState alarm(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= alarmTime ? CrowdState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    CrowdState pursue(int id, float dt) {
        float p = x[id] + SPEED * dt;
        x[id] = p;
        return p >= reach ? CrowdState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    CrowdState search(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= searchTime ? CrowdState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        x[id] = 0;
    }
}
