package dev.brainstem.samples.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.TransitionLimitException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The failsafe counts an entity's transitions in one tick together, its messages' and its decision's
 * (design, "Failsafe"): with at most two, a message that makes two leaves none for the decision, on
 * the one-entity machine and the batch alike; the next tick counts afresh.
 */
class MessageFailsafeTest {
    private final List<String> log = new ArrayList<>();

    @Test
    void oneEntityMessagesAndTheDecisionShareTheTicksTransitions() {
        HopperFsm machine = HopperFsm.start(new Hopper(log));
        machine.send(new Hopper.Hop());
        TransitionLimitException stopped = assertThrows(TransitionLimitException.class, () -> machine.update(0.1f));
        assertEquals(Hopper.Spot.C, machine.state(), "the third transition is not made");
        assertEquals(List.of("hop", "exit A", "exit B", "update C"), log, "C is not left: its exit does not run");
        assertEquals("C", stopped.state());

        log.clear();
        assertEquals(Hopper.Spot.D, machine.update(0.1f), "the next update counts afresh");
        assertEquals(List.of("update C", "exit C"), log);
    }

    @Test
    void batchMessagesAndTheDecisionShareTheTicksTransitions() {
        HopperBatch batch = new HopperBatch();
        List<HandlerException> errors = new ArrayList<>();
        batch.setErrorHandler(errors::add);
        long hopper = batch.add(new Hopper(log));
        long other = batch.add(new Hopper(new ArrayList<>()));
        batch.send(hopper, new Hopper.Hop());
        batch.tick(0.1f);
        assertEquals(Hopper.Spot.C, batch.stateOf(hopper));
        assertEquals(List.of("hop", "exit A", "exit B", "update C"), log);
        assertEquals(1, errors.size());
        assertEquals(hopper, errors.get(0).handle());
        assertEquals(Events.UPDATE, errors.get(0).event());
        assertInstanceOf(TransitionLimitException.class, errors.get(0).getCause());
        assertEquals(1, batch.count(Hopper.Spot.C));
        assertEquals(Hopper.Spot.A, batch.stateOf(other));

        log.clear();
        batch.tick(0.1f);
        assertEquals(Hopper.Spot.D, batch.stateOf(hopper), "the next tick counts afresh");
        assertEquals(List.of("update C", "exit C"), log);
        assertEquals(1, errors.size());
    }

    @Test
    void theCountOfOneTickIsNotLeftForTransitionsFromOutside() {
        HopperBatch batch = new HopperBatch();
        batch.setErrorHandler(e -> { });
        long hopper = batch.add(new Hopper(log));
        batch.send(hopper, new Hopper.Hop());
        batch.tick(0.1f);
        batch.transitionTo(hopper, Hopper.Spot.A);
        assertEquals(Hopper.Spot.A, batch.stateOf(hopper));
    }

    @Test
    void oneEntityAThrowingMessageHandlerEndsTheUpdateAndTheRestWaitForTheNext() {
        HopperFsm machine = HopperFsm.start(new Hopper(log));
        machine.send(new Hopper.Note("first"));
        machine.send(new Hopper.Boom());
        machine.send(new Hopper.Note("second"));
        IllegalStateException boom = assertThrows(IllegalStateException.class, () -> machine.update(0.1f));
        assertEquals("boom", boom.getMessage());
        assertEquals(List.of("note first"), log);
        machine.send(new Hopper.Note("third"));
        machine.update(0.1f);
        assertEquals(List.of("note first", "note second", "note third"), log);
    }

    @Test
    void batchAThrowingMessageHandlerIsReportedWithEventMessageAndDeliveryGoesOn() {
        HopperBatch batch = new HopperBatch();
        List<HandlerException> errors = new ArrayList<>();
        batch.setErrorHandler(errors::add);
        long hopper = batch.add(new Hopper(log));
        batch.send(hopper, new Hopper.Boom());
        batch.send(hopper, new Hopper.Note("after"));
        batch.tick(0.1f);
        assertEquals(List.of("note after"), log);
        assertEquals(1, errors.size());
        assertEquals(Events.MESSAGE, errors.get(0).event());
        assertEquals("boom", errors.get(0).getCause().getMessage());
    }
}
