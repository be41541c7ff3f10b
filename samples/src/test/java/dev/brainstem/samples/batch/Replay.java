package dev.brainstem.samples.batch;

import static dev.brainstem.runtime.Events.UPDATE;

import dev.brainstem.runtime.reference.Batch;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Failure;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The reference model's side of a property run: the scripts of the fixtures' handlers, of the listener
 * and of the error handler ({@link Scripts}: the same pure functions the batch's side follows in
 * {@link Harness}, with call counts of their own), played against the shared reference model's
 * {@link Batch} (from the runtime's test jar). What a handler or the listener asks for goes to the
 * model's batch as the {@link Harness} sends it to the generated one, so the model predicts every
 * call, every change and every failure; each call is recorded in {@link #trace} as the fixtures
 * record theirs.
 */
final class Replay implements dev.brainstem.runtime.reference.Script, Batch.Listener, Batch.ErrorHandler {
    final Machine spec;
    final Batch batch;
    private final Harness h;
    private final Scripts.Knobs knobs;
    private final boolean idMode;

    final List<Object> trace = new ArrayList<>();
    private final Map<Integer, Integer> calls = new HashMap<>();
    private final Set<Integer> failNext = new HashSet<>();
    /** Object mode: the next entity's serial, as the fixtures count them. */
    int nextSerial;
    /** The number of serials when the step began: what handlers and the listener pick targets from. */
    int frozenSerials;
    /** Whether the step is a tick: only then do the listener and the error handler change the batch or call tick. */
    boolean inTick;
    private int listenerCalls;
    private int errorHandlerCalls;
    /** How many listener calls threw, and how many error-handler calls: for the statistics. */
    int listenerThrew;
    int errorHandlerThrew;

    /** {@code h} is the batch's side: the handles it was given, and how picks map to entities and states. */
    Replay(Machine spec, Harness h) {
        this.spec = spec;
        this.h = h;
        this.knobs = h.knobs;
        this.idMode = h.idMode;
        this.batch = new Batch(spec, this);
        batch.setListener(this);
    }

    /** The next handler call of entity {@code key} throws. */
    void arm(int key) {
        failNext.add(key);
    }

    void errorHandler(boolean on) {
        batch.setErrorHandler(on ? this : null);
    }

    /** A fixture handler: record, take the script's decision, ask for its change, throw or return. */
    @Override
    public int call(Entity entity, Handler handler, int state, int arg, float dt) {
        int key = entity.key();
        int event = handler.event();
        String name = event <= dev.brainstem.runtime.Events.EXIT && handler == spec.handler(event, state) ? ""
                : handler.name();
        trace.add(new Trace.Call(key, event, state, arg, dt, name));
        int n = calls.merge(key, 1, Integer::sum) - 1;
        Scripts.Decision d = Scripts.decide(knobs, key, n, failNext.remove(key));
        effect(d, event == UPDATE);
        if (d.fail()) {
            throw new Boom(key, event, spec.stateName(state));
        }
        return Scripts.result(spec, knobs, handler, state, d.choice());
    }

    private final Map<Integer, Integer> delays = new HashMap<>();

    /** A per-entity {@code @After} delay (issue 43), as {@link Harness#delay}: records, returns its script's. */
    @Override
    public float delay(Entity entity, Machine.Timer timer, int state) {
        int n = delays.merge(entity.key(), 1, Integer::sum) - 1;
        float seconds = Scripts.delay(knobs, entity.key(), n);
        trace.add(new Trace.Delay(entity.key(), timer.delay(), seconds));
        return seconds;
    }

    /** The listener: records the call, then does what its script says (changes and tick only in a tick). */
    @Override
    public void onTransition(long handle, int from, int to, int event) {
        trace.add(new Trace.Moved(handle, from, to, event));
        int n = listenerCalls++;
        Scripts.Decision d = Scripts.listener(knobs, n);
        if (d.effect() == Scripts.THROW) {
            listenerThrew++;
            throw new Boom("listener call " + n);
        }
        if (inTick) {
            try {
                effect(d, true);
            } catch (IllegalStateException refusedTick) {
                listenerThrew++;
                throw refusedTick;
            }
        }
    }

    /** The error handler: records the exception, then throws or calls tick (in a tick) as its script says. */
    @Override
    public void onError(Failure.OfHandler failure) {
        trace.add(Trace.Failed.of(failure));
        int n = errorHandlerCalls++;
        Scripts.Decision d = Scripts.errorHandler(knobs, n);
        if (d.effect() == Scripts.THROW) {
            errorHandlerThrew++;
            throw new Boom("error handler call " + n);
        }
        if (d.effect() == Scripts.TICK && inTick) {
            errorHandlerThrew++;
            batch.tick(0.5f);
        }
    }

    /** A change a handler or the listener asks for, as {@link Harness} asks the generated batch. */
    private void effect(Scripts.Decision d, boolean mayTick) {
        switch (d.effect()) {
            case Scripts.ADD: {
                int state = h.startState(d.b());
                if (idMode) {
                    batch.add(d.a() % Harness.ID_RANGE, state);
                } else {
                    int serial = nextSerial++;
                    batch.add(handleOf(serial), serial, state);
                }
                break;
            }
            case Scripts.REMOVE:
                batch.remove(h.targetHandle(d.a(), frozenSerials));
                break;
            case Scripts.TRANSITION:
                batch.transitionTo(h.targetHandle(d.a(), frozenSerials), h.startState(d.b()));
                break;
            case Scripts.TICK:
                if (mayTick) {
                    batch.tick(0.5f);
                }
                break;
            default:
                break;
        }
    }

    /** The handle the generated batch gave the entity of {@code serial} (object mode). */
    long handleOf(int serial) {
        Long handle = h.handleOfSerial.get(serial);
        if (handle == null) {
            throw new AssertionError("the batch never added entity " + serial + " (no handle recorded)");
        }
        return handle;
    }
}
