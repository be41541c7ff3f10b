import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.ShapeIdBatchVariant;
import dev.brainstem.benchmarks.brainstem.SlicedIdBatchVariant;
import java.util.Arrays;
import java.util.Locale;

/** Plain loop: java SliceLoop EVERY ENTITIES [SETTLE TICKS ROUNDS]: ns per tick, per guard, per decision. */
public final class SliceLoop {
    public static void main(String[] a) {
        int e = Integer.parseInt(a[0]);
        int n = Integer.parseInt(a[1]);
        int settle = a.length > 2 ? Integer.parseInt(a[2]) : 3000;
        int ticks = a.length > 3 ? Integer.parseInt(a[3]) : 600;
        int rounds = a.length > 4 ? Integer.parseInt(a[4]) : 5;
        ShapeIdBatchVariant v = switch (e) {
            case 1 -> SlicedIdBatchVariant.every1();
            case 4 -> SlicedIdBatchVariant.every4();
            case 8 -> SlicedIdBatchVariant.every8();
            default -> throw new IllegalArgumentException();
        };
        v.setUp(Workload.WANDER, n);
        String where = "";
        try { Object pop = Addr.field(v, "population"); where = Addr.describe(Addr.field(pop, "system"), v.batch()); } catch (Exception x) { where = " " + x; }
        for (int t = 0; t < settle; t++) v.tick();
        double[] perTick = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            for (int t = 0; t < ticks; t++) v.tick();
            perTick[r] = (System.nanoTime() - t0) / (double) ticks;
        }
        Arrays.sort(perTick);
        double med = perTick[rounds / 2];
        System.out.printf(Locale.ROOT, "every=%d n=%d: %.1f us/tick, %.3f ns/guard, %.2f ns/decision (median of %d x %d ticks after %d; min %.3f max %.3f ns/guard)%n",
                e, n, med / 1000, med / n, med / n * e, rounds, ticks, settle, perTick[0] / n, perTick[rounds - 1] / n);
        if (Boolean.getBoolean("addr")) System.out.println("   " + where);
    }
}
