package dev.brainstem.runtime;

/**
 * When a batch delivers the messages that are due ({@link AbstractBatch#setMessageDelivery}).
 */
public enum MessageDelivery {
    /**
     * At the start of every tick, on the calling thread, before any decision: an entity a message moves
     * decides in its new state in the same tick. The default.
     */
    TICK_START,
    /**
     * Only when the game calls {@link AbstractBatch#deliver()}, at the point of the frame it chooses: after
     * the updates, say, as a gdx-ai game calls {@code MessageManager.update()} after its agents'.
     */
    ON_DELIVER
}
