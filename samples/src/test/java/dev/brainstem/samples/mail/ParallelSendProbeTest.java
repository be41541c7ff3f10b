package dev.brainstem.samples.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.BatchProbe;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * A parallel tick's sends are held and posted as the tick ends, each told to the probe as it is posted.
 * A probe that throws there (which it must not) is treated as BatchProbe says, as a listener's exception:
 * the tick throws it once its work is done, every held send is posted all the same, and the batch is
 * not left at work (the next tick runs, a snapshot is taken).
 */
class ParallelSendProbeTest {
    private static final int N = 300;

    @Test
    void aProbeThatThrowsWhileTheHeldSendsArePostedLeavesTheBatchWhole() {
        CallerBatch batch = new CallerBatch();
        Caller[] callers = new Caller[N];
        long[] handles = new long[N];
        boolean[] sending = {true};
        for (int i = 0; i < N; i++) {
            callers[i] = new Caller(i);
            handles[i] = batch.add(callers[i]);
            callers[i].onUpdate = self -> {
                if (sending[0]) {
                    batch.send(handles[self.index], new Drinker.News("to " + self.index));
                }
            };
        }
        IllegalStateException thrown = new IllegalStateException("the probe's own failure");
        batch.setProbe(new BatchProbe() {
            @Override
            public void transition(long handle, int from, int to, int event) {
            }

            @Override
            public void message(long handle, Object message, int outcome) {
                if (outcome == SENT && message instanceof Drinker.News
                        && ((Drinker.News) message).text().equals("to 5")) {
                    throw thrown;
                }
            }

            @Override
            public void ticked(long nanos) {
            }
        });
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            assertSame(thrown, assertThrows(IllegalStateException.class, () -> batch.tick(0.1f, pool)),
                    "the probe's exception leaves the tick as a listener's would");
            sending[0] = false;
            batch.snapshot();
            batch.tick(0.1f, pool);
            for (int i = 0; i < N; i++) {
                assertEquals(List.of("to " + i), callers[i].heard, "entity " + i + " heard its message once");
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
