package dev.brainstem.benchmarks.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The ratios of {@code PairedTickBenchmark}: for each parameter set, the variant's time over the baseline's in
 * each measured iteration of each fork (both totals taken over the same iteration, their ticks alternating),
 * and the median, the quartiles and the extremes of those ratios; with each one's median ns per entity-update
 * (the pair's time per operation shared in proportion to the two totals).
 *
 * <pre>java -cp benchmarks.jar dev.brainstem.benchmarks.report.Pairs pairs.json...</pre>
 */
final class Pairs {
    /** One parameter set: its key, its entity count and one entry per measured iteration of every fork. */
    record Pair(String key, int entities, double[] ratios, double[] variantNs, double[] baselineNs) {
        double median() {
            return quantile(ratios, 0.5);
        }
    }

    private Pairs() {
    }

    public static void main(String[] args) throws IOException {
        List<Pair> pairs = new ArrayList<>();
        for (String file : args) {
            pairs.addAll(read(Files.readString(Paths.get(file), StandardCharsets.UTF_8)));
        }
        System.out.print(text(pairs));
    }

    /** The paired results in a JMH JSON file's text; results without the two counters are left out. */
    @SuppressWarnings("unchecked")
    static List<Pair> read(String json) {
        List<Pair> pairs = new ArrayList<>();
        for (Object item : (List<Object>) Json.parse(json)) {
            Map<String, Object> r = (Map<String, Object>) item;
            Map<String, Object> secondary = (Map<String, Object>) r.getOrDefault("secondaryMetrics", Map.of());
            if (!(secondary.get("variantNanos") instanceof Map<?, ?> variant)
                    || !(secondary.get("baselineNanos") instanceof Map<?, ?> baseline)) {
                continue;
            }
            Map<String, String> params = new TreeMap<>();
            ((Map<String, Object>) r.getOrDefault("params", Map.of())).forEach((k, v) -> params.put(k, String.valueOf(v)));
            int entities = Integer.parseInt(params.getOrDefault("entities", "1"));
            double[] v = flat(variant.get("rawData"));
            double[] b = flat(baseline.get("rawData"));
            double[] pair = flat(((Map<String, Object>) r.get("primaryMetric")).get("rawData"));
            if (v.length != b.length || v.length != pair.length) {
                throw new IllegalArgumentException("the counters and the score have different iterations: " + params);
            }
            double[] ratios = new double[v.length];
            double[] variantNs = new double[v.length];
            double[] baselineNs = new double[v.length];
            for (int i = 0; i < v.length; i++) {
                ratios[i] = v[i] / b[i];
                // The pair's time per operation, shared in proportion to the two totals: per tick, per entity.
                variantNs[i] = pair[i] * v[i] / (v[i] + b[i]) / entities;
                baselineNs[i] = pair[i] * b[i] / (v[i] + b[i]) / entities;
            }
            pairs.add(new Pair(params.toString(), entities, ratios, variantNs, baselineNs));
        }
        return pairs;
    }

    static String text(List<Pair> pairs) {
        StringBuilder out = new StringBuilder(
                "variant over baseline, iteration by iteration: median [quartiles] (extremes), n; ns per entity-update\n");
        for (Pair p : pairs) {
            double[] r = p.ratios();
            out.append(String.format(Locale.ROOT, "%s%n  %.3f [%.3f %.3f] (%.3f %.3f), %d; variant %.2f ns, baseline %.2f ns%n",
                    p.key(), p.median(), quantile(r, 0.25), quantile(r, 0.75), quantile(r, 0), quantile(r, 1), r.length,
                    quantile(p.variantNs(), 0.5), quantile(p.baselineNs(), 0.5)));
        }
        return out.toString();
    }

    /** JMH's rawData, one list per fork of one value per iteration, as one array. */
    private static double[] flat(Object rawData) {
        List<Double> values = new ArrayList<>();
        for (Object fork : (List<?>) rawData) {
            for (Object value : (List<?>) fork) {
                values.add(Json.number(value));
            }
        }
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The {@code q} quantile of {@code values}, interpolated between the two nearest; NaN for none. */
    static double quantile(double[] values, double q) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] v = values.clone();
        Arrays.sort(v);
        double at = q * (v.length - 1);
        int lo = (int) Math.floor(at);
        int hi = (int) Math.ceil(at);
        return v[lo] + (v[hi] - v[lo]) * (at - lo);
    }
}
