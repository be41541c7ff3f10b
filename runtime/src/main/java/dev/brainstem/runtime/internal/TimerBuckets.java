package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * The storage of the timer wheel's buckets ({@link Timers}): each bucket a list of chunks of 32 entries
 * taken from one shared pool, and given back to it as the bucket empties.
 *
 * <p><b>Why a shared pool, not an array per bucket.</b> An array per bucket grows to that bucket's
 * busiest moment: the load moves from bucket to bucket as crowds enter their states together, so new
 * peaks kept coming laps after the start, and with them allocations in warm ticks. The pool grows only
 * when the wheel as a whole holds more entries than ever before, which a steady game stops doing after
 * its first lap; a bucket's slack is at most one chunk. Chunks, not a linked list through the slots:
 * walking a bucket reads its entries in order, and the reads of their slots' data do not wait on one
 * another.
 */
final class TimerBuckets {
    /** What a walk keeps: called with each entry of the bucket in turn. */
    interface Keeper {
        boolean keep(long entry);
    }

    static final int CHUNK = 32;

    private final int[] head;
    private final int[] tail;
    /** Per bucket: how many entries its tail chunk holds. */
    private final int[] fill;
    /** The chunks' entries: chunk c in {@code [c * CHUNK, (c + 1) * CHUNK)}. Empty until the first entry. */
    private long[] pool = new long[0];
    /** Per chunk: the next of its bucket's chunks, or of the free chunks; -1 for none. */
    private int[] next = new int[0];
    private int free = -1;
    /** Chunks the pool starts with when it first grows: about one per {@link #CHUNK} entities. */
    private int firstChunks;

    TimerBuckets(int buckets) {
        head = new int[buckets];
        tail = new int[buckets];
        fill = new int[buckets];
        Arrays.fill(head, -1);
        Arrays.fill(tail, -1);
    }

    /** The batch holds up to {@code entities} slots: the pool, once it grows, starts at about one entry each. */
    void expect(int entities) {
        firstChunks = entities / CHUNK + head.length;
    }

    void add(int bucket, long entry) {
        int t = tail[bucket];
        if (t < 0 || fill[bucket] == CHUNK) {
            int c = take();
            next[c] = -1;
            if (t < 0) {
                head[bucket] = c;
            } else {
                next[t] = c;
            }
            tail[bucket] = c;
            fill[bucket] = 0;
            t = c;
        }
        pool[t * CHUNK + fill[bucket]++] = entry;
    }

    private int take() {
        if (free < 0) {
            int chunks = next.length;
            int more = Math.max(chunks, Math.max(firstChunks, 64));
            pool = Arrays.copyOf(pool, (chunks + more) * CHUNK);
            next = Arrays.copyOf(next, chunks + more);
            for (int c = chunks + more - 1; c >= chunks; c--) {
                next[c] = free;
                free = c;
            }
        }
        int c = free;
        free = next[c];
        return c;
    }

    /** Keeps the entries of {@code bucket} that {@code keeper} keeps, in order; the emptied chunks go back. */
    void walk(int bucket, Keeper keeper) {
        int first = head[bucket];
        if (first < 0) {
            return;
        }
        int last = tail[bucket];
        int writeChunk = first;
        int written = 0;
        for (int c = first; c >= 0; c = next[c]) {
            int n = c == last ? fill[bucket] : CHUNK;
            for (int k = 0; k < n; k++) {
                long entry = pool[c * CHUNK + k];
                if (keeper.keep(entry)) {
                    if (written == CHUNK) {
                        writeChunk = next[writeChunk];
                        written = 0;
                    }
                    pool[writeChunk * CHUNK + written++] = entry;
                }
            }
        }
        if (written == 0) {
            release(first);
            head[bucket] = -1;
            tail[bucket] = -1;
            fill[bucket] = 0;
        } else {
            release(next[writeChunk]);
            next[writeChunk] = -1;
            tail[bucket] = writeChunk;
            fill[bucket] = written;
        }
    }

    /** Gives the chunks from {@code c} on back to the pool. */
    private void release(int c) {
        while (c >= 0) {
            int after = next[c];
            next[c] = free;
            free = c;
            c = after;
        }
    }

    /** Every bucket empty; the pool kept. */
    void clear() {
        for (int b = 0; b < head.length; b++) {
            release(head[b]);
            head[b] = -1;
            tail[b] = -1;
            fill[b] = 0;
        }
    }

    /** How many entries the buckets hold: for tests. */
    int size() {
        int n = 0;
        for (int b = 0; b < head.length; b++) {
            for (int c = head[b]; c >= 0; c = next[c]) {
                n += c == tail[b] ? fill[b] : CHUNK;
            }
        }
        return n;
    }
}
