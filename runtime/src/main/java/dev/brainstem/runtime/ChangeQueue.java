package dev.brainstem.runtime;

import java.util.Arrays;

/**
 * The changes asked for during a stretch of work ({@code add}, {@code remove}, {@code transitionTo}
 * from handlers or from a listener), in call order, applied when the stretch ends. Grows once and is
 * reused.
 */
final class ChangeQueue {
    static final int ADD = 1;
    static final int REMOVE = 2;
    static final int TRANSITION = 3;

    private int[] kinds = new int[4];
    private int[] states = new int[4];
    private long[] handles = new long[4];
    private Object[] entities = new Object[4];
    private int count;

    void add(int kind, long handle, int state, Object entity) {
        if (count == kinds.length) {
            int size = count * 2;
            kinds = Arrays.copyOf(kinds, size);
            states = Arrays.copyOf(states, size);
            handles = Arrays.copyOf(handles, size);
            entities = Arrays.copyOf(entities, size);
        }
        kinds[count] = kind;
        states[count] = state;
        handles[count] = handle;
        entities[count] = entity;
        count++;
    }

    /** Appends the changes {@code from} holds, in their order. */
    void addAll(ChangeQueue from) {
        for (int k = 0; k < from.count; k++) {
            add(from.kinds[k], from.handles[k], from.states[k], from.entities[k]);
        }
    }

    int size() {
        return count;
    }

    int kind(int k) {
        return kinds[k];
    }

    long handle(int k) {
        return handles[k];
    }

    int state(int k) {
        return states[k];
    }

    Object entity(int k) {
        return entities[k];
    }

    /** The handle of a queued add of {@code entity}, or -1. */
    long pendingAdd(Object entity) {
        for (int k = 0; k < count; k++) {
            if (kinds[k] == ADD && entities[k] == entity) {
                return handles[k];
            }
        }
        return -1;
    }

    void clear() {
        Arrays.fill(entities, 0, count, null);
        count = 0;
    }
}
