package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;
import dev.brainstem.benchmarks.Workload;

/**
 * The guard workload with a {@code @Transition} guard per state and no update handler (issue 40's fourth
 * shape): IDLE's guard draws the die; ALARM, PURSUIT and SEARCH end by their time in state, PURSUIT where
 * {@code SPEED} times it reaches the reach. Its timer and x are its time in state, kept by the batch, so
 * the arrays are the die's only; the hand-written loop measured against it is
 * {@code handwritten.SoaBitsetTimed}, the same decisions over an entry time per id.
 */
@StateMachine(GuardState.class)
public final class BrainstemTimedGuards extends GuardArrays {
    public BrainstemTimedGuards(Workload workload, int entities) {
        super(workload, entities);
    }

    @Transition(from = "IDLE", to = "ALARM")
    boolean alarmed(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return (r & DIE_MASK) < alarmOdds;
    }

    @Transition(from = "ALARM", to = "PURSUIT")
    boolean alarmOver(int id, @TimeInState float t) {
        return t >= alarmTime;
    }

    @Transition(from = "PURSUIT", to = "SEARCH")
    boolean reached(int id, @TimeInState float t) {
        return SPEED * t >= reach;
    }

    @Transition(from = "SEARCH", to = "IDLE")
    boolean searchOver(int id, @TimeInState float t) {
        return t >= searchTime;
    }
}
