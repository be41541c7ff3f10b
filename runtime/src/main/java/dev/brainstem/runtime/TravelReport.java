package dev.brainstem.runtime;

/**
 * What one {@link EntityTravel} export, import or move did, index-aligned: entry {@code i} is the
 * travel's {@code i}-th entity, in the order the export was given the handles. A game that forwards
 * messages to entities that left keeps {@code from(i) -> (batch, to(i))} (docs/semantics.md, "Entities
 * that travel").
 */
public final class TravelReport {
    private final long[] from;
    private final long[] to;
    private final long[] keys;
    private final int messages;

    TravelReport(long[] from, long[] to, long[] keys, int messages) {
        this.from = from;
        this.to = to;
        this.keys = keys;
        this.messages = messages;
    }

    /** How many entities travelled. */
    public int size() {
        return from.length;
    }

    /** The handle (id) entity {@code i} had in the sending batch. */
    public long from(int i) {
        return from[i];
    }

    /** The handle (id) entity {@code i} has in the receiving batch; -1 in an export's report. */
    public long to(int i) {
        return to[i];
    }

    /** Whether the export wrote a key per entity ({@link TravelOptions#keys}). */
    public boolean hasKeys() {
        return keys != null;
    }

    /**
     * The key of entity {@code i}. @throws IllegalStateException when the export wrote no keys
     */
    public long key(int i) {
        if (keys == null) {
            throw new IllegalStateException("this travel has no keys: TravelOptions.keys writes them");
        }
        return keys[i];
    }

    /** How many waiting messages travelled with these entities (every region's). */
    public int messages() {
        return messages;
    }

    /** A copy of every {@link #from}, in order. */
    public long[] fromAll() {
        return from.clone();
    }

    /** A copy of every {@link #to}, in order. */
    public long[] toAll() {
        return to.clone();
    }
}
