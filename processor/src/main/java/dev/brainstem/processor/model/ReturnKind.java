package dev.brainstem.processor.model;

/** What a handler returns. */
public enum ReturnKind {
    VOID,
    /** The machine's state enum. */
    STATE,
    /** An enum other than the machine's: a distinct error, because it is an easy slip. */
    OTHER_ENUM,
    /** {@code boolean}: what a guard returns. */
    BOOLEAN,
    INVALID
}
