package dev.brainstem.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Paired rounds on a machine whose speed drifts: ratios are taken within a round, then their median. */
class RoundsTest {
    private static final String BATCH = "TickBenchmark.tick {entities=1000000, variant=brainstemIdBatch, workload=guard}";

    private static Rounds.Run run(String label, int round, String variant, double nsPerTick) {
        Map<String, String> params = Map.of("entities", "1000000", "variant", variant, "workload", "guard");
        return new Rounds.Run(label, round, new Result("dev.brainstem.benchmarks.jmh.TickBenchmark.tick", "tick", params,
                nsPerTick, Double.NaN, "ns/op", Double.NaN, Double.NaN, "17", "vm"));
    }

    /** Three rounds; the machine runs at half speed in the second, and the limit varies on its own in the third. */
    private static Rounds rounds() {
        List<Rounds.Run> runs = new ArrayList<>();
        double[][] old = {{30, 20}, {60, 40}, {33, 30}};
        double[][] neu = {{24, 20}, {48, 40}, {27, 30}};
        for (int r = 0; r < 3; r++) {
            runs.add(run("old", r + 1, "brainstemIdBatch", old[r][0]));
            runs.add(run("old", r + 1, "handSoaBitsetBuckets", old[r][1]));
            runs.add(run("new", r + 1, "brainstemIdBatch", neu[r][0]));
            runs.add(run("new", r + 1, "handSoaBitsetBuckets", neu[r][1]));
        }
        return new Rounds(runs, "handSoaBitsetBuckets");
    }

    @Test
    void comparesTheLabelsRoundByRound() {
        Rounds rounds = rounds();
        assertEquals(List.of("old", "new"), rounds.labels());
        // 24/30, 48/60, 27/33: the slow round cancels out.
        assertEquals(0.8, rounds.ratioOfLabels(BATCH), 1e-12);
        assertEquals(1.0, rounds.ratioOfLabels(BATCH.replace("brainstemIdBatch", "handSoaBitsetBuckets")), 1e-12);
        assertEquals(Double.NaN, rounds.ratioOfLabels("no such key"));
    }

    @Test
    void comparesEachVariantWithTheBaselineOfItsRound() {
        Rounds rounds = rounds();
        // old: 30/20, 60/40, 33/30; new: 24/20, 48/40, 27/30. Medians of separate runs would say 33/30 = 1.1.
        assertEquals(1.5, rounds.ratioToBaseline("old", BATCH), 1e-12);
        assertEquals(1.2, rounds.ratioToBaseline("new", BATCH), 1e-12);
    }

    @Test
    void printsEveryFigure() {
        String text = rounds().text();
        assertTrue(text.contains(BATCH + "\n  old                  33.0  (rounds: 30.0 60.0 33.0)\n"), text);
        assertTrue(text.contains("  new / old: 0.800  (rounds: 0.800 0.800 0.818)\n"), text);
        assertTrue(text.contains("  new          " + BATCH + ": 1.200\n"), text);
        assertTrue(!text.contains("handSoaBitsetBuckets, workload=guard}: 1.000"), "the baseline over itself: " + text);
    }

    @Test
    void medianOfAnEvenCountIsTheMean() {
        assertEquals(2.5, Rounds.median(List.of(4.0, 1.0, 2.0, 3.0)), 1e-12);
        assertEquals(Double.NaN, Rounds.median(List.of()));
    }
}
