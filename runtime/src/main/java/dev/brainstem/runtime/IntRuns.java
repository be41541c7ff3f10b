package dev.brainstem.runtime;

/**
 * Sorting and merging of int arrays without allocation: the batch runner sorts the handles that moved
 * into a state (already a few ascending runs, one per source state) and merges them into the state's
 * bucket, so each bucket is visited in ascending order.
 */
final class IntRuns {
    private IntRuns() {}

    /**
     * Sorts {@code a[0..n)} ascending with a natural merge sort: ascending runs are found, then merged
     * pairwise through {@code scratch} (length at least n). Linear on sorted input, and n log(runs) in
     * general.
     */
    static void sort(int[] a, int n, int[] scratch) {
        if (runEnd(a, 0, n) >= n) {
            return;
        }
        int[] from = a;
        int[] to = scratch;
        while (true) {
            int runs = 0;
            int start = 0;
            while (start < n) {
                int mid = runEnd(from, start, n);
                if (mid == n) {
                    System.arraycopy(from, start, to, start, n - start);
                    runs++;
                    break;
                }
                int end = runEnd(from, mid, n);
                merge(from, start, mid, end, to);
                runs++;
                start = end;
            }
            int[] swap = from;
            from = to;
            to = swap;
            if (runs == 1) {
                break;
            }
        }
        if (from != a) {
            System.arraycopy(from, 0, a, 0, n);
        }
    }

    private static int runEnd(int[] a, int start, int n) {
        if (start >= n) {
            return n;
        }
        int i = start + 1;
        while (i < n && a[i - 1] <= a[i]) {
            i++;
        }
        return i;
    }

    private static void merge(int[] src, int lo, int mid, int hi, int[] dst) {
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
            dst[k++] = src[i] <= src[j] ? src[i++] : src[j++];
        }
        while (i < mid) {
            dst[k++] = src[i++];
        }
        while (j < hi) {
            dst[k++] = src[j++];
        }
    }

    /** Merges two ascending arrays into {@code out}; returns the length written. */
    static int merge(int[] a, int na, int[] b, int nb, int[] out) {
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < na && j < nb) {
            out[k++] = a[i] <= b[j] ? a[i++] : b[j++];
        }
        System.arraycopy(a, i, out, k, na - i);
        k += na - i;
        System.arraycopy(b, j, out, k, nb - j);
        return k + nb - j;
    }

    /**
     * Merges two ascending arrays into {@code out}, dropping duplicates; returns the length written.
     */
    static int mergeDistinct(int[] a, int na, int[] b, int nb, int[] out) {
        int i = 0;
        int j = 0;
        int k = 0;
        int last = Integer.MIN_VALUE;
        boolean any = false;
        while (i < na || j < nb) {
            int next = j >= nb || (i < na && a[i] <= b[j]) ? a[i++] : b[j++];
            if (!any || next != last) {
                out[k++] = next;
                last = next;
                any = true;
            }
        }
        return k;
    }
}
