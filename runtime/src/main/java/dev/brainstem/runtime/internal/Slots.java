package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Where the batch keeps each entity: a slot (in id mode, the id itself), with the entity's state and
 * previous state packed in one {@code int} (in one {@code byte} for machines of up to
 * {@value #BYTE_STATES} states), so that a transition writes one cache line; the slot's generation;
 * and the free slots. Turns slots into handles and back.
 *
 * <p><b>Handles.</b> Object mode: {@code (long) slot << 32 | generation}. A slot's generation is
 * incremented when its entity is removed, so a removed entity's handle names no later occupant of the
 * slot (for 2^32 reuses). Id mode: the handle is the id.
 *
 * <p><b>Memory.</b> The generations are kept in {@link IntPages} (4 bytes a slot, plus at most a page):
 * see there for what flat arrays cost. The packed states stay one flat array: every transition writes
 * one, and through pages that write made id mode's guard tick markedly slower (benchmarks/README.md,
 * lab notes). The capacity this class hands out
 * ({@link #ensure}) is that of the flat arrays kept per slot (the states, the generated entity array,
 * the bitsets); it grows by half while small and by an eighth above 2^18 slots, so that a flat array
 * is at most an eighth larger than it needs to be at large sizes.
 *
 * <p><b>Why a byte for small machines.</b> A tick writes the state of each entity that moves, wherever
 * it is; at a million entities the table is larger than a core's cache, and when few entities move
 * (the guard: 3.4% per tick) nearly every write touches a line no loop has read, so the table's size
 * is what the writes cost. In one byte (four bits for the state, four for the previous state) the
 * table is a quarter of the size, and the million-entity guard tick as fast as one that wrote no state
 * at all (benchmarks/README.md, lab notes).
 */
public final class Slots {
    /** The packed state of a slot that holds no entity. */
    public static final int ABSENT = -1;
    /** Machines of up to this many states keep a slot's states in one byte (see the class comment). */
    public static final int BYTE_STATES = 15;
    /** The byte of a slot that holds no entity: state 15, which no machine of 15 states has. */
    private static final byte BYTE_ABSENT = (byte) 0xFF;
    /** In a byte, the previous state of an entity that has made no transition yet. */
    private static final int BYTE_NO_PREVIOUS = 0xF;
    /** A slot's state ordinal is its low 16 bits; the previous state's, the 16 above. */
    private static final int STATE_BITS = 16;
    private static final int STATE_MASK = (1 << STATE_BITS) - 1;
    /** The previous-state bits of an entity that has made no transition yet. */
    public static final int NO_PREVIOUS = STATE_MASK;
    /**
     * A handle no slot ever has (its slot is above the largest): the receiver of a loaded message whose
     * entity had left the batch before the save, so that it is dropped and counted as it would have been.
     */
    public static final long NEVER_ISSUED = Long.MAX_VALUE;
    /** The largest id: its arrays' length, id + 1, must not pass the largest array the VM makes. */
    public static final int MAX_ID = Integer.MAX_VALUE - 9;
    /**
     * Below this capacity the per-slot arrays (the generated entity array, the bitsets) grow by half;
     * above, by an eighth: a flat array's unused tail is memory per entity (the target is 32 bytes),
     * and adds are rare beside ticks, so the extra copies of growing by less cost little.
     */
    private static final int GROW_BY_HALF_BELOW = 1 << 18;

    private final boolean idMode;
    /**
     * The packed states, flat: written on every transition (see the class comment). Exactly one of the
     * two is kept: {@code bytes} for machines of up to {@link #BYTE_STATES} states.
     */
    private int[] packed;
    private byte[] bytes;
    /** Object mode: each slot's generation, in pages. */
    private final IntPages generation = new IntPages(0);
    /** The capacity the flat per-slot arrays (entities, bitsets) have: slots below it may be used. */
    private int capacity;
    private int[] free = new int[16];
    private int freeCount;
    /** Object mode: slots below this have been handed out at least once. */
    private int used;

    public Slots(boolean idMode, int states) {
        this.idMode = idMode;
        if (states <= BYTE_STATES) {
            bytes = new byte[0];
        } else {
            packed = new int[0];
        }
    }

    public boolean idMode() {
        return idMode;
    }

    public int capacity() {
        return capacity;
    }

    /** Slots below this may hold entities: the bound of every iteration over slots. */
    public int limit() {
        return idMode ? capacity : used;
    }

    // ---------------------------------------------------------------------------------------------
    // States

    public boolean present(int slot) {
        return slot >= 0 && slot < capacity && (bytes != null ? bytes[slot] != BYTE_ABSENT : packed[slot] != ABSENT);
    }

    public int state(int slot) {
        return bytes != null ? bytes[slot] & 0xF : packed[slot] & STATE_MASK;
    }

    /** The previous state's ordinal, or {@link #NO_PREVIOUS}. */
    public int previous(int slot) {
        if (bytes != null) {
            int previous = bytes[slot] >>> 4 & 0xF;
            return previous == BYTE_NO_PREVIOUS ? NO_PREVIOUS : previous;
        }
        return packed[slot] >>> STATE_BITS;
    }

    public void set(int slot, int state, int previous) {
        if (bytes != null) {
            // NO_PREVIOUS's low four bits are BYTE_NO_PREVIOUS.
            bytes[slot] = (byte) (previous << 4 | state);
        } else {
            packed[slot] = previous << STATE_BITS | state;
        }
    }

    public void clear(int slot) {
        if (bytes != null) {
            bytes[slot] = BYTE_ABSENT;
        } else {
            packed[slot] = ABSENT;
        }
    }

    /**
     * The packed states of a machine of more than {@link #BYTE_STATES} states, for a pass over every
     * slot below {@link #limit}; entries are {@link #ABSENT} or hold {@link #stateOf} a state.
     */
    public int[] packed() {
        if (packed == null) {
            throw new IllegalStateException("a machine of " + BYTE_STATES + " states or fewer keeps its states in bytes");
        }
        return packed;
    }

    public static int stateOf(int packed) {
        return packed & STATE_MASK;
    }

    // ---------------------------------------------------------------------------------------------
    // Slots and handles

    /**
     * Object mode: a free slot, the last freed one first. The arrays are not grown here (a parallel
     * tick's chunks read them meanwhile): the caller grows them before the slot is used.
     */
    public int take() {
        if (freeCount > 0) {
            return free[--freeCount];
        }
        if (used == MAX_ID) {
            throw new IllegalStateException("a batch holds at most " + used + " entities");
        }
        return used++;
    }

    /** Object mode: how many more entities the batch can take. */
    public long room() {
        return freeCount + (long) MAX_ID - used;
    }

    /** Object mode: the slot is free again; its old handle names nothing from now on. */
    public void release(int slot) {
        generation.set(slot, generation.get(slot) + 1);
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = slot;
    }

    /**
     * The length of an array of {@code cells} for slots, or {@link OutOfMemoryError} when no Java array holds
     * that many: a batch of a billion slots with two cells each.
     */
    static int cells(long cells) {
        if (cells > Integer.MAX_VALUE - 8) {
            throw new OutOfMemoryError("an array of " + cells + " cells for slots: no Java array holds that many");
        }
        return (int) cells;
    }

    /** The capacity {@link #ensure} grows to for {@code needed}; -1 when the slots below it are usable already. */
    public int capacityFor(int needed) {
        if (needed <= capacity) {
            return -1;
        }
        long step = capacity < GROW_BY_HALF_BELOW ? (capacity >> 1) + 16L : capacity >> 3;
        return (int) Math.min(MAX_ID + 1L, Math.max(needed, capacity + step));
    }

    /**
     * Makes slots below {@code needed} usable; returns the new capacity if it grew, else -1. All or nothing:
     * an allocation that fails leaves the slots as they were.
     */
    public int ensure(int needed) {
        int grown = capacityFor(needed);
        if (grown < 0) {
            return -1;
        }
        if (!idMode) {
            generation.ensure(grown);
        }
        if (bytes != null) {
            byte[] more = Arrays.copyOf(bytes, grown);
            Arrays.fill(more, capacity, grown, BYTE_ABSENT);
            bytes = more;
        } else {
            int[] more = Arrays.copyOf(packed, grown);
            Arrays.fill(more, capacity, grown, ABSENT);
            packed = more;
        }
        capacity = grown;
        return capacity;
    }

    public long handleOf(int slot) {
        if (idMode) {
            return slot;
        }
        int generationNow = slot < generation.capacity() ? generation.get(slot) : 0;
        return (long) slot << 32 | (generationNow & 0xFFFFFFFFL);
    }

    /** The slot of a handle whose entity is present, else -1. */
    public int slotOf(long handle) {
        if (handle < 0) {
            return -1;
        }
        if (idMode) {
            return handle <= MAX_ID && present((int) handle) ? (int) handle : -1;
        }
        long slot = handle >>> 32;
        if (slot >= capacity || !present((int) slot) || generation.get((int) slot) != (int) handle) {
            return -1;
        }
        return (int) slot;
    }

    // ---------------------------------------------------------------------------------------------
    // Snapshots

    /** The slots' part of a snapshot: everything below the limit. */
    public static final class Copy {
        int limit;
        /** The slots' states, as {@link Slots} keeps them: one of the two. */
        int[] packed;
        byte[] bytes;
        int[][] generations;
        int[] free;
        int freeCount;
        int used;

        /** Slot {@code slot}'s state and previous state as copied; {@link #ABSENT}: no entity. */
        int states(int slot) {
            if (slot >= limit) {
                return ABSENT;
            }
            return packed != null ? packed[slot] : bytes[slot];
        }

        int generation(int slot) {
            return generations == null || slot >= limit ? 0 : generations[slot >>> IntPages.SHIFT][slot & IntPages.MASK];
        }

        /** The same slots: states, generations and free slots. */
        boolean matches(Copy other) {
            if (freeCount != other.freeCount || used != other.used) {
                return false;
            }
            for (int slot = 0, end = Math.max(limit, other.limit); slot < end; slot++) {
                if (states(slot) != other.states(slot) || generation(slot) != other.generation(slot)) {
                    return false;
                }
            }
            for (int k = 0; k < freeCount; k++) {
                if (free[k] != other.free[k]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Copies the slots below {@link #limit} into {@code into} (new when null), reusing its arrays where large enough. */
    public Copy copyTo(Copy into) {
        Copy s = into == null ? new Copy() : into;
        int limit = limit();
        s.limit = limit;
        if (bytes != null) {
            s.bytes = s.bytes != null && s.bytes.length >= limit ? s.bytes : new byte[limit];
            System.arraycopy(bytes, 0, s.bytes, 0, limit);
        } else {
            s.packed = s.packed != null && s.packed.length >= limit ? s.packed : new int[limit];
            System.arraycopy(packed, 0, s.packed, 0, limit);
        }
        if (!idMode) {
            s.generations = generation.copyTo(s.generations, limit);
            s.free = s.free != null && s.free.length >= freeCount ? s.free : new int[free.length];
            System.arraycopy(free, 0, s.free, 0, freeCount);
            s.freeCount = freeCount;
            s.used = used;
        }
        return s;
    }

    /**
     * Puts back slots {@link #copyTo copied} before: the slots below the copy's limit as they were,
     * those above empty and never used. The caller {@link #ensure ensured} the copy's limit.
     */
    public void restore(Copy s) {
        int limit = s.limit;
        int before = limit();
        if (bytes != null) {
            System.arraycopy(s.bytes, 0, bytes, 0, limit);
            if (before > limit) {
                Arrays.fill(bytes, limit, before, BYTE_ABSENT);
            }
        } else {
            System.arraycopy(s.packed, 0, packed, 0, limit);
            if (before > limit) {
                Arrays.fill(packed, limit, before, ABSENT);
            }
        }
        if (!idMode) {
            generation.copyFrom(s.generations, limit);
            generation.fill(limit, Math.max(limit, before));
            if (free.length < s.freeCount) {
                free = new int[s.free.length];
            }
            System.arraycopy(s.free, 0, free, 0, s.freeCount);
            freeCount = s.freeCount;
            used = s.used;
        }
    }

    /** Object mode: slot {@code slot}'s generation, 0 beyond what was ever used. */
    public int generationOf(int slot) {
        return slot < generation.capacity() ? generation.get(slot) : 0;
    }

    /** Object mode: whether some entity ever had this handle's slot, for messages about bad handles. */
    public boolean wasIssued(long handle) {
        return (handle >>> 32) < used;
    }
}
