package dev.brainstem.inspector.trooper;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * Id-mode troopers, a machine of two regions whose every count a test can work out: in each tick the legs
 * of every id that is no multiple of 3 go one state on (IDLE, WALK, RUN, IDLE...), and the weapon of
 * every even id (READY, AIM, FIRE, READY...).
 */
@StateMachine(value = Legs.class, regions = {Weapon.class})
public final class Troopers {
    @OnUpdate(value = "IDLE", to = "WALK")
    Legs idle(int id) {
        return id % 3 != 0 ? Legs.WALK : null;
    }

    @OnUpdate(value = "WALK", to = "RUN")
    Legs walk(int id) {
        return id % 3 != 0 ? Legs.RUN : null;
    }

    @OnUpdate(value = "RUN", to = "IDLE")
    Legs run(int id) {
        return id % 3 != 0 ? Legs.IDLE : null;
    }

    @OnUpdate(value = "READY", to = "AIM")
    Weapon ready(int id) {
        return id % 2 == 0 ? Weapon.AIM : null;
    }

    @OnUpdate(value = "AIM", to = "FIRE")
    Weapon aim(int id) {
        return id % 2 == 0 ? Weapon.FIRE : null;
    }

    @OnUpdate(value = "FIRE", to = "READY")
    Weapon fire(int id) {
        return id % 2 == 0 ? Weapon.READY : null;
    }
}
