package dev.brainstem.ashley;

import java.util.function.Consumer;

/**
 * How a {@link BatchSystem} lists the machine objects of one state: the generated
 * {@code XBatch.forEach(S state, Consumer action)}, passed as {@code minds::forEach}.
 *
 * @param <E> the machine's class
 * @param <S> the machine's state enum
 */
@FunctionalInterface
public interface ForEachObject<E, S extends Enum<S>> {
    /** Calls {@code action} with every machine object in {@code state}, in the batch's order. */
    void forEach(S state, Consumer<E> action);
}
