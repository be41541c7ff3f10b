package dev.brainstem.runtime;

import java.util.Arrays;

/**
 * The transitions each entity's messages made in this tick's delivery, so that its decision's chain
 * counts on from there: the failsafe bounds an entity's transitions in one tick however they were asked
 * for (design, "Failsafe"). Written on the calling thread during delivery, read by the decisions (on
 * workers too, after the fork), forgotten when the tick's decisions are over.
 *
 * <p>Only entities a message moved are kept: a count per slot, allocated at the first such move and grown
 * to the highest slot moved, and the list of slots to clear. Machines without messages never touch it.
 */
final class DeliveryMoves {
    private int[] made = new int[0];
    private int[] touched = new int[0];
    private int touchedCount;

    /** The entity in {@code slot} made one more transition during the delivery. */
    void count(int slot) {
        if (slot >= made.length) {
            made = Arrays.copyOf(made, Math.max(slot + 1, made.length * 2));
        }
        if (made[slot]++ == 0) {
            if (touchedCount == touched.length) {
                touched = Arrays.copyOf(touched, Math.max(16, touchedCount * 2));
            }
            touched[touchedCount++] = slot;
        }
    }

    /** The transitions the entity in {@code slot} made during this tick's delivery. */
    int of(int slot) {
        return touchedCount == 0 || slot >= made.length ? 0 : made[slot];
    }

    /** The tick's decisions are over: every count back to 0. */
    void clear() {
        for (int k = 0; k < touchedCount; k++) {
            made[touched[k]] = 0;
        }
        touchedCount = 0;
    }
}
