package dev.brainstem.runtime.internal;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * Runs a parallel tick's tasks {@code 0 .. count - 1} on a pool's threads and on the calling thread,
 * which takes tasks beside {@code parallelism - 1} helpers rather than parking until the pool is done.
 * Parked in {@code pool.invoke}, the caller left the pool's threads to wake and do all the work; taking
 * tasks, it makes the parallel tick at a million guards markedly faster on 2 threads
 * (benchmarks/README.md, lab notes).
 *
 * <p>The pool always runs task 0: the first helper to start takes it, and everyone, the caller
 * included, takes the other tasks from one cursor. Taking from the cursor alone, the caller could take
 * every task of a small batch before a helper woke, and a parallel tick would then run no handler on
 * the pool. Only a pool that starts no helper within {@value #FIRST_HELPER_WAIT_MILLIS} ms (shut down,
 * or all its threads held elsewhere) has the caller run task 0 itself.
 *
 * <p>Each tick has a hand-off of its own, so that a helper the pool starts late, after its tick ended,
 * finds every seat taken and leaves without touching the next tick. The caller waits for the helpers
 * that started by parking on their count, not by joining their tasks: an external join may run a task
 * not yet started on the joining thread. A caller that is itself a pool thread, or a single task, takes
 * the pool's own fork and join.
 */
public final class TaskHandOff {
    public static final long FIRST_HELPER_WAIT_MILLIS = 1_000;
    private static final long FIRST_HELPER_WAIT = TimeUnit.MILLISECONDS.toNanos(FIRST_HELPER_WAIT_MILLIS);
    /** How often the caller looks for a first helper (helpers wake the caller only when they finish). */
    private static final long LOOK_AGAIN = TimeUnit.MICROSECONDS.toNanos(50);

    private final IntConsumer tasks;
    private final int count;
    private final int helpers;
    private final Thread caller = Thread.currentThread();
    /** The first task not yet taken; task 0 is never on the cursor. */
    private final AtomicInteger next = new AtomicInteger(1);
    /** Helpers started, and seats the caller took from helpers not started; those past {@link #helpers} leave. */
    private final AtomicInteger seats = new AtomicInteger();
    private final AtomicInteger finished = new AtomicInteger();
    private final AtomicReference<Throwable> failure = new AtomicReference<Throwable>();
    private boolean interrupted;

    private TaskHandOff(IntConsumer tasks, int count, int helpers) {
        this.tasks = tasks;
        this.count = count;
        this.helpers = helpers;
    }

    /**
     * Runs {@code tasks.accept(t)} for every t in {@code [0, count)}, each once, on {@code pool}'s threads
     * and the calling thread, and returns when all are done. A task's exception stops the hand-off of
     * tasks not yet started and is thrown here once every task started has ended.
     */
    public static void run(ForkJoinPool pool, int count, IntConsumer tasks) {
        if (count == 1 || pool.getParallelism() < 2 || Thread.currentThread() instanceof ForkJoinWorkerThread) {
            pool.invoke(new Split(tasks, 0, count));
            return;
        }
        new TaskHandOff(tasks, count, Math.min(pool.getParallelism(), count) - 1).share(pool);
    }

    private void share(ForkJoinPool pool) {
        try {
            for (int h = 0; h < helpers; h++) {
                pool.execute(new Helper(this));
            }
            take();
        } catch (Throwable thrown) {
            fail(thrown);
        }
        awaitFinished(takeSeats(pool));
        if (interrupted) {
            caller.interrupt();
        }
        Throwable thrown = failure.get();
        if (thrown instanceof Error) {
            throw (Error) thrown;
        }
        if (thrown != null) {
            throw (RuntimeException) thrown;
        }
    }

    /**
     * The caller, its share of the cursor done: takes the seats of helpers not yet started (nothing is
     * left for them), after waiting for the first one if none has started, since task 0 is theirs.
     *
     * @return how many helpers started, to wait for
     */
    private int takeSeats(ForkJoinPool pool) {
        long start = System.nanoTime();
        while (seats.get() == 0 && failure.get() == null && !pool.isShutdown()
                && System.nanoTime() - start < FIRST_HELPER_WAIT) {
            LockSupport.parkNanos(this, LOOK_AGAIN);
            interrupted |= Thread.interrupted();
        }
        int started = Math.min(helpers, seats.getAndSet(helpers));
        if (started == 0 && failure.get() == null) {
            runTask(0);
        }
        return started;
    }

    private void awaitFinished(int started) {
        while (finished.get() < started) {
            LockSupport.park(this);
            interrupted |= Thread.interrupted();
        }
    }

    /** A helper on the pool: task 0 if it is the first to start, then tasks from the cursor. */
    private void help() {
        int seat = seats.getAndIncrement();
        if (seat >= helpers) {
            return;
        }
        try {
            if (seat == 0) {
                runTask(0);
            }
            take();
        } finally {
            finished.incrementAndGet();
            LockSupport.unpark(caller);
        }
    }

    /** Runs tasks from the cursor, each on the thread that takes it, until none is left. */
    private void take() {
        for (int t = next.getAndIncrement(); t < count; t = next.getAndIncrement()) {
            runTask(t);
        }
    }

    private void runTask(int t) {
        try {
            tasks.accept(t);
        } catch (Throwable thrown) {
            fail(thrown);
        }
    }

    /** Keeps the first failure and hands out no more tasks. */
    private void fail(Throwable thrown) {
        failure.compareAndSet(null, thrown);
        next.set(count);
    }

    private static final class Helper extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final transient TaskHandOff handOff;

        Helper(TaskHandOff handOff) {
            this.handOff = handOff;
        }

        @Override
        protected void compute() {
            handOff.help();
        }
    }

    /** The pool's own fork and join over tasks {@code [from, to)}. */
    private static final class Split extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final transient IntConsumer tasks;
        private final int from;
        private final int to;

        Split(IntConsumer tasks, int from, int to) {
            this.tasks = tasks;
            this.from = from;
            this.to = to;
        }

        @Override
        protected void compute() {
            if (to - from == 1) {
                tasks.accept(from);
                return;
            }
            int mid = (from + to) >>> 1;
            invokeAll(new Split(tasks, from, mid), new Split(tasks, mid, to));
        }
    }
}
