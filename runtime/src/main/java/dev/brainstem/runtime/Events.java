package dev.brainstem.runtime;

/**
 * The events of a machine, as they appear in packed keys ({@code (long) event << 32 | ordinal}), in
 * exceptions and in {@link TransitionListener} calls. 0 means "no event": a transition made from
 * outside with {@code transitionTo}.
 */
public final class Events {
    /** No handler caused it: {@code transitionTo}, {@code start} or {@code add}. */
    public static final int NONE = 0;
    /** An {@code @OnEnter} handler. */
    public static final int ENTER = 1;
    /** An {@code @OnUpdate} handler. */
    public static final int UPDATE = 2;
    /** An {@code @OnExit} handler. */
    public static final int EXIT = 3;
    /** An {@code @OnMessage} handler. */
    public static final int MESSAGE = 4;
    /** A {@code @Transition} guard. */
    public static final int GUARD = 5;
    /** A timed transition ({@code @After}): the entity's time in its state reached the timer's delay. */
    public static final int AFTER = 6;

    private Events() {}

    /** The event's name, {@code "ENTER"}, {@code "UPDATE"}, {@code "EXIT"}, {@code "MESSAGE"}, {@code "GUARD"}, {@code "AFTER"} or {@code "NONE"}. */
    public static String name(int event) {
        switch (event) {
            case NONE: return "NONE";
            case ENTER: return "ENTER";
            case UPDATE: return "UPDATE";
            case EXIT: return "EXIT";
            case MESSAGE: return "MESSAGE";
            case GUARD: return "GUARD";
            case AFTER: return "AFTER";
            default: return "event " + event;
        }
    }

    /** The packed (event, state) key: {@code (long) event << 32 | ordinal}. */
    public static long key(int event, int ordinal) {
        return (long) event << 32 | ordinal;
    }
}
