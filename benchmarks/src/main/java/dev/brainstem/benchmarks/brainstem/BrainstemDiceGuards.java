package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.SPEED;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * The guard workload in the shape of issue 40's independent harness: IDLE takes no {@code dt} and draws
 * through a static method of another class ({@link Dice}); ALARM and SEARCH add {@code dt} to the timer;
 * PURSUIT moves x; one enter handler serves ALARM and SEARCH; an exit on SEARCH clears x.
 */
@StateMachine(GuardState.class)
public final class BrainstemDiceGuards extends GuardArrays {
    public BrainstemDiceGuards(Workload workload, int entities) {
        super(workload, entities);
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle(int id) {
        return (Dice.next(rng, id) & DIE_MASK) < alarmOdds ? GuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer(int id) {
        timer[id] = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    GuardState alarm(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= alarmTime ? GuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    GuardState pursue(int id, float dt) {
        float p = x[id] + SPEED * dt;
        x[id] = p;
        return p >= reach ? GuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    GuardState search(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= searchTime ? GuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        x[id] = 0;
    }
}
