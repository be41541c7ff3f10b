package dev.brainstem.runtime;

/** Who is told of a batch's work: the listener of its transitions and the handler of its handlers' errors. */
final class Observers {
    private final Enum<?>[] states;
    private TransitionListener<?> listener;
    ErrorHandler errorHandler;

    Observers(Enum<?>[] states) {
        this.states = states;
    }

    void listen(TransitionListener<?> listener) {
        this.listener = listener;
    }

    boolean listening() {
        return listener != null;
    }

    /** The listener is told of a transition; its exception is the listener's own. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    void tell(long handle, int from, int to, int event) {
        ((TransitionListener) listener).onTransition(handle, states[from], states[to], event);
    }
}
