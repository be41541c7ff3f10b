package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * The benchmark guard as a Brainstem object-mode entity: the design's guard with IDLE's "sees the player"
 * replaced by the workload's xorshift die. Brainstem generates {@code BrainstemGuardFsm} (and, with the
 * batch runner, {@code BrainstemGuardBatch}) from it.
 *
 * <p>The handlers read the workload's tuning from static fields, the way a game reads its configuration,
 * so the guard itself stays three fields (24 bytes); {@link #tune(Workload)} sets them (one workload per
 * JVM at a time: a JMH fork, or one test after another).
 */
@StateMachine(GuardState.class)
public final class BrainstemGuard {
    static int alarmOdds;
    static float alarmTime, reach, searchTime;

    static {
        tune(Workload.GUARD);
    }

    int rng;
    float timer, x;

    public BrainstemGuard(int id) {
        rng = seed(id);
    }

    /** Every guard runs {@code workload}'s tuning from now on. */
    public static void tune(Workload workload) {
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
