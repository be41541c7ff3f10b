package dev.brainstem.runtime;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * Runs a tick's loops in chunks on a pool: each state's range split into pieces, each piece a chunk
 * with a lane of its own. The chunks are numbered in sequential order (states in ordinal order,
 * ascending slots), and their lanes are taken in in that order, so the tick's results are those of
 * the sequential tick whatever the pool.
 *
 * <p>One thing a chunk cannot record for later: the handle an {@code add} returns, which must be the
 * one the sequential tick would give. A chunk whose handler adds first waits until every earlier
 * chunk is done (running those not yet started itself), so slots are taken in sequential order. A
 * tick without adds runs fully in parallel.
 */
final class ParallelTick {
    /**
     * Below this many entities a parallel tick runs on the calling thread: chunks would cost more than
     * they save. A system property sets it (tests use it to run chunks on small batches).
     */
    static final int MIN_ENTITIES = Integer.getInteger("brainstem.parallel.minEntities", 65_536);
    /** Chunks hold at least this many entities (system property {@code brainstem.parallel.minChunk}). */
    private static final int MIN_CHUNK = Math.max(1, Integer.getInteger("brainstem.parallel.minChunk", 8_192));
    private static final int PENDING = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    private final Members members;
    private final int states;
    private final ThreadLocal<Lane> current = new ThreadLocal<Lane>();
    private Lane[] lanes = new Lane[0];
    private int planned;
    private AtomicIntegerArray status = new AtomicIntegerArray(0);
    private volatile boolean aborted;
    private AbstractBatch<?> batch;
    private float dt;

    ParallelTick(Members members, int states) {
        this.members = members;
        this.states = states;
    }

    Lane[] lanes() {
        return lanes;
    }

    int planned() {
        return planned;
    }

    /** The chunk lane of the calling thread while it runs a chunk, else null. */
    Lane current() {
        return current.get();
    }

    /** Plans the chunks, runs them on {@code pool}, and returns how many there were. */
    int run(AbstractBatch<?> batch, ForkJoinPool pool, float dt) {
        this.batch = batch;
        this.dt = dt;
        int piece = Math.max(MIN_CHUNK, batch.size / (pool.getParallelism() * 4));
        planned = 0;
        for (int s = 0; s < batch.counts.length; s++) {
            int count = batch.counts[s];
            if (count == 0) {
                continue;
            }
            int end = members.end(s);
            int step = members.step(s, count, piece);
            for (int lo = 0; lo < end; lo += step) {
                Lane chunk = lane(planned++);
                chunk.clear();
                chunk.visiting = s;
                chunk.lo = lo;
                chunk.hi = Math.min(end, lo + step);
            }
        }
        status = new AtomicIntegerArray(planned);
        aborted = false;
        try {
            if (planned > 0) {
                pool.invoke(new Chunks(this, 0, planned));
            }
        } finally {
            this.batch = null;
        }
        for (int c = 0; c < planned; c++) {
            Throwable abrupt = lanes[c].abrupt;
            if (abrupt instanceof Error) {
                throw (Error) abrupt;
            }
            if (abrupt != null) {
                throw (RuntimeException) abrupt;
            }
        }
        return planned;
    }

    private Lane lane(int index) {
        if (index == lanes.length) {
            lanes = Arrays.copyOf(lanes, Math.max(8, lanes.length * 2));
        }
        if (lanes[index] == null) {
            lanes[index] = new Lane(members, states, index);
        }
        return lanes[index];
    }

    /** Runs chunk {@code c} unless it has started; on the calling thread. */
    private void runChunk(int c) {
        if (!status.compareAndSet(c, PENDING, RUNNING)) {
            return;
        }
        Lane chunk = lanes[c];
        Lane outer = current.get();
        current.set(chunk);
        try {
            if (!aborted) {
                batch.runChunk(chunk, dt);
            }
        } catch (Throwable abrupt) {
            // An Error leaves the tick: the other chunks stop at their next start, the caller rethrows.
            chunk.abrupt = abrupt;
            aborted = true;
        } finally {
            current.set(outer);
            status.set(c, DONE);
        }
    }

    /** Before a chunk's handler adds: every earlier chunk done, so slots go in sequential order. */
    void awaitTurn(Lane caller) {
        if (caller.chunk < 0) {
            return;
        }
        for (int c = 0; c < caller.chunk; c++) {
            runChunk(c);
            while (status.get(c) != DONE) {
                Thread.yield();
            }
        }
    }

    /** The handle of a pending add of {@code entity} queued before this point of the sequential order, or -1. */
    long pendingAdd(Lane main, Lane caller, Object entity) {
        long handle = main.pendingAdd(entity);
        for (int c = 0; handle < 0 && caller.chunk >= 0 && c <= caller.chunk; c++) {
            handle = lanes[c].pendingAdd(entity);
        }
        return handle;
    }

    private static final class Chunks extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final transient ParallelTick tick;
        private final int from;
        private final int to;

        Chunks(ParallelTick tick, int from, int to) {
            this.tick = tick;
            this.from = from;
            this.to = to;
        }

        @Override
        protected void compute() {
            if (to - from == 1) {
                tick.runChunk(from);
                return;
            }
            int mid = (from + to) >>> 1;
            invokeAll(new Chunks(tick, from, mid), new Chunks(tick, mid, to));
        }
    }
}
