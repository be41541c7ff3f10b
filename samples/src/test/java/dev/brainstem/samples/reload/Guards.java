package dev.brainstem.samples.reload;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** Guards in id mode that go back on duty when {@link #wake} is set: where entering a group reads its history. */
@StateMachine(Shift.class)
final class Guards {
    boolean wake;

    @OnUpdate(value = "REST", to = "DUTY")
    Shift rested(int id) {
        return wake ? Shift.DUTY : null;
    }
}
