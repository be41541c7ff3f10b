package dev.brainstem.benchmarks.report;

import java.util.Arrays;

/** The one rule for medians and quantiles of the reports that take them themselves (Pairs). */
final class Stats {
    private Stats() {
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

    static double median(double[] values) {
        return quantile(values, 0.5);
    }
}
