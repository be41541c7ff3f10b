package dev.brainstem.runtime;

import java.util.Arrays;

/**
 * Where the batch keeps each entity: a slot (in id mode, the id itself), with the entity's state and
 * previous state packed in one {@code int}, so that a transition writes one cache line; the slot's
 * generation; and the free slots. Turns slots into handles and back.
 *
 * <p><b>Handles.</b> Object mode: {@code (long) slot << 32 | generation}. A slot's generation is
 * incremented when its entity is removed, so a removed entity's handle names no later occupant of the
 * slot (for 2^32 reuses). Id mode: the handle is the id.
 */
final class Slots {
    /** The packed state of a slot that holds no entity. */
    static final int ABSENT = -1;
    /** A slot's state ordinal is its low 16 bits; the previous state's, the 16 above. */
    private static final int STATE_BITS = 16;
    private static final int STATE_MASK = (1 << STATE_BITS) - 1;
    /** The previous-state bits of an entity that has made no transition yet. */
    static final int NO_PREVIOUS = STATE_MASK;
    /** The largest id: its arrays' length, id + 1, must not pass the largest array the VM makes. */
    static final int MAX_ID = Integer.MAX_VALUE - 9;

    private final boolean idMode;
    private int[] packed = new int[0];
    private int[] generation = new int[0];
    private int[] free = new int[16];
    private int freeCount;
    /** Object mode: slots below this have been handed out at least once. */
    private int used;

    Slots(boolean idMode) {
        this.idMode = idMode;
    }

    boolean idMode() {
        return idMode;
    }

    int capacity() {
        return packed.length;
    }

    /** Slots below this may hold entities: the bound of every iteration over slots. */
    int limit() {
        return idMode ? packed.length : used;
    }

    // ---------------------------------------------------------------------------------------------
    // States

    boolean present(int slot) {
        return slot >= 0 && slot < packed.length && packed[slot] != ABSENT;
    }

    int state(int slot) {
        return packed[slot] & STATE_MASK;
    }

    /** The previous state's ordinal, or {@link #NO_PREVIOUS}. */
    int previous(int slot) {
        return packed[slot] >>> STATE_BITS;
    }

    void set(int slot, int state, int previous) {
        packed[slot] = previous << STATE_BITS | state;
    }

    void clear(int slot) {
        packed[slot] = ABSENT;
    }

    /** The raw packed states, for a pass over every slot. */
    int[] packed() {
        return packed;
    }

    static int stateOf(int packed) {
        return packed & STATE_MASK;
    }

    // ---------------------------------------------------------------------------------------------
    // Slots and handles

    /**
     * Object mode: a free slot, the last freed one first. The arrays are not grown here (a parallel
     * tick's chunks read them meanwhile): the caller grows them before the slot is used.
     */
    int take() {
        if (freeCount > 0) {
            return free[--freeCount];
        }
        if (used == MAX_ID) {
            throw new IllegalStateException("a batch holds at most " + used + " entities");
        }
        return used++;
    }

    /** Object mode: the slot is free again; its old handle names nothing from now on. */
    void release(int slot) {
        generation[slot]++;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = slot;
    }

    /** Makes slots below {@code needed} usable; returns the new capacity if it grew, else -1. */
    int ensure(int needed) {
        if (needed <= packed.length) {
            return -1;
        }
        int old = packed.length;
        int capacity = (int) Math.min(MAX_ID + 1L, Math.max(needed, old + (old >> 1) + 16L));
        packed = Arrays.copyOf(packed, capacity);
        Arrays.fill(packed, old, capacity, ABSENT);
        if (!idMode) {
            generation = Arrays.copyOf(generation, capacity);
        }
        return capacity;
    }

    long handleOf(int slot) {
        if (idMode) {
            return slot;
        }
        int generationNow = slot < generation.length ? generation[slot] : 0;
        return (long) slot << 32 | (generationNow & 0xFFFFFFFFL);
    }

    /** The slot of a handle whose entity is present, else -1. */
    int slotOf(long handle) {
        if (handle < 0) {
            return -1;
        }
        if (idMode) {
            return handle <= MAX_ID && present((int) handle) ? (int) handle : -1;
        }
        long slot = handle >>> 32;
        if (slot >= packed.length || !present((int) slot) || generation[(int) slot] != (int) handle) {
            return -1;
        }
        return (int) slot;
    }

    /** Whether some entity ever had this handle's slot: for messages about bad handles. */
    boolean wasIssued(long handle) {
        return idMode ? handle < packed.length : (handle >>> 32) < used;
    }
}
