package dev.brainstem.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** PairedTickBenchmark's ratios, taken iteration by iteration from JMH's raw data. */
class PairsTest {
    /** Two forks of two iterations; the machine runs at half speed in the second fork's first iteration. */
    private static final String JSON = """
            [{"benchmark": "dev.brainstem.benchmarks.jmh.PairedTickBenchmark.pair", "mode": "avgt",
              "params": {"entities": "1000", "variant": "brainstemIdBatch", "baseline": "handSoaBitsetBuckets"},
              "primaryMetric": {"score": 1.0, "scoreUnit": "ns/op", "rawData": [[2200.0, 2000.0], [4400.0, 2100.0]]},
              "secondaryMetrics": {
                "variantNanos": {"score": 1.0, "rawData": [[1200.0, 1000.0], [2400.0, 1100.0]]},
                "baselineNanos": {"score": 1.0, "rawData": [[1000.0, 1000.0], [2000.0, 1000.0]]}}},
             {"benchmark": "dev.brainstem.benchmarks.jmh.TickBenchmark.tick",
              "params": {"entities": "1000"},
              "primaryMetric": {"score": 1.0, "rawData": [[1.0]]}}]
            """;

    @Test
    void dividesTheTotalsOfEachIteration() {
        List<Pairs.Pair> pairs = Pairs.read(JSON);
        assertEquals(1, pairs.size(), "the result without counters is left out");
        Pairs.Pair p = pairs.get(0);
        assertEquals("{baseline=handSoaBitsetBuckets, entities=1000, variant=brainstemIdBatch}", p.key());
        // 1200/1000, 1000/1000 | 2400/2000, 1100/1000: the slow iteration's ratio is that of the others.
        assertArrayEquals(new double[] {1.2, 1.0}, p.ratios()[0], 1e-12);
        assertArrayEquals(new double[] {1.2, 1.1}, p.ratios()[1], 1e-12);
        assertEquals(1.15, p.median(), 1e-12);
        assertArrayEquals(new double[] {1.1, 1.15}, p.forkMedians(), 1e-12);
        // The pair's 2200 ns per operation, 1200 of 2200 of it the variant's, over 1000 entities.
        assertEquals(1.2, p.variantNs()[0][0], 1e-12);
        assertEquals(1.0, p.baselineNs()[0][0], 1e-12);
    }

    @Test
    void printsTheMedianQuartilesAndExtremes() {
        String text = Pairs.text(Pairs.read(JSON));
        assertTrue(text.contains("  1.150 [1.075 1.200] (1.000 1.200), 4; slowest fork 1.150; forks 1.100 1.150; variant 1.15 ns,"
                + " baseline 1.00 ns\n"),
                text);
    }

    @Test
    void mergesTheRunsOfOneParameterSet() {
        String later = JSON.replace("[[1200.0, 1000.0], [2400.0, 1100.0]]", "[[1300.0, 1300.0], [1000.0, 1000.0]]");
        List<Pairs.Pair> merged = Pairs.merged(List.of(Pairs.read(JSON).get(0), Pairs.read(later).get(0)));
        assertEquals(1, merged.size());
        assertEquals(4, merged.get(0).ratios().length, "the second run's forks follow the first's");
        // The later run's second fork: 1000/2000 and 1000/1000.
        assertArrayEquals(new double[] {1.1, 1.15, 1.3, 0.75}, merged.get(0).forkMedians(), 1e-12);
        assertEquals(1.3, merged.get(0).slowestFork(), 1e-12);
    }

    @Test
    void setsThisBuildAgainstAnother() {
        String slower = JSON.replace("[[1200.0, 1000.0], [2400.0, 1100.0]]", "[[1300.0, 1300.0], [2600.0, 1300.0]]");
        String text = Pairs.against(Pairs.read(JSON), Pairs.read(slower));
        assertTrue(text.contains("  this  1.150 [1.075 1.200] slowest fork 1.150, 2 forks\n"
                + "  other 1.300 [1.300 1.300] slowest fork 1.300, 2 forks\n"
                + "  this over other 0.885\n"), text);
        String alone = Pairs.against(Pairs.read(JSON), List.of());
        assertTrue(alone.contains("only this build ran it"), alone);
    }

    @Test
    void refusesCountersThatDoNotMatchTheScore() {
        String broken = JSON.replace("[[2200.0, 2000.0], [4400.0, 2100.0]]", "[[2200.0, 2000.0], [4400.0]]");
        assertThrows(IllegalArgumentException.class, () -> Pairs.read(broken));
    }

    @Test
    void refusesAnotherModeOrUnit() {
        assertThrows(IllegalArgumentException.class, () -> Pairs.read(JSON.replace("\"ns/op\"", "\"us/op\"")));
        assertThrows(IllegalArgumentException.class, () -> Pairs.read(JSON.replace("\"avgt\"", "\"thrpt\"")));
    }

    @Test
    void interpolatesQuantiles() {
        double[] v = {4, 1, 3, 2};
        assertEquals(1, Stats.quantile(v, 0), 1e-12);
        assertEquals(2.5, Stats.quantile(v, 0.5), 1e-12);
        assertEquals(1.75, Stats.quantile(v, 0.25), 1e-12);
        assertEquals(4, Stats.quantile(v, 1), 1e-12);
        assertEquals(Double.NaN, Stats.quantile(new double[0], 0.5));
    }
}
