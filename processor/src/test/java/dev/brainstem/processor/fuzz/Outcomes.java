package dev.brainstem.processor.fuzz;

import dev.brainstem.runtime.BrainstemException;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.TransitionLimitException;
import dev.brainstem.runtime.reference.Refusal;
import java.io.PrintWriter;
import java.io.StringWriter;

/** Exceptions of both sides, as comparable one-line descriptions. */
final class Outcomes {
    private Outcomes() {}

    /** What the reference model threw: a {@link Refusal}, or what a handler threw. */
    static String reference(Throwable t) {
        if (t instanceof Refusal r) {
            return r.kind().getSimpleName() + "(state=" + r.state() + ", event=" + r.event() + ", target="
                    + r.target() + (r.illegalTransition() ? "" : ", limit=" + r.limit()) + ", entity=" + r.entity()
                    + (r.emptyStack() ? ", nothing on the stack" : "") + ")";
        }
        return common(t);
    }

    /** What generated code threw. */
    static String generated(Throwable t) {
        if (t instanceof IllegalTransitionException e) {
            return "IllegalTransitionException(state=" + e.state() + ", event=" + e.event() + ", target="
                    + e.target() + ", entity=" + e.entity()
                    + (String.valueOf(e.getMessage()).contains("nothing is on the stack") ? ", nothing on the stack" : "")
                    + ")";
        }
        if (t instanceof TransitionLimitException e) {
            return "TransitionLimitException(state=" + e.state() + ", event=" + e.event() + ", target="
                    + e.target() + ", limit=" + e.limit() + ", entity=" + e.entity() + ")";
        }
        if (t instanceof HandlerException e) {
            return "HandlerException(handle=" + e.handle() + ", state=" + e.state() + ", event=" + e.event()
                    + ", cause=" + generated(e.getCause()) + ")";
        }
        return common(t);
    }

    private static String common(Throwable t) {
        if (t instanceof FuzzException f) {
            return "FuzzException(entity=" + f.entity() + ", call=" + f.call() + ")";
        }
        if (t instanceof IllegalArgumentException) {
            return "IllegalArgumentException";
        }
        StringWriter trace = new StringWriter();
        t.printStackTrace(new PrintWriter(trace));
        return "unexpected " + trace;
    }

    /** The machine name every runtime exception must carry, or null when it is not one. */
    static String machine(Throwable t) {
        return t instanceof BrainstemException e ? e.machine() : null;
    }
}
