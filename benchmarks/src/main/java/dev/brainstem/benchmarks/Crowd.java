package dev.brainstem.benchmarks;

/**
 * The crowd workload of issue 43: most of a town waits. One entity in {@link #ACTIVE_ONE_IN} (the ids of one
 * run of 64 in ten: those whose {@code id >>> 6} is divisible by it) runs the guard machine's handlers with the {@link Workload}'s tuning, starting in IDLE; every
 * other one starts in {@link #REST} and waits there, then in {@link #STAND}, then in REST again, for ever. Each
 * wait is drawn as the entity enters the state: the next number of its xorshift32 stream, {@link #patience(int)}
 * of it, 2 to 5 s; it ends at the first tick in which the entity's time in state (the clock, the sum of the
 * ticks' dt in a {@code double}, less the clock at its entry, read as a {@code float}) reaches it.
 *
 * <p>The active ones come in runs of 64 ids, as a game's ids come in spawn groups (a squad, a district) and the
 * active tenth is a group (near the player), rather than one id in ten scattered over the whole population:
 * at a million, scattered actives make the active states' loops touch every cache line of the arrays they read.
 * (The issue's own hand-written measurement of this workload, 0.59 ms a tick at a million with a timer wheel, is
 * reproduced by runs of 64, 0.57 ms, and not by scattered ids, 1.0 ms.)
 *
 * <p>So 90% of the entities wait in timed states and 10% are active: the work a tick must do is the active
 * entities' and the few waiters whose wait ends (about one in 210 a tick), which is what a loop that lets the
 * waiters sleep visits, and a loop that polls them does not. Every crowd variant computes bit-identical states,
 * fields and times in state; {@link Variant#timer(int)} is an active entity's timer and a waiter's time in state.
 */
public final class Crowd {
    /** The waiting states' ordinals, after the guard's four ({@link Workload#IDLE} ...). */
    public static final int REST = 4, STAND = 5;
    /** How many states the crowd machine has. */
    public static final int STATES = 6;
    /** State names by ordinal. */
    public static final String[] STATE_NAMES = {"IDLE", "ALARM", "PURSUIT", "SEARCH", "REST", "STAND"};
    /** One entity in this many is active. */
    public static final int ACTIVE_ONE_IN = 10;
    /** The shortest and the longest wait, in seconds. */
    public static final float SHORTEST = 2f, LONGEST = 5f;

    private Crowd() {
    }

    /** Whether entity {@code id} runs the guard (else it waits): the ids of every tenth run of 64. */
    public static boolean active(int id) {
        return (id >>> 6) % ACTIVE_ONE_IN == 0;
    }

    /** The wait a waiter draws from its next xorshift32 number {@code r}: 2 to 5 s, in {@code float}. */
    public static float patience(int r) {
        return SHORTEST + (LONGEST - SHORTEST) * ((r >>> 8) * 0x1p-24f);
    }
}
