package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Each entity's state when it last left each history group: apart per entity and group, grown, cleared, copied. */
class GroupHistoryTest {
    @Test
    void aNewHistoryHoldsNothingAndEachEntityAndGroupKeepsItsOwn() {
        GroupHistory history = new GroupHistory(3, 4);
        assertEquals(3, history.groups());
        for (int e = 0; e < 4; e++) {
            for (int g = 0; g < 3; g++) {
                assertEquals(-1, history.last(e, g));
            }
        }
        history.left(1, 0, 0);
        history.left(1, 2, 7);
        history.left(2, 1, 5);
        assertEquals(0, history.last(1, 0), "ordinal 0 is a state, not none");
        assertEquals(-1, history.last(1, 1));
        assertEquals(7, history.last(1, 2));
        assertEquals(5, history.last(2, 1));
        assertEquals(-1, history.last(0, 0));
        assertEquals(-1, history.last(3, 2));
        history.left(1, 2, 3);
        assertEquals(3, history.last(1, 2), "leaving again writes over");
    }

    @Test
    void theLargestOrdinalAMachineMayHaveIsKept() {
        GroupHistory history = new GroupHistory(1, 1);
        history.left(0, 0, GroupHistory.MAX_STATES - 1);
        assertEquals(GroupHistory.MAX_STATES - 1, history.last(0, 0));
    }

    @Test
    void clearEmptiesOneEntityInEveryGroupAndNoOther() {
        GroupHistory history = new GroupHistory(2, 3);
        for (int e = 0; e < 3; e++) {
            history.left(e, 0, 10 + e);
            history.left(e, 1, 20 + e);
        }
        history.clear(1);
        assertEquals(-1, history.last(1, 0));
        assertEquals(-1, history.last(1, 1));
        assertEquals(10, history.last(0, 0));
        assertEquals(20, history.last(0, 1));
        assertEquals(12, history.last(2, 0));
        assertEquals(22, history.last(2, 1));
    }

    @Test
    void growingKeepsWhatIsHeldAndTheNewEntitiesHoldNothing() {
        GroupHistory history = new GroupHistory(2, 1);
        history.left(0, 1, 4);
        history.grow(1000);
        assertEquals(4, history.last(0, 1));
        for (int e = 1; e < 1000; e++) {
            assertEquals(-1, history.last(e, 0));
            assertEquals(-1, history.last(e, 1));
            history.left(e, e % 2, e % 50);
        }
        history.grow(10);
        for (int e = 1; e < 1000; e++) {
            assertEquals(e % 50, history.last(e, e % 2), "entity " + e);
            assertEquals(-1, history.last(e, 1 - e % 2), "entity " + e);
        }
    }

    @Test
    void setReplacesAWholeHistoryAndRefusesAnotherShape() {
        GroupHistory history = new GroupHistory(2, 2);
        history.left(1, 0, 3);
        history.set(1, new int[] {-1, 6});
        assertEquals(-1, history.last(1, 0));
        assertEquals(6, history.last(1, 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> history.set(0, new int[] {1}));
        assertTrue(e.getMessage().contains("1 groups; this machine's has 2"), e.getMessage());
        assertEquals(-1, history.last(0, 0));
    }

    @Test
    void aRestoreTakesBackTheCopyAndEmptiesEntitiesBeyondIt() {
        GroupHistory history = new GroupHistory(2, 4);
        history.left(0, 0, 1);
        history.left(1, 1, 2);
        char[] copy = history.copy(2);
        assertEquals(4, copy.length);
        history.left(0, 0, 9);
        history.clear(1);
        history.grow(64);
        history.left(40, 1, 5);
        history.left(3, 0, 5);
        history.restore(copy);
        assertEquals(1, history.last(0, 0));
        assertEquals(2, history.last(1, 1));
        assertEquals(-1, history.last(40, 1), "an entity the copy did not have holds nothing");
        assertEquals(-1, history.last(3, 0));
    }

    @Test
    void copyIntoReusesALargeEnoughArrayAndReplacesASmallOne() {
        GroupHistory history = new GroupHistory(1, 8);
        for (int e = 0; e < 8; e++) {
            history.left(e, 0, e);
        }
        char[] small = new char[3];
        char[] copied = history.copyInto(small, 8);
        assertEquals(8, copied.length);
        char[] large = new char[20];
        assertSame(large, history.copyInto(large, 8));
        history.clear(5);
        history.left(2, 0, 30);
        history.restore(large, 8);
        for (int e = 0; e < 8; e++) {
            assertEquals(e, history.last(e, 0));
        }
    }

    @Test
    void aMachineWithoutHistoryGroupsKeepsNone() {
        assertThrows(IllegalArgumentException.class, () -> new GroupHistory(0, 10));
    }
}
