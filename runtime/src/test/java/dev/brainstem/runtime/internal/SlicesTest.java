package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Time slicing's masks, strides and last decisions against the rule {@code (t + slot / 1024) % (every * stride)
 * == 0}: slots take turns by runs of 1,024.
 */
class SlicesTest {
    private static final long[] TICKS = {0, 1, 2, 3, 63, 64, 65, 127, 1_000, 4_095, 65_535, 65_536, 1L << 33, Long.MAX_VALUE / 2};
    private static final int[] WORDS = {0, 1, 2, 3, 7, 100, 1_023, 15_625, 33_554_431};

    @Test
    void eachBitOfASliceIsTheFormula() {
        for (int every = 1; every <= 130; every++) {
            for (long ticks : TICKS) {
                for (int word : WORDS) {
                    long expected = 0L;
                    for (int b = 0; b < 64; b++) {
                        if ((ticks + (64L * word + b) / 1024) % every == 0) {
                            expected |= 1L << b;
                        }
                    }
                    assertEquals(expected, Slices.slice(ticks, every, word),
                            "every " + every + ", tick " + ticks + ", word " + word);
                }
            }
        }
    }

    @Test
    void aWordIsWhollyInPhaseOrNotAndEachSlotDecidesOnceInEveryTicks() {
        for (int every : new int[] {1, 2, 3, 4, 5, 8, 65, 100, 1_000, 65_535}) {
            int[] decided = new int[8192];
            for (long t = 1; t <= every; t++) {
                for (int word = 0; word < decided.length / 64; word++) {
                    long mask = Slices.slice(t, every, word);
                    assertTrue(mask == 0 || mask == -1L, "a whole word: " + mask);
                    assertEquals(mask, Slices.slice(t, every, word & ~15), "the words of a run of 1,024 together");
                    for (; mask != 0; mask &= mask - 1) {
                        decided[word << 6 | Long.numberOfTrailingZeros(mask)]++;
                    }
                }
            }
            for (int slot = 0; slot < decided.length; slot++) {
                assertEquals(1, decided[slot], "slot " + slot + " at every " + every);
            }
        }
    }

    @Test
    void aStrideMultipliesEveryAndAnEntityNeverDecidesInItsEntryTick() {
        Slices slices = new Slices(new int[] {4});
        // 300 slots 64 apart, over 19 runs of 1,024: every phase, each with every stride.
        slices.grow(300 * 64);
        for (int slot = 0; slot < 300 * 64; slot += 64) {
            slices.enter(slot, 0.0, 0);
            slices.setStride(slot, 1 + slot / 64 % 5);
        }
        assertTrue(slices.anyStride());
        for (long t = 1; t <= 600; t++) {
            for (int slot = 0; slot < 300 * 64; slot += 64) {
                int stride = 1 + slot / 64 % 5;
                boolean due = (t + slot / 1024) % (4L * stride) == 0;
                assertEquals(due, slices.due(slot, 4, t), "slot " + slot + " tick " + t);
                if ((t + slot / 1024) % 4 == 0) {
                    assertEquals(due, slices.strided(slot, 4, t), "in phase: slot " + slot + " tick " + t);
                }
            }
        }
        slices.setStride(9, 65_535);
        assertEquals(65_535, slices.stride(9));
        assertTrue(slices.due(9, 65_535, 65_535L * 65_535));
        assertFalse(slices.due(9, 65_535, 65_535L * 65_534 + 65_535 * 2L));
        slices.setStride(2100, 65_535);
        assertTrue(slices.due(2100, 65_535, 65_535L * 65_535 - 2), "slot 2100 is in run 2");
        // Entered in tick 12, on its phase: it waits for its next phase tick.
        slices.setStride(0, 1);
        slices.enter(0, 1.0, 12);
        assertFalse(slices.due(0, 4, 12));
        assertFalse(slices.strided(0, 4, 12));
        assertTrue(slices.due(0, 4, 16));
        slices.reset(0);
        assertEquals(1, slices.stride(0));
    }

    @Test
    void sinceUpdateIsTheTimeSinceTheLastDecisionOrTheEntry() {
        Slices slices = new Slices(new int[] {4});
        slices.grow(1);
        slices.enter(0, 10.0, 1);
        assertEquals(0.25f, slices.sinceUpdate(0, 10.25));
        assertEquals(0.5f, slices.sinceUpdate(0, 10.75));
        assertEquals(1.0, slices.since(0, 11.75));
        slices.place(0, 20.0, 0.125, 3);
        assertEquals(0.125f, slices.sinceUpdate(0, 20.0));
    }
}
