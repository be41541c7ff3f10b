package dev.brainstem.benchmarks.brainstem;

/**
 * The workload's xorshift32 as a game keeps it in a helper class: {@link BrainstemDiceGuards}' IDLE handler
 * draws through this static method rather than inline, the shape of the independent harness of issue 40.
 */
public final class Dice {
    private Dice() {
    }

    /** Advances entity {@code id}'s xorshift32 state in {@code rng} and returns the new number. */
    public static int next(int[] rng, int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return r;
    }
}
