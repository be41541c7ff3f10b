package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.HandlerException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The parallel tick is the sequential one, whatever the handlers, the listener and the error handler
 * do (issue 10): each case runs on 40,000 walkers ({@link Walker}, {@link Walkers}: enough that a
 * parallel tick splits every large state into chunks) with {@code tick(dt)}, with {@code tickInRegions(dt)},
 * and with {@code tick(dt, pool)} on pools of 1, 2 and 8 threads, and the whole outcome of the five runs is
 * compared: every entity's state and previous state in forEach order, every entity's fields (those
 * removed too), the handles issued, the listener's calls (handle, from, to, event) and the error
 * handler's (handle, state, event, cause) in order, and what each tick threw (class, message, and the
 * same of each suppressed exception, in order). Every run also checks that each tick updated every
 * entity exactly once, and that the listener and error handler ran on the calling thread.
 *
 * <p>Failed on the runtime before issue 10 (48f4a8a) (19 or 20 of 22; one line each, the cause after the colon):
 * <ul>
 * <li>listenerChangesOtherEntities (both modes): a parallel tick's listener runs after the tick, its changes applied at once.
 * <li>listenerCallsTick (both): the listener's IllegalStateException becomes a handler failure that ends the tick.
 * <li>handlerCallsTick (both): the handler's IllegalStateException ends the tick; later entities are not updated.
 * <li>handlerThrows without an error handler (both modes): the tick stops at the first failure.
 * <li>handlerThrows, object mode with one: handlers' adds in parallel chunks take slots in thread order (timing: most runs).
 * <li>listenerThrows (all four): the listener's exception is a HandlerException (EXIT) that ends the tick.
 * <li>errorHandlerThrows (both): the error handler's exception ends the tick; later entities are not updated.
 * <li>handlersAddDuringAParallelTick, object mode: handles issued in thread order, not the sequential tick's.
 * <li>anErrorFromAHandler (all four): Errors are caught and wrapped as HandlerException.
 * </ul>
 * handlerThrows (id mode, error handler) and handlersAddDuringAParallelTick (id mode) passed there too.
 */
class DeterminismTest {
    private static final int N = 40_000;
    private static final int TICKS = 4;
    private static final int[] THREADS = {1, 2, 8};
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

    // ---------------------------------------------------------------------------------------------
    // A run

    /** What the listener or the error handler does on its k-th call, after recording it. */
    interface Action {
        void act(World w, int k);
    }

    /** A growable array of longs, for the listener's calls. */
    static final class Longs {
        long[] a = new long[1 << 12];
        int n;

        void add(long v) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        long[] toArray() {
            return Arrays.copyOf(a, n);
        }
    }

    /** One run: a batch of walkers in object or id mode, the listener and error handler, what was recorded. */
    abstract static class World {
        /** The pool of a parallel run; null for the sequential run and the run in regions. */
        final ForkJoinPool pool;
        /** The run ticks with tickInRegions(dt). */
        boolean regions;
        /** The running tick's number, read by hooks (set before each tick). */
        volatile int tick;
        final Longs told = new Longs();
        final List<String> errors = new ArrayList<>();
        final List<String> thrown = new ArrayList<>();
        final List<String> wrongThread = new ArrayList<>();
        private final Thread caller = Thread.currentThread();
        int listenerCalls;
        int errorHandlerCalls;
        Action onTold;
        Action onError;
        /** Handles added from the calling thread (at the start and by the listener), in order. */
        final List<Long> added = new ArrayList<>();
        /** The number of ticks that updated every entity once (checked after each). */
        int ticksChecked;

        World(ForkJoinPool pool) {
            this.pool = pool;
        }

        abstract AbstractBatch<WalkState> batch();

        /** Sets the hook of every walker (also those added later). */
        abstract void hook(Walker.Hook hook);

        /** Walkers ask for changes from their REST update ({@link Walker#changes}); object mode: {@code spawns}. */
        abstract void changes(int odds, boolean spawns);

        /** Adds a new walker in {@code state} from the calling thread; returns its handle, or -1 when there is no room. */
        abstract long addNew(WalkState state);

        /** The handles forEach gives for {@code state}, in its order. */
        abstract List<Long> handlesIn(WalkState state);

        /** Every walker ever made (removed ones too), by key: its handle and fields. */
        abstract long[] everyone();

        /** The updates each walker in the batch has had, by key. */
        abstract Map<Integer, Integer> updatesInBatch();

