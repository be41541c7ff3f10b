package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Failure;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Function;

/**
 * Runs a sequence of steps on a generated batch and on the shared reference model (its {@code Batch},
 * driven by {@link Replay}), and after every step
 * compares what each threw (the exception, and what is suppressed in it, in order), the trace (handler
 * calls, listener calls, error-handler calls, in order) and the batch's contents: size, count, forEach,
 * contains, stateOf, previousOf, entity.
 *
 * <p>A parallel tick is expected to do exactly what the sequential one does, save that its handlers'
 * calls during the updates may interleave across entities: those are compared entity by entity (each
 * entity's in order), everything else in order.
 */
final class Driver {
    /** One step of a property run. */
    sealed interface Step permits Add, Remove, Transition, Tick, ParallelTick, RegionTick, Arm, ErrorHandler, Junk,
            Stride, Snapshot, SaveLoad {}

    /** Adds an entity (id mode: id {@code pick % ID_RANGE}) in the state {@code statePick} maps to. */
    record Add(int pick, int statePick, boolean useDefault) implements Step {}

    record Remove(int pick) implements Step {}

    record Transition(int pick, int statePick) implements Step {}

    record Tick(float dt) implements Step {}

    /** {@code tick(dt, pool)}: the same outcome as {@link Tick}. */
    record ParallelTick(float dt) implements Step {}

    /** {@code tickInRegions(dt)}: the same outcome as {@link Tick}, its handlers called region by region. */
    record RegionTick(float dt) implements Step {}

    /** The next handler call of the pick-th entity throws. */
    record Arm(int pick) implements Step {}

    record ErrorHandler(boolean on) implements Step {}

    /** A handle or id the batch never issued: 0 remove, 1 transitionTo, 2 add a negative id / remove a negative handle. */
    record Junk(int kind) implements Step {}

    /** Issue 43: {@code setStride} of the pick-th entity (or a junk handle), any stride (0 and 65,536 refused). */
    record Stride(int pick, int stride) implements Step {}

    /** {@code snapshot()} on both sides, or ({@code restore}) restores the last one taken (taking one first if none). */
    record Snapshot(boolean restore) implements Step {}

    /** Id mode: a save of the batch loaded back into it (the model goes on: a save keeps everything it keeps). */
    record SaveLoad() implements Step {}

    final Machine spec;
    final Harness h;
    final Subject<?> subject;
    /** The model's side: the scripts played against the reference model's batch, {@code replay.batch}. */
    final Replay replay;
    private final ForkJoinPool pool;
    /** What this run went through, for the properties' coverage statistics. */
    final java.util.Set<String> seen = new java.util.TreeSet<>();
    /** How often the model's entities entered a group by its name, resumed a history, wrote one. */
    final Entity.GroupCounts groups = new Entity.GroupCounts();
    /** Whether the last step was a parallel tick: its update calls are compared entity by entity. */
    private boolean interleaved;
    /** Issue 43: whether the machine has timers or sliced states: visits, ticks, strides and times are compared. */
    private final boolean timing;
    /** What the probe was told the last tick visited, per state. */
    private int[] visits;
    private dev.brainstem.runtime.BatchSnapshot genSnapshot;
    private dev.brainstem.runtime.reference.Batch.Snapshot refSnapshot;
    /**
     * The game's own data at the snapshot: which handle each entity got. A restore puts it back too, as
     * docs/semantics.md asks of a game: the entities added after the snapshot are gone, and the handles
     * they had are issued again, to other entities, so a handle kept from then would name one of those.
     */
    private java.util.Map<Integer, Long> handlesAtSnapshot;

    Driver(Machine spec, Scripts.Knobs knobs, boolean idMode, Function<Harness, Subject<?>> subjectOf,
            boolean errorHandler) {
        this(spec, knobs, idMode, subjectOf, errorHandler, null);
    }

