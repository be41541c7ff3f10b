package dev.brainstem.samples.travel;

/** The hikers' decisions: pure functions of the seed, the time in state and the dt. */
final class Roll {
    private Roll() {}

    static Trail walk(int seed, float dt, float time) {
        int r = hash(seed, 1, time, dt) % 100;
        return r < 20 ? Trail.CLIMB : r < 35 ? Trail.REST : r < 40 ? Trail.ALARM : null;
    }

    static Trail climb(int seed, float dt, float time) {
        int r = hash(seed, 2, time, dt) % 100;
        return r < 15 ? Trail.WALK : r < 25 ? Trail.REST : null;
    }

    static Trail calm(int seed, float time) {
        return hash(seed, 3, time, 0f) % 100 < 30 ? Trail.RESUME : null;
    }

    static int hash(int seed, int state, float time, float dt) {
        int h = seed * 0x9E3779B9 ^ state * 0x85EBCA6B ^ Float.floatToIntBits(time) * 0xC2B2AE35
                ^ Float.floatToIntBits(dt);
        h ^= h >>> 16;
        h *= 0x7FEB352D;
        h ^= h >>> 15;
        return h & 0x7FFFFFFF;
    }
}
