package dev.brainstem.samples.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * Sends made by handlers during a parallel tick, to the ticking batch, to another batch and to a
 * one-entity machine, with and without delay: every receiver hears the same messages in the same order
 * as after the sequential tick.
 */
class ParallelMailTest {
    private static final int N = 300;

    private static List<List<String>> run(ForkJoinPool pool) {
        CallerBatch a = new CallerBatch();
        CallerBatch b = new CallerBatch();
        Caller[] as = new Caller[N];
        Caller[] bs = new Caller[N];
        long[] ha = new long[N];
        long[] hb = new long[N];
        for (int i = 0; i < N; i++) {
            as[i] = new Caller(i);
            ha[i] = a.add(as[i]);
            bs[i] = new Caller(i);
            hb[i] = b.add(bs[i]);
        }
        Caller loner = new Caller(-1);
        CallerFsm one = CallerFsm.start(loner);
        int[] tick = {0};
        for (Caller c : as) {
            c.onUpdate = self -> {
                int t = tick[0];
                a.send(ha[(self.index * 7 + t) % N], new Drinker.News("a" + self.index + "@" + t));
                if (self.index % 3 == 0) {
                    b.send(hb[(self.index + t) % N], new Drinker.News("b" + self.index + "@" + t), 0.15f);
                }
                if (self.index % 40 == 0) {
                    one.send(new Drinker.News("one" + self.index + "@" + t));
                }
                if (self.index % 97 == 0) {
                    a.broadcast(new Drinker.News("all" + self.index + "@" + t));
                }
            };
        }
        for (int t = 0; t < 5; t++) {
            tick[0] = t;
            if (pool == null) {
                a.tick(0.1f);
            } else {
                a.tick(0.1f, pool);
            }
            b.tick(0.1f);
            one.update(0.1f);
        }
        List<List<String>> heard = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            heard.add(as[i].heard);
            heard.add(bs[i].heard);
        }
        heard.add(loner.heard);
        return heard;
    }

    @Test
    void everyPoolDeliversWhatTheSequentialTickDelivers() {
        List<List<String>> sequential = run(null);
        assertEquals(true, sequential.get(0).size() > 4, "entity 0 heard its messages: " + sequential.get(0));
        assertEquals(true, sequential.get(2 * N).size() >= 8, "the one-entity machine heard: " + sequential.get(2 * N));
        for (int threads : new int[] {1, 2, 8}) {
            ForkJoinPool pool = new ForkJoinPool(threads);
            try {
                assertEquals(sequential, run(pool), "a pool of " + threads);
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
