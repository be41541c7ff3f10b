package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.sentry.SentriesBatch;
import dev.brainstem.runtime.BatchProbe;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Issue 41: attaching and closing happen whole or not at all, with nothing left running: no thread, no port,
 * no probe on a batch; the HTTP threads are daemons; one inspector per batch.
 */
class LifecycleTest {
    /** A probe that hears nothing it keeps: a stand-in for any other tool. */
    static final BatchProbe OTHER = new BatchProbe() {
        @Override
        public void transition(long handle, int from, int to, int event) {
        }

        @Override
        public void message(long handle, Object message, int outcome) {
        }

        @Override
        public void ticked(long nanos) {
        }
    };

    @Test
    void attachingDuringATickIsRefusedAndStartsNothing() throws Exception {
        Leftovers.assertNoThreads();
        SentriesBatch batch = Game.populated(2000);
        int port = Leftovers.freePort();
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        AtomicReference<Object> attempt = new AtomicReference<>();
        batch.setListener((handle, from, to, event) -> {
            if (attempt.get() == null) {
                try {
                    attempt.set(Inspector.of(batch).port(port).printTo(new PrintStream(printed)).start());
                } catch (RuntimeException refused) {
                    attempt.set(refused);
                }
            }
        });
        for (int t = 0; attempt.get() == null && t < 100; t++) {
            batch.tick(Game.DT);
        }
        IllegalStateException refused = assertInstanceOf(IllegalStateException.class, attempt.get());
        assertTrue(refused.getMessage().contains("Sentries") && refused.getMessage().contains("ticks"),
                refused.getMessage());
        assertEquals("", printed.toString(), "no address printed");
        Leftovers.assertClosed(port);
        Leftovers.assertNoThreads();
        batch.setListener(null);
        batch.setProbe(OTHER); // no probe was left on the batch: another tool may attach
        batch.setProbe(null);
        try (Inspector inspector = Inspector.of(batch).port(port).printTo(null).start()) {
            assertEquals(port, Leftovers.port(inspector), "the port is free: attaching between ticks works");
        }
        Leftovers.assertNoThreads();
    }

