package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import java.util.concurrent.ForkJoinPool;

/**
 * Brainstem object mode with the generated batch runner: every guard added to one
 * {@code BrainstemGuardBatch}, one {@code tick(dt)} per tick; or {@code tick(dt, pool)} on a two-thread
 * {@link ForkJoinPool} for the parallel variant.
 */
public final class ObjectBatchVariant implements Variant {
    private final boolean parallel;
    private BrainstemGuardBatch batch;
    private BrainstemGuard[] guards;
    private long[] handles;
    private ForkJoinPool pool;

    /** The sequential tick. */
    public ObjectBatchVariant() {
        this(false);
    }

    /** The sequential tick, or with {@code parallel} the tick on a pool of two threads. */
    public ObjectBatchVariant(boolean parallel) {
        this.parallel = parallel;
    }

    @Override
    public void setUp(int entities) {
        batch = new BrainstemGuardBatch();
        guards = new BrainstemGuard[entities];
        handles = new long[entities];
        for (int id = 0; id < entities; id++) {
            guards[id] = new BrainstemGuard(id);
            handles[id] = batch.add(guards[id]);
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
        return guards.length;
    }

    @Override
    public int state(int id) {
        return batch.stateOf(handles[id]).ordinal();
    }

    @Override
    public float timer(int id) {
        return guards[id].timer;
    }

    @Override
    public float x(int id) {
        return guards[id].x;
    }

    @Override
    public int rng(int id) {
        return guards[id].rng;
    }
}
