package dev.brainstem.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;

/**
 * The entities of a batch, bucketed by state: for each state, the slots of its entities in ascending
 * order. Changes are recorded cheaply (a slot arrives in a state; a state lost members) and applied
 * by {@link #normalize}, once per tick, so that a million removals cost a million O(1) calls and one
 * linear pass per changed bucket, rather than a million array shifts.
 */
final class Buckets {
    private final int[][] members;
    private final int[] sizes;
    private final int[][] arrivals;
    private final int[] arrivalCounts;
    private final boolean[] dirty;
    private boolean changed;
    /**
     * Whether a slot left a state since the last rebuild. Only then can an arrival be stale (the slot
     * arrived, then moved on or was removed): a tick's own moves never need the arrivals filtered.
     */
    private boolean departed;
    /** Per bucket, the array its next rebuild writes into: buckets rebuild independently, also in parallel. */
    private final int[][] spares;
    private int[] scratch = new int[16];
    /**
     * After a parallel tick, per bucket, the stretches its chunks kept: {@code lo, kept} pairs in
     * ascending order, not yet closed up. The rebuild reads them where they are, so closing the gaps
     * costs no pass of its own and runs in parallel with the merge.
     */
    private final int[][] segments;
    private final int[] segmentCounts;
    /** A parallel rebuild splits merges into pieces of about this many slots. */
    private static final int PIECE = 1 << 16;

    Buckets(int states) {
        members = new int[states][];
        arrivals = new int[states][];
        for (int s = 0; s < states; s++) {
            members[s] = new int[16];
            arrivals[s] = new int[16];
        }
        spares = new int[states][];
        for (int s = 0; s < states; s++) {
            spares[s] = new int[16];
        }
        sizes = new int[states];
        arrivalCounts = new int[states];
        dirty = new boolean[states];
        segments = new int[states][];
        segmentCounts = new int[states];
    }

    int[] members(int state) {
        return members[state];
    }

    int size(int state) {
        return sizes[state];
    }

    void setSize(int state, int size) {
        sizes[state] = size;
    }

    /**
     * A parallel tick's chunk of {@code state}'s bucket kept {@code members[lo, lo + kept)}; the
     * chunks are given in ascending order and replace the bucket's size until the rebuild.
     */
    void segment(int state, int lo, int kept) {
        int n = segmentCounts[state];
        int[] list = segments[state];
        if (list == null || n + 2 > list.length) {
            segments[state] = list = list == null ? new int[8] : Arrays.copyOf(list, list.length * 2);
        }
        list[n] = lo;
        list[n + 1] = kept;
        segmentCounts[state] = n + 2;
        changed = true;
    }

    /** A slot now in {@code state}, to be merged into its bucket. */
    void arrive(int state, int slot) {
        int n = arrivalCounts[state];
        if (n == arrivals[state].length) {
            arrivals[state] = Arrays.copyOf(arrivals[state], n + (n >> 1) + 16);
        }
        arrivals[state][n] = slot;
        arrivalCounts[state] = n + 1;
        changed = true;
    }

    /** Slots {@code slots[0, n)} now in {@code state}: a parallel chunk's arrivals, taken in at once. */
    void arriveAll(int state, int[] slots, int n) {
        int had = arrivalCounts[state];
        if (had + n > arrivals[state].length) {
            arrivals[state] = Arrays.copyOf(arrivals[state], had + n + (had + n >> 1) + 16);
        }
        System.arraycopy(slots, 0, arrivals[state], had, n);
        arrivalCounts[state] = had + n;
        changed = true;
    }

    /** Some slot left {@code state} (removed or moved): its bucket must be filtered. */
    void left(int state) {
        dirty[state] = true;
        changed = true;
        departed = true;
    }

    /**
     * Rebuilds every changed bucket: drops slots whose state is no longer the bucket's, merges the
     * sorted arrivals, and keeps each slot once. {@code slotStates} holds each slot's state ordinal in
     * its low 16 bits (the batch keeps the previous state above it), all ones for an empty slot.
     */
    void normalize(int[] slotStates) {
        normalize(slotStates, null);
    }

    /**
     * The same; with a pool, the merges of large buckets, and of the buckets a parallel tick left
     * in segments, are split into pieces merged in parallel (see {@link #addPieces}).
     */
    void normalize(int[] slotStates, ForkJoinPool pool) {
        if (!changed) {
            return;
        }
        List<ForkJoinTask<?>> pieces = null;
        for (int s = 0; s < sizes.length; s++) {
            if (segmentCounts[s] > 0) {
                if (dirty[s] || departed) {
                    closeSegments(s); // a change from outside the tick: the plain path below
                } else {
                    if (pieces == null) {
                        pieces = new ArrayList<ForkJoinTask<?>>();
                    }
                    rebuildFromSegments(s, pieces);
                    continue;
                }
            }
            // Only a bucket that lost members outside a tick can hold a slot that also arrived (it
            // left and came back, or its id was removed and added again): only there are duplicates.
            boolean mayRepeat = dirty[s];
            if (dirty[s]) {
                sizes[s] = keepOnly(members[s], sizes[s], s, slotStates);
                dirty[s] = false;
            }
            int n = arrivalCounts[s];
            if (n == 0) {
                continue;
            }
            int[] arrived = arrivals[s];
            if (departed) {
                n = keepOnly(arrived, n, s, slotStates);
            }
            sortArrivals(s, n);
            int size = sizes[s];
            int total = size + n;
            int[] out = spare(s, total);
            if (mayRepeat || hasRepeats(arrived, n)) {
                total = IntRuns.mergeDistinct(members[s], size, arrived, n, out);
            } else if (pool == null || total < 2 * PIECE) {
                IntRuns.merge(members[s], size, arrived, n, out);
            } else {
                if (pieces == null) {
                    pieces = new ArrayList<ForkJoinTask<?>>();
                }
                int[] even = evenSegments(size);
                addPieces(members[s], even, even.length, arrived, n, out, pieces);
            }
            swap(s, out, total);
        }
        if (pieces != null) {
            if (pool != null) {
                pool.invoke(new PieceRunner(pieces));
            } else {
                for (ForkJoinTask<?> piece : pieces) {
                    piece.invoke();
                }
            }
        }
        changed = false;
        departed = false;
    }

