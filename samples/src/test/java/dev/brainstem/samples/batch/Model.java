package dev.brainstem.samples.batch;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.NONE;
import static dev.brainstem.runtime.Events.UPDATE;
import static dev.brainstem.samples.batch.Scripts.STAY;
import static dev.brainstem.samples.batch.Trace.NO_ARG;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The reference model: the batch's semantics (DESIGN.md, "The batch runner", and issue 10's
 * {@code notes/issue10-spec.md}) written plainly over maps and lists, one entity at a time. It replays
 * the entities' scripts and those of the listener and the error handler (the same pure functions the
 * actual side uses, with its own call counts), so it predicts every handler call, listener call,
 * error-handler call, thrown exception and the batch's contents after each step.
 *
 * <p>A tick, as the model runs it:
 * <ol>
 * <li>Updates: states in ordinal order, ascending handles within a state, each entity once (settling
 *     aside). A handler's exception is recorded; the entity stays where it was when the handler threw,
 *     and the tick goes on.
 * <li>The listener is told of the updates' transitions, in that order. What it throws is recorded as
 *     its own; the remaining calls are still made.
 * <li>The changes asked for during the tick (by handlers and by the listener), in call order, those asked
 *     for meanwhile joining the end; the listener is told of each change's transitions right after it. A
 *     change naming an entity the batch does not hold is refused (an IllegalArgumentException, recorded).
 * <li>Reports. With an error handler, each handler exception goes to it, in order; what it throws is
 *     recorded as its own. Then the step throws the first recorded handler exception (none are left with
 *     an error handler), else the first listener or error-handler exception, else the first refused change;
 *     every other recorded failure is attached to it as suppressed, in the order they were recorded (the
 *     error handler's own exceptions last, as they happen last).
 * </ol>
 * An {@code add} or {@code transitionTo} from outside runs its own handlers at once, then steps 2 to 4;
 * its own handler's exception is thrown to the caller (error handler or not) with the step's other
 * failures suppressed. {@code tick} called while the batch ticks (by a handler, the listener, the error
 * handler) is an IllegalStateException.
 */
final class Model {
    static final class Ent {
        final long handle;
        final int key;
        int state;
        int previous = -1;

        Ent(long handle, int key, int state) {
            this.handle = handle;
            this.key = key;
            this.state = state;
        }
    }

    /** A failure a step records, in the order it happens. */
    sealed interface Failure permits HandlerFailure, Own, Bad {}

    /** A handler's exception: a HandlerException like {@code failed}. */
    record HandlerFailure(Trace.Failed failed) implements Failure {}

    /** The listener's or the error handler's own exception, as {@link Trace#own} writes it. */
    record Own(String what) implements Failure {}

    /** A refused call or change: an IllegalArgumentException whose message contains {@code mention}. */
    record Bad(String mention) implements Failure {}

    /** What a step throws: nothing ({@code thrown} null), or {@code thrown} with {@code suppressed} attached, in order. */
    record Outcome(Failure thrown, List<Failure> suppressed) {
        static final Outcome OK = new Outcome(null, List.of());

        static Outcome bad(String mention) {
            return new Outcome(new Bad(mention), List.of());
        }

        boolean ok() {
            return thrown == null;
        }
    }

    /** A handler's failure travelling up to where the batch catches it. */
    private static final class Fail extends Exception {
        private static final long serialVersionUID = 1L;
        final int event;
        final String cause;

        Fail(int event, String cause) {
            super(cause, null, false, false);
            this.event = event;
            this.cause = cause;
        }
    }

    private record Op(int kind, int key, long handle, int state) {}

    final Spec spec;
    final Harness h;
    final boolean idMode;
    final Scripts.Knobs knobs;

    /** The entities by handle: ascending handle order. */
    final TreeMap<Long, Ent> live = new TreeMap<>();
    /** Every handle that was ever in the batch. */
    final Set<Long> issued = new TreeSet<>();
    final List<Object> trace = new ArrayList<>();
    private final Map<Integer, Integer> calls = new HashMap<>();
    private final Set<Integer> failNext = new HashSet<>();
    int nextSerial;
    boolean errorHandler;
    /** The number of serials when the step began: what handlers and the listener pick targets from. */
    int frozenSerials;
    /** Whether the step is a tick: only then do the listener and the error handler change the batch or call tick. */
    boolean inTick;
    private boolean updating;
    private int listenerCalls;
    private int errorHandlerCalls;

    /** How many changes asked for from inside steps were applied (or refused). */
    int applied;
    /** How many listener calls threw, and how many error-handler calls: for the statistics. */
    int listenerThrew;
    int errorHandlerThrew;
    private final List<Op> queue = new ArrayList<>();
    /** Transitions made and not yet told to the listener. */
    private final List<Trace.Moved> pending = new ArrayList<>();
    /** The step's failures so far, in order (its own handler's failure, outside a tick, apart). */
    private final List<Failure> recorded = new ArrayList<>();

    Model(Spec spec, Harness h) {
        this.spec = spec;
        this.h = h;
        this.idMode = h.idMode;
        this.knobs = h.knobs;
    }

    String describe(long handle) {
        return (idMode ? "id " : "handle ") + handle;
    }

    String name(int state) {
        return spec.stateName(state);
    }

    private void begin() {
        queue.clear();
        pending.clear();
        recorded.clear();
    }

    // ---------------------------------------------------------------------------------------------
    // Steps from outside

    /** Adds entity {@code key} (object mode: the next serial, whose handle the actual run recorded). */
    Outcome add(int key, int state) {
        begin();
        int start = state == Subject.DEFAULT_STATE ? spec.initial() : state;
        if (idMode && key < 0) {
            return Outcome.bad("id " + key + " is negative");
        }
        if (start == Subject.NULL_STATE) {
            return Outcome.bad("null is not a state");
        }
        if (!spec.startable(start)) {
            return Outcome.bad(name(start) + " is not a state");
        }
        if (idMode && live.containsKey((long) key)) {
            return Outcome.bad("id " + key + " is in the batch already");
        }
        long handle = idMode ? key : handleOf(key);
        return finish(start(new Ent(handle, key, start)));
    }

    Outcome remove(long handle) {
        begin();
        Ent e = live.get(handle);
        if (e == null) {
            return Outcome.bad(describe(handle));
        }
        live.remove(handle);
        return Outcome.OK;
    }

    Outcome transitionTo(long handle, int state) {
        begin();
        if (state == Subject.NULL_STATE) {
            return Outcome.bad("null is not a state");
        }
        if (!spec.startable(state)) {
            return Outcome.bad(name(state) + " is not a state");
        }
        Ent e = live.get(handle);
        if (e == null) {
            return Outcome.bad(describe(handle));
        }
        HandlerFailure own = null;
        try {
            follow(e, NONE, state, 0f, false);
        } catch (Fail f) {
            own = failed(e, f);
        }
        return finish(own);
    }

    void arm(int key) {
        failNext.add(key);
    }

    /** One tick, sequential or parallel: the same outcome. */
    Outcome tick(float dt) {
        begin();
        List<List<Ent>> buckets = new ArrayList<>();
        for (int s = 0; s < spec.stateCount(); s++) {
            buckets.add(new ArrayList<>());
        }
        for (Ent e : live.values()) {
            buckets.get(e.state).add(e);
        }
        updating = true;
        for (int s = 0; s < spec.stateCount(); s++) {
            for (Ent e : buckets.get(s)) {
                if (e.state != s) {
                    throw new AssertionError("model: an entity moved before its turn");
                }
                try {
                    updateOne(e, dt);
                } catch (Fail f) {
                    recorded.add(failed(e, f));
                }
            }
        }
        updating = false;
        return finish(null);
    }

    /** Steps 2 to 4: the listener, the queued changes, the reports; {@code own} is an outside call's own failure. */
    private Outcome finish(HandlerFailure own) {
        tellPending();
        applyQueue();
        return report(own);
    }

    /** Tells the listener of the transitions made since the last time, in order, following its script. */
    private void tellPending() {
        List<Trace.Moved> told = new ArrayList<>(pending);
        pending.clear();
        for (Trace.Moved m : told) {
            trace.add(m);
            int n = listenerCalls++;
            Scripts.Decision d = Scripts.listener(knobs, n);
            if (d.effect() == Scripts.THROW) {
                recorded.add(new Own("listener call " + n));
                listenerThrew++;
            } else if (inTick && d.effect() == Scripts.TICK) {
                recorded.add(new Own(Trace.TICK_REFUSED));
                listenerThrew++;
            } else if (inTick) {
                effect(d);
            }
        }
    }

    /** Applies the queued changes in order, those asked for meanwhile joining the end. */
    private void applyQueue() {
        for (int qi = 0; qi < queue.size(); qi++) {
            Op op = queue.get(qi);
            Ent e = live.get(op.handle());
            switch (op.kind()) {
                case Scripts.ADD:
                    if (e != null) {
                        if (!idMode) {
                            throw new AssertionError("model: a deferred add got the handle of a live entity");
                        }
                        recorded.add(new Bad(describe(op.handle())));
                        break;
                    }
                    HandlerFailure failed = start(new Ent(op.handle(), op.key(), op.state()));
                    if (failed != null) {
                        recorded.add(failed);
                    }
                    break;
                case Scripts.REMOVE:
                    if (e == null) {
                        recorded.add(new Bad(describe(op.handle())));
                    } else {
                        live.remove(op.handle());
                    }
                    break;
                case Scripts.TRANSITION:
                    if (e == null) {
                        recorded.add(new Bad(describe(op.handle())));
                        break;
                    }
                    try {
                        follow(e, NONE, op.state(), 0f, false);
                    } catch (Fail fail) {
                        recorded.add(failed(e, fail));
                    }
                    break;
                default:
                    throw new AssertionError();
            }
            tellPending();
        }
        applied += queue.size();
        queue.clear();
    }

    /** Step 4: the error handler's calls, then what the step throws. */
    private Outcome report(HandlerFailure own) {
        List<Failure> rest = new ArrayList<>();
        List<Failure> late = new ArrayList<>();
        for (Failure f : recorded) {
            if (f instanceof HandlerFailure hf && errorHandler) {
                trace.add(hf.failed());
                int n = errorHandlerCalls++;
                Scripts.Decision d = Scripts.errorHandler(knobs, n);
                if (d.effect() == Scripts.THROW) {
                    late.add(new Own("error handler call " + n));
                    errorHandlerThrew++;
                } else if (d.effect() == Scripts.TICK && inTick) {
                    late.add(new Own(Trace.TICK_REFUSED));
                    errorHandlerThrew++;
                }
            } else {
                rest.add(f);
            }
        }
        rest.addAll(late);
        recorded.clear();
        Failure thrown = own;
        for (Class<?> kind : List.of(HandlerFailure.class, Own.class, Bad.class)) {
            for (Failure f : rest) {
                if (thrown == null && kind.isInstance(f)) {
                    thrown = f;
                }
            }
        }
        if (thrown == null) {
            return Outcome.OK;
        }
        List<Failure> suppressed = new ArrayList<>();
        for (Failure f : rest) {
            if (f != thrown) {
                suppressed.add(f);
            }
        }
        return new Outcome(thrown, suppressed);
    }

    // ---------------------------------------------------------------------------------------------
    // Semantics

    /** Starts {@code e}: its enter with from == null, then redirects. Returns its failure, or null. */
    private HandlerFailure start(Ent e) {
        if (live.containsKey(e.handle)) {
            throw new AssertionError("model: two entities with " + describe(e.handle));
        }
        live.put(e.handle, e);
        issued.add(e.handle);
        Spec.Handler enter = spec.enter()[e.state];
        if (!enter.present()) {
            return null;
        }
        try {
            int r = call(e, ENTER, e.state, enter.takesArgument() ? Trace.NULL : NO_ARG, -1f);
            if (r != STAY && r != e.state) {
                follow(e, ENTER, r, 0f, false);
            }
        } catch (Fail f) {
            return failed(e, f);
        }
        return null;
    }

    private void updateOne(Ent e, float dt) throws Fail {
        Spec.Handler update = spec.update()[e.state];
        if (!update.present()) {
            return;
        }
        int r = call(e, UPDATE, e.state, NO_ARG, update.takesArgument() ? dt : -1f);
        if (r != STAY && r != e.state) {
            follow(e, UPDATE, r, dt, spec.settle());
        }
    }

    /**
     * The transition to {@code next} asked for by a handler of {@code event} (NONE: from outside), then
     * enter redirects and, when settling, the new state's update; the failsafe counts them all.
     */
    private void follow(Ent e, int event, int next, float dt, boolean settling) throws Fail {
        int current = e.state;
        int made = 0;
        while (true) {
            if (event != NONE && !spec.handler(event, current).allows(next)) {
                throw new Fail(event, Trace.illegal(spec.name(), describe(e.handle), name(current), event,
                        name(next)));
            }
            if (made == spec.maxTransitions()) {
                throw new Fail(event, Trace.limit(spec.name(), describe(e.handle), name(current), event, name(next),
                        spec.maxTransitions()));
            }
            made++;
            Spec.Handler exit = spec.exit()[current];
            if (exit.present()) {
                call(e, EXIT, current, exit.takesArgument() ? next : NO_ARG, -1f);
            }
            e.previous = current;
            e.state = next;
            pending.add(new Trace.Moved(e.handle, current, next, event));
            current = next;
            event = ENTER;
            Spec.Handler enter = spec.enter()[current];
            int r = enter.present() ? call(e, ENTER, current, enter.takesArgument() ? e.previous : NO_ARG, -1f) : STAY;
            if (r == STAY || r == current) {
                if (settling) {
                    event = UPDATE;
                    Spec.Handler update = spec.update()[current];
                    r = update.present() ? call(e, UPDATE, current, NO_ARG, update.takesArgument() ? dt : -1f) : STAY;
                }
                if (r == STAY || r == current) {
                    return;
                }
            }
            next = r;
        }
    }

    /** The model of a fixture handler: record, take the script's decision, queue its change, throw or return. */
    private int call(Ent e, int event, int state, int arg, float dt) throws Fail {
        trace.add(new Trace.Call(e.key, event, state, arg, dt));
        int n = calls.merge(e.key, 1, Integer::sum) - 1;
        Scripts.Decision d = Scripts.decide(knobs, e.key, n, failNext.remove(e.key));
        if (event == UPDATE && !updating) {
            throw new AssertionError("model: an update outside a tick");
        }
        if (d.effect() == Scripts.TICK) {
            if (event == UPDATE) {
                throw new Fail(event, Trace.TICK_REFUSED);
            }
        } else {
            effect(d);
        }
        if (d.fail()) {
            throw new Fail(event, Boom.describe(e.key, event, name(state)));
        }
        return Scripts.result(spec, knobs, event, state, d.choice());
    }

    /** A change asked for by a handler or the listener: queued. */
    private void effect(Scripts.Decision d) {
        switch (d.effect()) {
            case Scripts.ADD: {
                int state = h.startState(d.b());
                if (idMode) {
                    int id = d.a() % Harness.ID_RANGE;
                    queue.add(new Op(Scripts.ADD, id, id, state));
                } else {
                    int serial = nextSerial++;
                    queue.add(new Op(Scripts.ADD, serial, handleOf(serial), state));
                }
                break;
            }
            case Scripts.REMOVE:
                queue.add(new Op(Scripts.REMOVE, -1, h.targetHandle(d.a(), frozenSerials), -1));
                break;
            case Scripts.TRANSITION:
                queue.add(new Op(Scripts.TRANSITION, -1, h.targetHandle(d.a(), frozenSerials), h.startState(d.b())));
                break;
            default:
                break;
        }
    }

    private long handleOf(int serial) {
        Long handle = h.handleOfSerial.get(serial);
        if (handle == null) {
            throw new AssertionError("the batch never added entity " + serial + " (no handle recorded)");
        }
        return handle;
    }

    private HandlerFailure failed(Ent e, Fail f) {
        return new HandlerFailure(new Trace.Failed(spec.name(), e.handle, describe(e.handle), name(e.state),
                Events.name(f.event), f.cause));
    }

    // ---------------------------------------------------------------------------------------------
    // Look-ups

    int count(int state) {
        int n = 0;
        for (Ent e : live.values()) {
            if (e.state == state) {
                n++;
            }
        }
        return n;
    }

    List<Integer> keysIn(int state) {
        List<Integer> keys = new ArrayList<>();
        for (Ent e : live.values()) {
            if (e.state == state) {
                keys.add(e.key);
            }
        }
        return keys;
    }
}
