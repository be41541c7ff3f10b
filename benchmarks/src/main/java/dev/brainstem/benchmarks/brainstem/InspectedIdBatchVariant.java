package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import dev.brainstem.inspector.Inspector;

/**
 * {@link IdBatchVariant}'s batch with the inspector attached, its counters on and no page open: each tick
 * is the game loop's {@code if (inspector.proceed()) batch.tick(dt)}, so the cost measured is the probe's
 * counting plus the frames the inspector publishes a few times a second. Paired with the unattached batch by
 * {@code benchmarks/pairs.sh}.
 */
public final class InspectedIdBatchVariant implements Variant {
    private final IdBatchVariant plain = new IdBatchVariant();
    private Inspector inspector;

    @Override
    public void setUp(Workload workload, int entities) {
        plain.setUp(workload, entities);
        inspector = Inspector.of(plain.batch()).printTo(null).start();
    }

    @Override
    public void tick() {
        if (inspector.proceed()) {
            plain.batch().tick(DT);
        }
    }

    @Override
    public void tearDown() {
        inspector.close();
        plain.tearDown();
    }

    @Override
    public int entities() {
        return plain.entities();
    }

    @Override
    public int state(int id) {
        return plain.state(id);
    }

    @Override
    public float timer(int id) {
        return plain.timer(id);
    }

    @Override
    public float x(int id) {
        return plain.x(id);
    }

    @Override
    public int rng(int id) {
        return plain.rng(id);
    }
}
