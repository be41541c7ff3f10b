package dev.brainstem.ashley;

/**
 * How a {@link BatchSystem} starts an entity's machine object in the game's batch: the generated
 * {@code XBatch.add(E entity, S state)}, passed as {@code minds::add}. The method is the generated
 * class's own, so the system is handed it rather than finding it on {@code AbstractBatch}.
 *
 * @param <E> the machine's class
 * @param <S> the machine's state enum
 */
@FunctionalInterface
public interface AddObject<E, S extends Enum<S>> {
    /** Adds {@code machine} in {@code state}, running its enter handler; returns its handle. */
    long add(E machine, S state);
}