        /** The updates of walker {@code key}. */
        abstract int updates(int key);

        void install(boolean errorHandler) {
            batch().setListener((handle, from, to, event) -> told(handle, from, to, event));
            batch().setErrorHandler(errorHandler ? this::handled : null);
        }

        private void told(long handle, WalkState from, WalkState to, int event) {
            if (Thread.currentThread() != caller) {
                wrongThread.add("listener on " + Thread.currentThread().getName());
            }
            told.add(handle);
            told.add(from.ordinal());
            told.add(to.ordinal());
            told.add(event);
            int k = listenerCalls++;
            if (onTold != null) {
                onTold.act(this, k);
            }
        }

        private void handled(HandlerException e) {
            if (Thread.currentThread() != caller) {
                wrongThread.add("error handler on " + Thread.currentThread().getName());
            }
            errors.add(describe(e));
            int k = errorHandlerCalls++;
            if (onError != null) {
                onError.act(this, k);
            }
        }

        void tick(float dt) {
            if (regions) {
                batch().tickInRegions(dt);
            } else if (pool == null) {
                batch().tick(dt);
            } else {
                batch().tick(dt, pool);
            }
        }

        /** The batch, state by state in forEach order: handle, state, previous state. */
        long[] entities() {
            Longs rows = new Longs();
            AbstractBatch<WalkState> b = batch();
            rows.add(b.size());
            for (WalkState state : WalkState.values()) {
                List<Long> in = handlesIn(state);
                rows.add(b.count(state));
                rows.add(in.size());
                for (long h : in) {
                    WalkState previous = b.previousOf(h);
                    rows.add(h);
                    rows.add(b.stateOf(h).ordinal());
                    rows.add(previous == null ? -1 : previous.ordinal());
                }
            }
            return rows.toArray();
        }

        /** Runs {@code ticks} ticks, recording what each threw, checking that each updated every entity once. */
        void run(int ticks) {
            for (int t = 0; t < ticks; t++) {
                tick = t;
                Map<Integer, Integer> before = updatesInBatch();
                try {
                    tick(dt(t));
                } catch (RuntimeException e) {
                    thrown.add("tick " + t + ": " + describe(e));
                }
                for (Map.Entry<Integer, Integer> e : before.entrySet()) {
                    int now = updates(e.getKey());
                    if (now != e.getValue() + 1) {
                        fail("tick " + t + " updated walker " + e.getKey() + " " + (now - e.getValue())
                                + " times; a tick updates every entity once" + on());
                    }
                }
                ticksChecked++;
            }
        }

        String on() {
            return regions ? " (in regions)" : pool == null ? " (sequential)"
                    : " (on " + pool.getParallelism() + " threads)";
        }

        /** Nothing lost or duplicated: each of {@code expected} in one state's forEach, ascending, where stateOf says. */
        void assertWhole(Set<Long> expected) {
            AbstractBatch<WalkState> b = batch();
            Set<Long> seen = new HashSet<>();
            int sum = 0;
            for (WalkState state : WalkState.values()) {
                List<Long> in = handlesIn(state);
                assertEquals(b.count(state), in.size(), "count(" + state + ") against forEach" + on());
                sum += in.size();
                long last = Long.MIN_VALUE;
                for (long h : in) {
                    assertTrue(seen.add(h), "handle " + h + " twice in forEach" + on());
                    assertTrue(h > last, "forEach(" + state + ") ascending" + on());
                    last = h;
                    assertTrue(b.contains(h), "contains(" + h + ")" + on());
                    assertEquals(state, b.stateOf(h), "stateOf(" + h + ")" + on());
                }
            }
            assertEquals(sum, b.size(), "size is the sum of the counts" + on());
            assertEquals(new TreeMap<>(toMap(expected)), new TreeMap<>(toMap(seen)), "the entities in the batch" + on());
        }

        private static Map<Long, Boolean> toMap(Set<Long> s) {
            Map<Long, Boolean> m = new HashMap<>();
            for (long h : s) {
                m.put(h, true);
            }
            return m;
        }

        Outcome outcome() {
            return new Outcome(entities(), everyone(), told.toArray(), errors, thrown);
        }
    }

