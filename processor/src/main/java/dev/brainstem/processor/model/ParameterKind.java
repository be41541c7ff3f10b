package dev.brainstem.processor.model;

/** What one parameter of a handler is, as seen from the machine's class (type variables bound). */
public enum ParameterKind {
    /** An {@code int}: the entity's id in an id-mode system. */
    ID,
    /** The machine's state enum ({@code from} or {@code to}). */
    STATE,
    /** A {@code float} ({@code dt}). */
    FLOAT,
    /** Anything else: the shape check reports it. */
    INVALID
}
