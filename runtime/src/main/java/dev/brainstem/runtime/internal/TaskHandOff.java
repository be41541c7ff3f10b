package dev.brainstem.runtime.internal;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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
 * <p>A batch keeps one hand-off and reuses it, with its helper tasks, from tick to tick, so that a
 * parallel tick allocates nothing once warm. Each run has a number, and a helper carries the number of
 * the run it was handed to: a helper the pool starts late, after its run ended, finds its number gone
 * (or every seat taken) and leaves without touching the next run. A helper task still queued or still
 * returning when the next run starts is not reused: that run makes a new one in its place. The caller
 * waits for the helpers that started by parking on their count, not by joining their tasks: an
 * external join may run a task not yet started on the joining thread. A caller that is itself a pool
 * thread, or a single task, takes the pool's own fork and join.
 *
 * <p>One run at a time: the batch's tick, which refuses to start inside itself, is its only caller.
 */
public final class TaskHandOff {
    public static final long FIRST_HELPER_WAIT_MILLIS = 1_000;
    private static final long FIRST_HELPER_WAIT = TimeUnit.MILLISECONDS.toNanos(FIRST_HELPER_WAIT_MILLIS);
    /** How often the caller looks for a first helper (helpers wake the caller only when they finish). */
    private static final long LOOK_AGAIN = TimeUnit.MICROSECONDS.toNanos(50);
    /** The seats of a run whose caller took the seats left: above any helper count. */
    private static final int CLOSED = Integer.MAX_VALUE;

    // The run under way; written by the caller before it hands the run's helpers to the pool, read by
    // a helper only once it has a seat in that run.
    private IntConsumer tasks;
    private int count;
    private int helpers;
    private Thread caller;
    private boolean interrupted;
    /** The number of the run under way. */
    private int run;
    /** The first task not yet taken; task 0 is never on the cursor. */
    private final AtomicInteger next = new AtomicInteger();
    /**
     * The run's number in the high 32 bits, and in the low the seats taken: helpers started, or
     * {@link #CLOSED} once the caller took the seats of helpers not started. A helper takes a seat only
     * in its own run and below {@link #helpers}.
     */
    private final AtomicLong seats = new AtomicLong();
    private final AtomicInteger finished = new AtomicInteger();
    private final AtomicReference<Throwable> failure = new AtomicReference<Throwable>();
    /** The helper tasks of earlier runs, this run's first: reused once done. */
    private Helper[] helperTasks = new Helper[0];

    /**
     * Runs {@code tasks.accept(t)} for every t in {@code [0, count)}, each once, on {@code pool}'s threads
     * and the calling thread, and returns when all are done. A task's exception stops the hand-off of
     * tasks not yet started and is thrown here once every task started has ended.
     */
    public void run(ForkJoinPool pool, int count, IntConsumer tasks) {
        if (count == 1 || pool.getParallelism() < 2 || Thread.currentThread() instanceof ForkJoinWorkerThread) {
            pool.invoke(new Split(tasks, 0, count));
            return;
        }
        this.tasks = tasks;
        this.count = count;
        this.helpers = Math.min(pool.getParallelism(), count) - 1;
        this.caller = Thread.currentThread();
        this.interrupted = false;
        run++;
        next.set(1);
        finished.set(0);
        failure.set(null);
        seats.set((long) run << 32);
        try {
            share(pool);
        } finally {
            this.tasks = null;
            this.caller = null;
        }
    }

    private void share(ForkJoinPool pool) {
        try {
            for (int h = 0; h < helpers; h++) {
                pool.execute(helperFor(h));
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
        failure.set(null);
        if (thrown instanceof Error) {
            throw (Error) thrown;
        }
        if (thrown != null) {
            throw (RuntimeException) thrown;
        }
    }

    /**
     * Helper {@code h} of this run: a helper task of an earlier run that is done, else a new one, kept
     * for later runs. A helper still returning when the next run starts (it told the caller it finished
     * just before) is passed over, so the tasks kept grow to what the runs need, and then no run makes one.
     */
    private Helper helperFor(int h) {
        for (int k = h; k < helperTasks.length; k++) {
            Helper helper = helperTasks[k];
            if (helper == null) {
                break;
            }
            if (helper.isDone()) {
                helperTasks[k] = helperTasks[h];
                helperTasks[h] = helper;
                helper.reinitialize();
                helper.run = run;
                return helper;
            }
        }
        Helper helper = new Helper(this);
        helper.run = run;
        keep(h, helper);
        return helper;
    }

    /** Keeps {@code helper} in place {@code h}, the task it replaces at the end. */
    private void keep(int h, Helper helper) {
        int free = 0;
        while (free < helperTasks.length && helperTasks[free] != null) {
            free++;
        }
        if (free == helperTasks.length) {
            helperTasks = Arrays.copyOf(helperTasks, Math.max(4, helperTasks.length * 2));
        }
        helperTasks[free] = helperTasks[h];
        helperTasks[h] = helper;
    }

    /**
     * The caller, its share of the cursor done: takes the seats of helpers not yet started (nothing is
     * left for them), after waiting for the first one if none has started, since task 0 is theirs.
     *
     * @return how many helpers started, to wait for
     */
    private int takeSeats(ForkJoinPool pool) {
        long start = System.nanoTime();
        long open = (long) run << 32;
        while (seats.get() == open && failure.get() == null && !pool.isShutdown()
                && System.nanoTime() - start < FIRST_HELPER_WAIT) {
            LockSupport.parkNanos(this, LOOK_AGAIN);
            interrupted |= Thread.interrupted();
        }
        int started = Math.min(helpers, (int) seats.getAndSet(open | CLOSED));
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

    /**
     * A helper of run {@code ofRun} on the pool: task 0 if it is the first to start, then tasks from the
     * cursor; nothing if its run is over or has every seat taken.
     */
    private void help(int ofRun) {
        int seat;
        while (true) {
            long now = seats.get();
            seat = (int) now;
            if ((int) (now >>> 32) != ofRun || seat >= helpers) {
                return;
            }
            if (seats.compareAndSet(now, now + 1)) {
                break;
            }
        }
        // Read while the caller waits for this seat: once the count below is in, the run may be over.
        Thread waiting = caller;
        try {
            if (seat == 0) {
                runTask(0);
            }
            take();
        } finally {
            finished.incrementAndGet();
            LockSupport.unpark(waiting);
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
        /** The run it was handed to. */
        private int run;

        Helper(TaskHandOff handOff) {
            this.handOff = handOff;
        }

        @Override
        protected void compute() {
            handOff.help(run);
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
