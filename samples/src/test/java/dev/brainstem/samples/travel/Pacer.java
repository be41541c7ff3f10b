package dev.brainstem.samples.travel;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** An object-mode machine whose sliced update counts its calls: when a pacer decides is its phase. */
@StateMachine(Pace.class)
public final class Pacer {
    /** How often its PACE update ran. */
    int decisions;

    @OnUpdate(value = "PACE", every = 2)
    void pace() {
        decisions++;
    }
}
