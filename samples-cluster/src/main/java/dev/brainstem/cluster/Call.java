package dev.brainstem.cluster;

/**
 * What the zone tells a creature: another creature called from {@code direction} (0-7). Sent with a delay, so
 * some calls are still waiting when their creature crosses a border, and travel with it.
 */
public record Call(int direction) {
}
