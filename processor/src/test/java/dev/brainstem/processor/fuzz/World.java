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

    /** One handler call, as both sides log it. */
    public record Call(int entity, int handler, int arg, float dt, int result) {
        @Override
        public String toString() {
            return "e" + entity + ":h" + handler + "(" + (arg == NO_ARG ? "" : arg == -1 ? "null" : "#" + arg)
                    + (dt == NO_DT ? "" : (arg == NO_ARG ? "" : ", ") + dt) + ")"
                    + (result == THREW ? " threw" : result == -1 ? "" : " -> #" + result);
        }
    }

    /** The {@code result} of a call that threw. */
    public static final int THREW = Integer.MIN_VALUE;

    /**
     * Told of each call after it decided, with the entity's stream, so a batch test can make the
     * handler change the batch (add, remove, transitionTo) from inside a tick.
     */
    public interface Hook {
        void afterCall(int entity, int handler, SplittableRandom stream);
    }

    private final long seed;
    private final int[][] options;
    private final int throwPermille;
    private final SplittableRandom[] streams;
    private final int[] calls;
    private final List<List<Call>> logs;
    private final List<Call> global = new ArrayList<>();
    private volatile boolean recordGlobal = true;
    private Hook hook;

    /**
     * @param options per handler index, the ordinals its body may return ({@code -1}: null), one
     *     picked uniformly per call; empty for void handlers
     * @param throwPermille per mille of calls that throw instead
     * @param entities the largest entity key (index or id) plus one
     */
    public World(long seed, int[][] options, int throwPermille, int entities) {
        this.seed = seed;
        this.options = options;
        this.throwPermille = throwPermille;
        this.streams = new SplittableRandom[entities];
        this.calls = new int[entities];
        this.logs = new ArrayList<>(entities);
        for (int e = 0; e < entities; e++) {
            streams[e] = new SplittableRandom(seed * 31 + e * 0x9E3779B97F4A7C15L);
            logs.add(new ArrayList<>());
        }
    }

    /** A world with the same seed and options, fresh streams and empty logs. */
    public World copy() {
        return new World(seed, options, throwPermille, streams.length);
    }

    public void setHook(Hook hook) {
        this.hook = hook;
    }

    /** Whether calls also go to the global log (off while a parallel tick runs). */
    public void recordGlobal(boolean on) {
        this.recordGlobal = on;
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
        SplittableRandom stream = streams[entity];
        int number = calls[entity]++;
        int[] choices = options[handler];
        int result;
        if (stream.nextInt(1000) < throwPermille) {
            result = THREW;
        } else {
            result = choices.length == 0 ? -1 : choices[stream.nextInt(choices.length)];
        }
        Call call = new Call(entity, handler, arg, dt, result);
        logs.get(entity).add(call);
        if (recordGlobal) {
            synchronized (global) {
                global.add(call);
            }
        }
        if (hook != null) {
            hook.afterCall(entity, handler, stream);
        }
        if (result == THREW) {
            throw new FuzzException(entity, number);
        }
        return result;
    }

    /** The entity's calls so far. */
    public List<Call> log(int entity) {
        return Collections.unmodifiableList(logs.get(entity));
    }

    /** Every call so far, in order, while it was recorded. */
    public List<Call> globalLog() {
        synchronized (global) {
            return List.copyOf(global);
        }
    }

    public int entities() {
        return streams.length;
    }
}
