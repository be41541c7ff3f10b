package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.Inspector;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MessageDelivery;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 41: a warm tick allocates nothing, checked for each way a game runs a batch: the sequential
 * tick (which delivers at its start), {@code tickInRegions}, and {@code deliver()} in both delivery
 * modes, each with and without an inspector attached (a probe told of every transition and message).
 * Bytes allocated on the calling thread ({@code com.sun.management.ThreadMXBean}) by the measured calls
 * alone, summed over 100 frames, the least of three rounds (a one-off allocation by the JVM itself shows
 * in one round, an allocating call in all); the inspector's {@code proceed()} between the frames, which
 * builds the page's frames, is not counted. The frames make transitions and deliver messages, checked.
 *
 * <p>The parallel tick is measured on every thread it runs on (the caller and the pool's), and
 * docs/semantics.md ("Allocation") states the figure.
 */
class WarmCallAllocationTest {
    private static final int FRAMES = 100;
    private static final int WARM_FRAMES = 600;
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** How a game runs the batch each frame; the calls measured. */
    enum Frame {
        /** {@code tick(dt)}: delivers at its start (the default, {@code TICK_START}). */
        TICK,
        /** {@code tickInRegions(dt)}, over 140,000 entities: the regions of the parallel tick's plan. */
        TICK_IN_REGIONS,
        /** {@code tick(dt)} then {@code deliver()}, which delivers what came due since, with {@code TICK_START}. */
        DELIVER_WITH_TICK_START,
        /** {@code tick(dt)} then {@code deliver()}, the only delivery, with {@code ON_DELIVER}. */
        DELIVER_ON_DELIVER
    }

    static Stream<Arguments> frames() {
        return Stream.of(Frame.values()).flatMap(f -> Stream.of(Arguments.of(f, false), Arguments.of(f, true)));
    }

    @ParameterizedTest(name = "{0}, inspector attached: {1}")
    @MethodSource("frames")
    void aWarmFrameAllocatesNothingOnTheCallingThread(Frame frame, boolean inspected) {
        int entities = frame == Frame.TICK_IN_REGIONS ? 140_000 : 10_000;
        ChattersBatch batch = chatters(entities);
        if (frame == Frame.DELIVER_ON_DELIVER) {
            batch.setMessageDelivery(MessageDelivery.ON_DELIVER);
        }
        Heard heard = new Heard();
        batch.setListener(heard::onTransition);
        Inspector inspector = inspected
                ? Inspector.of(batch).printTo(new PrintStream(OutputStream.nullOutputStream())).start() : null;
        try {
            for (int f = 0; f < WARM_FRAMES; f++) {
                run(frame, batch, inspector);
            }
            long self = THREADS.getCurrentThreadAllocatedBytes();
            self = THREADS.getCurrentThreadAllocatedBytes() - self;
            long least = Long.MAX_VALUE;
            long transitions = heard.transitions;
            long delivered = heard.byMessage;
            for (int round = 0; round < 3; round++) {
                least = Math.min(least, run(frame, batch, inspector, FRAMES) - FRAMES * self * (frame.ordinal() >= 2 ? 2 : 1));
            }
            System.out.println("[allocation] " + frame + (inspected ? ", inspected" : "") + ": " + entities
                    + " entities, " + (heard.transitions - transitions) + " transitions, " + (heard.byMessage - delivered)
                    + " by messages in " + 3 * FRAMES + " frames: " + least + " bytes in the least round");
            assertTrue(heard.transitions - transitions > 3L * FRAMES * entities / 1000, "the frames make transitions");
            assertTrue(heard.byMessage - delivered > 3L * FRAMES * entities / 1000, "and deliver messages");
            assertEquals(0, least, frame + (inspected ? ", inspected" : "") + ": bytes allocated by " + FRAMES + " frames");
        } finally {
            if (inspector != null) {
                inspector.close();
            }
        }
    }

    /**
     * The parallel tick on every thread it runs on, the caller and the pool's: the figure docs/semantics.md
     * states ("Allocation"), measured over 140,000 entities on a pool of two threads as
     * {@link #aWarmFrameAllocatesNothingOnTheCallingThread} measures the others.
     */
    @Test
    void aWarmParallelTickAllocatesNothingOnAnyThread() {
        List<Thread> workers = new ArrayList<>();
        ForkJoinPool pool = pool(workers);
        long[] before = new long[MAX_THREADS];
        long[] after = new long[MAX_THREADS];
        try {
            ChattersBatch batch = chatters(140_000);
            Heard heard = new Heard();
            batch.setListener(heard::onTransition);
            for (int f = 0; f < WARM_FRAMES; f++) {
                batch.tick(0.05f, pool);
            }
            long least = Long.MAX_VALUE;
            long transitions = heard.transitions;
            for (int round = 0, valid = 0; valid < 3 && round < MAX_ROUNDS; round++) {
                before[0] = THREADS.getCurrentThreadAllocatedBytes();
                int threads = poolThreadsSoFar(workers, before);
                for (int f = 0; f < FRAMES; f++) {
                    batch.tick(0.05f, pool);
                }
                after[0] = THREADS.getCurrentThreadAllocatedBytes();
                long bytes = allocatedBetween(before, after, threads, poolThreadsSoFar(workers, after));
                valid += bytes == INVALID_ROUND ? 0 : 1;
                least = Math.min(least, bytes);
            }
            assertTrue(least != INVALID_ROUND, "no round kept the pool's threads");
            System.out.println("[allocation] parallel tick on 2 threads: 140000 entities, "
                    + (heard.transitions - transitions) + " transitions in " + 3 * FRAMES + " ticks: " + least
                    + " bytes in the least round of " + FRAMES + " ticks, on the caller and " + workers.size()
                    + " pool threads");
            assertTrue(heard.transitions - transitions > 3L * FRAMES * 140, "the ticks make transitions");
            assertEquals(0, least, "bytes allocated by " + FRAMES + " parallel ticks on all their threads");
        } finally {
            pool.shutdown();
        }
    }

    /**
     * The one parallel tick that allocates: called from a thread of its own pool, it takes the pool's own
     * fork and join, a binary split of its n tasks (at 140,000 entities 8, one per region, holding the 2
     * states' 16 chunks) that allocates 2n - 1 task objects of 32 bytes (compressed pointers), 480 bytes a
     * tick. Bounded at 64 bytes per chunk: the figure docs/semantics.md ("Allocation") states.
     * The pool's threads alone are measured (the caller is one of them).
     */
    @Test
    void aParallelTickFromItsOwnPoolsThreadAllocatesASplitPerTaskAndNothingElse() {
        List<Thread> workers = new ArrayList<>();
        ForkJoinPool pool = pool(workers);
        long[] before = new long[MAX_THREADS];
        long[] after = new long[MAX_THREADS];
        try {
            ChattersBatch batch = chatters(140_000);
            Heard heard = new Heard();
            batch.setListener(heard::onTransition);
            Runnable warm = () -> {
                for (int f = 0; f < WARM_FRAMES; f++) {
                    batch.tick(0.05f, pool);
                }
            };
            Runnable measured = () -> {
                for (int f = 0; f < FRAMES; f++) {
                    batch.tick(0.05f, pool);
                }
            };
            pool.submit(warm).join();
            long least = Long.MAX_VALUE;
            long transitions = heard.transitions;
            for (int round = 0, valid = 0; valid < 3 && round < MAX_ROUNDS; round++) {
                int threads = poolThreadsSoFar(workers, before);
                pool.submit(measured).join();
                long bytes = allocatedBetween(before, after, threads, poolThreadsSoFar(workers, after));
                valid += bytes == INVALID_ROUND ? 0 : 1;
                least = Math.min(least, bytes);
            }
            assertTrue(least != INVALID_ROUND, "no round kept the pool's threads");
            long chunks = 16;
            System.out.println("[allocation] parallel tick from a thread of its pool of 2: 140000 entities, "
                    + (heard.transitions - transitions) + " transitions in " + 3 * FRAMES + " ticks: " + least
                    + " bytes in the least round of " + FRAMES + " ticks on " + workers.size() + " pool threads, "
                    + least / FRAMES + " bytes a tick, " + least / FRAMES / chunks + " a chunk");
            assertTrue(heard.transitions - transitions > 3L * FRAMES * 140, "the ticks make transitions");
            assertTrue(least <= 64L * chunks * FRAMES, least + " bytes allocated by " + FRAMES
                    + " parallel ticks from a pool thread: at most 64 bytes per chunk");
        } finally {
            pool.shutdown();
        }
    }

    /** Room for the calling thread (at 0) and the pool's threads, counted without allocating. */
    private static final int MAX_THREADS = 8;

    /**
     * A pool of two threads, each recorded in {@code workers} as it starts, kept alive for the whole test
     * (a thread that ended and was replaced mid-round would take its bytes out of the round or add the
     * new one's whole life to it; {@link #allocatedBetween} refuses such a round). No thread beyond the
     * two: a pool thread that joins blocks rather than start a compensating thread.
     */
    private static ForkJoinPool pool(List<Thread> workers) {
        return new ForkJoinPool(2, p -> {
            ForkJoinWorkerThread t = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
            synchronized (workers) {
                workers.add(t);
            }
            return t;
        }, null, false, 2, 2, 1, p -> true, 1, TimeUnit.HOURS);
    }

    /**
     * Writes the bytes each pool thread allocated so far into {@code bytes} from index 1 on (an indexed loop:
     * an iterator is 32 bytes); -1 for one that ended. Returns how many pool threads there are.
     */
    private static int poolThreadsSoFar(List<Thread> workers, long[] bytes) {
        synchronized (workers) {
            int n = Math.min(workers.size(), bytes.length - 1);
            for (int k = 0; k < n; k++) {
                bytes[k + 1] = THREADS.getThreadAllocatedBytes(workers.get(k).getId());
            }
            return workers.size();
        }
    }

    /**
     * The bytes allocated between the two counts by the threads counted in both ({@code before[0]},
     * {@code after[0]}: the caller's, if counted); {@link #INVALID_ROUND} when the pool did not keep the
     * same threads, every one alive: a pool starts its second worker when it first needs it, which on a
     * busy machine may be after the warm-up, and a new thread's start allocates.
     */
    private static long allocatedBetween(long[] before, long[] after, int threadsBefore, int threadsAfter) {
        assertTrue(threadsAfter < MAX_THREADS, "too many pool threads to count: " + threadsAfter);
        if (threadsBefore != threadsAfter) {
            return INVALID_ROUND;
        }
        long bytes = after[0] - before[0];
        for (int k = 1; k <= threadsAfter; k++) {
            if (before[k] < 0 || after[k] < 0) {
                return INVALID_ROUND;
            }
            bytes += after[k] - before[k];
        }
        return bytes;
    }

    /** What {@link #allocatedBetween} gives for a round whose pool threads changed: no measure. */
    private static final long INVALID_ROUND = Long.MAX_VALUE;
    /** The most rounds tried for three whose pool threads stayed the same. */
    private static final int MAX_ROUNDS = 8;

    private static ChattersBatch chatters(int entities) {
        Chatters system = new Chatters(entities);
        ChattersBatch batch = new ChattersBatch(system);
        system.batch = batch;
        for (int i = 0; i < entities; i++) {
            batch.add(i);
        }
        return batch;
    }

    /** {@code frames} frames; returns the bytes the measured calls allocated on this thread. */
    private static long run(Frame frame, ChattersBatch batch, Inspector inspector, int frames) {
        long bytes = 0;
        for (int f = 0; f < frames; f++) {
            if (inspector != null) {
                inspector.proceed();
            }
            switch (frame) {
                case TICK: {
                    long before = THREADS.getCurrentThreadAllocatedBytes();
                    batch.tick(0.05f);
                    bytes += THREADS.getCurrentThreadAllocatedBytes() - before;
                    break;
                }
                case TICK_IN_REGIONS: {
                    long before = THREADS.getCurrentThreadAllocatedBytes();
                    batch.tickInRegions(0.05f);
                    bytes += THREADS.getCurrentThreadAllocatedBytes() - before;
                    break;
                }
                default: {
                    long before = THREADS.getCurrentThreadAllocatedBytes();
                    batch.tick(0.05f);
                    bytes += THREADS.getCurrentThreadAllocatedBytes() - before;
                    before = THREADS.getCurrentThreadAllocatedBytes();
                    batch.deliver();
                    bytes += THREADS.getCurrentThreadAllocatedBytes() - before;
                }
            }
        }
        return bytes;
    }

    private static void run(Frame frame, ChattersBatch batch, Inspector inspector) {
        run(frame, batch, inspector, 1);
    }

    /** Counts transitions, and those messages made, without allocating. */
    static final class Heard {
        long transitions;
        long byMessage;

        void onTransition(long handle, Chat from, Chat to, int event) {
            transitions++;
            if (event == Events.MESSAGE) {
                byMessage++;
            }
        }
    }
}
