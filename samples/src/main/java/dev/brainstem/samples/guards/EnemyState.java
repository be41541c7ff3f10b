package dev.brainstem.samples.guards;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The states of the action game's enemy. The three {@code AGGRO_} states form the group
 * {@code AGGRO}, the original's range {@code AGGRO_FIRST ... AGGRO_LAST}: its enter and exit handlers
 * run only when an enemy crosses into or out of the range, never when it moves between the range's
 * states. {@code STUNNED} is entered from outside, when the player's stun grenade hits; it is an
 * interrupt, so entering it pushes what the enemy was doing, and {@code RESUME}, the {@code @Back}
 * pseudo-state no enemy is ever in, sends it back there when it comes round.
 */
@States(initial = "IDLE")
@StateGroup(name = "AGGRO", states = {"AGGRO_TELEGRAPH_ALARM", "AGGRO_PURSUIT", "AGGRO_LOOK_FOR_PLAYER"})
public enum EnemyState {
    IDLE,
    AGGRO_TELEGRAPH_ALARM,
    AGGRO_PURSUIT,
    AGGRO_LOOK_FOR_PLAYER,
    @EntryPoint @Interrupt STUNNED,
    @Back RESUME;

    /** Whether this state is one of the three aggressive ones. */
    public boolean isAggro() {
        return name().startsWith("AGGRO_");
    }
}
