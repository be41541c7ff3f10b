package dev.brainstem.benchmarks.messages.westworld;

import static dev.brainstem.benchmarks.messages.westworld.WestWorld.*;

import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * West World in Brainstem object mode: {@link BrainstemMiner}s and {@link BrainstemWife}s in two batches, each
 * knowing the other's handle (and her own, for the stew); a tick is {@code wives.tick(dt)}, then
 * {@code miners.tick(dt)}.
 */
public final class WestWorldObjectBatchVariant implements MessageVariant, WestWorld.View {
    private BrainstemMiner[] miners;
    private BrainstemWife[] wives;
    private BrainstemMinerBatch minerBatch;
    private BrainstemWifeBatch wifeBatch;
    private int couples;

    @Override
    public void setUp(int entities) {
        couples = couples(entities);
        minerBatch = new BrainstemMinerBatch();
        wifeBatch = new BrainstemWifeBatch();
        miners = new BrainstemMiner[couples];
        wives = new BrainstemWife[couples];
        for (int i = 0; i < couples; i++) {
            BrainstemMiner m = new BrainstemMiner(i);
            BrainstemWife w = new BrainstemWife(i, couples);
            m.wives = wifeBatch;
            w.miners = minerBatch;
            w.wives = wifeBatch;
            w.husband = minerBatch.add(m);
            w.self = wifeBatch.add(w);
            m.wife = w.self;
            miners[i] = m;
            wives[i] = w;
        }
    }

    @Override
    public void tick() {
        wifeBatch.tick(DT);
        minerBatch.tick(DT);
    }

    @Override
    public int entities() {
        return 2 * couples;
    }

    @Override
    public int minerState(int i) {
        return minerBatch.stateOf(wives[i].husband).ordinal();
    }

    @Override
    public int wifeState(int i) {
        return wifeBatch.stateOf(wives[i].self).ordinal();
    }

    @Override
    public int[] miner(int i) {
        BrainstemMiner m = miners[i];
        return new int[] {m.location, m.gold, m.wealth, m.thirst, m.fatigue, m.stews};
    }

    @Override
    public int[] wife(int i) {
        BrainstemWife w = wives[i];
        return new int[] {w.cooking ? 1 : 0, w.rng, w.chores, w.visits};
    }

    @Override
    public int[] stateCounts() {
        return counts(couples, this);
    }

    @Override
    public long checksum() {
        return WestWorld.checksum(couples, this);
    }
}
