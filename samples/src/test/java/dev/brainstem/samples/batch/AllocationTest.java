package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * A sequential tick with no structural change allocates nothing: after warm-up, 1,000 ticks of 10,000
 * entities, with transitions (including enter redirects) in every tick and a listener told of each,
 * allocate at most 4 KB in all on the ticking thread. Issue 10 calls the listener after the updates, so
 * a tick keeps its transitions until then: the arrays that hold them grow to the largest tick once, and
 * do not grow again (the burst tests).
 *
 * <p>Failed on the runtime before issue 10 (48f4a8a): none expected (its listener was called during the updates).
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
        batch.setListener(counter.listener());
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
        batch.setListener(counter.listener());
        measure("id mode", batch::tick, counter);
    }

    /**
     * Bursts: now and then every idle walker starts walking in the same tick (a third of the batch or
     * more changes state at once), in the warm-up and again in the measured ticks. The listener's calls
     * allocate nothing per transition: whatever holds a tick's transitions grew in the first burst.
     */
    @Test
    void objectModeBurstsOfTransitionsAllocateNothing() {
        WalkerBatch batch = new WalkerBatch();
        Walker[] walkers = new Walker[ENTITIES];
        for (int i = 0; i < ENTITIES; i++) {
            walkers[i] = new Walker(i, 0x9E3779B9 * (i + 1));
            batch.add(walkers[i]);
        }
        Counter counter = new Counter();
        batch.setListener(counter.listener());
        Burst burst = on -> {
            for (Walker w : walkers) {
                w.burst = on;
            }
        };
        measureWithBursts("object mode, bursts", batch::tick, burst, counter);
    }

    @Test
    void idModeBurstsOfTransitionsAllocateNothing() {
        int[] seeds = new int[ENTITIES];
        for (int i = 0; i < ENTITIES; i++) {
            seeds[i] = 0x9E3779B9 * (i + 1);
        }
        Walkers system = new Walkers(ENTITIES, seeds);
        WalkersBatch batch = new WalkersBatch(system);
        for (int i = 0; i < ENTITIES; i++) {
            batch.add(i);
        }
        Counter counter = new Counter();
        batch.setListener(counter.listener());
        measureWithBursts("id mode, bursts", batch::tick, on -> system.burst = on, counter);
    }

    interface Burst {
        void set(boolean on);
    }

    private static void measureWithBursts(String what, Ticker batch, Burst burst, Counter counter) {
        for (int i = 0; i < 5_000; i++) {
            burst.set(i % 100 == 50);
            batch.tick(0.1f);
        }
        long before = counter.transitions;
        long largest = 0;
        long start = allocated();
        for (int i = 0; i < TICKS; i++) {
            burst.set(i % 100 == 50);
            long at = counter.transitions;
            batch.tick(0.1f);
            largest = Math.max(largest, counter.transitions - at);
        }
        long bytes = allocated() - start;
        burst.set(false);
        long transitions = counter.transitions - before;
        System.out.println("[allocation] " + what + ": " + TICKS + " ticks of " + ENTITIES + " entities, "
                + transitions + " transitions, " + largest + " in the largest tick: " + bytes
                + " bytes allocated on the ticking thread");
        assertTrue(largest > ENTITIES / 5, what + ": a burst moves a fifth of the batch or more: " + largest);
        assertTrue(bytes <= BUDGET, what + ": " + bytes + " bytes allocated in " + TICKS + " ticks; at most " + BUDGET);
    }

    /** Counts transitions without allocating, to show that the measured ticks make them. */
    static final class Counter {
        long transitions;
        long redirects;

        /** The listener that counts here: one lambda, made once (it takes the handle as the batch's type). */
        dev.brainstem.runtime.TransitionListener<WalkState> listener() {
            return (handle, from, to, event) -> onTransition(from, to, event);
        }

        void onTransition(WalkState from, WalkState to, int event) {
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
