package dev.brainstem.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The message workloads' tables and targets, from MessageBenchmark results with known figures. */
class MessageReportTest {
    private static String result(String workload, String variant, int entities, double nsPerEntity) {
        return String.format(Locale.ROOT, "{\"benchmark\": \"dev.brainstem.benchmarks.jmh.MessageBenchmark.tick\","
                + " \"jdkVersion\": \"17\", \"vmName\": \"VM\", \"vmVersion\": \"1\","
                + " \"params\": {\"entities\": \"%d\", \"workload\": \"%s\", \"variant\": \"%s\"},"
                + " \"primaryMetric\": {\"score\": %f, \"scoreError\": 1.0, \"scoreUnit\": \"ns/op\","
                + " \"scorePercentiles\": {\"50.0\": %f}},"
                + " \"secondaryMetrics\": {\"gc.alloc.rate.norm\": {\"score\": 0.0},"
                + " \"gc.alloc.rate\": {\"score\": 0.001}}}",
                entities, workload, variant, nsPerEntity * entities, nsPerEntity * entities);
    }

    @Test
    void tablesWithRatiosToTheQueueAndGdxAiAndTheTargets() {
        List<String> items = new ArrayList<>();
        for (int n : new int[] {10_000, 1_000_000}) {
            items.add(result("mail", "brainstemIdBatch", n, 10));
            items.add(result("mail", "brainstemObjectBatch", n, 20));
            items.add(result("mail", "gdxAi", n, 40));
            items.add(result("mail", "handQueue", n, 8));
            items.add(result("westWorld", "brainstemIdBatch", n, n == 10_000 ? 5 : 9));
            items.add(result("westWorld", "gdxAi", n, 30));
            items.add(result("westWorld", "handQueue", n, 4));
        }
        String md = new Report(Result.read("[" + String.join(",", items) + "]")).markdown("m");
        String mail = ReportTest.sectionOf(md, "## ns per entity-update: the mail");
        assertTrue(mail.contains("| Brainstem id mode, batch runner | 10.0 ns (1.25x; 0.25x gdx-ai), 0 B | 10.0 ns"
                + " (1.25x; 0.25x gdx-ai), 0 B |"), mail);
        assertTrue(mail.contains("| hand-written struct-of-arrays, array queues (the limit) | 8.00 ns (1.00x; 0.20x"
                + " gdx-ai), 0 B |"), mail);
        String west = ReportTest.sectionOf(md, "## ns per entity-update: West World");
        assertTrue(west.contains("| Brainstem id mode, batch runner | 5.00 ns (1.25x; 0.17x gdx-ai), 0 B | 9.00 ns"
                + " (2.25x; 0.30x gdx-ai), 0 B |"), west);
        assertFalse(west.contains("object mode"), "no object-mode row when it was not measured:\n" + west);
        String targets = ReportTest.sectionOf(md, "## The design's targets");
        assertTrue(targets.contains("| id mode 3x faster than gdx-ai's MessageDispatcher at every size (mail) |"
                + " 10,000: 4.00x faster, 1,000,000: 4.00x faster | yes |"), targets);
        assertTrue(targets.contains("| id mode within 1.5x of the hand-written queue at every size (mail) | 10,000:"
                + " 1.25x, 1,000,000: 1.25x | yes |"), targets);
        assertTrue(targets.contains("| id mode within 1.5x of the hand-written queue at every size (westWorld) |"
                + " 10,000: 1.25x, 1,000,000: 2.25x | **no** |"), targets);
        assertTrue(targets.contains("| object mode 3x faster than gdx-ai's MessageDispatcher at every size (westWorld)"
                + " | not measured | – |"), targets);
        assertFalse(md.contains("## ns per entity-update: the guard"), "message results are not guard results");
    }
}
