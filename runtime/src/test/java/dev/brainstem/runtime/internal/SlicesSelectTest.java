package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Slices#select}: after entities moved in with phases of their own, a tick selects exactly the
 * slots whose phase, shift included, falls in it, so a state sliced at {@code every} looks at about
 * {@code members / every} of its entities per tick, as before any moved in; an {@code every} above 64 keeps
 * no residues and selects every shifted slot for {@link Slices#strided} to decide.
 */
class SlicesSelectTest {
    private static final int SLOTS = 70_000;

    /** Whether the slot's phase, its shift included, falls in tick {@code ticks} for {@code every}. */
    private static boolean inPhase(Slices slices, int slot, long ticks, int every) {
        return Math.floorMod(slices.phaseOf(slot, ticks), (long) every) == 0;
    }

    @Test
    void aTickSelectsExactlyTheShiftedSlotsInPhase() {
        int[] everies = {0, 8, 3, 64, 100};
        Slices slices = new Slices(everies);
        slices.grow(SLOTS);
        SplittableRandom random = new SplittableRandom(45);
        long ticks = 1_000;
        // Nearly every slot shifted, as after a keyed load of a whole world into a fresh one.
        for (int slot = 0; slot < SLOTS; slot++) {
            if (slot % 10 != 0) {
                slices.keepPhase(slot, random.nextLong(1 << 20), ticks);
            }
        }
        // Some shifts change, some go (a removal resets the slot), and a snapshot comes back.
        for (int slot = 7; slot < SLOTS; slot += 13) {
            slices.keepPhase(slot, random.nextLong(1 << 20), ticks);
        }
        for (int slot = 5; slot < SLOTS; slot += 17) {
            slices.reset(slot);
        }
        Slices.Copy copy = slices.copyTo(null, SLOTS);
        Slices restored = new Slices(everies);
        restored.grow(SLOTS);
        restored.restore(copy, ticks);
        for (Slices s : new Slices[] {slices, restored}) {
            for (int every : new int[] {8, 3, 64}) {
                for (long t = ticks; t < ticks + 2L * every; t++) {
                    int selected = 0;
                    for (int word = 0; word < (SLOTS + 63) >>> 6; word++) {
                        long bits = s.select(t, every, word);
                        for (int b = 0; b < 64 && 64 * word + b < SLOTS; b++) {
                            int slot = 64 * word + b;
                            assertEquals(inPhase(s, slot, t, every), (bits & 1L << b) != 0,
                                    "slot " + slot + " at every " + every + ", tick " + t);
                        }
                        selected += Long.bitCount(bits & (word == SLOTS >>> 6 ? (1L << (SLOTS & 63)) - 1 : -1L));
                    }
                    // Below 65,536 slots take turns one by one; above, by runs of 1,024: a tick's share is
                    // the fine slots' / every, plus whole runs.
                    assertTrue(Math.abs(selected - SLOTS / every) <= 2 * Slices.RUN + every,
                            "about " + SLOTS / every + " selected at every " + every + ": " + selected);
                }
            }
            // Above 64: no residues, every shifted slot selected besides the slice.
            long bits = s.select(ticks, 100, 1);
            for (int b = 0; b < 64; b++) {
                int slot = 64 + b;
                boolean shifted = s.phaseOf(slot, ticks) != ticks + Slices.turn(slot);
                assertEquals(shifted || inPhase(s, slot, ticks, 100), (bits & 1L << b) != 0, "slot " + slot);
            }
        }
    }

    @Test
    void withoutAShiftTheSelectionIsTheSlice() {
        Slices slices = new Slices(new int[] {4});
        slices.grow(1_000);
        for (long t = 0; t < 8; t++) {
            for (int word = 0; word < 16; word++) {
                assertEquals(Slices.slice(t, 4, word), slices.select(t, 4, word));
            }
        }
        slices.keepPhase(3, 5, 0);
        slices.reset(3);
        assertEquals(Slices.slice(2, 4, 0), slices.select(2, 4, 0), "a shift that went leaves the slice");
    }
}
