package dev.brainstem.samples.guard;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The design's guard as an id-mode system: the guards' data lives in arrays, and every handler takes
 * the guard's id first, so the processor writes {@code GuardsBatch} over ids. Instead of seeing a
 * player, an idle guard rolls its own xorshift die and raises the alarm on about 2% of rolls: the
 * benchmarks' workload. {@link RollingGuard} is the same guard as one object each.
 */
@StateMachine(GuardState.class)
public final class Guards {
    final int[] die;
    final float[] timer;
    final float[] x;

    /** Guards 0 to {@code capacity - 1}, each with its own die. */
    public Guards(int capacity) {
        die = new int[capacity];
        timer = new float[capacity];
        x = new float[capacity];
        for (int id = 0; id < capacity; id++) {
            die[id] = RollingGuard.seed(id);
        }
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle(int id) {
        int r = die[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        die[id] = r;
        return (r & 1023) < 20 ? GuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH", "STUNNED"})
    void resetTimer(int id) {
        timer[id] = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    GuardState alarm(int id, float dt) {
        timer[id] += dt;
        return timer[id] >= 0.25f ? GuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    GuardState pursue(int id, float dt) {
        x[id] += 3 * dt;
        return x[id] >= 1 ? GuardState.SEARCH : null;
    }

    @OnUpdate(value = {"SEARCH", "STUNNED"}, to = "IDLE")
    GuardState linger(int id, float dt) {
        timer[id] += dt;
        return timer[id] >= 0.5f ? GuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        x[id] = 0;
    }
}
