package dev.brainstem.samples.batch;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.GUARD;
import static dev.brainstem.runtime.Events.UPDATE;
import static dev.brainstem.samples.batch.Trace.NO_ARG;

import dev.brainstem.After;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/**
 * A timed fixture in id mode (issue 43), driven by its script ({@link Harness#call}, {@link
 * Harness#delay}); {@link Spec#sentinel} describes it to the model. {@code IDLE} and {@code STUNNED}
 * sleep (no decision: only timers), {@code IDLE}'s wait is the entity's own {@link #patience(int)},
 * {@code PATROL} decides (guard, then update) on one tick in four times the stride, and the group
 * {@code AWAKE}'s timer runs beside {@code ALERT}'s own, per entity too.
 */
@StateMachine(SentinelState.class)
@After(value = "IDLE", delay = "patience", to = "PATROL")
@After(value = "AWAKE", seconds = 2.5f, to = "IDLE")
@After(value = "ALERT", delay = "alertness", to = "PATROL")
@After(value = "STUNNED", seconds = 1f, to = "IDLE")
final class SentinelSystem {
    private static final SentinelState[] V = SentinelState.values();

    final Harness h;

    SentinelSystem(Harness h) {
        this.h = h;
    }

    private static int arg(SentinelState s) {
        return s == null ? Trace.NULL : s.ordinal();
    }

    float patience(int id) {
        return h.delay(id, "patience");
    }

    float alertness(int id) {
        return h.delay(id, "alertness");
    }

    @Transition(from = "PATROL", to = "ALERT")
    boolean spotted(int id) {
        return h.call(id, "spotted", GUARD, 1, NO_ARG, -1f) != Scripts.STAY;
    }

    @OnUpdate(value = "PATROL", to = "IDLE", every = 4)
    SentinelState updatePATROL(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 1, NO_ARG, dt));
    }

    @OnUpdate(value = "ALERT", to = {"PATROL", "STUNNED"})
    SentinelState updateALERT(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 2, NO_ARG, dt));
    }

    @OnEnter("IDLE")
    void enterIDLE(int id, SentinelState from) {
        h.call(id, ENTER, 0, arg(from), -1f);
    }

    @OnEnter(value = "STUNNED", to = "IDLE")
    SentinelState enterSTUNNED(int id) {
        return Harness.as(V, h.call(id, ENTER, 3, NO_ARG, -1f));
    }

    @OnExit("PATROL")
    void exitPATROL(int id, SentinelState to) {
        h.call(id, EXIT, 1, arg(to), -1f);
    }
}
