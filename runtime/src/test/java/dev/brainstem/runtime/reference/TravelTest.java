package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.MESSAGE;
import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The model's travel (issue 45): {@link Batch#export} and {@link Batch#importInto} keep an entity's
 * phase, time, timer and letters relative to its own history, case by case on small machines whose
 * handlers return fixed states ({@link Fixed}).
 */
class TravelTest {
    private final List<String> log = new ArrayList<>();
    private final Fixed script = new Fixed(log);

    private static void ok(Outcome outcome) {
        assertTrue(outcome.ok(), () -> "expected no failure: " + outcome);
    }

    /** SCAN decides (h0) on one tick in three; WAIT fires after 1 s to SCAN; h1 takes a String in WAIT. */
    private static Machine scanner() {
        return Machine.builder("T", "WAIT", "SCAN").idMode(true)
                .on(new Handler(0, "scan", UPDATE, false, true, List.of()), "SCAN")
                .every(new Handler(0, "scan", UPDATE, false, true, List.of()), 3)
                .message(Handler.message(1, "heard", String.class, false, List.of()), List.of("WAIT"))
                .after(List.of("WAIT"), 1f, "SCAN").build();
    }

    /** The ticks (of its own batch) on which the entity keyed {@code key} decides over the next {@code n} ticks of 0.25 s. */
    private List<Long> decisions(Batch batch, int key, int n) {
        List<Long> at = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            log.clear();
            ok(batch.tick(0.25f));
            if (log.contains("e" + key + " h0()")) {
                at.add((long) t);
            }
        }
        return at;
    }

    @Test
    void aSlicedEntityDecidesOnTheTicksItWouldHaveDecidedOnWhereverItsSlotAndTheTickCountPutIt() {
        Batch a = new Batch(scanner(), script);
        Batch twin = new Batch(scanner(), script);
        for (Batch x : List.of(a, twin)) {
            ok(x.resume(5, 5, 1));
            for (int t = 0; t < 4; t++) {
                ok(x.tick(0.25f));
            }
        }
        Batch b = new Batch(scanner(), script);
        for (int t = 0; t < 7; t++) {
            ok(b.tick(0.25f));
        }
        Travel travel = a.export(new long[] {5}, true);
        assertFalse(a.contains(5));
        b.importInto(travel, new long[] {9}, new int[] {5});
        List<Long> twins = decisions(twin, 5, 12);
        assertEquals(List.of(2L, 5L, 8L, 11L), twins, "the twin's own phase: (ticks + 5) % 3 == 0, from tick 5");
        assertEquals(twins, decisions(b, 5, 12), "key 5 at slot 9 in a batch 3 ticks ahead decides on the same ticks");
    }

    @Test
    void timeInStateTimersAndLettersAreRebasedOnTheReceiversClockAndBroadcastsStay() {
        Batch a = new Batch(scanner(), script);
        ok(a.add(1, 0));
        ok(a.add(2, 0));
        ok(a.tick(0.25f));
        ok(a.send(1, "soon", 0.5f));
        ok(a.send(2, "other", 0f));
        ok(a.broadcast("all", 0f));
        Batch b = new Batch(scanner(), script);
        for (int t = 0; t < 10; t++) {
            ok(b.tick(0.125f));
        }
        Travel travel = a.export(new long[] {1}, true);
        assertEquals(1, travel.letters().size(), "only the letter for the leaver travels");
        assertEquals(0.5, travel.letters().get(0).remaining());
        assertEquals(2, a.mail().size(), "the other's letter and the broadcast stay");
        b.importInto(travel, new long[] {7}, new int[] {1});
        assertEquals(0.25f, b.timeInState(7));
        assertEquals(1f, b.entity(7).timerDelay());
        log.clear();
        ok(b.tick(0.25f));
        assertEquals(List.of(), log, "not due yet: 0.25 s of 0.5");
        ok(b.tick(0.25f));
        assertEquals(List.of("e1 h1(soon)"), log);
        ok(b.tick(0.25f));
        ok(b.tick(0.25f));
        assertEquals(1, b.entity(7).state(), "the timer fired at 1 s in WAIT, 0.25 of them in A");
        assertEquals(0, b.droppedMessages());
    }

    @Test
    void aCopyLeavesTheSenderAsItWasAndTheExportRefusesUnknownAndRepeatedHandles() {
        Batch a = new Batch(scanner(), script);
        ok(a.add(1, 0));
        ok(a.send(1, "x", 1f));
        Travel copy = a.export(new long[] {1}, false);
        assertTrue(a.contains(1));
        assertEquals(1, a.mail().size());
        assertEquals(1, copy.letters().size());
        assertThrows(IllegalArgumentException.class, () -> a.export(new long[] {1, 1}, true));
        assertThrows(IllegalArgumentException.class, () -> a.export(new long[] {3}, true));
        assertTrue(a.contains(1));
        Batch b = new Batch(scanner(), script);
        ok(b.add(4, 0));
        assertThrows(IllegalArgumentException.class, () -> b.importInto(copy, new long[] {4}, new int[] {1}));
        assertEquals(1, b.size());
        assertEquals(0, b.mail().size());
        assertEquals(MESSAGE, scanner().messageHandlers().get(0).event());
    }
}
