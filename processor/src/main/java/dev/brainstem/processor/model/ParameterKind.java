package dev.brainstem.processor.model;

/** What one parameter of a handler is, as seen from the machine's class (type variables bound). */
public enum ParameterKind {
    /** An {@code int}: the entity's id in an id-mode system. */
    ID,
    /** The machine's state enum ({@code from} or {@code to}). */
    STATE,
    /** A {@code float} ({@code dt}). */
    FLOAT,
    /** The reference-type parameter of an {@code @OnMessage} handler: the message. */
    MESSAGE,
    /** Anything else: the shape check reports it. */
    INVALID,
    /** {@code @TimeInState float}: the seconds since the entity entered its state. */
    TIME_IN_STATE,
    /** {@code @Current S}: the state the handler serves at this call. */
    CURRENT,
    /** {@code @TimeInState} on a parameter that is no {@code float}: check 8 reports it. */
    TIME_IN_STATE_NOT_FLOAT,
    /** {@code @Current} on a parameter that is not of the states enum: check 8 reports it. */
    CURRENT_NOT_STATE,
    /** {@code @Current R}, {@code R} another region's enum: the entity's current state in that region. */
    CURRENT_REGION;

    /** Whether the parameter is annotated, so that the generated code passes it by what it is, not by place. */
    public boolean annotated() {
        return this == TIME_IN_STATE || this == CURRENT || this == TIME_IN_STATE_NOT_FLOAT
                || this == CURRENT_NOT_STATE || this == CURRENT_REGION;
    }
}
