package dev.brainstem.inspector.squad;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/**
 * Id-mode squads: each patrols, goes into {@code COMBAT} by its name, aims, fires, takes cover and,
 * now and then, patrols again; back in {@code COMBAT} it resumes where it left.
 */
@StateMachine(SquadState.class)
public final class Squads {
    @OnUpdate(value = "PATROL", to = "COMBAT")
    SquadState patrol(int id, @TimeInState float t) {
        return t >= 0.1f ? SquadState.COMBAT : null;
    }

    @OnUpdate(value = "AIM", to = "FIRE")
    SquadState aim(int id, @TimeInState float t) {
        return t >= 0.1f ? SquadState.FIRE : null;
    }

    @OnUpdate(value = "FIRE", to = {"AIM", "COVER", "PATROL"})
    SquadState fire(int id, @TimeInState float t) {
        if (t < 0.1f) {
            return null;
        }
        return id % 3 == 0 ? SquadState.COVER : id % 3 == 1 ? SquadState.PATROL : SquadState.AIM;
    }

    @OnUpdate(value = "COVER", to = "ARMED")
    SquadState cover(int id, @TimeInState float t) {
        return t >= 0.1f ? SquadState.ARMED : null;
    }
}
