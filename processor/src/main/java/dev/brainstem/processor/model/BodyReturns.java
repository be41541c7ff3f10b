package dev.brainstem.processor.model;

import java.util.List;

/**
 * What a handler's body returns, as read from its source.
 *
 * @param constants every state constant a {@code return} names, in source order
 * @param complete whether every return was one of those constants or {@code null}
 */
public record BodyReturns(List<ReturnedState> constants, boolean complete) {
    public BodyReturns {
        constants = List.copyOf(constants);
    }
}
