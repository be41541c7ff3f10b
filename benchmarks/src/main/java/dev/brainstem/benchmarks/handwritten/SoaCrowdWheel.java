package dev.brainstem.benchmarks.handwritten;

import dev.brainstem.benchmarks.Workload;
import java.util.Arrays;

/**
 * The crowd's sleeping limit: a timer wheel. Each waiter, as it enters REST or STAND, goes into the wheel's slot
 * of the tick in which its wait may end ({@link #ahead(int)}); a tick takes its slot's waiters, wakes those whose
 * wait has ended and puts the others (a tick early by rounding) into the next slot. The waiters are not otherwise
 * visited: a tick visits the active entities and the waiters that fall due, nothing else. 512 slots hold any
 * wait under 8.5 s; a longer one goes to the last slot and is put back from there until its turn comes. Its
 * results are bit-identical to {@link SoaCrowdPolling}'s (the order of the wakes within a tick differs, which no
 * waiter sees: each has its own fields).
 */
public final class SoaCrowdWheel extends SoaCrowd {
    private static final int SLOTS = 512;
    private int[][] slots;
    private int[] sizes;
    private int tick;

    @Override
    public void setUp(Workload workload, int entities) {
        slots = new int[SLOTS][64];
        sizes = new int[SLOTS];
        tick = 0;
        super.setUp(workload, entities);
    }

    @Override
    void enter(int id) {
        super.enter(id);
        schedule(id);
    }

    private void schedule(int id) {
        int slot = tick + Math.min(ahead(id), SLOTS - 1) & SLOTS - 1;
        int n = sizes[slot];
        if (n == slots[slot].length) {
            slots[slot] = Arrays.copyOf(slots[slot], 2 * n);
        }
        slots[slot][n] = id;
        sizes[slot] = n + 1;
    }

    @Override
    void waiters() {
        int slot = ++tick & SLOTS - 1;
        int[] ids = slots[slot];
        int n = sizes[slot];
        // Every waiter goes at least a slot ahead, so nothing joins this slot while it is walked.
        sizes[slot] = 0;
        for (int i = 0; i < n; i++) {
            int id = ids[i];
            if (due(id)) {
                wake(id);
            } else {
                schedule(id);
            }
        }
    }
}
