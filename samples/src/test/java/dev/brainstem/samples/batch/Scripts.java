package dev.brainstem.samples.batch;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;

/**
 * The per-entity scripts that drive the fixtures' handlers: the n-th handler call of entity {@code
 * key} gets a decision that is a pure function of (seed, key, n), so a run is random but reproducible
 * and the reference model's side ({@link Replay}) can replay it. A decision says whether the handler
 * throws, which state it returns (interpreted against the handler's {@code to}: stay, a declared
 * target, now and then an undeclared one), and which change a handler asks the batch for (add,
 * remove, transitionTo; an update handler may also call {@code tick}, which the batch refuses). The
 * listener's n-th call and the error handler's n-th call have scripts of their own: a change (the
 * listener), a {@code tick}, or a throw.
 */
final class Scripts {
    private Scripts() {}

    static final int STAY = -1;

    static final int NO_EFFECT = 0;
    static final int ADD = 1;
    static final int REMOVE = 2;
    static final int TRANSITION = 3;
    /** Calls {@code tick} (refused: the batch ticks) and lets its IllegalStateException go. */
    static final int TICK = 4;
    /** The listener or error handler throws a {@link Boom}. */
    static final int THROW = 5;

    record Decision(boolean fail, int choice, int effect, int a, int b) {}

    /**
     * Knobs of one run, chosen by jqwik: {@code tickPercent} of handler calls call {@code tick} (an
     * update's only: other handlers run outside ticks too), {@code listenerPercent} of listener calls
     * and {@code errorHandlerPercent} of error-handler calls do something (see {@link #listener},
     * {@link #errorHandler}).
     */
    record Knobs(long seed, int failPercent, int effectPercent, int undeclaredPercent, int tickPercent,
            int listenerPercent, int errorHandlerPercent) {
        /** The knobs of runs whose listener and error handler only record, and whose handlers never call tick. */
        Knobs(long seed, int failPercent, int effectPercent, int undeclaredPercent) {
            this(seed, failPercent, effectPercent, undeclaredPercent, 0, 0, 0);
        }
    }

    static Decision decide(Knobs knobs, int key, int n, boolean armed) {
        long r = mix(mix(knobs.seed() ^ (key * 0x9E3779B97F4A7C15L)) + n * 0xC2B2AE3D27D4EB4FL);
        long r2 = mix(r);
        boolean fail = armed || Math.floorMod(r, 100) < knobs.failPercent();
        int choice = (int) ((r >>> 8) & 0xFFFFF);
        int effect = NO_EFFECT;
        if (Math.floorMod(r2, 100) < knobs.effectPercent()) {
            effect = 1 + (int) ((r2 >>> 8) % 3);
        }
        int a = (int) ((r2 >>> 16) & 0xFFFF);
        int b = (int) ((r2 >>> 40) & 0xFFFF);
        if (effect == NO_EFFECT && Math.floorMod(mix(r2 ^ 0x7469636BL), 100) < knobs.tickPercent()) {
            effect = TICK;
        }
        return new Decision(fail, choice, effect, a, b);
    }

    /**
     * The listener's n-th call of the run: nothing, or (with {@code listenerPercent}) one of add, remove,
     * transitionTo (of entities picked by {@code a}, in states picked by {@code b}), tick, throw.
     */
    static Decision listener(Knobs knobs, int n) {
        long r = mix(mix(knobs.seed() ^ 0x4C495354454E4552L) + n * 0xC2B2AE3D27D4EB4FL);
        int effect = NO_EFFECT;
        if (Math.floorMod(r, 100) < knobs.listenerPercent()) {
            effect = 1 + (int) ((r >>> 8) % 5);
        }
        return new Decision(false, 0, effect, (int) ((r >>> 16) & 0xFFFF), (int) ((r >>> 40) & 0xFFFF));
    }

    /** The error handler's n-th call of the run: nothing, or (with {@code errorHandlerPercent}) tick or throw. */
    static Decision errorHandler(Knobs knobs, int n) {
        long r = mix(mix(knobs.seed() ^ 0x4552524F52L) + n * 0xC2B2AE3D27D4EB4FL);
        int effect = NO_EFFECT;
        if (Math.floorMod(r, 100) < knobs.errorHandlerPercent()) {
            effect = (r >>> 8) % 3 == 0 ? TICK : THROW;
        }
        return new Decision(false, 0, effect, 0, 0);
    }

    /**
     * The state a handler returns for {@code choice}: {@link #STAY} (as null), its own state, one of its
     * {@code to}, or (with {@code undeclaredPercent}) a state its {@code to} lacks. {@link #STAY} for a void
     * handler. For a guard: true (its target's ordinal) in {@link #GUARD_TRUE_PERCENT}, else {@link #STAY}.
     */
    static int result(Machine spec, Knobs knobs, int event, int state, int choice) {
        return result(spec, knobs, event == Events.EXIT ? null : spec.handler(event, state), state, choice);
    }

    /** Of guards, how many are true. */
    static final int GUARD_TRUE_PERCENT = 20;

    /** {@link #result(Machine, Knobs, int, int, int)} of {@code handler} (null: none) serving {@code state}. */
    static int result(Machine spec, Knobs knobs, Handler handler, int state, int choice) {
        if (handler == null || !handler.returnsState()) {
            return STAY;
        }
        int c = choice % 100;
        int pick = choice / 100;
        if (handler.isGuard()) {
            return c < GUARD_TRUE_PERCENT ? spec.target(handler.to().get(0)) : STAY;
        }
        int event = handler.event();
        if (c < knobs.undeclaredPercent()) {
            for (int s = 0; s < spec.stateCount(); s++) {
                if (s != state && !spec.allows(handler, s)) {
                    return s;
                }
            }
            return STAY;
        }
        int stay = event == Events.UPDATE ? 50 : 55;
        if (c < stay) {
            return STAY;
        }
        if (c < stay + 5) {
            return state;
        }
        return spec.ordinal(handler.to().get(pick % handler.to().size()));
    }

    /** What a per-entity {@code @After} delay method returns (issue 43), picked by {@link #delay}. */
    private static final float[] DELAYS = {0f, 0.25f, 0.5f, 0.5f, 1f, 1f, 1.5f, 2f, 3f, Float.POSITIVE_INFINITY};

    /**
     * The n-th delay of entity {@code key} (a fixture's {@code patience()}, {@code alertness()}): one of
     * {@link #DELAYS}, or, in runs whose handlers fail, now and then NaN or a negative one (refused: the
     * entity gets no timer and a failure of event ENTER).
     */
    static float delay(Knobs knobs, int key, int n) {
        long r = mix(mix(knobs.seed() ^ 0x44454C4159L ^ (key * 0x9E3779B97F4A7C15L)) + n * 0xC2B2AE3D27D4EB4FL);
        int c = Math.floorMod(r, 100);
        if (knobs.failPercent() > 0 && c < 2) {
            return c == 0 ? Float.NaN : -1f;
        }
        return DELAYS[(int) Math.floorMod(r >>> 8, (long) DELAYS.length)];
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
