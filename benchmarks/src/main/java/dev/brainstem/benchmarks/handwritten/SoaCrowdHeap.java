package dev.brainstem.benchmarks.handwritten;

import dev.brainstem.benchmarks.Workload;
import java.util.Arrays;

/**
 * {@link SoaCrowdWheel} with a binary min-heap in place of the wheel (as the mailbox keeps its delayed
 * messages): each waiter's key is the tick in which its wait may end and its id, one {@code long}; a tick pops
 * the keys of its own tick, wakes the waiters that are due and pushes the others back a tick later. For choosing
 * the timing structure by measurement (issue 43): the same visits as the wheel, at log n a push and a pop.
 */
public final class SoaCrowdHeap extends SoaCrowd {
    private long[] heap;
    private int size;
    private long tick;

    @Override
    public void setUp(Workload workload, int entities) {
        heap = new long[Math.max(16, entities)];
        size = 0;
        tick = 0;
        super.setUp(workload, entities);
    }

    @Override
    void enter(int id) {
        super.enter(id);
        push((tick + ahead(id)) << 32 | id);
    }

    @Override
    void waiters() {
        long t = ++tick;
        while (size > 0 && heap[0] >>> 32 <= t) {
            int id = (int) heap[0];
            pop();
            if (due(id)) {
                wake(id);
            } else {
                push((t + ahead(id)) << 32 | id);
            }
        }
    }

    private void push(long key) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, 2 * size);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heap[parent] <= key) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = key;
    }

    private void pop() {
        long last = heap[--size];
        int i = 0;
        int half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (last <= heap[child]) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        if (size > 0) {
            heap[i] = last;
        }
    }
}