    /** Object mode: {@link Walker}s, some of whom spawn walkers from their handlers. */
    static final class ObjectWorld extends World {
        final WalkerBatch batch = new WalkerBatch();
        /** Every walker ever made, by serial: handlers' spawns are told from worker threads. */
        final Map<Integer, Walker> all = new ConcurrentHashMap<>();
        private final Consumer<Walker> born = w -> all.put(w.serial, w);
        private Walker.Hook hook;
        private int odds;
        private boolean spawns;
        private int nextSerial = 10_000_000;

        ObjectWorld(ForkJoinPool pool) {
            super(pool);
            for (int i = 0; i < N; i++) {
                Walker w = walker(i, seed(i));
                w.handle = batch.add(w, i % 97 == 0 ? WalkState.STUNNED : WalkState.IDLE);
                added.add(w.handle);
            }
        }

        private Walker walker(int serial, int seed) {
            Walker w = new Walker(serial, seed);
            w.batch = batch;
            w.born = born;
            w.hook = hook;
            w.changes = odds > 0;
            w.changeOdds = Math.max(1, odds);
            w.spawns = spawns;
            all.put(serial, w);
            return w;
        }

        @Override
        AbstractBatch<WalkState> batch() {
            return batch;
        }

        @Override
        void hook(Walker.Hook hook) {
            this.hook = hook;
            for (Walker w : all.values()) {
                w.hook = hook;
            }
        }

        @Override
        void changes(int odds, boolean spawns) {
            this.odds = odds;
            this.spawns = spawns;
            for (Walker w : all.values()) {
                w.changes = true;
                w.changeOdds = odds;
                w.spawns = spawns;
            }
        }

        @Override
        long addNew(WalkState state) {
            int serial = nextSerial++;
            Walker w = walker(serial, seed(serial));
            w.handle = batch.add(w, state);
            added.add(w.handle);
            return w.handle;
        }

        @Override
        List<Long> handlesIn(WalkState state) {
            List<Long> in = new ArrayList<>();
            batch.forEach(state, w -> in.add(w.handle));
            return in;
        }

        @Override
        long[] everyone() {
            Longs rows = new Longs();
            for (Walker w : new TreeMap<>(all).values()) {
                rows.add(w.serial);
                rows.add(w.handle);
                rows.add(w.rng);
                rows.add(Float.floatToIntBits(w.timer));
                rows.add(Float.floatToIntBits(w.x));
                rows.add(w.enters);
                rows.add(w.exits);
                rows.add(w.lastFrom);
                rows.add(w.updates);
                boolean in = batch.contains(w.handle);
                rows.add(in ? 1 : 0);
                if (in && Api.entity(batch, w.handle) != w) {
                    fail("entity(" + w.handle + ") is not walker " + w.serial + on());
                }
            }
            return rows.toArray();
        }

        @Override
        Map<Integer, Integer> updatesInBatch() {
            Map<Integer, Integer> m = new HashMap<>();
            for (WalkState state : WalkState.values()) {
                batch.forEach(state, w -> m.put(w.serial, w.updates));
            }
            return m;
        }

        @Override
        int updates(int key) {
            return all.get(key).updates;
        }
    }

    /** Id mode: {@link Walkers}; the listener adds ids from N on, handlers replace an id by its twin. */
    static final class IdWorld extends World {
        static final int EXTRA = 2_000;
        final Walkers system;
        final WalkersBatch batch;
        private int nextId = N;

        IdWorld(ForkJoinPool pool) {
            super(pool);
            int n = N + EXTRA;
            int[] seeds = new int[n];
            for (int i = 0; i < n; i++) {
                seeds[i] = seed(i);
            }
            system = new Walkers(n, seeds);
            batch = new WalkersBatch(system);
            system.batch = batch;
            for (int i = 0; i < N; i++) {
                batch.add(i, i % 97 == 0 ? WalkState.STUNNED : WalkState.IDLE);
                added.add((long) i);
            }
        }

        @Override
        AbstractBatch<WalkState> batch() {
            return batch;
        }

        @Override
        void hook(Walker.Hook hook) {
            system.hook = hook;
        }

        @Override
        void changes(int odds, boolean spawns) {
            system.changes = true;
            system.changeOdds = odds;
        }

        @Override
        long addNew(WalkState state) {
            if (nextId == N + EXTRA) {
                return -1;
            }
            int id = nextId++;
            long handle = batch.add(id, state);
            added.add(handle);
            return handle;
        }

        @Override
        List<Long> handlesIn(WalkState state) {
            List<Long> in = new ArrayList<>();
            batch.forEach(state, id -> in.add((long) id));
            return in;
        }

