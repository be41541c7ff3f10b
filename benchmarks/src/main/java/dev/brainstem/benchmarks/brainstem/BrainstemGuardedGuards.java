package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;
import dev.brainstem.benchmarks.Workload;

/**
 * The benchmark guards with their decisions written as {@code @Transition} guards (issue 11's guarded
 * variant): the ACTIVE group's update advances the timer or the position, then each state's one guard
 * decides. The arithmetic is the workload's, in its order, so every field comes out bit-identical to the
 * other variants'; the hand-written loop it is measured against is the limit's, which runs the same
 * {@code if} per state.
 */
@StateMachine(GuardedState.class)
public final class BrainstemGuardedGuards extends GuardArrays {
    public BrainstemGuardedGuards(Workload workload, int entities) {
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

    @OnUpdate("ACTIVE")
    void advance(int id, float dt, @Current GuardedState state) {
        if (state == GuardedState.PURSUIT) {
            x[id] = x[id] + SPEED * dt;
        } else {
            timer[id] = timer[id] + dt;
        }
    }

    @Transition(from = "ALARM", to = "PURSUIT")
    boolean alarmOver(int id) {
        return timer[id] >= alarmTime;
    }

    @Transition(from = "PURSUIT", to = "SEARCH")
    boolean reached(int id) {
        return x[id] >= reach;
    }

    @Transition(from = "SEARCH", to = "IDLE")
    boolean searchOver(int id) {
        return timer[id] >= searchTime;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer(int id) {
        timer[id] = 0;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        x[id] = 0;
    }
}
