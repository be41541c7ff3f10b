package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.sentry.SentriesBatch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 41: whatever a page sends, the game thread gives it a bounded share of its time. A client floods
 * every kind of command (listings of the largest state above all, each of which walks that state) while
 * the test's own loop ticks a batch; the rounds alternate between the inspected batch (its loop calling
 * {@code proceed()}) and an identical batch no inspector is attached to, under the same flood, and the
 * median tick rates are compared.
 */
class PageFloodTest {
    static final int ENTITIES = 200_000, ROUNDS = 6;
    static final long ROUND_NANOS = 300_000_000L;
    /** The inspected rate must be at least this share of the uninspected one (unbounded page work gave 0.05). */
    static final double KEPT = 0.7;

    @TempDir
    Path recordings;

    @Test
    void aFloodingPageKeepsTheTickRateOfAnUninspectedBatch() throws Exception {
        SentriesBatch plain = Game.populated(ENTITIES);
        SentriesBatch inspected = Game.populated(ENTITIES);
        try (Inspector inspector = Inspector.of(inspected).printTo(null).recordTo(recordings).start()) {
            Client client = new Client(inspector);
            AtomicBoolean stop = new AtomicBoolean();
            AtomicLong taken = new AtomicLong();
            List<String> problems = new ArrayList<>();
            Thread flood = new Thread(() -> flood(client, stop, taken, problems), "test-flood");
            flood.setDaemon(true);
            flood.start();
            try {
                round(inspector, inspected, true);
                round(inspector, plain, false);
                double[] with = new double[ROUNDS];
                double[] without = new double[ROUNDS];
                for (int r = 0; r < ROUNDS; r++) {
                    with[r] = round(inspector, inspected, true);
                    without[r] = round(inspector, plain, false);
                }
                double ratio = median(with) / median(without);
                System.out.printf("flooded: %.1f ticks/s inspected, %.1f uninspected (%.3f); %d commands queued%n",
                        median(with), median(without), ratio, taken.get());
                assertTrue(ratio >= KEPT, "inspected under a flood " + Arrays.toString(with) + " ticks/s against "
                        + Arrays.toString(without) + " uninspected: " + ratio);
                assertTrue(taken.get() > 20, "the flood reached the game: " + taken.get() + " commands queued");
            } finally {
                stop.set(true);
                flood.join(10_000);
            }
            synchronized (problems) {
                assertTrue(problems.isEmpty(), problems.toString());
            }
        }
    }

    /** Ticks per second over one round, the loop ticking {@code batch} (through the inspector when attached). */
    private static double round(Inspector inspector, SentriesBatch batch, boolean attached) {
        long ticks = 0;
        long start = System.nanoTime();
        long now;
        while ((now = System.nanoTime()) - start < ROUND_NANOS) {
            if (!attached || inspector.proceed()) {
                batch.tick(Game.DT);
                ticks++;
            }
        }
        return ticks * 1e9 / (now - start);
    }

    /**
     * Every command the page has, in a loop: listings of the largest state, resume (pause and step would stop
     * the ticks counted here; they cost what resume costs), breakpoints added (they never hit), removed and
     * cleared, watches, and recordings started and stopped. Answers are 202, a 4xx saying why (breakpoints
     * full, say) or 503 (inbox full, while the loop ticks the other batch); anything else is a problem.
     */
    private static void flood(Client client, AtomicBoolean stop, AtomicLong taken, List<String> problems) {
        String[][] commands = {
            {"/api/list", "{\"batch\":0,\"state\":\"IDLE\",\"limit\":1000}"},
            {"/api/control", "{\"action\":\"resume\"}"},
            {"/api/list", "{\"batch\":0,\"state\":\"IDLE\",\"limit\":1000}"},
            {"/api/breakpoints", "{\"action\":\"add\",\"batch\":0,\"from\":\"IDLE\",\"handle\":" + (1L << 40) + "}"},
            {"/api/list", "{\"batch\":0,\"state\":\"IDLE\",\"limit\":1000}"},
            {"/api/watch", "{\"batch\":0,\"handle\":7}"},
            {"/api/breakpoints", "{\"action\":\"remove\",\"id\":3}"},
            {"/api/list", "{\"batch\":0,\"state\":\"IDLE\",\"limit\":1000}"},
            {"/api/record", "{\"on\":true}"},
            {"/api/list", "{\"batch\":0,\"state\":\"IDLE\",\"limit\":1000}"},
            {"/api/record", "{\"on\":false}"},
            {"/api/breakpoints", "{\"action\":\"clear\"}"},
        };
        try {
            for (int k = 0; !stop.get(); k++) {
                String[] command = commands[k % commands.length];
                var answer = client.post(command[0], command[1]);
                int status = answer.statusCode();
                if (status == 202) {
                    taken.incrementAndGet();
                } else if (status != 503 && (status / 100 != 4 || answer.body().isBlank())) {
                    synchronized (problems) {
                        problems.add(command[0] + " " + command[1] + ": " + status + " " + answer.body());
                    }
                }
            }
        } catch (Exception e) {
            if (!stop.get()) {
                synchronized (problems) {
                    problems.add("the flood failed: " + e);
                }
            }
        }
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
