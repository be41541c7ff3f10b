package dev.brainstem.samples.snapshot;

/**
 * The fixtures' decisions: a pure function of what the batch holds (the entity's seed, fixed at its
 * creation, its state and its time in state), so that a run replayed after a restore decides the same
 * without the game restoring anything of its own.
 */
final class Dice {
    private Dice() {}

    static int roll(int seed, int state, float time, float dt) {
        int h = seed * 0x9E3779B9 ^ state * 0x85EBCA6B ^ Float.floatToIntBits(time) * 0xC2B2AE35
                ^ Float.floatToIntBits(dt);
        h ^= h >>> 16;
        h *= 0x7FEB352D;
        h ^= h >>> 15;
        return h & 0x7FFFFFFF;
    }
}
