package dev.brainstem.inspector;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The HTTP server's exchanges, each on a daemon thread of its own, with a deadline for the client.
 *
 * <p>The JDK's server hands an exchange to its executor as soon as a connection has sent one byte; the
 * executor's thread then reads the request line and headers, blocking for as long as the client stays
 * silent. A fixed pool is thereby stalled by a few silent clients, and a pool that runs a refused exchange on
 * the caller stalls the server's one dispatcher thread. Here no exchange ever waits for a thread (each gets
 * one, up to {@link #MAX_EXCHANGES} at once; beyond, the connection is closed at once, and the dispatcher never
 * blocks), and a watchdog cuts a client that has not sent its whole request within {@link #READ_MILLIS}, or
 * taken its answer within {@link #ANSWER_MILLIS}: it interrupts the exchange's thread, which closes the
 * connection (the JDK's server reads and writes through an interruptible channel) and frees the thread.
 *
 * <p>Why not the JDK's own limits ({@code sun.net.httpserver.maxReqTime}, {@code maxRspTime}): JDK 17 and 25
 * both honour them, but read them once per JVM, in whole seconds, when the first server of the process starts
 * (so a library cannot set them for its server alone, nor know they apply), and a request cut after a second
 * still holds a pool thread that whole second: the owner's request would wait behind every silent one.
 */
final class ExchangeThreads implements Executor {
    /** Exchanges at once (each a thread); more are refused by closing their connection. */
    static final int MAX_EXCHANGES = 256;
    /** The time a client has to send its request line, headers and body from its first byte. */
    static final long READ_MILLIS = 2_000;
    /** The time a client has to take an answer (Mermaid's 2.6 MB at most) once it is read. */
    static final long ANSWER_MILLIS = 30_000;
    private static final long WATCH_MILLIS = 100;

    private static final ThreadLocal<Exchange> CURRENT = new ThreadLocal<>();

    private final ThreadPoolExecutor threads;
    private final Set<Exchange> running = ConcurrentHashMap.newKeySet();
    private final Thread watchdog;
    private volatile boolean closed;

    ExchangeThreads() {
        threads = new ThreadPoolExecutor(0, MAX_EXCHANGES, 2, TimeUnit.SECONDS, new SynchronousQueue<>(),
                r -> daemon(r, "brainstem-inspector-http"), new ThreadPoolExecutor.AbortPolicy());
        watchdog = daemon(this::watch, "brainstem-inspector-http-watchdog");
        watchdog.start();
    }

    static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** On the server's dispatcher thread: never blocks; a refusal makes the server close the connection. */
    @Override
    public void execute(Runnable exchange) {
        if (closed) {
            throw new RejectedExecutionException("the inspector is closed");
        }
        threads.execute(new Exchange(exchange));
    }

    /** On an exchange's thread, once its request is read whole: from now on it has the time to answer. */
    static void read() {
        Exchange e = CURRENT.get();
        if (e != null) {
            e.phase(Phase.READING, Phase.ANSWERING);
        }
    }

    /** On an exchange's thread: it streams for as long as the page reads; only {@link #close} ends it. */
    static void streaming() {
        Exchange e = CURRENT.get();
        if (e != null) {
            e.phase(Phase.ANSWERING, Phase.STREAMING);
        }
    }

    /** How many exchanges run now. */
    int running() {
        return running.size();
    }

    /** Cuts every exchange and waits, a bounded time, for their threads and the watchdog to end. */
    void close() {
        closed = true;
        watchdog.interrupt();
        for (Exchange e : running) {
            e.cut();
        }
        threads.shutdownNow();
        try {
            threads.awaitTermination(2, TimeUnit.SECONDS);
            watchdog.join(2_000);
        } catch (InterruptedException ignored) {
            Thread.currentThread().interrupt();
        }
    }

    private void watch() {
        while (!closed) {
            try {
                Thread.sleep(WATCH_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            for (Exchange e : running) {
                e.cutIfLate(now);
            }
        }
    }

    private enum Phase { READING, ANSWERING, STREAMING, CUT, DONE }

    /**
     * One exchange and its deadline. Its phase changes under its own lock, and the watchdog interrupts its
     * thread only while it is still in this exchange: an interrupt never reaches the thread's next exchange.
     */
    private final class Exchange implements Runnable {
        private final Runnable work;
        private Phase phase = Phase.READING;
        private long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(READ_MILLIS);
        private Thread thread;

        Exchange(Runnable work) {
            this.work = work;
        }

        @Override
        public void run() {
            synchronized (this) {
                thread = Thread.currentThread();
                if (phase == Phase.CUT) {
                    thread.interrupt();
                }
            }
            running.add(this);
            CURRENT.set(this);
            try {
                work.run();
            } finally {
                CURRENT.remove();
                running.remove(this);
                synchronized (this) {
                    phase = Phase.DONE;
                    thread = null;
                }
                Thread.interrupted(); // a cut that came late is this exchange's, not the next one's
            }
        }

        synchronized void phase(Phase from, Phase to) {
            if (phase == from) {
                phase = to;
                deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ANSWER_MILLIS);
            }
        }

        synchronized void cutIfLate(long now) {
            if ((phase == Phase.READING || phase == Phase.ANSWERING) && now - deadline > 0) {
                cut();
            }
        }

        synchronized void cut() {
            if (phase != Phase.DONE) {
                phase = Phase.CUT;
                if (thread != null) {
                    thread.interrupt();
                }
            }
        }
    }
}