        @Override
        long[] everyone() {
            Longs rows = new Longs();
            Walkers s = system;
            for (int id = 0; id < s.rng.length; id++) {
                rows.add(id);
                rows.add(s.rng[id]);
                rows.add(Float.floatToIntBits(s.timer[id]));
                rows.add(Float.floatToIntBits(s.x[id]));
                rows.add(s.enters[id]);
                rows.add(s.exits[id]);
                rows.add(s.lastFrom[id]);
                rows.add(s.updates[id]);
                rows.add(batch.contains(id) ? 1 : 0);
            }
            return rows.toArray();
        }

        @Override
        Map<Integer, Integer> updatesInBatch() {
            Map<Integer, Integer> m = new HashMap<>();
            for (WalkState state : WalkState.values()) {
                batch.forEach(state, id -> m.put(id, system.updates[id]));
            }
            return m;
        }

        @Override
        int updates(int key) {
            return system.updates[key];
        }
    }

    /** The whole outcome of a run. */
    record Outcome(long[] entities, long[] everyone, long[] told, List<String> errors, List<String> thrown) {}

    /** An exception as compared: class, handler details, message, and the same of each suppressed one, in order. */
    static String describe(Throwable t) {
        StringBuilder b = new StringBuilder(t.getClass().getName());
        if (t instanceof HandlerException) {
            HandlerException h = (HandlerException) t;
            b.append("[handle ").append(h.handle()).append(", ").append(h.state()).append(", ")
                    .append(Events.name(h.event())).append(", cause ")
                    .append(h.getCause() == null ? "none" : describe(h.getCause())).append(']');
        }
        b.append(": ").append(t.getMessage());
        for (Throwable s : t.getSuppressed()) {
            b.append(" {suppressed ").append(describe(s)).append('}');
        }
        return b.toString();
    }

    private static World world(String mode, ForkJoinPool pool) {
        return mode.equals("object") ? new ObjectWorld(pool) : new IdWorld(pool);
    }

    /** The sequential run, the run in regions, and a run on each pool, in that order. */
    private static List<World> worlds(String mode) {
        List<World> worlds = new ArrayList<>();
        worlds.add(world(mode, null));
        World regions = world(mode, null);
        regions.regions = true;
        worlds.add(regions);
        for (ForkJoinPool pool : pools) {
            worlds.add(world(mode, pool));
        }
        return worlds;
    }

    /**
     * Runs {@code setUp} then {@code ticks} ticks sequentially and on each pool, compares the whole
     * outcomes with the sequential run's, and returns the five worlds, the sequential first.
     */
    private static List<World> runAll(String mode, int ticks, Consumer<World> setUp) {
        List<World> worlds = worlds(mode);
        Outcome sequential = null;
        for (World w : worlds) {
            setUp.accept(w);
            w.run(ticks);
            assertEquals(List.of(), w.wrongThread, "the listener and error handler run on the calling thread" + w.on());
            Outcome o = w.outcome();
            if (sequential == null) {
                sequential = o;
            } else {
                same(sequential, o, w.on());
            }
        }
        return worlds;
    }

    private static void same(Outcome s, Outcome p, String on) {
        same("the batch (size; per state: count, forEach's handles with state and previous state)", s.entities(),
                p.entities(), 1, on);
        same("every walker's handle and fields", s.everyone(), p.everyone(), 1, on);
        same("the listener's calls (handle, from, to, event)", s.told(), p.told(), 4, on);
        same("the error handler's calls", s.errors(), p.errors(), on);
        same("what each tick threw", s.thrown(), p.thrown(), on);
    }

    private static void same(String what, long[] s, long[] p, int row, String on) {
        int n = Math.min(s.length, p.length);
        for (int i = 0; i < n; i++) {
            if (s[i] != p[i]) {
                int at = i - i % row;
                fail(what + on + " differ from the sequential run's at " + i + ": sequential "
                        + Arrays.toString(Arrays.copyOfRange(s, at, Math.min(s.length, at + 4 * row))) + ", parallel "
                        + Arrays.toString(Arrays.copyOfRange(p, at, Math.min(p.length, at + 4 * row))));
            }
        }
        assertEquals(s.length, p.length, what + on + ": as many as in the sequential run");
    }

