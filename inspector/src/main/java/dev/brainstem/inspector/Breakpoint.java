package dev.brainstem.inspector;

/**
 * Where the game should stop: a transition (from, to, event, each or any, optionally of one entity)
 * or a message type reaching an entity of one batch. Immutable; matched on the game thread.
 *
 * @param from a state's ordinal, or -1 for any
 * @param to a state's ordinal, or -1 for any
 * @param event an {@code Events} constant, or -1 for any
 * @param handle one entity's handle, or -1 for any
 * @param messageType a message class's simple or full name; null for a transition breakpoint
 */
record Breakpoint(int id, int batch, int from, int to, int event, long handle, String messageType) {
    boolean onMessage() {
        return messageType != null;
    }
}
