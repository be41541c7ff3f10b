package dev.brainstem.inspector;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

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

    HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return http.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String path, boolean withToken) {
        return URI.create(base + path + (withToken ? (path.contains("?") ? "&" : "?") + "token=" + token : ""));
    }
}
