package dev.brainstem.samples.fsm;

import static dev.brainstem.samples.fsm.ActorTest.assertNames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.TransitionLimitException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Settling, on the machine the processor generated for {@link Runner} ({@code settle = true}, at most
 * 3 transitions per tick): after a transition caused by an update, the new state's update runs with
 * the same dt until an update stays, so exactly one state consumes each tick's dt. Enter redirects
 * in between do not consume it; {@code start} and {@code transitionTo} do not settle (no dt is
 * being spent).
 */
class RunnerTest {
    private final Runner runner = new Runner();

    private List<String> calls() {
        return runner.script.clear();
    }

    private RunnerFsm started() {
        RunnerFsm fsm = RunnerFsm.start(runner);
        calls();
        return fsm;
    }

    @Test
    void isGeneratedAsSettling() {
        assertTrue(RunnerFsm.SETTLE);
        assertEquals(3, RunnerFsm.MAX_TRANSITIONS_PER_TICK);
        assertEquals(Gait.STAND, RunnerFsm.start(runner).state()); // @States names no initial: the first
    }

    @Test
    void reRunsUpdateWithTheSameDtUntilItStays() {
        RunnerFsm fsm = started();
        runner.script.updates(Gait.STAND, Gait.STEP).updates(Gait.STEP, Gait.STRIDE);

        assertEquals(Gait.STRIDE, fsm.update(0.5f));

        assertEquals(List.of("update STAND 0.5", "exit STAND to STEP", "enter STEP from STAND",
                "update STEP 0.5", "exit STEP to STRIDE", "enter STRIDE from STEP",
                "update STRIDE 0.5"), calls());
        assertEquals(Gait.STEP, fsm.previous());
    }

    @Test
    void exactlyOneStateConsumesEachTicksDt() {
        RunnerFsm fsm = started();
        List<String> updates = new ArrayList<>();

        runner.script.updates(Gait.STAND, Gait.STEP);
        assertEquals(Gait.STEP, fsm.update(0.5f));
        runner.script.updates(Gait.STEP, Gait.STRIDE).updates(Gait.STRIDE, Gait.STAND);
        assertEquals(Gait.STAND, fsm.update(0.25f));
        assertEquals(Gait.STAND, fsm.update(0.125f));

        // Each tick's dt goes to updates that moved on, then to exactly one that stayed: the state
        // the tick ends in.
        for (String call : calls()) {
            if (call.startsWith("update")) {
                updates.add(call);
            }
        }
        assertEquals(List.of("update STAND 0.5", "update STEP 0.5",
                "update STEP 0.25", "update STRIDE 0.25", "update STAND 0.25",
                "update STAND 0.125"), updates);
    }

    @Test
    void anUpdateThatStaysAtOnceEndsTheTick() {
        RunnerFsm fsm = started();

        assertEquals(Gait.STAND, fsm.update(0.5f));

        assertEquals(List.of("update STAND 0.5"), calls());
    }

    @Test
    void anUpdateReturningItsOwnStateStays() {
        RunnerFsm fsm = started();
        runner.script.updates(Gait.STAND, Gait.STEP).updates(Gait.STEP, Gait.STEP);

        assertEquals(Gait.STEP, fsm.update(0.5f));

        assertEquals(List.of("update STAND 0.5", "exit STAND to STEP", "enter STEP from STAND",
                "update STEP 0.5"), calls());
    }

    @Test
    void aRedirectedStateDoesNotConsumeTheDtButTheStateRedirectedToDoes() {
        RunnerFsm fsm = started();
        runner.script.updates(Gait.STAND, Gait.STEP).enters(Gait.STEP, Gait.SPRINT);

        assertEquals(Gait.SPRINT, fsm.update(0.5f));

        assertEquals(List.of("update STAND 0.5", "exit STAND to STEP", "enter STEP from STAND",
                "exit STEP to SPRINT", "enter SPRINT from STEP", "update SPRINT 0.5"), calls());
    }

    @Test
    void theFailsafeCountsSettlingTransitions() {
        RunnerFsm fsm = started();
        // STAND -> STEP (1) -> STAND (2) -> STEP (3) -> STAND: the fourth.
        runner.script.updates(Gait.STAND, Gait.STEP, Gait.STEP).updates(Gait.STEP, Gait.STAND, Gait.STAND);

        TransitionLimitException e = assertThrows(TransitionLimitException.class, () -> fsm.update(0.5f));

        assertEquals(List.of("update STAND 0.5", "exit STAND to STEP", "enter STEP from STAND",
                "update STEP 0.5", "exit STEP to STAND", "enter STAND from STEP",
                "update STAND 0.5", "exit STAND to STEP", "enter STEP from STAND",
                "update STEP 0.5"), calls());
        assertEquals(Gait.STEP, fsm.state());
        assertEquals(Gait.STAND, fsm.previous());
        assertEquals("STEP", e.state());
        assertEquals("STAND", e.target());
        assertEquals(Events.UPDATE, e.event());
        assertEquals(3, e.limit());
        assertNames(e, "Runner", "STEP", "UPDATE", "STAND");
    }

    @Test
    void theFailsafeAllowsExactlyTheLimit() {
        RunnerFsm fsm = started();
        // STAND -> STEP (1) -> STAND (2) -> STEP (3), whose update stays.
        runner.script.updates(Gait.STAND, Gait.STEP, Gait.STEP).updates(Gait.STEP, Gait.STAND);

        assertEquals(Gait.STEP, fsm.update(0.5f));

        assertEquals(List.of("update STAND 0.5", "exit STAND to STEP", "enter STEP from STAND",
                "update STEP 0.5", "exit STEP to STAND", "enter STAND from STEP",
                "update STAND 0.5", "exit STAND to STEP", "enter STEP from STAND",
                "update STEP 0.5"), calls());
    }

    @Test
    void anUndeclaredTargetWhileSettlingThrowsAndRunsNoExitOrEnter() {
        RunnerFsm fsm = started();
        runner.script.updates(Gait.STAND, Gait.STEP).updates(Gait.STEP, Gait.SPRINT);

        IllegalTransitionException e = assertThrows(IllegalTransitionException.class, () -> fsm.update(0.5f));

        assertEquals(List.of("update STAND 0.5", "exit STAND to STEP", "enter STEP from STAND",
                "update STEP 0.5"), calls());
        assertEquals(Gait.STEP, fsm.state());
        assertEquals("STEP", e.state());
        assertEquals("SPRINT", e.target());
        assertEquals(Events.UPDATE, e.event());
    }

    @Test
    void startDoesNotSettle() {
        runner.script.updates(Gait.TRIP, Gait.STAND);

        RunnerFsm fsm = RunnerFsm.start(runner, Gait.TRIP);

        assertEquals(List.of("enter TRIP from null"), calls());
        assertEquals(Gait.TRIP, fsm.state());
    }

    @Test
    void transitionToDoesNotSettle() {
        RunnerFsm fsm = started();
        runner.script.updates(Gait.TRIP, Gait.STAND);

        fsm.transitionTo(Gait.TRIP);

        assertEquals(List.of("exit STAND to TRIP", "enter TRIP from STAND"), calls());
        assertEquals(Gait.TRIP, fsm.state());
        // The next tick settles as usual: TRIP -> STAND, whose update stays.
        assertEquals(Gait.STAND, fsm.update(0.5f));
        assertEquals(List.of("update TRIP 0.5", "enter STAND from TRIP", "update STAND 0.5"), calls());
    }
}
