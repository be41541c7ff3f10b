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
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The inspector's one local page, on the JDK's own HTTP server (a page, its script and Mermaid's, the
 * machines' description, a stream of frames by Server-Sent Events, and a few control requests: no web
 * framework is needed for that). Every request carries the token printed at start, in the query
 * ({@code ?token=}) or the {@code X-Brainstem-Token} header, or gets a 403. The server's threads never
 * touch a batch: they read published frames and queue checked commands, so that nothing a browser does
 * (stop reading, send garbage) can slow or disturb the game.
 */
final class PageServer {
    /** What a request too large is read of before its answer; beyond, the connection is closed. */
    static final long MAX_DRAINED = 1 << 20;
    static final int MAX_BODY = 4096, MAX_STREAMS = 4, THREADS = 8;
    static final String MERMAID = "/META-INF/resources/webjars/mermaid/11.6.0/dist/mermaid.min.js";

    private final HttpServer server;
    private final ThreadPoolExecutor threads;
    private final byte[] token;
    private final String tokenText;
    private final FrameBoard board;
    private final Control control;
    private final Requests requests;
    private final Recorder recorder;
    private final String machines;
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
        this.machines = machines;
        this.server = HttpServer.create(address, 16);
        this.threads = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(64), r -> {
            Thread t = new Thread(r, "brainstem-inspector-http");
            t.setDaemon(true);
            return t;
        }, new ThreadPoolExecutor.CallerRunsPolicy());
        threads.allowCoreThreadTimeOut(true);
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        server.start();
    }

    InetSocketAddress address() {
        return server.getAddress();
    }

    void close() {
        closing = true;
        server.stop(0);
        threads.shutdownNow();
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
            // The browser went away mid-answer: nothing to tell it.
        }
    }

    private void route(HttpExchange x) throws IOException, Json.BadRequest {
        String path = x.getRequestURI().getRawPath();
        String method = x.getRequestMethod();
        if (!tokenOk(x)) {
            throw new Json.BadRequest(403, "this request has no valid token: open the address the inspector printed"
                    + " at start, which ends in ?token=...");
        }
        boolean post = path.startsWith("/api/") && !path.equals("/api/machines") && !path.equals("/api/frame")
                && !path.equals("/api/events") && !path.equals("/api/recording") && !path.equals("/api/history");
        String host = x.getRequestHeaders().getFirst("Host");
        if (!hostOk(host)) {
            throw new Json.BadRequest(403, "the Host header names no loopback address (" + shorten(String.valueOf(host))
                    + "): open the address the inspector printed");
        }
        String origin = x.getRequestHeaders().getFirst("Origin");
        if (post && origin != null && !origin.equalsIgnoreCase("http://" + host)) {
            throw new Json.BadRequest(403, "a command from another page's origin (" + shorten(origin) + ") is refused");
        }
        if (!known(path)) {
            throw new Json.BadRequest(404, "no such page: " + shorten(path));
        }
        if (!method.equals(post ? "POST" : "GET") && !(method.equals("HEAD") && !post)) {
            x.getResponseHeaders().set("Allow", post ? "POST" : "GET, HEAD");
            throw new Json.BadRequest(405, path + " takes " + (post ? "POST" : "GET") + ", not " + shorten(method));
        }
        switch (path) {
            case "/":
            case "/index.html":
                reply(x, 200, "text/html; charset=utf-8", page("index.html").replace("TOKEN_HERE", tokenText));
                return;
            case "/inspector.js":
                reply(x, 200, "text/javascript; charset=utf-8", page("inspector.js"));
                return;
            case "/inspector.css":
                reply(x, 200, "text/css; charset=utf-8", page("inspector.css"));
                return;
            case "/mermaid.min.js":
                replyResource(x, "text/javascript; charset=utf-8");
                return;
            case "/api/machines":
                reply(x, 200, "application/json", machines);
                return;
            case "/api/frame":
                reply(x, 200, "application/json", board.latest().json());
                return;
            case "/api/events":
                stream(x);
                return;
            case "/api/history":
                reply(x, 200, "application/json", requests.history());
                return;
            case "/api/recording":
                recording(x);
                return;
            default:
                command(x, path);
        }
    }

    private static boolean known(String path) {
        switch (path) {
            case "/": case "/index.html": case "/inspector.js": case "/inspector.css": case "/mermaid.min.js":
            case "/api/machines": case "/api/frame": case "/api/events": case "/api/recording": case "/api/history":
            case "/api/control": case "/api/breakpoints": case "/api/watch": case "/api/list": case "/api/record":
                return true;
            default:
                return false;
        }
    }

    private void command(HttpExchange x, String path) throws IOException, Json.BadRequest {
        Map<String, Object> body = Json.readObject(body(x));
        Runnable command;
        switch (path) {
            case "/api/control": command = requests.control(body); break;
            case "/api/breakpoints": command = requests.breakpoints(body); break;
            case "/api/watch": command = requests.watch(body); break;
            case "/api/list": command = requests.list(body); break;
            case "/api/record": command = requests.record(body); break;
            default: throw new Json.BadRequest(404, "no such page: " + shorten(path));
        }
        if (!control.offer(command)) {
            throw new Json.BadRequest(503, "the game has not taken the last " + Control.INBOX
                    + " requests yet (does its loop call proceed()?); try again");
        }
        reply(x, 202, "application/json", "{\"queued\":true}");
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
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
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
