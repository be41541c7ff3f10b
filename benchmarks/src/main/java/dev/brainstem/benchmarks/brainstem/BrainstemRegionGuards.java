package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.benchmarks.Workload;

/**
 * {@link BrainstemGuards} and {@link BrainstemWeapons} as one machine of two orthogonal regions, the guard's
 * four states and the weapon's three (issue 42): the variant of the two-region pair, whose baseline ticks the two
 * machines as separate batches over the same ids. Every handler is one of theirs.
 */
@StateMachine(value = RegionGuardState.class, regions = {WeaponState.class})
public final class BrainstemRegionGuards extends GuardArrays {
    final WeaponArrays weapons;

    public BrainstemRegionGuards(Workload workload, int entities) {
        super(workload, entities);
        weapons = new WeaponArrays(entities);
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    RegionGuardState idle(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return (r & DIE_MASK) < alarmOdds ? RegionGuardState.ALARM : null;
    }

    @OnEnter({"ALARM", "SEARCH"})
    void resetTimer(int id) {
        timer[id] = 0;
    }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    RegionGuardState alarm(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= alarmTime ? RegionGuardState.PURSUIT : null;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    RegionGuardState pursue(int id, float dt) {
        float p = x[id] + SPEED * dt;
        x[id] = p;
        return p >= reach ? RegionGuardState.SEARCH : null;
    }

    @OnUpdate(value = "SEARCH", to = "IDLE")
    RegionGuardState search(int id, float dt) {
        float t = timer[id] + dt;
        timer[id] = t;
        return t >= searchTime ? RegionGuardState.IDLE : null;
    }

    @OnExit("SEARCH")
    void forget(int id) {
        x[id] = 0;
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
