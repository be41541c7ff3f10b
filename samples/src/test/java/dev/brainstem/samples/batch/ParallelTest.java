package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.TransitionListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ForkJoinPool;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The parallel tick against the sequential one: 100,000 walkers, 100 ticks, fed the same inputs, on
 * pools of 2 and of 4 threads (the three batches tick in lockstep), with transitions, enter redirects
 * and changes asked for from handlers (stun, remove, add). They end in identical states, previous
 * states, fields, bucket orders and listener call sequences.
 */
class ParallelTest {
    private static final int ENTITIES = 100_000;
    private static final int TICKS = 100;
    private static final int[] THREADS = {2, 4};
    private static ForkJoinPool[] pools;

    @BeforeAll
    static void pools() {
        pools = new ForkJoinPool[THREADS.length];
        for (int i = 0; i < THREADS.length; i++) {
            pools[i] = new ForkJoinPool(THREADS[i]);
        }
    }

    @AfterAll
    static void shutdown() {
        for (ForkJoinPool pool : pools) {
            pool.shutdown();
        }
    }

    private static int seed(int i) {
        return 0x9E3779B9 * (i + 1) ^ 0x5bd1e995;
    }

    private static float dt(int tick) {
        return tick % 3 == 0 ? 0.1f : 0.05f;
    }

    /** Listener calls as longs: handle (or what {@code key} makes of it), from, to, event; and the thread. */
    static final class Recorder {
        long[] calls = new long[1 << 16];
        int n;
        LongUnaryOperator key = LongUnaryOperator.identity();
        int redirects;
        Thread thread;

        /** The listener that records here (a lambda: it takes the handle as the batch's type, int or long). */
        TransitionListener<WalkState> listener() {
            return (handle, from, to, event) -> onTransition(handle, from, to, event);
        }

        void onTransition(long handle, WalkState from, WalkState to, int event) {
            if (n + 4 > calls.length) {
                calls = Arrays.copyOf(calls, calls.length * 2);
            }
            calls[n++] = key.applyAsLong(handle);
            calls[n++] = from.ordinal();
            calls[n++] = to.ordinal();
            calls[n++] = event;
            redirects += event == Events.ENTER ? 1 : 0;
            if (thread != null && Thread.currentThread() != thread) {
                throw new AssertionError("the listener is called on " + Thread.currentThread());
            }
        }

