package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * The transitions each entity's messages made in this tick's delivery, so that its decision's chain
 * counts on from there: the failsafe bounds an entity's transitions in one tick however they were asked
 * for (design, "Failsafe"). Written on the calling thread during delivery, read by the decisions (on
 * workers too, after the fork), forgotten when the tick's decisions are over.
 *
 * <p>Only entities a message moved are kept. A bit per slot says it moved (an eighth of a byte a slot,
 * allocated at the first such move and grown to the highest slot moved: small enough to stay in cache,
 * where the failsafe reads it at every move of every entity); a count per slot, read and written only for
 * an entity moved more than once, holds the moves beyond the first. Lists of the slots set say what to
 * clear. Machines without messages never touch it.
 */
public final class DeliveryMoves {
    /** Bit {@code slot}: the entity moved at least once. */
    private long[] moved = new long[0];
    /** The moves beyond the first, of the slots listed in {@code again}. */
    private int[] extra = new int[0];
    private int[] touched = new int[0];
    private int touchedCount;
    private int[] again = new int[0];
    private int againCount;
    /** The most transitions one entity made. */
    private int most;

    /** The entity in {@code slot} made {@code made} (at least 1) more transitions during the delivery. */
    public void count(int slot, int made) {
        int w = slot >>> 6;
        if (w >= moved.length) {
            moved = Arrays.copyOf(moved, Math.max(w + 1, moved.length * 2));
        }
        long word = moved[w];
        long bit = 1L << slot;
        if ((word & bit) == 0) {
            moved[w] = word | bit;
            if (touchedCount == touched.length) {
                touched = Arrays.copyOf(touched, Math.max(16, touchedCount * 2));
            }
            touched[touchedCount++] = slot;
            made--;
            if (made == 0) {
                most = Math.max(most, 1);
                return;
            }
        }
        if (slot >= extra.length) {
            extra = Arrays.copyOf(extra, Math.max(slot + 1, extra.length * 2));
        }
        if (extra[slot] == 0) {
            if (againCount == again.length) {
                again = Arrays.copyOf(again, Math.max(16, againCount * 2));
            }
            again[againCount++] = slot;
        }
        extra[slot] += made;
        most = Math.max(most, 1 + extra[slot]);
    }

    /** The transitions the entity in {@code slot} made during this tick's delivery. */
    public int of(int slot) {
        if (touchedCount == 0) {
            return 0;
        }
        int w = slot >>> 6;
        if (w >= moved.length || (moved[w] & 1L << slot) == 0) {
            return 0;
        }
        return againCount == 0 || slot >= extra.length ? 1 : 1 + extra[slot];
    }

    /**
     * The most transitions any one entity made during this tick's delivery: the decisions' chains look
     * an entity's own count up only once they are that close to the failsafe, so that counting costs
     * the transitions nothing when messages moved no entity more than a few times.
     */
    public int most() {
        return most;
    }

    /** The tick's decisions are over: every count back to 0. */
    public void clear() {
        for (int k = 0; k < touchedCount; k++) {
            moved[touched[k] >>> 6] = 0;
        }
        touchedCount = 0;
        for (int k = 0; k < againCount; k++) {
            extra[again[k]] = 0;
        }
        againCount = 0;
        most = 0;
    }
}
