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
 * A statechart fixture in object mode, driven by its script ({@link Harness#call}); {@link Spec#trooper}
 * describes it to the model. Its handlers name the groups as targets ({@code COMBAT}, {@code ARMED}),
 * the {@code @Back} ({@code RECOVER}), and the groups have handlers of their own and a guard.
 */
@StateMachine(TrooperState.class)
final class Trooper {
    private static final TrooperState[] V = TrooperState.values();

    final Harness h;
    /** The entity's key; -1 until the add of an entity a handler or the listener added has returned. */
    volatile int serial;

    Trooper(Harness h, int serial) {
        this.h = h;
        this.serial = serial;
    }

    private static int arg(TrooperState s) {
        return s == null ? Trace.NULL : s.ordinal();
    }

    @Transition(from = "COMBAT", to = "IDLE")
    boolean retreat(@Current TrooperState s) {
        return h.call(serial, "retreat", GUARD, s.ordinal(), NO_ARG, -1f) != Scripts.STAY;
    }

    @OnUpdate(value = "ARMED", to = "COVER")
    TrooperState updateArmed(float dt, @Current TrooperState s) {
        return Harness.as(V, h.call(serial, "updateArmed", UPDATE, s.ordinal(), NO_ARG, dt));
    }

    @OnUpdate(value = "IDLE", to = "COMBAT")
    TrooperState updateIDLE(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 0, NO_ARG, dt));
    }

    @OnUpdate(value = "COVER", to = {"ARMED", "IDLE"})
    TrooperState updateCOVER(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 1, NO_ARG, dt));
    }

    @OnUpdate(value = "AIM", to = {"FIRE", "COVER"})
    TrooperState updateAIM() {
        return Harness.as(V, h.call(serial, UPDATE, 2, NO_ARG, -1f));
    }

    @OnUpdate(value = "FIRE", to = {"AIM", "RELOAD", "IDLE"})
    TrooperState updateFIRE(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 3, NO_ARG, dt));
    }

    @OnUpdate(value = "RELOAD", to = {"AIM", "COMBAT"})
    TrooperState updateRELOAD(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 4, NO_ARG, dt));
    }

    @OnUpdate(value = "STUNNED", to = {"RECOVER", "COMBAT"})
    TrooperState updateSTUNNED(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 5, NO_ARG, dt));
    }

    @OnEnter("COMBAT")
    void enterCombat(TrooperState from, @Current TrooperState s) {
        h.call(serial, "enterCombat", ENTER, s.ordinal(), arg(from), -1f);
    }

    @OnExit("ARMED")
    void exitArmed(TrooperState to, @Current TrooperState s) {
        h.call(serial, "exitArmed", EXIT, s.ordinal(), arg(to), -1f);
    }

    @OnEnter("COVER")
    void enterCOVER(TrooperState from) {
        h.call(serial, ENTER, 1, arg(from), -1f);
    }

    @OnEnter(value = "AIM", to = "COVER")
    TrooperState enterAIM(TrooperState from) {
        return Harness.as(V, h.call(serial, ENTER, 2, arg(from), -1f));
    }

    @OnEnter("STUNNED")
    void enterSTUNNED() {
        h.call(serial, ENTER, 5, NO_ARG, -1f);
    }

    @OnExit("IDLE")
    void exitIDLE() {
        h.call(serial, EXIT, 0, NO_ARG, -1f);
    }

    @OnExit("FIRE")
    void exitFIRE(TrooperState to) {
        h.call(serial, EXIT, 3, arg(to), -1f);
    }
}
