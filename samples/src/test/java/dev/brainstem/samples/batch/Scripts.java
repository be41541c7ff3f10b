package dev.brainstem.samples.batch;

import dev.brainstem.runtime.Events;

/**
 * The per-entity scripts that drive the fixtures' handlers: the n-th handler call of entity {@code key}
 * gets a decision that is a pure function of (seed, key, n), so a run is random but reproducible and
 * the reference model can replay it. A decision says whether the handler throws, which state it returns
 * (interpreted against the handler's {@code to}: stay, a declared target, now and then an undeclared
 * one), and which change an update handler asks the batch for (add, remove, transitionTo).
 */
final class Scripts {
    private Scripts() {}

    static final int STAY = -1;

    static final int NO_EFFECT = 0;
    static final int ADD = 1;
    static final int REMOVE = 2;
    static final int TRANSITION = 3;

    record Decision(boolean fail, int choice, int effect, int a, int b) {}

    /** Knobs of one run, chosen by jqwik. */
    record Knobs(long seed, int failPercent, int effectPercent, int undeclaredPercent) {}

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
        return new Decision(fail, choice, effect, a, b);
    }

    /**
     * The state a handler returns for {@code choice}: {@link #STAY} (as null), its own state, one of its
     * {@code to}, or (with {@code undeclaredPercent}) a state its {@code to} lacks. {@link #STAY} for a void
     * handler.
     */
    static int result(Spec spec, Knobs knobs, int event, int state, int choice) {
        if (event == Events.EXIT) {
            return STAY;
        }
        Spec.Handler handler = spec.handler(event, state);
        if (!handler.returns()) {
            return STAY;
        }
        int c = choice % 100;
        int pick = choice / 100;
        if (c < knobs.undeclaredPercent()) {
            for (int s = 0; s < spec.stateCount(); s++) {
                if (s != state && !handler.allows(s)) {
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
        return handler.to()[pick % handler.to().length];
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
