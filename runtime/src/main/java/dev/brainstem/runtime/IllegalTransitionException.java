package dev.brainstem.runtime;

/**
 * An {@code @OnUpdate} or {@code @OnEnter} handler returned a state that its {@code to} does not
 * list. The transition is not made: the entity stays where it was, and no exit or enter runs.
 */
public final class IllegalTransitionException extends BrainstemException {
    private static final long serialVersionUID = 1L;

    private final String target;

    public IllegalTransitionException(String machine, String entity, String state, int event, String target) {
        super("the " + Events.name(event) + " handler of " + state + " returned " + target
                + ", which its to() does not list", machine, entity, state, event, null);
        this.target = target;
    }

    /** The name of the state the handler returned. */
    public String target() {
        return target;
    }
}
