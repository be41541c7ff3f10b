package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The guards' weapons as a machine of their own, batched over the same ids as {@link BrainstemGuards}: with it,
 * the baseline of the two-region pair ({@link BrainstemRegionGuards}'s second region runs the same handlers).
 */
@StateMachine(WeaponState.class)
public final class BrainstemWeapons {
    final WeaponArrays weapons;

    public BrainstemWeapons(int entities) {
        weapons = new WeaponArrays(entities);
    }

    @OnUpdate(value = "READY", to = "AIM")
    WeaponState ready(int id, float dt) {
        float h = weapons.heat[id] - dt;
        weapons.heat[id] = h;
        return h <= 0 ? WeaponState.AIM : null;
    }

    @OnUpdate(value = "AIM", to = "COOL")
    WeaponState aim(int id, float dt) {
        float h = weapons.heat[id] + dt;
        weapons.heat[id] = h;
        return h >= WeaponArrays.AIM_TIME ? WeaponState.COOL : null;
    }

    @OnUpdate(value = "COOL", to = "READY")
    WeaponState cool(int id, float dt) {
        float h = weapons.heat[id] - dt;
        weapons.heat[id] = h;
        return h <= WeaponArrays.AIM_TIME - WeaponArrays.COOL_TIME ? WeaponState.READY : null;
    }
}
