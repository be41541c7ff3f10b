package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Object mode: which slot holds an object, by identity, so that adding an object twice is refused.
 * An open-addressing table of slots (linear probing, removal by shifting back), with the objects
 * themselves read from the batch's entity array: no allocation per add.
 *
 * <p><b>Memory.</b> About five to seven and a half bytes per entity: the table is kept in
 * {@link IntPages} (no humongous array, no power-of-two rounding), its length is any number (a
 * position is {@code hash * length >>> 32}, the hash spread over 32 bits first), it is filled up to
 * 80% and then grown by half. A power-of-two table at 75%, as before, took 8.4 to 12.6 bytes an
 * entity at a million entities (two or three 4 MiB G1 regions). Linear probing at 80% costs about
 * three probes for a hit and thirteen for a miss (an add); adds are rare beside ticks.
 */
public final class EntityIndex {
    private static final int EMPTY = -1;
    /** The table is grown before it is fuller than {@code LOAD_NUMERATOR / LOAD_DENOMINATOR}. */
    private static final int LOAD_NUMERATOR = 4;
    private static final int LOAD_DENOMINATOR = 5;

    /** Reads the object a slot holds, or a pending add's object. */
    public interface Entities {
        Object at(int slot);
    }

    private final Entities entities;
    private IntPages table;
    private int length;
    private int size;

    public EntityIndex(Entities entities) {
        this.entities = entities;
        allocate(16);
    }

    private void allocate(int length) {
        this.table = new IntPages(EMPTY);
        table.ensure(length);
        this.length = length;
    }

    public void clear() {
        table.clear();
        size = 0;
    }

    /** The slot that holds {@code entity}, or -1. */
    public int find(Object entity) {
        for (int i = home(entity); ; i = next(i)) {
            int slot = table.get(i);
            if (slot == EMPTY) {
                return -1;
            }
            if (entities.at(slot) == entity) {
                return slot;
            }
        }
    }

    /** Records that {@code slot} holds {@code entity}, which it did not hold. */
    public void put(Object entity, int slot) {
        if ((long) (size + 1) * LOAD_DENOMINATOR > (long) length * LOAD_NUMERATOR) {
            grow();
        }
        int i = home(entity);
        while (table.get(i) != EMPTY) {
            i = next(i);
        }
        table.set(i, slot);
        size++;
    }

    /** Forgets that {@code slot} holds {@code entity}. */
    public void remove(Object entity, int slot) {
        int i = home(entity);
        while (table.get(i) != slot) {
            if (table.get(i) == EMPTY) {
                return;
            }
            i = next(i);
        }
        table.set(i, EMPTY);
        size--;
        // Shift back the entries after it that probed past it, so every entry stays reachable.
        for (int j = next(i); table.get(j) != EMPTY; j = next(j)) {
            int home = home(entities.at(table.get(j)));
            boolean between = i <= j ? home > i && home <= j : home > i || home <= j;
            if (!between) {
                table.set(i, table.get(j));
                table.set(j, EMPTY);
                i = j;
            }
        }
    }

    /** The index's part of a snapshot. */
    public static final class Copy {
        int[][] table;
        int length;
        int size;
    }

    /** Copies the table into {@code into} (new when null), reusing its pages where it can. */
    public Copy copyTo(Copy into) {
        Copy c = into == null ? new Copy() : into;
        c.table = table.copyTo(c.table, length);
        c.length = length;
        c.size = size;
        return c;
    }

    /** Puts back a table {@link #copyTo copied} before, over the same entity array. */
    public void restore(Copy c) {
        if (table.capacity() < c.length) {
            allocate(c.length);
        }
        table.copyFrom(c.table, c.length);
        length = c.length;
        size = c.size;
    }

    private int next(int i) {
        return i + 1 == length ? 0 : i + 1;
    }

    private void grow() {
        IntPages old = table;
        int oldLength = length;
        allocate((int) Math.min(Integer.MAX_VALUE - 8, oldLength + (oldLength >> 1) + 16L));
        size = 0;
        for (int i = 0; i < oldLength; i++) {
            int slot = old.get(i);
            if (slot != EMPTY) {
                put(entities.at(slot), slot);
            }
        }
    }

    private int home(Object entity) {
        int h = System.identityHashCode(entity) * 0x9E3779B9;
        return (int) (((h & 0xFFFFFFFFL) * length) >>> 32);
    }
}
