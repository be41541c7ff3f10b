package dev.brainstem.inspector;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Records every tick's populations and edge counts to a file of JSON lines: a first line that
 * describes the machines, then one line per batch per tick,
 * {@code {"b":0,"tick":12,"clock":0.2,"pop":[..],"edges":[..]}} (the transitions each edge made in that
 * tick; the last number counts those of no drawn edge). The game thread builds a line and hands it to a
 * writer thread through a bounded queue: it never waits on the disk, and a line the queue has no room
 * for is dropped and counted.
 */
final class Recorder {
    static final int QUEUE = 8192;

    /** Where recordings go; null until the first recording makes a private temporary directory. */
    private Path directory;
    private ArrayBlockingQueue<String> queue;
    /** The running writer's own stop and count: a writer still draining an old file keeps its own. */
    private AtomicBoolean stopping;
    private volatile AtomicLong written = new AtomicLong();
    private Thread writer;
    /** From a start's reservation until its writer's thread has ended. */
    private final AtomicBoolean reserved = new AtomicBoolean();
    /** The last writer's thread, which may still be closing its file after a stop. */
    private volatile Thread last;
    private volatile Path file;
    private final AtomicLong dropped = new AtomicLong();
    private volatile String failure;

    Recorder(Path directory) {
        this.directory = directory;
    }

    boolean recording() {
        return writer != null && writer.isAlive();
    }

    Path file() {
        return file;
    }

    long written() {
        return written.get();
    }

    long dropped() {
        return dropped.get();
    }

    String failure() {
        return failure;
    }

    /**
     * From any thread, before a start is queued: false while a writer runs or is closing its last file. A
     * reservation that is never started is {@linkplain #release released}.
     */
    boolean reserve() {
        Thread previous = last;
        if (previous != null && previous.isAlive()) {
            return false;
        }
        return reserved.compareAndSet(false, true);
    }

    /** A reservation whose start was never queued. */
    void release() {
        reserved.set(false);
    }

    /** On the game thread, after {@link #reserve}: starts a new file and tracks every batch's ticks. */
    void start(Watched[] batches) {
        if (writer != null && writer.isAlive()) {
            return; // cannot be: a live writer keeps the reservation
        }
        // A writer that ended by itself (its file could not be made or written) is stopped, not running: without
        // this the start would be dropped and its reservation kept for good, refusing every later start.
        stop(batches);
        if (directory == null) {
            try {
                directory = Files.createTempDirectory("brainstem-recordings-"); // rwx for this user only
            } catch (IOException e) {
                failure = "recording failed: no temporary directory: " + e.getMessage();
                reserved.set(false);
                return;
            }
        }
        file = directory.resolve("brainstem-recording-" + System.currentTimeMillis() + ".jsonl");
        ArrayBlockingQueue<String> lines = new ArrayBlockingQueue<>(QUEUE);
        queue = lines;
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong count = new AtomicLong();
        stopping = stop;
        written = count;
        dropped.set(0);
        failure = null;
        lines.offer(header(batches));
        Path target = file;
        writer = ExchangeThreads.daemon(() -> {
            try {
                write(lines, target, stop, count);
            } finally {
                reserved.set(false);
            }
        }, "brainstem-inspector-recorder");
        last = writer;
        writer.start();
        for (Watched w : batches) {
            w.track = new Track(w);
        }
    }

    /**
     * On the game thread: a batch took new code whose edges may differ, and a recording holds one description,
     * so it ends here; the frame says why.
     */
    void stopReloaded(Watched[] batches, String why) {
        if (recording()) {
            stop(batches);
            failure = "recording stopped: " + why + "; a recording holds one description, record again";
        }
    }

    /** On the game thread: the file is closed once the lines already queued are written. */
    void stop(Watched[] batches) {
        for (Watched w : batches) {
            w.track = null;
        }
        if (stopping != null) {
            stopping.set(true);
        }
        writer = null;
    }

    /** On the game thread, at close: stops, and waits a bounded time for the writer to close its file. */
    void close(Watched[] batches) {
        stop(batches);
        Thread previous = last;
        if (previous != null) {
            try {
                previous.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void write(ArrayBlockingQueue<String> lines, Path target, AtomicBoolean stop, AtomicLong count) {
        // A new file only: a file or a link already at the name (planted there, say) is never written through.
        try (BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            while (true) {
                String line = lines.poll(100, TimeUnit.MILLISECONDS);
                if (line != null) {
                    out.write(line);
                    out.write('\n');
                    count.incrementAndGet();
                } else if (stop.get()) {
                    return;
                } else {
                    out.flush();
                }
            }
        } catch (IOException e) {
            failure = "recording to " + target + " failed: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String header(Watched[] batches) {
        StringBuilder out = new StringBuilder("{\"recording\":1,\"machines\":[");
        for (int i = 0; i < batches.length; i++) {
            Machine m = batches[i].machine;
            out.append(i > 0 ? "," : "").append("{\"name\":");
            Json.quote(out, m.name).append(",\"states\":");
            Json.strings(out, m.states).append(",\"edges\":").append(m.edges.size() + 1).append('}');
        }
        return out.append("]}").toString();
    }

    /** One batch's ticks, recorded: the edge counts at the last tick, to write each tick's own. */
    final class Track implements Watched.Ticks {
        private final long[] before;
        private final int[] pop;
        private final long[] edges;

        Track(Watched w) {
            this.before = w.edgeCounts.clone();
            this.pop = new int[w.machine.stateCount()];
            this.edges = new long[before.length];
        }

        /** On the game thread, after each tick. */
        @Override
        public void tick(Watched w) {
            Machine m = w.machine;
            for (int s = 0; s < pop.length; s++) {
                pop[s] = m.count(s);
            }
            for (int e = 0; e < edges.length; e++) {
                edges[e] = w.edgeCounts[e] - before[e];
                before[e] = w.edgeCounts[e];
            }
            StringBuilder out = new StringBuilder(32 + 8 * (pop.length + edges.length));
            out.append("{\"b\":").append(m.index).append(",\"tick\":").append(w.ticks).append(",\"clock\":");
            Json.number(out, m.batch.clock()).append(",\"pop\":");
            Json.array(out, pop, pop.length).append(",\"edges\":");
            Json.array(out, edges, edges.length).append('}');
            if (!queue.offer(out.toString())) {
                dropped.incrementAndGet();
            }
        }
    }
}
