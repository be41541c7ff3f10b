package dev.brainstem.samples.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BrainstemException;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.TransitionLimitException;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The one-entity machine the processor generated for {@link Actor}: an object-mode machine that does
 * not settle and allows 4 transitions per tick. Every test reads the log of handler calls.
 */
class ActorTest {
    private final Actor actor = new Actor("bob");

    /** The handler calls since the last look. */
    private List<String> calls() {
        return actor.script.clear();
    }

    private ActorFsm started() {
        ActorFsm fsm = ActorFsm.start(actor);
        calls();
        return fsm;
    }

    @Nested
    class Start {
        @Test
        void runsTheInitialStatesEnterWithFromNull() {
            ActorFsm fsm = ActorFsm.start(actor);

            assertEquals(List.of("enter IDLE from null"), calls());
            assertEquals(Phase.IDLE, fsm.state());
            assertNull(fsm.previous());
            assertSame(actor, fsm.entity());
        }

        @Test
        void inAnEntryPointRunsItsEnterWithFromNull() {
            ActorFsm fsm = ActorFsm.start(actor, Phase.DEAD);

            assertEquals(List.of("enter DEAD from null"), calls());
            assertEquals(Phase.DEAD, fsm.state());
            assertNull(fsm.previous());
        }

        @Test
        void inTheInitialStateByName() {
            ActorFsm fsm = ActorFsm.start(actor, Phase.IDLE);

            assertEquals(List.of("enter IDLE from null"), calls());
            assertEquals(Phase.IDLE, fsm.state());
        }

        @Test
        void followsARedirectOfTheFirstEnter() {
            actor.script.enters(Phase.HURT, Phase.DEAD);

            ActorFsm fsm = ActorFsm.start(actor, Phase.HURT);

            assertEquals(List.of("enter HURT from null", "exit HURT", "enter DEAD from HURT"), calls());
            assertEquals(Phase.DEAD, fsm.state());
            assertEquals(Phase.HURT, fsm.previous());
        }

        @Test
        void refusesAStateThatIsNeitherInitialNorAnEntryPoint() {
            for (Phase phase : List.of(Phase.WALK, Phase.RUN, Phase.JUMP, Phase.FALL, Phase.LAND)) {
                IllegalArgumentException e =
                        assertThrows(IllegalArgumentException.class, () -> ActorFsm.start(actor, phase));
                assertTrue(e.getMessage().contains(phase.name()), e.getMessage());
                assertTrue(e.getMessage().contains("IDLE, HURT, DEAD"), e.getMessage());
            }
            assertEquals(List.of(), calls());
        }

        @Test
        void refusesNulls() {
            assertThrows(IllegalArgumentException.class, () -> ActorFsm.start(actor, null));
            assertThrows(IllegalArgumentException.class, () -> ActorFsm.start(null));
            assertEquals(List.of(), calls());
        }
    }

    @Nested
    class Update {
        @Test
        void aReturnedStateExitsThenEntersWithTheRightToAndFrom() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.WALK);

            assertEquals(Phase.WALK, fsm.update(0.5f));

