package dev.brainstem.samples.decide;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/** A settling ladder of guards P -> Q -> R -> S: one tick climbs while guards hold. */
@StateMachine(value = Rung.class, settle = true)
class Climber extends Probe<Rung> {
    @Transition(from = "P", to = "Q")
    boolean pq(@Current Rung current) {
        return check("pq", current);
    }

    @Transition(from = "Q", to = "R")
    boolean qr(@Current Rung current) {
        return check("qr", current);
    }

    @Transition(from = "R", to = "S")
    boolean rs(@Current Rung current) {
        return check("rs", current);
    }

    @OnUpdate({"P", "Q", "R", "S"})
    void own(float dt, @Current Rung current, @TimeInState float time) {
        note("update " + current + " dt=" + dt + " " + t(time));
    }

    @OnEnter({"P", "Q", "R", "S"})
    void enter(Rung from, @Current Rung current) {
        note("enter " + current + " from " + from);
    }

    @OnExit({"P", "Q", "R", "S"})
    void exit(Rung to, @Current Rung current) {
        note("exit " + current + " to " + to);
    }
}
