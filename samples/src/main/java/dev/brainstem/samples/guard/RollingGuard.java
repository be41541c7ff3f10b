package dev.brainstem.samples.guard;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** The guard of {@link Guards}, one object each: the same die and the same arithmetic, in object mode. */
@StateMachine(GuardState.class)
public final class RollingGuard {
    int die;
    float timer;
    float x;

    public RollingGuard(int id) {
        die = seed(id);
    }

    /** A non-zero xorshift seed for guard {@code id}. */
    static int seed(int id) {
        int s = (id + 1) * 0x9E3779B9;
        s ^= s >>> 16;
        return s == 0 ? 1 : s;
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle() {
        int r = die;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        die = r;
        return (r & 1023) < 20 ? GuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH", "STUNNED"})
    void resetTimer() {
        timer = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    GuardState alarm(float dt) {
        timer += dt;
        return timer >= 0.25f ? GuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    GuardState pursue(float dt) {
        x += 3 * dt;
        return x >= 1 ? GuardState.SEARCH : null;
    }

    @OnUpdate(value = {"SEARCH", "STUNNED"}, to = "IDLE")
    GuardState linger(float dt) {
        timer += dt;
        return timer >= 0.5f ? GuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget() {
        x = 0;
    }
}
