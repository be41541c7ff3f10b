package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The runtime's own parts on a hand-written batch ({@link Steppers}): the commit of a tick (listener
 * order, changes applied in call order after the updates), the failure report (what a throw means,
 * the error handler's order, the first thrown with the rest suppressed, an Error leaving the books
 * whole), and the parallel tick and the tick in regions (equal to the sequential one, on real chunks:
 * the build runs chunks on batches of 64 entities).
 */
class RuntimeTest {
    private static final ForkJoinPool POOL = new ForkJoinPool(4);

    @AfterAll
    static void stop() {
        POOL.shutdown();
    }

    private static Steppers batch(int n) {
        Steppers batch = new Steppers();
        for (int id = 0; id < n; id++) {
            batch.add(id, Steppers.S.A);
        }
        return batch;
    }

    @Test
    void aBatchNamesItsStatesAndItsInitialStateForToolsThatTakeAnyBatch() {
        assertEquals(List.of(Steppers.S.A, Steppers.S.B, Steppers.S.C), new Steppers().states());
        assertEquals(Steppers.S.A, new Steppers().initialState());
        assertEquals(Steppers.S.B, new Steppers("B").initialState());
        assertThrows(UnsupportedOperationException.class, () -> new Steppers().states().clear());
    }

    @Test
    void theCommitTellsTheListenerInTickOrderThenAppliesChangesInCallOrder() {
        Steppers batch = batch(6);
        List<String> heard = new ArrayList<>();
        batch.setListener((h, from, to, event) -> heard.add(h + ":" + from + "->" + to));
        batch.script = (b, id, state) -> {
            if (id == 1) {
                b.remove(4);
                b.add(9, Steppers.S.C);
                assertTrue(b.contains(4), "a remove asked for during the tick waits for its end");
            }
            return id % 2 == 0 ? Steppers.S.B : null;
        };
        batch.tick(0.1f);
        assertEquals(List.of("0:A->B", "2:A->B", "4:A->B"), heard, "the listener hears the tick's moves in order");
        assertFalse(batch.contains(4));
        assertEquals(Steppers.S.C, batch.stateOf(9));
        assertEquals(2, batch.count(Steppers.S.B));
        assertEquals(3, batch.count(Steppers.S.A));
        assertEquals(1, batch.count(Steppers.S.C));
    }

    @Test
    void theFailureReportWrapsEachThrowAndThrowsTheFirstWithTheRestSuppressed() {
        Steppers batch = batch(5);
        batch.script = (b, id, state) -> {
            if (id == 1 || id == 3) {
                throw new IllegalStateException("boom " + id);
            }
            return Steppers.S.B;
        };
        HandlerException first = assertThrows(HandlerException.class, () -> batch.tick(0.1f));
        assertEquals(1, first.handle());
        assertEquals("boom 1", first.getCause().getMessage());
        assertEquals(1, first.getSuppressed().length);
        assertEquals(3, ((HandlerException) first.getSuppressed()[0]).handle());
        assertEquals(Steppers.S.A, batch.stateOf(1), "the entity stays in the state whose handler threw");
        assertEquals(3, batch.count(Steppers.S.B), "the tick went on past the throws");
    }

    @Test
    void theErrorHandlerGetsEveryFailureInOrderAndNothingIsThrown() {
        Steppers batch = batch(5);
        List<Long> reported = new ArrayList<>();
        batch.setErrorHandler(e -> reported.add(e.handle()));
        batch.script = (b, id, state) -> {
            if (id != 2) {
                throw new IllegalStateException("no");
            }
            return null;
        };
        batch.tick(0.1f);
        assertEquals(List.of(0L, 1L, 3L, 4L), reported);
    }

    @Test
    void anErrorLeavesTheTickAtOnceAndTheBooksWhole() {
        Steppers batch = batch(130);
        batch.script = (b, id, state) -> {
            if (id == 70) {
                throw new AssertionError("an Error is not caught");
            }
            return id % 3 == 0 ? Steppers.S.C : null;
        };
        assertThrows(AssertionError.class, () -> batch.tick(0.1f));
        int total = 0;
        for (Steppers.S s : Steppers.S.values()) {
            total += batch.count(s);
        }
        assertEquals(130, total, "every entity is in exactly one state's count");
        batch.script = (b, id, state) -> null;
        batch.tick(0.1f);
        assertEquals(130, batch.size());
    }

    /** How a run ticks its batch. */
    private enum Ticking { SEQUENTIAL, PARALLEL, REGIONS }