    private void sortArrivals(int s, int n) {
        if (scratch.length < n) {
            scratch = new int[n + (n >> 1)];
        }
        IntRuns.sort(arrivals[s], n, scratch);
    }

    private int[] spare(int s, int total) {
        if (spares[s].length < total) {
            spares[s] = new int[total + (total >> 1) + 16];
        }
        return spares[s];
    }

    private void swap(int s, int[] out, int total) {
        spares[s] = members[s];
        members[s] = out;
        sizes[s] = total;
        arrivalCounts[s] = 0;
    }

    /** Closes up a bucket's segments in place, leaving an ordinary bucket. */
    private void closeSegments(int s) {
        int[] m = members[s];
        int[] list = segments[s];
        int write = 0;
        for (int k = 0; k < segmentCounts[s]; k += 2) {
            System.arraycopy(m, list[k], m, write, list[k + 1]);
            write += list[k + 1];
        }
        sizes[s] = write;
        segmentCounts[s] = 0;
    }

    /** Merges the bucket's segments with its arrivals into a new array, one piece per segment. */
    private void rebuildFromSegments(int s, List<ForkJoinTask<?>> pieces) {
        int n = arrivalCounts[s];
        int[] arrived = arrivals[s];
        sortArrivals(s, n);
        int[] m = members[s];
        int[] list = segments[s];
        int count = segmentCounts[s];
        int total = n;
        for (int k = 0; k < count; k += 2) {
            total += list[k + 1];
        }
        int[] out = spare(s, total);
        addPieces(m, list, count, arrived, n, out, pieces);
        segmentCounts[s] = 0;
        swap(s, out, total);
    }

    private static int nextNonEmpty(int[] segments, int k, int count) {
        while (k < count && segments[k + 1] == 0) {
            k += 2;
        }
        return k;
    }

    /**
     * One piece per segment of {@code m} ({@code segments[0, count)}, {@code lo, kept} pairs in
     * ascending order): a segment takes the arrivals below the next non-empty segment's first member,
     * and its place in {@code out} is what the segments and arrivals before it add up to. So every
     * piece writes its own stretch of the output, and the pieces can run in parallel.
     */
    private static void addPieces(int[] m, int[] segments, int count, int[] arrived, int n, int[] out,
            List<ForkJoinTask<?>> pieces) {
        int at = 0;
        int alo = 0;
        int k = nextNonEmpty(segments, 0, count);
        while (k < count) {
            int next = nextNonEmpty(segments, k + 2, count);
            int ahi = next < count ? lowerBound(arrived, alo, n, m[segments[next]]) : n;
            pieces.add(new Piece(m, segments[k], segments[k] + segments[k + 1], arrived, alo, ahi, out, at));
            at += segments[k + 1] + ahi - alo;
            alo = ahi;
            k = next;
        }
        if (alo < n) {
            // No segment kept anything: the arrivals are the bucket.
            pieces.add(new Piece(m, 0, 0, arrived, alo, n, out, at));
        }
    }

    /** A bucket of {@code size} members as segments of {@link #PIECE} members each. */
    private static int[] evenSegments(int size) {
        int[] segments = new int[(size + PIECE - 1) / PIECE * 2];
        for (int k = 0; k < segments.length; k += 2) {
            segments[k] = k / 2 * PIECE;
            segments[k + 1] = Math.min(PIECE, size - segments[k]);
        }
        return segments;
    }

    private static int lowerBound(int[] a, int from, int to, int key) {
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** One stretch of a merge: members [mlo, mhi) with arrivals [alo, ahi), written at {@code at}. */
    private static final class Piece extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final transient int[] m;
        private final int mlo;
        private final int mhi;
        private final transient int[] a;
        private final int alo;
        private final int ahi;
        private final transient int[] out;
        private final int at;

        Piece(int[] m, int mlo, int mhi, int[] a, int alo, int ahi, int[] out, int at) {
            this.m = m;
            this.mlo = mlo;
            this.mhi = mhi;
            this.a = a;
            this.alo = alo;
            this.ahi = ahi;
            this.out = out;
            this.at = at;
        }

        @Override
        protected void compute() {
            int i = mlo;
            int j = alo;
            int k = at;
            while (i < mhi && j < ahi) {
                out[k++] = m[i] <= a[j] ? m[i++] : a[j++];
            }
            System.arraycopy(m, i, out, k, mhi - i);
            k += mhi - i;
            System.arraycopy(a, j, out, k, ahi - j);
        }
    }

    private static final class PieceRunner extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final transient List<ForkJoinTask<?>> pieces;

        PieceRunner(List<ForkJoinTask<?>> pieces) {
            this.pieces = pieces;
        }

        @Override
        protected void compute() {
            invokeAll(pieces);
        }
    }

    private static boolean hasRepeats(int[] sorted, int n) {
        for (int i = 1; i < n; i++) {
            if (sorted[i] == sorted[i - 1]) {
                return true;
            }
        }
        return false;
    }

    private static int keepOnly(int[] slots, int n, int state, int[] slotStates) {
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int slot = slots[i];
            if ((slotStates[slot] & AbstractBatch.STATE_MASK) == state) {
                slots[kept++] = slot;
            }
        }
        return kept;
    }
}
