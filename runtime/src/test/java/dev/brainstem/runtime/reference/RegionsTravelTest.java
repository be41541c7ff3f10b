package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The model's travel for a machine of regions (issue 45): {@link RegionsBatch#export} and {@link
 * RegionsBatch#importInto} carry every region's part of an entity (phase, time, timer, stride) and every
 * region's letters for it, by {@link Batch}'s rules ({@link TravelTest}).
 */
class RegionsTravelTest {
    private final List<String> log = new ArrayList<>();

    /** Region 1 moves to BUSY on any String; region 0 logs its calls and stays. */
    private final RegionsScript script = (entity, region, handler, current, arg, dt) -> {
        Object m = entity.message();
        log.add("e" + entity.key() + " r" + region + " h" + handler.index() + (m != null ? "(" + m + ")" : ""));
        return handler.index() == 3 ? entity.machine().ordinal("BUSY") : Script.STAY;
    };

    private static void ok(Outcome outcome) {
        assertTrue(outcome.ok(), () -> "expected no failure: " + outcome);
    }

    /**
     * Region 0: SCAN decides (h0) on one tick in three, WAIT fires after 1 s to SCAN, h1 takes a String in
     * WAIT. Region 1: h3 takes a String in IDLE to BUSY.
     */
    private static Regions scanner() {
        Handler scan = new Handler(0, "scan", UPDATE, false, true, List.of());
        Machine first = Machine.builder("T", "WAIT", "SCAN").idMode(true).on(scan, "SCAN").every(scan, 3)
                .message(Handler.message(1, "heard", String.class, false, List.of()), List.of("WAIT"))
                .after(List.of("WAIT"), 1f, "SCAN").build();
        Machine second = Machine.builder("T.Arm", "IDLE", "BUSY").idMode(true)
                .message(Handler.message(3, "grab", String.class, true, List.of("BUSY")), List.of("IDLE")).build();
        return Regions.of("T", first, second);
    }

