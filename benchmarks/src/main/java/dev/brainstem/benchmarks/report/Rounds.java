package dev.brainstem.benchmarks.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Paired rounds: an A/B of two builds on a shared machine whose speed drifts. {@code benchmarks/ab.sh} runs the
 * same JMH benchmarks once per build in each round, one build after the other (the order alternating from round
 * to round), and writes each run's JSON as
 * {@code LABEL-ROUND.json}; this reads them and prints, for every parameter set, each label's median over the
 * rounds, the ratio of the second label to the first in each round and the median of those ratios, and, per
 * label, each variant's ratio to a baseline variant run in the same round (by default the limit,
 * {@code handSoaBitsetBuckets}). A ratio taken within a round, between runs a minute apart, leaves out what the
 * machine's neighbours did over the hour, which medians of separate runs do not: on 2026-11-26 the limit's own
 * figure at a million guards moved between 2.6 and 5.3 ms per tick within an hour.
 *
 * <pre>java -cp benchmarks.jar dev.brainstem.benchmarks.report.Rounds [--baseline VARIANT] LABEL-ROUND.json...</pre>
 */
final class Rounds {
    /** One run's result: its label (the build), its round, and what JMH measured. */
    record Run(String label, int round, Result result) {}

    private final List<Run> runs;
    private final String baseline;
    /** Per parameter set (benchmark and parameters), per label, per round: the run's score (its median iteration). */
    private final Map<String, Map<String, TreeMap<Integer, Double>>> scores = new TreeMap<>();
    /** One result of each parameter set, by the same key. */
    private final Map<String, Result> results = new TreeMap<>();

    Rounds(List<Run> runs, String baseline) {
        this.runs = List.copyOf(runs);
        this.baseline = baseline;
        for (Run run : runs) {
            String key = key(run.result(), run.result().variant());
            scores.computeIfAbsent(key, k -> new LinkedHashMap<>())
                    .computeIfAbsent(run.label(), k -> new TreeMap<>())
                    .put(run.round(), run.result().score());
            results.putIfAbsent(key, run.result());
        }
    }

    public static void main(String[] args) throws IOException {
        String baseline = "handSoaBitsetBuckets";
        List<Run> runs = new ArrayList<>();
        for (int a = 0; a < args.length; a++) {
            if (args[a].equals("--baseline")) {
                baseline = args[++a];
                continue;
            }
            Path file = Paths.get(args[a]);
            String name = file.getFileName().toString().replaceFirst("\\.json$", "");
            int dash = name.lastIndexOf('-');
            if (dash < 1) {
                throw new IllegalArgumentException("not LABEL-ROUND.json: " + file);
            }
            int round = Integer.parseInt(name.substring(dash + 1));
            for (Result r : Result.read(Files.readString(file, StandardCharsets.UTF_8))) {
                runs.add(new Run(name.substring(0, dash), round, r));
            }
        }
        System.out.print(new Rounds(runs, baseline).text());
    }

    /** The labels in the order their first run appears: the first is A, the second B. */
    List<String> labels() {
        return runs.stream().map(Run::label).distinct().toList();
    }

    /** The median over the rounds of B's score over A's in the same round, for {@code key}; NaN without pairs. */
    double ratioOfLabels(String key) {
        return median(labelRatios(key));
    }

    /** B's score over A's, round by round, for {@code key}; empty without two labels or pairs. */
    private List<Double> labelRatios(String key) {
        List<String> labels = labels();
        Map<String, TreeMap<Integer, Double>> byLabel = scores.get(key);
        if (labels.size() < 2 || byLabel == null) {
            return List.of();
        }
        return pairs(byLabel.get(labels.get(0)), byLabel.get(labels.get(1)));
    }

    /**
     * The median over the rounds of {@code key}'s score over the baseline variant's with the same other
     * parameters, in the same round and label; NaN where the baseline was not run.
     */
    double ratioToBaseline(String label, String key) {
        Result r = results.get(key);
        Map<String, TreeMap<Integer, Double>> base = r == null ? null : scores.get(key(r, baseline));
        if (base == null) {
            return Double.NaN;
        }
        return median(pairs(base.get(label), scores.get(key).get(label)));
    }

    String text() {
        StringBuilder out = new StringBuilder();
        List<String> labels = labels();
        out.append("Medians over the rounds of each run's median iteration");
        if (labels.size() >= 2) {
            out.append("; ").append(labels.get(1)).append(" / ").append(labels.get(0)).append(" round by round");
        }
        out.append(":\n");
        for (Map.Entry<String, Map<String, TreeMap<Integer, Double>>> e : scores.entrySet()) {
            out.append(e.getKey()).append('\n');
            for (String label : labels) {
                TreeMap<Integer, Double> byRound = e.getValue().get(label);
                if (byRound != null) {
                    out.append(String.format(Locale.ROOT, "  %-12s %12.1f  (rounds: %s)%n", label,
                            median(new ArrayList<>(byRound.values())), join(byRound.values())));
                }
            }
            List<Double> ratios = labelRatios(e.getKey());
            if (!ratios.isEmpty()) {
                out.append(String.format(Locale.ROOT, "  %s / %s: %.3f  (rounds: %s)%n", labels.get(1), labels.get(0),
                        median(ratios), join(ratios)));
            }
        }
        out.append("Each variant over ").append(baseline).append(" in the same round and label (median of the rounds):\n");
        for (String label : labels) {
            for (Map.Entry<String, Result> e : results.entrySet()) {
                String variant = e.getValue().variant();
                double ratio = variant == null || variant.equals(baseline) ? Double.NaN
                        : ratioToBaseline(label, e.getKey());
                if (!Double.isNaN(ratio)) {
                    out.append(String.format(Locale.ROOT, "  %-12s %s: %.3f%n", label, e.getKey(), ratio));
                }
            }
        }
        return out.toString();
    }

    /** The parameter set of {@code r} with its variant set to {@code variant}, as one line. */
    static String key(Result r, String variant) {
        Map<String, String> params = new TreeMap<>(r.params());
        if (variant != null) {
            params.put("variant", variant);
        }
        return r.benchmark().substring(r.benchmark().lastIndexOf('.', r.benchmark().lastIndexOf('.') - 1) + 1)
                + " " + params;
    }

    /** {@code b / a} for each round both have, in round order. */
    static List<Double> pairs(TreeMap<Integer, Double> a, TreeMap<Integer, Double> b) {
        List<Double> ratios = new ArrayList<>();
        if (a == null || b == null) {
            return ratios;
        }
        for (Map.Entry<Integer, Double> e : a.entrySet()) {
            Double other = b.get(e.getKey());
            if (other != null) {
                ratios.add(other / e.getValue());
            }
        }
        return ratios;
    }

    static double median(List<Double> values) {
        return Stats.median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static String join(Iterable<Double> values) {
        StringBuilder s = new StringBuilder();
        for (double v : values) {
            s.append(s.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, v < 10 ? "%.3f" : "%.1f", v));
        }
        return s.toString();
    }
}
