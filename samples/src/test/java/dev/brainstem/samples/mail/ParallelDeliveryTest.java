package dev.brainstem.samples.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * A message that moves an entity into a state no entity was in when the tick began: its decision runs in
 * the new state in the same tick, in a parallel tick as in a sequential one.
 *
 * <p>Failed before the fix: the parallel tick planned no chunk for a state whose {@code batch.counts[s]}
 * was 0, and the counts are brought up to date only at the tick's end, so the moves of the tick's
 * delivery were not in them (0 ASLEEP updates where the sequential tick gives 1). The plan now counts
 * the delivery's moves ({@code ParallelTick.countOccupied}).
 */
class ParallelDeliveryTest {
    private static final int N = 200;

    private static int[] run(ForkJoinPool pool) {
        SleeperBatch batch = new SleeperBatch();
        Sleeper[] sleepers = new Sleeper[N];
        long[] handles = new long[N];
        for (int i = 0; i < N; i++) {
            sleepers[i] = new Sleeper();
            handles[i] = batch.add(sleepers[i]);
        }
        batch.send(handles[7], new Sleeper.Lullaby());
        if (pool == null) {
            batch.tick(0.1f);
        } else {
            batch.tick(0.1f, pool);
        }
        assertEquals(Sleeper.Rest.ASLEEP, batch.stateOf(handles[7]));
        return new int[] {sleepers[7].awakeUpdates, sleepers[7].asleepUpdates, batch.count(Sleeper.Rest.ASLEEP)};
    }

    @Test
    void theSequentialTickDecidesInTheNewState() {
        assertEquals("[0, 1, 1]", java.util.Arrays.toString(run(null)));
    }

    @Test
    void aParallelTickDecidesInTheNewStateToo() {
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            assertEquals("[0, 1, 1]", java.util.Arrays.toString(run(pool)));
        } finally {
            pool.shutdownNow();
        }
    }
}
