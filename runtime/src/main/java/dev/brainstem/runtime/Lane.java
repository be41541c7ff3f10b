package dev.brainstem.runtime;

import java.util.Arrays;

/**
 * What one stretch of a tick produces besides the entities' own fields: the slots that moved to
 * another state, the structural changes that handlers asked for, the transitions to tell the
 * listener of, and the failures. A sequential tick has one lane; a parallel tick has one per chunk,
 * and their contents are applied in chunk order afterwards, which is the order a sequential tick
 * would have produced them in.
 *
 * <p>Used by generated batches; not an API for game code.
 */
public final class Lane {
    static final int ADD = 1;
    static final int REMOVE = 2;
    static final int TRANSITION = 3;

    final AbstractBatch<?> batch;
    /** When true, transitions are recorded for the listener rather than told at once. */
    final boolean recording;

    int[][] arrivals;
    int[] arrivalCounts;

    int[] ops = new int[12];
    Object[] opEntities = new Object[4];
    int opCount;

    int[] transitions = new int[16];
    int transitionCount;

    HandlerException[] failures = new HandlerException[2];
    int failureCount;

    /** Set when a failure must end the tick: the remaining entities of the lane are not updated. */
    boolean stopped;

    /**
     * The event of the handler running in a transition, so a failure there can name it; 0 while only
     * the update of the bucket's loop runs.
     */
    public int event;

    /** Where this lane's chunk started and how many of its entities stayed, for the parallel tick. */
    int state;
    int lo;
    int hi;
    int kept;

    Lane(AbstractBatch<?> batch, int states, boolean recording) {
        this.batch = batch;
        this.recording = recording;
        arrivals = new int[states][];
        arrivalCounts = new int[states];
    }

    /** The slot moved, during this lane's stretch of the tick, to {@code state}. */
    public void arrive(int state, int slot) {
        if (recording) {
            int[] list = arrivals[state];
            int n = arrivalCounts[state];
            if (list == null) {
                list = arrivals[state] = new int[64];
            } else if (n == list.length) {
                list = arrivals[state] = Arrays.copyOf(list, n * 2);
            }
            list[n] = slot;
            arrivalCounts[state] = n + 1;
        } else {
            batch.buckets.arrive(state, slot);
        }
    }

    /** Records a transition of a parallel tick, to be counted and told after it. */
    void transition(int slot, int from, int to, int event) {
        if (transitionCount + 4 > transitions.length) {
            transitions = Arrays.copyOf(transitions, transitions.length * 2);
        }
        transitions[transitionCount++] = slot;
        transitions[transitionCount++] = from;
        transitions[transitionCount++] = to;
        transitions[transitionCount++] = event;
    }

    /**
     * A handler of the entity in {@code slot} threw. Returns true when the tick must stop (no error
     * handler is set); the caller then keeps the lane's remaining entities where they are.
     */
    boolean fail(int slot, int event, Throwable failure) {
        this.event = 0;
        HandlerException e = batch.wrap(slot, event, failure);
        if (!recording && batch.errorHandler != null) {
            if (batch.report(e)) {
                return false;
            }
            stopped = true;
            return true;
        }
        if (failureCount == failures.length) {
            failures = Arrays.copyOf(failures, failureCount * 2);
        }
        failures[failureCount++] = e;
        if (batch.errorHandler == null) {
            stopped = true;
        }
        return stopped;
    }

    void op(int kind, int handle, int state, Object entity) {
        if (opCount * 3 + 3 > ops.length) {
            ops = Arrays.copyOf(ops, ops.length * 2);
        }
        if (opCount == opEntities.length) {
            opEntities = Arrays.copyOf(opEntities, opCount * 2);
        }
        ops[opCount * 3] = kind;
        ops[opCount * 3 + 1] = handle;
        ops[opCount * 3 + 2] = state;
        opEntities[opCount] = entity;
        opCount++;
    }

    void clear() {
        Arrays.fill(arrivalCounts, 0);
        Arrays.fill(opEntities, 0, opCount, null);
        opCount = 0;
        transitionCount = 0;
        Arrays.fill(failures, 0, failureCount, null);
        failureCount = 0;
        stopped = false;
        event = 0;
    }
}
