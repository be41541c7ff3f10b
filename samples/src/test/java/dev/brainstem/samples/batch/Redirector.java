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
 * A fixture in object mode with enter redirects (Q and R redirect to each other), two entry points, a
 * state without an update handler (T) and a failsafe of 2, driven by its script ({@link Harness#call});
 * {@link Spec#redirector} describes it to the model.
 */
@StateMachine(value = RedirectState.class, maxTransitionsPerTick = 2)
final class Redirector {
    private static final RedirectState[] V = RedirectState.values();

    final Harness h;
    /**
     * The entity's key. An entity added by a handler or the listener gets it once its add has returned
     * (-1 until then): adds during a tick return in sequential order, so the serials follow it too.
     */
    volatile int serial;

    Redirector(Harness h, int serial) {
        this.h = h;
        this.serial = serial;
    }

    private static int arg(RedirectState s) {
        return s == null ? Trace.NULL : s.ordinal();
    }

    @OnUpdate(value = "P", to = "Q")
    RedirectState updateP() {
        return Harness.as(V, h.call(serial, UPDATE, 0, NO_ARG, -1f));
    }

    @OnUpdate("Q")
    void updateQ(float dt) {
        h.call(serial, UPDATE, 1, NO_ARG, dt);
    }

    @OnUpdate(value = "R", to = {"P", "T"})
    RedirectState updateR(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 2, NO_ARG, dt));
    }

    @OnUpdate(value = "S", to = "P")
    RedirectState updateS(float dt) {
        return Harness.as(V, h.call(serial, UPDATE, 3, NO_ARG, dt));
    }

    @OnEnter("P")
    void enterP() {
        h.call(serial, ENTER, 0, NO_ARG, -1f);
    }

    @OnEnter(value = "Q", to = {"R", "S"})
    RedirectState enterQ(RedirectState from) {
        return Harness.as(V, h.call(serial, ENTER, 1, arg(from), -1f));
    }

    @OnEnter(value = "R", to = "Q")
    RedirectState enterR(RedirectState from) {
        return Harness.as(V, h.call(serial, ENTER, 2, arg(from), -1f));
    }

    @OnEnter("S")
    void enterS(RedirectState from) {
        h.call(serial, ENTER, 3, arg(from), -1f);
    }

    @OnEnter(value = "T", to = "P")
    RedirectState enterT() {
        return Harness.as(V, h.call(serial, ENTER, 4, NO_ARG, -1f));
    }

    @OnExit("P")
    void exitP() {
        h.call(serial, EXIT, 0, NO_ARG, -1f);
    }

    @OnExit("Q")
    void exitQ(RedirectState to) {
        h.call(serial, EXIT, 1, arg(to), -1f);
    }

    @OnExit("T")
    void exitT(RedirectState to) {
        h.call(serial, EXIT, 4, arg(to), -1f);
    }
}
