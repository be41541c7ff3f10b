package dev.brainstem.runtime;

import java.util.Arrays;

/**
 * Object mode: which slot holds an object, by identity, so that adding an object twice is refused.
 * An open-addressing table of slots (linear probing, removal by shifting back), with the objects
 * themselves read from the batch's entity array: no allocation per add, and about eight bytes per
 * entity.
 */
final class EntityIndex {
    private static final int EMPTY = -1;

    /** Reads the object a slot holds, or a pending add's object. */
    interface Entities {
        Object at(int slot);
    }

    private final Entities entities;
    private int[] table = new int[16];
    private int size;

    EntityIndex(Entities entities) {
        this.entities = entities;
        Arrays.fill(table, EMPTY);
    }

    void clear() {
        Arrays.fill(table, EMPTY);
        size = 0;
    }

    /** The slot that holds {@code entity}, or -1. */
    int find(Object entity) {
        int mask = table.length - 1;
        for (int i = hash(entity) & mask; table[i] != EMPTY; i = (i + 1) & mask) {
            if (entities.at(table[i]) == entity) {
                return table[i];
            }
        }
        return -1;
    }

    /** Records that {@code slot} holds {@code entity}, which it did not hold. */
    void put(Object entity, int slot) {
        if ((size + 1) * 4 > table.length * 3) {
            grow();
        }
        int mask = table.length - 1;
        int i = hash(entity) & mask;
        while (table[i] != EMPTY) {
            i = (i + 1) & mask;
        }
        table[i] = slot;
        size++;
    }

    /** Forgets that {@code slot} holds {@code entity}. */
    void remove(Object entity, int slot) {
        int mask = table.length - 1;
        int i = hash(entity) & mask;
        while (table[i] != slot) {
            if (table[i] == EMPTY) {
                return;
            }
            i = (i + 1) & mask;
        }
        table[i] = EMPTY;
        size--;
        // Shift back the entries after it that probed past it, so every entry stays reachable.
        for (int j = (i + 1) & mask; table[j] != EMPTY; j = (j + 1) & mask) {
            int home = hash(entities.at(table[j])) & mask;
            boolean between = i <= j ? home > i && home <= j : home > i || home <= j;
            if (!between) {
                table[i] = table[j];
                table[j] = EMPTY;
                i = j;
            }
        }
    }

    private void grow() {
        int[] old = table;
        table = new int[old.length * 2];
        Arrays.fill(table, EMPTY);
        size = 0;
        for (int slot : old) {
            if (slot != EMPTY) {
                put(entities.at(slot), slot);
            }
        }
    }

    private static int hash(Object entity) {
        int h = System.identityHashCode(entity);
        return h ^ (h >>> 16);
    }
}
