package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * The changes asked for during a stretch of work ({@code add}, {@code remove}, {@code transitionTo}
 * from handlers or from a listener), in call order, applied when the stretch ends. Grows once and is
 * reused.
 */
public final class ChangeQueue {
    public static final int ADD = 1;
    public static final int REMOVE = 2;
    public static final int TRANSITION = 3;

    private int[] kinds = new int[4];
    private int[] states = new int[4];
    private long[] handles = new long[4];
    private Object[] entities = new Object[4];
    private int count;

    public void add(int kind, long handle, int state, Object entity) {
        add(kind, 0, handle, state, entity);
    }

    /**
     * A machine of orthogonal regions: a change queued by one region's work for {@code region}'s books
     * (a {@code transitionTo} of another region's state); adds and removes are every region's.
     */
    public void add(int kind, int region, long handle, int state, Object entity) {
        if (count == kinds.length) {
            int size = count * 2;
            kinds = Arrays.copyOf(kinds, size);
            states = Arrays.copyOf(states, size);
            handles = Arrays.copyOf(handles, size);
            entities = Arrays.copyOf(entities, size);
        }
        kinds[count] = kind | region << 2;
        states[count] = state;
        handles[count] = handle;
        entities[count] = entity;
        count++;
    }

    /** Appends the changes {@code from} holds, in their order. */
    public void addAll(ChangeQueue from) {
        for (int k = 0; k < from.count; k++) {
            add(from.kinds[k] & 3, from.kinds[k] >>> 2, from.handles[k], from.states[k], from.entities[k]);
        }
    }

    public int size() {
        return count;
    }

    public int kind(int k) {
        return kinds[k] & 3;
    }

    /** The region whose books change {@code k} is for: 0 but for a machine of regions' transitions. */
    public int region(int k) {
        return kinds[k] >>> 2;
    }

    public long handle(int k) {
        return handles[k];
    }

    public int state(int k) {
        return states[k];
    }

    public Object entity(int k) {
        return entities[k];
    }

    /** The handle of a queued add of {@code entity}, or -1. */
    public long pendingAdd(Object entity) {
        for (int k = 0; k < count; k++) {
            if (kinds[k] == ADD && entities[k] == entity) {
                return handles[k];
            }
        }
        return -1;
    }

    public void clear() {
        Arrays.fill(entities, 0, count, null);
        count = 0;
    }
}
