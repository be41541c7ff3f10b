package dev.brainstem.benchmarks;

/**
 * The benchmark workload of issue 4, shared by every variant: the design's four-state guard.
 *
 * <ul>
 *   <li>IDLE draws the entity's next xorshift32 number ({@code r ^= r << 13; r ^= r >>> 17; r ^= r << 5})
 *       and raises ALARM when {@code (r & 1023) < 20};</li>
 *   <li>ALARM adds dt to the timer and goes to PURSUIT once it reaches 0.25 s;</li>
 *   <li>PURSUIT adds {@code 3 * dt} to x and goes to SEARCH once x reaches 1;</li>
 *   <li>SEARCH adds dt to the timer and goes back to IDLE once it reaches 0.5 s;</li>
 *   <li>entering ALARM or SEARCH resets the timer; leaving SEARCH clears x.</li>
 * </ul>
 *
 * <p>Every entity starts in IDLE with timer and x at 0 and its own seed, {@link #seed(int)}; dt is
 * {@link #DT}; one update per entity per tick. All arithmetic is {@code float}, in the order written
 * here, so every variant computes bit-identical fields.
 */
public final class Workload {
    /** State ordinals, the order of {@code GuardState}. */
    public static final int IDLE = 0, ALARM = 1, PURSUIT = 2, SEARCH = 3;
    /** How many states the guard has. */
    public static final int STATES = 4;
    /** State names by ordinal. */
    public static final String[] STATE_NAMES = {"IDLE", "ALARM", "PURSUIT", "SEARCH"};

    /** The time step of one tick: 1/60 s. */
    public static final float DT = 1f / 60f;
    /** IDLE raises ALARM when {@code (r & DIE_MASK) < ALARM_ODDS}: 20 in 1024. */
    public static final int DIE_MASK = 1023;
    public static final int ALARM_ODDS = 20;
    /** How long ALARM lasts before PURSUIT. */
    public static final float ALARM_TIME = 0.25f;
    /** How long SEARCH lasts before IDLE. */
    public static final float SEARCH_TIME = 0.5f;
    /** PURSUIT's speed, and the distance at which it gives way to SEARCH. */
    public static final float SPEED = 3f;
    public static final float REACH = 1f;

    private Workload() {
    }

    /** The xorshift32 seed of entity {@code id}: never 0. */
    public static int seed(int id) {
        int s = (id + 1) * 0x9E3779B9;
        return s == 0 ? 0x2545F491 : s;
    }

    /** One step of xorshift32. */
    public static int xorshift(int r) {
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        return r;
    }

    /**
     * The checksum of a variant's entities, in id order: each entity's state ordinal, timer and x bits,
     * and xorshift state, folded FNV-1a style into a 64-bit hash.
     */
    public static long checksum(Variant variant) {
        long h = 0xcbf29ce484222325L;
        int n = variant.entities();
        for (int id = 0; id < n; id++) {
            h = fold(h, variant.state(id));
            h = fold(h, Float.floatToIntBits(variant.timer(id)));
            h = fold(h, Float.floatToIntBits(variant.x(id)));
            h = fold(h, variant.rng(id));
        }
        return h;
    }

    private static long fold(long h, int value) {
        return (h ^ (value & 0xFFFFFFFFL)) * 0x100000001b3L;
    }
}
