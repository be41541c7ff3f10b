package dev.brainstem.samples.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.IllegalTransitionException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Handlers inherited from an abstract base class without {@code @StateMachine} ({@link Creature}):
 * they run in the subclasses' machines, and a subclass handler for the same (state, event) replaces
 * the inherited one, {@code to} included.
 */
class CreatureTest {

    @Test
    void inheritedHandlersRun() {
        Sheep sheep = new Sheep();
        SheepFsm fsm = SheepFsm.start(sheep);
        sheep.script.updates(Mood.ROAM, Mood.REST).updates(Mood.REST, Mood.ROAM);

        fsm.update(0.5f);
        fsm.update(0.5f);

        assertEquals(List.of("Creature.roam", "update ROAM 0.5", "Creature.rest", "enter REST from ROAM",
                "Creature.resting", "update REST", "Creature.wake", "exit REST to ROAM"), sheep.script.clear());
        assertEquals(Mood.ROAM, fsm.state());
    }

    @Test
    void aSubclassHandlerForTheSameStateAndEventReplacesTheInheritedOne() {
        Wolf wolf = new Wolf();
        WolfFsm fsm = WolfFsm.start(wolf);
        wolf.script.updates(Mood.ROAM, Mood.REST).updates(Mood.REST, Mood.ROAM);

        fsm.update(0.5f);
        fsm.update(0.5f);

        assertEquals(List.of("Creature.roam", "update ROAM 0.5", "Wolf.growl", "enter REST from ROAM",
                "Creature.resting", "update REST", "Creature.wake", "exit REST to ROAM"), wolf.script.clear());
    }

    @Test
    void theReplacingHandlersToIsTheOneChecked() {
        Wolf wolf = new Wolf();
        WolfFsm wolfFsm = WolfFsm.start(wolf, Mood.FLEE);
        wolf.script.updates(Mood.FLEE, Mood.REST);
        assertEquals(Mood.REST, wolfFsm.update(0.5f));
        assertEquals(List.of("Wolf.stalk", "update FLEE 0.5", "Wolf.growl", "enter REST from FLEE"),
                wolf.script.clear());

        Sheep sheep = new Sheep();
        SheepFsm sheepFsm = SheepFsm.start(sheep, Mood.FLEE);
        sheep.script.updates(Mood.FLEE, Mood.REST);
        IllegalTransitionException e = assertThrows(IllegalTransitionException.class, () -> sheepFsm.update(0.5f));
        assertEquals("Sheep", e.machine());
        assertEquals(List.of("Creature.flee", "update FLEE 0.5"), sheep.script.clear());
    }

    @Test
    void eachMachinesInfoHasItsOwnEdges() {
        assertEquals("[ROAM -> REST, REST -> ROAM, FLEE -> ROAM]", SheepFsm.INFO.edges().toString());
        assertEquals("[ROAM -> REST, REST -> ROAM, FLEE -> ROAM, FLEE -> REST]", WolfFsm.INFO.edges().toString());
        assertEquals("Wolf", WolfFsm.INFO.name());
    }

    @Test
    void anUnannotatedOverrideOfAnInheritedHandlerRunsAsJavaDispatchesIt() {
        Fox fox = new Fox();
        FoxFsm fsm = FoxFsm.start(fox);
        fox.script.updates(Mood.ROAM, Mood.REST);

        fsm.update(0.5f);

        assertEquals(List.of("Fox.roam", "update ROAM 0.5", "Creature.rest", "enter REST from ROAM"),
                fox.script.clear());
    }
}
