package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** IntRuns' sort and merge, and Buckets' bookkeeping, against plain sorting and filtering. */
class BucketsTest {
    @Property(tries = 300)
    void sortSortsInPlace(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = 50) Integer> values,
            @ForAll @IntRange(min = 0, max = 40) int extra) {
        int[] a = new int[values.size() + extra];
        for (int i = 0; i < values.size(); i++) {
            a[i] = values.get(i);
        }
        int n = values.size();
        int[] expected = Arrays.copyOf(a, n);
        Arrays.sort(expected);
        int[] tail = Arrays.copyOfRange(a, n, a.length);
        IntRuns.sort(a, n, new int[n]);
        assertArrayEquals(expected, Arrays.copyOf(a, n));
        assertArrayEquals(tail, Arrays.copyOfRange(a, n, a.length), "beyond n untouched");
    }

    @Property(tries = 300)
    void sortOfAscendingRuns(@ForAll @Size(max = 8) List<@Size(max = 40) List<@IntRange(min = 0, max = 1000) Integer>> runs) {
        int[] a = runs.stream().flatMapToInt(r -> r.stream().mapToInt(Integer::intValue).sorted()).toArray();
        int[] expected = a.clone();
        Arrays.sort(expected);
        IntRuns.sort(a, a.length, new int[a.length]);
        assertArrayEquals(expected, a);
    }

    @Property(tries = 300)
    void mergeDistinctIsTheSortedUnion(@ForAll @Size(max = 100) List<@IntRange(min = 0, max = 60) Integer> x,
            @ForAll @Size(max = 100) List<@IntRange(min = 0, max = 60) Integer> y) {
        int[] a = x.stream().mapToInt(Integer::intValue).sorted().toArray();
        int[] b = y.stream().mapToInt(Integer::intValue).sorted().toArray();
        int[] out = new int[a.length + b.length];
        int k = IntRuns.mergeDistinct(a, a.length, b, b.length, out);
        int[] expected = IntStream.concat(Arrays.stream(a), Arrays.stream(b)).distinct().sorted().toArray();
        assertArrayEquals(expected, Arrays.copyOf(out, k));
    }

    /** A slot moves to a state (or out, -1); a few are told to arrive twice. */
    record Move(int slot, int to, boolean twice) {}

    @Provide
    Arbitrary<List<Move>> moves() {
        return net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 63),
                Arbitraries.integers().between(-1, 4), Arbitraries.integers().between(0, 9).map(i -> i == 0))
                .as(Move::new).list().ofMaxSize(200);
    }

    /**
     * However slots arrive and leave between normalizations, a normalized bucket holds exactly the
     * slots in its state, ascending, each once.
     */
    @Property(tries = 300)
    void normalizedBucketsHoldTheirStatesSlotsInOrder(@ForAll("moves") List<Move> moves,
            @ForAll @IntRange(min = 1, max = 20) int normalizeEvery) {
        int states = 5;
        int[] state = new int[64];
        Arrays.fill(state, -1);
        Buckets buckets = new Buckets(states);
        int step = 0;
        for (Move m : moves) {
            int from = state[m.slot()];
            if (from == m.to()) {
                continue;
            }
            state[m.slot()] = m.to();
            if (from >= 0) {
                buckets.left(from);
            }
            if (m.to() >= 0) {
                buckets.arrive(m.to(), m.slot());
                if (m.twice()) {
                    buckets.arrive(m.to(), m.slot());
                }
            }
            if (++step % normalizeEvery == 0) {
                check(buckets, state, states);
            }
        }
        check(buckets, state, states);
    }

    private static void check(Buckets buckets, int[] state, int states) {
        buckets.normalize(state);
        for (int s = 0; s < states; s++) {
            int in = s;
            int[] expected = IntStream.range(0, state.length).filter(i -> state[i] == in).toArray();
            assertEquals(expected.length, buckets.size(s), "size of " + s);
            assertArrayEquals(expected, Arrays.copyOf(buckets.members(s), buckets.size(s)), "bucket " + s);
        }
    }

    /**
     * A parallel tick's pattern: each bucket cut into chunks, each chunk keeping some of its members at
     * the front of its stretch and sending the others to other states; the chunks' stretches are given
     * as segments, not closed up. The rebuild, in parallel or not, and also after a change from outside
     * the tick, leaves each bucket exactly its state's slots, ascending.
     */
    @Property(tries = 300)
    void segmentsOfAParallelTickRebuildTheBuckets(@ForAll("moves") List<Move> setup,
            @ForAll @IntRange(min = 1, max = 7) int chunk, @ForAll long seed, @ForAll boolean withPool,
            @ForAll @IntRange(min = -1, max = 63) int removedAfter) {
        int states = 5;
        int[] state = new int[64];
        Arrays.fill(state, -1);
        Buckets buckets = new Buckets(states);
        for (Move m : setup) {
            if (state[m.slot()] == -1 && m.to() >= 0) {
                state[m.slot()] = m.to();
                buckets.arrive(m.to(), m.slot());
            }
        }
        buckets.normalize(state);
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        for (int s = 0; s < states; s++) {
            int[] members = buckets.members(s);
            int n = buckets.size(s);
            for (int lo = 0; lo < n; lo += chunk) {
                int hi = Math.min(n, lo + chunk);
                int kept = lo;
                for (int i = lo; i < hi; i++) {
                    int slot = members[i];
                    int to = random.nextInt(4) == 0 ? random.nextInt(states) : s;
                    if (to == s) {
                        members[kept++] = slot;
                    } else {
                        state[slot] = to;
                        buckets.arrive(to, slot);
                    }
                }
                buckets.segment(s, lo, kept - lo);
            }
        }
        if (removedAfter >= 0 && state[removedAfter] >= 0) {
            buckets.left(state[removedAfter]);
            state[removedAfter] = -1;
        }
        java.util.concurrent.ForkJoinPool pool = withPool ? new java.util.concurrent.ForkJoinPool(2) : null;
        try {
            buckets.normalize(state, pool);
        } finally {
            if (pool != null) {
                pool.shutdown();
            }
        }
        check(buckets, state, states);
    }

    /**
     * A bucket large enough for a parallel rebuild to cut its merge into pieces of PIECE members, with
     * arrivals among them and below and above them: the pieces together are the sorted bucket.
     */
    @org.junit.jupiter.api.Test
    void aLargeBucketIsMergedInPiecesWithAPool() {
        int slots = 400_000;
        int[] state = new int[slots];
        Buckets buckets = new Buckets(2);
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int slot = 0; slot < slots; slot++) {
            state[slot] = random.nextInt(10) == 0 ? 1 : 0;
            if (state[slot] == 0) {
                buckets.arrive(0, slot);
            }
        }
        buckets.normalize(state);
        for (int slot = 0; slot < slots; slot++) {
            if (state[slot] == 1) {
                state[slot] = 0; // arrives without leaving: no bucket is filtered
                buckets.arrive(0, slot);
            }
        }
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
        try {
            buckets.normalize(state, pool);
        } finally {
            pool.shutdown();
        }
        assertEquals(slots, buckets.size(0));
        int[] members = buckets.members(0);
        for (int i = 0; i < slots; i++) {
            assertEquals(i, members[i], "member " + i);
        }
    }
}
