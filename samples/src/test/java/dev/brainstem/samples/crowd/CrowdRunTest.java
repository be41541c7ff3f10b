package dev.brainstem.samples.crowd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The crowd sample, run small: what it prints agrees with what it measured, most of the town waits, the
 * polling town visits every citizen every tick and the town with {@code @After} and {@code every} a small part of
 * them, and the strides it sets follow the camera.
 */
class CrowdRunTest {
    private static final int CITIZENS = 20_000;
    private static final int TICKS = 120;

    @Test
    void theTownVisitsFarFewerCitizensThanThePollingTownAndPrintsWhatItMeasured() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CrowdRun.Report report = CrowdRun.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), CITIZENS, TICKS);
        String out = bytes.toString(StandardCharsets.UTF_8);

        assertEquals(CITIZENS, report.citizens());
        for (CrowdRun.Measure m : new CrowdRun.Measure[] {report.town(), report.polling()}) {
            int total = m.counts().values().stream().mapToInt(Integer::intValue).sum();
            assertEquals(CITIZENS, total, m.name() + ": every citizen is in a state");
            int waiting = m.counts().get(CitizenState.HOME) + m.counts().get(CitizenState.QUEUE);
            assertTrue(waiting > CITIZENS * 6 / 10, m.name() + ": most of the town waits: " + m.counts());
            assertTrue(m.counts().get(CitizenState.WANDER) > 0, m.name() + ": some walk: " + m.counts());
            assertTrue(m.msPerTick() > 0, m.name() + ": a tick takes time");
            assertTrue(out.contains(String.format(Locale.ROOT, "%,12.0f visited per tick", m.visitedPerTick())),
                    m.name() + ": printed its visits\n" + out);
            assertTrue(out.contains(m.counts().toString()), m.name() + ": printed its counts\n" + out);
        }
        // Polling: every citizen is visited every tick, waiting or not.
        assertEquals(CITIZENS, report.polling().visitedPerTick(), 0.0, "the polling town visits everyone");
        // Sleeping and slicing: the walkers of the tick's phase (a quarter or less of them) and the citizens whose
        // wait ends; far below the population.
        double walkers = report.town().counts().get(CitizenState.WANDER);
        double visited = report.town().visitedPerTick();
        assertTrue(visited > 0, "some citizens are visited: " + visited);
        assertTrue(visited < walkers / 4 + CITIZENS / 100.0,
                "at most a quarter of the walkers and the waits that end (about 1 in 100 a tick): " + visited);
        assertTrue(visited < CITIZENS / 10.0, "far below the population: " + visited);
        assertTrue(out.contains("crowd: 20,000 citizens, 120 ticks"), out);
        assertTrue(out.contains("% of the polling tick's"), out);
    }

    @Test
    void theStridesFollowTheCamera() {
        Town town = new Town(6_000, CrowdRun.SEED);
        TownBatch batch = new TownBatch(town);
        for (int id = 0; id < 6_000; id++) {
            batch.add(id);
        }
        for (long tick = 0; tick < 60; tick++) {
            CrowdRun.restride(batch, town, tick);
        }
        int[] seen = new int[5];
        for (int id = 0; id < 6_000; id++) {
            long tick = id * 60L / 6_000; // each tick re-strides a sixtieth, in id order: this id's
            float dx = town.x(id) - CrowdRun.cameraX(tick), dy = town.y(id) - CrowdRun.cameraY(tick);
            double d = Math.sqrt(dx * dx + dy * dy);
            int stride = batch.strideOf(id);
            seen[stride]++;
            int expected = d < CrowdRun.NEAR ? 1 : d < CrowdRun.MIDDLE ? 2 : 4;
            if (Math.abs(d - CrowdRun.NEAR) > 0.01 && Math.abs(d - CrowdRun.MIDDLE) > 0.01) {
                assertEquals(expected, stride, "id " + id + " at " + d + " m from the camera");
            }
        }
        assertTrue(seen[1] > 0 && seen[2] > 0 && seen[4] > 0, "near, middle and far citizens");
    }

    @Test
    void refusesAnEmptyRun() {
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertThrows(IllegalArgumentException.class, () -> CrowdRun.run(out, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> CrowdRun.run(out, 10, 0));
    }
}
