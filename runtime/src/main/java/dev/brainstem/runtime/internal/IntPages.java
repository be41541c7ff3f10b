package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * A growable array of {@code int}s kept in pages of {@value #PAGE} (64 KiB), for the runtime's own
 * per-entity tables that no update loop writes: the generations, the identity index, the tick's order
 * at many states (the state table stays flat, see {@link Slots}).
 *
 * <p><b>Why pages.</b> Memory per entity is a target (at most 32 bytes beyond the entity, see
 * {@code MemoryPerEntity}), and one flat array per table wasted most of it: a flat array grows by a
 * factor (up to half of it unused after growing), and on G1 an array larger than half a heap region is
 * a humongous object that holds its last region whole, so a million-entity {@code int[]} of 4.0 MB
 * takes one 4 MiB region while one of 4.2 MB takes two. Measured on the 4-state guard at 1M entities,
 * four such tables cost 33.6 bytes an entity where their contents are 16 (the whole batch: 50.9 bytes
 * an entity before pages, 21.0 after, with the other changes of that work). Pages cost what they hold
 * plus at most one page, are never humongous (64 KiB is below half of G1's smallest region), and
 * grow without copying what they hold. The price is one more load per access ({@code
 * pages[i >>> 14][i & MASK]}), paid only off the update loops: on transitions, look-ups and adds.
 *
 * <p>The first page grows like a flat array up to a full page, so that small batches stay small.
 */
public final class IntPages {
    public static final int SHIFT = 14;
    public static final int PAGE = 1 << SHIFT;
    public static final int MASK = PAGE - 1;

    private final int fill;
    private int[][] pages = new int[0][];
    private int capacity;

    /** @param fill the value of every element not yet written */
    public IntPages(int fill) {
        this.fill = fill;
    }

    public int capacity() {
        return capacity;
    }

    public int get(int i) {
        return pages[i >>> SHIFT][i & MASK];
    }

    public void set(int i, int value) {
        pages[i >>> SHIFT][i & MASK] = value;
    }

    /** The pages, each {@link #PAGE} long but the only one when {@link #capacity} is below a page. */
    public int[][] pages() {
        return pages;
    }

    /** Makes elements below {@code needed} usable; what they held stays. */
    public void ensure(int needed) {
        if (needed <= capacity) {
            return;
        }
        if (needed <= PAGE) {
            int size = (int) Math.min(PAGE, Math.max(needed, capacity + (capacity >> 1) + 16L));
            int[] first = pages.length == 0 ? new int[0] : pages[0];
            int[] grown = Arrays.copyOf(first, size);
            Arrays.fill(grown, first.length, size, fill);
            if (pages.length == 0) {
                pages = new int[1][];
            }
            pages[0] = grown;
            capacity = size;
            return;
        }
        ensure(PAGE);
        int count = (int) (((long) needed + MASK) >>> SHIFT);
        int had = pages.length;
        if (count > had) {
            pages = Arrays.copyOf(pages, Math.max(count, had + (had >> 1)));
        }
        for (int p = capacity >>> SHIFT; p < count; p++) {
            int[] page = new int[PAGE];
            if (fill != 0) {
                Arrays.fill(page, fill);
            }
            pages[p] = page;
        }
        capacity = (int) Math.min(Integer.MAX_VALUE, (long) count << SHIFT);
    }

    /**
     * Snapshots: copies elements {@code [0, count)} into pages of {@link #PAGE}, reusing those of
     * {@code into} (a copy made before) where it has them; returns the copy.
     */
    public int[][] copyTo(int[][] into, int count) {
        int pageCount = (count + MASK) >>> SHIFT;
        int[][] copy = into != null && into.length >= pageCount ? into : new int[pageCount][];
        if (copy != into && into != null) {
            System.arraycopy(into, 0, copy, 0, into.length);
        }
        for (int p = 0; p < pageCount; p++) {
            int length = Math.min(PAGE, count - (p << SHIFT));
            if (copy[p] == null || copy[p].length < length) {
                copy[p] = new int[p == 0 && pageCount == 1 ? length : PAGE];
            }
            System.arraycopy(pages[p], 0, copy[p], 0, length);
        }
        return copy;
    }

    /** Snapshots: puts back elements {@code [0, count)} {@link #copyTo copied} before; the caller ensured them. */
    public void copyFrom(int[][] copy, int count) {
        for (int p = 0, pageCount = (count + MASK) >>> SHIFT; p < pageCount; p++) {
            System.arraycopy(copy[p], 0, pages[p], 0, Math.min(PAGE, count - (p << SHIFT)));
        }
    }

    /** Elements {@code [from, to)}, within the capacity, back to {@link #fill}. */
    public void fill(int from, int to) {
        while (from < to) {
            int p = from >>> SHIFT;
            int stop = (int) Math.min(to, (p + 1L) << SHIFT);
            Arrays.fill(pages[p], from & MASK, ((stop - 1) & MASK) + 1, fill);
            from = stop;
        }
    }

    /** Every element from 0 below {@link #capacity} to {@link #fill}, keeping the pages. */
    public void clear() {
        for (int p = 0; p < pages.length && pages[p] != null; p++) {
            Arrays.fill(pages[p], fill);
        }
    }
}
