package dev.brainstem.processor.fuzz;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The behaviour of every handler of a fuzzed machine, shared by the generated code and the reference
 * interpreter. Each of the two sides gets its own {@code World} built from the same seed and options;
 * a handler body calls {@link #call}, which logs the call and returns what the handler's script says
 * (a state ordinal, {@code -1} for null) or throws a {@link FuzzException}.
 *
 * <p>Each entity draws from its own random stream, so the decisions depend only on the sequence of
 * that entity's handler calls, not on the order entities run in (which the parallel tick does not
 * fix). Each entity also has its own log; the global log is kept only while calls are sequential.
 */
public final class World {
    /** The {@code arg} of a handler that takes no state argument. */
    public static final int NO_ARG = -2;
    /** The {@code dt} of a handler that takes no time step. */
    public static final float NO_DT = -1f;
    /** The {@code result} of a call that threw. */
    public static final int THREW = Integer.MIN_VALUE;

    /**
     * What every fuzzed message class implements: its serial, which a message handler passes as its
     * call's {@code arg}, so that the logs tell which message each handler took.
     */
    public interface Letter {
        int serial();
    }

    /**
     * One handler call, as both sides log it: {@code current} is its {@code @Current} ordinal (else
     * {@link #NO_ARG}), {@code time} its {@code @TimeInState} (else {@link #NO_DT}).
     */
    public record Call(int entity, int handler, int arg, float dt, int current, float time, int result) {
        @Override
        public String toString() {
            return "e" + entity + ":h" + handler + "(" + (arg == NO_ARG ? "" : arg == -1 ? "null" : "#" + arg)
                    + (dt == NO_DT ? "" : (arg == NO_ARG ? "" : ", ") + dt)
                    + (current == NO_ARG ? "" : " @Current #" + current) + (time == NO_DT ? "" : " @TimeInState " + time)
                    + ")" + (result == THREW ? " threw" : result == -1 ? "" : " -> #" + result);
        }
    }

    /**
     * The least time in state at which a handler that reads it may leave (or a guard be true): below
     * it, the handler stays (returns null, or false). It depends on the handler only, so both sides
     * decide alike, and differently whenever their times differ around it.
     */
    public static float patience(int handler) {
        return new float[] {0f, 0.25f, 0.5f, 1f, 2f}[Math.floorMod(handler * 7 + 3, 5)];
    }

    /**
     * Told of each call of an update or message handler after it decided, with the entity's stream, so
     * a batch test can make the handler change the batch (add, remove, transitionTo, send, broadcast)
     * from inside a tick.
     */
    public interface Hook {
        void afterUpdate(int entity, int handler, SplittableRandom stream);
    }

    private final long seed;
    private final int[][] options;
    private final boolean[] updates;
    private final int throwPermille;
    private final SplittableRandom[] streams;
    private final int[] calls;
    private final List<List<Object>> logs;
    private final List<Object> global = new ArrayList<>();
    private final List<Integer> touched = new ArrayList<>();
    private volatile boolean recordGlobal = true;
    private volatile Hook hook;

    /**
     * @param options per handler index, the ordinals its body may return ({@code -1}: null), one
     *     picked uniformly per call; empty for void handlers
     * @param updates per handler index, whether it is an update or message handler (only those call the hook)
     * @param throwPermille per mille of calls that throw instead
     * @param entities the largest entity key (index or id) plus one
     */
    public World(long seed, int[][] options, boolean[] updates, int throwPermille, int entities) {
        this.seed = seed;
        this.options = options;
        this.updates = updates;
        this.throwPermille = throwPermille;
        this.streams = new SplittableRandom[entities];
        this.calls = new int[entities];
        this.logs = new ArrayList<>(Collections.nCopies(entities, (List<Object>) null));
    }

    /** A world with the same seed and options, fresh streams and empty logs. */
    public World copy() {
        return new World(seed, options, updates, throwPermille, streams.length);
    }

    public void setHook(Hook hook) {
        this.hook = hook;
    }

    /** Whether calls also go to the global log (off while a parallel tick runs). */
    public void recordGlobal(boolean on) {
        this.recordGlobal = on;
    }

