package dev.brainstem.benchmarks.ecs;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import com.badlogic.ashley.core.Component;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.GuardState;

/**
 * The guard as an Ashley component: its data, and, for Brainstem, the object-mode machine's handlers.
 * The common pattern and the hand-written system use its data only. The tuning is static, as in the
 * other object variants.
 */
@StateMachine(GuardState.class)
public final class AshleyGuard implements Component {
    static int alarmOdds;
    static float alarmTime, reach, searchTime;

    int rng;
    float timer, x;

    AshleyGuard(int id) {
        rng = Workload.seed(id);
    }

    static void tune(Workload workload) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle() {
        int r = rng;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng = r;
        return (r & DIE_MASK) < alarmOdds ? GuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer() {
        timer = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    GuardState alarm(float dt) {
        timer += dt;
        return timer >= alarmTime ? GuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    GuardState pursue(float dt) {
        x += SPEED * dt;
        return x >= reach ? GuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    GuardState search(float dt) {
        timer += dt;
        return timer >= searchTime ? GuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget() {
        x = 0;
    }
}
