package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The benchmark guard as a Brainstem object-mode entity: the design's guard with IDLE's "sees the player"
 * replaced by the workload's xorshift die. Brainstem generates {@code BrainstemGuardFsm} (and, with the
 * batch runner, {@code BrainstemGuardBatch}) from it.
 */
@StateMachine(GuardState.class)
public final class BrainstemGuard {
    int rng;
    float timer, x;

    BrainstemGuard(int id) {
        rng = seed(id);
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle() {
        int r = rng;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng = r;
        return (r & DIE_MASK) < ALARM_ODDS ? GuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer() {
        timer = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    GuardState alarm(float dt) {
        timer += dt;
        return timer >= ALARM_TIME ? GuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    GuardState pursue(float dt) {
        x += SPEED * dt;
        return x >= REACH ? GuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    GuardState search(float dt) {
        timer += dt;
        return timer >= SEARCH_TIME ? GuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget() {
        x = 0;
    }
}
