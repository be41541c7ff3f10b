package dev.brainstem.samples.decide;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/** Two guards that, both holding, would settle forever: the failsafe stops the fourth transition. */
@StateMachine(value = Ring.class, settle = true, maxTransitionsPerTick = 3)
class Looper extends Probe<Ring> {
    @Transition(from = "P", to = "Q")
    boolean pq(@Current Ring current) {
        return check("pq", current);
    }

    @Transition(from = "Q", to = "P")
    boolean qp(@Current Ring current) {
        return check("qp", current);
    }

    @OnEnter({"P", "Q"})
    void enter(Ring from, @Current Ring current) {
        note("enter " + current + " from " + from);
    }

    @OnExit({"P", "Q"})
    void exit(Ring to, @Current Ring current) {
        note("exit " + current + " to " + to);
    }
}
