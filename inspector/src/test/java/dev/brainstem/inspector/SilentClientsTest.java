package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 41: clients that send a byte and stay silent, or trickle their request, cannot stall the server: the
 * owner is answered at once while a hundred of them are connected, and each is cut off after
 * {@link ExchangeThreads#READ_MILLIS}.
 */
class SilentClientsTest {
    static final int SILENT = 100;

    @Test
    void theOwnerIsAnsweredWhileAHundredSilentClientsAreConnected() throws Exception {
        try (Game game = new Game(2000, Long.MAX_VALUE, b -> {}).start()) {
            Client client = new Client(game.inspector);
            int port = Leftovers.port(game.inspector);
            long quiet = millis(() -> client.get("/api/frame"));
            List<Socket> silent = new ArrayList<>();
            try {
                for (int i = 0; i < SILENT; i++) {
                    Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
                    s.getOutputStream().write('G');
                    s.getOutputStream().flush();
                    silent.add(s);
                }
                // Each silent client holds an exchange, waiting for the rest of its request line.
                long deadline = System.nanoTime() + 5_000_000_000L;
                while (game.inspector.exchanges() < SILENT && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
                assertEquals(SILENT, game.inspector.exchanges(), "every silent client is being read");

                long[] pause = new long[1];
                long paused = millis(() -> {
                    HttpResponse<String> r = client.post("/api/control", "{\"action\":\"pause\"}");
                    pause[0] = r.statusCode();
                    return r;
                });
                assertEquals(202, pause[0]);
                long frame = millis(() -> client.get("/api/frame"));
                assertTrue(paused < 1000 && frame < 1000, "the owner waited " + paused + " ms for pause and " + frame
                        + " ms for a frame beside " + SILENT + " silent clients (" + quiet + " ms without them)");
                game.await(game.inspector::paused, "the pause");
                System.out.println("beside " + SILENT + " silent clients: pause answered in " + paused + " ms, a frame in "
                        + frame + " ms; a frame without them: " + quiet + " ms");

                // Cut off after the read limit: the server closes them; none of them got an answer.
                long cutBy = System.nanoTime() + (ExchangeThreads.READ_MILLIS + 3_000) * 1_000_000L;
                for (Socket s : silent) {
                    s.setSoTimeout((int) Math.max(1, (cutBy - System.nanoTime()) / 1_000_000L));
                    assertTrue(closedWithoutAnswer(s.getInputStream()), "a silent client is cut off");
                }
                game.await(() -> game.inspector.exchanges() == 0, "the silent clients' exchanges to end");
            } finally {
                for (Socket s : silent) {
                    s.close();
                }
            }
        }
        Leftovers.assertNoThreads();
    }

    /** A client that sends a byte of its request every 100 ms is cut off too: the limit is on the whole request. */
    @Test
    void aTricklingClientIsCutOff() throws Exception {
        try (Game game = new Game(100, Long.MAX_VALUE, b -> {}).start()) {
            int port = Leftovers.port(game.inspector);
            byte[] request = ("GET /api/frame?token=" + new Client(game.inspector).token + " HTTP/1.1\r\nHost: 127.0.0.1:"
                    + port + "\r\nX-Slow: " + "x".repeat(200) + "\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            long started = System.nanoTime();
            boolean cut = false;
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                for (byte b : request) {
                    try {
                        s.getOutputStream().write(b);
                        s.getOutputStream().flush();
                    } catch (IOException closed) {
                        cut = true;
                        break;
                    }
                    if (s.getInputStream().available() > 0) {
                        break;
                    }
                    Thread.sleep(100);
                }
                s.setSoTimeout(3_000);
                cut = cut || closedWithoutAnswer(s.getInputStream());
            }
            long took = (System.nanoTime() - started) / 1_000_000;
            assertTrue(cut, "the trickling client was cut off");
            assertTrue(took >= ExchangeThreads.READ_MILLIS - 200 && took < ExchangeThreads.READ_MILLIS + 4_000,
                    "cut after " + took + " ms");
        }
    }

    /** True when the stream ends (or is reset) before any answer; false for an answer or a timeout. */
    private static boolean closedWithoutAnswer(InputStream in) {
        try {
            return in.read() < 0;
        } catch (SocketTimeoutException stillOpen) {
            return false;
        } catch (IOException reset) {
            return true;
        }
    }

    private interface Call {
        Object call() throws Exception;
    }

    private static long millis(Call call) throws Exception {
        long start = System.nanoTime();
        call.call();
        return (System.nanoTime() - start) / 1_000_000;
    }
}
