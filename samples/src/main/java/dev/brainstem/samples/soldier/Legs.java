package dev.brainstem.samples.soldier;

import dev.brainstem.States;

/**
 * The soldier's legs, the first region of his machine: he walks on patrol, runs to cover when he sees the
 * enemy, and crouches there, or wherever he is when shots come in. They change on their own, whatever his
 * {@link Weapon} does, and read it: a stunned soldier does not charge.
 */
@States(initial = "WALK")
public enum Legs {
    WALK,
    RUN,
    CROUCH
}
