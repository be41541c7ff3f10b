package dev.brainstem.inspector.blink;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * Id-mode blinkers: every update is a transition, the workload where what the inspector does per
 * transition shows most.
 */
@StateMachine(Blink.class)
public final class Blinkers {
    @OnUpdate(value = "ON", to = "OFF")
    Blink on(int id) {
        return Blink.OFF;
    }

    @OnUpdate(value = "OFF", to = "ON")
    Blink off(int id) {
        return Blink.ON;
    }
}
