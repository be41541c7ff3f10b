package dev.brainstem.benchmarks;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The benchmark workloads, shared by every variant: the design's four-state guard, tuned three ways.
 *
 * <ul>
 *   <li>IDLE draws the entity's next xorshift32 number ({@code r ^= r << 13; r ^= r >>> 17; r ^= r << 5})
 *       and raises ALARM when {@code (r & 1023) < alarmOdds};</li>
 *   <li>ALARM adds dt to the timer and goes to PURSUIT once it reaches {@code alarmTime};</li>
 *   <li>PURSUIT adds {@code 3 * dt} to x and goes to SEARCH once x reaches {@code reach};</li>
 *   <li>SEARCH adds dt to the timer and goes back to IDLE once it reaches {@code searchTime};</li>
 *   <li>entering ALARM or SEARCH resets the timer; leaving SEARCH clears x.</li>
 * </ul>
 *
 * <p>{@link #GUARD}, the guard of issue 4: 20 in 1024, 0.25 s, 1, 0.5 s. A cycle is on average 51.2 ticks in
 * IDLE, then 15, 20 and 30: four transitions in about 116 ticks, 3.4% of updates. {@link #CHURN}, the same
 * machine tuned so that about half the updates make a transition: 512 in 1024 (2 ticks in IDLE on average),
 * and two ticks in each of ALARM, PURSUIT and SEARCH (thresholds halfway between one tick's worth and two):
 * four transitions in about 8 ticks, 50%.
 *
 * <p>{@link #WANDER}, the guard as a level of detail meets it: far-away creatures in a state they mostly stay
 * in (issue 43's {@code every}). 1 in 1024, and GUARD's 0.25 s, 1, 0.5 s: a cycle is on average 1024 ticks
 * in IDLE, then 15, 20 and 30, four transitions in about 1,089 ticks, 0.37% of updates, with 94% of the
 * guards in IDLE. The odds are per decision, so with every update at {@code every = e} IDLE lasts 1024
 * decisions, {@code 1024 * e} ticks, while ALARM, PURSUIT and SEARCH still end after their seconds (rounded
 * up to whole decisions: 16, 20 and 32 ticks at {@code e = 4}, 16, 24 and 32 at 8): four transitions in
 * about 4,164 ticks at 4 (0.096% of guard-ticks, 0.26x of {@code e = 1}, 98.4% in IDLE) and 8,264 at 8
 * (0.048%, 0.13x). Where GUARD's transitions fall only to 0.43x at {@code every = 4}, WANDER's fall with
 * the decisions, so its tick shows what slicing a state that entities stay in saves.
 *
 * <p>Every entity starts in IDLE with timer and x at 0 and its own seed, {@link #seed(int)}; dt is
 * {@link #DT}; one update per entity per tick. All arithmetic is {@code float}, in the order written
 * here, so every variant computes bit-identical fields. Each variant reads the tuning of the workload it
 * was set up with ({@link Variant#setUp(Workload, int)}) where a game reads its configuration: hand-written
 * loops copy it into locals, Brainstem's and the libraries' handlers read it from a field.
 */
public enum Workload {
    /** The design's guard: about 3.5% transitions per tick. */
    GUARD(20, 0.25f, 1f, 0.5f, 0.034),
    /** The guard tuned to about 50% transitions per tick. */
    CHURN(512, 0.025f, 0.075f, 0.025f, 0.5),
    /** The guard tuned to stay: IDLE left once in 1024 decisions, about 0.37% transitions per tick. */
    WANDER(1, 0.25f, 1f, 0.5f, 4.0 / 1089);

    /** State ordinals, the order of {@code GuardState}. */
    public static final int IDLE = 0, ALARM = 1, PURSUIT = 2, SEARCH = 3;
    /** How many states the guard has. */
    public static final int STATES = 4;
    /** State names by ordinal. */
    public static final String[] STATE_NAMES = {"IDLE", "ALARM", "PURSUIT", "SEARCH"};

    /** The time step of one tick: 1/60 s. */
    public static final float DT = 1f / 60f;
    /** IDLE raises ALARM when {@code (r & DIE_MASK) < alarmOdds}. */
    public static final int DIE_MASK = 1023;
    /** PURSUIT's speed. */
    public static final float SPEED = 3f;

    /** IDLE raises ALARM when {@code (r & DIE_MASK) < alarmOdds}. */
    public final int alarmOdds;
    /** How long ALARM lasts before PURSUIT. */
    public final float alarmTime;
    /** The distance at which PURSUIT gives way to SEARCH. */
    public final float reach;
    /** How long SEARCH lasts before IDLE. */
    public final float searchTime;
    /** The expected share of updates that make a transition, once the population has spread. */
    public final double transitionRate;

    Workload(int alarmOdds, float alarmTime, float reach, float searchTime, double transitionRate) {
        this.alarmOdds = alarmOdds;
        this.alarmTime = alarmTime;
        this.reach = reach;
        this.searchTime = searchTime;
        this.transitionRate = transitionRate;
    }

    /** The name of the JMH {@code workload} parameter: {@code guard}, {@code churn} or {@code wander}. */
    public String paramName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The workload whose {@link #paramName()} is {@code name}. */
    public static Workload named(String name) {
        for (Workload w : values()) {
            if (w.paramName().equals(name)) {
                return w;
            }
        }
        throw new IllegalArgumentException("no workload named " + name + "; there are "
                + Arrays.stream(values()).map(Workload::paramName).collect(Collectors.joining(", ")));
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
