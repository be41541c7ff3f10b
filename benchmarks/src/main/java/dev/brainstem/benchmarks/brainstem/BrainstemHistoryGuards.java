package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * {@link BrainstemGuards} with IDLE raising the alarm by entering the history group {@code COMBAT} by its name
 * ({@link HistoryGuardState}) rather than ALARM: paired with {@code brainstemIdBatch}, what entering a history
 * group costs (issue 42). Every other handler is {@link BrainstemGuards}'s.
 */
@StateMachine(HistoryGuardState.class)
public final class BrainstemHistoryGuards extends GuardArrays {
    public BrainstemHistoryGuards(Workload workload, int entities) {
        super(workload, entities);
    }

    @OnUpdate(value = "IDLE", to = "COMBAT")
    HistoryGuardState idle(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return (r & DIE_MASK) < alarmOdds ? HistoryGuardState.COMBAT : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer(int id) {
        timer[id] = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    HistoryGuardState alarm(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= alarmTime ? HistoryGuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    HistoryGuardState pursue(int id, float dt) {
        float p = x[id] + SPEED * dt;
        x[id] = p;
        return p >= reach ? HistoryGuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    HistoryGuardState search(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= searchTime ? HistoryGuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        x[id] = 0;
    }
}
