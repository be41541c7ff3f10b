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
 * A fixture in id mode with enter redirects (Q and R redirect to each other), two entry points, a
 * state without an update handler (T) and a failsafe of 2, driven by its script ({@link Harness#call});
 * {@link Spec#redirector} describes it to the model.
 */
@StateMachine(value = RedirectState.class, maxTransitionsPerTick = 2)
final class RedirectorSystem {
    private static final RedirectState[] V = RedirectState.values();

    final Harness h;

    RedirectorSystem(Harness h) {
        this.h = h;
    }

    private static int arg(RedirectState s) {
        return s == null ? Trace.NULL : s.ordinal();
    }

    @OnUpdate(value = "P", to = "Q")
    RedirectState updateP(int id) {
        return Harness.as(V, h.call(id, UPDATE, 0, NO_ARG, -1f));
    }

    @OnUpdate("Q")
    void updateQ(int id, float dt) {
        h.call(id, UPDATE, 1, NO_ARG, dt);
    }

    @OnUpdate(value = "R", to = {"P", "T"})
    RedirectState updateR(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 2, NO_ARG, dt));
    }

    @OnUpdate(value = "S", to = "P")
    RedirectState updateS(int id, float dt) {
        return Harness.as(V, h.call(id, UPDATE, 3, NO_ARG, dt));
    }

    @OnEnter("P")
    void enterP(int id) {
        h.call(id, ENTER, 0, NO_ARG, -1f);
    }

    @OnEnter(value = "Q", to = {"R", "S"})
    RedirectState enterQ(int id, RedirectState from) {
        return Harness.as(V, h.call(id, ENTER, 1, arg(from), -1f));
    }

    @OnEnter(value = "R", to = "Q")
    RedirectState enterR(int id, RedirectState from) {
        return Harness.as(V, h.call(id, ENTER, 2, arg(from), -1f));
    }

    @OnEnter("S")
    void enterS(int id, RedirectState from) {
        h.call(id, ENTER, 3, arg(from), -1f);
    }

    @OnEnter(value = "T", to = "P")
    RedirectState enterT(int id) {
        return Harness.as(V, h.call(id, ENTER, 4, NO_ARG, -1f));
    }

    @OnExit("P")
    void exitP(int id) {
        h.call(id, EXIT, 0, NO_ARG, -1f);
    }

    @OnExit("Q")
    void exitQ(int id, RedirectState to) {
        h.call(id, EXIT, 1, arg(to), -1f);
    }

    @OnExit("T")
    void exitT(int id, RedirectState to) {
        h.call(id, EXIT, 4, arg(to), -1f);
    }
}
