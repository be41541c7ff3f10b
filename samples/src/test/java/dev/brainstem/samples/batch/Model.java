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
 * The reference model: DESIGN.md's semantics written plainly over maps and lists, one entity at a time.
 * It replays the entities' scripts (the same pure function the fixtures use, with its own call counts),
 * so it predicts every handler call, listener call, error-handler call, thrown exception and the
 * batch's contents after each step.
 */
final class Model {
    static final class Ent {
        final int handle;
        final int key;
        int state;
        int previous = -1;

        Ent(int handle, int key, int state) {
            this.handle = handle;
            this.key = key;
            this.state = state;
        }
    }

    /** What a step is expected to throw. */
    sealed interface Outcome permits Ok, Iae, Fails {}

    record Ok() implements Outcome {}

    /** An IllegalArgumentException whose message contains {@code mention}. */
    record Iae(String mention) implements Outcome {}

    /** A HandlerException like {@code failed}, with {@code suppressed} (an Iae or Fails) suppressed in it, or null. */
    record Fails(Trace.Failed failed, Outcome suppressed) implements Outcome {}

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

    private record Op(int kind, int key, int handle, int state) {}

    final Spec spec;
    final Harness h;
    final boolean idMode;

    /** The entities by handle: ascending handle order. */
    final TreeMap<Integer, Ent> live = new TreeMap<>();
    /** Every handle that was ever in the batch. */
    final Set<Integer> issued = new TreeSet<>();
    final List<Object> trace = new ArrayList<>();
    private final Map<Integer, Integer> calls = new HashMap<>();
    private final Set<Integer> failNext = new HashSet<>();
    int nextSerial;
    boolean errorHandler;

    /** How many changes asked for from inside ticks were applied (or refused). */
    int applied;
    private boolean ticking;
    private final List<Op> queue = new ArrayList<>();

    Model(Spec spec, Harness h) {
        this.spec = spec;
        this.h = h;
        this.idMode = h.idMode;
    }

    String describe(int handle) {
        return (idMode ? "id " : "handle ") + handle;
    }

    String name(int state) {
        return spec.stateName(state);
    }

    // ---------------------------------------------------------------------------------------------
    // Steps from outside

    /** Adds entity {@code key} (object mode: the next serial, whose handle the actual run recorded). */
    Outcome add(int key, int state) {
        int start = state == Subject.DEFAULT_STATE ? spec.initial() : state;
        if (idMode && key < 0) {
            return new Iae("id " + key + " is negative");
        }
        if (start == Subject.NULL_STATE) {
            return new Iae("null is not a state");
        }
        if (!spec.startable(start)) {
            return new Iae(name(start) + " is not a state");
        }
        if (idMode && live.containsKey(key)) {
            return new Iae("id " + key + " is in the batch already");
        }
        int handle = idMode ? key : handleOf(key);
        Trace.Failed failed = start(new Ent(handle, key, start));
        return finishOutside(failed);
    }

    Outcome remove(int handle) {
        Ent e = live.get(handle);
        if (e == null) {
            return new Iae(describe(handle));
        }
        live.remove(handle);
        return new Ok();
    }

    Outcome transitionTo(int handle, int state) {
        if (state == Subject.NULL_STATE) {
            return new Iae("null is not a state");
        }
        if (!spec.startable(state)) {
            return new Iae(name(state) + " is not a state");
        }
        Ent e = live.get(handle);
        if (e == null) {
            return new Iae(describe(handle));
        }
        Trace.Failed failed = null;
        try {
            follow(e, NONE, state, 0f, false);
        } catch (Fail f) {
            failed = failed(e, f);
        }
        return finishOutside(failed);
    }

    /**
     * After an add or transitionTo from outside: the changes its handlers asked for, applied in order.
     * Its own failure is thrown, with what those changes threw suppressed in it.
     */
    private Outcome finishOutside(Trace.Failed own) {
        Outcome changes = queue.isEmpty() ? new Ok() : applyQueue(null);
        if (own == null) {
            return changes;
        }
        return new Fails(own, changes instanceof Ok ? null : changes);
    }

    void arm(int key) {
        failNext.add(key);
    }

