package dev.brainstem.artemis;

/**
 * How a {@link BatchSystem} starts an entity in the game's batch: the generated
 * {@code XBatch.add(int id, S state)}, passed as {@code guards::add}. The method is the generated
 * class's own, so the system is handed it rather than finding it on {@code AbstractBatch}.
 *
 * @param <S> the machine's state enum
 */
@FunctionalInterface
public interface AddId<S extends Enum<S>> {
    /** Adds the entity {@code id} in {@code state}, running its enter handler; returns its handle, the id. */
    long add(int id, S state);
}
