package dev.brainstem.benchmarks.messages.westworld;

import static dev.brainstem.benchmarks.messages.westworld.WestWorld.*;

import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * West World in Brainstem id mode: a miners' batch and a wives' batch over two systems, couple {@code i} being
 * id {@code i} in both, each sending to the other by id; a tick is {@code wives.tick(dt)}, then
 * {@code miners.tick(dt)}.
 */
public final class WestWorldIdBatchVariant implements MessageVariant, WestWorld.View {
    private BrainstemMiners miners;
    private BrainstemWives wives;
    private BrainstemMinersBatch minerBatch;
    private BrainstemWivesBatch wifeBatch;
    private int couples;

    @Override
    public void setUp(int entities) {
        couples = couples(entities);
        miners = new BrainstemMiners(couples);
        wives = new BrainstemWives(couples);
        minerBatch = new BrainstemMinersBatch(miners);
        wifeBatch = new BrainstemWivesBatch(wives);
        miners.wives = wifeBatch;
        wives.miners = minerBatch;
        wives.self = wifeBatch;
        for (int i = 0; i < couples; i++) {
            minerBatch.add(i);
            wifeBatch.add(i);
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
        return minerBatch.stateOf(i).ordinal();
    }

    @Override
    public int wifeState(int i) {
        return wifeBatch.stateOf(i).ordinal();
    }

    @Override
    public int[] miner(int i) {
        return new int[] {miners.location[i], miners.gold[i], miners.wealth[i], miners.thirst[i], miners.fatigue[i],
            miners.stews[i]};
    }

    @Override
    public int[] wife(int i) {
        return new int[] {wives.cooking[i] ? 1 : 0, wives.rng[i], wives.chores[i], wives.visits[i]};
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
