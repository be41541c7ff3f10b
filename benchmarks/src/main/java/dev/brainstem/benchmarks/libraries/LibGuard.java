package dev.brainstem.benchmarks.libraries;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Workload;

/**
 * The guard's data and the workload's arithmetic, for the library variants: each library decides which
 * of these runs (its dispatch, enter and exit machinery), and the arithmetic stays identical. The tuning
 * is in static fields, as in {@code BrainstemGuard}: {@link #tune(Workload)} sets it.
 */
class LibGuard {
    static int alarmOdds;
    static float alarmTime, reach, searchTime;

    static {
        tune(Workload.GUARD);
    }

    int rng;
    float timer, x;
    /** Set by an update that asks for the state's one transition; the variant fires it and clears it. */
    boolean leave;

    LibGuard(int id) {
        rng = seed(id);
    }

    /** Every guard runs {@code workload}'s tuning from now on. */
    static void tune(Workload workload) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
    }

    /** IDLE's update: whether ALARM is raised. */
    final boolean idle() {
        int r = rng;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng = r;
        return (r & DIE_MASK) < alarmOdds;
    }

    /** ALARM's update: whether it is over. */
    final boolean alarm(float dt) {
        timer += dt;
        return timer >= alarmTime;
    }

    /** PURSUIT's update: whether it has caught up. */
    final boolean pursue(float dt) {
        x += SPEED * dt;
        return x >= reach;
    }

    /** SEARCH's update: whether it gives up. */
    final boolean search(float dt) {
        timer += dt;
        return timer >= searchTime;
    }

    /** Enter ALARM or SEARCH. */
    final void resetTimer() {
        timer = 0;
    }

    /** Exit SEARCH. */
    final void forget() {
        x = 0;
    }
}
