package dev.brainstem.samples.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Messages on a generated batch: delivered at the start of the next tick, by the batch's clock. */
class BatchMailTest {
    private final List<String> log = new ArrayList<>();
    private final DrinkerBatch batch = new DrinkerBatch();
    private final long joe = batch.add(new Drinker("joe", log));
    private final long ann = batch.add(new Drinker("ann", log));

    @Test
    void aMessageComesAtTheStartOfTheNextTickAndItsTransitionIsDecidedOnInTheNewState() {
        List<String> told = new ArrayList<>();
        batch.setListener((h, from, to, event) -> told.add(h + " " + from + "->" + to + " " + Events.name(event)));
        batch.send(joe, new Drinker.Thirst(1));
        assertEquals(List.of(), log, "nothing before the next tick");
        batch.tick(0.1f);
        assertEquals(List.of("joe thirst 1", "ann at HOME", "joe at SALOON"), log);
        assertEquals(List.of(joe + " HOME->SALOON MESSAGE"), told);
        assertEquals(Drinker.Place.SALOON, batch.stateOf(joe));
    }

    @Test
    void whatNothingTakesIsDroppedAndCounted() {
        batch.send(joe, new Drinker.Thirst(1));
        batch.tick(0.1f);
        batch.send(joe, new Drinker.Thirst(2)); // joe is in the saloon: no handler there takes thirst
        batch.send(ann, new Drinker.Thirst(3));
        batch.remove(ann);
        batch.tick(0.1f);
        assertEquals(2, batch.droppedMessages());
    }

    @Test
    void delayedMessagesWaitForTheBatchsClockThenComeInDueOrder() {
        batch.send(joe, new Drinker.News("late"), 0.25f);
        batch.send(joe, new Drinker.News("soon"), 0.15f);
        batch.send(joe, new Drinker.News("now"));
        List<List<String>> byTick = new ArrayList<>();
        for (int t = 0; t < 3; t++) { // clocks 0.1, 0.2, 0.3
            log.clear();
            batch.tick(0.1f);
            byTick.add(log.stream().filter(line -> line.contains("news")).toList());
        }
        assertEquals(List.of(List.of("joe news now"), List.of("joe news soon"), List.of("joe news late")), byTick);
        assertEquals(0, batch.droppedMessages());
    }

    @Test
    void aBroadcastReachesEveryEntityInHandleOrderAsOneEntry() {
        batch.broadcast(new Drinker.News("fire"));
        batch.tick(0.1f);
        assertEquals(List.of("joe news fire", "ann news fire"), log.subList(0, 2));
    }

    @Test
    void aMessageSentDuringTheTickWaitsForTheNextOne() {
        batch.setListener((h, from, to, event) -> batch.send(ann, new Drinker.News("joe left")));
        batch.send(joe, new Drinker.Thirst(1));
        batch.tick(0.1f);
        assertEquals(0, log.stream().filter(l -> l.contains("joe left")).count());
        batch.tick(0.1f);
        assertEquals(List.of("ann news joe left"), log.stream().filter(l -> l.contains("joe left")).toList());
    }

    @Test
    void aTypeNoHandlerTakesIsRefusedAtSend() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> batch.send(joe, "a string"));
        assertEquals(true, refused.getMessage().contains("java.lang.String"), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> batch.send(joe, new Drinker.News("x"), -1f));
        assertThrows(IllegalArgumentException.class, () -> batch.broadcast(null));
    }
}
