package dev.brainstem.benchmarks.ecs;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import com.artemis.ComponentMapper;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.GuardState;

/**
 * The guard as an id-mode machine over Artemis entities: the id is the Artemis entity id, the data an
 * {@link ArtemisGuard} component read through the mapper the world injects.
 */
@StateMachine(GuardState.class)
public final class ArtemisGuards {
    ComponentMapper<ArtemisGuard> guards;
    final int alarmOdds;
    final float alarmTime, reach, searchTime;

    ArtemisGuards(Workload workload) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle(int id) {
        ArtemisGuard g = guards.get(id);
        int r = g.rng;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        g.rng = r;
        return (r & DIE_MASK) < alarmOdds ? GuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer(int id) {
        guards.get(id).timer = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    GuardState alarm(int id, float dt) {
        ArtemisGuard g = guards.get(id);
        float t = g.timer + dt;
        g.timer = t;
        return t >= alarmTime ? GuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    GuardState pursue(int id, float dt) {
        ArtemisGuard g = guards.get(id);
        float p = g.x + SPEED * dt;
        g.x = p;
        return p >= reach ? GuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    GuardState search(int id, float dt) {
        ArtemisGuard g = guards.get(id);
        float t = g.timer + dt;
        g.timer = t;
        return t >= searchTime ? GuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        guards.get(id).x = 0;
    }
}
