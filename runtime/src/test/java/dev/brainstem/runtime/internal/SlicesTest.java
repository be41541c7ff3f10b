package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Time slicing's masks, strides and last decisions against the rule {@code (t + turn(slot)) % (every * stride)
 * == 0}, a slot's turn being the slot below 65,536 (neighbours take turns one by one) and its run of 1,024 from
 * there up.
 */
class SlicesTest {
    private static final long[] TICKS = {0, 1, 2, 3, 63, 64, 65, 127, 1_000, 4_095, 65_535, 65_536, 1L << 33, Long.MAX_VALUE / 2};
    /** Words of the fine slots (below 1,024) and of the runs (from 1,024). */
    private static final int[] WORDS = {0, 1, 2, 3, 7, 100, 1_023, 1_024, 1_025, 1_040, 15_625, 33_554_431};

    /** The rule's turn, written out here: the slot below 65,536, its run of 1,024 from there up. */
    private static long turn(long slot) {
        return slot < 65_536 ? slot : slot / 1024;
    }

    @Test
    void eachBitOfASliceIsTheFormula() {
        for (int every = 1; every <= 130; every++) {
            for (long ticks : TICKS) {
                for (int word : WORDS) {
                    long expected = 0L;
                    for (int b = 0; b < 64; b++) {
                        if ((ticks + turn(64L * word + b)) % every == 0) {
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
    void eachSlotDecidesOnceInEveryTicksOneByOneBelowTheRunsAndByWholeWordsAbove() {
        for (int every : new int[] {1, 2, 3, 4, 5, 8, 65, 100, 1_000, 65_535}) {
            // The first 8,192 slots and 8,192 from 65,536 (8 runs).
            int[] fine = new int[8192];
            int[] runs = new int[8192];
            for (long t = 1; t <= every; t++) {
                for (int word = 0; word < fine.length / 64; word++) {
                    long mask = Slices.slice(t, every, word);
                    if (every > 64) {
                        assertTrue(Long.bitCount(mask) <= 1, "one slot a word at most: " + mask);
                    }
                    for (; mask != 0; mask &= mask - 1) {
                        fine[word << 6 | Long.numberOfTrailingZeros(mask)]++;
                    }
                }
                for (int w = 0; w < runs.length / 64; w++) {
                    int word = 1024 + w;
                    long mask = Slices.slice(t, every, word);
                    assertTrue(mask == 0 || mask == -1L, "a whole word: " + mask);
                    assertEquals(mask, Slices.slice(t, every, word & ~15), "the words of a run of 1,024 together");
                    for (; mask != 0; mask &= mask - 1) {
                        runs[w << 6 | Long.numberOfTrailingZeros(mask)]++;
                    }
                }
            }
            for (int slot = 0; slot < fine.length; slot++) {
                assertEquals(1, fine[slot], "slot " + slot + " at every " + every);
                assertEquals(1, runs[slot], "slot " + (65_536 + slot) + " at every " + every);
            }
        }
    }

    @Test
    void aStrideMultipliesEveryAndAnEntityNeverDecidesInItsEntryTick() {
        Slices slices = new Slices(new int[] {4});
        // 300 neighbouring slots, and 300 slots 64 apart from 65,536 over 19 runs of 1,024: every phase, each
        // with every stride.
        int[] slots = new int[600];
        for (int k = 0; k < 300; k++) {
            slots[k] = k;
            slots[300 + k] = 65_536 + 64 * k;
        }
        slices.grow(65_536 + 300 * 64);
        for (int slot : slots) {
            slices.enter(slot, 0.0, 0);
            slices.setStride(slot, 1 + slot % 5);
        }
        assertTrue(slices.anyStride());
        for (long t = 1; t <= 600; t++) {
            for (int slot : slots) {
                int stride = 1 + slot % 5;
                boolean due = (t + turn(slot)) % (4L * stride) == 0;
                assertEquals(due, slices.due(slot, 4, t), "slot " + slot + " tick " + t);
                if ((t + turn(slot)) % 4 == 0) {
                    assertEquals(due, slices.strided(slot, 4, t), "in phase: slot " + slot + " tick " + t);
                }
            }
        }
        slices.setStride(9, 65_535);
        assertEquals(65_535, slices.stride(9));
        assertTrue(slices.due(9, 65_535, 65_535L * 65_535 - 9));
        assertFalse(slices.due(9, 65_535, 65_535L * 65_534 - 9 + 65_535 * 2L));
        slices.setStride(67_636, 65_535);
        assertTrue(slices.due(67_636, 65_535, 65_535L * 65_535 - 66), "slot 67,636 is in run 66");
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

    @Test
    void aShiftIsAbsentUntilNeededAndMovesTheSlotsPhase() {
        Slices slices = new Slices(new int[] {0, 4});
        slices.grow(256);
        assertFalse(slices.anyShift());
        long ticks = 1_000;
        // The slot's phase there was 3 (mod 4): here, at tick 1000 in slot 10, it keeps it.
        slices.keepPhase(10, 3 + 4 * 77, ticks);
        assertTrue(slices.anyShift());
        assertEquals(slices.phaseOf(10, ticks) % 4, 3);
        for (long t = ticks + 1; t < ticks + 40; t++) {
            long n = t - ticks;
            boolean there = (3 + n) % 4 == 0;
            assertEquals(there, slices.due(10, 4, t), "tick " + t);
            // The tick selects the slot on its own phase alone.
            assertEquals(there ? 1L << 10 : 0L, slices.select(t, 4, 0) & 1L << 10);
            assertEquals(there, slices.strided(10, 4, t));
        }
        // The other slots keep the formula.
        for (long t = ticks; t < ticks + 8; t++) {
            assertEquals((t + 11) % 4 == 0, slices.due(11, 4, t));
        }
        Slices.Copy copy = slices.copyTo(null, 256);
        slices.reset(10);
        assertFalse(slices.anyShift(), "a removal clears the shift");
        assertEquals(Slices.slice(ticks, 4, 0), slices.select(ticks, 4, 0));
        slices.restore(copy, ticks);
        assertTrue(slices.anyShift(), "a restore puts it back");
        assertEquals(3 + 4 * 77, slices.phaseOf(10, ticks));
        slices.keepPhase(10, ticks + 10, ticks);
        assertFalse(slices.anyShift(), "a phase equal to the slot's own is no shift");
    }

    @Test
    void aShiftedSlotWithAStrideDecidesOnItsPhaseTimesTheStride() {
        Slices slices = new Slices(new int[] {3});
        slices.grow(64);
        slices.setStride(5, 2);
        slices.keepPhase(5, 1, 50);
        for (long t = 51; t < 80; t++) {
            assertEquals((1 + t - 50) % 6 == 0, slices.due(5, 3, t), "tick " + t);
        }
        assertEquals(2, slices.stride(5), "a shifted slot keeps its stride");
        slices.setStride(5, 3);
        assertEquals(3, slices.stride(5));
        for (long t = 51; t < 80; t++) {
            assertEquals((1 + t - 50) % 9 == 0, slices.due(5, 3, t), "tick " + t);
        }
        slices.reset(5);
        assertEquals(1, slices.stride(5));
        assertFalse(slices.anyShift());
        assertEquals(5 + 60L, slices.phaseOf(5, 60));
    }
}
