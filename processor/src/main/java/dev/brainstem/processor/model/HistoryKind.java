package dev.brainstem.processor.model;

/** A {@code @StateGroup}'s {@code history}, as the processor reads it (the annotation's {@code History}). */
public enum HistoryKind {
    NONE, SHALLOW, DEEP
}