            assertEquals(List.of("update IDLE 0.5", "exit IDLE to WALK", "enter WALK from IDLE"), calls());
            assertEquals(Phase.WALK, fsm.state());
            assertEquals(Phase.IDLE, fsm.previous());
        }

        @Test
        void withoutSettleTheNewStatesUpdateWaitsForTheNextTick() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.WALK);
            fsm.update(0.5f);
            calls();

            assertEquals(Phase.WALK, fsm.update(0.25f));

            assertEquals(List.of("update WALK 0.25"), calls());
            assertEquals(Phase.IDLE, fsm.previous());
        }

        @Test
        void nullStays() {
            ActorFsm fsm = started();

            assertEquals(Phase.IDLE, fsm.update(1f));

            assertEquals(List.of("update IDLE 1.0"), calls());
            assertNull(fsm.previous());
        }

        @Test
        void theCurrentStateStaysEvenThoughItsToDoesNotListIt() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.IDLE);

            assertEquals(Phase.IDLE, fsm.update(1f));

            assertEquals(List.of("update IDLE 1.0"), calls());
            assertNull(fsm.previous());
        }

        @Test
        void aStateWithoutAnUpdateHandlerStays() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.JUMP);
            fsm.update(1f);
            calls();

            assertEquals(Phase.JUMP, fsm.update(1f));

            assertEquals(List.of(), calls());
        }

        @Test
        void handlersWithoutArgumentsAndStatesWithoutEnterOrExit() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.RUN).updates(Phase.RUN, Phase.IDLE);

            fsm.update(0.5f);
            assertEquals(List.of("update IDLE 0.5", "exit IDLE to RUN"), calls());
            fsm.update(0.5f);
            assertEquals(List.of("update RUN", "enter IDLE from RUN"), calls());
            assertEquals(Phase.RUN, fsm.previous());
        }

        @Test
        void eachTickMakesItsOwnTransition() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.WALK).updates(Phase.WALK, Phase.IDLE);

            fsm.update(1f);
            fsm.update(1f);

            assertEquals(List.of("update IDLE 1.0", "exit IDLE to WALK", "enter WALK from IDLE",
                    "update WALK 1.0", "exit WALK to IDLE", "enter IDLE from WALK"), calls());
        }
    }

    @Nested
    class Redirects {
        @Test
        void anEnterThatReturnsAnotherStateMovesOn() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.JUMP).enters(Phase.JUMP, Phase.FALL);

            assertEquals(Phase.FALL, fsm.update(0.5f));

            assertEquals(List.of("update IDLE 0.5", "exit IDLE to JUMP", "enter JUMP from IDLE",
                    "exit JUMP to FALL", "enter FALL"), calls());
            assertEquals(Phase.JUMP, fsm.previous());
        }

        @Test
        void chainUntilAnEnterStays() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.JUMP).enters(Phase.JUMP, Phase.FALL).enters(Phase.FALL, Phase.LAND);

            assertEquals(Phase.LAND, fsm.update(0.5f));

            // Without settle, LAND's update does not run in this tick.
            assertEquals(List.of("update IDLE 0.5", "exit IDLE to JUMP", "enter JUMP from IDLE",
                    "exit JUMP to FALL", "enter FALL", "exit FALL to LAND", "enter LAND from FALL"), calls());
            assertEquals(Phase.FALL, fsm.previous());
        }

        @Test
        void anEnterThatReturnsTheStateItEnteredStays() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.JUMP).enters(Phase.JUMP, Phase.FALL).enters(Phase.FALL, Phase.FALL);

            assertEquals(Phase.FALL, fsm.update(0.5f));

            assertEquals(List.of("update IDLE 0.5", "exit IDLE to JUMP", "enter JUMP from IDLE",
                    "exit JUMP to FALL", "enter FALL"), calls());
        }
    }

    @Nested
    class UndeclaredTargets {
        @Test
        void anUpdateReturningAStateItsToLacksThrowsAndRunsNoExitOrEnter() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.DEAD);

            IllegalTransitionException e = assertThrows(IllegalTransitionException.class, () -> fsm.update(0.5f));

            assertEquals(List.of("update IDLE 0.5"), calls());
            assertEquals(Phase.IDLE, fsm.state());
            assertNull(fsm.previous());
            assertEquals("Actor", e.machine());
            assertEquals("Actor(bob)", e.entity());
            assertEquals("IDLE", e.state());
            assertEquals(Events.UPDATE, e.event());
            assertEquals("DEAD", e.target());
            assertNames(e, "Actor", "Actor(bob)", "IDLE", "UPDATE", "DEAD");
        }

        @Test
        void theMachineGoesOnAfterwards() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.LAND, Phase.WALK);
            assertThrows(IllegalTransitionException.class, () -> fsm.update(0.5f));
            calls();

            assertEquals(Phase.WALK, fsm.update(0.5f));
            assertEquals(List.of("update IDLE 0.5", "exit IDLE to WALK", "enter WALK from IDLE"), calls());
        }

        @Test
        void anEnterRedirectingToAStateItsToLacksThrowsAndTheEntityStaysWhereItEntered() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.JUMP).enters(Phase.JUMP, Phase.LAND);

            IllegalTransitionException e = assertThrows(IllegalTransitionException.class, () -> fsm.update(0.5f));

            assertEquals(List.of("update IDLE 0.5", "exit IDLE to JUMP", "enter JUMP from IDLE"), calls());
            assertEquals(Phase.JUMP, fsm.state());
            assertEquals(Phase.IDLE, fsm.previous());
            assertEquals("JUMP", e.state());
            assertEquals(Events.ENTER, e.event());
            assertEquals("LAND", e.target());
            assertNames(e, "Actor", "Actor(bob)", "JUMP", "ENTER", "LAND");
        }

        @Test
        void theFirstEntersRedirectIsCheckedToo() {
            actor.script.enters(Phase.HURT, Phase.IDLE);

            IllegalTransitionException e =
                    assertThrows(IllegalTransitionException.class, () -> ActorFsm.start(actor, Phase.HURT));

            assertEquals(List.of("enter HURT from null"), calls());
            assertEquals("HURT", e.state());
            assertEquals(Events.ENTER, e.event());
            assertEquals("IDLE", e.target());
        }
    }

    /**
     * An entity makes at most {@code maxTransitionsPerTick} transitions in one call of {@code update};
     * {@code start} and {@code transitionTo} (which are not ticks) each begin a count of their own, so
     * that game code can always stun an entity, even in a tick that used up its transitions.
     */
    @Nested
    class Failsafe {
        @Test
        void allowsExactlyMaxTransitionsPerTick() {
            assertEquals(4, ActorFsm.MAX_TRANSITIONS_PER_TICK);
            ActorFsm fsm = started();
            // IDLE -> JUMP (1) -> FALL (2) -> JUMP (3) -> FALL (4), where FALL's enter stays.
            actor.script.updates(Phase.IDLE, Phase.JUMP).enters(Phase.JUMP, Phase.FALL, Phase.FALL)
                    .enters(Phase.FALL, Phase.JUMP);

            assertEquals(Phase.FALL, fsm.update(0.5f));

            assertEquals(List.of("update IDLE 0.5", "exit IDLE to JUMP", "enter JUMP from IDLE",
                    "exit JUMP to FALL", "enter FALL", "exit FALL to JUMP", "enter JUMP from FALL",
                    "exit JUMP to FALL", "enter FALL"), calls());
        }

        @Test
        void refusesTheTransitionPastTheLimitAndRunsNeitherItsExitNorItsEnter() {
            ActorFsm fsm = started();
            // IDLE -> JUMP (1) -> FALL (2) -> JUMP (3) -> FALL (4) -> JUMP: the fifth.
            actor.script.updates(Phase.IDLE, Phase.JUMP).enters(Phase.JUMP, Phase.FALL, Phase.FALL)
                    .enters(Phase.FALL, Phase.JUMP, Phase.JUMP);

            TransitionLimitException e = assertThrows(TransitionLimitException.class, () -> fsm.update(0.5f));

            assertEquals(List.of("update IDLE 0.5", "exit IDLE to JUMP", "enter JUMP from IDLE",
                    "exit JUMP to FALL", "enter FALL", "exit FALL to JUMP", "enter JUMP from FALL",
                    "exit JUMP to FALL", "enter FALL"), calls());
            assertEquals(Phase.FALL, fsm.state());
            assertEquals(Phase.JUMP, fsm.previous());
            assertEquals("Actor", e.machine());
            assertEquals("Actor(bob)", e.entity());
            assertEquals("FALL", e.state());
            assertEquals(Events.ENTER, e.event());
            assertEquals("JUMP", e.target());
            assertEquals(4, e.limit());
            assertNames(e, "Actor", "Actor(bob)", "FALL", "ENTER", "JUMP", "4");
        }

        @Test
        void countsAgainForEachTick() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.JUMP, Phase.JUMP).enters(Phase.JUMP, Phase.FALL, Phase.FALL)
                    .enters(Phase.FALL, Phase.JUMP, Phase.JUMP);
            assertThrows(TransitionLimitException.class, () -> fsm.update(0.5f));
            fsm.transitionTo(Phase.IDLE);
            actor.script.enters(Phase.JUMP, Phase.FALL);
            calls();
            // A new tick: IDLE -> JUMP (1) -> FALL (2), FALL's enter stays.
            assertEquals(Phase.FALL, fsm.update(0.5f));
            assertEquals(List.of("update IDLE 0.5", "exit IDLE to JUMP", "enter JUMP from IDLE",
                    "exit JUMP to FALL", "enter FALL"), calls());
        }

        @Test
        void countsTransitionToAndItsRedirects() {
            ActorFsm fsm = started();
            // IDLE -> HURT (1, from outside) -> DEAD (2): within the limit.
            actor.script.enters(Phase.HURT, Phase.DEAD);
            fsm.transitionTo(Phase.HURT);
            assertEquals(Phase.DEAD, fsm.state());
        }
    }

    @Nested
    class TransitionTo {
        @Test
        void anEntryPointRunsExitThenEnter() {
            ActorFsm fsm = started();

            fsm.transitionTo(Phase.HURT);

            assertEquals(List.of("exit IDLE to HURT", "enter HURT from IDLE"), calls());
            assertEquals(Phase.HURT, fsm.state());
            assertEquals(Phase.IDLE, fsm.previous());
        }

        @Test
        void theInitialState() {
            ActorFsm fsm = ActorFsm.start(actor, Phase.HURT);
            calls();

            fsm.transitionTo(Phase.IDLE);

            assertEquals(List.of("exit HURT", "enter IDLE from HURT"), calls());
            assertEquals(Phase.IDLE, fsm.state());
            assertEquals(Phase.HURT, fsm.previous());
        }

        @Test
        void reEntersTheStateTheEntityIsIn() {
            ActorFsm fsm = started();

            fsm.transitionTo(Phase.IDLE);

            assertEquals(List.of("exit IDLE to IDLE", "enter IDLE from IDLE"), calls());
            assertEquals(Phase.IDLE, fsm.previous());
        }

        @Test
        void fromAStateThatNoToLeads() {
            // transitionTo is not checked against any to(): IDLE lists no HURT, and WALK no DEAD.
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.WALK);
            fsm.update(0.5f);
            calls();

            fsm.transitionTo(Phase.DEAD);

            assertEquals(List.of("exit WALK to DEAD", "enter DEAD from WALK"), calls());
        }

        @Test
        void followsRedirects() {
            ActorFsm fsm = started();
            actor.script.enters(Phase.HURT, Phase.DEAD);

            fsm.transitionTo(Phase.HURT);

            assertEquals(List.of("exit IDLE to HURT", "enter HURT from IDLE", "exit HURT", "enter DEAD from HURT"),
                    calls());
            assertEquals(Phase.DEAD, fsm.state());
            assertEquals(Phase.HURT, fsm.previous());
        }

        @Test
        void refusesAnyOtherStateNamingItAndRunsNothing() {
            ActorFsm fsm = started();
            for (Phase phase : List.of(Phase.WALK, Phase.RUN, Phase.JUMP, Phase.FALL, Phase.LAND)) {
                IllegalArgumentException e =
                        assertThrows(IllegalArgumentException.class, () -> fsm.transitionTo(phase));
                assertTrue(e.getMessage().contains(phase.name()), e.getMessage());
            }
            assertThrows(IllegalArgumentException.class, () -> fsm.transitionTo(null));
            assertEquals(List.of(), calls());
            assertEquals(Phase.IDLE, fsm.state());
            assertNull(fsm.previous());
        }
    }

    @Nested
    class HandlerExceptions {
        private final IllegalStateException boom = new IllegalStateException("boom");

        @Test
        void propagateRawFromUpdate() {
            ActorFsm fsm = started();
            actor.script.fails("update IDLE", boom);

            assertSame(boom, assertThrows(IllegalStateException.class, () -> fsm.update(0.5f)));
            assertEquals(Phase.IDLE, fsm.state());
        }

        @Test
        void aThrowingExitLeavesTheEntityInTheStateItWasLeaving() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.WALK).fails("exit IDLE", boom);

            assertSame(boom, assertThrows(IllegalStateException.class, () -> fsm.update(0.5f)));
            assertEquals(List.of("update IDLE 0.5", "exit IDLE to WALK"), calls());
            assertEquals(Phase.IDLE, fsm.state());
            assertNull(fsm.previous());
        }

        @Test
        void aThrowingEnterLeavesTheEntityInTheStateItEntered() {
            ActorFsm fsm = started();
            actor.script.updates(Phase.IDLE, Phase.WALK).fails("enter WALK", boom);

            assertSame(boom, assertThrows(IllegalStateException.class, () -> fsm.update(0.5f)));
            assertEquals(Phase.WALK, fsm.state());
            assertEquals(Phase.IDLE, fsm.previous());
            actor.script.heal();
            calls();
            assertEquals(Phase.WALK, fsm.update(0.5f));
            assertEquals(List.of("update WALK 0.5"), calls());
        }
    }

    @Test
    void previousIsTheStateBeforeTheLastTransition() {
        ActorFsm fsm = started();
        assertNull(fsm.previous());
        actor.script.updates(Phase.IDLE, Phase.RUN).updates(Phase.RUN, Phase.IDLE);
        fsm.update(1f);
        assertEquals(Phase.IDLE, fsm.previous());
        fsm.update(1f);
        assertEquals(Phase.RUN, fsm.previous());
        fsm.update(1f); // stays: previous does not change
        assertEquals(Phase.RUN, fsm.previous());
        fsm.transitionTo(Phase.DEAD);
        assertEquals(Phase.IDLE, fsm.previous());
    }

    @Test
    void toStringNamesTheEntityAndState() {
        assertEquals("ActorFsm[Actor(bob) in IDLE]", started().toString());
    }

    @Test
    void exceptionsAreBrainstemExceptions() {
        ActorFsm fsm = started();
        actor.script.updates(Phase.IDLE, Phase.FALL);
        BrainstemException e = assertThrows(BrainstemException.class, () -> fsm.update(1f));
        assertTrue(e instanceof IllegalTransitionException);
    }

    static void assertNames(Exception e, String... words) {
        for (String word : words) {
            assertTrue(e.getMessage().contains(word), () -> "\"" + e.getMessage() + "\" lacks " + word);
        }
    }
}
