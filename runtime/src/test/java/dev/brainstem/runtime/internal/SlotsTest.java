package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Handles: the slot in the high 32 bits, a 32-bit generation in the low, never aliasing a later occupant. */
class SlotsTest {

    @Test
    void aRemovedEntitysHandleNamesNoLaterOccupantOfItsSlot() {
        Slots slots = new Slots(false, 4);
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
        Slots slots = new Slots(true, 4);
        slots.ensure(8);
        slots.set(5, 2, Slots.NO_PREVIOUS);
        assertEquals(5, slots.handleOf(5));
        assertEquals(5, slots.slotOf(5));
        assertEquals(-1, slots.slotOf(4));
        assertEquals(-1, slots.slotOf(-3));
        assertEquals(Slots.NO_PREVIOUS, slots.previous(5));
    }

    /** Both tables: machines of up to BYTE_STATES states keep a slot's states in a byte, larger ones in an int. */
    @ParameterizedTest
    @ValueSource(ints = {1, Slots.BYTE_STATES, Slots.BYTE_STATES + 1, 1000})
    void aSlotKeepsItsStateAndPreviousStateInEitherTable(int states) {
        Slots slots = new Slots(true, states);
        slots.ensure(states + 2);
        assertFalse(slots.present(0), "a slot never set holds no entity");
        int last = states - 1;
        slots.set(0, last, Slots.NO_PREVIOUS);
        assertTrue(slots.present(0));
        assertEquals(last, slots.state(0));
        assertEquals(Slots.NO_PREVIOUS, slots.previous(0));
        for (int state = 0; state < states; state++) {
            int previous = last - state;
            slots.set(1, state, previous);
            assertEquals(state, slots.state(1));
            assertEquals(previous, slots.previous(1));
        }
        slots.clear(0);
        assertFalse(slots.present(0));
        assertEquals(-1, slots.slotOf(0));
        assertEquals(1, slots.slotOf(1));
    }
}
