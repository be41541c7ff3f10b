package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import java.util.concurrent.ForkJoinPool;

/**
 * {@link IdBatchVariant} on the machine with an interrupt ({@link BrainstemStackGuards}): every id added to a
 * {@code BrainstemStackGuardsBatch}, one {@code tick(dt)} per tick. Compared with {@code brainstemIdBatch}
 * in the same run, it shows what keeping stacks costs a machine whose entities are not interrupted.
 */
public final class StackIdBatchVariant implements Variant {
    private final boolean parallel;
    private BrainstemStackGuards system;
    private BrainstemStackGuardsBatch batch;
    private ForkJoinPool pool;

    /** The sequential tick. */
    public StackIdBatchVariant() {
        this(false);
    }

    /** The sequential tick, or with {@code parallel} the tick on a pool of two threads. */
    public StackIdBatchVariant(boolean parallel) {
        this.parallel = parallel;
    }

    @Override
    public void setUp(Workload workload, int entities) {
        system = new BrainstemStackGuards(workload, entities);
        batch = new BrainstemStackGuardsBatch(system);
        for (int id = 0; id < entities; id++) {
            batch.add(id);
        }
        if (parallel) {
            pool = new ForkJoinPool(2);
        }
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
