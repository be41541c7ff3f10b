package dev.brainstem.inspector;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

/** The tests' browser without a window: requests to an inspector's page, with or without its token. */
final class Client {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    final String base;
    final String token;

    Client(Inspector inspector) {
        String address = inspector.address();
        int at = address.indexOf("/?token=");
        this.base = address.substring(0, at);
        this.token = address.substring(at + "/?token=".length());
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri(path, true)).GET());
    }

    HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri(path, true)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json"));
    }

    /** Sent without waiting for the answer: a client with many requests in flight. */
    java.util.concurrent.CompletableFuture<HttpResponse<String>> postAsync(String path, String body) {
        return http.sendAsync(HttpRequest.newBuilder(uri(path, true)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json").timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Like {@link #postAsync}: many requests in flight. */
    java.util.concurrent.CompletableFuture<HttpResponse<String>> getAsync(String path) {
        return http.sendAsync(HttpRequest.newBuilder(uri(path, true)).GET().timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** What runs between two looks at the frame while {@link #awaitCommandsTaken} waits. */
    interface Between {
        void run() throws Exception;
    }

    /**
     * Waits until the game thread has taken every command queued before this call: a frame published after the
     * call says none waits (the game takes them within its allowance, over as many frames as that needs, so a
     * costly one, a recording's first start, makes the next wait for a later frame). {@code between} runs
     * between two looks: the test's own {@code proceed()}, or a pause while a game loop runs. The inspector's
     * tests' one copy of this wait.
     */
    void awaitCommandsTaken(Between between) throws Exception {
        double sent = (Double) frame().get("seq");
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (true) {
            between.run();
            Map<String, Object> frame = frame();
            if ((Double) frame.get("seq") > sent && (Double) frame.get("commandsWaiting") == 0) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the game thread did not take the page's commands in 20 s: waiting "
                        + frame.get("commandsWaiting"));
            }
        }
    }

    /** The frame the page would get now. */
    Map<String, Object> frame() throws Exception {
        return Json.readObject(get("/api/frame").body());
    }

    HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return http.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String path, boolean withToken) {
        return URI.create(base + path + (withToken ? (path.contains("?") ? "&" : "?") + "token=" + token : ""));
    }
}
