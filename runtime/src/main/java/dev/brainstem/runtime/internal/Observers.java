package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.ErrorHandler;
import dev.brainstem.runtime.TransitionListener;

/** Who is told of a batch's work: the listener of its transitions and the handler of its handlers' errors. */
public final class Observers {
    private final Enum<?>[] states;
    private TransitionListener<?> listener;
    public ErrorHandler errorHandler;

    public Observers(Enum<?>[] states) {
        this.states = states;
    }

    public void listen(TransitionListener<?> listener) {
        this.listener = listener;
    }

    public boolean listening() {
        return listener != null;
    }

    /** The listener is told of a transition; its exception is the listener's own. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void tell(long handle, int from, int to, int event) {
        ((TransitionListener) listener).onTransition(handle, states[from], states[to], event);
    }
}