        long[] calls() {
            return Arrays.copyOf(calls, n);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Id mode

    static final class IdRun {
        final Walkers system;
        final WalkersBatch batch;
        final Recorder recorder = new Recorder();

        IdRun() {
            int[] seeds = new int[ENTITIES];
            for (int i = 0; i < ENTITIES; i++) {
                seeds[i] = seed(i);
            }
            system = new Walkers(ENTITIES, seeds);
            system.changes = true;
            batch = new WalkersBatch(system);
            system.batch = batch;
            for (int i = 0; i < ENTITIES; i++) {
                batch.add(i, i % 97 == 0 ? WalkState.STUNNED : WalkState.IDLE);
            }
            batch.setListener(recorder.listener());
            recorder.thread = Thread.currentThread();
        }

        int[] ids(WalkState state) {
            List<Integer> ids = new ArrayList<>();
            batch.forEach(state, ids::add);
            return ints(ids);
        }
    }

    @Test
    void idModeParallelEqualsSequential() {
        IdRun sequential = new IdRun();
        IdRun[] parallel = {new IdRun(), new IdRun()};
        for (int t = 0; t < TICKS; t++) {
            sequential.batch.tick(dt(t));
            for (int i = 0; i < THREADS.length; i++) {
                parallel[i].batch.tick(dt(t), pools[i]);
            }
        }
        long[] seqCalls = sequential.recorder.calls();
        // The run is worth comparing: transitions, redirects, and changes from handlers happened.
        assertTrue(seqCalls.length / 4 > ENTITIES, "transitions: " + seqCalls.length / 4);
        assertTrue(sequential.recorder.redirects > 1000, "redirects: " + sequential.recorder.redirects);
        int twins = 0;
        for (int id = ENTITIES; id < 2 * ENTITIES; id++) {
            twins += sequential.batch.contains(id) ? 1 : 0;
        }
        assertTrue(twins > 100, "twins added by handlers: " + twins);
        assertEquals(ENTITIES, sequential.batch.size(), "one of each pair");

        for (int i = 0; i < THREADS.length; i++) {
            String on = " on " + THREADS[i] + " threads";
            IdRun p = parallel[i];
            assertEquals(sequential.batch.size(), p.batch.size(), "size" + on);
            for (WalkState state : WalkState.values()) {
                assertEquals(sequential.batch.count(state), p.batch.count(state), "count(" + state + ")" + on);
                assertArrayEquals(sequential.ids(state), p.ids(state), "forEach(" + state + ")" + on);
            }
            for (int id = 0; id < 2 * ENTITIES; id++) {
                assertEquals(sequential.batch.contains(id), p.batch.contains(id), "contains(" + id + ")" + on);
                if (sequential.batch.contains(id)) {
                    assertEquals(sequential.batch.stateOf(id), p.batch.stateOf(id), "stateOf(" + id + ")" + on);
                    assertEquals(sequential.batch.previousOf(id), p.batch.previousOf(id), "previousOf(" + id + ")" + on);
                }
            }
            Walkers s = sequential.system;
            assertArrayEquals(s.rng, p.system.rng, "rng" + on);
            assertArrayEquals(s.timer, p.system.timer, "timer" + on);
            assertArrayEquals(s.x, p.system.x, "x" + on);
            assertArrayEquals(s.enters, p.system.enters, "enters" + on);
            assertArrayEquals(s.exits, p.system.exits, "exits" + on);
            assertArrayEquals(s.lastFrom, p.system.lastFrom, "lastFrom" + on);
            assertArrayEquals(seqCalls, p.recorder.calls(), "the listener's calls" + on);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Object mode

    static final class ObjectRun {
        final WalkerBatch batch = new WalkerBatch();
        final Recorder recorder = new Recorder();
        final Walker[] walkers = new Walker[ENTITIES];

        ObjectRun(boolean spawns) {
            if (spawns) {
                recorder.key = handle -> Api.<Walker>entity(batch, handle).serial;
            }
            for (int i = 0; i < ENTITIES; i++) {
                Walker w = new Walker(i, seed(i));
                w.batch = batch;
                w.changes = true;
                w.spawns = spawns;
                w.handle = batch.add(w, i % 97 == 0 ? WalkState.STUNNED : WalkState.IDLE);
                walkers[i] = w;
            }
            batch.setListener(recorder.listener());
            recorder.thread = Thread.currentThread();
        }

        /** Every walker in the batch by serial (each once), checking forEach's order and entity(handle). */
        TreeMap<Integer, Walker> bySerial() {
            TreeMap<Integer, Walker> all = new TreeMap<>();
            for (WalkState state : WalkState.values()) {
                long[] last = {-1};
                batch.forEach(state, w -> {
                    if (all.put(w.serial, w) != null) {
                        throw new AssertionError("walker " + w.serial + " twice");
                    }
                    if (w.handle <= last[0] || Api.entity(batch, w.handle) != w || batch.stateOf(w.handle) != state) {
                        throw new AssertionError("walker " + w.serial + " out of order or misplaced");
                    }
                    last[0] = w.handle;
                });
            }
            assertEquals(batch.size(), all.size(), "size");
            return all;
        }

        long[] handles(WalkState state) {
            List<Long> handles = new ArrayList<>();
            batch.forEach(state, w -> handles.add(w.handle));
            return handles.stream().mapToLong(Long::longValue).toArray();
        }
    }

    /** Without adds from handlers, the handles are the same and so is everything else, in order. */
    @Test
    void objectModeParallelEqualsSequential() {
        ObjectRun sequential = new ObjectRun(false);
        ObjectRun[] parallel = {new ObjectRun(false), new ObjectRun(false)};
        for (int t = 0; t < TICKS; t++) {
            sequential.batch.tick(dt(t));
            for (int i = 0; i < THREADS.length; i++) {
                parallel[i].batch.tick(dt(t), pools[i]);
            }
        }
        long[] seqCalls = sequential.recorder.calls();
        assertTrue(seqCalls.length / 4 > ENTITIES, "transitions: " + seqCalls.length / 4);
        assertTrue(sequential.batch.size() < ENTITIES - 100, "walkers removed themselves: " + sequential.batch.size());
        sequential.bySerial();
        for (int i = 0; i < THREADS.length; i++) {
            String on = " on " + THREADS[i] + " threads";
            ObjectRun p = parallel[i];
            assertEquals(sequential.batch.size(), p.batch.size(), "size" + on);
            p.bySerial();
            for (WalkState state : WalkState.values()) {
                assertEquals(sequential.batch.count(state), p.batch.count(state), "count(" + state + ")" + on);
                assertArrayEquals(sequential.handles(state), p.handles(state), "forEach(" + state + ")" + on);
            }
            for (int k = 0; k < ENTITIES; k++) {
                Walker s = sequential.walkers[k];
                Walker w = p.walkers[k];
                assertEquals(s.handle, w.handle, "handle" + on);
                assertEquals(sequential.batch.contains(s.handle), p.batch.contains(w.handle),
                        "contains " + k + on);
                if (sequential.batch.contains(s.handle)) {
                    assertEquals(sequential.batch.stateOf(s.handle), p.batch.stateOf(w.handle),
                            "stateOf " + k + on);
                    assertEquals(sequential.batch.previousOf(s.handle), p.batch.previousOf(w.handle),
                            "previousOf " + k + on);
                }
                assertSameFields(s, w, on);
            }
            assertArrayEquals(seqCalls, p.recorder.calls(), "the listener's calls" + on);
        }
    }

    /**
     * With adds from handlers. The handle that an add returns during a parallel tick depends on which
     * thread asks first (slots are taken when add is called), so walkers are compared by serial, and the
     * listener's calls walker by walker.
     */
    @Test
    void objectModeWithAddsFromHandlers() {
        ObjectRun sequential = new ObjectRun(true);
        ObjectRun[] parallel = {new ObjectRun(true), new ObjectRun(true)};
        for (int t = 0; t < TICKS; t++) {
            sequential.batch.tick(dt(t));
            for (int i = 0; i < THREADS.length; i++) {
                parallel[i].batch.tick(dt(t), pools[i]);
            }
        }
        TreeMap<Integer, Walker> s = sequential.bySerial();
        assertEquals(ENTITIES, s.size(), "each removal added a walker");
        assertTrue(s.keySet().stream().filter(k -> k >= 1_000_000).count() > 100, "walkers added by handlers");
        long[] seqCalls = perWalker(sequential);
        for (int i = 0; i < THREADS.length; i++) {
            String on = " on " + THREADS[i] + " threads";
            ObjectRun p = parallel[i];
            TreeMap<Integer, Walker> w = p.bySerial();
            assertArrayEquals(ints(new ArrayList<>(s.keySet())), ints(new ArrayList<>(w.keySet())), "the same walkers" + on);
            for (Walker a : s.values()) {
                Walker b = w.get(a.serial);
                assertEquals(sequential.batch.stateOf(a.handle), p.batch.stateOf(b.handle),
                        "stateOf " + a.serial + on);
                assertEquals(sequential.batch.previousOf(a.handle), p.batch.previousOf(b.handle),
                        "previousOf " + a.serial + on);
                assertSameFields(a, b, on);
            }
            for (WalkState state : WalkState.values()) {
                assertEquals(sequential.batch.count(state), p.batch.count(state), "count(" + state + ")" + on);
            }
            assertArrayEquals(seqCalls, perWalker(p), "the listener's calls of each walker" + on);
        }
    }

    /** The listener's calls (serial, from, to, event) grouped by walker, each walker's in their order. */
    private static long[] perWalker(ObjectRun run) {
        long[] c = run.recorder.calls();
        long[] order = new long[c.length / 4];
        for (int k = 0; k < order.length; k++) {
            order[k] = c[4 * k] << 32 | k;
        }
        Arrays.sort(order);
        long[] grouped = new long[c.length];
        for (int k = 0; k < order.length; k++) {
            System.arraycopy(c, 4 * (int) order[k], grouped, 4 * k, 4);
        }
        return grouped;
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void assertSameFields(Walker s, Walker p, String on) {
        String who = "walker " + s.serial + on;
        assertEquals(s.serial, p.serial, who);
        assertEquals(s.rng, p.rng, who + " rng");
        assertEquals(s.timer, p.timer, who + " timer");
        assertEquals(s.x, p.x, who + " x");
        assertEquals(s.enters, p.enters, who + " enters");
        assertEquals(s.exits, p.exits, who + " exits");
        assertEquals(s.lastFrom, p.lastFrom, who + " lastFrom");
    }
}
