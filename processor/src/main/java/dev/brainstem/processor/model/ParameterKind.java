package dev.brainstem.processor.model;

/** What a handler takes after its optional leading {@code int id}. */
public enum ParameterKind {
    /** No parameter. */
    NONE,
    /** One parameter of the machine's state enum ({@code from} or {@code to}). */
    STATE,
    /** One {@code float} ({@code dt}). */
    FLOAT,
    /** Anything else: the shape check reports it. */
    INVALID
}
