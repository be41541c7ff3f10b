package dev.brainstem.artemis;

import java.util.function.IntConsumer;

/**
 * How a {@link BatchSystem} lists the entities of one state: the generated
 * {@code XBatch.forEach(S state, IntConsumer action)}, passed as {@code guards::forEach}.
 *
 * @param <S> the machine's state enum
 */
@FunctionalInterface
public interface ForEachId<S extends Enum<S>> {
    /** Calls {@code action} with the id of every entity in {@code state}, in ascending order. */
    void forEach(S state, IntConsumer action);
}
