package dev.brainstem.runtime;

/**
 * The root of every exception a generated machine throws. It names the machine, the entity (its
 * handle, id or object), the state it was in and the event being handled.
 */
public abstract class BrainstemException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String problem;
    private final String machine;
    private final String entity;
    private final String state;
    private final int event;

    protected BrainstemException(String problem, String machine, String entity, String state, int event,
            Throwable cause) {
        super(machine + ": " + problem + " [entity " + entity + ", state " + state + ", event "
                + Events.name(event) + "]", cause);
        this.problem = problem;
        this.machine = machine;
        this.entity = entity;
        this.state = state;
        this.event = event;
    }

    /** What went wrong, without the machine, entity, state and event that the message adds. */
    public String problem() {
        return problem;
    }

    /** The simple name of the machine's entity class, for example {@code "Guard"}. */
    public String machine() {
        return machine;
    }

    /** The entity: {@code "handle 12"}, {@code "id 7"}, or the entity object's {@code toString()}. */
    public String entity() {
        return entity;
    }

    /** The name of the state the entity was in. */
    public String state() {
        return state;
    }

    /** The event being handled: one of {@link Events}' constants. */
    public int event() {
        return event;
    }
}
