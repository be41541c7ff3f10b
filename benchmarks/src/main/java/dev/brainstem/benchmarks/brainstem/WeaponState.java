package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.States;

/**
 * A guard's weapon, the second region of {@link BrainstemRegionGuards} and the states of {@link BrainstemWeapons}:
 * ready, aiming for a while, then cooling down.
 */
@States(initial = "READY")
public enum WeaponState {
    READY, AIM, COOL
}