    private SplittableRandom stream(int entity) {
        SplittableRandom stream = streams[entity];
        if (stream == null) {
            stream = streams[entity] = new SplittableRandom(seed * 31 + entity * 0x9E3779B97F4A7C15L);
            logs.set(entity, new ArrayList<>());
            synchronized (touched) {
                touched.add(entity);
            }
        }
        return stream;
    }

    /**
     * A handler body's one call.
     *
     * @param entity the entity's index (object mode) or id (id mode)
     * @param handler the handler's index in its machine
     * @param arg the ordinal of {@code from} or {@code to}, {@code -1} for a null {@code from}, or {@link #NO_ARG}
     * @param dt the time step, or {@link #NO_DT}
     * @return the state ordinal the handler returns, {@code -1} for null (ignored by void handlers)
     */
    public int call(int entity, int handler, int arg, float dt) {
        return call(entity, handler, arg, dt, NO_ARG, NO_DT);
    }

    /**
     * The call of a handler that reads {@code @Current} ({@code current}: the state's ordinal, else
     * {@link #NO_ARG}) or {@code @TimeInState} ({@code time}, else {@link #NO_DT}). A handler that reads
     * the time stays (the call returns -1) while it is below {@link #patience}.
     */
    public int call(int entity, int handler, int arg, float dt, int current, float time) {
        SplittableRandom stream = stream(entity);
        int number = calls[entity]++;
        int[] choices = options[handler];
        int result;
        if (stream.nextInt(1000) < throwPermille) {
            result = THREW;
        } else {
            result = choices.length == 0 ? -1 : choices[stream.nextInt(choices.length)];
            if (time != NO_DT && time < patience(handler)) {
                result = -1;
            }
        }
        Call call = new Call(entity, handler, arg, dt, current, time, result);
        logs.get(entity).add(call);
        if (recordGlobal) {
            synchronized (global) {
                global.add(call);
            }
        }
        Hook h = hook;
        if (h != null && updates[handler]) {
            h.afterUpdate(entity, handler, stream);
        }
        if (result == THREW) {
            throw new FuzzException(entity, number);
        }
        return result;
    }

    /** What a per-entity {@code @After} delay method returns, one picked per call: NaN and negative ones now and then. */
    private static final float[] DELAYS = {0f, 0.1f, 0.25f, 0.5f, 0.5f, 1f, 1f, 1.5f, 2f, 3f, 0.3f, Float.POSITIVE_INFINITY};

    /**
     * A per-entity {@code @After} delay method's body (issue 43): the delay for entity {@code entity} of
     * the machine's {@code timer}-th {@code @After}, drawn from the entity's stream (a NaN or negative one
     * in about one call in 40) and logged, so that both sides must call it alike.
     */
    public float delay(int entity, int timer) {
        SplittableRandom stream = stream(entity);
        int roll = stream.nextInt(80);
        float delay = roll == 0 ? Float.NaN : roll == 1 ? -0.5f : DELAYS[stream.nextInt(DELAYS.length)];
        note(entity, "delay t" + timer + " = " + delay);
        return delay;
    }

    /** Adds a line to the entity's log (and to the global log while it is recorded). */
    public void note(int entity, String note) {
        stream(entity);
        logs.get(entity).add(note);
        if (recordGlobal) {
            synchronized (global) {
                global.add("e" + entity + ": " + note);
            }
        }
    }

    /** Adds a line to the global log only, while it is recorded (listener and error handler calls). */
    public void note(String note) {
        if (recordGlobal) {
            synchronized (global) {
                global.add(note);
            }
        }
    }

    /** The entity's calls and notes so far. */
    public List<Object> log(int entity) {
        List<Object> log = logs.get(entity);
        return log == null ? List.of() : Collections.unmodifiableList(log);
    }

    /** Every call and note so far, in order, while it was recorded. */
    public List<Object> globalLog() {
        synchronized (global) {
            return List.copyOf(global);
        }
    }

    /** The keys of the entities that have a log, in the order they first appeared. */
    public List<Integer> touched() {
        synchronized (touched) {
            return List.copyOf(touched);
        }
    }

    public int entities() {
        return streams.length;
    }
}
