package dev.brainstem.samples.snapshot;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** A guard that can be stunned: STUN interrupts, BACK is the {@code @Back} pseudo-state. */
@StateMachine(Stunned.Mode.class)
public class Stunned {
    /** The guard's modes. */
    @dev.brainstem.States
    public enum Mode { IDLE, @dev.brainstem.EntryPoint @dev.brainstem.Interrupt STUN, @dev.brainstem.Back BACK }

    @OnUpdate(value = "STUN", to = "BACK")
    Mode dazed(@dev.brainstem.TimeInState float time) {
        return time > 1 ? Mode.BACK : null;
    }
}
