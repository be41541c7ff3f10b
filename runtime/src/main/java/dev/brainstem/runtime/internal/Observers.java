package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.BatchProbe;
import dev.brainstem.runtime.ErrorHandler;
import dev.brainstem.runtime.TransitionListener;

/**
 * Who is told of a batch's work: the listener of its transitions, a tool's {@link BatchProbe}, and the
 * handler of its handlers' errors.
 */
public final class Observers {
    private final Enum<?>[] states;
    private TransitionListener<?> listener;
    /** Null unless a tool watches the batch. */
    private BatchProbe probe;
    /** Whether the loops record transitions: one load at each transition, whoever is told of them. */
    private boolean listening;
    private ErrorHandler errorHandler;

    public Observers(Enum<?>[] states) {
        this.states = states;
    }

    public void listen(TransitionListener<?> listener) {
        this.listener = listener;
        this.listening = listener != null || probe != null;
    }

    /** The tool that watches the batch; null for none. */
    public BatchProbe probe() {
        return probe;
    }

    public void probe(BatchProbe probe) {
        this.probe = probe;
        this.listening = listener != null || probe != null;
    }

    /** The handler of the handlers' exceptions from now on; null: the first is thrown. */
    public void handleErrorsWith(ErrorHandler errorHandler) {
        this.errorHandler = errorHandler;
    }

    /** The handler of the handlers' exceptions, or null. */
    public ErrorHandler errorHandler() {
        return errorHandler;
    }

    public boolean listening() {
        return listening;
    }

    /** The listener, then the probe, are told of a transition; an exception is their own. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void tell(long handle, int from, int to, int event) {
        BatchProbe p = probe;
        try {
            if (listener != null) {
                ((TransitionListener) listener).onTransition(handle, states[from], states[to], event);
            }
        } finally {
            if (p != null) {
                p.transition(handle, from, to, event);
            }
        }
    }
}
