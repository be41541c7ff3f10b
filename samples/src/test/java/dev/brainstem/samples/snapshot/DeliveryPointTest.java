package dev.brainstem.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.MessageDelivery;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The delivery point a game places, and the clock it reads. */
class DeliveryPointTest {
    @Test
    void onDeliverTheTickDeliversNothingAndDeliverDeliversWhatIsDue() {
        RollersBatch batch = SaveFixtures.rollers(20, 0, 0);
        batch.add(0, Pose.IDLE);
        batch.add(1, Pose.IDLE);
        List<String> heard = new ArrayList<>();
        batch.setListener((h, from, to, event) -> heard.add(h + " " + from + "->" + to));
        batch.setMessageDelivery(MessageDelivery.ON_DELIVER);
        batch.send(0, new Poke(3));
        batch.send(1, new Poke(3), 0.15f);
        batch.tick(0.1f);
        assertEquals(Pose.IDLE, batch.stateOf(0), "the tick delivers nothing");
        batch.deliver();
        assertEquals(Pose.RUN, batch.stateOf(0), "deliver delivers what is due");
        assertEquals(Pose.IDLE, batch.stateOf(1), "and nothing that is not");
        assertEquals(List.of("0 IDLE->RUN"), heard, "the listener hears a delivery's moves when it ends");
        batch.tick(0.1f);
        assertEquals(Pose.IDLE, batch.stateOf(1));
        batch.deliver();
        assertEquals(Pose.RUN, batch.stateOf(1));
        batch.setMessageDelivery(MessageDelivery.TICK_START);
        batch.send(0, new Poke(6));
        batch.transitionTo(0, Pose.FALL);
        assertEquals(0, batch.droppedMessages());
        batch.tick(0.1f);
        assertEquals(1, batch.droppedMessages(), "back at the tick's start: FALL takes no poke, it is dropped");
    }

    @Test
    void onDeliverADelayCountsFromTheClockWhenSentNotFromTheLastDelivery() {
        RollersBatch batch = SaveFixtures.rollers(23, 0, 0);
        batch.add(0, Pose.IDLE);
        batch.setMessageDelivery(MessageDelivery.ON_DELIVER);
        batch.deliver();
        for (int t = 0; t < 3; t++) {
            batch.tick(0.25f);
        }
        batch.send(0, new Poke(3), 0.5f); // due at 0.75 + 0.5
        batch.deliver();
        assertEquals(Pose.IDLE, batch.stateOf(0), "not due at 0.75: the delay counts from the clock, 0.75");
        batch.tick(0.25f);
        batch.deliver();
        assertEquals(Pose.IDLE, batch.stateOf(0), "not due at 1.0");
        batch.tick(0.25f);
        batch.deliver();
        assertEquals(Pose.RUN, batch.stateOf(0), "due at 1.25");
    }

    @Test
    void deliverIsRefusedDuringATick() {
        RollersBatch batch = SaveFixtures.rollers(21, 100, 0);
        batch.add(0, Pose.IDLE);
        batch.setErrorHandler(e -> {
            throw new AssertionError("no handler fails", e);
        });
        batch.setListener((h, from, to, event) -> {
            IllegalStateException e = assertThrows(IllegalStateException.class, batch::deliver);
            assertEquals("Rollers: deliver called while the batch ticks", e.getMessage());
        });
        batch.tick(0.1f);
    }

    @Test
    void theClockIsTheSumOfTheTicksAndALoadKeepsIt() throws IOException {
        RollersBatch batch = SaveFixtures.rollers(22, 0, 0);
        batch.add(0);
        for (int t = 0; t < 7; t++) {
            batch.tick(0.25f);
        }
        assertEquals(1.75, batch.clock());
        RollersBatch loaded = SaveFixtures.rollers(22, 0, 0);
        BatchSaves.read(loaded, SaveFixtures.in(SaveFixtures.save(batch)), SaveFixtures.OPTIONS);
        assertEquals(1.75, loaded.clock());
        assertEquals(1.75, batch.snapshot().clock());
    }
}
