package dev.brainstem.runtime;

import java.util.Arrays;

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
    private int[] spare = new int[16];
    private int[] scratch = new int[16];

    Buckets(int states) {
        members = new int[states][];
        arrivals = new int[states][];
        for (int s = 0; s < states; s++) {
            members[s] = new int[16];
            arrivals[s] = new int[16];
        }
        sizes = new int[states];
        arrivalCounts = new int[states];
        dirty = new boolean[states];
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

    /** Some slot left {@code state} (removed or moved): its bucket must be filtered. */
    void left(int state) {
        dirty[state] = true;
        changed = true;
    }

    boolean isNormal() {
        return !changed;
    }

    /**
     * Rebuilds every changed bucket: drops slots whose state is no longer the bucket's, merges the
     * sorted arrivals, and keeps each slot once.
     */
    void normalize(int[] stateOfSlot) {
        if (!changed) {
            return;
        }
        for (int s = 0; s < sizes.length; s++) {
            // Only a bucket that lost members outside a tick can hold a slot that also arrived (it
            // left and came back, or its id was removed and added again): only there are duplicates.
            boolean mayRepeat = dirty[s];
            if (dirty[s]) {
                sizes[s] = keepOnly(members[s], sizes[s], s, stateOfSlot);
                dirty[s] = false;
            }
            int n = arrivalCounts[s];
            if (n > 0) {
                int[] arrived = arrivals[s];
                n = keepOnly(arrived, n, s, stateOfSlot);
                if (scratch.length < n) {
                    scratch = new int[n + (n >> 1)];
                }
                IntRuns.sort(arrived, n, scratch);
                int total = sizes[s] + n;
                if (spare.length < total) {
                    spare = new int[total + (total >> 1) + 16];
                }
                int merged = mayRepeat || n > 1 && hasRepeats(arrived, n)
                        ? IntRuns.mergeDistinct(members[s], sizes[s], arrived, n, spare)
                        : IntRuns.merge(members[s], sizes[s], arrived, n, spare);
                int[] old = members[s];
                members[s] = spare;
                spare = old;
                sizes[s] = merged;
                arrivalCounts[s] = 0;
            }
        }
        changed = false;
    }

    private static boolean hasRepeats(int[] sorted, int n) {
        for (int i = 1; i < n; i++) {
            if (sorted[i] == sorted[i - 1]) {
                return true;
            }
        }
        return false;
    }

    private static int keepOnly(int[] slots, int n, int state, int[] stateOfSlot) {
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int slot = slots[i];
            if (stateOfSlot[slot] == state) {
                slots[kept++] = slot;
            }
        }
        return kept;
    }
}
