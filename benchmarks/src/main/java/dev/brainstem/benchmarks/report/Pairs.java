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
import java.util.stream.Collectors;

/**
 * The ratios of {@code PairedTickBenchmark}: for each parameter set, the variant's time over the baseline's in
 * each measured iteration of each fork (both totals taken over the same iteration, their ticks alternating),
 * and the median, the quartiles and the extremes of those ratios, each fork's median (forks whose JIT compiled
 * the loops differently part here), and each one's median ns per entity-update (the pair's time per operation
 * shared in proportion to the two totals; two separate medians, so their quotient is not the median ratio).
 *
 * <pre>java -cp benchmarks.jar dev.brainstem.benchmarks.report.Pairs pairs.json...</pre>
 */
final class Pairs {
    /**
     * One parameter set: its key, its entity count and, per fork, one entry per measured iteration: the ratio
     * and each one's ns per entity-update.
     */
    record Pair(String key, int entities, double[][] ratios, double[][] variantNs, double[][] baselineNs) {
        double median() {
            return Stats.median(all(ratios));
        }

        /** Each fork's median ratio, in fork order. */
        double[] forkMedians() {
            return Arrays.stream(ratios).mapToDouble(Stats::median).toArray();
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

    /**
     * The paired results in a JMH JSON file's text; results without the two counters are left out.
     *
     * @throws IllegalArgumentException for a paired result not in average time per operation in ns (the
     *     ns per entity-update would be wrong), or whose counters and score have different iterations
     */
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
            Map<String, Object> primary = (Map<String, Object>) r.get("primaryMetric");
            if (!"avgt".equals(r.get("mode")) || !"ns/op".equals(primary.get("scoreUnit"))) {
                throw new IllegalArgumentException("a pair is read in average time, ns/op; this one is " + r.get("mode")
                        + ", " + primary.get("scoreUnit") + ": " + params);
            }
            int entities = Integer.parseInt(params.getOrDefault("entities", "1"));
            double[][] v = forks(variant.get("rawData"));
            double[][] b = forks(baseline.get("rawData"));
            double[][] pair = forks(primary.get("rawData"));
            if (b.length != v.length || pair.length != v.length) {
                throw new IllegalArgumentException("the counters and the score have different forks: " + params);
            }
            double[][] ratios = new double[v.length][];
            double[][] variantNs = new double[v.length][];
            double[][] baselineNs = new double[v.length][];
            for (int f = 0; f < v.length; f++) {
                if (b[f].length != v[f].length || pair[f].length != v[f].length) {
                    throw new IllegalArgumentException("the counters and the score have different iterations: " + params);
                }
                int n = v[f].length;
                ratios[f] = new double[n];
                variantNs[f] = new double[n];
                baselineNs[f] = new double[n];
                for (int i = 0; i < n; i++) {
                    double total = v[f][i] + b[f][i];
                    ratios[f][i] = v[f][i] / b[f][i];
                    // The pair's time per operation, shared in proportion to the two totals: per tick, per entity.
                    variantNs[f][i] = pair[f][i] * v[f][i] / total / entities;
                    baselineNs[f][i] = pair[f][i] * b[f][i] / total / entities;
                }
            }
            pairs.add(new Pair(params.toString(), entities, ratios, variantNs, baselineNs));
        }
        return pairs;
    }

    static String text(List<Pair> pairs) {
        StringBuilder out = new StringBuilder("variant over baseline, iteration by iteration: median [quartiles]"
                + " (extremes), iterations; each fork's median; median ns per entity-update of each\n");
        for (Pair p : pairs) {
            double[] r = all(p.ratios());
            String forks = Arrays.stream(p.forkMedians())
                    .mapToObj(m -> String.format(Locale.ROOT, "%.3f", m))
                    .collect(Collectors.joining(" "));
            out.append(p.key()).append('\n').append(String.format(Locale.ROOT,
                    "  %.3f [%.3f %.3f] (%.3f %.3f), %d; forks %s; variant %.2f ns, baseline %.2f ns\n",
                    p.median(), Stats.quantile(r, 0.25), Stats.quantile(r, 0.75), Stats.quantile(r, 0),
                    Stats.quantile(r, 1), r.length, forks, Stats.median(all(p.variantNs())),
                    Stats.median(all(p.baselineNs()))));
        }
        return out.toString();
    }

    /** JMH's rawData: one list per fork of one value per measured iteration. */
    private static double[][] forks(Object rawData) {
        List<?> forks = (List<?>) rawData;
        double[][] values = new double[forks.size()][];
        for (int f = 0; f < values.length; f++) {
            values[f] = ((List<?>) forks.get(f)).stream().mapToDouble(Json::number).toArray();
        }
        return values;
    }

    private static double[] all(double[][] forks) {
        return Arrays.stream(forks).flatMapToDouble(Arrays::stream).toArray();
    }
}
