package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Records read from a save, each about one of its entities (its place in the save) with a {@code long}
 * per field (a {@code float} or a {@code double} by its bits): a save's timers, last decisions, strides
 * and phases. The list grows as the stream delivers records, never to a size the stream only claims.
 */
final class EntityRecords {
    private int size;
    private int[] entity = new int[0];
    private final long[][] fields;

    EntityRecords(int fields) {
        this.fields = new long[fields][0];
    }

    /** Adds a record of one field. */
    void add(int e, long value) {
        int at = append(e); // before fields[0] is read: the append may grow it
        fields[0][at] = value;
    }

    /** Adds a record of two fields. */
    void add(int e, long first, long second) {
        int at = append(e);
        fields[0][at] = first;
        fields[1][at] = second;
    }

    private int append(int e) {
        if (size == entity.length) {
            int grown = Math.max(16, size * 2);
            entity = Arrays.copyOf(entity, grown);
            for (int f = 0; f < fields.length; f++) {
                fields[f] = Arrays.copyOf(fields[f], grown);
            }
        }
        entity[size] = e;
        return size++;
    }

    int size() {
        return size;
    }

    /** The place in the save of the entity record {@code k} is about. */
    int entity(int k) {
        return entity[k];
    }

    /** Field {@code f} of record {@code k}. */
    long field(int k, int f) {
        return fields[f][k];
    }
}
