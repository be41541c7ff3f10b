package dev.brainstem.samples.guards;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/**
 * The states of the action game's enemy. The three {@code AGGRO_} states form a range, the way the
 * original's {@code case AGGRO_FIRST ... AGGRO_LAST:} shared code; {@code STUNNED} is entered from
 * outside, when the player's stun grenade hits.
 */
@States(initial = "IDLE")
public enum EnemyState {
    IDLE,
    AGGRO_TELEGRAPH_ALARM,
    AGGRO_PURSUIT,
    AGGRO_LOOK_FOR_PLAYER,
    @EntryPoint STUNNED;

    /** Whether this state is one of the three aggressive ones. */
    public boolean isAggro() {
        return name().startsWith("AGGRO_");
    }
}
