package dev.brainstem.benchmarks.libraries;

import static dev.brainstem.benchmarks.Workload.*;

/**
 * The guard's data and the workload's arithmetic, for the library variants: each library decides which
 * of these runs (its dispatch, enter and exit machinery), and the arithmetic stays identical.
 */
class LibGuard {
    int rng;
    float timer, x;
    /** Set by an update that asks for the state's one transition; the variant fires it and clears it. */
    boolean leave;

    LibGuard(int id) {
        rng = seed(id);
    }

    /** IDLE's update: whether ALARM is raised. */
    final boolean idle() {
        int r = rng;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng = r;
        return (r & DIE_MASK) < ALARM_ODDS;
    }

    /** ALARM's update: whether it is over. */
    final boolean alarm(float dt) {
        timer += dt;
        return timer >= ALARM_TIME;
    }

    /** PURSUIT's update: whether it has caught up. */
    final boolean pursue(float dt) {
        x += SPEED * dt;
        return x >= REACH;
    }

    /** SEARCH's update: whether it gives up. */
    final boolean search(float dt) {
        timer += dt;
        return timer >= SEARCH_TIME;
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
