package dev.brainstem.runtime.internal;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.IntConsumer;

/**
 * Runs a tick's loops in chunks on a pool: each state's range split into pieces, each piece a chunk
 * with a lane of its own (bitset machines: the same regions of slots for every state, a task per
 * region; see {@link #planRegions}), handed to the pool's threads and the calling thread by
 * {@link TaskHandOff}. The chunks are numbered in sequential order (states in ordinal order,
 * ascending slots), and their lanes are taken in in that order, so the tick's results are those of
 * the sequential tick whatever the pool.
 *
 * <p>One thing a chunk cannot record for later: the handle an {@code add} returns, which must be the
 * one the sequential tick would give. A chunk whose handler adds first waits until every earlier
 * chunk is done (running those not yet started itself), so slots are taken in sequential order. A
 * tick without adds runs fully in parallel.
 */
public final class ParallelTick {
    /**
     * Below this many entities a parallel tick runs on the calling thread: chunks would cost more than
     * they save. At 100,000 guards the parallel tick was slower than the sequential one on 2 cores (a
     * batch that fits one core's cache has its lines moved between the cores' caches); at 200,000 it was
     * faster (benchmarks/README.md, lab notes). A system property sets it (tests use it to run chunks on
     * small batches).
     */
    public static final int MIN_ENTITIES = Integer.getInteger("brainstem.parallel.minEntities", 131_072);
    /** Chunks hold at least this many entities (system property {@code brainstem.parallel.minChunk}). */
    private static final int MIN_CHUNK = Math.max(1, Integer.getInteger("brainstem.parallel.minChunk", 8_192));
    /** Slots per region of a bitset machine's parallel tick, about; see {@link #planRegions}. */
    private static final int REGION_ENTITIES = 16_384;
    private static final int MAX_REGIONS = 256;
    private static final int PENDING = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    private final Members members;
    private final int states;
    private final ThreadLocal<Lane> current = new ThreadLocal<Lane>();
    private Lane[] lanes = new Lane[0];
    private int planned;
    /** Bitset machines: how many regions the slots were cut into (see {@link #planRegions}); else 0. */
    private int regions;
    private AtomicIntegerArray status = new AtomicIntegerArray(0);
    private final IntConsumer task = this::runTask;
    private final TaskHandOff handOff = new TaskHandOff();
    private volatile boolean aborted;
    private StateLoops loops;
    private float dt;

    public ParallelTick(Members members, int states) {
        this.members = members;
        this.states = states;
    }

    public Lane[] lanes() {
        return lanes;
    }

    public int planned() {
        return planned;
    }

    /** Per state, the entities in it as the decisions start; see {@link #countOccupied}. */
    private int[] occupied;

    /** The chunk lane of the calling thread while it runs a chunk, else null. */
    public Lane current() {
        return current.get();
    }

    /**
     * How many entities each state holds as the decisions start: the batch's counts, which a tick
     * brings up to date only at its end, plus the moves of this tick's message delivery, which the
     * calling lane holds. A state a message filled is planned like any other.
     */
    private void countOccupied(Books books, Lane caller) {
        if (occupied == null || occupied.length != books.stateCount()) {
            occupied = new int[books.stateCount()];
        }
        books.copyCountsInto(occupied);
        caller.addMovesTo(occupied);
    }

    /**
     * Plans the chunks, runs {@code loops} over them on {@code pool}, or with no pool region after
     * region on the calling thread, and returns how many there were; {@code caller} is the calling
     * thread's lane, which holds the tick's delivery.
     */
    public int run(Books books, StateLoops loops, Lane caller, ForkJoinPool pool, float dt) {
        this.loops = loops;
        this.dt = dt;
        planned = 0;
        regions = 0;
        countOccupied(books, caller);
        int parallelism = pool == null ? 1 : pool.getParallelism();
        if (members.bitsets()) {
            planRegions(books.size(), parallelism);
        } else {
            planStates(books.size(), parallelism);
        }
        int tasks = regions > 0 ? regions : planned;
        // Kept from tick to tick, as the hand-off is, so that a tick allocates nothing: a late helper of an
        // earlier parallel tick finds its run over and never reads it (see TaskHandOff).
        if (status.length() < planned) {
            status = new AtomicIntegerArray(planned);
        } else {
            for (int c = 0; c < planned; c++) {
                status.set(c, PENDING);
            }
        }
        aborted = false;
        try {
            if (pool == null) {
                for (int t = 0; t < tasks; t++) {
                    runTask(t);
                }
            } else if (tasks > 0) {
                handOff.run(pool, tasks, task);
            }
        } finally {
            this.loops = null;
        }
        for (int c = 0; c < planned; c++) {
            FailureReport.abrupt(lanes[c].abrupt());
        }
        return planned;
    }

    /**
     * Machines of many states: each state's range cut into pieces of about a quarter of a thread's
     * share, each piece a chunk and a task.
     */
    private void planStates(int size, int parallelism) {
        int piece = Math.max(MIN_CHUNK, size / (parallelism * 4));
        for (int s = 0; s < states; s++) {
            int count = occupied[s];
            if (count == 0) {
                continue;
            }
            int end = members.end(s);
            int step = members.step(s, count, piece);
            for (int lo = 0; lo < end; lo += step) {
                plan(s, lo, Math.min(end, lo + step));
            }
        }
    }

