package dev.brainstem.runtime;

/**
 * Told of every transition a batch (or a one-entity machine) makes, once it is complete: exit, state,
 * enter and its redirects done. During a tick the calls come after the updates, on the calling
 * thread, in the order the transitions were made. Adding an entity is not a transition (an enter
 * redirect made while it starts is).
 *
 * @param <S> the machine's state enum
 */
public interface TransitionListener<S extends Enum<S>> {
    /**
     * @param handle the entity's handle (its id in id mode)
     * @param from the state left
     * @param to the state entered
     * @param event the event whose handler caused it, one of {@link Events}' constants
     *     ({@link Events#UPDATE}, {@link Events#GUARD}, {@link Events#MESSAGE}, {@link Events#ENTER}, or
     *     {@link Events#NONE} for {@code add} and {@code transitionTo}); {@link Events#name(int)} names it
     *     for a log: {@code "UPDATE"}
     */
    void onTransition(long handle, S from, S to, int event);
}
