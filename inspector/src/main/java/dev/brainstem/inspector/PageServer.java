package dev.brainstem.inspector;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The inspector's one local page, on the JDK's own HTTP server (a page, its scripts and Mermaid's, the
 * machines' description, a stream of frames by Server-Sent Events, and a few control requests: no web
 * framework is needed for that). Every request carries the token printed at start, in the query
 * ({@code ?token=}) or the {@code X-Brainstem-Token} header, or gets a 403. The server's threads never
 * touch a batch: they read published frames and queue checked commands, so that nothing a browser does
 * (stop reading, send garbage, send nothing) can slow or disturb the game; {@link ExchangeThreads} cuts off
 * clients that are silent or slow, so that they cannot stall the page either.
 */
final class PageServer {
    /** What a request too large is read of before its answer; beyond, the connection is closed. */
    static final long MAX_DRAINED = 1 << 20;
    static final int MAX_BODY = 4096, MAX_STREAMS = 4;
    static final String MERMAID = "/META-INF/resources/webjars/mermaid/11.6.0/dist/mermaid.min.js";
    private static final String HTML = "text/html; charset=utf-8", SCRIPT = "text/javascript; charset=utf-8",
            JSON = "application/json";

    /** What a path answers: a page or a query (GET or HEAD), or a command (POST). */
    private record Route(boolean command, Answer answer) {}

    @FunctionalInterface
    private interface Answer {
        void answer(HttpExchange x) throws IOException, Json.BadRequest;
    }

    @FunctionalInterface
    private interface Command {
        Runnable of(Map<String, Object> body) throws Json.BadRequest;
    }

    private final HttpServer server;
    private final ExchangeThreads threads;
    private final byte[] token;
    private final String tokenText;
    private final FrameBoard board;
    private final Control control;
    private final Requests requests;
    private final Recorder recorder;
    /** The machines' description, encoded again only when a hot reload changes it (see {@link #describe}). */
    private volatile byte[] machines;
    /** Every path the page serves, once: what it takes and what it answers. */
    private final Map<String, Route> routes = new LinkedHashMap<>();
    private final AtomicInteger streams = new AtomicInteger();
    private volatile boolean closing;

    PageServer(InetSocketAddress address, String token, FrameBoard board, Control control, Requests requests,
            Recorder recorder, String machines) throws IOException {
        this.tokenText = token;
        this.token = token.getBytes(StandardCharsets.US_ASCII);
        this.board = board;
        this.control = control;
        this.requests = requests;
        this.recorder = recorder;
        this.machines = machines.getBytes(StandardCharsets.UTF_8);
        Answer index = x -> reply(x, 200, HTML, page("index.html").replace("TOKEN_HERE", tokenText));
        routes.put("/", new Route(false, index));
        routes.put("/index.html", new Route(false, index));
        routes.put("/inspector.js", new Route(false, x -> reply(x, 200, SCRIPT, page("inspector.js"))));
        routes.put("/recording.js", new Route(false, x -> reply(x, 200, SCRIPT, page("recording.js"))));
        routes.put("/inspector.css", new Route(false, x -> reply(x, 200, "text/css; charset=utf-8", page("inspector.css"))));
        routes.put("/mermaid.min.js", new Route(false, x -> replyResource(x, SCRIPT)));
        routes.put("/api/machines", new Route(false, x -> reply(x, 200, JSON, this.machines)));
        routes.put("/api/frame", new Route(false, x -> reply(x, 200, JSON, board.latest().json())));
        routes.put("/api/events", new Route(false, this::stream));
        routes.put("/api/recording", new Route(false, this::recording));
        routes.put("/api/history", new Route(false, x -> reply(x, 200, JSON, requests.history())));
        routes.put("/api/control", command(requests::control));
        routes.put("/api/breakpoints", command(requests::breakpoints));
        routes.put("/api/watch", command(requests::watch));
        routes.put("/api/list", command(requests::list));
        routes.put("/api/record", new Route(true, this::record));
        this.server = HttpServer.create(address, 64);
        this.threads = new ExchangeThreads();
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        try {
            startAsDaemon(server);
        } catch (IOException failed) {
            threads.close();
            throw failed;
        }
    }

    /** The machines' description from now on: a hot reload changed it (its version is in it and in the frames). */
    void describe(String machines) {
        this.machines = machines.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The JDK's server starts its dispatcher thread as a daemon only when started from a daemon thread (the
     * thread inherits it): started from the game's, it would keep the game's JVM alive after its main ends.
     */
    private static void startAsDaemon(HttpServer server) throws IOException {
        RuntimeException[] failed = new RuntimeException[1];
        Thread starter = ExchangeThreads.daemon(() -> {
            try {
                server.start();
            } catch (RuntimeException e) {
                failed[0] = e;
            }
        }, "brainstem-inspector-start");
        starter.start();
        try {
            starter.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.stop(0);
            throw new IOException("interrupted while the server started");
        }
        if (failed[0] != null) {
            server.stop(0);
            throw new IOException("the server did not start: " + failed[0].getMessage(), failed[0]);
        }
    }

