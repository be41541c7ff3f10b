package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * A sequential tick with no structural change allocates nothing: after warm-up, 1,000 ticks of 10,000
 * entities, with transitions (including enter redirects) in every tick, allocate at most 4 KB in all
 * on the ticking thread.
 */
class AllocationTest {
    private static final int ENTITIES = 10_000;
    private static final int TICKS = 1_000;
    private static final long BUDGET = 4 * 1024;

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    @Test
    void objectModeTicksAllocateNothing() {
        WalkerBatch batch = new WalkerBatch();
        for (int i = 0; i < ENTITIES; i++) {
            batch.add(new Walker(i, 0x9E3779B9 * (i + 1)));
        }
        Counter counter = new Counter();
        batch.setListener(counter);
        measure("object mode", batch::tick, counter);
    }

    @Test
    void idModeTicksAllocateNothing() {
        int[] seeds = new int[ENTITIES];
        for (int i = 0; i < ENTITIES; i++) {
            seeds[i] = 0x9E3779B9 * (i + 1);
        }
        WalkersBatch batch = new WalkersBatch(new Walkers(ENTITIES, seeds));
        for (int i = 0; i < ENTITIES; i++) {
            batch.add(i);
        }
        Counter counter = new Counter();
        batch.setListener(counter);
        measure("id mode", batch::tick, counter);
    }

    /** Counts transitions without allocating, to show that the measured ticks make them. */
    static final class Counter implements dev.brainstem.runtime.TransitionListener<WalkState> {
        long transitions;
        long redirects;

        @Override
        public void onTransition(int handle, WalkState from, WalkState to, int event) {
            transitions++;
            if (event == dev.brainstem.runtime.Events.ENTER) {
                redirects++;
            }
        }
    }

    interface Ticker {
        void tick(float dt);
    }

    private static void measure(String what, Ticker batch, Counter counter) {
        for (int i = 0; i < 5_000; i++) {
            batch.tick(0.1f);
        }
        long before = counter.transitions;
        long redirectsBefore = counter.redirects;
        long start = allocated();
        for (int i = 0; i < TICKS; i++) {
            batch.tick(0.1f);
        }
        long bytes = allocated() - start;
        long overhead = allocated();
        overhead = allocated() - overhead;
        long transitions = counter.transitions - before;
        System.out.println("[allocation] " + what + ": " + TICKS + " ticks of " + ENTITIES + " entities, "
                + transitions + " transitions (" + (counter.redirects - redirectsBefore) + " by enter redirects): "
                + bytes + " bytes allocated on the ticking thread, of which the measuring call itself takes " + overhead);
        assertTrue(transitions > TICKS * (long) ENTITIES / 100, what + ": the ticks make transitions: " + transitions);
        assertTrue(counter.redirects > redirectsBefore, what + ": and enter redirects");
        assertTrue(bytes <= BUDGET, what + ": " + bytes + " bytes allocated in " + TICKS + " ticks; at most " + BUDGET);
    }
}
