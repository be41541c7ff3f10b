package dev.brainstem.runtime;

/**
 * Receives the exceptions of a batch's handlers, each wrapped as a {@link HandlerException}, in the order
 * they happened, once the tick (or {@code deliver()}, or the outside call) has done all its work: a
 * throwing handler never stops the others. Without one, the tick still finishes and then throws the first
 * of them with the others attached as suppressed ({@code docs/semantics.md}, "The batch runner", Errors).
 */
public interface ErrorHandler {
    void onError(HandlerException e);
}
