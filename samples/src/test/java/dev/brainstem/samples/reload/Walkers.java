package dev.brainstem.samples.reload;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** A machine of two regions in id mode: each region's batch takes its own description at the machine's point. */
@StateMachine(value = Stride.class, regions = Reach.class)
final class Walkers {
    @OnUpdate(value = "STAND", to = "WALK")
    Stride walk(int id) {
        return Stride.WALK;
    }

    @OnUpdate(value = "REST", to = "WAVE")
    Reach wave(int id) {
        return Reach.WAVE;
    }
}