    Driver(Machine spec, Scripts.Knobs knobs, boolean idMode, Function<Harness, Subject<?>> subjectOf,
            boolean errorHandler, ForkJoinPool pool) {
        if (spec.idMode() != idMode) {
            throw new IllegalArgumentException(spec.name() + " is described in the other mode");
        }
        this.spec = spec;
        this.h = new Harness(spec, knobs, idMode);
        this.pool = pool;
        h.pool = pool;
        this.subject = subjectOf.apply(h);
        this.replay = new Replay(spec, h);
        replay.batch.setGroupCounts(groups);
        subject.listen();
        errorHandler(errorHandler);
        timing = spec.hasTimers() || spec.slices();
        if (timing) {
            subject.batch.setProbe(new dev.brainstem.runtime.BatchProbe() {
                @Override
                public void transition(long handle, int from, int to, int event) {}

                @Override
                public void message(long handle, Object message, int outcome) {}

                @Override
                public void ticked(long nanos) {}

                @Override
                public void visited(int[] perState) {
                    visits = perState.clone();
                }
            });
        }
    }

    private void errorHandler(boolean on) {
        subject.errorHandler(on);
        replay.errorHandler(on);
    }

    /** The state a pick names: mostly one that may be entered from outside, now and then another, or null. */
    int stateOf(int statePick) {
        if (statePick < 80) {
            return h.startState(statePick);
        }
        if (statePick < 95) {
            return statePick % spec.stateCount();
        }
        return Subject.NULL_STATE;
    }

    void run(List<Step> steps) {
        check("at the start");
        for (int i = 0; i < steps.size(); i++) {
            String where = "step " + i + " " + steps.get(i) + " of " + steps;
            step(steps.get(i), where);
            check(where);
        }
        // Whatever happened, the batch still ticks.
        Step last = new Tick(0.5f);
        step(last, "the final tick");
        check("after the final tick");
    }

