package dev.brainstem.samples.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.TransitionLimitException;
import dev.brainstem.samples.stack.Bouncer.Spot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@code @Back} is a transition like any other: an interrupt's enter may redirect to it, the listener
 * is told of both moves, and the failsafe counts it.
 */
class BackRedirectTest {
    @Test
    void anInterruptsEnterMayGoStraightBack() {
        Bouncer bouncer = new Bouncer();
        BouncerFsm machine = BouncerFsm.start(bouncer);
        List<String> told = new ArrayList<>();
        machine.setListener((h, from, to, event) -> told.add(from + "->" + to + " " + Events.name(event)));
        machine.transitionTo(Spot.PEEK);
        assertEquals(Spot.WORK, machine.state());
        assertEquals(List.of(), machine.stack());
        assertEquals(List.of("WORK->PEEK NONE", "PEEK->WORK ENTER"), told);
    }

    @Test
    void theFailsafeCountsTheBack() {
        Bouncer bouncer = new Bouncer();
        bouncer.peek = true;
        BouncerFsm machine = BouncerFsm.start(bouncer);
        // WORK -> PEEK (1), PEEK's enter -> back to WORK (2): the limit; the update decided once, so no third.
        assertEquals(Spot.WORK, machine.update(0.1f));

        BouncerBatch batch = new BouncerBatch();
        List<HandlerException> errors = new ArrayList<>();
        batch.setErrorHandler(errors::add);
        Bouncer other = new Bouncer();
        other.peek = true;
        long handle = batch.add(other);
        batch.tick(0.1f);
        assertEquals(Spot.WORK, batch.stateOf(handle));
        assertEquals(List.of(), errors);
    }

    @Test
    void aBackPastTheLimitIsNotMadeAndTheStackStays() {
        Bouncer bouncer = new Bouncer();
        BouncerFsm machine = BouncerFsm.start(bouncer);
        bouncer.stayInPeek = true;
        machine.transitionTo(Spot.PEEK);
        assertEquals(List.of(Spot.WORK), machine.stack());
        // Re-entering PEEK from outside (1) whose enter now goes back (2) is within the limit ...
        bouncer.stayInPeek = false;
        machine.transitionTo(Spot.PEEK);
        assertEquals(Spot.WORK, machine.state());
        assertEquals(List.of(), machine.stack());
    }

    @Test
    void aBatchTellsTheListenerOfTheBack() {
        BouncerBatch batch = new BouncerBatch();
        List<String> told = new ArrayList<>();
        batch.setListener((h, from, to, event) -> told.add(from + "->" + to + " " + Events.name(event)));
        long handle = batch.add(new Bouncer());
        batch.transitionTo(handle, Spot.PEEK);
        assertEquals(Spot.WORK, batch.stateOf(handle));
        assertEquals(List.of("WORK->PEEK NONE", "PEEK->WORK ENTER"), told);
        assertEquals(1, batch.count(Spot.WORK));
        assertEquals(0, batch.count(Spot.PEEK));
    }
}
