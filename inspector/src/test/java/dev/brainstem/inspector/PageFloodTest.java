package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.sentry.SentriesBatch;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 41: whatever a page sends, the game thread gives it a bounded share of its time. A client floods
 * every kind of command (listings of the largest state above all, each of which walks that state) with
 * {@value #IN_FLIGHT} requests in flight while the test's own loop ticks a batch; the rounds alternate
 * between the inspected batch (its loop calling {@code proceed()}) and an identical batch no inspector is
 * attached to, under the same flood, and the median tick rates are compared. The rate is ticks per second
 * of the game thread's own CPU time: the flood's threads compete for the cores in both kinds of round,
 * which on two busy cores would drown what the game thread itself does.
 */
class PageFloodTest {
    static final int ENTITIES = 600_000, ROUNDS = 6, IN_FLIGHT = 64;
    static final long ROUND_NANOS = 300_000_000L;
    /**
     * The inspected rate must be at least this share of the uninspected one. Measured: 0.73 to 0.80 (the
     * probe's own counting about 0.95 of it); with page work unbounded, 0.006.
     */
    static final double KEPT = 0.5;

    @TempDir
    Path recordings;
    /** Time the inspected rounds took, and spent in {@code proceed()}. */
    private long attachedNanos, inProceed;

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
                for (int warm = 0; warm < 3; warm++) {
                    round(inspector, inspected, true);
                    round(inspector, plain, false);
                }
                attachedNanos = 0;
                inProceed = 0;
                double[] with = new double[ROUNDS];
                double[] without = new double[ROUNDS];
                for (int r = 0; r < ROUNDS; r++) {
                    with[r] = round(inspector, inspected, true);
                    without[r] = round(inspector, plain, false);
                }
                double ratio = median(with) / median(without);
                System.out.printf("flooded: %.1f ticks a CPU second inspected, %.1f uninspected (%.3f); %d commands"
                        + " queued; %.2f%% of the inspected rounds in proceed()%n",
                        median(with), median(without), ratio, taken.get(), inProceed * 100.0 / attachedNanos);
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

    /**
     * Ticks per second of this thread's CPU time over one round, the loop ticking {@code batch} (through the
     * inspector when attached).
     */
    private double round(Inspector inspector, SentriesBatch batch, boolean attached) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long ticks = 0;
        long start = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime();
        long now = start;
        while (now - start < ROUND_NANOS) {
            boolean go = !attached || inspector.proceed();
            if (attached) {
                inProceed += System.nanoTime() - now;
            }
            if (go) {
                batch.tick(Game.DT);
                ticks++;
            }
            now = System.nanoTime();
        }
        if (attached) {
            attachedNanos += now - start;
        }
        return ticks * 1e9 / (threads.getCurrentThreadCpuTime() - cpu);
    }

    /**
     * Every command the page has, over and over, {@value #IN_FLIGHT} at a time: listings of the largest state
     * (half of them), resume (pause and step would stop the ticks counted here; they cost what resume costs),
     * breakpoints added (they never hit), removed and cleared, watches, and recordings started and stopped.
     * Answers are 202, a 4xx saying why (breakpoints full, say) or 503 (inbox full, while the loop ticks the
     * other batch); anything else is a problem.
     */
    private static void flood(Client client, AtomicBoolean stop, AtomicLong taken, List<String> problems) {
        String list = "{\"batch\":0,\"state\":\"IDLE\",\"limit\":1000}";
        String[][] commands = {
            {"/api/list", list}, {"/api/control", "{\"action\":\"resume\"}"},
            {"/api/list", list}, {"/api/breakpoints", "{\"action\":\"add\",\"batch\":0,\"from\":\"IDLE\",\"handle\":"
                    + (1L << 40) + "}"},
            {"/api/list", list}, {"/api/watch", "{\"batch\":0,\"handle\":7}"},
            {"/api/list", list}, {"/api/breakpoints", "{\"action\":\"remove\",\"id\":3}"},
            {"/api/list", list}, {"/api/record", "{\"on\":true}"},
            {"/api/list", list}, {"/api/record", "{\"on\":false}"},
            {"/api/list", list}, {"/api/breakpoints", "{\"action\":\"clear\"}"},
        };
        Semaphore slots = new Semaphore(IN_FLIGHT);
        try {
            for (int k = 0; !stop.get(); k++) {
                String[] command = commands[k % commands.length];
                slots.acquire();
                client.postAsync(command[0], command[1]).whenComplete((answer, failure) -> {
                    slots.release();
                    String problem = null;
                    if (failure != null) {
                        problem = stop.get() ? null : "the flood failed: " + failure;
                    } else if (answer.statusCode() == 202) {
                        taken.incrementAndGet();
                    } else if (answer.statusCode() != 503 && (answer.statusCode() / 100 != 4 || answer.body().isBlank())) {
                        problem = command[0] + " " + command[1] + ": " + answer.statusCode() + " " + answer.body();
                    }
                    if (problem != null) {
                        synchronized (problems) {
                            problems.add(problem);
                        }
                    }
                });
            }
            slots.acquire(IN_FLIGHT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
