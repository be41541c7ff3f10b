package dev.brainstem.samples.batch;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.GUARD;
import static dev.brainstem.runtime.Events.UPDATE;
import static dev.brainstem.samples.batch.Trace.NO_ARG;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/**
 * A statechart fixture in id mode, driven by its script ({@link Harness#call}); {@link Spec#trooper}
 * describes it to the model. Its handlers name the groups as targets ({@code COMBAT}, {@code ARMED}),
 * the {@code @Back} ({@code RECOVER}), and the groups have handlers of their own and a guard.
 */
@StateMachine(TrooperState.class)
final class TrooperSystem {
    private static final TrooperState[] V = TrooperState.values();

    final Harness h;

    TrooperSystem(Harness h) {
        this.h = h;
    }

    private static int arg(TrooperState s) {
        return s == null ? Trace.NULL : s.ordinal();
    }

    @Transition(from = "COMBAT", to = "IDLE")
    boolean retreat(int id, @Current TrooperState s) {
        return h.call(id, "retreat", GUARD, s.ordinal(), NO_ARG, -1f) != Scripts.STAY;
    }

    @OnUpdate(value = "ARMED", to = "COVER")
    TrooperState updateArmed(int id, float dt, @Current TrooperState s) {
        return Harness.as(V, h.call(id, "updateArmed", UPDATE, s.ordinal(), NO_ARG, dt));
    }

    @OnUpdate(value = "IDLE", to = "COMBAT")
    TrooperState updateIDLE(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 0, NO_ARG, dt));
    }

    @OnUpdate(value = "COVER", to = {"ARMED", "IDLE"})
    TrooperState updateCOVER(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 1, NO_ARG, dt));
    }

    @OnUpdate(value = "AIM", to = {"FIRE", "COVER"})
    TrooperState updateAIM(int id) {
        return Harness.as(V, h.call(id, UPDATE, 2, NO_ARG, -1f));
    }

    @OnUpdate(value = "FIRE", to = {"AIM", "RELOAD", "IDLE"})
    TrooperState updateFIRE(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 3, NO_ARG, dt));
    }

    @OnUpdate(value = "RELOAD", to = {"AIM", "COMBAT"})
    TrooperState updateRELOAD(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 4, NO_ARG, dt));
    }

    @OnUpdate(value = "STUNNED", to = {"RECOVER", "COMBAT"})
    TrooperState updateSTUNNED(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 5, NO_ARG, dt));
    }

    @OnEnter("COMBAT")
    void enterCombat(int id, TrooperState from, @Current TrooperState s) {
        h.call(id, "enterCombat", ENTER, s.ordinal(), arg(from), -1f);
    }

    @OnExit("ARMED")
    void exitArmed(int id, TrooperState to, @Current TrooperState s) {
        h.call(id, "exitArmed", EXIT, s.ordinal(), arg(to), -1f);
    }

    @OnEnter("COVER")
    void enterCOVER(int id, TrooperState from) {
        h.call(id, ENTER, 1, arg(from), -1f);
    }

    @OnEnter(value = "AIM", to = "COVER")
    TrooperState enterAIM(int id, TrooperState from) {
        return Harness.as(V, h.call(id, ENTER, 2, arg(from), -1f));
    }

    @OnEnter("STUNNED")
    void enterSTUNNED(int id) {
        h.call(id, ENTER, 5, NO_ARG, -1f);
    }

    @OnExit("IDLE")
    void exitIDLE(int id) {
        h.call(id, EXIT, 0, NO_ARG, -1f);
    }

    @OnExit("FIRE")
    void exitFIRE(int id, TrooperState to) {
        h.call(id, EXIT, 3, arg(to), -1f);
    }
}
