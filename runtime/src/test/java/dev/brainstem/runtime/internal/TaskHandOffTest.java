package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The parallel tick's hand-off of tasks to a pool's threads and the calling thread. */
class TaskHandOffTest {
    private final List<ForkJoinPool> pools = new ArrayList<>();

    private ForkJoinPool pool(int parallelism) {
        ForkJoinPool pool = new ForkJoinPool(parallelism);
        pools.add(pool);
        return pool;
    }

    @AfterEach
    void shutDownPools() {
        pools.forEach(ForkJoinPool::shutdown);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 8})
    void everyTaskRunsExactlyOnceAndTaskZeroOnThePool(int parallelism) {
        ForkJoinPool pool = pool(parallelism);
        // One hand-off for every run, as a batch keeps one from tick to tick.
        TaskHandOff handOff = new TaskHandOff();
        for (int count = 1; count <= 40; count++) {
            for (int round = 0; round < 5; round++) {
                AtomicIntegerArray runs = new AtomicIntegerArray(count);
                Thread[] ranOn = new Thread[1];
                handOff.run(pool, count, t -> {
                    runs.incrementAndGet(t);
                    if (t == 0) {
                        ranOn[0] = Thread.currentThread();
                    }
                });
                for (int t = 0; t < count; t++) {
                    assertEquals(1, runs.get(t), count + " tasks, task " + t);
                }
                // The pool always runs task 0, however quickly the caller gets through the rest.
                assertTrue(ranOn[0] instanceof ForkJoinWorkerThread, count + " tasks: task 0 ran on " + ranOn[0]);
            }
        }
    }

    @Test
    void theCallingThreadTakesTasksToo() {
        ForkJoinPool pool = pool(2);
        Thread caller = Thread.currentThread();
        AtomicInteger onCaller = new AtomicInteger();
        for (int round = 0; round < 50 && onCaller.get() == 0; round++) {
            new TaskHandOff().run(pool, 64, t -> {
                if (Thread.currentThread() == caller) {
                    onCaller.incrementAndGet();
                }
                spin(20_000);
            });
        }
        assertTrue(onCaller.get() > 0, "the calling thread took no task in 50 runs of 64 tasks");
    }

    @Test
    void aPoolThatStartsNoHelperHasTheCallerRunEveryTask() throws InterruptedException {
        ForkJoinPool pool = pool(2);
        AtomicBoolean hold = new AtomicBoolean(true);
        CountDownLatch held = new CountDownLatch(2);
        TaskHandOff handOff = new TaskHandOff();
        try {
            // Both threads busy (spinning, not blocked, so that the pool starts no thread in their place).
            for (int w = 0; w < 2; w++) {
                pool.execute(() -> {
                    held.countDown();
                    while (hold.get()) {
                        Thread.yield();
                    }
                });
            }
            held.await();
            Thread caller = Thread.currentThread();
            AtomicIntegerArray runs = new AtomicIntegerArray(10);
            long start = System.nanoTime();
            handOff.run(pool, 10, t -> {
                assertSame(caller, Thread.currentThread());
                runs.incrementAndGet(t);
            });
            long millis = (System.nanoTime() - start) / 1_000_000;
            for (int t = 0; t < 10; t++) {
                assertEquals(1, runs.get(t), "task " + t);
            }
            assertTrue(millis >= TaskHandOff.FIRST_HELPER_WAIT_MILLIS - 1, "waited " + millis + " ms for the pool");
        } finally {
            hold.set(false);
        }
        // The late helper of that run is still queued; the next runs of the same hand-off, which it may
        // start during, each run every task once, and task 0 on the pool.
        for (int round = 0; round < 20; round++) {
            AtomicIntegerArray runs = new AtomicIntegerArray(10);
            Thread[] ranOn = new Thread[1];
            handOff.run(pool, 10, t -> {
                runs.incrementAndGet(t);
                if (t == 0) {
                    ranOn[0] = Thread.currentThread();
                }
                spin(5_000);
            });
            for (int t = 0; t < 10; t++) {
                assertEquals(1, runs.get(t), "round " + round + ", task " + t);
            }
            assertTrue(ranOn[0] instanceof ForkJoinWorkerThread, "round " + round + ": task 0 ran on " + ranOn[0]);
        }
    }

    /**
     * A hand-off reused from run to run allocates nothing on the calling thread once warm: its helper
     * tasks are reused (the least of three rounds of 200 runs: a helper still returning when the next run
     * starts is replaced, now and then).
     */
    @Test
    void aReusedHandOffAllocatesNothingOnTheCaller() {
        ForkJoinPool pool = pool(2);
        TaskHandOff handOff = new TaskHandOff();
        AtomicIntegerArray runs = new AtomicIntegerArray(8);
        java.util.function.IntConsumer tasks = t -> {
            runs.incrementAndGet(t);
            spin(2_000);
        };
        for (int k = 0; k < 2_000; k++) {
            handOff.run(pool, 8, tasks);
        }
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            long self = threads.getCurrentThreadAllocatedBytes() - before;
            before = threads.getCurrentThreadAllocatedBytes();
            for (int k = 0; k < 200; k++) {
                handOff.run(pool, 8, tasks);
            }
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - before - self);
        }
        for (int t = 0; t < 8; t++) {
            assertEquals(2_600, runs.get(t), "task " + t);
        }
        assertEquals(0, least, "bytes allocated on the calling thread by 200 runs");
    }

    @Test
    void aShutDownPoolIsRefusedAndNoTaskRuns() {
        ForkJoinPool pool = pool(2);
        pool.shutdown();
        AtomicInteger runs = new AtomicInteger();
        assertThrows(RejectedExecutionException.class, () -> new TaskHandOff().run(pool, 8, t -> runs.incrementAndGet()));
        assertEquals(0, runs.get());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 7})
    void aTaskThatThrowsIsThrownOnceEveryStartedTaskHasEnded(int throwing) {
        ForkJoinPool pool = pool(2);
        AtomicInteger running = new AtomicInteger();
        AtomicIntegerArray runs = new AtomicIntegerArray(16);
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> new TaskHandOff().run(pool, 16, t -> {
            running.incrementAndGet();
            try {
                runs.incrementAndGet(t);
                spin(200_000);
                if (t == throwing) {
                    throw new IllegalStateException("task " + t);
                }
            } finally {
                running.decrementAndGet();
            }
        }));
        assertEquals("task " + throwing, thrown.getMessage());
        assertEquals(0, running.get(), "a task still ran after the hand-off returned");
        assertEquals(1, runs.get(throwing));
        for (int t = 0; t < 16; t++) {
            assertTrue(runs.get(t) <= 1, "task " + t + " ran twice");
        }
    }

    @Test
    void anErrorInATaskIsThrownAsItself() {
        ForkJoinPool pool = pool(2);
        AssertionError error = new AssertionError("from task 3");
        AssertionError thrown = assertThrows(AssertionError.class, () -> new TaskHandOff().run(pool, 8, t -> {
            if (t == 3) {
                throw error;
            }
        }));
        assertSame(error, thrown);
    }

    @Test
    void anInterruptedCallerWaitsForTheHelpersAndKeepsItsInterrupt() {
        ForkJoinPool pool = pool(2);
        AtomicIntegerArray runs = new AtomicIntegerArray(32);
        AtomicInteger running = new AtomicInteger();
        Thread.currentThread().interrupt();
        try {
            new TaskHandOff().run(pool, 32, t -> {
                running.incrementAndGet();
                spin(100_000);
                runs.incrementAndGet(t);
                running.decrementAndGet();
            });
            assertTrue(Thread.currentThread().isInterrupted(), "the caller's interrupt was lost");
        } finally {
            Thread.interrupted();
        }
        assertEquals(0, running.get());
        for (int t = 0; t < 32; t++) {
            assertEquals(1, runs.get(t), "task " + t);
        }
    }

    @Test
    void aCallerOnThePoolUsesThePoolsForkAndJoin() {
        ForkJoinPool pool = pool(2);
        AtomicIntegerArray runs = new AtomicIntegerArray(12);
        pool.submit(() -> new TaskHandOff().run(pool, 12, runs::incrementAndGet)).join();
        for (int t = 0; t < 12; t++) {
            assertEquals(1, runs.get(t), "task " + t);
        }
        assertFalse(pool.isShutdown());
    }

    /** Work the JIT cannot drop, so that tasks overlap. */
    private static long spin(int rounds) {
        long x = rounds;
        for (int i = 0; i < rounds; i++) {
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
        }
        if (x == 42) {
            System.out.print("");
        }
        return x;
    }
}
