package dev.brainstem.samples.batch;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.UPDATE;
import static dev.brainstem.samples.batch.Trace.NO_ARG;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * A settling fixture in object mode, driven by its script ({@link Harness#call}); {@link Spec#settler}
 * describes it to the model.
 */
@StateMachine(value = SettleState.class, settle = true, maxTransitionsPerTick = 3)
final class Settler {
    private static final SettleState[] V = SettleState.values();

    final Harness h;
    /**
     * The entity's key. An entity added by a handler or the listener gets it once its add has returned
     * (-1 until then): adds during a tick return in sequential order, so the serials follow it too.
     */
    volatile int serial;

    Settler(Harness h, int serial) {
        this.h = h;
        this.serial = serial;
    }

    private static int arg(SettleState s) {
        return s == null ? Trace.NULL : s.ordinal();
    }

    @OnUpdate(value = "A", to = {"B", "C"})
    SettleState updateA(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 0, NO_ARG, dt));
    }

    @OnUpdate(value = "B", to = {"A", "C", "E"})
    SettleState updateB(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 1, NO_ARG, dt));
    }

    @OnUpdate(value = "C", to = "A")
    SettleState updateC() {
        return Harness.as(V, h.call(serial, UPDATE, 2, NO_ARG, -1f));
    }

    @OnUpdate(value = "D", to = {"A", "E"})
    SettleState updateD(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 3, NO_ARG, dt));
    }

    @OnUpdate("E")
    void updateE(float dt) {
        h.call(serial, UPDATE, 4, NO_ARG, dt);
    }

    @OnEnter("A")
    void enterA(SettleState from) {
        h.call(serial, ENTER, 0, arg(from), -1f);
    }

    @OnEnter(value = "B", to = "C")
    SettleState enterB(SettleState from) {
        return Harness.as(V, h.call(serial, ENTER, 1, arg(from), -1f));
    }

    @OnEnter("D")
    void enterD(SettleState from) {
        h.call(serial, ENTER, 3, arg(from), -1f);
    }

    @OnEnter(value = "E", to = "A")
    SettleState enterE() {
        return Harness.as(V, h.call(serial, ENTER, 4, NO_ARG, -1f));
    }

    @OnExit("A")
    void exitA(SettleState to) {
        h.call(serial, EXIT, 0, arg(to), -1f);
    }

    @OnExit("C")
    void exitC() {
        h.call(serial, EXIT, 2, NO_ARG, -1f);
    }

    @OnExit("E")
    void exitE(SettleState to) {
        h.call(serial, EXIT, 4, arg(to), -1f);
    }
}