    /**
     * Bitset machines: the slots cut into regions of words, the same for every state; a chunk is one
     * state's words in one region, and a task runs one region's chunks, state after state. The chunks
     * are numbered state first ({@code k * regions + r} for the k-th state with entities), the
     * sequential order, in which their lanes are taken in.
     *
     * <p><b>Why regions.</b> Planned state by state, as for many states, two threads ran two states'
     * loops over the same slots at once: their writes to the state table and to the entities' own data
     * (an enter resetting a field that the other state's update writes) shared cache lines, and each
     * state's loop fetched the entities' data from memory again. A region's task touches only its own
     * slots, and its second state's loop finds the region's data in cache: a region holds about 16,384
     * slots (at least four per thread, at most {@value #MAX_REGIONS}): 16,384 and 32,768 measured the same.
     */
    private void planRegions(int size, int parallelism) {
        int words = members.end(0);
        long wanted = Math.max(parallelism * 4L, size / REGION_ENTITIES);
        int r = (int) Math.max(1, Math.min(Math.min(wanted, MAX_REGIONS), Math.min(words, size / MIN_CHUNK)));
        for (int s = 0; s < states; s++) {
            if (occupied[s] == 0) {
                continue;
            }
            for (int k = 0; k < r; k++) {
                plan(s, (int) ((long) words * k / r), (int) ((long) words * (k + 1) / r));
            }
        }
        regions = r;
    }

    private void plan(int state, int lo, int hi) {
        Lane lane = lane(planned++);
        lane.plan(state, lo, hi);
        lane.countVisits(countingVisits);
    }

    /** While a probe is set, each chunk's lane counts the entities it visits. */
    private boolean countingVisits;

    public void countVisits(boolean counting) {
        countingVisits = counting;
    }

    /** Runs task {@code t}: region t's chunks in state order, or chunk t. */
    private void runTask(int t) {
        if (regions == 0) {
            runChunk(t);
            return;
        }
        // The thread counts itself a worker once for the region, not once per chunk: the count is one
        // atomic that every worker thread writes (see HeldSends.working).
        HeldSends outerWork = HeldSends.work(lanes[t].held());
        try {
            for (int c = t; c < planned; c += regions) {
                runChunk(c);
            }
            settleRegion(t);
        } finally {
            HeldSends.work(outerWork);
        }
    }

    /**
     * Region {@code t}'s leavers join their new states on the thread that ran the region, whose cache
     * holds the region's words, as soon as its last state is done: a region owns its words in every
     * state's bitsets, so no other task reads or writes them. Only when every chunk of the region is
     * done: a chunk that an add's {@link #awaitTurn} took to another thread may still be running, and
     * its loop writes the words a leaver would join. What is not settled here the calling thread settles
     * after the tick, as it does for every lane (a settled lane has nothing left to settle).
     */
    private void settleRegion(int t) {
        for (int c = t; c < planned; c += regions) {
            if (aborted || status.get(c) != DONE) {
                return;
            }
        }
        for (int c = t; c < planned; c += regions) {
            members.settle(lanes[c]);
        }
    }

    private Lane lane(int index) {
        if (index == lanes.length) {
            lanes = Arrays.copyOf(lanes, Math.max(8, lanes.length * 2));
        }
        if (lanes[index] == null) {
            lanes[index] = new Lane(states, members.bitsets(), members, index);
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
        HeldSends outerWork = HeldSends.work(chunk.held());
        try {
            if (!aborted) {
                members.run(loops, chunk, chunk.visiting(), chunk.lo(), chunk.hi(), dt);
            }
        } catch (Throwable abrupt) {
            // An Error leaves the tick: the other chunks stop at their next start, the caller rethrows.
            chunk.endAbruptly(abrupt);
            aborted = true;
        } finally {
            current.set(outer);
            HeldSends.work(outerWork);
            status.set(c, DONE);
        }
    }

    /** Before a chunk's handler adds: every earlier chunk done, so slots go in sequential order. */
    public void awaitTurn(Lane caller) {
        if (caller.chunk() < 0) {
            return;
        }
        for (int c = 0; c < caller.chunk(); c++) {
            runChunk(c);
            while (status.get(c) != DONE) {
                Thread.yield();
            }
        }
    }

    /** A machine of regions: the handle of a pending add of {@code entity} in any chunk's lane of the last run, or -1. */
    public long pendingAddInAnyLane(Object entity) {
        long handle = -1;
        for (int c = 0; handle < 0 && c < planned; c++) {
            handle = lanes[c].changes().pendingAdd(entity);
        }
        return handle;
    }

    /** The handle of a pending add of {@code entity} queued before this point of the sequential order, or -1. */
    public long pendingAdd(Lane main, Lane caller, Object entity) {
        long handle = main.changes().pendingAdd(entity);
        for (int c = 0; handle < 0 && caller.chunk() >= 0 && c <= caller.chunk(); c++) {
            handle = lanes[c].changes().pendingAdd(entity);
        }
        return handle;
    }
}
