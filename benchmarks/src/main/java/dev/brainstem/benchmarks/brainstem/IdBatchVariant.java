package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import java.util.concurrent.ForkJoinPool;

/**
 * Brainstem id mode with the generated batch runner: every id of one {@link BrainstemGuards} system added
 * to a {@code BrainstemGuardsBatch}, one {@code tick(dt)} per tick; or {@code tick(dt, pool)} on a
 * two-thread {@link ForkJoinPool} for the parallel variant.
 */
public final class IdBatchVariant implements Variant {
    private final boolean parallel;
    private BrainstemGuards system;
    private BrainstemGuardsBatch batch;
    private ForkJoinPool pool;

    /** The sequential tick. */
    public IdBatchVariant() {
        this(false);
    }

    /** The sequential tick, or with {@code parallel} the tick on a pool of two threads. */
    public IdBatchVariant(boolean parallel) {
        this.parallel = parallel;
    }

    @Override
    public void setUp(Workload workload, int entities) {
        system = new BrainstemGuards(workload, entities);
        batch = new BrainstemGuardsBatch(system);
        for (int id = 0; id < entities; id++) {
            batch.add(id);
        }
        if (parallel) {
            pool = new ForkJoinPool(2);
        }
    }

    /** The batch, for a variant that watches it. */
    BrainstemGuardsBatch batch() {
        return batch;
    }

    @Override
    public void tick() {
        if (pool == null) {
            batch.tick(DT);
        } else {
            batch.tick(DT, pool);
        }
    }

    @Override
    public void tearDown() {
        if (pool != null) {
            pool.shutdownNow();
            pool = null;
        }
    }

    @Override
    public int entities() {
        return system.rng.length;
    }

    @Override
    public int state(int id) {
        return batch.stateOf(id).ordinal();
    }

    @Override
    public float timer(int id) {
        return system.timer[id];
    }

    @Override
    public float x(int id) {
        return system.x[id];
    }

    @Override
    public int rng(int id) {
        return system.rng[id];
    }
}
