package dev.brainstem.samples.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The dispatcher of {@link Actor}'s machine: the packed keys, {@code dispatch} and the per-event
 * methods, on which the batch runner and hand-written loops build.
 */
class DispatchTest {
    private final Actor actor = new Actor("ann");

    @Test
    void thereIsAKeyConstantForEveryHandledPairAndNoOther() throws IllegalAccessException {
        List<String> keys = new ArrayList<>();
        for (Field field : ActorFsm.class.getDeclaredFields()) {
            if (field.getType() == long.class && Modifier.isStatic(field.getModifiers())) {
                keys.add(field.getName());
                String[] parts = field.getName().split("_");
                int event = parts[1].equals("ENTER") ? Events.ENTER : parts[1].equals("UPDATE") ? Events.UPDATE
                        : Events.EXIT;
                assertEquals(Events.key(event, Phase.valueOf(parts[0]).ordinal()), field.getLong(null),
                        field.getName());
            }
        }
        assertEquals(List.of("IDLE_ENTER", "WALK_ENTER", "JUMP_ENTER", "FALL_ENTER", "LAND_ENTER", "HURT_ENTER",
                "DEAD_ENTER", "IDLE_UPDATE", "WALK_UPDATE", "RUN_UPDATE", "LAND_UPDATE", "HURT_UPDATE",
                "IDLE_EXIT", "WALK_EXIT", "JUMP_EXIT", "FALL_EXIT", "LAND_EXIT", "HURT_EXIT"), keys);
        assertEquals(8, ActorFsm.STATE_COUNT);
        assertEquals(-1, ActorFsm.STAY);
    }

    @Test
    void dispatchRunsTheHandlerOfTheKeyAndReturnsWhatItAsksFor() {
        actor.script.updates(Phase.IDLE, Phase.WALK).enters(Phase.JUMP, Phase.FALL);

        assertEquals(Phase.WALK.ordinal(), ActorFsm.dispatch(actor, ActorFsm.IDLE_UPDATE, ActorFsm.STAY, 0.5f));
        assertEquals(ActorFsm.STAY, ActorFsm.dispatch(actor, ActorFsm.IDLE_UPDATE, ActorFsm.STAY, 0.5f));
        assertEquals(ActorFsm.STAY, ActorFsm.dispatch(actor, ActorFsm.IDLE_EXIT, Phase.WALK.ordinal(), 0f));
        assertEquals(ActorFsm.STAY, ActorFsm.dispatch(actor, ActorFsm.WALK_ENTER, Phase.IDLE.ordinal(), 0f));
        assertEquals(Phase.FALL.ordinal(), ActorFsm.dispatch(actor, ActorFsm.JUMP_ENTER, Phase.IDLE.ordinal(), 0f));
        assertEquals(ActorFsm.STAY, ActorFsm.dispatch(actor, ActorFsm.IDLE_ENTER, ActorFsm.STAY, 0f));

        assertEquals(List.of("update IDLE 0.5", "update IDLE 0.5", "exit IDLE to WALK", "enter WALK from IDLE",
                "enter JUMP from IDLE", "enter IDLE from null"), actor.script.clear());
    }

    @Test
    void aHandlerReturningItsOwnStateGivesItsOwnOrdinal() {
        // Callers treat it as a stay, as they treat STAY; see the Javadoc of STAY.
        actor.script.updates(Phase.WALK, Phase.WALK);
        assertEquals(Phase.WALK.ordinal(), ActorFsm.onUpdate(actor, Phase.WALK.ordinal(), 1f));
    }

    @Test
    void aPairWithoutAHandlerStaysAndRunsNothing() {
        for (Phase phase : List.of(Phase.JUMP, Phase.FALL, Phase.DEAD)) {
            assertEquals(ActorFsm.STAY,
                    ActorFsm.dispatch(actor, Events.key(Events.UPDATE, phase.ordinal()), ActorFsm.STAY, 1f));
        }
        // No enter of Actor redirects, so onEnter is void and an ENTER key dispatches to a stay.
        ActorFsm.onEnter(actor, Phase.RUN.ordinal(), Phase.IDLE.ordinal());
        assertEquals(ActorFsm.STAY,
                ActorFsm.dispatch(actor, Events.key(Events.ENTER, Phase.RUN.ordinal()), Phase.IDLE.ordinal(), 0f));
        ActorFsm.onExit(actor, Phase.DEAD.ordinal(), Phase.IDLE.ordinal());
        ActorFsm.onExit(actor, Phase.RUN.ordinal(), Phase.IDLE.ordinal());
        assertEquals(List.of(), actor.script.clear());
    }

    @Test
    void theEventMethodsAreTheDispatchersParts() {
        actor.script.updates(Phase.LAND, Phase.IDLE);
        assertEquals(Phase.IDLE.ordinal(), ActorFsm.onUpdate(actor, Phase.LAND.ordinal(), 0.25f));
        ActorFsm.onEnter(actor, Phase.LAND.ordinal(), Phase.FALL.ordinal());
        ActorFsm.onExit(actor, Phase.HURT.ordinal(), Phase.DEAD.ordinal());
        assertEquals(List.of("update LAND 0.25", "enter LAND from FALL", "exit HURT"), actor.script.clear());
    }

    @Test
    void refusesKeysThatPackNoEventOrNoState() {
        assertThrows(IllegalArgumentException.class,
                () -> ActorFsm.dispatch(actor, Events.key(Events.NONE, 0), ActorFsm.STAY, 0f));
        assertThrows(IllegalArgumentException.class,
                () -> ActorFsm.dispatch(actor, Events.key(4, 0), ActorFsm.STAY, 0f));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ActorFsm.dispatch(actor, Events.key(Events.UPDATE, 8), ActorFsm.STAY, 0f));
        assertTrue(e.getMessage().contains("8"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ActorFsm.onEnter(actor, -1, ActorFsm.STAY));
        assertThrows(IllegalArgumentException.class, () -> ActorFsm.onExit(actor, 99, 0));
    }

    @Test
    void helpers() {
        assertTrue(ActorFsm.isEntryPoint(Phase.HURT.ordinal()));
        assertTrue(ActorFsm.isEntryPoint(Phase.DEAD.ordinal()));
        assertFalse(ActorFsm.isEntryPoint(Phase.IDLE.ordinal()));
        assertFalse(ActorFsm.isEntryPoint(Phase.WALK.ordinal()));
        assertFalse(ActorFsm.isEntryPoint(99));
        assertNull(ActorFsm.stateAt(ActorFsm.STAY));
        assertEquals(Phase.RUN, ActorFsm.stateAt(Phase.RUN.ordinal()));
        assertEquals(ActorFsm.STAY, ActorFsm.ordinal(null));
        assertEquals(Phase.HURT.ordinal(), ActorFsm.checkStartable(Phase.HURT));
        // The enter's to() is checked by a switch (the updates' by bit masks the decisions pass).
        assertTrue(ActorFsm.enterMayGo(Phase.FALL.ordinal(), Phase.JUMP.ordinal()));
        assertFalse(ActorFsm.enterMayGo(Phase.FALL.ordinal(), Phase.IDLE.ordinal()));
        assertFalse(ActorFsm.enterMayGo(Phase.IDLE.ordinal(), Phase.WALK.ordinal()));
    }
}
