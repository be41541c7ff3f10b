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
        assertEquals(40, results.size());
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

    /** The section of {@link #md} that starts with {@code heading}, up to the next heading. */
    static String section(String heading) {
        int start = md.indexOf(heading);
        assertTrue(start >= 0, "no " + heading + " in\n" + md);
        int end = md.indexOf("\n## ", start + 1);
        return md.substring(start, end < 0 ? md.length() : end);
    }

    /** The section of {@code markdown} that starts with {@code heading}, up to the next heading. */
    static String sectionOf(String markdown, String heading) {
        int start = markdown.indexOf(heading);
        assertTrue(start >= 0, "no " + heading + " in\n" + markdown);
        int end = markdown.indexOf("\n## ", start + 1);
        return markdown.substring(start, end < 0 ? markdown.length() : end);
    }

    /** The row of {@code section} whose first cell is {@code label}. */
    static String row(String section, String label) {
        return Arrays.stream(section.split("\n")).filter(l -> l.startsWith("| " + label + " |") || l.startsWith("| " + label + " ("))
                .findFirst().orElseThrow(() -> new AssertionError("no row " + label + " in\n" + section));
    }

    @Test
    void theLimitIsTheFasterOfBitsetAndCountingAtEachSize() {
        String limits = section("## The limit");
        assertTrue(limits.contains("| guard | the limit | 3.00 ns (bitset) | 3.00 ns (counting) | 2.50 ns (bitset) |"), limits);
        assertTrue(limits.contains("| guard | the object-mode limit | 4.00 ns (bitset) | 3.80 ns (counting) | 8.00 ns (bitset) |"),
                limits);
        assertTrue(limits.contains("| churn | the limit | 5.00 ns (counting) | – | – |"), limits);
        assertTrue(limits.contains("| churn | the object-mode limit | – | – | – |"), limits);
    }

    @Test
    void givesNsPerEntityUpdateAndTheRatiosToTheLimitAndGdxAi() {
        String guard = section("## ns per entity-update: the guard");
        assertTrue(guard.contains("| variant | 10,000 | 100,000 | 1,000,000 |"), guard);
        assertEquals("| **the limit** | 3.00 ns (1.00x; 0.20x gdx-ai), bitset | 3.00 ns (1.00x; 0.19x gdx-ai), counting"
                + " | 2.50 ns (1.00x; 0.12x gdx-ai), bitset |", row(guard, "**the limit**"));
        assertEquals("| Brainstem id mode, batch runner | 3.15 ns (1.05x; 0.21x gdx-ai) | 3.30 ns (1.10x; 0.21x gdx-ai)"
                + " | 3.00 ns (1.20x; 0.14x gdx-ai) |", row(guard, "Brainstem id mode, batch runner"));
        assertEquals("| hand-written struct-of-arrays, id-ordered lists (the old limit) | 3.40 ns (1.13x; 0.23x gdx-ai)"
                + " | 3.50 ns (1.17x; 0.22x gdx-ai) | 4.00 ns (1.60x; 0.19x gdx-ai) |",
                row(guard, "hand-written struct-of-arrays, id-ordered lists"));
        assertEquals("| hand-written per-entity switch over objects | 10.0 ns (3.33x; 0.67x gdx-ai) | 10.0 ns (3.33x; 0.63x"
                + " gdx-ai) | 12.0 ns (4.80x; 0.57x gdx-ai) |", row(guard, "hand-written per-entity switch over objects"));
    }

    @Test
    void givesTheChurnItsOwnTable() {
        String churn = section("## ns per entity-update: the churn");
        assertEquals("| Brainstem id mode, batch runner | 5.50 ns (1.10x; 0.11x gdx-ai) | – | – |",
                row(churn, "Brainstem id mode, batch runner"));
        assertEquals("| Brainstem id mode, one-entity loop (XFsm.update per id) | 11.0 ns (2.20x; 0.22x gdx-ai) | – | – |",
                row(churn, "Brainstem id mode, one-entity loop"));
        assertFalse(churn.contains("Spring"), "squirrel and Spring run the guard only");
    }

    @Test
    void aResultWithoutAWorkloadIsTheGuards() {
        String guard = section("## ns per entity-update: the guard");
        assertTrue(guard.contains("| hand-written objects in id-ordered lists | 5.00 ns"), guard);
    }

    @Test
    void saysWhichSizesAVariantWasMeasuredAt() {
        assertEquals("| Spring Statemachine 4.0.2 (measured at 10,000 entities only) | 41,250 ns (13,750x; 2,750x gdx-ai) | – | – |",
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
        String section = section("## Bytes allocated per tick");
        assertTrue(section.contains("| Brainstem id mode, batch runner | guard | 0 | 0 | ≈0 |"), section);
        assertTrue(section.contains("| Brainstem id mode, batch runner | churn | 0 | – | – |"), section);
        assertTrue(section.contains("| Brainstem id mode, batch runner, 2 threads | guard | 520 | 520 | 520 |"), section);
        assertTrue(section.contains("| Spring Statemachine 4.0.2 | guard | 1,500,000,000 | – | – |"), section);
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
        String targets = section("## The design's targets");
        assertEquals("| id mode within 1.1x of the limit (guard) | 10,000: 1.05x, 100,000: 1.10x, 1,000,000: 1.20x | **no** |",
                row(targets, "id mode within 1.1x of the limit (guard)"));
        assertEquals("| id mode within 1.1x of the limit (churn) | 10,000: 1.10x (not every size measured) | yes |",
                row(targets, "id mode within 1.1x of the limit (churn)"));
        assertEquals("| id mode 5x faster than gdx-ai at every size (guard) | 10,000: 4.76x faster, 100,000: 4.85x faster,"
                + " 1,000,000: 7.00x faster | **no** |", row(targets, "id mode 5x faster than gdx-ai at every size (guard)"));
        assertEquals("| id mode on 2 threads 1.8x faster at 1M (guard) | 1.20x faster | **no** |",
                row(targets, "id mode on 2 threads 1.8x faster at 1M (guard)"));
        assertEquals("| id mode on 2 threads never slower than sequential (guard) | 10,000: 0.95x, 100,000: 0.76x,"
                + " 1,000,000: 0.83x | yes |", row(targets, "id mode on 2 threads never slower than sequential (guard)"));
        assertEquals("| id mode never slower than the one-entity loop (churn) | 10,000: 0.50x (not every size measured) | yes |",
                row(targets, "id mode never slower than the one-entity loop (churn)"));
        assertEquals("| id mode never slower than the one-entity loop (guard) | not measured | – |",
                row(targets, "id mode never slower than the one-entity loop (guard)"));
        assertEquals("| object mode within 1.1x of the object-mode limit (guard) | not measured | – |",
                row(targets, "object mode within 1.1x of the object-mode limit (guard)"));
        assertEquals("| 1000-state dispatch at most 1.5x the 4-state one (four states at random) | 1.25x | yes |",
                row(targets, "1000-state dispatch at most 1.5x the 4-state one"));
        assertEquals("| no allocation in a sequential tick: Brainstem id mode, batch runner | guard 10,000: 0, guard 100,000: 0,"
                + " guard 1,000,000: ≈0, churn 10,000: 0 B/tick | yes |",
                row(targets, "no allocation in a sequential tick: Brainstem id mode, batch runner"));
        assertEquals("| at most 32 bytes per entity at 4 and 1000 states (object mode) | not measured | – |",
                row(targets, "at most 32 bytes per entity at 4 and 1000 states (object mode)"));
    }

    @Test
    void readsAndReportsTheMemoryPerEntity() {
        List<Report.Memory> memory = Report.readMemory("""
                # states\tmode\tentities\tafter random ticks\tafter herding too\tentity bytes per entity
                4\tobject\t1000000\t12.5\tNaN\t28.0
                4\tid\t1000000\t9.0\tNaN\t12.0
                1000\tobject\t1000000\t20.0\t40.25\t20.0
                1000\tid\t1000000\t30.0\t24.0\t4.0
                """);
        assertEquals(new Report.Memory(1000, "object", 1_000_000, 20.0, 40.25, 20.0), memory.get(2));
        String md = new Report(Result.read(fixture), memory).markdown(null);
        assertTrue(md.contains("| 4 | object | 1,000,000 | 12.5 | – | 28.0 |"), md);
        assertTrue(md.contains("| 1000 | object | 1,000,000 | 20.0 | 40.3 | 20.0 |"), md);
        assertTrue(md.contains("| at most 32 bytes per entity at 4 and 1000 states (object mode) | 4 states: 12.5 B,"
                + " 1000 states: 40.3 B | **no** |"), md);
        assertTrue(md.contains("| at most 32 bytes per entity at 4 and 1000 states (id mode) | 4 states: 9.0 B,"
                + " 1000 states: 30.0 B | yes |"), md);
    }

    @Test
    void writesTheTableAndAChart(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("jmh.json");
        Files.writeString(json, fixture);
        Path machine = dir.resolve("machine.txt");
        Files.writeString(machine, "fixture box\n");
        Path memory = dir.resolve("memory.tsv");
        Files.writeString(memory, "4\tid\t1000\t8.0\tNaN\t12.0\n");
        // Two result files (run.sh writes one per JMH run): the second adds to the first.
        Path second = dir.resolve("jmh-2.json");
        Files.writeString(second, """
                [{"benchmark": "x.TickBenchmark.tick", "params": {"entities": "10000", "variant": "brainstemObjectBatch",
                  "workload": "churn"}, "primaryMetric": {"score": 70000.0, "scoreError": 1.0, "scoreUnit": "ns/op"}}]
                """);
        Report.main(new String[] {"--machine", machine.toString(), "--memory", memory.toString(),
                dir.resolve("out").toString(), json.toString(), second.toString()});
        String written = Files.readString(dir.resolve("out/results.md"));
        assertTrue(written.startsWith("# Brainstem benchmark results\n\nMachine: fixture box  \n"), written);
        assertTrue(written.contains("| Brainstem object mode, batch runner | 7.00 ns (1.40x; 0.14x gdx-ai) | – | – |"), written);
        assertTrue(written.contains("| 4 | id | 1,000 | 8.0 | – | 12.0 |"), written);
        assertNotNull(ImageIO.read(dir.resolve("out/chart-churn.png").toFile()), "the churn's chart");
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
        var series = new Report(Result.read(fixture)).series("guard");
        assertEquals(11, series.size());
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
