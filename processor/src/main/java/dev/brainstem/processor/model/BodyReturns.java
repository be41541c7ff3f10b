package dev.brainstem.processor.model;

import java.util.List;

/**
 * What a handler's body returns, as read from its source: the constants its {@code return}s name,
 * directly, through a conditional's arms, or through the assignments of a local variable.
 *
 * @param constants every state constant found, in source order
 * @param returnsNull whether some return may give {@code null}
 * @param complete whether every returned value was read: each is one of those constants or null
 */
public record BodyReturns(List<ReturnedState> constants, boolean returnsNull, boolean complete) {
    public BodyReturns {
        constants = List.copyOf(constants);
    }
}