    private void step(Step step, String where) {
        if (replay.nextSerial != h.serials()) {
            fail(where + ": the model counted " + replay.nextSerial + " entities, the fixtures " + h.serials());
        }
        h.frozenSerials = h.serials();
        replay.frozenSerials = replay.nextSerial;
        boolean tick = step instanceof Tick || step instanceof ParallelTick || step instanceof RegionTick;
        h.inTick = tick;
        replay.inTick = tick;
        interleaved = step instanceof ParallelTick || step instanceof RegionTick;
        visits = null;
        Throwable actual = null;
        Outcome expected;
        try {
            if (step instanceof Add a) {
                int state = a.useDefault() ? Subject.DEFAULT_STATE : stateOf(a.statePick());
                int key = h.idMode ? a.pick() % Harness.ID_RANGE : h.takeSerial();
                try {
                    long handle = subject.add(key, state);
                    if (h.idMode) {
                        assertEquals(key, handle, where + ": add returns the id");
                    }
                } catch (RuntimeException e) {
                    actual = e;
                }
                if (!h.idMode) {
                    replay.nextSerial++;
                }
                expected = add(key, state);
            } else if (step instanceof Remove r) {
                long handle = h.targetHandle(r.pick());
                actual = thrown(() -> subject.remove(handle));
                expected = replay.batch.remove(handle);
            } else if (step instanceof Transition t) {
                long handle = h.targetHandle(t.pick());
                int state = stateOf(t.statePick());
                actual = thrown(() -> subject.transitionTo(handle, state));
                expected = replay.batch.transitionTo(handle, modelState(state));
            } else if (step instanceof Tick t) {
                actual = thrown(() -> subject.tick(t.dt(), null));
                expected = replay.batch.tick(t.dt());
            } else if (step instanceof ParallelTick t) {
                actual = thrown(() -> subject.tick(t.dt(), pool));
                expected = replay.batch.tick(t.dt());
            } else if (step instanceof RegionTick t) {
                actual = thrown(() -> subject.tickInRegions(t.dt()));
                expected = replay.batch.tick(t.dt());
            } else if (step instanceof Arm a) {
                int key = h.targetKey(a.pick());
                if (key >= 0) {
                    h.failNext.add(key);
                    replay.arm(key);
                }
                expected = Outcome.OK;
            } else if (step instanceof ErrorHandler e) {
                errorHandler(e.on());
                expected = Outcome.OK;
            } else if (step instanceof Stride st) {
                long handle = st.pick() % 7 == 6 ? Harness.JUNK : h.targetHandle(st.pick());
                actual = thrown(() -> subject.batch.setStride(handle, st.stride()));
                expected = replay.batch.setStride(handle, st.stride());
                seen.add(expected.ok() ? "stride set" : "stride refused");
            } else if (step instanceof Snapshot sn) {
                if (sn.restore() && genSnapshot != null) {
                    subject.batch.restore(genSnapshot);
                    replay.batch.restore(refSnapshot);
                    h.handleOfSerial.clear();
                    h.handleOfSerial.putAll(handlesAtSnapshot);
                    seen.add("snapshot restored");
                } else {
                    genSnapshot = subject.batch.snapshot();
                    refSnapshot = replay.batch.snapshot();
                    handlesAtSnapshot = new java.util.HashMap<>(h.handleOfSerial);
                }
                expected = Outcome.OK;
            } else if (step instanceof SaveLoad) {
                if (h.idMode) {
                    subject.saveAndLoad();
                    seen.add("saved and loaded");
                }
                expected = Outcome.OK;
            } else if (step instanceof Junk j) {
                long handle = j.kind() == 2 ? -5 : Harness.JUNK;
                if (j.kind() == 2 && h.idMode) {
                    actual = thrown(() -> subject.add((int) handle, Subject.DEFAULT_STATE));
                    expected = add((int) handle, Subject.DEFAULT_STATE);
                } else if (j.kind() == 1) {
                    actual = thrown(() -> subject.transitionTo(handle, spec.initial()));
                    expected = replay.batch.transitionTo(handle, spec.initial());
                } else {
                    actual = thrown(() -> subject.remove(handle));
                    expected = replay.batch.remove(handle);
                }
            } else {
                throw new AssertionError(step);
            }
        } catch (AssertionError e) {
            throw new AssertionError(where + ": " + e.getMessage(), e);
        }
        compare(expected, actual, where);
        note(step, expected);
        if (timing && tick && !expected.ok()) {
            // As BatchProbe.ticked, visited tells of a tick that ended normally (errors reported included).
            assertEquals(null, visits, where + ": BatchProbe.visited of a tick that threw");
        } else if (timing && tick) {
            int[] expectedVisits = replay.batch.visited();
            assertEquals(java.util.Arrays.toString(expectedVisits), java.util.Arrays.toString(visits),
                    where + ": BatchProbe.visited, per state");
            for (int s = 0; s < expectedVisits.length; s++) {
                if (expectedVisits[s] > 0 && spec.sleeps(s)) {
                    seen.add("sleeper woke");
                }
            }
        }
    }

    /**
     * The model's add of the entity {@code key} in {@code state} (a fixture's ordinal, or
     * {@link Subject#DEFAULT_STATE} or {@link Subject#NULL_STATE}); object mode: with the handle the
     * batch gave it (none when the batch refused it, and then so does the model).
     */
    private Outcome add(int key, int state) {
        int start = state == Subject.DEFAULT_STATE ? spec.initial() : modelState(state);
        return h.idMode ? replay.batch.add(key, start)
                : replay.batch.add(h.handleOfSerial.getOrDefault(key, -1L), key, start);
    }

    /** A fixture's state ordinal as the model takes it: a null state is negative. */
    private static int modelState(int state) {
        return state == Subject.NULL_STATE ? -1 : state;
    }

    private void note(Step step, Outcome expected) {
        if (expected.ok()) {
            return;
        }
        String what = step instanceof Tick ? "tick" : step instanceof ParallelTick ? "parallel tick"
                : step instanceof RegionTick ? "tick in regions" : "add/transitionTo";
        Failure thrown = expected.thrown();
        seen.add(what + " threw " + (thrown instanceof Failure.OfHandler ? "HandlerException"
                : thrown instanceof Failure.Own ? "the listener's or error handler's exception"
                : "IllegalArgumentException"));
        if (thrown instanceof Failure.OfHandler f) {
            note(Trace.cause(f.cause()));
        }
        for (Failure f : expected.suppressed()) {
            seen.add(f instanceof Failure.Refused ? "bad deferred change suppressed"
                    : f instanceof Failure.Own ? "listener or error-handler exception suppressed"
                    : "handler exception suppressed");
        }
    }

