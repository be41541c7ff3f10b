package dev.brainstem.inspector;

/**
 * What the page shows of a batch that takes walking its entities: each state's population once a
 * second over the last minutes, and a histogram of the time in state of a bounded sample of each
 * state's entities (a machine that keeps time in state only). Runs on the game thread, between ticks,
 * a few times a second at most.
 */
final class Sampler {
    /** Seconds of population history. */
    static final int HISTORY = 300;
    /** Entities sampled per state for the histogram. */
    static final int SAMPLE = 256;
    /** Upper bounds of the histogram's bins, in seconds; the last bin is open. */
    static final double[] BINS = {0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60};

    private final Machine machine;
    final int[][] population;
    int samples;
    final int[][] histogram;
    /** The page's last listing: some entities of one state. */
    int listState = -1;
    long[] listed = new long[0];
    int listedCount;

    Sampler(Machine machine) {
        this.machine = machine;
        int n = machine.stateCount();
        this.population = new int[n][HISTORY];
        this.histogram = new int[n][BINS.length + 1];
    }

    /** Once a second: the populations now. */
    void samplePopulation() {
        int at = samples % HISTORY;
        for (int s = 0; s < population.length; s++) {
            population[s][at] = machine.count(s);
        }
        samples++;
    }

    /** The histograms afresh: every stride-th entity of each state, at most {@link #SAMPLE} of them. */
    void sampleTimes() {
        if (!machine.keepsTime()) {
            return;
        }
        long[] picked = new long[SAMPLE];
        for (int s = 0; s < histogram.length; s++) {
            java.util.Arrays.fill(histogram[s], 0);
            int count = machine.count(s);
            if (count == 0) {
                continue;
            }
            int stride = Math.max(1, count / SAMPLE);
            int[] seen = {0, 0};
            machine.forEachHandle(s, handle -> {
                if (seen[0]++ % stride == 0 && seen[1] < SAMPLE) {
                    picked[seen[1]++] = handle;
                }
            });
            for (int k = 0; k < seen[1]; k++) {
                histogram[s][bin(machine.timeInState(picked[k]))]++;
            }
        }
    }

    static int bin(double seconds) {
        for (int b = 0; b < BINS.length; b++) {
            if (seconds < BINS[b]) {
                return b;
            }
        }
        return BINS.length;
    }

    /** Lists up to {@code limit} entities of {@code state}, spread over its population. */
    void list(int state, int limit) {
        int count = machine.count(state);
        long[] into = new long[Math.min(limit, count)];
        int stride = Math.max(1, count / Math.max(1, limit));
        int[] seen = {0, 0};
        machine.forEachHandle(state, handle -> {
            if (seen[0]++ % stride == 0 && seen[1] < into.length) {
                into[seen[1]++] = handle;
            }
        });
        listState = state;
        listed = into;
        listedCount = seen[1];
    }
}
