package dev.brainstem.samples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.samples.Demo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The demo's --inspect: the sample runs under the inspector, whose page answers at the printed address. */
class InspectTest {
    @Test
    void westworldInspectedServesItsTwoMachines() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        String[] machines = {null};
        Thread game = new Thread(() -> Demo.run(new String[] {"westworld", "--couples", "50", "--inspect"}, print,
                print, () -> machines[0] != null));
        game.start();
        long deadline = System.nanoTime() + 20_000_000_000L;
        Matcher address;
        while (!(address = Pattern.compile("http://\\S+/\\?token=\\w+").matcher(out.toString(StandardCharsets.UTF_8)))
                .find()) {
            assertTrue(System.nanoTime() < deadline, "no address printed: " + out);
            Thread.sleep(10);
        }
        String url = address.group().replace("/?token=", "/api/machines?token=");
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode());
        assertTrue(response.body().contains("\"name\":\"Miner\"") && response.body().contains("\"name\":\"Wife\""),
                response.body());
        machines[0] = response.body();
        game.join(10_000);
        assertTrue(!game.isAlive(), "the inspected demo stops when told");
    }
}
