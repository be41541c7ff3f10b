package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Handles: the slot in the high 32 bits, a 32-bit generation in the low, never aliasing a later occupant. */
class SlotsTest {

    @Test
    void aRemovedEntitysHandleNamesNoLaterOccupantOfItsSlot() {
        Slots slots = new Slots(false);
        int slot = slots.take();
        slots.ensure(slot + 1);
        slots.set(slot, 0, Slots.NO_PREVIOUS);
        long first = slots.handleOf(slot);
        assertEquals(slot, (int) (first >>> 32));
        long last = first;
        for (int reuse = 0; reuse < 200; reuse++) {
            slots.clear(slot);
            slots.release(slot);
            int again = slots.take();
            assertEquals(slot, again, "the freed slot is taken again");
            slots.set(again, 1, 0);
            long now = slots.handleOf(again);
            assertNotEquals(last, now);
            assertEquals(-1, slots.slotOf(first), "reuse " + reuse);
            assertEquals(-1, slots.slotOf(last));
            assertEquals(slot, slots.slotOf(now));
            last = now;
        }
        assertTrue(slots.wasIssued(first));
    }

    @Test
    void idModeHandlesAreIds() {
        Slots slots = new Slots(true);
        slots.ensure(8);
        slots.set(5, 2, Slots.NO_PREVIOUS);
        assertEquals(5, slots.handleOf(5));
        assertEquals(5, slots.slotOf(5));
        assertEquals(-1, slots.slotOf(4));
        assertEquals(-1, slots.slotOf(-3));
        assertEquals(Slots.NO_PREVIOUS, slots.previous(5));
    }
}
