package dev.brainstem.processor.model;

import java.util.Optional;

/**
 * What {@code @StateMachine(value)} names, interpreted once, by the reader.
 *
 * @param kind what the value turned out to be
 * @param states the enum read, for {@link Kind#ENUM}
 * @param typeName the simple name of the type named, when there is one
 */
public record StatesReference(Kind kind, Optional<StatesModel> states, String typeName) {
    public enum Kind {
        /** An enum: read into {@link #states}. */
        ENUM,
        /** A type that is not an enum (only another compiler lets this through). */
        NOT_ENUM,
        /** A type javac cannot resolve: missing, or not generated yet. */
        UNRESOLVED,
        /** No value at all: javac reports the missing element. */
        MISSING
    }
}
