package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.sentry.SentryState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A recording holds every tick's populations and edge counts, and the page can fetch it. */
class RecordingTest {
    @TempDir
    Path directory;

    /**
     * Issue 41: a link planted at the recording's name (the name is predictable: the clock's milliseconds) is
     * never written through; the recording fails and says so, and the link's target keeps its bytes.
     */
    @Test
    void aPlantedLinkIsNeverWrittenThrough() throws Exception {
        Path victim = Files.writeString(directory.resolve("victim.txt"), "keep");
        long now = System.currentTimeMillis();
        for (long ms = now; ms < now + 4_000; ms++) {
            Files.createSymbolicLink(directory.resolve("brainstem-recording-" + ms + ".jsonl"), victim);
        }
        var batch = Game.populated(100);
        try (Inspector inspector = Inspector.of(batch).printTo(null).recordTo(directory).start()) {
            Client client = new Client(inspector);
            assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode());
            Map<String, Object> recording = Map.of();
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (recording.get("failure") == null && System.nanoTime() < deadline) {
                inspector.proceed();
                batch.tick(Game.DT);
                Thread.sleep(20);
                recording = recording(client);
            }
            assertTrue(String.valueOf(recording.get("failure")).contains("failed"), "the failure is shown: " + recording);
        }
        assertEquals("keep", Files.readString(victim));
    }

    /**
     * A writer that failed (here: links planted at every name it could take) ended by itself: the next start is
     * taken and stopped like any other, and once the links are gone a start records again (before, the start
     * after a failure kept its reservation for good, and every later start got a 409).
     */
    @Test
    void aFailedWriterDoesNotKeepRecordRefused() throws Exception {
        Path victim = Files.writeString(directory.resolve("victim.txt"), "keep");
        List<Path> links = new ArrayList<>();
        long now = System.currentTimeMillis();
        for (long ms = now; ms < now + 20_000; ms++) {
            links.add(Files.createSymbolicLink(directory.resolve("brainstem-recording-" + ms + ".jsonl"), victim));
        }
        var batch = Game.populated(100);
        try (Inspector inspector = Inspector.of(batch).printTo(null).recordTo(directory).start()) {
            Client client = new Client(inspector);
            for (int failing = 0; failing < 2; failing++) {
                assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode(), "start " + failing);
                take(inspector, client);
                long deadline = System.nanoTime() + 10_000_000_000L;
                while (recorders() > 0 && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                }
                assertEquals(0, recorders(), "the writer ended on the planted link");
            }
            assertEquals(202, client.post("/api/record", "{\"on\":false}").statusCode());
            take(inspector, client);
            for (Path link : links) {
                Files.delete(link);
            }
            assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode(), "a start after a failure");
            take(inspector, client);
            assertEquals(1, recorders(), "a writer runs");
            Map<String, Object> recording = recording(client);
            assertEquals(true, recording.get("on"), recording.toString());
            assertEquals(null, recording.get("failure"), recording.toString());
        }
        assertEquals("keep", Files.readString(victim));
    }

    /** Issue 41: by default recordings go to a new directory that only this user may read and write. */
    @Test
    void theDefaultDirectoryIsPrivate() throws Exception {
        var batch = Game.populated(100);
        try (Inspector inspector = Inspector.of(batch).printTo(null).start()) {
            Client client = new Client(inspector);
            assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode());
            Map<String, Object> recording = Map.of();
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (recording.get("file") == null && System.nanoTime() < deadline) {
                inspector.proceed();
                batch.tick(Game.DT);
                Thread.sleep(20);
                recording = recording(client);
            }
            Path file = Path.of((String) recording.get("file"));
            Path parent = file.getParent();
            assertTrue(parent.getFileName().toString().startsWith("brainstem-recordings-"), parent.toString());
            if (parent.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(parent)));
            }
            client.post("/api/record", "{\"on\":false}");
            inspector.proceed();
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> recording(Client client) throws Exception {
        Map<String, Object> frame = Json.readObject(client.get("/api/frame").body());
        Object recording = frame.get("recording");
        return recording instanceof Map<?, ?> r ? (Map<String, Object>) r : Map.of();
    }

    @Test
    void recordsEveryTick() throws Exception {
        List<long[]> perTick = new ArrayList<>();
        AtomicLong inTick = new AtomicLong();
        var batch = Game.populated(1000);
        batch.setListener((h, f, t, e) -> inTick.incrementAndGet());
        try (Inspector inspector = Inspector.of(batch).printTo(null).recordTo(directory).start()) {
            Client client = new Client(inspector);
            assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode());
            inspector.proceed();
            for (int t = 0; t < 40; t++) {
                inTick.set(0);
                assertTrue(inspector.proceed());
                batch.tick(Game.DT);
                long[] counts = new long[SentryState.values().length + 1];
                for (SentryState s : SentryState.values()) {
                    counts[s.ordinal()] = batch.count(s);
                }
                counts[counts.length - 1] = inTick.get();
                perTick.add(counts);
            }
            client.post("/api/record", "{\"on\":false}");
            inspector.proceed();
            Path file;
            try (var files = Files.list(directory)) {
                file = files.findFirst().orElseThrow();
            }
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (Files.readAllLines(file).size() < 41 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            List<String> lines = Files.readAllLines(file);
            assertEquals(41, lines.size());
            Map<String, Object> header = Json.readObject(lines.get(0));
            assertEquals(1.0, header.get("recording"));
            for (int t = 0; t < 40; t++) {
                Map<String, Object> line = Json.readObject(lines.get(t + 1));
                assertEquals((double) (t + 1), line.get("tick"));
                List<?> pop = (List<?>) line.get("pop");
                long[] expected = perTick.get(t);
                for (int s = 0; s < pop.size(); s++) {
                    assertEquals((double) expected[s], pop.get(s), "tick " + t + " state " + s);
                }
                double made = 0;
                for (Object e : (List<?>) line.get("edges")) {
                    made += (Double) e;
                }
                assertEquals((double) expected[expected.length - 1], made, "tick " + t + "'s transitions");
            }
            var download = client.get("/api/recording");
            assertEquals(200, download.statusCode());
            assertEquals(String.join("\n", lines) + "\n", download.body());
        }
    }

    /**
     * Issue 41: one writer at a time. A start while a recording is written is refused (409, saying why); once
     * stopped and its writer ended, a start is taken.
     */
    @Test
    void aStartWhileAWriterRunsIsRefused() throws Exception {
        var batch = Game.populated(100);
        try (Inspector inspector = Inspector.of(batch).printTo(null).recordTo(directory).start()) {
            Client client = new Client(inspector);
            assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode());
            take(inspector, client);
            batch.tick(Game.DT);
            var again = client.post("/api/record", "{\"on\":true}");
            assertEquals(409, again.statusCode(), "recording already");
            assertTrue(again.body().contains("one at a time"), again.body());
            client.post("/api/record", "{\"on\":false}");
            take(inspector, client);
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (recorders() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertEquals(0, recorders(), "the stopped recording's writer has ended");
            assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode(), "now a start is taken");
            take(inspector, client);
            assertEquals(1, recorders());
            try (var files = Files.list(directory)) {
                assertEquals(2, files.count(), "a file per start taken");
            }
        }
        assertEquals(0, recorders(), "close waits for the writer");
    }

    /**
     * Issue 41: Record toggled from four clients as fast as they can while the game runs (1,555 files, 83 threads
     * and 288 MB in 10 s before): never more than one writer, a file per start taken, the others refused.
     */
    @Test
    void recordToggledFromFourClientsKeepsOneWriter() throws Exception {
        AtomicInteger taken = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        AtomicInteger full = new AtomicInteger();
        ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
        long most = 0;
        try (Game game = new Game(2000, Long.MAX_VALUE, b -> {}, b -> b.recordTo(directory)).start()) {
            long end = System.nanoTime() + 3_000_000_000L;
            List<Thread> clients = new ArrayList<>();
            for (int c = 0; c < 4; c++) {
                Client client = new Client(game.inspector);
                Thread t = new Thread(() -> {
                    try {
                        for (boolean on = true; System.nanoTime() < end; on = !on) {
                            var r = client.post("/api/record", "{\"on\":" + on + "}");
                            if (r.statusCode() == 202 && on) {
                                taken.incrementAndGet();
                            } else if (r.statusCode() == 409 && on && r.body().contains("one at a time")) {
                                refused.incrementAndGet();
                            } else if (r.statusCode() == 503 && r.body().contains("has not taken the last")) {
                                // The game takes the page's commands within its allowance; the inbox fills and a
                                // refused start gives its reservation back, so no file may come of it.
                                full.incrementAndGet();
                            } else if (r.statusCode() != 202) {
                                wrong.add(r.statusCode() + " " + r.body());
                            }
                        }
                    } catch (Exception e) {
                        wrong.add(e.toString());
                    }
                });
                t.start();
                clients.add(t);
            }
            while (System.nanoTime() < end) {
                most = Math.max(most, recorders());
                Thread.sleep(2);
            }
            for (Thread t : clients) {
                t.join();
            }
            game.settle();
        }
        assertEquals(List.of(), List.copyOf(wrong));
        assertTrue(most <= 1, most + " writers at once");
        assertTrue(taken.get() >= 1 && refused.get() >= 1, taken + " starts taken, " + refused + " refused");
        try (var files = Files.list(directory)) {
            assertEquals(taken.get(), files.count(), "a file per start taken, and no other");
        }
        assertEquals(0, recorders(), "close waits for the writer");
    }

    /**
     * Runs frames until the game thread has taken the commands sent: it gives them a bounded share of its time,
     * so that a costly one (a recording's first start) makes the next wait for a later frame.
     */
    static void take(Inspector inspector, Client client) throws Exception {
        client.awaitCommandsTaken(() -> {
            inspector.proceed();
            Thread.sleep(5);
        });
    }

    private static long recorders() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("brainstem-inspector-recorder") && t.isAlive()).count();
    }
}