    @Test
    void theParallelTickEqualsTheSequentialOneOnRealChunks() {
        for (long seed = 1; seed <= 5; seed++) {
            List<String> sequential = run(seed, Ticking.SEQUENTIAL);
            List<String> parallel = run(seed, Ticking.PARALLEL);
            assertEquals(sequential, parallel, "seed " + seed);
            assertTrue(sequential.size() > 100, "the run does something: " + sequential.size());
        }
    }

    @Test
    void theTickInRegionsEqualsTheSequentialOne() {
        for (long seed = 1; seed <= 5; seed++) {
            assertEquals(run(seed, Ticking.SEQUENTIAL), run(seed, Ticking.REGIONS), "seed " + seed);
        }
    }

    @Test
    void theTickInRegionsRunsRegionAfterRegionOnTheCallingThread() {
        Steppers batch = new Steppers();
        for (int id = 0; id < 700; id++) {
            batch.add(id, id % 2 == 0 ? Steppers.S.A : Steppers.S.B);
        }
        List<Integer> order = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        batch.script = (b, id, state) -> {
            order.add(id);
            threads.add(Thread.currentThread());
            return null;
        };
        batch.tick(0.1f);
        List<Integer> stateByState = new ArrayList<>(order);
        assertEquals(700, stateByState.size());
        assertEquals(0, stateByState.get(0));
        assertEquals(1, stateByState.get(350), "tick(dt): every A before the first B");
        order.clear();
        threads.clear();
        batch.tickInRegions(0.1f);
        assertEquals(700, order.size(), "every entity updated once");
        assertEquals(new java.util.HashSet<>(stateByState), new java.util.HashSet<>(order));
        assertTrue(order.indexOf(1) < order.indexOf(698),
                "the first region's B runs before the last region's A: " + order.subList(0, 8));
        assertTrue(threads.stream().allMatch(t -> t == Thread.currentThread()), "on the calling thread");
        for (int i = 1; i < order.size(); i++) {
            int before = order.get(i - 1);
            int now = order.get(i);
            if (before % 2 == now % 2) {
                assertTrue(before < now, "within a region and state, ascending ids: " + before + ", " + now);
            }
        }
    }

    @Test
    void aMachineOfFewEntitiesTicksInRegionsAsItTicks() {
        Steppers batch = batch(20);
        List<Integer> order = new ArrayList<>();
        batch.script = (b, id, state) -> {
            order.add(id);
            return id == 3 ? Steppers.S.B : null;
        };
        batch.tickInRegions(0.1f);
        assertEquals(java.util.stream.IntStream.range(0, 20).boxed().toList(), order);
        assertEquals(Steppers.S.B, batch.stateOf(3));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> batch.tickInRegions(-1f));
        assertTrue(e.getMessage().contains("tickInRegions"), e.getMessage());
    }

    private static List<String> run(long seed, Ticking ticking) {
        Steppers batch = batch(700);
        List<String> log = new ArrayList<>();
        batch.setListener((h, from, to, event) -> log.add(h + ":" + from + "->" + to));
        batch.setErrorHandler(e -> log.add("failed " + e.handle()));
        int[] tick = {0};
        batch.script = (b, id, state) -> {
            int r = new Random(seed * 1_000_003L + id * 31L + tick[0]).nextInt(100);
            if (r < 2) {
                throw new IllegalStateException("r " + r);
            }
            if (r < 4 && id < 600 && tick[0] == 3) {
                b.add(700 + id, Steppers.S.B);
            }
            if (r < 6 && b.contains(id + 1)) {
                b.remove(id + 1);
            }
            return r < 30 ? Steppers.S.values()[r % 3] : null;
        };
        for (; tick[0] < 12; tick[0]++) {
            switch (ticking) {
                case PARALLEL -> batch.tick(0.05f, POOL);
                case REGIONS -> batch.tickInRegions(0.05f);
                default -> batch.tick(0.05f);
            }
            log.add("size " + batch.size() + " " + batch.count(Steppers.S.A) + " " + batch.count(Steppers.S.B));
        }
        return log;
    }

    @Test
    void aSnapshotTakenByOneBatchIsRefusedByAnother() {
        Steppers one = batch(3);
        BatchSnapshot snapshot = one.snapshot();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> batch(3).restore(snapshot));
        assertEquals("Steppers: cannot restore a snapshot of another Steppers batch; a batch restores only its own "
                + "snapshots", e.getMessage());
        one.tick(0.5f);
        one.restore(snapshot);
        assertEquals(0.0, snapshot.clock(), "the snapshot holds the clock it was taken at");
        assertTrue(snapshot.matches(one.snapshot()));
    }
}
