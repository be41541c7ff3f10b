package dev.brainstem.benchmarks.jmh;

import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.BrainstemGuard;
import dev.brainstem.benchmarks.brainstem.BrainstemGuardBatch;
import dev.brainstem.runtime.BatchSnapshot;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code snapshot(into)} then {@code restore} of an object-mode guard batch, beside the floor it is held
 * to (design: within 2x): {@code System.arraycopy} of the same per-entity arrays out and back, that is
 * the packed states ({@code int}), the generations ({@code int}) and the entity references. The batch's
 * own work beyond that floor: the identity index's table (about 1.25 {@code int} an entity) copied out
 * and back, and the memberships and counts rebuilt from the states. Both after ticks of the guard
 * workload, so the states are mixed and some slots were freed and reused.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class SnapshotBenchmark {
    @Param({"1000000"})
    public int entities;

    private BrainstemGuardBatch batch;
    private BatchSnapshot snapshot;

    private int[] packed;
    private int[] generations;
    private Object[] references;
    private int[] packedCopy;
    private int[] generationsCopy;
    private Object[] referencesCopy;

    @Setup
    public void setUp() {
        BrainstemGuard.tune(Workload.GUARD);
        batch = new BrainstemGuardBatch();
        references = new BrainstemGuard[entities];
        for (int id = 0; id < entities; id++) {
            references[id] = new BrainstemGuard(id);
            batch.add((BrainstemGuard) references[id]);
        }
        for (int t = 0; t < 20; t++) {
            batch.tick(Workload.DT);
        }
        snapshot = batch.snapshot();
        packed = new int[entities];
        generations = new int[entities];
        for (int i = 0; i < entities; i++) {
            packed[i] = i & 3;
            generations[i] = i & 7;
        }
        packedCopy = new int[entities];
        generationsCopy = new int[entities];
        referencesCopy = new BrainstemGuard[entities];
    }

    /** The batch: a snapshot written over the last one, and its restore. */
    @Benchmark
    public BatchSnapshot snapshotAndRestore() {
        batch.snapshot(snapshot);
        batch.restore(snapshot);
        return snapshot;
    }

    /** The floor: the same per-entity arrays copied out and back. */
    @Benchmark
    public Object arraycopy() {
        System.arraycopy(packed, 0, packedCopy, 0, entities);
        System.arraycopy(generations, 0, generationsCopy, 0, entities);
        System.arraycopy(references, 0, referencesCopy, 0, entities);
        System.arraycopy(packedCopy, 0, packed, 0, entities);
        System.arraycopy(generationsCopy, 0, generations, 0, entities);
        System.arraycopy(referencesCopy, 0, references, 0, entities);
        return references;
    }
}
