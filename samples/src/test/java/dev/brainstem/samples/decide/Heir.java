package dev.brainstem.samples.decide;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/** A subclass machine: its own guard from A comes after the inherited {@link Elder#inherited}. */
@StateMachine(Line.class)
class Heir extends Elder {
    @Transition(from = "A", to = "B")
    boolean own() {
        return check("own", Line.A);
    }

    @OnUpdate({"A", "B", "C"})
    void stay(@Current Line current) {
        note("update " + current);
    }

    @OnEnter({"A", "B", "C"})
    void enter(@Current Line current) {
        note("enter " + current);
    }

    @OnExit({"A", "B", "C"})
    void exit(Line to, @Current Line current) {
        note("exit " + current + " to " + to);
    }
}
