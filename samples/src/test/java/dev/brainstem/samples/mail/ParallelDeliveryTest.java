package dev.brainstem.samples.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/**
 * A message that moves an entity into a state no entity was in when the tick began: its decision runs in
 * the new state in the same tick, in a parallel tick as in a sequential one.
 *
 * <p>Disabled: it fails on the runtime of this branch. {@code ParallelTick.planRegions} (and
 * {@code planStates}) skip every state whose {@code batch.counts[s]} is 0, but the counts are those of
 * the tick's start: the moves made while the tick's messages were delivered (on the calling thread,
 * before the chunks are planned) are still in the calling thread's lane, applied only when the tick
 * ends. So the entity the message moved gets no decision in a parallel tick (its ASLEEP update does not
 * run: 0 where the sequential tick gives 1), and the parallel tick is not the sequential one. Enable it
 * with the fix.
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
    @Disabled("runtime bug: a parallel tick plans no chunk for a state that was empty at the tick's start, so "
            + "an entity a message moved there gets no decision (see the class comment)")
    void aParallelTickDecidesInTheNewStateToo() {
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            assertEquals("[0, 1, 1]", java.util.Arrays.toString(run(pool)));
        } finally {
            pool.shutdownNow();
        }
    }
}
