package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.sentry.SentriesBatch;
import dev.brainstem.inspector.sentry.SentryState;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The server is safe by default and nothing a client sends disturbs the game: a batch that ticks
 * while the page gets every kind of bad request ends exactly as an uninspected batch does.
 */
class SafetyTest {
    static final int ENTITIES = 2000, TICKS = 400;

    @Test
    void listensOnTheLoopbackAddressOnly() throws Exception {
        try (Game game = new Game(10, 0, b -> {}).start()) {
            Client client = new Client(game.inspector);
            assertTrue(client.base.startsWith("http://" + InetAddress.getLoopbackAddress().getHostAddress() + ":"),
                    client.base);
            assertEquals(32, client.token.length(), "a 128-bit token in hex");
        }
    }

    /**
     * Issue 41: a page of another site cannot reach the game through a name that resolves to the loopback
     * address (its Host is refused), nor send commands from its origin, even holding the token.
     */
    @Test
    void otherHostsAndOriginsAreRefused() throws Exception {
        try (Game game = new Game(10, 0, b -> {}).start()) {
            Client client = new Client(game.inspector);
            int port = java.net.URI.create(client.base).getPort();
            String frame = "/api/frame?token=" + client.token;
            assertTrue(rawStatus(port, frame, "evil.example:" + port).startsWith("HTTP/1.1 403"), "another host");
            assertTrue(rawStatus(port, frame, "localhost:" + port).startsWith("HTTP/1.1 200"), "localhost");
            assertTrue(rawStatus(port, frame, "127.0.0.1:" + port).startsWith("HTTP/1.1 200"), "127.0.0.1");
            HttpResponse<String> foreign = client.send(HttpRequest.newBuilder(client.uri("/api/control", true))
                    .header("Origin", "http://evil.example").POST(HttpRequest.BodyPublishers.ofString("{\"action\":\"pause\"}")));
            assertEquals(403, foreign.statusCode());
            assertTrue(foreign.body().contains("origin"), foreign.body());
            game.settle();
            assertEquals(false, game.inspector.paused(), "a command from another origin does nothing");
            HttpResponse<String> own = client.send(HttpRequest.newBuilder(client.uri("/api/control", true))
                    .header("Origin", client.base).POST(HttpRequest.BodyPublishers.ofString("{\"action\":\"pause\"}")));
            assertEquals(202, own.statusCode(), "the page's own origin commands");
        }
    }

    /** The status line of a GET of {@code path} sent with {@code host} as its Host header. */
    private static String rawStatus(int port, String path, String host) throws java.io.IOException {
        try (java.net.Socket socket = new java.net.Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            return new java.io.BufferedReader(new java.io.InputStreamReader(socket.getInputStream(),
                    java.nio.charset.StandardCharsets.US_ASCII)).readLine();
        }
    }

