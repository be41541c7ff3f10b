package dev.brainstem.benchmarks.brainstem;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Brainstem id mode, a machine of two regions ({@link BrainstemRegionGuards}: the guard and its weapon) in one
 * batch; or, as the pair's baseline, the same two machines ({@link BrainstemGuards}, {@link BrainstemWeapons}) as
 * two batches over the same ids, each ticked once per tick. The guard's fields are the workload's.
 */
public final class RegionsIdBatchVariant implements Variant {
    private final boolean oneBatch;
    private BrainstemRegionGuards regions;
    private BrainstemRegionGuardsBatch regionsBatch;
    private BrainstemGuards guards;
    private BrainstemGuardsBatch guardsBatch;
    private BrainstemWeaponsBatch weaponsBatch;
    private GuardArrays data;

    private RegionsIdBatchVariant(boolean oneBatch) {
        this.oneBatch = oneBatch;
    }

    /** The machine of two regions, one batch. */
    public static RegionsIdBatchVariant oneBatch() {
        return new RegionsIdBatchVariant(true);
    }

    /** The two machines, two batches over the same ids. */
    public static RegionsIdBatchVariant twoBatches() {
        return new RegionsIdBatchVariant(false);
    }

    @Override
    public void setUp(Workload workload, int entities) {
        if (oneBatch) {
            regions = new BrainstemRegionGuards(workload, entities);
            regionsBatch = new BrainstemRegionGuardsBatch(regions);
            data = regions;
            for (int id = 0; id < entities; id++) {
                regionsBatch.add(id);
            }
        } else {
            guards = new BrainstemGuards(workload, entities);
            guardsBatch = new BrainstemGuardsBatch(guards);
            weaponsBatch = new BrainstemWeaponsBatch(new BrainstemWeapons(entities));
            data = guards;
            for (int id = 0; id < entities; id++) {
                guardsBatch.add(id);
                weaponsBatch.add(id);
            }
        }
    }

    @Override
    public void tick() {
        if (oneBatch) {
            regionsBatch.tick(DT);
        } else {
            guardsBatch.tick(DT);
            weaponsBatch.tick(DT);
        }
    }

    @Override
    public int entities() {
        return data.rng.length;
    }

    @Override
    public int state(int id) {
        return oneBatch ? regionsBatch.stateOf(id).ordinal() : guardsBatch.stateOf(id).ordinal();
    }

    /** The weapon's state of {@code id}, for the test that the two shapes agree. */
    public int weaponState(int id) {
        return oneBatch ? regionsBatch.stateOf(id, WeaponState.class).ordinal() : weaponsBatch.stateOf(id).ordinal();
    }

    @Override
    public float timer(int id) {
        return data.timer[id];
    }

    @Override
    public float x(int id) {
        return data.x[id];
    }

    @Override
    public int rng(int id) {
        return data.rng[id];
    }
}
