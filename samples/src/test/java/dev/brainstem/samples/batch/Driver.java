package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.runtime.HandlerException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Runs a sequence of steps on a generated batch and on the reference model, and after every step
 * compares what each threw, the trace (handler calls, listener calls, error-handler calls, in order)
 * and the batch's contents: size, count, forEach, contains, stateOf, previousOf, entity.
 */
final class Driver {
    /** One step of a property run. */
    sealed interface Step permits Add, Remove, Transition, Tick, Arm, ErrorHandler, Junk {}

    /** Adds an entity (id mode: id {@code pick % ID_RANGE}) in the state {@code statePick} maps to. */
    record Add(int pick, int statePick, boolean useDefault) implements Step {}

    record Remove(int pick) implements Step {}

    record Transition(int pick, int statePick) implements Step {}

    record Tick(float dt) implements Step {}

    /** The next handler call of the pick-th entity throws. */
    record Arm(int pick) implements Step {}

    record ErrorHandler(boolean on) implements Step {}

    /** A handle or id the batch never issued: 0 remove, 1 transitionTo, 2 add a negative id / remove a negative handle. */
    record Junk(int kind) implements Step {}

    final Spec spec;
    final Harness h;
    final Subject<?> subject;
    final Model model;
    /** What this run went through, for the properties' coverage statistics. */
    final java.util.Set<String> seen = new java.util.TreeSet<>();

    Driver(Spec spec, Scripts.Knobs knobs, boolean idMode, Function<Harness, Subject<?>> subjectOf,
            boolean errorHandler) {
        this.spec = spec;
        this.h = new Harness(spec, knobs, idMode);
        this.subject = subjectOf.apply(h);
        this.model = new Model(spec, h);
        subject.listen(h.trace);
        errorHandler(errorHandler);
    }

    private void errorHandler(boolean on) {
        subject.errorHandler(on, h.trace);
        model.errorHandler = on;
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
        if (model.nextSerial != h.nextSerial) {
            fail(where + ": the model counted " + model.nextSerial + " entities, the fixtures " + h.nextSerial);
        }
        Throwable actual = null;
        Model.Outcome expected;
        try {
            if (step instanceof Add a) {
                int state = a.useDefault() ? Subject.DEFAULT_STATE : stateOf(a.statePick());
                int key = h.idMode ? a.pick() % Harness.ID_RANGE : h.nextSerial++;
                try {
                    int handle = subject.add(key, state);
                    if (h.idMode) {
                        assertEquals(key, handle, where + ": add returns the id");
                    }
                } catch (RuntimeException e) {
                    actual = e;
                }
                if (!h.idMode) {
                    model.nextSerial++;
                }
                expected = model.add(key, state);
            } else if (step instanceof Remove r) {
                int handle = h.targetHandle(r.pick());
                actual = thrown(() -> subject.remove(handle));
                expected = model.remove(handle);
            } else if (step instanceof Transition t) {
                int handle = h.targetHandle(t.pick());
                int state = stateOf(t.statePick());
                actual = thrown(() -> subject.transitionTo(handle, state));
                expected = model.transitionTo(handle, state);
            } else if (step instanceof Tick t) {
                actual = thrown(() -> subject.tick(t.dt(), null));
                expected = model.tick(t.dt());
            } else if (step instanceof Arm a) {
                int key = h.targetKey(a.pick());
                if (key >= 0) {
                    h.failNext.add(key);
                    model.arm(key);
                }
                expected = new Model.Ok();
            } else if (step instanceof ErrorHandler e) {
                errorHandler(e.on());
                expected = new Model.Ok();
            } else if (step instanceof Junk j) {
                int handle = j.kind() == 2 ? -5 : Harness.JUNK;
                if (j.kind() == 2 && h.idMode) {
                    actual = thrown(() -> subject.add(handle, Subject.DEFAULT_STATE));
                    expected = model.add(handle, Subject.DEFAULT_STATE);
                } else if (j.kind() == 1) {
                    actual = thrown(() -> subject.transitionTo(handle, spec.initial()));
                    expected = model.transitionTo(handle, spec.initial());
                } else {
                    actual = thrown(() -> subject.remove(handle));
                    expected = model.remove(handle);
                }
            } else {
                throw new AssertionError(step);
            }
        } catch (AssertionError e) {
            throw new AssertionError(where + ": " + e.getMessage(), e);
        }
        compare(expected, actual, where);
        if (expected instanceof Model.Fails f) {
            seen.add(step instanceof Tick ? "tick threw HandlerException" : "add/transitionTo threw HandlerException");
            note(f.failed().cause());
            if (f.suppressed() != null) {
                seen.add(f.suppressed() instanceof Model.Iae ? "bad deferred change suppressed"
                        : "failure of a deferred change suppressed");
            }
        } else if (expected instanceof Model.Iae && step instanceof Tick) {
            seen.add("tick threw IllegalArgumentException");
        }
    }

