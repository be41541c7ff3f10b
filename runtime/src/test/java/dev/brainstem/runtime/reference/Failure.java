package dev.brainstem.runtime.reference;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.HandlerException;

/**
 * Something that went wrong during a step of a {@link Batch}, as docs/semantics.md's "The batch runner",
 * Errors, sorts it: a handler's exception, the listener's or error handler's own exception, or a
 * refused call or change.
 */
public sealed interface Failure permits Failure.OfHandler, Failure.Own, Failure.Refused {

    /**
     * A handler threw (or asked for a transition the model refused): what the runtime reports as a
     * {@link HandlerException}.
     *
     * @param machine the machine's name
     * @param handle the entity's handle (id)
     * @param entity how the exception names it: {@code "handle 4294967296"}, {@code "id 7"}
     * @param state the name of the state the entity stays in
     * @param event the event of the handler that threw or whose result was refused
     * @param cause what the script threw, or a {@link Refusal}
     */
    record OfHandler(String machine, long handle, String entity, String state, int event, RuntimeException cause)
            implements Failure {
        @Override
        public String toString() {
            return "HandlerException[" + machine + ", " + entity + ", " + state + ", " + Events.name(event) + ", "
                    + cause + "]";
        }
    }

    /** The listener's or the error handler's own exception: reported as itself, never blamed on a handler. */
    record Own(RuntimeException thrown) implements Failure {}

    /**
     * A refused call or change: an {@link IllegalArgumentException} whose message names {@code mention}
     * (the handle or id, or the state at fault).
     */
    record Refused(String mention) implements Failure {}
}
