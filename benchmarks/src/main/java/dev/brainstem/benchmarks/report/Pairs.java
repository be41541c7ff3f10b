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
 * <p>The same parameter set in several files (runs alternated in one sitting) is one pair whose forks are all
 * of theirs. With {@code --against}, the files after it are another build's runs of the same pairs (the last
 * release's, from {@code benchmarks/pairs.sh}'s {@code release} mode): each parameter set is then given for both
 * builds, with the slowest fork of each and this build's median over the other's.
 *
 * <pre>java -cp benchmarks.jar dev.brainstem.benchmarks.report.Pairs pairs.json...
 * java -cp benchmarks.jar dev.brainstem.benchmarks.report.Pairs this-*.json --against v0.1.0-*.json</pre>
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

        /** The highest fork median: the start a game would least like to get. */
        double slowestFork() {
            return Arrays.stream(forkMedians()).max().orElse(Double.NaN);
        }

        /** This pair with the forks of {@code more} after its own. */
        Pair with(Pair more) {
            return new Pair(key, entities, concat(ratios, more.ratios), concat(variantNs, more.variantNs),
                    concat(baselineNs, more.baselineNs));
        }

        private static double[][] concat(double[][] a, double[][] b) {
            double[][] both = Arrays.copyOf(a, a.length + b.length);
            System.arraycopy(b, 0, both, a.length, b.length);
            return both;
        }
    }

    private Pairs() {
    }

    public static void main(String[] args) throws IOException {
        int against = Arrays.asList(args).indexOf("--against");
        if (against < 0) {
            System.out.print(text(merged(readAll(Arrays.asList(args)))));
            return;
        }
        List<String> these = Arrays.asList(args).subList(0, against);
        List<String> base = Arrays.asList(args).subList(against + 1, args.length);
        System.out.print(against(readAll(these), readAll(base)));
    }

    private static List<Pair> readAll(List<String> files) throws IOException {
        List<Pair> pairs = new ArrayList<>();
        for (String file : files) {
            pairs.addAll(read(Files.readString(Paths.get(file), StandardCharsets.UTF_8)));
        }
        return pairs;
    }

    /** One pair per parameter set, in order of first appearance: a set met again adds its forks. */
    static List<Pair> merged(List<Pair> pairs) {
        Map<String, Pair> byKey = new java.util.LinkedHashMap<>();
        for (Pair p : pairs) {
            byKey.merge(p.key(), p, Pair::with);
        }
        return new ArrayList<>(byKey.values());
    }

    /**
     * Each parameter set run by both builds: this build's ratio and the other's, each as a median [quartiles]
     * with its slowest fork, and the quotient of the medians; sets only one build ran are named at the end.
     */
    static String against(List<Pair> thisBuild, List<Pair> otherBuild) {
        List<Pair> these = merged(thisBuild);
        List<Pair> base = merged(otherBuild);
        StringBuilder out = new StringBuilder("ratio to the baseline, this build against the other: median [quartiles]"
                + " of every iteration, slowest fork, forks; this build's median over the other's\n");
        Map<String, Pair> other = new java.util.LinkedHashMap<>();
        base.forEach(p -> other.put(p.key(), p));
        for (Pair p : these) {
            Pair o = other.remove(p.key());
            if (o == null) {
                out.append(p.key()).append("\n  only this build ran it\n");
                continue;
            }
            out.append(p.key()).append('\n')
                    .append("  this  ").append(summary(p)).append('\n')
                    .append("  other ").append(summary(o)).append('\n')
                    .append(String.format(Locale.ROOT, "  this over other %.3f\n", p.median() / o.median()));
        }
        other.keySet().forEach(k -> out.append(k).append("\n  only the other build ran it\n"));
        return out.toString();
    }

    private static String summary(Pair p) {
        double[] r = all(p.ratios());
        return String.format(Locale.ROOT, "%.3f [%.3f %.3f] slowest fork %.3f, %d forks", p.median(),
                Stats.quantile(r, 0.25), Stats.quantile(r, 0.75), p.slowestFork(), p.ratios().length);
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
                + " (extremes), iterations; the slowest fork; each fork's median; median ns per entity-update of each\n");
        for (Pair p : pairs) {
            double[] r = all(p.ratios());
            String forks = Arrays.stream(p.forkMedians())
                    .mapToObj(m -> String.format(Locale.ROOT, "%.3f", m))
                    .collect(Collectors.joining(" "));
            out.append(p.key()).append('\n').append(String.format(Locale.ROOT,
                    "  %.3f [%.3f %.3f] (%.3f %.3f), %d; slowest fork %.3f; forks %s; variant %.2f ns, baseline %.2f ns\n",
                    p.median(), Stats.quantile(r, 0.25), Stats.quantile(r, 0.75), Stats.quantile(r, 0),
                    Stats.quantile(r, 1), r.length, p.slowestFork(), forks, Stats.median(all(p.variantNs())),
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
