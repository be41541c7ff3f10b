package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Brainstem object mode over {@link BrainstemHistoryGuard}s: every guard added to one
 * {@code BrainstemHistoryGuardBatch}, one {@code tick(dt)} per tick; {@link ObjectBatchVariant}'s sequential tick
 * with IDLE entering a history group by its name. The states for {@link #state(int)} (tests only) are read with
 * {@code forEach} per state.
 */
public final class HistoryObjectBatchVariant implements Variant {
    private BrainstemHistoryGuardBatch batch;
    private BrainstemHistoryGuard[] guards;
    /** Built on the first {@link #state(int)} after a tick; null until then. */
    private int[] states;

    @Override
    public void setUp(Workload workload, int entities) {
        BrainstemHistoryGuard.tune(workload);
        batch = new BrainstemHistoryGuardBatch();
        guards = new BrainstemHistoryGuard[entities];
        for (int id = 0; id < entities; id++) {
            guards[id] = new BrainstemHistoryGuard(id);
            batch.add(guards[id]);
        }
    }

    @Override
    public void tick() {
        states = null;
        batch.tick(DT);
    }

    @Override
    public int entities() {
        return guards.length;
    }

    @Override
    public int state(int id) {
        if (states == null) {
            Map<BrainstemHistoryGuard, Integer> ids = new IdentityHashMap<>();
            for (int i = 0; i < guards.length; i++) {
                ids.put(guards[i], i);
            }
            int[] byId = new int[guards.length];
            Arrays.fill(byId, -1);
            // The workload's four states; no guard is ever in the group's constant.
            for (int s = 0; s < Workload.STATES; s++) {
                int state = s;
                batch.forEach(HistoryGuardState.values()[s], g -> byId[ids.get(g)] = state);
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
