package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * The guards with every update at {@code every = 8} (issue 43's time slicing): each guard decides on one tick
 * in 8, at the phase its id gives, and its update's dt is the time since it last decided. The machine of
 * {@code SlicedIdBatchVariant}; the pair {@code slices} measures every = 4 and 8 over every = 1.
 */
@StateMachine(GuardState.class)
public final class BrainstemEvery8Guards extends GuardArrays {
    public BrainstemEvery8Guards(Workload workload, int entities) {
        super(workload, entities);
    }

    @OnUpdate(value = "IDLE", to = "ALARM", every = 8)
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

    @OnUpdate(value = "ALARM", to = "PURSUIT", every = 8)
    GuardState alarm(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= alarmTime ? GuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH", every = 8)
    GuardState pursue(int id, float dt) {
        float p = x[id] + SPEED * dt;
        x[id] = p;
        return p >= reach ? GuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE", every = 8)
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
