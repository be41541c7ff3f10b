package dev.brainstem.samples.fsm;

import dev.brainstem.EntryPoint;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/** An entity whose update handler drives its own machine, which the machine refuses. */
@StateMachine(Meddler.Mode.class)
public class Meddler {
    @States
    public enum Mode { CALM, @EntryPoint UPSET }

    MeddlerFsm machine;

    @OnUpdate("CALM")
    void calm() {
        machine.transitionTo(Mode.UPSET);
    }

    @OnUpdate("UPSET")
    void upset(float dt) {
        machine.update(dt);
    }
}
