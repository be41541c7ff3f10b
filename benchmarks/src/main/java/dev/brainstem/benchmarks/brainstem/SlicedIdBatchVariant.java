package dev.brainstem.benchmarks.brainstem;

/**
 * The guard workload on the machines with {@code @OnUpdate(every = e)} (issue 43), in id mode: every id added,
 * one {@code tick(dt)} per tick, each guard deciding on one tick in e. With e = 1 it computes the workload
 * exactly; with 4 and 8 the guards decide less often, with the time since their last decision as dt.
 */
public final class SlicedIdBatchVariant {
    private SlicedIdBatchVariant() {
    }

    /** {@code every = 1}: the sliced loop deciding every tick, the pair {@code slices}' baseline. */
    public static ShapeIdBatchVariant every1() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemEvery1Guards system = new BrainstemEvery1Guards(w, n);
            BrainstemEvery1GuardsBatch batch = new BrainstemEvery1GuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new ShapeIdBatchVariant.Population(system, batch, id -> system.timer[id]);
        });
    }

    /** {@code every = 4}. */
    public static ShapeIdBatchVariant every4() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemEvery4Guards system = new BrainstemEvery4Guards(w, n);
            BrainstemEvery4GuardsBatch batch = new BrainstemEvery4GuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new ShapeIdBatchVariant.Population(system, batch, id -> system.timer[id]);
        });
    }

    /** {@code every = 8}. */
    public static ShapeIdBatchVariant every8() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemEvery8Guards system = new BrainstemEvery8Guards(w, n);
            BrainstemEvery8GuardsBatch batch = new BrainstemEvery8GuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new ShapeIdBatchVariant.Population(system, batch, id -> system.timer[id]);
        });
    }
}