    /** The ticks of 0.25 s (of its own batch) on which the entity keyed {@code key} decides, over {@code n}. */
    private List<Long> decisions(RegionsBatch batch, int key, int n) {
        List<Long> at = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            log.clear();
            ok(batch.tick(0.25f));
            if (log.contains("e" + key + " r0 h0")) {
                at.add((long) t);
            }
        }
        return at;
    }

    @Test
    void everyRegionsPartTravelsAndTheSlicedRegionDecidesOnTheTicksItsTwinDecidesOn() {
        RegionsBatch a = new RegionsBatch(scanner(), script);
        RegionsBatch twin = new RegionsBatch(scanner(), script);
        for (RegionsBatch x : List.of(a, twin)) {
            ok(x.resume(5, 5, 1, 1));
            ok(x.setStride(5, 2));
            for (int t = 0; t < 4; t++) {
                ok(x.tick(0.25f));
            }
        }
        RegionsBatch b = new RegionsBatch(scanner(), script);
        for (int t = 0; t < 7; t++) {
            ok(b.tick(0.125f));
        }
        List<Travel> parts = a.export(new long[] {5}, true);
        assertEquals(2, parts.size(), "one part per region");
        assertFalse(a.contains(5));
        b.importInto(parts, new long[] {9}, new int[] {5});
        for (int r = 0; r < 2; r++) {
            Entity there = b.entity(9).region(r);
            Entity here = twin.entity(5).region(r);
            assertEquals(here.state(), there.state(), "region " + r);
            assertEquals(here.timeInState(), there.timeInState(), "region " + r);
            assertEquals(here.stride(), there.stride(), "region " + r);
        }
        List<Long> twins = decisions(twin, 5, 18);
        assertEquals(3, twins.size(), "stride 2 of every 3: one decision in six ticks");
        assertEquals(twins, decisions(b, 5, 18), "slot 9 in a batch with other ticks decides on the twin's ticks");
        assertEquals(twin.entity(5).region(1).timeInState(), b.entity(9).region(1).timeInState());
    }

    @Test
    void eachRegionsLettersTravelAsRemainingSecondsAfterTheReceiversOwnAndBroadcastsStay() {
        RegionsBatch a = new RegionsBatch(scanner(), script);
        ok(a.add(1, 1, 0));
        ok(a.add(2, 2, 0));
        ok(a.tick(0.25f));
        ok(a.send(1, "soon", 0.5f));
        ok(a.send(2, "other", 0f));
        ok(a.broadcast("all", 0f));
        RegionsBatch b = new RegionsBatch(scanner(), script);
        for (int t = 0; t < 10; t++) {
            ok(b.tick(0.125f));
        }
        ok(b.add(3, 3, 0));
        ok(b.send(3, "own", 0.5f));
        List<Travel> parts = a.export(new long[] {1}, true);
        for (int r = 0; r < 2; r++) {
            assertEquals(1, parts.get(r).letters().size(), "region " + r + ": only the leaver's letter travels");
            assertEquals(0.5, parts.get(r).letters().get(0).remaining());
            assertEquals(2, a.mail(r).size(), "region " + r + ": the other's letter and the broadcast stay");
        }
        b.importInto(parts, new long[] {7}, new int[] {1});
        assertEquals(0.25f, b.entity(7).region(0).timeInState());
        assertEquals(1f, b.entity(7).region(0).timerDelay());
        log.clear();
        ok(b.tick(0.25f));
        assertEquals(List.of(), log, "not due yet: 0.25 s of 0.5");
        ok(b.tick(0.25f));
        assertEquals(List.of("e3 r0 h1(own)", "e1 r0 h1(soon)", "e3 r1 h3(own)", "e1 r1 h3(soon)"), log,
                "region by region, the receiver's own letter of the same due time first");
        assertEquals(1, b.entity(7).state(1), "region 1 took its letter: BUSY");
        ok(b.tick(0.25f));
        ok(b.tick(0.25f));
        assertEquals(1, b.entity(7).state(0), "the timer fired at 1 s in WAIT, 0.25 of them in A");
        assertEquals(0, b.droppedMessages());
        log.clear();
        ok(a.tick(0.25f));
        assertEquals(List.of("e2 r0 h1(other)", "e2 r0 h1(all)", "e2 r1 h3(other)"), log,
                "the broadcast stayed for A's own (region 1's BUSY takes none)");
        assertEquals(1, a.droppedMessages(), "A's region 1 had nothing for the broadcast in BUSY; none for the leaver");
    }

    @Test
    void aCopyLeavesTheSenderAsItWasAndRefusalsChangeNothing() {
        RegionsBatch a = new RegionsBatch(scanner(), script);
        ok(a.add(1, 1, 0));
        ok(a.send(1, "x", 1f));
        List<Travel> copy = a.export(new long[] {1}, false);
        assertTrue(a.contains(1));
        assertEquals(1, a.mail(0).size());
        assertEquals(1, a.mail(1).size());
        assertEquals(1, copy.get(1).letters().size());
        assertThrows(IllegalArgumentException.class, () -> a.export(new long[] {1, 1}, true));
        assertThrows(IllegalArgumentException.class, () -> a.export(new long[] {3}, true));
        assertTrue(a.contains(1));
        assertEquals(1, a.mail(1).size());
        RegionsBatch b = new RegionsBatch(scanner(), script);
        ok(b.add(4, 4, 0));
        assertThrows(IllegalArgumentException.class, () -> b.importInto(copy, new long[] {4}, new int[] {1}));
        assertEquals(1, b.size());
        assertEquals(0, b.mail(0).size());
        assertEquals(0, b.mail(1).size());
        b.importInto(copy, new long[] {8}, new int[] {1});
        assertEquals(2, b.size());
        assertEquals(1, b.mail(1).size());
    }
}
