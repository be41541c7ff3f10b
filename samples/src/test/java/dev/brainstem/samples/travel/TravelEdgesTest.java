package dev.brainstem.samples.travel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.TravelOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The edges of travel: the game's mistakes a travel or a save refuses before anything changes (two entities
 * under one key, an object of another class, an id too large to hold), a whole save that keeps sliced
 * entities' phases when a load would move them, and moved entities that decide on their twins' ticks.
 */
class TravelEdgesTest {

    @Test
    void anExportRefusesTwoEntitiesUnderOneKeyBeforeAnythingIsWrittenOrRemoved() throws IOException {
        TravelTest.Objects a = new TravelTest.Objects(6, 11, 9);
        byte[] before = TravelTest.save(a.batch);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long[] chosen = TravelTest.pick(a.handles, 1, 2, 4);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> EntityTravel.export(a.batch, chosen, new DataOutputStream(bytes),
                        TravelTest.options().leave(true).keys(h -> 7)));
        assertTrue(refused.getMessage().contains("handle " + chosen[0]) || refused.getMessage().contains(
                String.valueOf(chosen[0])), refused.getMessage());
        assertTrue(refused.getMessage().contains(String.valueOf(chosen[1])), refused.getMessage());
        assertTrue(refused.getMessage().contains("key 7"), refused.getMessage());
        assertEquals(0, bytes.size(), "nothing written");
        assertEquals(6, a.batch.size(), "nothing removed");
        assertArrayEquals(before, TravelTest.save(a.batch));
        // A move refuses it the same way, on both sides.
        TravelTest.Objects b = new TravelTest.Objects(3, 50, 2);
        byte[] beforeB = TravelTest.save(b.batch);
        assertThrows(IllegalArgumentException.class, () -> EntityTravel.move(a.batch, chosen, b.batch,
                a.of(chosen), TravelTest.options().keys(h -> h % 2)));
        assertArrayEquals(before, TravelTest.save(a.batch));
        assertArrayEquals(beforeB, TravelTest.save(b.batch));
    }

    @Test
    void anImportRefusesAnObjectOfAnotherClassBeforeAnythingChanges() throws IOException {
        TravelTest.Objects a = new TravelTest.Objects(8, 21, 7);
        TravelTest.Objects b = new TravelTest.Objects(4, 90, 3);
        long[] chosen = TravelTest.pick(a.handles, 0, 2, 5, 6);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EntityTravel.export(a.batch, chosen, new DataOutputStream(bytes), TravelTest.options());
        byte[] beforeB = TravelTest.save(b.batch);
        BatchSnapshot snapshotB = b.batch.snapshot();
        List<Object> given = new ArrayList<>(a.of(chosen));
        given.set(2, "x");
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> EntityTravel.importInto(b.batch, new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())),
                        given, TravelTest.options()));
        assertTrue(refused.getMessage().contains("entity 2") && refused.getMessage().contains("java.lang.String"),
                refused.getMessage());
        assertEquals(4, b.batch.size());
        assertArrayEquals(beforeB, TravelTest.save(b.batch));
        assertTrue(snapshotB.matches(b.batch.snapshot()));

        // A move: nothing leaves, nothing arrives.
        byte[] beforeA = TravelTest.save(a.batch);
        assertThrows(IllegalArgumentException.class, () -> EntityTravel.move(a.batch, chosen, b.batch, given,
                TravelTest.options()));
        assertArrayEquals(beforeA, TravelTest.save(a.batch));
        assertArrayEquals(beforeB, TravelTest.save(b.batch));

        // A load: the batch stays empty.
        byte[] save = TravelTest.save(a.batch);
        List<Object> loaded = new ArrayList<>(a.hikers);
        loaded.set(5, 42);
        HikerBatch empty = new HikerBatch();
        IllegalArgumentException load = assertThrows(IllegalArgumentException.class,
                () -> BatchSaves.read(empty, new DataInputStream(new ByteArrayInputStream(save)), loaded,
                        new dev.brainstem.runtime.SaveOptions().message(Shout.class, TravelTest.SHOUT)));
        assertTrue(load.getMessage().contains("entity 5") && load.getMessage().contains("java.lang.Integer"),
                load.getMessage());
        assertEquals(0, empty.size());
    }

    @Test
    void aSaveWithAHoleKeepsTheSlicedPhasesOnLoad() throws IOException {
        PacerBatch inPlace = new PacerBatch();
        List<Pacer> pacers = new ArrayList<>();
        long[] handles = new long[4];
        for (int k = 0; k < 4; k++) {
            pacers.add(new Pacer());
            handles[k] = inPlace.add(pacers.get(k));
        }
        inPlace.tick(TravelTest.DT);
        inPlace.remove(handles[0]);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long[] written = BatchSaves.write(inPlace, new DataOutputStream(bytes));
        List<Pacer> copies = new ArrayList<>();
        List<Pacer> originals = new ArrayList<>();
        for (long h : written) {
            originals.add(inPlace.entity(h));
            copies.add(new Pacer());
        }
        int[] before = new int[originals.size()];
        for (int k = 0; k < before.length; k++) {
            before[k] = originals.get(k).decisions;
        }
        PacerBatch reloaded = new PacerBatch();
        BatchSaves.read(reloaded, new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())), copies);
        for (int t = 0; t < 8; t++) {
            inPlace.tick(TravelTest.DT);
            reloaded.tick(TravelTest.DT);
            for (int k = 0; k < copies.size(); k++) {
                assertEquals(originals.get(k).decisions - before[k], copies.get(k).decisions,
                        "pacer " + k + " decides on the same ticks after a load (tick " + t + ")");
            }
        }
        assertTrue(copies.get(0).decisions > 0 && copies.get(1).decisions > 0);
    }

    @Test
    void aCompactSaveKeepsItsFormat() throws IOException {
        PacerBatch batch = new PacerBatch();
        for (int k = 0; k < 4; k++) {
            batch.add(new Pacer());
        }
        batch.tick(TravelTest.DT);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(bytes));
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        in.readInt();
        assertEquals(5, in.readShort(), "a batch whose load moves no phase writes format 5 as before");
    }

    @Test
    void anIdTooLargeToHoldChangesNothing() throws IOException {
        // Two billion slots take tens of gigabytes: a heap that large would hold them, and the test would not test.
        assumeTrue(Runtime.getRuntime().maxMemory() < (12L << 30), "the heap could hold two billion slots");
        TravelTest.Ids a = new TravelTest.Ids(3, 10, 5, 4);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EntityTravel.export(a.batch, a.handles, new DataOutputStream(bytes), TravelTest.options());
        HikersBatch b = new HikersBatch(new Hikers(64));
        long[] huge = {5, 6, 2_000_000_000L};
        int[] next = {0};
        assertThrows(OutOfMemoryError.class, () -> EntityTravel.importInto(b,
                new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())),
                old -> huge[next[0]++], TravelTest.options()));
        assertEquals(0, b.size(), "nothing placed");
        // The batch works on: the same travel under ids it can hold.
        long[] small = {5, 6, 7};
        next[0] = 0;
        EntityTravel.importInto(b, new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())),
                old -> small[next[0]++], TravelTest.options());
        assertEquals(3, b.size());
        for (int t = 0; t < 8; t++) {
            b.tick(TravelTest.DT);
        }
        assertTrue(b.contains(7));
    }

    /** Per tick, each pacer's decisions in that tick. */
    private static List<String> paces(PacerBatch batch, List<Pacer> pacers, int ticks) {
        List<String> lines = new ArrayList<>();
        for (int t = 0; t < ticks; t++) {
            int[] before = new int[pacers.size()];
            for (int k = 0; k < before.length; k++) {
                before[k] = pacers.get(k).decisions;
            }
            batch.tick(TravelTest.DT);
            StringBuilder line = new StringBuilder();
            for (int k = 0; k < before.length; k++) {
                line.append(pacers.get(k).decisions - before[k]);
            }
            lines.add(line.toString());
        }
        return lines;
    }

    @Test
    void movedPacersDecideOnTheTicksOfTheirTwinsAndNoMoreOften() {
        PacerBatch from = new PacerBatch();
        List<Pacer> all = new ArrayList<>();
        long[] handles = new long[300];
        for (int k = 0; k < handles.length; k++) {
            all.add(new Pacer());
            handles[k] = from.add(all.get(k));
        }
        for (int t = 0; t < 3; t++) {
            from.tick(TravelTest.DT);
        }
        PacerBatch to = new PacerBatch();
        to.add(new Pacer());
        for (int t = 0; t < 6; t++) {
            to.tick(TravelTest.DT);
        }
        BatchSnapshot before = from.snapshot();
        List<Pacer> moved = new ArrayList<>();
        List<Long> chosen = new ArrayList<>();
        for (int k = 0; k < handles.length; k++) {
            if (k % 3 != 0) {
                moved.add(all.get(k));
                chosen.add(handles[k]);
            }
        }
        EntityTravel.move(from, chosen.stream().mapToLong(Long::longValue).toArray(), to, moved, new TravelOptions());
        List<String> there = paces(to, moved, 12);
        from.restore(before);
        List<String> twins = paces(from, moved, 12);
        assertEquals(twins, there, "each moved pacer decides in the ticks its twin left in place does");
        for (int t = 0; t + 1 < there.size(); t++) {
            int decided = (int) (there.get(t) + there.get(t + 1)).chars().filter(c -> c == '1').count();
            assertEquals(moved.size(), decided, "every moved pacer decides once in two ticks (ticks " + t + ")");
        }
    }

    @Test
    void aMoveGivenTooFewObjectsSaysMove() throws IOException {
        TravelTest.Objects a = new TravelTest.Objects(6, 3, 2);
        TravelTest.Objects b = new TravelTest.Objects(2, 70, 1);
        long[] chosen = TravelTest.pick(a.handles, 0, 1, 2);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> EntityTravel.move(
                a.batch, chosen, b.batch, a.of(TravelTest.pick(a.handles, 0, 1)), TravelTest.options()));
        assertEquals("Hiker: cannot move the entities: 3 entities travel; 2 given", refused.getMessage());
        assertEquals(6, a.batch.size());
        assertEquals(2, b.batch.size());
    }

    @Test
    void anExportOfOneEntityCostsWhatItMovesNotTheBatch() throws IOException {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        HikerBatch batch = new HikerBatch();
        long[] handles = new long[200_000];
        for (int k = 0; k < handles.length; k++) {
            handles[k] = batch.add(new Hiker(k));
        }
        // 75,000 messages waiting, delayed and immediate, for a zone that hands off one creature a tick.
        for (int k = 0; k < handles.length; k += 4) {
            batch.send(handles[k], new Shout(k), 0.5f);
        }
        for (int k = 1; k < handles.length; k += 8) {
            batch.send(handles[k], new Shout(k), 0f);
        }
        long[] one = {handles[8]};
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            TravelReportHolder.last = EntityTravel.export(batch, one, new DataOutputStream(new ByteArrayOutputStream()),
                    TravelTest.options());
            least = Math.min(least, threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before);
        }
        assertEquals(1, TravelReportHolder.last.messages(), "its one message travelled");
        // A copy of the batch's places (200,000 ints) or of its mailbox (75,000 entries) would be megabytes.
        assertTrue(least < 200_000, "an export of one entity allocated " + least + " bytes");
    }

    /** Keeps the report alive, so the export is not optimised away. */
    static final class TravelReportHolder {
        static dev.brainstem.runtime.TravelReport last;
    }
}
