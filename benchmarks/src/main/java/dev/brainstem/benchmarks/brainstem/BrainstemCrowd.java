package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import dev.brainstem.After;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * The crowd (issue 43) as Brainstem writes it: the guard's handlers for the active entities, and the waiters'
 * REST and STAND ended by {@code @After} with the patience each drew on entering. REST and STAND have no
 * update and no guard, so the tick does not visit their entities until their timer falls due: the batch does
 * the work of {@code handwritten.SoaCrowdWheel}. {@link BrainstemPollingCrowd} is the same machine polling.
 */
@StateMachine(CrowdState.class)
@After(value = "REST", delay = "patience", to = "STAND")
@After(value = "STAND", delay = "patience", to = "REST")
public final class BrainstemCrowd extends CrowdArrays {
    public BrainstemCrowd(Workload workload, int entities) {
        super(workload, entities);
    }

    /** The wait drawn by {@link #draw(int)}, read by the batch as the waiter's entry completes. */
    float patience(int id) {
        return patience[id];
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
