package dev.brainstem.samples.travel;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The script of the travel fixtures' handlers, for one world: the n-th call of the entity keyed {@code
 * key} decides from (seed, key, n) only, so the generated side ({@link Courier}, {@link Couriers}) and
 * the reference model's side (this class is its {@link dev.brainstem.runtime.reference.Script} too),
 * each with a {@code Moves} of its own, take the same decisions; and an entity that travels keeps its key,
 * so it goes on deciding as it would have where it was. Every call is recorded in order ({@link #trace})
 * and per key ({@link #byKey}).
 */
final class Moves implements dev.brainstem.runtime.reference.Script {
    static final int NO_ARG = -2;
    static final int NULL = -1;
    static final float NO_DT = -1f;

    /**
     * A handler call: the state it serves, its argument (an ordinal, {@link #NULL}, {@link #NO_ARG}), dt, the
     * ping's serial or -1.
     */
    record Call(int key, String handler, int state, int arg, float dt, int letter) {}

    /** A per-entity delay method's call and what it returned. */
    record Delay(int key, String method, float seconds) {}

    /** A listener call: batch {@code batch}'s entity {@code handle} moved. */
    record Moved(String batch, long handle, int from, int to, int event) {}

    /** Delays a script returns: dyadic, so that a clock rebased by a travel adds up exactly. */
    private static final float[] DELAYS = {0f, 0.25f, 0.5f, 0.5f, 1f, 1.5f, 2f, Float.POSITIVE_INFINITY};

    private final Machine spec;
    private final long seed;
    private final Map<Integer, Integer> calls = new HashMap<>();
    private final Map<Integer, Integer> delays = new HashMap<>();
    /** Per forked key: the key whose decisions it takes (its own count apart). */
    private final Map<Integer, Integer> script = new HashMap<>();
    final List<Object> trace = new ArrayList<>();
    final Map<Integer, List<Object>> byKey = new HashMap<>();

    Moves(Machine spec, long seed) {
        this.spec = spec;
        this.seed = seed;
    }

    /** A handler's call; returns the ordinal of the state it returns, or -1 (null). */
    int call(int key, String handler, int state, int arg, float dt, int letter) {
        record(key, new Call(key, handler, state, arg, dt, letter));
        int n = calls.merge(key, 1, Integer::sum) - 1;
        Handler h = handler(handler);
        if (!h.returnsState()) {
            return STAY;
        }
        long r = mix(mix(seed ^ (scriptOf(key) * 0x9E3779B97F4A7C15L)) + n * 0xC2B2AE3D27D4EB4FL);
        int c = (int) Math.floorMod(r, 100L);
        int stay = h.event() == Events.MESSAGE ? 35 : 55;
        if (c < stay) {
            return STAY;
        }
        if (c < stay + 5) {
            return state;
        }
        return spec.target(h.to().get((int) Math.floorMod(r >>> 16, (long) h.to().size())));
    }

    /** A per-entity {@code @After} delay method's call. */
    float delay(int key, String method) {
        int n = delays.merge(key, 1, Integer::sum) - 1;
        long r = mix(mix(seed ^ 0x44454C4159L ^ (scriptOf(key) * 0x9E3779B97F4A7C15L)) + n * 0xC2B2AE3D27D4EB4FL);
        float seconds = DELAYS[(int) Math.floorMod(r >>> 8, (long) DELAYS.length)];
        record(key, new Delay(key, method, seconds));
        return seconds;
    }

    /** A listener call of batch {@code batch}. */
    void moved(String batch, long handle, int from, int to, int event) {
        trace.add(new Moved(batch, handle, from, to, event));
    }

    /**
     * The entity keyed {@code copy} goes on as {@code key} would from here (an export that leaves nothing:
     * the copy decides as the original does).
     */
    void fork(int key, int copy) {
        script.put(copy, scriptOf(key));
        calls.put(copy, calls.getOrDefault(key, 0));
        delays.put(copy, delays.getOrDefault(key, 0));
    }

    private int scriptOf(int key) {
        return script.getOrDefault(key, key);
    }

    private void record(int key, Object call) {
        trace.add(call);
        byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(call);
    }

    private Handler handler(String name) {
        for (Handler h : spec.handlers()) {
            if (h.name().equals(name)) {
                return h;
            }
        }
        for (Handler h : spec.messageHandlers()) {
            if (h.name().equals(name)) {
                return h;
            }
        }
        throw new AssertionError(spec.name() + " has no handler " + name);
    }

    // The reference model's side.

    @Override
    public int call(Entity entity, Handler handler, int state, int arg, float dt) {
        int letter = entity.message() instanceof Ping p ? p.serial() : -1;
        return call(entity.key(), handler.name(), state, arg, dt, letter);
    }

    @Override
    public float delay(Entity entity, Machine.Timer timer, int state) {
        return delay(entity.key(), timer.delay());
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
