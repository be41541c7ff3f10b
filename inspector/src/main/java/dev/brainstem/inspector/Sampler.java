package dev.brainstem.inspector;

import java.util.concurrent.locks.StampedLock;

/**
 * What the page shows of a batch that takes walking its entities: each state's population once a
 * second over the last minutes, a histogram of the time in state of a bounded sample of each state's
 * entities (a machine that keeps time in state only), and the page's listing of some entities of a state.
 * Runs on the game thread, between ticks, a few times a second at most; the population history is also
 * copied by the server's threads ({@link #history}), which never make the game thread wait.
 */
final class Sampler {
    /** Seconds of population history. */
    static final int HISTORY = 300;
    /** The last samples each frame carries: a page that missed frames for less long catches up from them. */
    static final int RECENT = 5;
    /** Entities sampled per state for the histogram. */
    static final int SAMPLE = 256;
    /** Upper bounds of the histogram's bins, in seconds; the last bin is open. */
    static final double[] BINS = {0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60};

    private final Machine machine;
    /** Each state's ring of samples; sample k is at k % HISTORY. Written under {@link #lock}. */
    private final int[][] population;
    /** Samples taken since attach. */
    private int samples;
    /** Lets the server's threads copy the rings while the game thread never waits: they read optimistically. */
    private final StampedLock lock = new StampedLock();
    final int[][] histogram;
    /** The page's last listing: some entities of one state. */
    int listState = -1;
    long[] listed = new long[0];
    int listedCount;
    /** The listing the page asked for last, taken at the next frame: -1 for none. */
    private int askedState = -1;
    private int askedLimit;

    Sampler(Machine machine) {
        this.machine = machine;
        int n = machine.stateCount();
        this.population = new int[n][HISTORY];
        this.histogram = new int[n][BINS.length + 1];
    }

    /** Once a second: the populations now. */
    void samplePopulation() {
        long stamp = lock.writeLock(); // never contended: the readers only read optimistically
        try {
            int at = samples % HISTORY;
            for (int s = 0; s < population.length; s++) {
                population[s][at] = machine.count(s);
            }
            samples++;
        } finally {
            lock.unlockWrite(stamp);
        }
    }

    /** On the game thread: how many samples were taken. */
    int samples() {
        return samples;
    }

    /** On the game thread: state {@code s}'s population at sample {@code k}, one of the last {@link #HISTORY}. */
    int population(int s, int k) {
        return population[s][k % HISTORY];
    }

    /** On any thread: how many samples were taken, without a copy. */
    int taken() {
        while (true) {
            long stamp = lock.tryOptimisticRead();
            int to = samples;
            if (lock.validate(stamp)) {
                return to;
            }
        }
    }

    /** A copy of the population history: the samples before {@code to}, each state's oldest first. */
    record History(int to, int[][] samples) {}

    /** On any thread: the whole history as it stands, copied without holding the game thread up. */
    History history() {
        int n = population.length;
        while (true) {
            long stamp = lock.tryOptimisticRead();
            int to = samples;
            int kept = Math.min(to, HISTORY);
            int[][] copy = new int[n][kept];
            for (int s = 0; s < n && lock.validate(stamp); s++) {
                for (int k = 0; k < kept; k++) {
                    copy[s][k] = population[s][(to - kept + k) % HISTORY];
                }
            }
            if (lock.validate(stamp)) {
                return new History(to, copy);
            }
            // A sample was taken meanwhile (once a second): copy again.
        }
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

    /**
     * The page asks to list {@code state}: the listing walks the state's entities, so it is taken once, at the
     * next frame ({@link #listAsked}), however often it is asked for meanwhile; the last ask wins.
     */
    void ask(int state, int limit) {
        askedState = state;
        askedLimit = limit;
    }

    /** At a frame: the listing asked for since the last one, if any. */
    void listAsked() {
        if (askedState >= 0) {
            list(askedState, askedLimit);
            askedState = -1;
        }
    }

    /** Lists up to {@code limit} entities of {@code state}, spread over its population. */
    private void list(int state, int limit) {
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
