package dev.brainstem.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report generator on a small JMH result file, {@code jmh-fixture.json}, with known figures. */
class ReportTest {
    static String fixture;
    static String md;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = ReportTest.class.getResourceAsStream("/jmh-fixture.json")) {
            fixture = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        md = new Report(Result.read(fixture)).markdown("test machine, 2 cores");
    }

    /** The table row whose first cell is {@code label}. */
    static String row(String label) {
        return Arrays.stream(md.split("\n")).filter(l -> l.startsWith("| " + label + " |") || l.startsWith("| " + label + " ("))
                .findFirst().orElseThrow(() -> new AssertionError("no row " + label + " in\n" + md));
    }

    @Test
    void readsEveryResult() {
        List<Result> results = Result.read(fixture);
        assertEquals(23, results.size());
        Result spring = results.stream().filter(r -> "spring".equals(r.variant())).findFirst().orElseThrow();
        assertEquals(10_000, spring.entities());
        assertEquals("ms/op", spring.unit());
        assertEquals(41_250.0, spring.nsPerUpdate(), 1e-9);
        assertEquals(1.5e9, spring.bytesPerTick());
        assertTrue(Double.isNaN(spring.error()), "JMH writes a missing error as the string NaN");
        Result onUpdate = results.stream().filter(r -> r.method().equals("onUpdate4")).findFirst().orElseThrow();
        assertTrue(Double.isNaN(onUpdate.bytesPerTick()), "no -prof gc figure");
        assertEquals(0.05, onUpdate.error());
    }

    @Test
    void headsTheTableWithTheMachineAndJdk() {
        assertTrue(md.contains("Machine: test machine, 2 cores"), md);
        assertTrue(md.contains("JDK: 17.0.15 (OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1)"), md);
    }

    @Test
    void givesNsPerEntityUpdateAndTheRatioToTheLimit() {
        assertTrue(md.contains("| variant | 10,000 | 100,000 | 1,000,000 |"), md);
        assertEquals("| hand-written struct-of-arrays, id-ordered buckets (the limit) | 3.40 ns (1.00x) | 3.50 ns (1.00x) | 4.00 ns (1.00x) |",
                row("hand-written struct-of-arrays, id-ordered buckets"));
        assertEquals("| Brainstem id mode, batch runner | 3.57 ns (1.05x) | 3.85 ns (1.10x) | 4.80 ns (1.20x) |",
                row("Brainstem id mode, batch runner"));
        assertEquals("| hand-written per-entity switch over objects | 10.0 ns (2.94x) | 10.0 ns (2.86x) | 12.0 ns (3.00x) |",
                row("hand-written per-entity switch over objects"));
    }

    @Test
    void saysWhichSizesAVariantWasMeasuredAt() {
        assertEquals("| Spring Statemachine 4.0.2 (measured at 10,000 entities only) | 41,250 ns (12,132x) | – | – |",
                row("Spring Statemachine 4.0.2"));
    }

    @Test
    void listsVariantsInTableOrderAndLeavesOutTheUnmeasured() {
        int id = md.indexOf("| Brainstem id mode, batch runner |");
        int hand = md.indexOf("| hand-written per-entity switch");
        int gdx = md.indexOf("| libGDX gdx-ai");
        assertTrue(id > 0 && id < hand && hand < gdx, md);
        assertTrue(!md.contains("stateless4j"), "no row for a variant without results");
    }

    @Test
    void givesBytesPerTickRoundingNoiseToZero() {
        String section = md.substring(md.indexOf("## Bytes allocated per tick"), md.indexOf("## Dispatch"));
        assertTrue(section.contains("| Brainstem id mode, batch runner | 0 | 0 | ≈0 |"), section);
        assertTrue(section.contains("| Brainstem id mode, batch runner, 2 threads | 520 | 520 | 520 |"), section);
        assertTrue(section.contains("| Spring Statemachine 4.0.2 | 1,500,000,000 | – | – |"), section);
    }

    @Test
    void countsAnAllocationRateBelowJmhsOwnAsNone() {
        Result noise = tick(210.2, 0.004);
        Result real = tick(210.2, 0.5);
        assertTrue(Report.allocatesNothing(noise));
        assertEquals("≈0", Report.allocation(noise));
        assertTrue(!Report.allocatesNothing(real));
        assertEquals("210", Report.allocation(real));
        assertTrue(Report.allocatesNothing(tick(0.4, 3.0)), "less than a byte a tick");
        assertEquals("–", Report.allocation(tick(Double.NaN, Double.NaN)));
    }

    static Result tick(double bytesPerTick, double megabytesPerSecond) {
        return new Result("x.TickBenchmark.tick", "tick", java.util.Map.of("entities", "1000", "variant", "v"), 1, 0,
                "ns/op", bytesPerTick, megabytesPerSecond, "17", "vm");
    }

    @Test
    void comparesTheDispatchOf4And1000States() {
        String four = "| four states at random (for 1000 states, four spread over the machine) | ";
        assertTrue(md.contains(four + "`XFsm.dispatch(entity, key, STAY, dt)` | 2.00 ns | 2.50 ns | 1.25x |"), md);
        assertTrue(md.contains(four + "`XFsm.onUpdate(entity, state, dt)` | 1.60 ns | 2.00 ns | 1.25x |"), md);
        assertFalse(md.contains("| every call a state at random"), "no uniform sequence was measured: " + md);
        assertFalse(md.contains("not inlined"), "no call through a method was measured: " + md);
    }

    @Test
    void checksTheDesignsTargets() {
        assertEquals("| id mode within 1.1x of the limit | 10,000: 1.05x, 100,000: 1.10x, 1,000,000: 1.20x | **no** |",
                row("id mode within 1.1x of the limit"));
        assertEquals("| id mode 5x faster than gdx-ai at 1M | 4.38x faster | **no** |", row("id mode 5x faster than gdx-ai at 1M"));
        assertEquals("| id mode on 2 threads 1.7x faster at 1M | 1.92x faster | yes |", row("id mode on 2 threads 1.7x faster at 1M"));
        assertEquals("| object mode within 1.1x of objects in id-ordered buckets | not measured | – |",
                row("object mode within 1.1x of objects in id-ordered buckets"));
        assertEquals("| 1000-state dispatch at most 1.5x the 4-state one (four states at random) | 1.25x | yes |",
                row("1000-state dispatch at most 1.5x the 4-state one"));
        assertEquals("| no allocation in a sequential tick: Brainstem id mode, batch runner | 10,000: 0, 100,000: 0, 1,000,000: ≈0 B/tick | yes |",
                row("no allocation in a sequential tick: Brainstem id mode, batch runner"));
    }

    @Test
    void writesTheTableAndAChart(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("jmh.json");
        Files.writeString(json, fixture);
        Path machine = dir.resolve("machine.txt");
        Files.writeString(machine, "fixture box\n");
        Report.main(new String[] {json.toString(), dir.resolve("out").toString(), machine.toString()});
        String written = Files.readString(dir.resolve("out/results.md"));
        assertTrue(written.startsWith("# Brainstem benchmark results\n\nMachine: fixture box  \n"), written);
        BufferedImage png = ImageIO.read(dir.resolve("out/chart.png").toFile());
        assertNotNull(png, "a PNG");
        assertEquals(1400, png.getWidth());
        assertEquals(750, png.getHeight());
        // Something is drawn: more than a handful of colours.
        long colours = java.util.stream.IntStream.range(0, png.getWidth() * png.getHeight())
                .map(i -> png.getRGB(i % png.getWidth(), i / png.getWidth())).distinct().count();
        assertTrue(colours > 20, "colours: " + colours);
    }

    @Test
    void chartHasASeriesPerVariant() {
        var series = new Report(Result.read(fixture)).series();
        assertEquals(7, series.size());
        assertEquals(List.of(10_000, 100_000, 1_000_000), List.copyOf(series.get("libGDX gdx-ai 1.8.2 DefaultStateMachine").keySet()));
        assertEquals(21.0, series.get("libGDX gdx-ai 1.8.2 DefaultStateMachine").get(1_000_000), 1e-9);
        assertEquals(1, series.get("Spring Statemachine 4.0.2").size());
    }

    @Test
    void scoresAreTheMedianIterationWhereJmhGivesPercentiles() {
        String json = """
                [{"benchmark": "x.TickBenchmark.tick", "params": {"entities": "1000", "variant": "v"},
                  "primaryMetric": {"score": 3000.0, "scoreError": 10.0, "scoreUnit": "ns/op",
                    "scorePercentiles": {"0.0": 1000.0, "50.0": 2000.0, "100.0": 9000.0}}},
                 {"benchmark": "x.TickBenchmark.tick", "params": {"entities": "10", "variant": "v"},
                  "primaryMetric": {"score": 70.0, "scoreError": 1.0, "scoreUnit": "ns/op"}}]
                """;
        List<Result> results = Result.read(json);
        assertEquals(2000.0, results.get(0).score(), "the 50th percentile, not the mean");
        assertEquals(70.0, results.get(1).score(), "the mean where there are no percentiles");
    }
}
