package dev.brainstem.runtime.reference;

import dev.brainstem.runtime.BrainstemException;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.TransitionLimitException;

/**
 * The model refuses a transition that a handler asked for (docs/semantics.md, "A tick": failsafe, undeclared targets): an undeclared
 * target ({@link IllegalTransitionException}: the entity stays, neither exit nor enter runs) or one
 * transition more than {@code maxTransitionsPerTick} ({@link TransitionLimitException}: that transition
 * is not made). It carries what the runtime's exception reports, so a test can compare the two.
 */
public final class Refusal extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final Class<? extends BrainstemException> kind;
    private final String machine;
    private final String entity;
    private final String state;
    private final int event;
    private final String target;
    private final int limit;
    private final boolean emptyStack;

    Refusal(Class<? extends BrainstemException> kind, String machine, String entity, String state, int event,
            String target, int limit) {
        this(kind, machine, entity, state, event, target, limit, false);
    }

    Refusal(Class<? extends BrainstemException> kind, String machine, String entity, String state, int event,
            String target, int limit, boolean emptyStack) {
        super(kind.getSimpleName() + "[" + machine + ", " + entity + ", " + state + " -> " + target + " by "
                + Events.name(event) + (kind == TransitionLimitException.class ? ", limit " + limit : "")
                + (emptyStack ? ", nothing on the stack to go back to" : "") + "]", null, false, false);
        this.emptyStack = emptyStack;
        this.kind = kind;
        this.machine = machine;
        this.entity = entity;
        this.state = state;
        this.event = event;
        this.target = target;
        this.limit = limit;
    }

    /** {@code IllegalTransitionException.class} or {@code TransitionLimitException.class}: what the runtime throws. */
    public Class<? extends BrainstemException> kind() {
        return kind;
    }

    public boolean illegalTransition() {
        return kind == IllegalTransitionException.class;
    }

    public String machine() {
        return machine;
    }

    /** How the entity is named: {@code "handle 4294967296"}, {@code "id 7"}, or what a one-entity run chose. */
    public String entity() {
        return entity;
    }

    /** The state the entity is in (and stays in). */
    public String state() {
        return state;
    }

    /** The event of the handler whose result is refused. */
    public int event() {
        return event;
    }

    /** The state the handler asked for. */
    public String target() {
        return target;
    }

    /**
     * Whether the handler returned the {@code @Back} pseudo-state (the {@link #target}) with nothing on
     * the stack to go back to (only after a resume into an interrupt).
     */
    public boolean emptyStack() {
        return emptyStack;
    }

    /** {@code maxTransitionsPerTick}, for a {@link TransitionLimitException}; 0 otherwise. */
    public int limit() {
        return limit;
    }
}
