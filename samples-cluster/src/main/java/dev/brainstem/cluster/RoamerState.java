package dev.brainstem.cluster;

import dev.brainstem.Back;
import dev.brainstem.Interrupt;
import dev.brainstem.States;

/** A creature of the sharded world: it wanders, rests, and is startled by a call, after which it goes back. */
@States(initial = "WANDER")
public enum RoamerState {
    /** Walks on, deciding on one tick in two (time-sliced). */
    WANDER,
    /** Stands still until its rest is over (a timer). */
    REST,
    /** Flees from a call, then goes back to what it did (an interrupt on the stack). */
    @Interrupt STARTLED,
    @Back BACK
}