    InetSocketAddress address() {
        return server.getAddress();
    }

    /** Stops listening and cuts every exchange; returns once their threads have ended (a bounded wait). */
    void close() {
        closing = true;
        server.stop(0);
        threads.close();
    }

    /** How many exchanges run now (for the tests). */
    int exchanges() {
        return threads.running();
    }

    private void handle(HttpExchange x) {
        try (x) {
            try {
                route(x);
            } catch (Json.BadRequest refused) {
                reply(x, refused.status, "text/plain", refused.getMessage());
            } catch (RuntimeException e) {
                reply(x, 500, "text/plain", "the inspector failed on this request: " + e);
            }
        } catch (IOException | RuntimeException gone) {
            // The browser went away mid-answer, or was cut off: nothing to tell it.
        }
    }

    private void route(HttpExchange x) throws IOException, Json.BadRequest {
        String path = x.getRequestURI().getRawPath();
        String method = x.getRequestMethod();
        if (!tokenOk(x)) {
            throw new Json.BadRequest(403, "this request has no valid token: open the address the inspector printed"
                    + " at start, which ends in ?token=...");
        }
        Route route = routes.get(path);
        String host = x.getRequestHeaders().getFirst("Host");
        if (!hostOk(host)) {
            throw new Json.BadRequest(403, "the Host header names no loopback address (" + shorten(String.valueOf(host))
                    + "): open the address the inspector printed");
        }
        boolean command = route != null ? route.command() : path.startsWith("/api/");
        String origin = x.getRequestHeaders().getFirst("Origin");
        if (command && origin != null && !origin.equalsIgnoreCase("http://" + host)) {
            throw new Json.BadRequest(403, "a command from another page's origin (" + shorten(origin) + ") is refused");
        }
        if (route == null) {
            throw new Json.BadRequest(404, "no such page: " + shorten(path));
        }
        if (!method.equals(command ? "POST" : "GET") && !(method.equals("HEAD") && !command)) {
            x.getResponseHeaders().set("Allow", command ? "POST" : "GET, HEAD");
            throw new Json.BadRequest(405, path + " takes " + (command ? "POST" : "GET") + ", not " + shorten(method));
        }
        if (!command) {
            ExchangeThreads.read();
        }
        route.answer().answer(x);
    }

    /** A command: its body checked into a command the game thread runs at its next {@code proceed()}. */
    private Route command(Command checked) {
        return new Route(true, x -> {
            Runnable command = checked.of(commandBody(x));
            queue(command);
            reply(x, 202, JSON, "{\"queued\":true}");
        });
    }

    /** A command's body, read whole: from now on the client has the time to take its answer. */
    private static Map<String, Object> commandBody(HttpExchange x) throws IOException, Json.BadRequest {
        String body = body(x);
        ExchangeThreads.read();
        return Json.readObject(body);
    }

    private void queue(Runnable command) throws Json.BadRequest {
        if (!control.offer(command)) {
            throw new Json.BadRequest(503, "the game has not taken the last " + Control.INBOX
                    + " requests yet (does its loop call proceed()?); try again");
        }
    }

    /**
     * Record on or off. One recording is written at a time: a start is refused (409) while one is being written,
     * or the last one is still being closed, so that toggling Record from many pages at once cannot pile up
     * writers, files and memory.
     */
    private void record(HttpExchange x) throws IOException, Json.BadRequest {
        Map<String, Object> body = commandBody(x);
        Runnable command = requests.record(body);
        boolean start = Boolean.TRUE.equals(body.get("on"));
        if (start && !recorder.reserve()) {
            throw new Json.BadRequest(409, "a recording is being written already (one at a time): stop it, or wait"
                    + " until the last one is closed, then start again");
        }
        try {
            queue(command);
        } catch (Json.BadRequest full) {
            if (start) {
                recorder.release();
            }
            throw full;
        }
        reply(x, 202, JSON, "{\"queued\":true}");
    }