    /**
     * One sequential tick: every entity's update, states in ordinal order, ascending handles within a
     * state, each entity once; failures to the error handler or ending the tick; then the changes the
     * handlers asked for, in order.
     */
    Outcome tick(float dt) {
        List<List<Ent>> buckets = new ArrayList<>();
        for (int s = 0; s < spec.stateCount(); s++) {
            buckets.add(new ArrayList<>());
        }
        for (Ent e : live.values()) {
            buckets.get(e.state).add(e);
        }
        Trace.Failed first = null;
        ticking = true;
        queue.clear();
        updates:
        for (int s = 0; s < spec.stateCount(); s++) {
            for (Ent e : buckets.get(s)) {
                if (e.state != s) {
                    throw new AssertionError("model: an entity moved before its turn");
                }
                try {
                    updateOne(e, dt);
                } catch (Fail f) {
                    Trace.Failed failed = failed(e, f);
                    if (errorHandler) {
                        trace.add(failed);
                    } else {
                        first = failed;
                        break updates;
                    }
                }
            }
        }
        ticking = false;
        return applyQueue(first);
    }

    /**
     * Applies the queued changes in order, those their handlers ask for joining the end of the queue.
     * Failures go to the error handler, or the first is thrown (after {@code first}, the tick's); a
     * refused change is an IllegalArgumentException, suppressed in the HandlerException if there is one.
     */
    private Outcome applyQueue(Trace.Failed first) {
        String bad = null;
        for (int qi = 0; qi < queue.size(); qi++) {
            Op op = queue.get(qi);
            Ent e = live.get(op.handle());
            Trace.Failed failed = null;
            switch (op.kind()) {
                case Scripts.ADD:
                    if (e != null) {
                        if (!idMode) {
                            throw new AssertionError("model: a deferred add got the handle of a live entity");
                        }
                        bad = bad == null ? describe(op.handle()) : bad;
                        continue;
                    }
                    failed = start(new Ent(op.handle(), op.key(), op.state()));
                    break;
                case Scripts.REMOVE:
                    if (e == null) {
                        bad = bad == null ? describe(op.handle()) : bad;
                        continue;
                    }
                    live.remove(op.handle());
                    break;
                case Scripts.TRANSITION:
                    if (e == null) {
                        bad = bad == null ? describe(op.handle()) : bad;
                        continue;
                    }
                    try {
                        follow(e, NONE, op.state(), 0f, false);
                    } catch (Fail fail) {
                        failed = failed(e, fail);
                    }
                    break;
                default:
                    throw new AssertionError();
            }
            if (failed != null) {
                if (errorHandler) {
                    trace.add(failed);
                } else if (first == null) {
                    first = failed;
                }
            }
        }
        applied += queue.size();
        queue.clear();
        if (first != null) {
            return new Fails(first, bad == null ? null : new Iae(bad));
        }
        return bad == null ? new Ok() : new Iae(bad);
    }

    // ---------------------------------------------------------------------------------------------
    // Semantics

    /** Starts {@code e}: its enter with from == null, then redirects. Returns its failure, or null. */
    private Trace.Failed start(Ent e) {
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
            trace.add(new Trace.Moved(e.handle, current, next, event));
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
        Scripts.Decision d = Scripts.decide(h.knobs, e.key, n, failNext.remove(e.key));
        if (event == UPDATE && !ticking) {
            throw new AssertionError("model: an update outside a tick");
        }
        effect(d);
        if (d.fail()) {
            throw new Fail(event, Boom.describe(e.key, event, name(state)));
        }
        return Scripts.result(spec, h.knobs, event, state, d.choice());
    }

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
                queue.add(new Op(Scripts.REMOVE, -1, target(d), -1));
                break;
            case Scripts.TRANSITION:
                queue.add(new Op(Scripts.TRANSITION, -1, target(d), h.startState(d.b())));
                break;
            default:
                break;
        }
    }

    /** The handle the handler's change named: computed in id mode, the one the fixture used in object mode. */
    private int target(Scripts.Decision d) {
        if (idMode) {
            return h.targetHandle(d.a(), nextSerial);
        }
        if (targetsUsed >= h.targets.size()) {
            throw new AssertionError("model: a handler's change the fixtures never asked for");
        }
        return h.targets.get(targetsUsed++);
    }

    private int targetsUsed;

    private int handleOf(int serial) {
        Integer handle = h.handleOfSerial.get(serial);
        if (handle == null) {
            throw new AssertionError("the batch never added entity " + serial + " (no handle recorded)");
        }
        return handle;
    }

    private Trace.Failed failed(Ent e, Fail f) {
        return new Trace.Failed(spec.name(), e.handle, describe(e.handle), name(e.state), Events.name(f.event), f.cause);
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
