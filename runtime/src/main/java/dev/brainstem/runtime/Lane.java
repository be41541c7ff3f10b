package dev.brainstem.runtime;

import java.util.Arrays;

/**
 * One thread's record of a stretch of work: the calling thread's for a sequential tick and for calls
 * from outside a tick, one per chunk of a parallel tick. What happens in the stretch is written down
 * here, in order, and taken in by the batch afterwards, on the calling thread, in sequential order:
 * the entities that left their state (for the membership), the transitions (for the counts and the
 * listener), the handlers' exceptions, and the changes asked for ({@code add}, {@code remove},
 * {@code transitionTo}). Its arrays grow once and are reused: a tick allocates nothing.
 *
 * <p>Generated code calls {@link #left} (bitset machines, once per word that lost entities) or
 * {@link #arrive} (one entity at a time), and passes the lane on; the rest is the runtime's.
 */
public final class Lane {
    static final int ADD = 1;
    static final int REMOVE = 2;
    static final int TRANSITION = 3;

    private final Members members;
    /** The chunk's place in the sequential order of a parallel tick; -1 for the calling thread's lane. */
    final int chunk;
    /** The state whose loop runs on this lane. */
    int visiting;
    int lo;
    int hi;

    /**
     * Bitset machines: per state, the words {@code [leftFrom, leftTo)} of its leavers' bitset that this
     * lane set bits in (see {@link BitsetMembers}); null for machines of many states.
     */
    final int[] leftFrom;
    final int[] leftTo;
    /**
     * Per state, where its leavers on this lane went: {@link #NOWHERE} before the first, a state while
     * all went there, {@link #MIXED} once two went to different states. Most states lead to one state
     * in a tick; their leavers then join it a word at a time, without reading the state table.
     */
    final int[] leftTarget;
    /** Where the leavers of a state went: none yet. */
    public static final int NOWHERE = -1;
    /** Where the leavers of a state went: to more than one state. */
    public static final int MIXED = -2;
    /** Whether any entity left its state on this lane since the last {@link #clearLeft}. */
    boolean anyLeft;

    /** Quadruples (slot, from, to, event): the transitions, kept for the listener when one is set. */
    int[] transitions = new int[32];
    int transitionCount;
    /** Per state, entities that arrived minus those that left, when no listener needs the transitions. */
    final int[] moves;
    boolean moved;
    /**
     * Transitions made through this lane, counted on forever (it may wrap): the difference across a
     * message's delivery is what the message's handlers made, for the failsafe.
     */
    int made;

    HandlerException[] failures = new HandlerException[2];
    int failureCount;

    int[] ops = new int[8];
    long[] opHandles = new long[4];
    Object[] opEntities = new Object[4];
    int opCount;

    /** What ended a parallel chunk abruptly (an Error), to be thrown on the calling thread. */
    Throwable abrupt;

    /** The lane of the parallel chunk running on this thread, of whatever batch; null elsewhere. */
    private static final ThreadLocal<Lane> WORKING = new ThreadLocal<Lane>();
    /** How many threads run a chunk now (have a {@link #WORKING} lane). */
    private static final java.util.concurrent.atomic.AtomicInteger WORKERS =
            new java.util.concurrent.atomic.AtomicInteger();

    // Messages sent on this lane's thread during a parallel chunk, posted when the tick ends.
    private Mailbox[] heldBoxes = new Mailbox[0];
    private long[] heldTargets = new long[0];
    private Object[] heldMessages = new Object[0];
    private float[] heldDelays = new float[0];
    int heldCount;

    Lane(Members members, int states, int chunk) {
        this.members = members;
        this.chunk = chunk;
        this.moves = new int[states];
        boolean bitsets = members instanceof BitsetMembers;
        this.leftFrom = bitsets ? new int[states] : null;
        this.leftTo = bitsets ? new int[states] : null;
        this.leftTarget = bitsets ? new int[states] : null;
        if (bitsets) {
            Arrays.fill(leftTarget, NOWHERE);
        }
    }

    /** The entity in {@code slot} left the state being visited for {@code state}, during its loop. */
    public void arrive(int state, int slot) {
        members.arrive(this, state, slot);
    }

    /**
     * Bitset machines: entities of the state being visited left it during its loop over the words
     * {@code [from, to)}; {@code target} is the state they all went to, or {@link #MIXED}. The loop
     * itself moves each word's leavers from the state's bitset to its leavers' bitset (the two arrays
     * {@link AbstractBatch#updateWords} is given) once the word is done, and calls this once, after its
     * last word: a transition costs the loop a bit in a register, and a word with leavers two stores,
     * not a call (the loop walks its own copy of each word, and nothing else reads the state's members
     * during a tick). They are counted, out of the state and into their new ones, in the settle after
     * the loops, which reads their words anyway.
     */
    public void left(int from, int to, int target) {
        leaving(visiting, from, to, target);
    }

    /**
     * Entities of {@code state} left it for {@code target} in the words {@code [from, to)}, during a
     * loop on this lane: the words the settle after the loops reads.
     */
    void leaving(int state, int from, int to, int target) {
        int went = leftTarget[state];
        if (went != target && went != MIXED) {
            leftTarget[state] = went == NOWHERE ? target : MIXED;
        }
        if (leftTo[state] == 0) {
            leftFrom[state] = from;
            leftTo[state] = to;
            anyLeft = true;
            return;
        }
        if (to > leftTo[state]) {
            leftTo[state] = to;
        }
        if (from < leftFrom[state]) {
            leftFrom[state] = from;
        }
    }

