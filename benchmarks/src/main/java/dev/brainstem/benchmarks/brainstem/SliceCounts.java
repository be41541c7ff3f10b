package dev.brainstem.benchmarks.brainstem;

import dev.brainstem.benchmarks.Workload;
import dev.brainstem.runtime.BatchProbe;
import java.util.Locale;

/**
 * How much work the pairs {@code slices} and {@code slices-stay} measure: the decisions and the transitions per
 * tick of the guard with every update at {@code every = 1}, 4 and 8 ({@link SlicedIdBatchVariant}'s machines),
 * counted by a {@link BatchProbe} on the batch (its {@code visited}, the entities a tick decided for, and its
 * {@code transition}s), averaged over a run of ticks after the benchmarks' settling ticks. A probe costs its
 * calls, so this counts and does not time.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar dev.brainstem.benchmarks.brainstem.SliceCounts wander 100000</pre>
 */
public final class SliceCounts {
    /** The ticks before counting: as {@code jmh.Populations}' settling. */
    public static final int SETTLE_TICKS = 240;

    private SliceCounts() {
    }

    /** A run's totals. */
    public record Counts(long ticks, long decisions, long transitions) {
        public double decisionsPerTick() {
            return (double) decisions / ticks;
        }

        public double transitionsPerTick() {
            return (double) transitions / ticks;
        }
    }

    /** The batch's transitions and decisions, summed from the tick the probe is set. */
    private static final class Counter implements BatchProbe {
        long decisions;
        long transitions;

        @Override
        public void transition(long handle, int from, int to, int event) {
            transitions++;
        }

        @Override
        public void message(long handle, Object message, int outcome) {
        }

        @Override
        public void ticked(long nanos) {
        }

        @Override
        public void visited(int[] perState) {
            for (int n : perState) {
                decisions += n;
            }
        }
    }

    /**
     * The guard's {@code entities}, every id added, at {@code every} (1, 4 or 8): {@code settle} ticks uncounted,
     * then {@code ticks} counted.
     */
    public static Counts count(Workload workload, int entities, int every, int settle, int ticks) {
        ShapeIdBatchVariant guards = switch (every) {
            case 1 -> SlicedIdBatchVariant.every1();
            case 4 -> SlicedIdBatchVariant.every4();
            case 8 -> SlicedIdBatchVariant.every8();
            default -> throw new IllegalArgumentException("every is 1, 4 or 8, not " + every);
        };
        guards.setUp(workload, entities);
        try {
            for (int t = 0; t < settle; t++) {
                guards.tick();
            }
            Counter counter = new Counter();
            guards.batch().setProbe(counter);
            for (int t = 0; t < ticks; t++) {
                guards.tick();
            }
            return new Counts(ticks, counter.decisions, counter.transitions);
        } finally {
            guards.tearDown();
        }
    }

    /**
     * Prints the decisions and transitions per tick at {@code every = 1}, 4 and 8, and each over {@code every = 1}'s.
     * Arguments: the workload ({@code guard}, {@code churn}, {@code wander}), the entities, and optionally the
     * ticks counted (default 2,400: 40 s of game time).
     */
    public static void main(String[] args) {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: SliceCounts WORKLOAD ENTITIES [TICKS]");
            System.exit(2);
        }
        Workload workload = Workload.named(args[0]);
        int entities = Integer.parseInt(args[1]);
        int ticks = args.length > 2 ? Integer.parseInt(args[2]) : 2400;
        Counts one = null;
        System.out.printf(Locale.ROOT, "%s, %,d entities, %,d ticks counted after %d%n", workload.paramName(), entities,
                ticks, SETTLE_TICKS);
        for (int every : new int[] {1, 4, 8}) {
            Counts c = count(workload, entities, every, SETTLE_TICKS, ticks);
            if (one == null) {
                one = c;
            }
            System.out.printf(Locale.ROOT, "every = %d: %,.0f decisions (%.3fx), %,.1f transitions (%.3fx) per tick%n",
                    every, c.decisionsPerTick(), c.decisionsPerTick() / one.decisionsPerTick(),
                    c.transitionsPerTick(), c.transitionsPerTick() / one.transitionsPerTick());
        }
    }
}
