package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;
import static dev.brainstem.benchmarks.Workload.seed;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * {@link BrainstemGuard} with IDLE raising the alarm by entering the history group {@code COMBAT} by its name
 * ({@link HistoryGuardState}) rather than ALARM: paired with {@code brainstemObjectBatch}, what entering a
 * history group costs in object mode (issue 42). Every other handler is {@link BrainstemGuard}'s, and so is
 * the tuning in static fields.
 */
@StateMachine(HistoryGuardState.class)
public final class BrainstemHistoryGuard {
    static int alarmOdds;
    static float alarmTime, reach, searchTime;

    static {
        tune(Workload.GUARD);
    }

    int rng;
    float timer, x;

    public BrainstemHistoryGuard(int id) {
        rng = seed(id);
    }

    /** Every guard runs {@code workload}'s tuning from now on. */
    public static void tune(Workload workload) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
    }

    @OnUpdate(value = "IDLE", to = "COMBAT")
    HistoryGuardState idle() {
        int r = rng;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng = r;
        return (r & DIE_MASK) < alarmOdds ? HistoryGuardState.COMBAT : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer() {
        timer = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    HistoryGuardState alarm(float dt) {
        timer += dt;
        return timer >= alarmTime ? HistoryGuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    HistoryGuardState pursue(float dt) {
        x += SPEED * dt;
        return x >= reach ? HistoryGuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    HistoryGuardState search(float dt) {
        timer += dt;
        return timer >= searchTime ? HistoryGuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget() {
        x = 0;
    }
}
