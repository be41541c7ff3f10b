package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.HandlerException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RejectedExecutionException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A handler's exception, from an update, an exit or an enter, with and without an error handler, in
 * object and id mode: the HandlerException names the machine, the handle (id), the state and the
 * event and keeps the cause; the tick still updates every entity, and reports at its end (issue 10);
 * nothing is lost or duplicated; the failing entity stays in the state whose handler threw; the batch
 * keeps working. A listener's or error handler's own exception is reported as its own.
 *
 * <p>Failed on the runtime before issue 10 (48f4a8a) (17 of 25; one line each, the cause after the colon):
 * <ul>
 * <li>aHandlerThrowsDuringATick without an error handler (6): the tick stops at the failure.
 * <li>aHandlerThrowsDuringATick with one, EXIT and ENTER (4): the error handler is called during the tick.
 * <li>anErrorHandlerThatThrows, sequential (2): its exception ends the tick; the second failure never reaches it.
 * <li>aListenerThatThrows (4): its exception is a HandlerException blamed on EXIT (or given to the error handler).
 * <li>failuresInAParallelTick: the later failures are not suppressed in the HandlerException thrown.
 * </ul>
 */
class ErrorIsolationTest {
    private static final int N = 10;
    private static final int K = 4;

    static Stream<Arguments> cases() {
        List<Arguments> all = new ArrayList<>();
        for (String mode : List.of("object", "id")) {
            for (int event : new int[] {Events.UPDATE, Events.EXIT, Events.ENTER}) {
                for (boolean handler : new boolean[] {false, true}) {
                    all.add(Arguments.of(mode, Events.name(event), handler));
                }
            }
        }
        return all.stream();
    }

    static Frail frail(String mode) {
        return mode.equals("object") ? Frail.objects() : Frail.ids(64);
    }

    private static int event(String name) {
        switch (name) {
            case "UPDATE": return Events.UPDATE;
            case "EXIT": return Events.EXIT;
            case "ENTER": return Events.ENTER;
            default: throw new IllegalArgumentException(name);
        }
    }

    @ParameterizedTest(name = "{0} mode, {1} throws, error handler: {2}")
    @MethodSource("cases")
    void aHandlerThrowsDuringATick(String mode, String eventName, boolean withHandler) {
        int event = event(eventName);
        Frail f = frail(mode);
        f.addAll(N);
        boolean moving = event != Events.UPDATE;
        for (int i = 0; i < N; i++) {
            f.angry(i, moving);
        }
        RuntimeException boom = new IllegalStateException("boom in " + eventName);
        switch (event) {
            case Events.UPDATE: f.failUpdate(K, boom); break;
            case Events.EXIT: f.failExit(K, boom); break;
            default: f.failEnter(K, boom); break;
        }
        List<String> told = new ArrayList<>();
        List<String> calls = new ArrayList<>();
        f.batch().setListener((h, from, to, e) -> {
            told.add(h + ":" + from + "->" + to + ":" + Events.name(e));
            calls.add("listener");
        });
        List<HandlerException> handled = new ArrayList<>();
        if (withHandler) {
            f.batch().setErrorHandler(e -> {
                handled.add(e);
                calls.add("error handler");
            });
        }

        HandlerException thrown = null;
        try {
            f.batch().tick(0.1f);
        } catch (HandlerException e) {
            thrown = e;
        }
        HandlerException e;
        if (withHandler) {
            assertNull(thrown, "with an error handler the tick throws nothing");
            assertEquals(1, handled.size(), "the error handler got it");
            e = handled.get(0);
            assertEquals("error handler", calls.get(calls.size() - 1),
                    "the error handler is called after the tick's listener calls: " + calls);
        } else {
            assertNotNull(thrown, "without an error handler the tick throws the exception at its end");
            assertEquals(0, thrown.getSuppressed().length, "one failure, nothing suppressed");
            e = thrown;
        }
        Mood failedIn = event == Events.ENTER ? Mood.ANGRY : Mood.CALM;
        assertEquals(f.machine, e.machine());
        assertEquals(f.handle(K), e.handle());
        assertEquals(f.describe(K), e.entity());
        assertEquals(failedIn.name(), e.state(), "the state whose handler threw");
        assertEquals(event, e.event());
        assertSame(boom, e.getCause(), "the cause is kept");
        for (String part : List.of(f.machine, f.describe(K), failedIn.name(), eventName)) {
            assertTrue(e.getMessage().contains(part), e.getMessage() + " names " + part);
        }

        f.assertWhole();
        assertEquals(failedIn, f.stateOf(K), "the failing entity stays in the state whose handler threw");
        List<String> expectedTold = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            // A tick updates every entity, error handler or not (issue 10).
            assertEquals(1, f.updates(i), "updates of " + i);
            if (i != K) {
                assertEquals(moving ? Mood.ANGRY : Mood.CALM, f.stateOf(i), "state of " + i);
            }
            if (moving && (i != K || event == Events.ENTER)) {
                expectedTold.add(f.handle(i) + ":CALM->ANGRY:UPDATE");
            }
        }
        assertEquals(expectedTold, told, "the listener");

