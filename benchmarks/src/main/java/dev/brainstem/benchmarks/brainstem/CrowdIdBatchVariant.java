package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Crowd;
import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import dev.brainstem.runtime.AbstractBatch;
import java.util.function.IntConsumer;

/**
 * Brainstem id mode over {@link Crowd}: every id of a crowd system added to its generated batch, the active
 * ones in IDLE, the waiters in REST, one {@code tick(dt)} per tick. {@link #sleeping()} is the machine with
 * {@code @After} ({@link BrainstemCrowd}), {@link #polling()} the same with {@code @TimeInState} guards
 * ({@link BrainstemPollingCrowd}).
 */
public final class CrowdIdBatchVariant implements Variant {
    /** A crowd system, its batch, and how an id is added: in IDLE (the initial state) when active, else in REST. */
    private record Population(CrowdArrays system, AbstractBatch<CrowdState> batch, IntConsumer active,
            IntConsumer waiter) {
    }

    @FunctionalInterface
    private interface Shape {
        Population populate(Workload workload, int entities);
    }

    private final Shape shape;
    private Population population;

    private CrowdIdBatchVariant(Shape shape) {
        this.shape = shape;
    }

    /** The waits as {@code @After}: the waiters sleep. */
    public static CrowdIdBatchVariant sleeping() {
        return new CrowdIdBatchVariant((w, n) -> {
            BrainstemCrowd system = new BrainstemCrowd(w, n);
            BrainstemCrowdBatch batch = new BrainstemCrowdBatch(system);
            return new Population(system, batch, batch::add, id -> batch.add(id, CrowdState.REST));
        });
    }

    /** The waits as {@code @Transition} guards on {@code @TimeInState}: every waiter is polled every tick. */
    public static CrowdIdBatchVariant polling() {
        return new CrowdIdBatchVariant((w, n) -> {
            BrainstemPollingCrowd system = new BrainstemPollingCrowd(w, n);
            BrainstemPollingCrowdBatch batch = new BrainstemPollingCrowdBatch(system);
            return new Population(system, batch, batch::add, id -> batch.add(id, CrowdState.REST));
        });
    }

    @Override
    public void setUp(Workload workload, int entities) {
        population = shape.populate(workload, entities);
        for (int id = 0; id < entities; id++) {
            if (Crowd.active(id)) {
                population.active().accept(id);
            } else {
                population.waiter().accept(id);
            }
        }
    }

    /** The batch, for a test that watches it. */
    public AbstractBatch<CrowdState> batch() {
        return population.batch();
    }

    @Override
    public void tick() {
        population.batch().tick(DT);
    }

    @Override
    public int entities() {
        return population.system().rng.length;
    }

    @Override
    public int state(int id) {
        return population.batch().stateOf(id).ordinal();
    }

    @Override
    public float timer(int id) {
        return Crowd.active(id) ? population.system().timer[id] : population.batch().timeInState(id);
    }

    @Override
    public float x(int id) {
        return population.system().x[id];
    }

    @Override
    public int rng(int id) {
        return population.system().rng[id];
    }
}