    /** The body, at most {@link #MAX_BODY} bytes of UTF-8; a longer one is refused before it is read. */
    private static String body(HttpExchange x) throws IOException, Json.BadRequest {
        String length = x.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                long declared = Long.parseLong(length.trim());
                if (declared > MAX_BODY) {
                    // Read (up to a bound) and dropped, so that the client, still sending, gets the answer.
                    drain(x.getRequestBody(), Math.min(declared, MAX_DRAINED));
                    throw new Json.BadRequest(413, "a request body holds at most " + MAX_BODY + " bytes, not " + length);
                }
            } catch (NumberFormatException e) {
                throw new Json.BadRequest("a Content-Length that is not a number: " + shorten(length));
            }
        }
        InputStream in = x.getRequestBody();
        byte[] bytes = in.readNBytes(MAX_BODY + 1);
        if (bytes.length > MAX_BODY) {
            throw new Json.BadRequest(413, "a request body holds at most " + MAX_BODY + " bytes");
        }
        var decoder = StandardCharsets.UTF_8.newDecoder();
        try {
            return decoder.decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new Json.BadRequest("the body is not UTF-8");
        }
    }

    private static void drain(InputStream in, long bytes) throws IOException {
        byte[] buffer = new byte[8192];
        for (long left = bytes; left > 0; ) {
            int read = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (read < 0) {
                return;
            }
            left -= read;
        }
    }

    /** Frames as Server-Sent Events, the latest each time; frames this reader skips are counted. */
    private void stream(HttpExchange x) throws IOException, Json.BadRequest {
        if (streams.incrementAndGet() > MAX_STREAMS) {
            streams.decrementAndGet();
            throw new Json.BadRequest(503, "at most " + MAX_STREAMS + " pages watch at once");
        }
        try {
            x.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
            x.getResponseHeaders().set("Cache-Control", "no-store");
            x.sendResponseHeaders(200, 0);
            ExchangeThreads.streaming();
            OutputStream out = x.getResponseBody();
            long sent = 0;
            while (!closing) {
                FrameBoard.Frame frame = board.latest();
                if (frame.seq() != sent) {
                    board.skipped(sent, frame.seq());
                    out.write(("data: " + frame.json() + "\n\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    sent = frame.seq();
                }
                try {
                    Thread.sleep(40);
                } catch (InterruptedException e) {
                    return;
                }
            }
        } finally {
            streams.decrementAndGet();
        }
    }

    private void recording(HttpExchange x) throws IOException, Json.BadRequest {
        Path file = recorder.file();
        if (file == null || !Files.isRegularFile(file)) {
            throw new Json.BadRequest(404, "nothing recorded yet");
        }
        x.getResponseHeaders().set("Content-Type", "application/x-ndjson");
        x.getResponseHeaders().set("Content-Disposition", "attachment; filename=\"" + file.getFileName() + "\"");
        x.getResponseHeaders().set("Cache-Control", "no-store");
        x.sendResponseHeaders(200, 0);
        try (OutputStream out = x.getResponseBody()) {
            Files.copy(file, out);
        }
    }

    /**
     * Whether a request's {@code Host} names the loopback address (by {@code localhost}, {@code 127.0.0.1} or
     * {@code [::1]}): a page of another site whose name an attacker points at 127.0.0.1 (DNS rebinding) sends its
     * own name and is refused, token or not. An inspector bound elsewhere on purpose takes any host.
     */
    private boolean hostOk(String host) {
        if (!server.getAddress().getAddress().isLoopbackAddress()) {
            return true;
        }
        if (host == null) {
            return false;
        }
        String name = host.toLowerCase(java.util.Locale.ROOT);
        int colon = name.lastIndexOf(':');
        if (colon > name.lastIndexOf(']')) {
            name = name.substring(0, colon);
        }
        return name.equals("localhost") || name.equals("127.0.0.1") || name.equals("[::1]");
    }

    private boolean tokenOk(HttpExchange x) {
        String given = x.getRequestHeaders().getFirst("X-Brainstem-Token");
        String query = x.getRequestURI().getRawQuery();
        if (given == null && query != null) {
            for (String pair : query.split("&")) {
                if (pair.startsWith("token=")) {
                    given = URLDecoder.decode(pair.substring(6), StandardCharsets.UTF_8);
                }
            }
        }
        return given != null && MessageDigest.isEqual(token, given.getBytes(StandardCharsets.UTF_8));
    }

    private static String page(String name) throws IOException {
        try (InputStream in = PageServer.class.getResourceAsStream("page/" + name)) {
            if (in == null) {
                throw new IOException("the inspector's jar lacks page/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void replyResource(HttpExchange x, String type) throws IOException, Json.BadRequest {
        try (InputStream in = PageServer.class.getResourceAsStream(MERMAID)) {
            if (in == null) {
                throw new Json.BadRequest(404, "Mermaid is missing: add org.webjars.npm:mermaid 11.6.0 to the class path");
            }
            x.getResponseHeaders().set("Content-Type", type);
            x.getResponseHeaders().set("Cache-Control", "max-age=3600");
            x.sendResponseHeaders(200, 0);
            try (OutputStream out = x.getResponseBody()) {
                in.transferTo(out);
            }
        }
    }

    private static void reply(HttpExchange x, int status, String type, String text) throws IOException {
        reply(x, status, type, text.getBytes(StandardCharsets.UTF_8));
    }

    private static void reply(HttpExchange x, int status, String type, byte[] bytes) throws IOException {
        x.getResponseHeaders().set("Content-Type", type);
        x.getResponseHeaders().set("Cache-Control", "no-store");
        x.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        boolean head = x.getRequestMethod().equals("HEAD");
        x.sendResponseHeaders(status, head ? -1 : bytes.length == 0 ? -1 : bytes.length);
        if (!head && bytes.length > 0) {
            try (OutputStream out = x.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    private static String shorten(String s) {
        return s.length() > 80 ? s.substring(0, 80) + "..." : s;
    }
}
