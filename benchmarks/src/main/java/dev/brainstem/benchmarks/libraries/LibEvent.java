package dev.brainstem.benchmarks.libraries;

/**
 * The events the event-driven libraries get: UPDATE, an internal transition that runs the state's
 * update; NEXT, the state's one outgoing transition, fired when the update asked for it.
 */
public enum LibEvent {
    UPDATE, NEXT
}
