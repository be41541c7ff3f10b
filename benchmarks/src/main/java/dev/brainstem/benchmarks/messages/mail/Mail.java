package dev.brainstem.benchmarks.messages.mail;

import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * The <em>mail</em> workload: every entity gets one message per tick, and a quarter of the messages make their
 * receiver change state.
 *
 * <p>Four states, {@code CALM, WARY, ANGRY, AFRAID}. Two message types: a {@link Noise} (three in four) adds its
 * loudness to the receiver's {@code heard}, in any state; an {@link Order} (one in four) moves the receiver on to
 * the next state ({@code CALM} to {@code WARY} to {@code ANGRY} to {@code AFRAID} to {@code CALM}): every order
 * is a transition. Entering any state resets the receiver's {@code timer}; each state's update adds
 * {@code RATE[state] * DT} to it. Transitions come from messages only: exactly the orders, 25% of updates.
 *
 * <p><b>The driver.</b> Before each tick, game code (the driver, the same in every variant) sends one message to
 * every entity, in a scattered order: the {@code k}-th message of a tick goes to entity {@code k * stride mod N}
 * ({@link #stride(int)}: about 0.618 N, coprime with N), as messages from combat, sensors or scripts reach
 * entities in no particular order. Which message: the driver's xorshift32 stream ({@link #SEED}), one step per
 * message; {@code (r & 3) == 0} is an order, else the noise of loudness {@code 1 + (r >>> 2 & 7)}. The message
 * objects are made once ({@link #NOISES}, {@link #ORDER}): a tick allocates nothing.
 *
 * <p>The messages are sent before the tick and taken at its start, before any update, in every variant:
 * Brainstem's {@code send(handle, message)} then {@code tick(dt)} (delivered at the start of the tick); gdx-ai's
 * {@code MessageDispatcher.dispatchMessage} with no delay (delivered at once, inside the call, its fastest way);
 * the hand-written queue's ring buffer, drained at the start of the tick. The receiver's state after the message
 * is the state its update runs in.
 */
public final class Mail {
    /** State ordinals, the order of {@link MailState}. */
    public static final int CALM = 0, WARY = 1, ANGRY = 2, AFRAID = 3;
    /** How many states. */
    public static final int STATES = 4;
    /** One tick: 1/60 s. */
    public static final float DT = 1f / 60f;
    /** What each state's update adds to the timer, times dt. */
    static final float[] RATE = {1f, 2f, 3f, 4f};
    /** The driver's xorshift32 seed. */
    public static final int SEED = 0x2545F491;
    /** gdx-ai's message codes. */
    static final int NOISE_CODE = 0, ORDER_CODE = 1;

    /** A noise: adds its loudness to what the receiver heard. */
    public static final class Noise {
        public final int loudness;

        Noise(int loudness) {
            this.loudness = loudness;
        }
    }

    /** An order: the receiver moves on to the next state. */
    public static final class Order {
        Order() {
        }
    }

    /** The noises, by {@code r >>> 2 & 7}. */
    static final Noise[] NOISES = new Noise[8];
    /** The one order. */
    static final Order ORDER = new Order();

    static {
        for (int i = 0; i < NOISES.length; i++) {
            NOISES[i] = new Noise(i + 1);
        }
    }

    private Mail() {
    }

    /** The message of the driver's number {@code r}. */
    static Object message(int r) {
        return (r & 3) == 0 ? ORDER : NOISES[r >>> 2 & 7];
    }

    /** The state after {@code state} when an order comes. */
    static int next(int state) {
        return state == AFRAID ? CALM : state + 1;
    }

    /** The driver's step: {@code k * stride mod n} is the receiver of the tick's {@code k}-th message. */
    public static int stride(int n) {
        if (n == 1) {
            return 1;
        }
        int s = (int) (n * 0.6180339887498949) | 1;
        while (gcd(s, n) != 1) {
            s += 2;
        }
        return s % n;
    }

    private static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /** One step of the driver's xorshift32. */
    static int xorshift(int r) {
        return Workload.xorshift(r);
    }

    /** The checksum of a mail population: state, heard and timer bits of every entity in id order. */
    static long checksum(int n, java.util.function.IntUnaryOperator state, java.util.function.IntUnaryOperator heard,
                         java.util.function.IntUnaryOperator timerBits) {
        long h = MessageVariant.FNV_OFFSET;
        for (int id = 0; id < n; id++) {
            h = MessageVariant.fold(h, state.applyAsInt(id));
            h = MessageVariant.fold(h, heard.applyAsInt(id));
            h = MessageVariant.fold(h, timerBits.applyAsInt(id));
        }
        return h;
    }

    /** The state counts of a mail population. */
    static int[] counts(int n, java.util.function.IntUnaryOperator state) {
        int[] counts = new int[STATES];
        for (int id = 0; id < n; id++) {
            counts[state.applyAsInt(id)]++;
        }
        return counts;
    }
}
