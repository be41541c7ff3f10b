package dev.brainstem.samples.decide;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/**
 * Guards in declaration order, which is not alphabetical: A checks {@code zeta}, {@code alpha},
 * {@code mid}, then its update. Not settling: a tick makes at most one decision.
 */
@StateMachine(Pick.class)
class Chooser extends Probe<Pick> {
    @Transition(from = "A", to = "B")
    boolean zeta() {
        return check("zeta", Pick.A);
    }

    @Transition(from = "A", to = "C")
    boolean alpha(@Current Pick current) {
        return check("alpha", current);
    }

    @Transition(from = {"A", "B"}, to = "D")
    boolean mid(@Current Pick current) {
        return check("mid", current);
    }

    @OnUpdate(value = "A", to = "E")
    Pick a(float dt) {
        return update("A", Pick.A);
    }

    @OnUpdate({"B", "C", "D", "E"})
    void rest(@Current Pick current) {
        note("update " + current);
    }

    @OnEnter({"A", "B", "C", "D", "E"})
    void enter(Pick from, @Current Pick current) {
        note("enter " + current + " from " + from);
    }

    @OnExit({"A", "B", "C", "D", "E"})
    void exit(Pick to, @Current Pick current) {
        note("exit " + current + " to " + to);
    }
}
