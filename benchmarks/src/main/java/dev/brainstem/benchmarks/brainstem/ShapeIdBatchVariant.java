package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import dev.brainstem.runtime.AbstractBatch;

/**
 * Brainstem id mode over the guard workload written in one of several handler shapes (the generated loop must
 * stay near the limit whatever the handlers look like): every id of the shape's system added to its generated
 * batch, one {@code tick(dt)} per tick. The guard itself, whose variant also ticks in parallel and under the
 * inspector, is {@link IdBatchVariant}.
 */
public final class ShapeIdBatchVariant implements Variant {
    /** One shape: its system, its generated batch holding every id, and how an entity's timer is read. */
    public record Population(GuardArrays system, AbstractBatch<?> batch, Timers timers) {
    }

    /** Entity {@code id}'s timer: the system's array, or the batch's time in state where that is the timer. */
    @FunctionalInterface
    public interface Timers {
        float timer(int id);
    }

    /** Makes the population of a shape. */
    @FunctionalInterface
    public interface Shape {
        Population populate(Workload workload, int entities);
    }

    private final Shape shape;
    private Population population;

    public ShapeIdBatchVariant(Shape shape) {
        this.shape = shape;
    }

    /** The decisions written as {@code @Transition} guards after a group update ({@link BrainstemGuardedGuards}). */
    public static ShapeIdBatchVariant guarded() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemGuardedGuards system = new BrainstemGuardedGuards(w, n);
            BrainstemGuardedGuardsBatch batch = new BrainstemGuardedGuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new Population(system, batch, id -> system.timer[id]);
        });
    }

    /**
     * The guard's handlers over states with an interrupt that the workload never enters
     * ({@link BrainstemStackGuards}): beside {@code brainstemIdBatch}, what keeping stacks costs a machine whose
     * entities are not interrupted.
     */
    public static ShapeIdBatchVariant stack() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemStackGuards system = new BrainstemStackGuards(w, n);
            BrainstemStackGuardsBatch batch = new BrainstemStackGuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new Population(system, batch, id -> system.timer[id]);
        });
    }

    /** The harness's shape: IDLE without dt, drawing through {@link Dice}. */
    public static ShapeIdBatchVariant dice() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemDiceGuards system = new BrainstemDiceGuards(w, n);
            BrainstemDiceGuardsBatch batch = new BrainstemDiceGuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new Population(system, batch, id -> system.timer[id]);
        });
    }

    /** Every update handler takes dt. */
    public static ShapeIdBatchVariant dt() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemDtGuards system = new BrainstemDtGuards(w, n);
            BrainstemDtGuardsBatch batch = new BrainstemDtGuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new Population(system, batch, id -> system.timer[id]);
        });
    }

    /** A guard per state reading its time in state, no update handler: the timer is the time in state. */
    public static ShapeIdBatchVariant timed() {
        return new ShapeIdBatchVariant((w, n) -> {
            BrainstemTimedGuards system = new BrainstemTimedGuards(w, n);
            BrainstemTimedGuardsBatch batch = new BrainstemTimedGuardsBatch(system);
            for (int id = 0; id < n; id++) {
                batch.add(id);
            }
            return new Population(system, batch, batch::timeInState);
        });
    }

    @Override
    public void setUp(Workload workload, int entities) {
        population = shape.populate(workload, entities);
    }

    @Override
    public void tick() {
        population.batch().tick(DT);
    }

    /** The generated batch holding every id, once set up: for a tool's probe ({@link SliceCounts}). */
    public AbstractBatch<?> batch() {
        return population.batch();
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
        return population.timers().timer(id);
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
