package dev.brainstem.benchmarks.messages.westworld;

import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * The <em>West World</em> workload: gdx-ai's state machine test (tests/src/com/badlogic/gdx/ai/tests/fsm: Bob the
 * miner, Elsa his wife, and their messages), as many couples, without the printing.
 *
 * <p><b>The miner</b> ({@link MinerState}) starts at home in the shack. Every update adds 1 to his thirst, then: at
 * HOME he digs again once his fatigue is at most {@value #TIREDNESS_THRESHOLD}, else sleeps (fatigue - 1); at the
 * MINE he picks up a nugget (gold + 1, fatigue + 1) and goes to the BANK with {@value #MAX_NUGGETS} nuggets, or to
 * the SALOON when thirsty (thirst at least {@value #THIRST_LEVEL}; that wins when both hold); at the BANK he
 * deposits his gold (wealth, never below 0) and goes HOME once his wealth is at least {@value #COMFORT_LEVEL},
 * else back to the MINE; at the SALOON he drinks (thirst 0, wealth - 2) and goes back to the MINE; in EAT_STEW he
 * goes back HOME (gdx-ai: {@code revertToPreviousState}; he only ever eats at home). Entering the mine, bank,
 * saloon or home sets his location; entering HOME from elsewhere sends his wife <b>"hi honey, I'm home"</b>.
 * The stew's message at HOME takes him to EAT_STEW (stews + 1 on entering it); anywhere else it is lost.
 *
 * <p><b>The wife</b> ({@link WifeState}) starts at her HOUSEWORK. Every update she draws her xorshift32 (her own
 * stream, {@code Workload.seed(couples + couple)}): one in ten ({@code (r & 1023) < 102}) she visits the
 * BATHROOM and comes straight back to what she was doing (gdx-ai's global state changes to it, and its update
 * reverts at once: enter, exit and back within the update; visits + 1); else HOUSEWORK draws again for the chore
 * (chores + 1 + {@code (r >>> 8) % 3}). "Hi honey" in any state sends her to COOK_STEW; entering it, unless
 * the stew is in the oven already, puts it in (cooking) and sends herself <b>"stew's ready"</b> with a delay of
 * {@value #STEW_DELAY} s. That message in COOK_STEW takes the stew out (not cooking), tells her husband "stew's
 * ready" and goes back to HOUSEWORK.
 *
 * <p><b>The couples</b> start apart: couple {@code i}'s miner draws {@code Workload.seed(i)} once for his thirst
 * (0 to 4), fatigue (0 to 7), wealth (0 to 7) and gold (0 to 2), so the couples do not move in step.
 *
 * <p><b>A tick</b> ({@link #DT} = {@value #DT} s, so the stew takes exactly two ticks and every time is exact in
 * float and double) is the wives' messages and update, then the miners' messages and update. Brainstem:
 * {@code wives.tick(dt)}, then {@code miners.tick(dt)}, the two batches sending to each other by handle; so "hi
 * honey" reaches the wife at the start of the next tick, and her stew message reaches the husband in the same
 * tick, before his update. gdx-ai: the timepiece advances, the dispatcher delivers what is due, every wife updates,
 * every miner updates. Its messages are the test's, but for one delay: "hi honey" is sent with a delay of one tick
 * ({@link #DT}; the test sends it with none), so that it too is taken at the start of the next tick, where
 * Brainstem's double-buffered mailbox delivers it (with none the wife would start the stew a tick earlier and
 * every couple's story would drift apart from the other variants'). The stew (1.5 s) and the stew to the husband
 * (no delay: he takes it at once, before his update) are the test's. The hand-written variant: arrays, a ring of
 * wife ids for "hi honey" (taken at the start of the next tick), a ring of (due tick, wife) for the stews (every
 * delay is the same two ticks, so post order is due order and the ring is a time-ordered queue), and a ring of
 * miner ids for the husbands' stews (taken before the miners' update).
 *
 * <p>{@code entities} counts miners and wives: {@code entities / 2} couples.
 */
public final class WestWorld {
    /** The test's constants. */
    public static final int COMFORT_LEVEL = 5, MAX_NUGGETS = 3, THIRST_LEVEL = 5, TIREDNESS_THRESHOLD = 5;
    /** Seconds per tick: the test updates its couple about every 0.8 s; 0.75 is exact in binary. */
    public static final float DT = 0.75f;
    /** The stew's time in the oven. */
    public static final float STEW_DELAY = 1.5f;
    /** The stew's time in ticks. */
    public static final int STEW_TICKS = 2;
    /** One in ten: {@code (r & 1023) < BATHROOM_ODDS}. */
    public static final int BATHROOM_ODDS = 102;

    /** Locations, gdx-ai's {@code Location}. */
    public static final int SHACK = 0, GOLD_MINE = 1, BANK = 2, SALOON = 3;

    /** Miner state ordinals, the order of {@link MinerState}. */
    public static final int HOME = 0, MINE = 1, AT_BANK = 2, AT_SALOON = 3, EAT_STEW = 4;
    /** Wife state ordinals, the order of {@link WifeState}. */
    public static final int HOUSEWORK = 0, BATHROOM = 1, COOK_STEW = 2;
    /** How many states each has. */
    public static final int MINER_STATES = 5, WIFE_STATES = 3;

    /** "Hi honey, I'm home": the miner to his wife. */
    public static final class HiHoney {
        public static final HiHoney INSTANCE = new HiHoney();

        private HiHoney() {
        }
    }

    /** "Stew's ready": the wife to herself (delayed), then to her husband. */
    public static final class StewReady {
        public static final StewReady INSTANCE = new StewReady();

        private StewReady() {
        }
    }

    /** gdx-ai's message codes, its {@code MessageType}. */
    static final int HI_HONEY_I_M_HOME = 0, STEW_READY = 1;

    private WestWorld() {
    }

    /** How many couples {@code entities} entities make. */
    public static int couples(int entities) {
        return entities / 2;
    }

    /** Couple {@code i}'s miner's start: {thirst, fatigue, wealth, gold}. */
    static int[] minerStart(int couple) {
        int r = Workload.xorshift(Workload.seed(couple));
        return new int[] {(r & 7) % 5, r >>> 3 & 7, r >>> 6 & 7, (r >>> 9 & 3) % 3};
    }

    /** Couple {@code i}'s wife's xorshift32 seed. */
    static int wifeSeed(int couple, int couples) {
        return Workload.seed(couples + couple);
    }

    /** One step of xorshift32. */
    static int xorshift(int r) {
        return Workload.xorshift(r);
    }

    /** The chore of a draw: 0, 1 or 2. */
    static int chore(int r) {
        return (r >>> 8) % 3;
    }

    /** Whether a draw sends her to the bathroom. */
    static boolean bathroom(int r) {
        return (r & 1023) < BATHROOM_ODDS;
    }

    /** A West World population's fields, read by couple, for the checksum. */
    public interface View {
        int minerState(int i);

        int wifeState(int i);

        /** location, gold, wealth, thirst, fatigue, stews */
        int[] miner(int i);

        /** cooking (0/1), rng, chores, visits */
        int[] wife(int i);
    }

    static int[] counts(int couples, View v) {
        int[] counts = new int[MINER_STATES + WIFE_STATES];
        for (int i = 0; i < couples; i++) {
            counts[v.minerState(i)]++;
            counts[MINER_STATES + v.wifeState(i)]++;
        }
        return counts;
    }

    static long checksum(int couples, View v) {
        long h = MessageVariant.FNV_OFFSET;
        for (int i = 0; i < couples; i++) {
            h = MessageVariant.fold(h, v.minerState(i));
            for (int x : v.miner(i)) {
                h = MessageVariant.fold(h, x);
            }
            h = MessageVariant.fold(h, v.wifeState(i));
            for (int x : v.wife(i)) {
                h = MessageVariant.fold(h, x);
            }
        }
        return h;
    }
}
