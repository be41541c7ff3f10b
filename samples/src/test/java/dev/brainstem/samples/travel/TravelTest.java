package dev.brainstem.samples.travel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Entities that travel (issue 45), on machines the processor generated: moved and exported hikers go on
 * in their new batch exactly as their twins left in place do (the sending batch restored from a snapshot
 * and ticked alongside), and the rest of both batches is unchanged.
 */
class TravelTest {
    static final float DT = 1f / 16;
    static final MessageCodec<Shout> SHOUT = MessageCodec.of((m, out) -> out.writeInt(m.n()), in -> new Shout(in.readInt()));

    static TravelOptions options() {
        return new TravelOptions(new SaveOptions().message(Shout.class, SHOUT));
    }

    /** What the batch shows of an entity: state, previous, stack, history, time in state. */
    static String show(AbstractBatch<?> batch, long handle) {
        return batch.stateOf(handle) + "/" + batch.previousOf(handle) + "/" + batch.stackOf(handle) + "/"
                + batch.lastIn(handle, "TRAIL") + "/" + batch.timeInState(handle);
    }

    static long[] pick(long[] all, int... at) {
        long[] chosen = new long[at.length];
        for (int k = 0; k < at.length; k++) {
            chosen[k] = all[at[k]];
        }
        return chosen;
    }

    static long[] without(long[] all, long[] gone) {
        return java.util.Arrays.stream(all).filter(h -> java.util.Arrays.stream(gone).noneMatch(g -> g == h)).toArray();
    }

    /** A sending batch that ran a while, with messages waiting: immediate, delayed and a broadcast. */
    static final class Objects {
        final HikerBatch batch = new HikerBatch();
        final List<Hiker> hikers = new ArrayList<>();
        final long[] handles;

        Objects(int n, int seed, int ticks) {
            handles = new long[n];
            for (int k = 0; k < n; k++) {
                Hiker h = new Hiker(seed + 31 * k);
                hikers.add(h);
                handles[k] = batch.add(h);
            }
            for (int t = 0; t < ticks; t++) {
                batch.tick(DT);
            }
            for (int k = 0; k < n; k += 3) {
                batch.send(handles[k], new Shout(k), k % 2 == 0 ? 0f : 0.5f);
            }
            batch.broadcast(new Shout(1), 0.25f);
        }

        List<Hiker> of(long[] chosen) {
            List<Hiker> objects = new ArrayList<>();
            for (long h : chosen) {
                objects.add(batch.entity(h));
            }
            return objects;
        }
    }

