package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;

/**
 * Brainstem object mode with the generated batch runner: every guard added to one
 * {@code BrainstemGuardBatch}, one {@code tick(dt)} per tick; or {@code tick(dt, pool)} on a two-thread
 * {@link ForkJoinPool} for the parallel variant, or {@code tickInRegions(dt)} for the variant in regions.
 *
 * <p>The states for {@link #state(int)} (tests only) are read with {@code forEach} per state, so this class
 * keeps no handles and compiles whatever type the batch's handles have.
 */
public final class ObjectBatchVariant implements Variant {
    private final boolean parallel;
    private final boolean regions;
    private BrainstemGuardBatch batch;
    private BrainstemGuard[] guards;
    private ForkJoinPool pool;
    /** Built on the first {@link #state(int)} after a tick; null until then. */
    private int[] states;

    /** The sequential tick. */
    public ObjectBatchVariant() {
        this(false);
    }

    /** The sequential tick, or with {@code parallel} the tick on a pool of two threads. */
    public ObjectBatchVariant(boolean parallel) {
        this(parallel, false);
    }

    private ObjectBatchVariant(boolean parallel, boolean regions) {
        this.parallel = parallel;
        this.regions = regions;
    }

    /** The tick in regions, on the calling thread. */
    public static ObjectBatchVariant inRegions() {
        return new ObjectBatchVariant(false, true);
    }

    @Override
    public void setUp(Workload workload, int entities) {
        BrainstemGuard.tune(workload);
        batch = new BrainstemGuardBatch();
        guards = new BrainstemGuard[entities];
        for (int id = 0; id < entities; id++) {
            guards[id] = new BrainstemGuard(id);
            batch.add(guards[id]);
        }
        if (parallel) {
            pool = new ForkJoinPool(2);
        }
    }

    @Override
    public void tick() {
        states = null;
        if (pool != null) {
            batch.tick(DT, pool);
        } else if (regions) {
            batch.tickInRegions(DT);
        } else {
            batch.tick(DT);
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
        if (states == null) {
            Map<BrainstemGuard, Integer> ids = new IdentityHashMap<>();
            for (int i = 0; i < guards.length; i++) {
                ids.put(guards[i], i);
            }
            int[] byId = new int[guards.length];
            java.util.Arrays.fill(byId, -1);
            for (GuardState s : GuardState.values()) {
                batch.forEach(s, g -> byId[ids.get(g)] = s.ordinal());
            }
            states = byId;
        }
        return states[id];
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
