package dev.brainstem.inspector.lookout;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/** Id-mode lookouts: each watches a tenth of a second, wanders as long, and comes round from a stun. */
@StateMachine(LookoutState.class)
public final class Lookouts {
    @OnUpdate(value = "WATCH", to = "WANDER")
    LookoutState watch(int id, @TimeInState float t) {
        return t >= 0.1f ? LookoutState.WANDER : null;
    }

    @OnUpdate(value = "WANDER", to = "WATCH")
    LookoutState wander(int id, @TimeInState float t) {
        return t >= 0.1f ? LookoutState.WATCH : null;
    }

    @OnUpdate(value = "STUNNED", to = "RESUME")
    LookoutState stunned(int id, @TimeInState float t) {
        return t >= 0.05f ? LookoutState.RESUME : null;
    }
}
