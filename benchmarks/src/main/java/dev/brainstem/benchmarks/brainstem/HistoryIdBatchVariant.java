package dev.brainstem.benchmarks.brainstem;

/**
 * The guard's handlers with IDLE entering the deep-history group {@code COMBAT} by its name rather than ALARM
 * ({@link BrainstemHistoryGuards}), id mode: beside {@code brainstemIdBatch}, what entering a history group costs.
 * A class of its own because it is newer than the last release (benchmarks/newer-than-release).
 */
public final class HistoryIdBatchVariant {
    private HistoryIdBatchVariant() {
    }

    public static ShapeIdBatchVariant create() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemHistoryGuards system = new BrainstemHistoryGuards(w, n);
            BrainstemHistoryGuardsBatch batch = new BrainstemHistoryGuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new ShapeIdBatchVariant.Population(system, batch, id -> system.timer[id]);
        });
    }
}
