package dev.brainstem.processor.model;

import java.util.List;

/** The events a handler can serve, with the codes they have in packed keys, listeners and errors. */
public enum Event {
    ENTER(1, "OnEnter"),
    UPDATE(2, "OnUpdate"),
    EXIT(3, "OnExit"),
    /**
     * An {@code @OnMessage} handler: many per state (one per message type), found by the message's
     * class, so it has no packed key of its own.
     */
    MESSAGE(4, "OnMessage"),
    /** A {@code @Transition} guard: many per state, in order, so it has no packed key of its own. */
    GUARD(5, "Transition"),
    /**
     * An {@code @After}'s timed transition: no handler, one timer per entity, so it has no packed key; its
     * edges are the only ones of the graph without a handler.
     */
    AFTER(6, "After");

    /** The events with at most one handler per state (or group), each with a packed key. */
    public static final List<Event> KEYED = List.of(ENTER, UPDATE, EXIT);

    private final int code;
    private final String annotationName;

    Event(int code, String annotationName) {
        this.code = code;
        this.annotationName = annotationName;
    }

    /** The event's code in packed keys and in {@code dev.brainstem.runtime.Events}. */
    public int code() {
        return code;
    }

    /** The simple name of the annotation that declares a handler of this event. */
    public String annotationName() {
        return annotationName;
    }

    /** Whether a handler of this event may return a state (and so must list it in {@code to}). */
    public boolean mayReturnState() {
        return this == ENTER || this == UPDATE || this == MESSAGE;
    }
}
