import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.ShapeIdBatchVariant;
import dev.brainstem.benchmarks.brainstem.SlicedIdBatchVariant;
import java.util.*;

/** java AbLoop ENTITIES [ROUNDS TICKS]: every = 1, 4 and 8 in one JVM, blocks of ticks alternating; medians per block. */
public final class AbLoop {
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        int rounds = a.length > 1 ? Integer.parseInt(a[1]) : 15;
        int ticks = a.length > 2 ? Integer.parseInt(a[2]) : 240;
        ShapeIdBatchVariant[] v = {SlicedIdBatchVariant.every1(), SlicedIdBatchVariant.every4(), SlicedIdBatchVariant.every8()};
        int[] e = {1, 4, 8};
        for (ShapeIdBatchVariant x : v) x.setUp(Workload.WANDER, n);
        for (int r = 0; r < 10; r++) for (ShapeIdBatchVariant x : v) for (int t = 0; t < 240; t++) x.tick();
        double[][] per = new double[3][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 3; k++) {
                long t0 = System.nanoTime();
                for (int t = 0; t < ticks; t++) v[k].tick();
                per[k][r] = (System.nanoTime() - t0) / (double) ticks / n;
            }
        }
        double[] med = new double[3];
        for (int k = 0; k < 3; k++) { double[] s = per[k].clone(); Arrays.sort(s); med[k] = s[rounds / 2]; }
        System.out.printf(Locale.ROOT, "n=%d, one JVM: every=1 %.3f, every=4 %.3f (%.3fx; %.2f ns/decision), every=8 %.3f ns/guard (%.3fx; %.2f ns/decision)%n",
                n, med[0], med[1], med[1] / med[0], med[1] * 4, med[2], med[2] / med[0], med[2] * 8);
    }
}
