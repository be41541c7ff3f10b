package dev.brainstem.samples.decide;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/** Time in state read by a guard, updates, enters and exits; A leaves for B after {@link #limit} seconds. */
@StateMachine(Clock.class)
class Timed extends Probe<Clock> {
    float limit = 1f;

    @Transition(from = "A", to = "B")
    boolean due(@TimeInState float time, @Current Clock current) {
        note("guard due@" + current + " " + t(time));
        return time >= limit;
    }

    @Transition(from = "B", to = "A")
    boolean back(@TimeInState float time) {
        note("guard back@B " + t(time));
        return yes.contains("back");
    }

    @OnUpdate({"A", "B", "C"})
    void own(@Current Clock current, @TimeInState float time) {
        note("update " + current + " " + t(time));
    }

    @OnEnter({"A", "B", "C"})
    void enter(@TimeInState float time, @Current Clock current) {
        note("enter " + current + " " + t(time));
    }

    @OnExit({"A", "B", "C"})
    void exit(@Current Clock current, @TimeInState float time) {
        note("exit " + current + " " + t(time));
    }
}