    private void note(String cause) {
        seen.add(cause.startsWith("Boom") ? "handler threw"
                : cause.startsWith("TransitionLimit") ? "transition limit"
                : cause.startsWith("IllegalTransition") ? "undeclared target"
                : cause.equals(Trace.TICK_REFUSED) ? "handler called tick" : "other failure");
    }

    private static Throwable thrown(Runnable r) {
        try {
            r.run();
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }

    private void compare(Outcome expected, Throwable actual, String where) {
        if (expected.ok()) {
            if (actual != null) {
                throw new AssertionError(where + ": expected no exception, got " + describe(actual), actual);
            }
            return;
        }
        if (actual == null) {
            fail(where + ": expected " + expected + ", nothing was thrown");
        }
        String context = where + ": expected " + expected + ", got " + describe(actual);
        compare(expected.thrown(), actual, context);
        Throwable[] suppressed = actual.getSuppressed();
        if (suppressed.length != expected.suppressed().size()) {
            throw new AssertionError(context + ": " + expected.suppressed().size() + " suppressed expected, "
                    + suppressed.length + " found", actual);
        }
        for (int i = 0; i < suppressed.length; i++) {
            compare(expected.suppressed().get(i), suppressed[i], context + " (suppressed " + i + ")");
            assertEquals(0, suppressed[i].getSuppressed().length, context + ": suppressed " + i + " has none of its own");
        }
    }

    private void compare(Failure expected, Throwable actual, String where) {
        if (expected instanceof Failure.Refused bad) {
            if (!(actual instanceof IllegalArgumentException)) {
                throw new AssertionError(where + ": expected an IllegalArgumentException naming " + bad.mention(), actual);
            }
            assertTrue(actual.getMessage().contains(bad.mention()),
                    where + ": the message \"" + actual.getMessage() + "\" should name " + bad.mention());
        } else if (expected instanceof Failure.Own own) {
            if (actual instanceof HandlerException) {
                throw new AssertionError(where + ": the listener's or error handler's exception was blamed on a handler",
                        actual);
            }
            assertEquals(Trace.own(own.thrown()), Trace.own(actual), where);
        } else {
            Trace.Failed failed = Trace.Failed.of((Failure.OfHandler) expected);
            if (!(actual instanceof HandlerException)) {
                throw new AssertionError(where + ": expected a HandlerException", actual);
            }
            HandlerException e = (HandlerException) actual;
            assertEquals(failed, Trace.Failed.of(e), where + ": the HandlerException");
            assertTrue(e.getMessage().contains(spec.name()) && e.getMessage().contains(failed.entity())
                    && e.getMessage().contains(failed.state()), where + ": message " + e.getMessage());
            assertNotNull(e.getCause(), where + ": the cause is kept");
        }
    }

    /** A state's name, or null for -1. */
    private String name(int state) {
        return state < 0 ? null : spec.stateName(state);
    }

    private List<String> names(List<Integer> states) {
        return states.stream().map(this::name).toList();
    }

    /** An exception and what is suppressed in it, for messages. */
    static String describe(Throwable t) {
        StringBuilder b = new StringBuilder(String.valueOf(t));
        for (Throwable s : t.getSuppressed()) {
            b.append(" [suppressed ").append(s).append(']');
        }
        return b.toString();
    }

    /**
     * A parallel tick's trace as the sequential one would be after the same reordering: the handler calls
     * it starts with (the updates', before the first listener call) grouped by entity, in order within each.
     */
    private static List<Object> canonical(List<Object> trace) {
        int n = 0;
        while (n < trace.size() && (trace.get(n) instanceof Trace.Call || trace.get(n) instanceof Trace.Delay)) {
            n++;
        }
        List<Object> calls = new ArrayList<>(trace.subList(0, n));
        calls.sort(Comparator.comparingInt(o -> o instanceof Trace.Call c ? c.key() : ((Trace.Delay) o).key()));
        calls.addAll(trace.subList(n, trace.size()));
        return calls;
    }

    /** The batch against the model: trace, size, counts, forEach, and every handle ever issued. */
    void check(String where) {
        for (Object o : replay.trace) {
            if (o instanceof Trace.Failed f) {
                seen.add("error handler called");
                note(f.cause());
            } else if (o instanceof Trace.Moved m && m.event().equals("ENTER")) {
                seen.add("enter redirect");
            } else if (o instanceof Trace.Moved m && m.event().equals("AFTER")) {
                seen.add("timer fired");
            }
        }
        assertEquals(List.of(), h.wrongThread, where + ": the listener and error handler run on the caller's thread");
        List<Object> actualTrace = new ArrayList<>(h.trace);
        if (interleaved) {
            assertEquals(canonical(replay.trace), canonical(actualTrace),
                    where + ": the trace (handler calls entity by entity, listener and error-handler calls in order)");
        } else {
            assertEquals(replay.trace, actualTrace, where + ": the trace (handler, listener and error-handler calls)");
        }
        replay.trace.clear();
        h.trace.clear();
        assertEquals(replay.batch.size(), subject.batch.size(), where + ": size");
        int sum = 0;
        for (int s = 0; s < spec.stateCount(); s++) {
            assertEquals(replay.batch.count(s), subject.count(s), where + ": count(" + spec.stateName(s) + ")");
            List<Integer> keys = new ArrayList<>();
            for (long handle : replay.batch.members(s)) {
                keys.add(replay.batch.entity(handle).key());
            }
            assertEquals(keys, subject.keysIn(s), where + ": forEach(" + spec.stateName(s) + ")");
            sum += subject.count(s);
        }
        assertEquals(subject.batch.size(), sum, where + ": size is the sum of the counts");
        if (timing) {
            assertEquals(replay.batch.ticks(), subject.batch.ticks(), where + ": ticks()");
        }
        List<Long> stale = new ArrayList<>();
        for (long handle : replay.batch.issued()) {
            Entity e = replay.batch.entity(handle);
            if (e == null) {
                assertFalse(subject.batch.contains(handle), where + ": contains(" + handle + ") after its removal");
                stale.add(handle);
                continue;
            }
            assertTrue(subject.batch.contains(handle), where + ": contains(" + handle + ")");
            assertEquals(spec.stateName(e.state()), spec.stateName(subject.stateOf(handle)),
                    where + ": stateOf(" + handle + ")");
            assertEquals(e.previous(), subject.previousOf(handle), where + ": previousOf(" + handle + ")");
            assertEquals(e.key(), subject.keyOf(handle), where + ": the entity of " + handle);
            assertEquals(names(e.stack()), names(subject.stackOf(handle)), where + ": stackOf(" + handle + ")");
            for (int g : spec.historyGroups()) {
                String group = spec.groups().get(g);
                assertEquals(name(e.lastIn(g)), name(subject.lastIn(handle, group)),
                        where + ": lastIn(" + handle + ", " + group + ")");
            }
            if (timing) {
                assertEquals(e.timeInState(), subject.batch.timeInState(handle), where + ": timeInState(" + handle + ")");
                if (spec.slices()) {
                    assertEquals(e.stride(), subject.batch.strideOf(handle), where + ": strideOf(" + handle + ")");
                }
            }
        }
        for (long handle : stale) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> subject.stateOf(handle),
                    where + ": stateOf a removed entity's handle");
            assertTrue(e.getMessage().contains(replay.batch.describe(handle)), e.getMessage());
        }
        assertFalse(subject.batch.contains(Harness.JUNK), where + ": contains(junk)");
        assertFalse(subject.batch.contains(-1), where + ": contains(-1)");
    }
}
