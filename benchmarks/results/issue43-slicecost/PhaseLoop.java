import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.ShapeIdBatchVariant;
import dev.brainstem.benchmarks.brainstem.SlicedIdBatchVariant;
import dev.brainstem.runtime.BatchProbe;
import java.util.*;

/** java PhaseLoop EVERY ENTITIES: each tick timed alone, grouped by tick % EVERY; decisions per group counted by a probe in a separate pass. */
public final class PhaseLoop {
    public static void main(String[] a) {
        int e = Integer.parseInt(a[0]);
        int n = Integer.parseInt(a[1]);
        int settle = 3000, ticks = 4000 * e;
        ShapeIdBatchVariant v = switch (e) {
            case 1 -> SlicedIdBatchVariant.every1();
            case 4 -> SlicedIdBatchVariant.every4();
            case 8 -> SlicedIdBatchVariant.every8();
            default -> throw new IllegalArgumentException();
        };
        v.setUp(Workload.WANDER, n);
        for (int t = 0; t < settle; t++) v.tick();
        long[][] ns = new long[e][ticks / e];
        long[] count = new long[e];
        for (int t = 0; t < ticks; t++) {
            long t0 = System.nanoTime();
            v.tick();
            long d = System.nanoTime() - t0;
            ns[t % e][t / e] = d;
        }
        // decisions per phase: a probe after timing (a probe costs its calls)
        long[] dec = new long[e];
        int[] phase = {0};
        v.batch().setProbe(new BatchProbe() {
            public void transition(long h, int f, int to, int ev) {}
            public void message(long h, Object m, int o) {}
            public void ticked(long nanos) {}
            public void visited(int[] perState) { for (int k : perState) dec[phase[0]] += k; }
        });
        for (int t = 0; t < 8 * e; t++) { phase[0] = t % e; v.tick(); }
        StringBuilder sb = new StringBuilder();
        double sx = 0, sy = 0, sxx = 0, sxy = 0;
        for (int p = 0; p < e; p++) {
            long[] s = ns[p].clone(); Arrays.sort(s);
            double med = s[s.length / 2] / 1000.0;
            double d = dec[p] / 8.0;
            sb.append(String.format(Locale.ROOT, " [%d: %.0f dec, %.2f us]", p, d, med));
            sx += d; sy += med; sxx += d * d; sxy += d * med;
        }
        double slope = (e * sxy - sx * sy) / (e * sxx - sx * sx);
        double icpt = (sy - slope * sx) / e;
        long[] all = new long[ticks]; long sum = 0; int k = 0;
        for (long[] q : ns) for (long x : q) { all[k++] = x; sum += x; }
        Arrays.sort(all);
        sb.append(String.format(Locale.ROOT, " | all ticks: mean %.2f, median %.2f, p90 %.2f, p99 %.2f, max %.1f us", sum / 1000.0 / ticks, all[ticks / 2] / 1000.0, all[ticks * 9 / 10] / 1000.0, all[ticks * 99 / 100] / 1000.0, all[ticks - 1] / 1000.0));
        System.out.printf(Locale.ROOT, "every=%d n=%d:%s  fit: %.2f ns/decision + %.2f us/tick%n", e, n, sb, slope * 1000, icpt);
    }
}
