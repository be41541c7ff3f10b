package dev.brainstem.samples.snapshot;

import dev.brainstem.Current;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;
import dev.brainstem.TimeInState;

/**
 * A machine of 70 states, more than the batch keeps bitsets for: its batch sorts the slots by state
 * before each tick, the other membership a restore rebuilds. Decisions as {@link Roller}'s.
 */
@StateMachine(Crowd.Spot.class)
public final class Crowd {
    /** Seventy states. */
    @States
    public enum Spot {
        S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, S12, S13, S14, S15, S16, S17,
        S18, S19, S20, S21, S22, S23, S24, S25, S26, S27, S28, S29, S30, S31, S32, S33, S34, S35,
        S36, S37, S38, S39, S40, S41, S42, S43, S44, S45, S46, S47, S48, S49, S50, S51, S52, S53,
        S54, S55, S56, S57, S58, S59, S60, S61, S62, S63, S64, S65, S66, S67, S68, S69
    }

    final int seed;

    Crowd(int seed) {
        this.seed = seed;
    }

    @OnUpdate(value = {
            "S0", "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9",
            "S10", "S11", "S12", "S13", "S14", "S15", "S16", "S17", "S18", "S19",
            "S20", "S21", "S22", "S23", "S24", "S25", "S26", "S27", "S28", "S29",
            "S30", "S31", "S32", "S33", "S34", "S35", "S36", "S37", "S38", "S39",
            "S40", "S41", "S42", "S43", "S44", "S45", "S46", "S47", "S48", "S49",
            "S50", "S51", "S52", "S53", "S54", "S55", "S56", "S57", "S58", "S59",
            "S60", "S61", "S62", "S63", "S64", "S65", "S66", "S67", "S68", "S69"}, to = {
            "S0", "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9",
            "S10", "S11", "S12", "S13", "S14", "S15", "S16", "S17", "S18", "S19",
            "S20", "S21", "S22", "S23", "S24", "S25", "S26", "S27", "S28", "S29",
            "S30", "S31", "S32", "S33", "S34", "S35", "S36", "S37", "S38", "S39",
            "S40", "S41", "S42", "S43", "S44", "S45", "S46", "S47", "S48", "S49",
            "S50", "S51", "S52", "S53", "S54", "S55", "S56", "S57", "S58", "S59",
            "S60", "S61", "S62", "S63", "S64", "S65", "S66", "S67", "S68", "S69"})
    Spot step(float dt, @Current Spot current, @TimeInState float time) {
        int r = Dice.roll(seed, current.ordinal(), time, dt);
        return r % 100 < 30 ? Spot.values()[(r >>> 16) % 70] : null;
    }
}