    @Test
    void everyRequestNeedsTheToken() throws Exception {
        try (Game game = new Game(10, 0, b -> {}).start()) {
            Client client = new Client(game.inspector);
            for (String path : new String[] {"/", "/inspector.js", "/mermaid.min.js", "/api/machines", "/api/frame",
                    "/api/events", "/nowhere"}) {
                HttpResponse<String> none = client.send(HttpRequest.newBuilder(client.uri(path, false)).GET());
                assertEquals(403, none.statusCode(), path);
                assertTrue(none.body().contains("token"), none.body());
                HttpResponse<String> wrong = client.send(HttpRequest.newBuilder(
                        client.uri(path + "?token=" + "0".repeat(32), false)).GET());
                assertEquals(403, wrong.statusCode(), path);
            }
            HttpResponse<String> pause = client.send(HttpRequest.newBuilder(client.uri("/api/control", false))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"action\":\"pause\"}")));
            assertEquals(403, pause.statusCode());
            game.settle();
            assertEquals(false, game.inspector.paused(), "a control request without the token does nothing");
            HttpResponse<String> header = client.send(HttpRequest.newBuilder(client.uri("/api/machines", false))
                    .header("X-Brainstem-Token", client.token).GET());
            assertEquals(200, header.statusCode());
            HttpResponse<String> page = client.get("/");
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("inspector.js?token=" + client.token), "the page's assets carry the token");
            HttpResponse<String> mermaid = client.get("/mermaid.min.js");
            assertEquals(200, mermaid.statusCode());
            assertTrue(mermaid.body().length() > 1_000_000, "Mermaid is served from its webjar");
        }
    }

    @Test
    void badRequestsGetA4xxAndLeaveTheGameAsAnUninspectedOne() throws Exception {
        SentriesBatch plain = Game.populated(ENTITIES);
        for (int t = 0; t < TICKS; t++) {
            plain.tick(Game.DT);
        }
        List<String> problems = new ArrayList<>();
        try (Game game = new Game(ENTITIES, TICKS, b -> {})) {
            Client client = new Client(game.inspector);
            // A page that stops reading: its stream's frames are dropped, the game does not wait.
            Socket stalled = stalledStream(client);
            game.start();
            int rounds = 0;
            while (game.ticked.get() < TICKS || rounds == 0) {
                rounds++;
                expect(problems, client.get("/api/nothing-here"), 404);
                expect(problems, client.get("/../../etc/passwd"), 404);
                expect(problems, client.post("/api/control", "{\"action\":"), 400);
                expect(problems, client.post("/api/control", "not json"), 400);
                expect(problems, client.post("/api/control", "[1,2]"), 400);
                expect(problems, client.post("/api/control", "{\"action\":\"explode\"}"), 400);
                expect(problems, client.post("/api/control", "{\"action\":\"pause\",\"extra\":1}"), 400);
                expect(problems, client.post("/api/control", "{\"a\":" + "[".repeat(50) + "]".repeat(50) + "}"), 400);
                expect(problems, client.post("/api/control", "{\"action\":\"pause\"}" + " ".repeat(5000)), 413);
                expect(problems, client.post("/api/control", "{\"action\":\"" + "x".repeat(1 << 19) + "\"}"), 413);
                expect(problems, client.post("/api/breakpoints", "{\"action\":\"add\",\"batch\":3}"), 400);
                expect(problems, client.post("/api/breakpoints", "{\"action\":\"add\",\"batch\":0,\"from\":\"NAP\"}"), 400);
                expect(problems, client.post("/api/breakpoints",
                        "{\"action\":\"add\",\"batch\":0,\"event\":\"SNEEZE\"}"), 400);
                expect(problems, client.post("/api/breakpoints",
                        "{\"action\":\"add\",\"batch\":0,\"from\":\"IDLE\",\"message\":\"Noise\"}"), 400);
                expect(problems, client.post("/api/watch", "{\"batch\":0,\"handle\":-4}"), 400);
                expect(problems, client.post("/api/watch", "{\"batch\":0,\"handle\":1.5}"), 400);
                expect(problems, client.post("/api/watch", "{\"batch\":0,\"handle\":\"7\"}"), 400);
                expect(problems, client.post("/api/list", "{\"batch\":0}"), 400);
                expect(problems, client.post("/api/record", "{\"on\":\"yes\"}"), 400);
                expect(problems, client.get("/api/control"), 405);
                expect(problems, client.post("/api/frame", "{}"), 405);
                expect(problems, client.send(HttpRequest.newBuilder(client.uri("/", true))
                        .method("DELETE", HttpRequest.BodyPublishers.noBody())), 405);
                expect(problems, client.send(HttpRequest.newBuilder(client.uri("/api/control", true))
                        .method("PUT", HttpRequest.BodyPublishers.ofString("{\"action\":\"pause\"}"))), 405);
                expect(problems, client.get("/api/recording"), 404);
                game.check();
            }
            game.await(() -> game.ticked.get() == TICKS, TICKS + " ticks");
            stalled.close();
            assertEquals(List.of(), problems);
            assertTrue(rounds >= 1);
            for (SentryState s : SentryState.values()) {
                assertEquals(plain.count(s), game.batch.count(s), s.name());
            }
            assertArrayEquals(states(plain), states(game.batch), "every entity in the same state");
            assertEquals(plain.clock(), game.batch.clock());
        }
    }

    /** Opens the event stream and never reads it. */
    private static Socket stalledStream(Client client) throws Exception {
        java.net.URI uri = client.uri("/api/events", true);
        Socket socket = new Socket(uri.getHost(), uri.getPort());
        socket.setReceiveBufferSize(1024);
        OutputStream out = socket.getOutputStream();
        out.write(("GET " + uri.getRawPath() + "?" + uri.getRawQuery() + " HTTP/1.1\r\nHost: " + uri.getHost()
                + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        InputStream in = socket.getInputStream();
        byte[] status = new byte[12];
        assertEquals(12, in.readNBytes(status, 0, 12));
        assertEquals("HTTP/1.1 200", new String(status, StandardCharsets.US_ASCII));
        return socket;
    }

    private static void expect(List<String> problems, HttpResponse<String> response, int status) {
        if (response.statusCode() != status) {
            problems.add(response.request().method() + " " + response.request().uri().getPath() + ": "
                    + response.statusCode() + " " + response.body());
        } else if (response.body().isBlank()) {
            problems.add(response.request().uri().getPath() + ": a " + status + " without a message");
        }
    }

    static String[] states(SentriesBatch batch) {
        String[] states = new String[ENTITIES];
        for (int id = 0; id < ENTITIES; id++) {
            states[id] = batch.stateOf(id).name() + "/" + batch.previousOf(id);
        }
        return states;
    }
}