    /** Forgets the words noted by {@link #leaving}. */
    void clearLeft() {
        if (anyLeft) {
            Arrays.fill(leftFrom, 0);
            Arrays.fill(leftTo, 0);
            Arrays.fill(leftTarget, NOWHERE);
            anyLeft = false;
        }
    }

    void recordTransition(int slot, int from, int to, int event) {
        if (transitionCount + 4 > transitions.length) {
            transitions = Arrays.copyOf(transitions, transitions.length * 2);
        }
        transitions[transitionCount++] = slot;
        transitions[transitionCount++] = from;
        transitions[transitionCount++] = to;
        transitions[transitionCount++] = event;
    }

    /** {@code count} entities left {@code from} for {@code to}. */
    void countMoves(int from, int to, int count) {
        moves[from] -= count;
        moves[to] += count;
        moved = true;
    }

    void countMove(int from, int to) {
        countMoves(from, to, 1);
    }

    void recordFailure(HandlerException e) {
        if (failureCount == failures.length) {
            failures = Arrays.copyOf(failures, failureCount * 2);
        }
        failures[failureCount++] = e;
    }

    void queue(int kind, long handle, int state, Object entity) {
        if (opCount * 2 + 2 > ops.length) {
            ops = Arrays.copyOf(ops, ops.length * 2);
        }
        if (opCount == opHandles.length) {
            opHandles = Arrays.copyOf(opHandles, opCount * 2);
            opEntities = Arrays.copyOf(opEntities, opCount * 2);
        }
        ops[opCount * 2] = kind;
        ops[opCount * 2 + 1] = state;
        opHandles[opCount] = handle;
        opEntities[opCount] = entity;
        opCount++;
    }

    /** Appends the changes {@code from} queued, in their order. */
    void queueAll(Lane from) {
        for (int k = 0; k < from.opCount; k++) {
            queue(from.ops[k * 2], from.opHandles[k], from.ops[k * 2 + 1], from.opEntities[k]);
        }
    }

    /** Whether a pending add of this lane is for {@code entity}; its handle, else -1. */
    long pendingAdd(Object entity) {
        for (int k = 0; k < opCount; k++) {
            if (ops[k * 2] == ADD && opEntities[k] == entity) {
                return opHandles[k];
            }
        }
        return -1;
    }

    /** The lane of the parallel chunk that runs on this thread, or null. */
    static Lane working() {
        // Sends outside parallel ticks (almost all of them) skip the thread-local look-up: a thread that
        // runs a chunk counted itself in before running it, so it never reads 0 here.
        return WORKERS.get() == 0 ? null : WORKING.get();
    }

    /** Marks {@code lane} as the one whose chunk runs on this thread (null: none); returns the one before. */
    static Lane work(Lane lane) {
        Lane outer = WORKING.get();
        if (outer == null && lane != null) {
            WORKERS.incrementAndGet();
        }
        WORKING.set(lane);
        if (outer != null && lane == null) {
            WORKERS.decrementAndGet();
        }
        return outer;
    }

    /** A send made during this lane's chunk: held, so that sends are posted in the sequential tick's order. */
    void hold(Mailbox box, long target, Object message, float delay) {
        if (heldCount == heldBoxes.length) {
            int size = Math.max(8, heldCount * 2);
            heldBoxes = Arrays.copyOf(heldBoxes, size);
            heldTargets = Arrays.copyOf(heldTargets, size);
            heldMessages = Arrays.copyOf(heldMessages, size);
            heldDelays = Arrays.copyOf(heldDelays, size);
        }
        heldBoxes[heldCount] = box;
        heldTargets[heldCount] = target;
        heldMessages[heldCount] = message;
        heldDelays[heldCount] = delay;
        heldCount++;
    }

    /** Posts the sends held during the chunk, in the order they were made. */
    void postHeld() {
        for (int k = 0; k < heldCount; k++) {
            Mailbox box = heldBoxes[k];
            box.post(heldTargets[k], heldMessages[k], box.now() + heldDelays[k]);
            heldBoxes[k] = null;
            heldMessages[k] = null;
        }
        heldCount = 0;
    }

    /**
     * Posts the sends held during the chunk for {@code box}, in the order they were made, before a
     * delivery of {@code box} opens on the chunk's thread; the others stay held.
     */
    void postHeldTo(Mailbox box) {
        int kept = 0;
        for (int k = 0; k < heldCount; k++) {
            if (heldBoxes[k] == box) {
                box.post(heldTargets[k], heldMessages[k], box.now() + heldDelays[k]);
            } else {
                heldBoxes[kept] = heldBoxes[k];
                heldTargets[kept] = heldTargets[k];
                heldMessages[kept] = heldMessages[k];
                heldDelays[kept] = heldDelays[k];
                kept++;
            }
        }
        Arrays.fill(heldBoxes, kept, heldCount, null);
        Arrays.fill(heldMessages, kept, heldCount, null);
        heldCount = kept;
    }

    void clear() {
        if (heldCount > 0) {
            Arrays.fill(heldBoxes, 0, heldCount, null);
            Arrays.fill(heldMessages, 0, heldCount, null);
            heldCount = 0;
        }
        if (moved) {
            Arrays.fill(moves, 0);
            moved = false;
        }
        if (leftFrom != null) {
            clearLeft();
        }
        transitionCount = 0;
        Arrays.fill(failures, 0, failureCount, null);
        failureCount = 0;
        Arrays.fill(opEntities, 0, opCount, null);
        opCount = 0;
        abrupt = null;
    }
}