    private static void same(String what, List<String> s, List<String> p, String on) {
        int n = Math.min(s.size(), p.size());
        for (int i = 0; i < n; i++) {
            if (!s.get(i).equals(p.get(i))) {
                fail(what + on + " differ from the sequential run's at " + i + ":\n sequential " + s.get(i)
                        + "\n parallel   " + p.get(i));
            }
        }
        assertEquals(s.size(), p.size(), what + on + ": as many as in the sequential run " + (s.size() > p.size()
                ? s.subList(n, Math.min(s.size(), n + 3)) : p.subList(n, Math.min(p.size(), n + 3))));
    }

    /** The handle the listener picks on its k-th call, among those added from the calling thread. */
    private static long pick(World w, int k, int salt) {
        return w.added.get((int) Math.floorMod((long) k * 7919 + salt * 104729L, (long) w.added.size()));
    }

    // ---------------------------------------------------------------------------------------------
    // The cases

    /**
     * A listener that stuns, removes and adds other entities (some it removes are gone already: refused
     * changes), while handlers stun and remove their own (and, in object mode, spawn new ones).
     */
    @ParameterizedTest(name = "{0} mode")
    @ValueSource(strings = {"object", "id"})
    void listenerChangesOtherEntities(String mode) {
        List<World> worlds = runAll(mode, TICKS, w -> {
            w.changes(10, true);
            w.onTold = (world, k) -> {
                if (k % 7 == 3) {
                    world.batch().transitionTo(pick(world, k, 1), WalkState.STUNNED);
                } else if (k % 11 == 5) {
                    world.batch().remove(pick(world, k, 2));
                } else if (k % 13 == 7) {
                    world.addNew(k % 2 == 0 ? WalkState.IDLE : WalkState.STUNNED);
                }
            };
            w.install(false);
        });
        World s = worlds.get(0);
        assertTrue(s.listenerCalls > 2000, "transitions told: " + s.listenerCalls);
        assertTrue(s.added.size() > N + 100, "walkers the listener added: " + (s.added.size() - N));
        assertTrue(s.batch().size() < s.added.size(), "the listener and handlers removed walkers");
    }

    /**
     * A listener that calls tick now and then: an IllegalStateException, which it lets go, reported as
     * its own; the tick is not disturbed (the same batch and listener calls as with a listener that does not).
     */
    @ParameterizedTest(name = "{0} mode")
    @ValueSource(strings = {"object", "id"})
    void listenerCallsTick(String mode) {
        World plain = world(mode, null);
        plain.install(false);
        plain.run(TICKS);
        Outcome undisturbed = plain.outcome();
        List<World> worlds = runAll(mode, TICKS, w -> {
            w.onTold = (world, k) -> {
                if (k % 500 == 0) {
                    world.batch().tick(0.5f);
                }
            };
            w.install(false);
        });
        for (World w : worlds) {
            same("the batch", undisturbed.entities(), w.outcome().entities(), 1, w.on() + " against a quiet listener");
            same("the listener's calls", undisturbed.told(), w.told.toArray(), 4, w.on() + " against a quiet listener");
            assertEquals(TICKS, w.thrown.size(), "every tick threw the listener's exception" + w.on());
            for (String t : w.thrown) {
                assertTrue(t.contains(": java.lang.IllegalStateException"), "the listener's own exception: " + t);
                assertFalse(t.contains("HandlerException"), "not blamed on a handler: " + t);
            }
        }
    }

    /** Handlers that call tick (alternately tick(dt) and tick(dt, pool)): each fails with an IllegalStateException. */
    @ParameterizedTest(name = "{0} mode")
    @ValueSource(strings = {"object", "id"})
    void handlerCallsTick(String mode) {
        List<World> worlds = runAll(mode, TICKS, w -> {
            w.hook((key, event) -> {
                if (event == Events.UPDATE && key % 4000 == 11) {
                    if (key % 8000 == 11 || w.pool == null) {
                        w.batch().tick(0.5f);
                    } else {
                        w.batch().tick(0.5f, w.pool);
                    }
                }
            });
            w.install(false);
        });
        for (String t : worlds.get(0).thrown) {
            assertTrue(t.contains("HandlerException") && t.contains("cause java.lang.IllegalStateException"), t);
        }
        assertEquals(TICKS, worlds.get(0).thrown.size());
    }

    static Stream<Arguments> modesAndFlags() {
        return Stream.of(Arguments.of("object", false), Arguments.of("object", true), Arguments.of("id", false),
                Arguments.of("id", true));
    }

