package dev.brainstem.runtime;

/**
 * Receives the exceptions of handlers during a batch tick, which then goes on. Without one, the
 * first exception ends the tick.
 */
public interface ErrorHandler {
    void onError(HandlerException e);
}
