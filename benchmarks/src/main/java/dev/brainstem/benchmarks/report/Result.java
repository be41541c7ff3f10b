package dev.brainstem.benchmarks.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * One JMH result: the benchmark's method name (the part after the last dot), its parameters, its primary
 * score (the median iteration) and unit, and, when run with {@code -prof gc}, the bytes allocated per operation and per second.
 */
record Result(String benchmark, String method, Map<String, String> params, double score, double error, String unit,
              double allocatedPerOp, double allocationRate, String jdk, String vm) {

    /** The results in a JMH JSON file's text. */
    @SuppressWarnings("unchecked")
    static List<Result> read(String json) {
        Object root = Json.parse(json);
        if (!(root instanceof List<?> list)) {
            throw new IllegalArgumentException("a JMH result file is a JSON array");
        }
        List<Result> results = new ArrayList<>();
        for (Object item : list) {
            Map<String, Object> r = (Map<String, Object>) item;
            String benchmark = (String) r.get("benchmark");
            Map<String, String> params = new java.util.LinkedHashMap<>();
            Object p = r.get("params");
            if (p instanceof Map<?, ?> map) {
                map.forEach((k, v) -> params.put((String) k, String.valueOf(v)));
            }
            Map<String, Object> primary = (Map<String, Object>) r.get("primaryMetric");
            double alloc = Double.NaN;
            double rate = Double.NaN;
            Object secondary = r.get("secondaryMetrics");
            if (secondary instanceof Map<?, ?> metrics) {
                if (metrics.get("gc.alloc.rate.norm") instanceof Map<?, ?> norm) {
                    alloc = Json.number(norm.get("score"));
                }
                if (metrics.get("gc.alloc.rate") instanceof Map<?, ?> perSecond) {
                    rate = Json.number(perSecond.get("score"));
                }
            }
            results.add(new Result(
                    benchmark,
                    benchmark.substring(benchmark.lastIndexOf('.') + 1),
                    Collections.unmodifiableMap(params),
                    median(primary),
                    Json.number(primary.get("scoreError")),
                    (String) primary.get("scoreUnit"),
                    alloc,
                    rate,
                    String.valueOf(r.get("jdkVersion")),
                    r.get("vmName") + " " + r.get("vmVersion")));
        }
        return results;
    }

    /**
     * The median of every measured iteration of every fork (JMH's 50th percentile), which one unlucky
     * fork (the JIT compiles a loop differently from run to run) moves less than the mean; the mean
     * where a file has no percentiles.
     */
    private static double median(Map<String, Object> primary) {
        if (primary.get("scorePercentiles") instanceof Map<?, ?> percentiles && percentiles.get("50.0") != null) {
            return Json.number(percentiles.get("50.0"));
        }
        return Json.number(primary.get("score"));
    }

    /** The {@code entities} parameter, or 0 for a benchmark without one. */
    int entities() {
        String e = params.get("entities");
        return e == null ? 0 : Integer.parseInt(e);
    }

    /** The {@code variant} parameter, or null. */
    String variant() {
        return params.get("variant");
    }

    /** The {@code workload} parameter; {@code guard} for a benchmark without one (squirrel, Spring). */
    String workload() {
        return params.getOrDefault("workload", "guard");
    }

    /** Whether this is a tick of a whole population (a {@code tick} method with a variant). */
    boolean isTick() {
        return "tick".equals(method) && variant() != null && entities() > 0;
    }

    /** A tick of a message workload (MessageBenchmark), reported in tables of its own. */
    boolean isMessage() {
        return benchmark.endsWith("MessageBenchmark.tick");
    }

    /** ns per entity-update of a tick result (its score is ns per tick). */
    double nsPerUpdate() {
        return toNanos(score, unit) / entities();
    }

    /** Bytes allocated per tick, NaN when not profiled. */
    double bytesPerTick() {
        return allocatedPerOp;
    }

    /** MB allocated per second while it ran, NaN when not profiled. */
    double megabytesPerSecond() {
        return allocationRate;
    }

    static double toNanos(double value, String unit) {
        return switch (unit) {
            case "ns/op" -> value;
            case "us/op" -> value * 1e3;
            case "ms/op" -> value * 1e6;
            case "s/op" -> value * 1e9;
            default -> throw new IllegalArgumentException("not a time per operation: " + unit);
        };
    }
}