    static byte[] save(AbstractBatch<?> batch) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(out), new SaveOptions().message(Shout.class, SHOUT));
        return out.toByteArray();
    }

    @Test
    void movedHikersGoOnAsTheirTwinsInPlace() {
        Objects a = new Objects(60, 7, 37);
        Objects b = new Objects(20, 1000, 11);
        BatchSnapshot beforeA = a.batch.snapshot();
        BatchSnapshot beforeB = b.batch.snapshot();
        long[] moved = pick(a.handles, 0, 3, 4, 9, 17, 30, 31, 59);
        long[] stay = without(a.handles, moved);
        long droppedA = a.batch.droppedMessages();

        TravelReport report = EntityTravel.move(a.batch, moved, b.batch, a.of(moved), options());

        assertEquals(moved.length, report.size());
        assertArrayEquals(moved, report.fromAll());
        assertEquals(52, a.batch.size());
        assertEquals(28, b.batch.size());
        assertTrue(report.messages() > 0, "messages travelled");
        assertEquals(droppedA, a.batch.droppedMessages(), "the messages that left are not dropped");
        for (int k = 0; k < moved.length; k++) {
            assertFalse(a.batch.contains(moved[k]));
            assertTrue(b.batch.contains(report.to(k)));
        }
        long[] arrived = report.toAll();
        List<List<String>> inB = run(b.batch, 40, arrived, b.handles);
        List<String> aRest = run(a.batch, 40, stay).get(0);
        // The twins: each batch as it was, nothing moved.
        a.batch.restore(beforeA);
        List<List<String>> inA = run(a.batch, 40, moved, stay);
        b.batch.restore(beforeB);
        List<String> bAlone = run(b.batch, 40, b.handles).get(0);
        assertEquals(inA.get(0), inB.get(0), "moved hikers decide as their twins in place");
        assertEquals(inA.get(1), aRest, "the hikers that stayed are unchanged");
        assertEquals(bAlone, inB.get(1), "the receiver's own hikers are unchanged");
    }

    @Test
    void exportedWithLeaveAndImportedGoOnAsTheirTwins() throws IOException {
        Objects a = new Objects(50, 3, 29);
        Objects b = new Objects(30, 500, 5);
        BatchSnapshot beforeA = a.batch.snapshot();
        BatchSnapshot beforeB = b.batch.snapshot();
        long[] moved = pick(a.handles, 2, 6, 12, 13, 27, 33, 48);
        long[] stay = without(a.handles, moved);
        List<Hiker> objects = a.of(moved);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TravelReport out = EntityTravel.export(a.batch, moved, new DataOutputStream(bytes),
                options().leave(true).keys(h -> a.batch.entity(h).seed));
        assertArrayEquals(moved, out.fromAll());
        assertEquals(-1, out.to(0));
        assertTrue(out.hasKeys());
        assertEquals(objects.get(3).seed, out.key(3));
        assertEquals(43, a.batch.size());
        java.util.Map<Long, Hiker> bySeed = new java.util.HashMap<>();
        for (Hiker h : objects) {
            bySeed.put((long) h.seed, h);
        }
        TravelReport in = EntityTravel.importInto(b.batch, new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())),
                bySeed::get, options());
        assertArrayEquals(moved, in.fromAll());
        assertEquals(out.messages(), in.messages());
        for (int k = 0; k < moved.length; k++) {
            assertEquals(objects.get(k), b.batch.entity(in.to(k)), "entity " + k + " went where the report says");
        }
        List<List<String>> inB = run(b.batch, 48, in.toAll(), b.handles);
        List<String> aRest = run(a.batch, 48, stay).get(0);
        a.batch.restore(beforeA);
        List<List<String>> inA = run(a.batch, 48, moved, stay);
        b.batch.restore(beforeB);
        assertEquals(inA.get(0), inB.get(0), "imported hikers decide as their twins in place");
        assertEquals(inA.get(1), aRest);
        assertEquals(run(b.batch, 48, b.handles).get(0), inB.get(1));
    }

    @Test
    void aCopyLeavesTheSenderAsItWas() throws IOException {
        Objects a = new Objects(20, 9, 13);
        byte[] before = save(a.batch);
        BatchSnapshot snapshot = a.batch.snapshot();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EntityTravel.export(a.batch, pick(a.handles, 0, 3), new DataOutputStream(bytes), options());
        assertArrayEquals(before, save(a.batch));
        assertTrue(snapshot.matches(a.batch.snapshot()));
    }

    /** An id-mode world: the seeds in the system's array, by id. */
    static final class Ids {
        final Hikers system = new Hikers(4096);
        final HikersBatch batch = new HikersBatch(system);
        final long[] handles;

        Ids(int n, int firstId, int seed, int ticks) {
            handles = new long[n];
            for (int k = 0; k < n; k++) {
                int id = firstId + 3 * k;
                system.seeds[id] = seed + 31 * k;
                handles[k] = batch.add(id);
            }
            for (int t = 0; t < ticks; t++) {
                batch.tick(DT);
            }
            for (int k = 0; k < n; k += 2) {
                batch.send(handles[k], new Shout(k), k % 4 == 0 ? 0f : 0.375f);
            }
            batch.broadcast(new Shout(3));
        }
    }

    @Test
    void idModeMovesAndImportsUnderTheGamesIds() throws IOException {
        Ids a = new Ids(40, 5, 17, 21);
        Ids b = new Ids(25, 1, 900, 8);
        BatchSnapshot beforeA = a.batch.snapshot();
        BatchSnapshot beforeB = b.batch.snapshot();
        long[] moved = pick(a.handles, 1, 2, 8, 20, 39);
        long[] stay = without(a.handles, moved);
        // The game's new ids: free ones in b, its data copied there.
        java.util.function.LongUnaryOperator newId = old -> 2000 + old;
        for (long old : moved) {
            b.system.seeds[(int) newId.applyAsLong(old)] = a.system.seeds[(int) old];
        }
        TravelReport report = EntityTravel.move(a.batch, pick(moved, 0, 1, 2), b.batch, newId, options());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EntityTravel.export(a.batch, pick(moved, 3, 4), new DataOutputStream(bytes), options().leave(true));
        TravelReport second = EntityTravel.importInto(b.batch,
                new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())), newId, options());
        long[] arrived = new long[moved.length];
        for (int k = 0; k < 3; k++) {
            arrived[k] = report.to(k);
        }
        arrived[3] = second.to(0);
        arrived[4] = second.to(1);
        for (int k = 0; k < moved.length; k++) {
            assertEquals(2000 + moved[k], arrived[k]);
        }
        List<List<String>> inB = run(b.batch, 44, arrived, b.handles);
        List<String> aRest = run(a.batch, 44, stay).get(0);
        a.batch.restore(beforeA);
        List<List<String>> inA = run(a.batch, 44, moved, stay);
        b.batch.restore(beforeB);
        assertEquals(inA.get(0), inB.get(0), "moved hikers decide as their twins in place");
        assertEquals(inA.get(1), aRest);
        assertEquals(run(b.batch, 44, b.handles).get(0), inB.get(1));
    }

    /** Ticks the batch, and per group of handles the lines they show after each tick. */
    static List<List<String>> run(AbstractBatch<?> batch, int ticks, long[]... groups) {
        List<List<String>> traces = new ArrayList<>();
        for (long[] ignored : groups) {
            traces.add(new ArrayList<>());
        }
        for (int t = 0; t < ticks; t++) {
            batch.tick(DT);
            for (int g = 0; g < groups.length; g++) {
                traces.get(g).add(line(batch, groups[g]));
            }
        }
        return traces;
    }

    static String line(AbstractBatch<?> batch, long[] handles) {
        StringBuilder line = new StringBuilder();
        for (long h : handles) {
            line.append(show(batch, h)).append(' ');
        }
        return line.toString();
    }
}