    @Test
    void aPortInUseStartsNothingAndAttachesNothing() throws Exception {
        SentriesBatch batch = Game.populated(100);
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            java.io.UncheckedIOException refused = assertThrows(java.io.UncheckedIOException.class,
                    () -> Inspector.of(batch).port(taken.getLocalPort()).printTo(null).start());
            assertTrue(refused.getMessage().contains(String.valueOf(taken.getLocalPort())), refused.getMessage());
        }
        Leftovers.assertNoThreads();
        batch.setProbe(OTHER); // no probe was left on the batch
        batch.setProbe(null);
    }

    @Test
    void aSecondInspectorOnABatchIsRefusedAndTheFirstKeepsServing() throws Exception {
        SentriesBatch batch = Game.populated(100);
        SentriesBatch other = Game.populated(100);
        try (Inspector first = Inspector.of(batch).printTo(null).start()) {
            int port = Leftovers.freePort();
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> Inspector.of(batch).port(port).printTo(null).start());
            assertTrue(refused.getMessage().contains("Sentries") && refused.getMessage().contains("probe already"),
                    refused.getMessage());
            Leftovers.assertClosed(port);
            // An inspector of two batches, one of them watched already: the other is left as it was, unwatched.
            assertThrows(IllegalStateException.class, () -> Inspector.of(other, batch).printTo(null).start());
            other.setProbe(OTHER);
            other.setProbe(null);
            assertEquals(1, Leftovers.threads().stream().filter(t -> t.getName().equals("HTTP-Dispatcher")).count(),
                    "only the first inspector's server runs");

            first.proceed();
            for (int t = 0; t < 5; t++) {
                batch.tick(Game.DT);
            }
            Thread.sleep(1000 / Inspector.FRAMES_PER_SECOND + 20);
            first.proceed();
            assertEquals(5.0, ticks(new Client(first)), "the first inspector still hears its batch");
        }
        batch.setProbe(OTHER);
        batch.setProbe(null);
        Leftovers.assertNoThreads();
    }

    @Test
    void closingDuringATickIsRefusedAndTheInspectorGoesOnWhole() throws Exception {
        SentriesBatch batch = Game.populated(2000);
        Inspector inspector = Inspector.of(batch).printTo(null).start();
        int port = Leftovers.port(inspector);
        Client client = new Client(inspector);
        AtomicReference<RuntimeException> attempt = new AtomicReference<>();
        batch.setListener((handle, from, to, event) -> {
            if (attempt.get() == null) {
                try {
                    inspector.close();
                    attempt.set(new RuntimeException("closed during a tick"));
                } catch (IllegalStateException refused) {
                    attempt.set(refused);
                }
            }
        });
        int ticks = 0;
        while (attempt.get() == null && ticks < 100) {
            batch.tick(Game.DT);
            ticks++;
        }
        batch.setListener(null);
        assertInstanceOf(IllegalStateException.class, attempt.get());
        assertTrue(attempt.get().getMessage().contains("stays attached"), attempt.get().getMessage());
        assertEquals(200, client.get("/api/frame").statusCode(), "still serving");
        batch.tick(Game.DT);
        ticks++;
        Thread.sleep(1000 / Inspector.FRAMES_PER_SECOND + 20);
        inspector.proceed();
        assertEquals((double) ticks, ticks(client), "still attached: every tick heard");
        assertThrows(IllegalStateException.class, () -> batch.setProbe(OTHER), "the inspector's probe is still on");

        inspector.close();
        Leftovers.assertClosed(port);
        Leftovers.assertNoThreads();
        batch.setProbe(OTHER); // closed: the probe is off
        batch.setProbe(null);
        inspector.close(); // a second close does nothing, and says nothing
        try (Inspector again = Inspector.of(batch).printTo(null).start()) {
            assertTrue(again.address().contains("token="));
        }
    }

    @Test
    void theServersThreadsAreDaemonsAndCloseEndsThemAll() throws Exception {
        SentriesBatch batch = Game.populated(100);
        Inspector inspector = Inspector.of(batch).printTo(null).start();
        int port = Leftovers.port(inspector);
        Client client = new Client(inspector);
        assertEquals(200, client.get("/api/machines").statusCode());
        // A page that watches the stream of frames, and one that sent half a request.
        Socket watching = new Socket(java.net.InetAddress.getLoopbackAddress(), port);
        watching.getOutputStream().write(("GET /api/events?token=" + client.token + " HTTP/1.1\r\nHost: 127.0.0.1:"
                + port + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        InputStream events = watching.getInputStream();
        assertEquals("HTTP/1.1 200", new String(events.readNBytes(12), StandardCharsets.US_ASCII));
        Socket half = new Socket(java.net.InetAddress.getLoopbackAddress(), port);
        half.getOutputStream().write("GET /api/fr".getBytes(StandardCharsets.US_ASCII));
        Thread.sleep(100);
        List<Thread> threads = Leftovers.threads();
        assertTrue(threads.stream().anyMatch(t -> t.getName().equals("HTTP-Dispatcher")), threads.toString());
        for (Thread t : threads) {
            assertTrue(t.isDaemon(), t.getName() + " would keep the game's JVM alive");
        }

        inspector.close();
        Leftovers.assertNoThreads();
        Leftovers.assertClosed(port);
        watching.setSoTimeout(5_000);
        assertTrue(drainsToEnd(events), "the stream is closed");
        watching.close();
        half.close();
    }

    private static boolean drainsToEnd(InputStream in) {
        try {
            while (in.read(new byte[4096]) >= 0) {
                // frames sent before the close
            }
            return true;
        } catch (java.net.SocketTimeoutException stillOpen) {
            return false;
        } catch (java.io.IOException reset) {
            return true; // closed by a reset: ended too
        }
    }

    @SuppressWarnings("unchecked")
    private static double ticks(Client client) throws Exception {
        Map<String, Object> frame = Json.readObject(client.get("/api/frame").body());
        return (Double) ((Map<String, Object>) ((List<?>) frame.get("batches")).get(0)).get("ticks");
    }
}
