package dev.brainstem.samples.batch;

import dev.brainstem.runtime.BrainstemException;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.TransitionLimitException;
import dev.brainstem.runtime.reference.Failure;
import dev.brainstem.runtime.reference.Refusal;

/**
 * What the fixtures, the listener and the error handler record, on the batch's side ({@link Harness})
 * and on the reference model's ({@link Replay}).
 */
final class Trace {
    private Trace() {}

    /** Not a handler argument: the handler does not take it, or it is an update's. */
    static final int NO_ARG = -2;
    /** An enter's {@code from} when the entity starts. */
    static final int NULL = -1;

    /**
     * A handler was called for the entity {@code key} (its serial in object mode, its id in id mode):
     * event, state, the enter's {@code from} or the exit's {@code to} ({@link #NO_ARG} when not taken,
     * {@link #NULL} for null), the update's dt ({@code -1} when not taken), and the handler: empty for the
     * state's own handler of the event, else its name (a group's handler, a guard).
     */
    record Call(int key, String event, int state, int arg, float dt, String handler) {
        Call(int key, int event, int state, int arg, float dt, String handler) {
            this(key, Events.name(event), state, arg, dt, handler);
        }
    }

    /** A per-entity {@code @After} delay method was called for entity {@code key} and returned {@code seconds}. */
    record Delay(int key, String method, float seconds) {}

    /** The listener was told of a transition. */
    record Moved(long handle, int from, int to, String event) {
        Moved(long handle, int from, int to, int event) {
            this(handle, from, to, Events.name(event));
        }
    }

    /** The error handler got an exception. */
    record Failed(String machine, long handle, String entity, String state, String event, String cause) {
        static Failed of(HandlerException e) {
            return new Failed(e.machine(), e.handle(), e.entity(), e.state(), Events.name(e.event()),
                    Trace.cause(e.getCause()));
        }

        /** What the reference model predicts a HandlerException reports. */
        static Failed of(Failure.OfHandler f) {
            return new Failed(f.machine(), f.handle(), f.entity(), f.state(), Events.name(f.event()),
                    Trace.cause(f.cause()));
        }
    }

    /**
     * A handler exception's cause (the runtime's, or the reference model's: a {@link Refusal} for an
     * undeclared target or the failsafe), as both are compared. An IllegalStateException can only come from
     * a handler that called {@code tick} during a tick; its message is the runtime's to choose.
     */
    static String cause(Throwable t) {
        if (t instanceof Boom) {
            return t.getMessage();
        }
        if (t instanceof IllegalStateException) {
            return TICK_REFUSED;
        }
        String m = String.valueOf(t.getMessage());
        if (t instanceof IllegalArgumentException && (m.contains("patience") || m.contains("alertness"))) {
            // A refused per-entity delay (issue 43): the runtime words it; it names the method and the value.
            return "bad delay of " + (m.contains("patience") ? "patience" : "alertness") + ": "
                    + (m.contains("NaN") ? "NaN" : m.contains("-1") ? "-1.0" : "?");
        }
        if (t instanceof IllegalTransitionException) {
            IllegalTransitionException x = (IllegalTransitionException) t;
            return illegal(x.machine(), x.entity(), x.state(), x.event(), x.target());
        }
        if (t instanceof TransitionLimitException) {
            TransitionLimitException x = (TransitionLimitException) t;
            return limit(x.machine(), x.entity(), x.state(), x.event(), x.target(), x.limit());
        }
        if (t instanceof Refusal r) {
            return r.illegalTransition() ? illegal(r.machine(), r.entity(), r.state(), r.event(), r.target())
                    : limit(r.machine(), r.entity(), r.state(), r.event(), r.target(), r.limit());
        }
        if (t instanceof BrainstemException) {
            return "unexpected " + t;
        }
        return String.valueOf(t);
    }

    /** How the model writes the IllegalStateException of a {@code tick} called while the batch ticks. */
    static final String TICK_REFUSED = "IllegalStateException (tick during a tick)";

    /**
     * A listener's or error handler's own exception, as the model writes it: what the scripted listener
     * and error handler throw is a {@link Boom} whose message says who threw it; an
     * IllegalStateException is the refused {@code tick} they called.
     */
    static String own(Throwable t) {
        if (t instanceof Boom) {
            return t.getMessage();
        }
        if (t instanceof IllegalStateException) {
            return TICK_REFUSED;
        }
        return "unexpected " + t;
    }

    static String illegal(String machine, String entity, String state, int event, String target) {
        return "IllegalTransition[" + machine + ", " + entity + ", " + state + " -> " + target + " by "
                + Events.name(event) + "]";
    }

    static String limit(String machine, String entity, String state, int event, String target, int limit) {
        return "TransitionLimit[" + machine + ", " + entity + ", " + state + " -> " + target + " by "
                + Events.name(event) + ", limit " + limit + "]";
    }
}