        // The batch keeps working: every entity updated once more, the ones left in CALM move on.
        f.clearFailures();
        f.batch().tick(0.1f);
        f.assertWhole();
        for (int i = 0; i < N; i++) {
            assertEquals(2, f.updates(i), "updates of " + i + " after the next tick");
            assertEquals(moving ? Mood.ANGRY : Mood.CALM, f.stateOf(i), "state of " + i + " after the next tick");
        }
        assertEquals(withHandler ? 1 : 0, handled.size());
    }

    /** Outside a tick, the exception goes to the caller, error handler or not, and the batch is whole. */
    @ParameterizedTest(name = "{0} mode, error handler: {1}")
    @MethodSource("modesAndHandlers")
    void anExitThrowsInTransitionTo(String mode, boolean withHandler) {
        Frail f = frail(mode);
        f.addAll(3);
        List<HandlerException> handled = new ArrayList<>();
        if (withHandler) {
            f.batch().setErrorHandler(handled::add);
        }
        RuntimeException boom = new UnsupportedOperationException("exit");
        f.failExit(1, boom);
        HandlerException e = assertThrows(HandlerException.class, () -> f.transitionTo(f.handle(1), Mood.BROKEN));
        assertSame(boom, e.getCause());
        assertEquals(f.handle(1), e.handle());
        assertEquals("CALM", e.state());
        assertEquals(Events.EXIT, e.event());
        assertEquals(List.of(), handled, "outside a tick the caller gets it");
        assertEquals(Mood.CALM, f.stateOf(1), "no transition when the exit threw");
        f.assertWhole();
        f.clearFailures();
        f.transitionTo(f.handle(1), Mood.BROKEN);
        assertEquals(Mood.BROKEN, f.stateOf(1));
        f.batch().tick(0.1f);
        f.assertWhole();
        assertEquals(1, f.updates(1));
    }

    /**
     * An error handler that throws (say, logs and rethrows): its exception is its own, the rest of the
     * failures are still given to it, and the tick throws what it threw once it has ended (the same
     * object each time here: it is thrown once, not suppressed in itself); nothing is lost or
     * duplicated, and the batch keeps working. Sequential and parallel.
     */
    @ParameterizedTest(name = "{0} mode, parallel: {1}")
    @MethodSource("modesAndHandlers")
    void anErrorHandlerThatThrows(String mode, boolean parallel) {
        int n = parallel ? 20_000 : 6;
        int failing = parallel ? 9_003 : 3;
        Frail f = mode.equals("object") ? Frail.objects() : Frail.ids(n);
        f.addAll(n);
        for (int i = 0; i < n; i++) {
            f.angry(i, i % 2 == 0);
        }
        f.failUpdate(failing, new IllegalStateException("boom"));
        f.failEnter(failing + 1, new IllegalStateException("boom too"));
        f.angry(failing + 1, true);
        RuntimeException rethrown = new RuntimeException("rethrown");
        List<HandlerException> handled = new ArrayList<>();
        f.batch().setErrorHandler(e -> {
            handled.add(e);
            throw rethrown;
        });
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            RuntimeException e = assertThrows(RuntimeException.class,
                    () -> {
                        if (parallel) {
                            f.batch().tick(0.1f, pool);
                        } else {
                            f.batch().tick(0.1f);
                        }
                    });
            assertSame(rethrown, e, "the tick throws what the error handler threw");
            assertEquals(2, handled.size(), "the error handler is given every failure, though it threw");
            assertEquals(f.handle(failing), handled.get(0).handle());
            assertEquals(Events.UPDATE, handled.get(0).event());
            assertEquals(f.handle(failing + 1), handled.get(1).handle());
            assertEquals(Events.ENTER, handled.get(1).event());
            for (int i = 0; i < n; i++) {
                assertEquals(1, f.updates(i), "updates of " + i + ": the tick updated every entity");
            }
            f.assertWhole();
            assertEquals(Mood.CALM, f.stateOf(failing));
            assertEquals(1, f.updates(failing));
            f.clearFailures();
            f.batch().setErrorHandler(null);
            if (parallel) {
                f.batch().tick(0.1f, pool);
            } else {
                f.batch().tick(0.1f);
            }
            f.assertWhole();
            for (int i = 0; i < n; i++) {
                if (f.updates(i) < 1) {
                    throw new AssertionError("entity " + i + " not updated after the tick that threw");
                }
            }
        } finally {
            pool.shutdown();
        }
    }

    /**
     * A listener that throws: its exception is its own, never a handler's (the error handler does not
     * get it, and no transition is blamed); the remaining listener calls are still made, every
     * transition is complete, and the tick throws it once it has ended. Nothing is lost or duplicated,
     * sequential or parallel.
     */
    @ParameterizedTest(name = "error handler: {0}, parallel: {1}")
    @MethodSource("twoFlags")
    void aListenerThatThrows(boolean withHandler, boolean parallel) {
        int n = 20_000;
        Frail f = Frail.ids(n);
        f.addAll(n);
        for (int i = 0; i < n; i++) {
            f.angry(i, i % 2 == 0);
        }
        int[] calls = {0};
        RuntimeException boom = new IllegalStateException("listener");
        f.batch().setListener((h, from, to, e) -> {
            if (++calls[0] == 5000) {
                throw boom;
            }
        });
        List<HandlerException> handled = new ArrayList<>();
        if (withHandler) {
            f.batch().setErrorHandler(handled::add);
        }
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            RuntimeException thrown = assertThrows(RuntimeException.class, () -> {
                if (parallel) {
                    f.batch().tick(0.1f, pool);
                } else {
                    f.batch().tick(0.1f);
                }
            });
            assertSame(boom, thrown, "the tick throws the listener's own exception");
            assertEquals(0, thrown.getSuppressed().length);
            assertEquals(List.of(), handled, "the error handler gets handlers' exceptions only");
            assertEquals(n / 2, calls[0], "the listener is told of every transition, after it threw too");
            f.assertWhole();
            for (int i = 0; i < n; i++) {
                assertEquals(i % 2 == 0 ? Mood.ANGRY : Mood.CALM, f.stateOf(i), "state of " + i);
                assertEquals(i % 2 == 0 ? Mood.CALM : null, f.batch().previousOf(f.handle(i)),
                        "previous state of " + i);
                assertEquals(1, f.updates(i), "updates of " + i);
            }
            f.batch().setListener(null);
            f.batch().tick(0.1f);
            f.assertWhole();
            for (int i = 0; i < n; i++) {
                assertEquals(i % 2 == 0 ? Mood.ANGRY : Mood.CALM, f.stateOf(i), "state of " + i);
            }
        } finally {
            pool.shutdown();
        }
    }

    private static List<String> suppressed(HandlerException e) {
        List<String> all = new ArrayList<>();
        for (Throwable t : e.getSuppressed()) {
            HandlerException h = (HandlerException) t;
            all.add(h.handle() + " " + h.state() + " " + Events.name(h.event()) + " " + h.getCause().getMessage());
        }
        return all;
    }

    static Stream<Arguments> twoFlags() {
        return Stream.of(Arguments.of(false, false), Arguments.of(false, true), Arguments.of(true, false),
                Arguments.of(true, true));
    }

    static Stream<Arguments> modesAndHandlers() {
        return Stream.of(Arguments.of("object", false), Arguments.of("object", true), Arguments.of("id", false),
                Arguments.of("id", true));
    }

    /**
     * In a parallel tick with an error handler, the handler gets the same exceptions in the same
     * (sequential) order, on the calling thread, and the states are the sequential tick's; without
     * one, the tick throws the first failure in sequential order, and nothing is lost either way.
     */
    @Test
    void failuresInAParallelTick() {
        int n = 30_000;
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            for (boolean withHandler : new boolean[] {true, false}) {
                Frail sequential = Frail.ids(n);
                Frail parallel = Frail.ids(n);
                List<String> seqHandled = new ArrayList<>();
                List<String> parHandled = new ArrayList<>();
                Thread caller = Thread.currentThread();
                for (Frail f : List.of(sequential, parallel)) {
                    List<String> into = f == sequential ? seqHandled : parHandled;
                    f.addAll(n);
                    for (int i = 0; i < n; i++) {
                        f.angry(i, i % 3 == 0);
                        if (i % 1000 == 7) {
                            f.failUpdate(i, new IllegalStateException("update " + i));
                        } else if (i % 1000 == 300) {
                            f.failExit(i, new IllegalStateException("exit " + i));
                            f.angry(i, true);
                        } else if (i % 1000 == 601) {
                            f.failEnter(i, new IllegalStateException("enter " + i));
                            f.angry(i, true);
                        }
                    }
                    if (withHandler) {
                        f.batch().setErrorHandler(e -> {
                            assertSame(caller, Thread.currentThread(), "the error handler runs on the caller");
                            into.add(e.handle() + " " + e.state() + " " + Events.name(e.event()) + " "
                                    + e.getCause().getMessage());
                        });
                    }
                }
                HandlerException seqThrown = null;
                HandlerException parThrown = null;
                try {
                    sequential.batch().tick(0.1f);
                } catch (HandlerException e) {
                    seqThrown = e;
                }
                try {
                    parallel.batch().tick(0.1f, pool);
                } catch (HandlerException e) {
                    parThrown = e;
                }
                sequential.assertWhole();
                parallel.assertWhole();
                if (withHandler) {
                    assertNull(seqThrown);
                    assertNull(parThrown);
                    assertEquals(90, seqHandled.size());
                    assertEquals(seqHandled, parHandled, "the error handler's calls");
                    assertEquals(sequential.snapshot(), parallel.snapshot(), "the batch after the tick");
                } else {
                    assertNotNull(seqThrown);
                    assertNotNull(parThrown, "the parallel tick throws too");
                    assertEquals(7, seqThrown.handle());
                    assertEquals(seqThrown.handle(), parThrown.handle(), "the first failure in sequential order");
                    assertEquals(seqThrown.getCause().getMessage(), parThrown.getCause().getMessage());
                    // Every other failure is attached to it, in sequential order (issue 10).
                    assertEquals(89, seqThrown.getSuppressed().length, "the later failures are suppressed in it");
                    assertEquals(suppressed(seqThrown), suppressed(parThrown), "the suppressed failures");
                    assertEquals(sequential.snapshot(), parallel.snapshot(), "the batch after the tick");
                }
                // Both keep working.
                sequential.clearFailures();
                parallel.clearFailures();
                sequential.batch().tick(0.1f);
                parallel.batch().tick(0.1f, pool);
                sequential.assertWhole();
                parallel.assertWhole();
                if (withHandler) {
                    assertEquals(sequential.snapshot(), parallel.snapshot(), "the batch after the next tick");
                }
            }
        } finally {
            pool.shutdown();
        }
    }

    /**
     * A pool that refuses work: the parallel tick throws the pool's RejectedExecutionException before
     * any handler runs, and the batch is whole, unchanged, and ticks on as the same batch never
     * offered to that pool.
     */
    @Test
    void aShutDownPoolRefusesTheTickAndTheBatchStaysWhole() {
        int n = 30_000;
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.shutdown();
        Frail refused = Frail.ids(n);
        Frail reference = Frail.ids(n);
        for (Frail f : List.of(refused, reference)) {
            f.addAll(n);
            for (int i = 0; i < n; i++) {
                f.angry(i, i % 3 == 0);
            }
        }
        Object before = refused.snapshot();
        assertThrows(RejectedExecutionException.class, () -> refused.batch().tick(0.1f, pool));
        refused.assertWhole();
        assertEquals(before, refused.snapshot(), "no handler ran");
        refused.batch().tick(0.1f);
        reference.batch().tick(0.1f);
        refused.assertWhole();
        assertEquals(reference.snapshot(), refused.snapshot(), "the batch after the next tick");
    }
}