    /** Handlers that throw: updates, exits and enters of some walkers in some ticks. */
    private static void failures(World w) {
        w.hook((key, event) -> {
            int t = w.tick;
            if (event == Events.UPDATE && key % 1000 == 7 && t >= 1) {
                throw new IllegalStateException("update of " + key + " in tick " + t);
            }
            if (event == Events.EXIT && key % 1000 == 300) {
                throw new IllegalStateException("exit of " + key + " in tick " + t);
            }
            if (event == Events.ENTER && key % 1000 == 601 && t != 2) {
                throw new IllegalStateException("enter of " + key + " in tick " + t);
            }
        });
    }

    /**
     * Handlers that throw for some entities, with and without an error handler: every entity is updated;
     * without one, each tick throws its first failure with the later ones suppressed, in sequential order.
     */
    @ParameterizedTest(name = "{0} mode, error handler: {1}")
    @MethodSource("modesAndFlags")
    void handlerThrows(String mode, boolean errorHandler) {
        List<World> worlds = runAll(mode, TICKS, w -> {
            failures(w);
            w.changes(10, true);
            w.install(errorHandler);
        });
        World s = worlds.get(0);
        if (errorHandler) {
            assertEquals(List.of(), s.thrown, "with an error handler the ticks throw nothing");
            assertTrue(s.errors.size() > 100, "failures given to the error handler: " + s.errors.size());
        } else {
            for (int t = 1; t < TICKS; t++) {
                String prefix = "tick " + t + ": dev.brainstem.runtime.HandlerException[";
                assertTrue(s.thrown.stream().anyMatch(x -> x.startsWith(prefix) && x.contains("{suppressed")),
                        "tick " + t + " threw its first failure, the later ones suppressed: " + s.thrown);
            }
        }
    }

    /**
     * A listener that throws now and then: its own exception, the remaining calls made, every transition
     * complete (the batch and the listener's calls are those of a listener that does not throw);
     * {@code withFailures}: handlers throw too, and each tick throws a HandlerException with the
     * listener's exceptions among the suppressed ones.
     */
    @ParameterizedTest(name = "{0} mode, handlers throw too: {1}")
    @MethodSource("modesAndFlags")
    void listenerThrows(String mode, boolean withFailures) {
        Consumer<World> common = w -> {
            if (withFailures) {
                failures(w);
            }
            w.install(false);
        };
        World quiet = world(mode, null);
        common.accept(quiet);
        quiet.run(TICKS);
        Outcome undisturbed = quiet.outcome();
        List<World> worlds = runAll(mode, TICKS, w -> {
            common.accept(w);
            w.onTold = (world, k) -> {
                if (k % 200 == 0) {
                    throw new UnsupportedOperationException("listener call " + k);
                }
            };
        });
        for (World w : worlds) {
            same("the batch", undisturbed.entities(), w.outcome().entities(), 1, w.on() + " against a quiet listener");
            same("every walker's fields", undisturbed.everyone(), w.outcome().everyone(), 1,
                    w.on() + " against a quiet listener");
            same("the listener's calls", undisturbed.told(), w.told.toArray(), 4, w.on() + " against a quiet listener");
        }
        World s = worlds.get(0);
        assertEquals(TICKS, s.thrown.size());
        for (String t : s.thrown) {
            if (withFailures) {
                assertTrue(t.contains(": dev.brainstem.runtime.HandlerException[")
                        && t.contains("{suppressed java.lang.UnsupportedOperationException: listener call"), t);
            } else {
                assertTrue(t.contains(": java.lang.UnsupportedOperationException: listener call"), t);
            }
        }
    }

    /**
     * An error handler that throws on every third call: its own exception, the tick thrown it at the end
     * with the rest suppressed; every failure is still given to it (as to an error handler that does not throw).
     */
    @ParameterizedTest(name = "{0} mode")
    @ValueSource(strings = {"object", "id"})
    void errorHandlerThrows(String mode) {
        World quiet = world(mode, null);
        failures(quiet);
        quiet.install(true);
        quiet.run(TICKS);
        List<World> worlds = runAll(mode, TICKS, w -> {
            failures(w);
            w.onError = (world, k) -> {
                if (k % 3 == 0) {
                    throw new UnsupportedOperationException("error handler call " + k);
                }
            };
            w.install(true);
        });
        for (World w : worlds) {
            same("the error handler's calls", quiet.errors, w.errors, w.on() + " against a quiet error handler");
            same("the batch", quiet.outcome().entities(), w.outcome().entities(), 1, w.on() + " against a quiet error handler");
        }
        World s = worlds.get(0);
        assertTrue(s.errors.size() > 100, "failures given to the error handler: " + s.errors.size());
        assertEquals(List.of(), quiet.thrown, "an error handler that does not throw: the ticks throw nothing");
        assertTrue(s.thrown.size() >= TICKS - 1, "the ticks threw the error handler's exceptions: " + s.thrown);
        for (String t : s.thrown) {
            assertTrue(t.contains(": java.lang.UnsupportedOperationException: error handler call"), t);
            assertFalse(t.contains("HandlerException"), "the error handler's own exception: " + t);
        }
    }

