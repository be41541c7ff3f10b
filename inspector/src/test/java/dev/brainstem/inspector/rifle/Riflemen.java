package dev.brainstem.inspector.rifle;

import dev.brainstem.Current;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * Id-mode riflemen, a machine of two regions for the inspector's tests: the legs of every id that is no
 * multiple of 3 walk, run once the weapon aims, and stop; a stun now and then; the weapon of every even id
 * goes into {@code ARMED} by its name, aims, fires and is ready again.
 */
@StateMachine(value = Legs.class, regions = {Weapon.class})
public final class Riflemen {
    @OnUpdate(value = "IDLE", to = "WALK")
    Legs idle(int id) {
        return id % 3 != 0 ? Legs.WALK : null;
    }

    @OnUpdate(value = "WALK", to = {"RUN", "STUNNED"})
    Legs walk(int id, @Current Weapon weapon) {
        return id % 7 == 1 ? Legs.STUNNED : weapon == Weapon.AIM ? Legs.RUN : null;
    }

    @OnUpdate(value = "RUN", to = "IDLE")
    Legs run(int id) {
        return Legs.IDLE;
    }

    @OnUpdate(value = "STUNNED", to = "RESUME")
    Legs stunned(int id) {
        return Legs.RESUME;
    }

    @OnUpdate(value = "READY", to = "ARMED")
    Weapon ready(int id) {
        return id % 2 == 0 ? Weapon.ARMED : null;
    }

    @OnUpdate(value = "AIM", to = "FIRE")
    Weapon aim(int id) {
        return Weapon.FIRE;
    }

    @OnUpdate(value = "FIRE", to = "READY")
    Weapon fire(int id) {
        return Weapon.READY;
    }
}
