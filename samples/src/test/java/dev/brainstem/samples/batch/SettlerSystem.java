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
 * A settling fixture in id mode, driven by its script ({@link Harness#call}); {@link Spec#settler}
 * describes it to the model.
 */
@StateMachine(value = SettleState.class, settle = true, maxTransitionsPerTick = 3)
final class SettlerSystem {
    private static final SettleState[] V = SettleState.values();

    final Harness h;

    SettlerSystem(Harness h) {
        this.h = h;
    }

    private static int arg(SettleState s) {
        return s == null ? Trace.NULL : s.ordinal();
    }

    @OnUpdate(value = "A", to = {"B", "C"})
    SettleState updateA(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 0, NO_ARG, dt));
    }

    @OnUpdate(value = "B", to = {"A", "C", "E"})
    SettleState updateB(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 1, NO_ARG, dt));
    }

    @OnUpdate(value = "C", to = "A")
    SettleState updateC(int id) {
        return Harness.as(V, h.call(id, UPDATE, 2, NO_ARG, -1f));
    }

    @OnUpdate(value = "D", to = {"A", "E"})
    SettleState updateD(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 3, NO_ARG, dt));
    }

    @OnUpdate("E")
    void updateE(int id, float dt) {
        h.call(id, UPDATE, 4, NO_ARG, dt);
    }

    @OnEnter("A")
    void enterA(int id, SettleState from) {
        h.call(id, ENTER, 0, arg(from), -1f);
    }

    @OnEnter(value = "B", to = "C")
    SettleState enterB(int id, SettleState from) {
        return Harness.as(V, h.call(id, ENTER, 1, arg(from), -1f));
    }

    @OnEnter("D")
    void enterD(int id, SettleState from) {
        h.call(id, ENTER, 3, arg(from), -1f);
    }

    @OnEnter(value = "E", to = "A")
    SettleState enterE(int id) {
        return Harness.as(V, h.call(id, ENTER, 4, NO_ARG, -1f));
    }

    @OnExit("A")
    void exitA(int id, SettleState to) {
        h.call(id, EXIT, 0, arg(to), -1f);
    }

    @OnExit("C")
    void exitC(int id) {
        h.call(id, EXIT, 2, NO_ARG, -1f);
    }

    @OnExit("E")
    void exitE(int id, SettleState to) {
        h.call(id, EXIT, 4, arg(to), -1f);
    }
}
