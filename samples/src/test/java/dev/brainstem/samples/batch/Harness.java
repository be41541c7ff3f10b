package dev.brainstem.samples.batch;

import static dev.brainstem.runtime.Events.UPDATE;

import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;

/**
 * The actual side of a property run: the fixtures' handlers call {@link #call}, which records the call,
 * takes the entity's next scripted decision, asks the batch for the decision's change (from any
 * handler: the batch defers them all), and throws or returns as it says. The listener ({@link #told})
 * and the error handler ({@link #errorHandled}) record their calls and follow scripts of their own.
 *
 * <p>Handlers may run on a parallel tick's worker threads: what they touch is thread-safe, and what they
 * decide depends only on their own entity and on what was fixed before the step ({@link #frozenSerials}).
 */
final class Harness {
    /** A handle no batch of these tests ever issues (slot 2^20). */
    static final long JUNK = (long) (1 << 20) << 32;
    /** How many ids id-mode runs use: 0 to ID_RANGE - 1. */
    static final int ID_RANGE = 12;

    final Machine spec;
    final Scripts.Knobs knobs;
    final boolean idMode;
    Subject<?> subject;
    /** The pool of the property's parallel ticks; a handler that calls tick uses it now and then. */
    ForkJoinPool pool;

    final List<Object> trace = Collections.synchronizedList(new ArrayList<>());
    final Map<Integer, Integer> calls = new ConcurrentHashMap<>();
    final Set<Integer> failNext = ConcurrentHashMap.newKeySet();
    /** Object mode: the next entity's serial, and the handle each serial got. */
    private int nextSerial;
    final Map<Integer, Long> handleOfSerial = new ConcurrentHashMap<>();
    /**
     * The number of serials when the running step began: the entities that handlers and the listener
     * pick their targets from (object mode). Whatever is added during the step is not picked, so a pick
     * never depends on how far a parallel tick's other chunks have got.
     */
    int frozenSerials;
    /** Whether the running step is a tick: only then do the listener and error handler change the batch or call tick. */
    boolean inTick;
    /** The listener's and the error handler's calls so far (on the caller's thread only). */
    int listenerCalls;
    int errorHandlerCalls;
    private final Thread caller = Thread.currentThread();
    /** Listener or error-handler calls made on another thread than the caller's. */
    final List<String> wrongThread = Collections.synchronizedList(new ArrayList<>());

    Harness(Machine spec, Scripts.Knobs knobs, boolean idMode) {
        this.spec = spec;
        this.knobs = knobs;
        this.idMode = idMode;
    }

    synchronized int serials() {
        return nextSerial;
    }

    synchronized int takeSerial() {
        return nextSerial++;
    }

    /** The state's own handler of {@code event}, of {@code key}'s: returns the ordinal to return, or {@link Scripts#STAY}. */
    int call(int key, int event, int state, int arg, float dt) {
        return call(key, "", event, state, arg, dt);
    }

    /**
     * A handler of {@code key}'s that is not the state's own ({@code handler} names it as the model does: a
     * group's handler, a guard), or the state's own ({@code handler} empty); returns as {@link #call(int,
     * int, int, int, float)}.
     */
    int call(int key, String handler, int event, int state, int arg, float dt) {
        if (key < 0) {
            throw new AssertionError("a handler of an entity ran before its add returned: " + spec.stateName(state));
        }
        trace.add(new Trace.Call(key, event, state, arg, dt, handler));
        int n = calls.merge(key, 1, Integer::sum) - 1;
        Scripts.Decision d = Scripts.decide(knobs, key, n, failNext.remove(key));
        effect(d, event == UPDATE);
        if (d.fail()) {
            throw new Boom(key, event, spec.stateName(state));
        }
        Handler served = handler.isEmpty() ? spec.handler(event, state) : named(handler);
        return Scripts.result(spec, knobs, served, state, d.choice());
    }

    private final Map<Integer, Integer> delays = new ConcurrentHashMap<>();

    /** A per-entity {@code @After} delay method of {@code key}'s ({@code method} names it): records, returns its script's. */
    float delay(int key, String method) {
        if (key < 0) {
            throw new AssertionError("a delay method of an entity ran before its add returned: " + method);
        }
        int n = delays.merge(key, 1, Integer::sum) - 1;
        float seconds = Scripts.delay(knobs, key, n);
        trace.add(new Trace.Delay(key, method, seconds));
        return seconds;
    }

    /** The model's handler named {@code name}. */
    private Handler named(String name) {
        return spec.handlers().stream().filter(x -> x.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError(spec.name() + " has no handler " + name));
    }

    /** A change a handler or the listener asks for; {@code mayTick}: a tick effect calls tick. */
    private void effect(Scripts.Decision d, boolean mayTick) {
        switch (d.effect()) {
            case Scripts.ADD:
                if (idMode) {
                    subject.add(d.a() % ID_RANGE, startState(d.b()));
                } else {
                    subject.addLater(startState(d.b()));
                }
                break;
            case Scripts.REMOVE:
                subject.remove(targetHandle(d.a()));
                break;
            case Scripts.TRANSITION:
                subject.transitionTo(targetHandle(d.a()), startState(d.b()));
                break;
            case Scripts.TICK:
                if (mayTick) {
                    subject.tick(0.5f, (d.a() & 1) == 0 ? null : pool);
                }
                break;
            default:
                break;
        }
    }

    /** The listener: records the call, then does what its script says (changes and tick only in a tick). */
    void told(long handle, int from, int to, int event) {
        checkThread("the listener");
        trace.add(new Trace.Moved(handle, from, to, event));
        int n = listenerCalls++;
        Scripts.Decision d = Scripts.listener(knobs, n);
        if (d.effect() == Scripts.THROW) {
            throw new Boom("listener call " + n);
        }
        if (inTick) {
            effect(d, true);
        }
    }

    /** The error handler: records the exception, then throws or calls tick (in a tick) as its script says. */
    void errorHandled(HandlerException e) {
        checkThread("the error handler");
        trace.add(Trace.Failed.of(e));
        int n = errorHandlerCalls++;
        Scripts.Decision d = Scripts.errorHandler(knobs, n);
        if (d.effect() == Scripts.THROW) {
            throw new Boom("error handler call " + n);
        }
        if (d.effect() == Scripts.TICK && inTick) {
            subject.tick(0.5f, null);
        }
    }

    private void checkThread(String who) {
        if (Thread.currentThread() != caller) {
            wrongThread.add(who + " on " + Thread.currentThread().getName());
        }
    }

    int startState(int pick) {
        int[] startables = spec.startables();
        return startables[pick % startables.length];
    }

    /** The handle of entity {@code pick % frozenSerials} (object mode), or the id {@code pick % ID_RANGE}. */
    long targetHandle(int pick) {
        return targetHandle(pick, frozenSerials);
    }

    long targetHandle(int pick, int serials) {
        if (idMode) {
            return pick % ID_RANGE;
        }
        if (serials == 0) {
            return JUNK;
        }
        return handleOfSerial.getOrDefault(pick % serials, JUNK);
    }

    /** The key of the pick-th entity, or -1 when there is none (object mode before the first add). */
    int targetKey(int pick) {
        if (idMode) {
            return pick % ID_RANGE;
        }
        int serials = serials();
        return serials == 0 ? -1 : pick % serials;
    }

    static <S extends Enum<S>> S as(S[] values, int ordinal) {
        return ordinal == Scripts.STAY ? null : values[ordinal];
    }
}