    /** Handlers that add during a parallel tick: the handles issued are the sequential tick's. */
    @ParameterizedTest(name = "{0} mode")
    @ValueSource(strings = {"object", "id"})
    void handlersAddDuringAParallelTick(String mode) {
        List<World> worlds = runAll(mode, 10, w -> {
            w.changes(20, true);
            w.install(false);
        });
        World s = worlds.get(0);
        if (s instanceof ObjectWorld o) {
            long spawned = o.all.keySet().stream().filter(k -> k >= 1_000_000).count();
            assertTrue(spawned > 100, "walkers added by handlers: " + spawned);
        } else {
            IdWorld i = (IdWorld) s;
            int twins = 0;
            for (int id = i.system.n; id < 2 * i.system.n; id++) {
                twins += i.batch.contains(id) ? 1 : 0;
            }
            assertTrue(twins > 100, "twins added by handlers: " + twins);
        }
    }

    static Stream<Arguments> errors() {
        return Stream.of(Arguments.of("object", "AssertionError"), Arguments.of("object", "StackOverflowError"),
                Arguments.of("id", "AssertionError"), Arguments.of("id", "StackOverflowError"));
    }

    /**
     * A handler that throws an Error (an AssertionError from one update; a StackOverflowError, thrown by
     * hand, from the enters of a third of the walkers, mid-transition): it leaves the tick at once, not wrapped and not given to the error handler;
     * the batch then holds every entity exactly once, and ticks again (every entity updated once).
     */
    @ParameterizedTest(name = "{0} mode, {1}")
    @MethodSource("errors")
    void anErrorFromAHandler(String mode, String kind) {
        boolean assertion = kind.equals("AssertionError");
        List<String> thrown = new ArrayList<>();
        List<World> worlds = worlds(mode);
        for (World w : worlds) {
            Set<Long> everyone = new HashSet<>(w.added);
            boolean[] armed = {true};
            w.hook((key, event) -> {
                if (armed[0] && w.tick == 1) {
                    if (assertion && event == Events.UPDATE && key == 25_000) {
                        throw new AssertionError("by hand, in the update of " + key);
                    }
                    if (!assertion && event == Events.ENTER && key % 3 == 0) {
                        throw new StackOverflowError("by hand, in an enter");
                    }
                }
            });
            w.install(true);
            w.run(1);
            w.tick = 1;
            Error e = null;
            try {
                w.tick(dt(1));
            } catch (Error error) {
                e = error;
            } catch (RuntimeException wrapped) {
                fail("the Error was caught and wrapped: " + describe(wrapped) + w.on(), wrapped);
            }
            if (e == null) {
                fail("the tick did not throw the handler's " + kind + w.on());
            }
            assertEquals(assertion ? AssertionError.class : StackOverflowError.class, e.getClass(), w.on());
            assertTrue(e.getMessage().startsWith("by hand"), e.getMessage());
            thrown.add(e.getClass().getName());
            assertEquals(List.of(), w.errors, "an Error is not given to the error handler" + w.on());
            w.assertWhole(everyone);
            assertEquals(N, w.batch().size(), w.on());

            armed[0] = false;
            w.tick = 2;
            Map<Integer, Integer> before = w.updatesInBatch();
            w.tick(dt(2));
            w.assertWhole(everyone);
            for (Map.Entry<Integer, Integer> u : before.entrySet()) {
                assertEquals(u.getValue() + 1, w.updates(u.getKey()),
                        "the tick after the Error updates walker " + u.getKey() + " once" + w.on());
            }
            assertEquals(List.of(), w.wrongThread, w.on());
        }
        assertEquals(1, new HashSet<>(thrown).size(), "every run threw the same Error: " + thrown);
    }
}