    private void note(String cause) {
        seen.add(cause.startsWith("Boom") ? "handler threw"
                : cause.startsWith("TransitionLimit") ? "transition limit"
                : cause.startsWith("IllegalTransition") ? "undeclared target" : "other failure");
    }

    private static Throwable thrown(Runnable r) {
        try {
            r.run();
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }

    private void compare(Model.Outcome expected, Throwable actual, String where) {
        if (expected instanceof Model.Ok) {
            if (actual != null) {
                throw new AssertionError(where + ": expected no exception, got " + actual, actual);
            }
        } else if (expected instanceof Model.Iae iae) {
            if (!(actual instanceof IllegalArgumentException)) {
                throw new AssertionError(where + ": expected an IllegalArgumentException naming " + iae.mention()
                        + ", got " + actual, actual);
            }
            assertTrue(actual.getMessage().contains(iae.mention()),
                    where + ": the message \"" + actual.getMessage() + "\" should name " + iae.mention());
        } else {
            Model.Fails fails = (Model.Fails) expected;
            if (!(actual instanceof HandlerException)) {
                throw new AssertionError(where + ": expected " + fails + ", got " + actual, actual);
            }
            HandlerException e = (HandlerException) actual;
            assertEquals(fails.failed(), Trace.Failed.of(e), where + ": the HandlerException");
            assertTrue(e.getMessage().contains(spec.name()) && e.getMessage().contains(fails.failed().entity())
                    && e.getMessage().contains(fails.failed().state()), where + ": message " + e.getMessage());
            assertNotNull(e.getCause(), where + ": the cause is kept");
            compareSuppressed(fails.suppressed(), Arrays.asList(e.getSuppressed()), where);
        }
    }

    private void compareSuppressed(Model.Outcome expected, List<Throwable> suppressed, String where) {
        if (expected == null) {
            assertEquals(List.of(), suppressed, where + ": nothing suppressed");
            return;
        }
        assertEquals(1, suppressed.size(), where + ": one exception suppressed, like " + expected + ": " + suppressed);
        compare(expected, suppressed.get(0), where + " (suppressed)");
    }

    /** The batch against the model: trace, size, counts, forEach, and every handle ever issued. */
    void check(String where) {
        for (Object o : model.trace) {
            if (o instanceof Trace.Failed f) {
                seen.add("error handler called");
                note(f.cause());
            } else if (o instanceof Trace.Moved m && m.event().equals("ENTER")) {
                seen.add("enter redirect");
            }
        }
        assertEquals(model.trace, h.trace, where + ": the trace (handler, listener and error-handler calls)");
        model.trace.clear();
        h.trace.clear();
        assertEquals(model.live.size(), subject.batch.size(), where + ": size");
        int sum = 0;
        for (int s = 0; s < spec.stateCount(); s++) {
            assertEquals(model.count(s), subject.count(s), where + ": count(" + spec.stateName(s) + ")");
            assertEquals(model.keysIn(s), subject.keysIn(s), where + ": forEach(" + spec.stateName(s) + ")");
            sum += subject.count(s);
        }
        assertEquals(subject.batch.size(), sum, where + ": size is the sum of the counts");
        List<Integer> stale = new ArrayList<>();
        for (int handle : model.issued) {
            Model.Ent e = model.live.get(handle);
            if (e == null) {
                assertFalse(subject.batch.contains(handle), where + ": contains(" + handle + ") after its removal");
                stale.add(handle);
                continue;
            }
            assertTrue(subject.batch.contains(handle), where + ": contains(" + handle + ")");
            assertEquals(spec.stateName(e.state), spec.stateName(subject.stateOf(handle)), where + ": stateOf(" + handle + ")");
            assertEquals(e.previous, subject.previousOf(handle), where + ": previousOf(" + handle + ")");
            assertEquals(e.key, subject.keyOf(handle), where + ": the entity of " + handle);
        }
        for (int handle : stale) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> subject.stateOf(handle),
                    where + ": stateOf a removed entity's handle");
            assertTrue(e.getMessage().contains(model.describe(handle)), e.getMessage());
        }
        assertFalse(subject.batch.contains(Harness.JUNK), where + ": contains(junk)");
        assertFalse(subject.batch.contains(-1), where + ": contains(-1)");
    }
}
