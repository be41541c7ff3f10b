package dev.brainstem.runtime;

/**
 * A handler returned a state that its {@code to} does not list, or a {@code @Back} with nothing on the
 * stack. The transition is not made: the entity stays where it was, and no exit or enter runs.
 */
public final class IllegalTransitionException extends BrainstemException {
    private static final long serialVersionUID = 1L;

    private final String target;

    public IllegalTransitionException(String machine, String entity, String state, int event, String target) {
        this("the " + Events.name(event) + " handler of " + state + " returned " + target
                + ", which its to() does not list", machine, entity, state, event, target);
    }

    private IllegalTransitionException(String message, String machine, String entity, String state, int event,
            String target) {
        super(message, machine, entity, state, event, null);
        this.target = target;
    }

    /**
     * A handler of an interrupt returned the {@code @Back} constant {@code back} while the entity's stack
     * was empty: possible only after the entity was resumed in the interrupt. The entity stays.
     */
    public static IllegalTransitionException nothingToGoBackTo(String machine, String entity, String state, int event,
            String back) {
        return new IllegalTransitionException("the " + Events.name(event) + " handler of " + state + " returned "
                + back + " (@Back), but nothing is on the stack to go back to: the entity was resumed in " + state,
                machine, entity, state, event, back);
    }

    /** The name of the state the handler returned. */
    public String target() {
        return target;
    }
}
