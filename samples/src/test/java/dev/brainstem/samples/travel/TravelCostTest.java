package dev.brainstem.samples.travel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * What an import costs: the entities it brings, not the size of the batch they join. An import once built
 * the receiver's whole timer wheel again, every slot of it; it now files its own entities' timers. Timed
 * against a baseline measured here (the same import into a batch of 1,000), alternating, by medians of
 * this thread's cpu time, with a margin far above what a busy machine spreads and far below what the
 * rebuild cost.
 */
class TravelCostTest {
    private static final int TRAVELLERS = 10;
    private static final int WARM_ROUNDS = 60;
    private static final int ROUNDS = 25;
    /**
     * Far above the spread of a busy machine and of a batch's larger arrays (measured: 1.0), far below what
     * the rebuild cost (measured: 73, 8.0 ms against 109 µs).
     */
    private static final double MARGIN = 10;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** A batch of {@code n} dozers, ids 0 to n - 1, each with its timer in the wheel. */
    private static DozersBatch crowd(int n) {
        DozersBatch batch = new DozersBatch(new Dozers());
        for (int id = 0; id < n; id++) {
            batch.add(id);
        }
        batch.tick(1f / 16);
        return batch;
    }

    /** The cpu time of this thread (the machine's other work not counted), or else the wall clock. */
    private static long now() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Imports the travel into {@code batch} under ids from its size up, checks, takes them out again. */
    private static long timedImport(DozersBatch batch, int size, byte[] travel) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(travel));
        long started = now();
        TravelReport report = EntityTravel.importInto(batch, in, id -> size + id, new TravelOptions());
        long took = now() - started;
        assertEquals(TRAVELLERS, report.size());
        for (int k = 0; k < TRAVELLERS; k++) {
            assertEquals(Doze.DOZE, batch.stateOf(report.to(k)));
            batch.remove(report.to(k));
        }
        assertEquals(size, batch.size(), "the batch is as it was");
        return took;
    }

    private static long median(long[] times) {
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    @Test
    void anImportCostsWhatItBringsNotTheSizeOfTheBatch() throws IOException {
        DozersBatch source = crowd(TRAVELLERS);
        source.tick(0.5f);
        long[] handles = new long[TRAVELLERS];
        for (int k = 0; k < TRAVELLERS; k++) {
            handles[k] = k;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EntityTravel.export(source, handles, new DataOutputStream(bytes), new TravelOptions());
        byte[] travel = bytes.toByteArray();

        int smallSize = 1_000;
        int largeSize = 1_000_000;
        DozersBatch small = crowd(smallSize);
        DozersBatch large = crowd(largeSize);
        for (int r = 0; r < WARM_ROUNDS; r++) {
            timedImport(small, smallSize, travel);
            timedImport(large, largeSize, travel);
        }
        long[] smallTimes = new long[ROUNDS];
        long[] largeTimes = new long[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            smallTimes[r] = timedImport(small, smallSize, travel);
            largeTimes[r] = timedImport(large, largeSize, travel);
        }
        long smallMedian = median(smallTimes);
        long largeMedian = median(largeTimes);
        assertTrue(largeMedian <= MARGIN * Math.max(smallMedian, 1_000), "importing " + TRAVELLERS
                + " entities into a batch of " + largeSize + " took " + largeMedian + " ns (median), into one of "
                + smallSize + " " + smallMedian + " ns: an import costs what the batch holds");
    }
}
