package dev.brainstem.samples.fsm;

import static dev.brainstem.samples.fsm.ActorTest.assertNames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.TransitionLimitException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Id mode, on the machine the processor generated for the system {@link Herd}. */
class HerdTest {
    private final Herd herd = new Herd();

    private List<String> calls() {
        return herd.script.clear();
    }

    @Test
    void startPassesTheIdToEnter() {
        HerdFsm fsm = HerdFsm.start(herd, 3);

        assertEquals(List.of("3: enter GRAZE from null"), calls());
        assertEquals(3, fsm.id());
        assertSame(herd, fsm.system());
        assertEquals(Need.GRAZE, fsm.state());
    }

    @Test
    void everyHandlerGetsTheId() {
        HerdFsm fsm = HerdFsm.start(herd, 3);
        herd.script.updates(Need.GRAZE, Need.WANDER).updates(Need.WANDER, Need.GRAZE);

        fsm.update(0.5f);
        fsm.update(0.5f);
        fsm.transitionTo(Need.FLEE);
        herd.script.updates(Need.FLEE, Need.WANDER);
        fsm.update(0.25f);

        assertEquals(List.of("3: enter GRAZE from null",
                "3: update GRAZE 0.5", "3: exit GRAZE to WANDER", "3: enter WANDER from GRAZE",
                "3: update WANDER", "3: enter GRAZE from WANDER",
                "3: exit GRAZE to FLEE", "3: enter FLEE",
                "3: update FLEE 0.25", "3: enter WANDER from FLEE"), calls());
        assertEquals(Need.WANDER, fsm.state());
        assertEquals(Need.FLEE, fsm.previous());
    }

    @Test
    void theHandlerTouchesOnlyItsIdsData() {
        HerdFsm one = HerdFsm.start(herd, 1);
        HerdFsm five = HerdFsm.start(herd, 5);

        five.update(0.5f);
        five.update(0.25f);
        one.update(1f);

        assertEquals(2, herd.grazed[5]);
        assertEquals(-0.75f, herd.hunger[5]);
        assertEquals(1, herd.grazed[1]);
        assertEquals(-1f, herd.hunger[1]);
        assertEquals(0, herd.grazed[0]);
    }

    @Test
    void startInAnEntryPointFollowsItsRedirect() {
        herd.script.enters(Need.FLEE, Need.GRAZE);

        HerdFsm fsm = HerdFsm.start(herd, 2, Need.FLEE);

        assertEquals(List.of("2: enter FLEE", "2: enter GRAZE from FLEE"), calls());
        assertEquals(Need.GRAZE, fsm.state());
        assertEquals(Need.FLEE, fsm.previous());
    }

    @Test
    void startAndTransitionToRefuseOtherStates() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> HerdFsm.start(herd, 0, Need.WANDER));
        assertTrue(e.getMessage().contains("WANDER"), e.getMessage());
        HerdFsm fsm = HerdFsm.start(herd, 0);
        calls();
        assertThrows(IllegalArgumentException.class, () -> fsm.transitionTo(Need.WANDER));
        assertThrows(IllegalArgumentException.class, () -> HerdFsm.start(null, 0));
        assertEquals(List.of(), calls());
    }

    @Test
    void exceptionsNameTheId() {
        HerdFsm fsm = HerdFsm.start(herd, 4);
        herd.script.updates(Need.GRAZE, Need.FLEE);

        IllegalTransitionException e = assertThrows(IllegalTransitionException.class, () -> fsm.update(0.5f));

        assertEquals("Herd", e.machine());
        assertEquals("id 4", e.entity());
        assertEquals("GRAZE", e.state());
        assertEquals(Events.UPDATE, e.event());
        assertNames(e, "Herd", "id 4", "GRAZE", "UPDATE", "FLEE");
        assertEquals("HerdFsm[id 4 in GRAZE]", fsm.toString());
    }

    @Test
    void theFailsafeNamesTheId() {
        assertEquals(2, HerdFsm.MAX_TRANSITIONS_PER_TICK);
        HerdFsm fsm = HerdFsm.start(herd, 6);
        // GRAZE -> WANDER (1) -> FLEE (2) -> GRAZE: the third.
        herd.script.updates(Need.GRAZE, Need.WANDER).enters(Need.WANDER, Need.FLEE).enters(Need.FLEE, Need.GRAZE);
        calls();

        TransitionLimitException e = assertThrows(TransitionLimitException.class, () -> fsm.update(0.5f));

        assertEquals(List.of("6: update GRAZE 0.5", "6: exit GRAZE to WANDER", "6: enter WANDER from GRAZE",
                "6: enter FLEE"), calls());
        assertEquals(Need.FLEE, fsm.state());
        assertEquals("id 6", e.entity());
        assertEquals("FLEE", e.state());
        assertEquals("GRAZE", e.target());
        assertEquals(Events.ENTER, e.event());
        assertNames(e, "Herd", "id 6", "FLEE", "ENTER", "GRAZE", "2");
    }

    @Test
    void dispatchTakesTheSystemAndTheId() {
        herd.script.updates(Need.GRAZE, Need.WANDER);

        int next = HerdFsm.dispatch(herd, 7, HerdFsm.GRAZE_UPDATE, HerdFsm.STAY, 1f);

        assertEquals(Need.WANDER.ordinal(), next);
        assertEquals(1, herd.grazed[7]);
        HerdFsm.dispatch(herd, 7, HerdFsm.GRAZE_EXIT, Need.WANDER.ordinal(), 0f);
        HerdFsm.dispatch(herd, 7, HerdFsm.GRAZE_ENTER, Need.WANDER.ordinal(), 0f);
        assertEquals(List.of("7: update GRAZE 1.0", "7: exit GRAZE to WANDER", "7: enter GRAZE from WANDER"),
                calls());
    }
}
