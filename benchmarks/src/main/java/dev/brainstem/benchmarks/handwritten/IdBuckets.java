package dev.brainstem.benchmarks.handwritten;

/**
 * Buckets of ids, one per state, each kept in ascending id order: the bucket scheme of the id-ordered
 * hand-written variants (and the order Brainstem's batch runner promises).
 *
 * <p>A tick runs each state's bucket in ordinal order. The loop compacts the stayers in place
 * ({@code ids[s][w++] = id}) and appends the movers to their target's arrivals; the arrivals wait there
 * until every state has run (a guard that moves is not updated again in the tick), then
 * {@link #mergeArrivals()} merges each target's arrivals into its bucket, from the back, in place.
 *
 * <p>The arrivals of a target are ascending as long as one state feeds it, since each bucket is run in
 * ascending order; for the guard every state has one predecessor. A target fed by several states gets
 * several ascending runs, which {@link #mergeArrivals()} sorts first.
 */
final class IdBuckets {
    /** {@code ids[s][0 .. count[s])}: the ids in state s, ascending. */
    final int[][] ids;
    final int[] count;
    /** {@code arrivals[s][0 .. arrivalCount[s])}: the ids that moved to s in this tick. */
    final int[][] arrivals;
    final int[] arrivalCount;
    /** Whether a target's arrivals may hold more than one ascending run. */
    private final boolean[] manySources;

    /**
     * @param states how many states
     * @param capacity the most ids the buckets hold
     * @param sources for each state, how many states can move into it
     */
    IdBuckets(int states, int capacity, int[] sources) {
        ids = new int[states][capacity];
        count = new int[states];
        arrivals = new int[states][capacity];
        arrivalCount = new int[states];
        manySources = new boolean[states];
        for (int s = 0; s < states; s++) {
            manySources[s] = sources[s] > 1;
        }
    }

    /** Appends {@code id}, larger than every id already in {@code state}'s bucket. */
    void add(int state, int id) {
        ids[state][count[state]++] = id;
    }

    /** Merges every state's arrivals into its bucket, keeping it ascending. */
    void mergeArrivals() {
        for (int s = 0; s < ids.length; s++) {
            int a = arrivalCount[s];
            if (a == 0) {
                continue;
            }
            int[] in = arrivals[s];
            if (manySources[s]) {
                java.util.Arrays.sort(in, 0, a);
            }
            int[] bucket = ids[s];
            int i = count[s] - 1;
            int j = a - 1;
            int k = count[s] + a - 1;
            // From the back: stayers larger than the largest arrival move up, arrivals drop in.
            while (j >= 0) {
                int arriving = in[j];
                while (i >= 0 && bucket[i] > arriving) {
                    bucket[k--] = bucket[i--];
                }
                bucket[k--] = arriving;
                j--;
            }
            count[s] += a;
            arrivalCount[s] = 0;
        }
    }
}
