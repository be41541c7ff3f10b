package dev.brainstem.samples.travel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import org.junit.jupiter.api.function.Executable;

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
                + batch.lastIn(handle, "TRAIL") + "/" + batch.timeInState(handle) + "/" + batch.strideOf(handle);
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
                // Strides, the game's level of detail, travel too.
                if (k % 4 == 1) {
                    batch.setStride(handles[k], 1 + k % 3);
                }
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
        TravelReport in = EntityTravel.importByKey(b.batch,
                new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())), bySeed::get, options());
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
                if (k % 3 == 2) {
                    batch.setStride(handles[k], 2);
                }
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

    /**
     * Every natural call compiles, an untyped lambda included: by key it is {@code importByKey}, new ids are
     * {@code importInto} and {@code move}. (When the import by key was an overload of {@code importInto},
     * neither import below compiled.)
     */
    @Test
    void untypedLambdasFindTheirImport() throws IOException {
        Objects a = new Objects(12, 41, 9);
        Objects b = new Objects(6, 77, 3);
        long[] chosen = pick(a.handles, 1, 4, 10);
        List<Hiker> objects = a.of(chosen);
        List<String> shown = new ArrayList<>();
        for (long h : chosen) {
            shown.add(show(a.batch, h));
        }
        byte[] keyed = exported(a.batch, chosen, options().leave(true).keys(h -> a.batch.entity(h).seed));
        TravelReport byKey = EntityTravel.importByKey(b.batch, in(keyed),
                k -> objects.stream().filter(h -> h.seed == k).findFirst().orElse(null), options());
        for (int k = 0; k < chosen.length; k++) {
            assertEquals(objects.get(k), b.batch.entity(byKey.to(k)), "entity " + k + " found by its key");
            assertEquals(shown.get(k), show(b.batch, byKey.to(k)));
        }

        Ids c = new Ids(10, 2, 5, 7);
        Ids d = new Ids(4, 1, 600, 2);
        long[] moved = pick(c.handles, 0, 5, 9);
        shown.clear();
        for (long h : moved) {
            shown.add(show(c.batch, h));
        }
        TravelReport byId = EntityTravel.importInto(d.batch, in(exported(c.batch, moved, options().leave(true))),
                id -> id + 100, options());
        assertArrayEquals(new long[] {moved[0] + 100, moved[1] + 100, moved[2] + 100}, byId.toAll());
        for (int k = 0; k < moved.length; k++) {
            assertEquals(shown.get(k), show(d.batch, byId.to(k)));
        }
        long one = c.handles[3];
        TravelReport moveById = EntityTravel.move(c.batch, new long[] {one}, d.batch, id -> id + 200, options());
        assertArrayEquals(new long[] {one + 200}, moveById.toAll());
        assertFalse(c.batch.contains(one));
    }

    /** A refusal at work names the call the game made: the import by list, by key, or the move. */
    @Test
    void aRefusalAtWorkNamesTheCall() throws IOException {
        Objects a = new Objects(12, 41, 9);
        Objects b = new Objects(8, 77, 3);
        long[] chosen = pick(a.handles, 2, 5);
        List<Hiker> objects = a.of(chosen);
        byte[] keyed = exported(a.batch, chosen, options().keys(h -> a.batch.entity(h).seed));
        List<String> said = new ArrayList<>();
        b.batch.setListener((handle, from, to, event) -> {
            if (said.isEmpty()) {
                said.add(assertThrows(IllegalStateException.class,
                        () -> EntityTravel.importInto(b.batch, in(keyed), objects, options())).getMessage());
                said.add(assertThrows(IllegalStateException.class,
                        () -> EntityTravel.importByKey(b.batch, in(keyed), k -> objects.get(0), options()))
                        .getMessage());
                said.add(assertThrows(IllegalStateException.class,
                        () -> EntityTravel.move(a.batch, chosen, b.batch, objects, options())).getMessage());
            }
        });
        for (int t = 0; t < 40 && said.isEmpty(); t++) {
            b.batch.tick(DT);
        }
        b.batch.setListener(null);
        assertEquals(3, said.size(), "a transition happened and its listener tried the three calls");
        assertTrue(said.get(0).contains("EntityTravel.importInto"), said.get(0));
        assertTrue(said.get(1).contains("EntityTravel.importByKey"), said.get(1));
        assertTrue(said.get(2).contains("EntityTravel.move"), said.get(2));
        assertEquals(12, a.batch.size(), "nothing left the sender");
        assertEquals(8, b.batch.size(), "nothing arrived");
    }

    static DataInputStream in(byte[] bytes) {
        return new DataInputStream(new ByteArrayInputStream(bytes));
    }

    static byte[] exported(AbstractBatch<?> batch, long[] handles, TravelOptions options) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EntityTravel.export(batch, handles, new DataOutputStream(bytes), options);
        return bytes.toByteArray();
    }

    /** The first {@code from} in {@code bytes} replaced by {@code to}, of the same length (a UTF name). */
    static byte[] patched(byte[] bytes, String from, String to) {
        byte[] f = from.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] t = to.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] out = bytes.clone();
        for (int k = 0; k + f.length <= out.length; k++) {
            if (java.util.Arrays.equals(out, k, k + f.length, f, 0, f.length)) {
                System.arraycopy(t, 0, out, k, t.length);
                return out;
            }
        }
        throw new AssertionError(from + " is not in the stream");
    }

    /**
     * {@code call} is refused with {@code type}, its message holding {@code says}, and both batches are
     * exactly as they were: their saves byte for byte (timers, strides and phases included) and their
     * snapshots (handles, free slots, entry times, waiting messages).
     */
    static <T extends Exception> T refusedWhole(AbstractBatch<?> a, AbstractBatch<?> b, Class<T> type, String says,
            Executable call) throws IOException {
        byte[] saveA = save(a);
        byte[] saveB = save(b);
        BatchSnapshot snapA = a.snapshot();
        BatchSnapshot snapB = b.snapshot();
        T refusal = assertThrows(type, call);
        assertNotNull(refusal.getMessage());
        assertTrue(refusal.getMessage().contains(says), refusal.getMessage() + " should say " + says);
        assertArrayEquals(saveA, save(a), "the sending side is unchanged");
        assertArrayEquals(saveB, save(b), "the receiving side is unchanged");
        assertTrue(snapA.matches(a.snapshot()));
        assertTrue(snapB.matches(b.snapshot()));
        return refusal;
    }

    @Test
    void everyRefusalOfAnExportIsWholeAndNamesTheEntity() throws IOException {
        Objects a = new Objects(30, 5, 19);
        Objects b = new Objects(5, 77, 3);
        long gone = a.handles[4];
        a.batch.remove(gone);
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "handle " + gone + " is not in the batch",
                () -> exported(a.batch, new long[] {a.handles[0], gone}, options().leave(true)));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "handle " + a.handles[1] + " is given twice",
                () -> exported(a.batch, new long[] {a.handles[1], a.handles[2], a.handles[1]}, options().leave(true)));
        // Messages wait for hikers 0, 3, 6, ...: without a codec, nothing is written and nothing leaves.
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        refusedWhole(a.batch, b.batch, IOException.class, "no codec is registered for it",
                () -> EntityTravel.export(a.batch, new long[] {a.handles[0]}, new DataOutputStream(out),
                        new TravelOptions().leave(true)));
        assertEquals(0, out.size(), "nothing written");
        // At work: a listener called in a tick tries to export.
        List<Exception> atWork = new ArrayList<>();
        a.batch.setListener((handle, from, to, event) -> {
            if (atWork.isEmpty()) {
                atWork.add(assertThrows(IllegalStateException.class,
                        () -> exported(a.batch, new long[] {a.handles[1]}, options().leave(true))));
            }
        });
        for (int t = 0; t < 10 && atWork.isEmpty(); t++) {
            a.batch.tick(DT);
        }
        a.batch.setListener(null);
        assertEquals(1, atWork.size(), "a transition happened and its listener was refused");
        assertEquals(29, a.batch.size(), "nothing left while at work");
    }

    @Test
    void everyRefusalOfAnObjectModeImportIsWholeAndNamesTheEntity() throws IOException {
        Objects a = new Objects(30, 5, 19);
        Objects b = new Objects(8, 77, 3);
        long[] chosen = pick(a.handles, 0, 1, 2, 3);
        byte[] travel = exported(a.batch, chosen, options());
        List<Hiker> fresh = List.of(new Hiker(1), new Hiker(2), new Hiker(3), new Hiker(4));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "entity 2 of the travel (handle " + chosen[2]
                + " where it left) is given a null entity",
                () -> EntityTravel.importInto(b.batch, in(travel), java.util.Arrays.asList(fresh.get(0), fresh.get(1),
                        null, fresh.get(3)), options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "entity 3 of the travel (handle " + chosen[3]
                + " where it left) is given an entity given before",
                () -> EntityTravel.importInto(b.batch, in(travel), List.of(fresh.get(0), fresh.get(1), fresh.get(2),
                        fresh.get(0)), options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "entity 1 of the travel (handle " + chosen[1]
                + " where it left) is given an entity in the batch already, as handle " + b.handles[2],
                () -> EntityTravel.importInto(b.batch, in(travel), List.of(fresh.get(0), b.batch.entity(b.handles[2]),
                        fresh.get(2), fresh.get(3)), options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "entity 0 of the travel (handle " + chosen[0]
                + " where it left) is given an entity that is in another batch (Hiker, as handle " + chosen[0] + ")",
                () -> EntityTravel.importInto(b.batch, in(travel), a.of(chosen), options().notIn(a.batch)));
        refusedWhole(a.batch, b.batch, IOException.class, "cannot import the travel: 4 entities travel; 3 given",
                () -> EntityTravel.importInto(b.batch, in(travel), fresh.subList(0, 3), options()));
        refusedWhole(a.batch, b.batch, IOException.class, "it was exported without keys",
                () -> EntityTravel.importByKey(b.batch, in(travel), key -> fresh.get(0), options()));
        refusedWhole(a.batch, b.batch, IOException.class, "the save is truncated",
                () -> EntityTravel.importInto(b.batch, in(java.util.Arrays.copyOf(travel, travel.length - 9)), fresh,
                        options()));
        refusedWhole(a.batch, b.batch, IOException.class, "no codec is registered for it",
                () -> EntityTravel.importInto(b.batch, in(travel), fresh, new TravelOptions()));
        refusedWhole(a.batch, b.batch, IOException.class, "not a travel",
                () -> EntityTravel.importInto(b.batch, in(save(a.batch)), a.hikers, options()));
        refusedWhole(a.batch, b.batch, IOException.class, "not a whole save",
                () -> BatchSaves.read(new HikerBatch(), in(travel), fresh,
                        new SaveOptions().message(Shout.class, SHOUT)));
        // A state this version does not have (the stream patched to name one), named with the entity.
        byte[] all = exported(a.batch, a.handles, options());
        List<Hiker> thirty = new ArrayList<>();
        for (int k = 0; k < 30; k++) {
            thirty.add(new Hiker(k));
        }
        IOException unknown = refusedWhole(a.batch, b.batch, IOException.class, "CLIMX, which Trail no longer has",
                () -> EntityTravel.importInto(b.batch, in(patched(all, "CLIMB", "CLIMX")), thirty, options()));
        assertTrue(unknown.getMessage().contains("where it left)"), unknown.getMessage());
        // A message type this version's handlers do not take (a codec reads it, as a String).
        SaveOptions strings = new SaveOptions().message("dev.brainstem.samples.travel.Shoux", String.class,
                MessageCodec.of((m, out) -> out.writeInt(m.length()), in -> "n" + in.readInt()));
        refusedWhole(a.batch, b.batch, IOException.class, "which no @OnMessage handler of Hiker takes now",
                () -> EntityTravel.importInto(b.batch, in(patched(all, "travel.Shout", "travel.Shoux")), thirty,
                        new TravelOptions(strings)));
        refusedWhole(a.batch, b.batch, IOException.class, "a save of the machine dev.brainstem.samples.travel.Hikes",
                () -> EntityTravel.importInto(b.batch, in(patched(all, "travel.Hiker", "travel.Hikes")), thirty,
                        options()));
    }

    @Test
    void everyRefusalOfAMoveIsWholeOnBothSides() throws IOException {
        Objects a = new Objects(30, 5, 19);
        Objects b = new Objects(8, 77, 3);
        long[] chosen = pick(a.handles, 5, 6);
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "is given an entity that stays in Hiker, as "
                + "handle " + a.handles[7],
                () -> EntityTravel.move(a.batch, chosen, b.batch, a.of(pick(a.handles, 5, 7)), options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "a move goes to another batch",
                () -> EntityTravel.move(a.batch, chosen, a.batch, a.of(chosen), options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "is given an entity in the batch already",
                () -> EntityTravel.move(a.batch, chosen, b.batch, List.of(a.hikers.get(5), b.batch.entity(b.handles[0])),
                        options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "no codec is registered",
                () -> EntityTravel.move(a.batch, pick(a.handles, 6), b.batch, a.of(pick(a.handles, 6)),
                        new TravelOptions()));
    }

    @Test
    void everyRefusalOfAnIdModeImportIsWhole() throws IOException {
        Ids a = new Ids(20, 0, 3, 9);
        Ids b = new Ids(10, 0, 50, 4);
        long[] chosen = pick(a.handles, 1, 2, 3);
        byte[] travel = exported(a.batch, chosen, options());
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "entity 1 of the travel (id " + chosen[1]
                + " where it left) is given the id -4, which is not 0 to 2147483638",
                () -> EntityTravel.importInto(b.batch, in(travel), old -> old == chosen[1] ? -4 : 3000 + old, options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "entity 0 of the travel (id " + chosen[0]
                + " where it left) is given the id " + b.handles[4] + ", which is in the batch already",
                () -> EntityTravel.importInto(b.batch, in(travel), old -> old == chosen[0] ? b.handles[4] : 3000 + old,
                        options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "entity 1 of the travel (id " + chosen[1]
                + " where it left) is given the id 3000, as another entity of the travel is",
                () -> EntityTravel.importInto(b.batch, in(travel), old -> 3000, options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "is given the id 2147483647",
                () -> EntityTravel.move(a.batch, chosen, b.batch, old -> Integer.MAX_VALUE, options()));
        refusedWhole(a.batch, b.batch, IllegalArgumentException.class, "an id-mode batch imports under new ids",
                () -> EntityTravel.importInto(b.batch, in(travel), List.of(1, 2, 3), options()));
    }

    @Test
    void leavingRunsNoExitAndLaterSendsToTheOldHandleAreDroppedAndCounted() throws IOException {
        Objects a = new Objects(12, 21, 15);
        long[] chosen = pick(a.handles, 0, 3, 6);
        int[] exits = new int[3];
        for (int k = 0; k < 3; k++) {
            exits[k] = a.batch.entity(chosen[k]).exits;
        }
        List<Hiker> objects = a.of(chosen);
        long dropped = a.batch.droppedMessages();
        TravelReport report = EntityTravel.export(a.batch, chosen, new DataOutputStream(new ByteArrayOutputStream()),
                options().leave(true));
        assertEquals(3, report.messages(), "the messages for hikers 0, 3 and 6 left with them");
        for (int k = 0; k < 3; k++) {
            assertEquals(exits[k], objects.get(k).exits, "no exit ran for a leaver");
            assertFalse(a.batch.contains(chosen[k]));
        }
        assertEquals(dropped, a.batch.droppedMessages(), "the messages that left with them are no drops");
        a.batch.send(chosen[1], new Shout(8));
        a.batch.send(chosen[2], new Shout(9), 0.125f);
        for (int t = 0; t < 4; t++) {
            a.batch.tick(DT);
        }
        assertEquals(dropped + 2, a.batch.droppedMessages(), "sends to an old handle are dropped and counted");
        for (int k = 0; k < 3; k++) {
            assertEquals(exits[k], objects.get(k).exits, "and reach no one");
        }
    }

    @Test
    void broadcastsDoNotTravel() throws IOException {
        HikerBatch a = new HikerBatch();
        long[] handles = new long[6];
        for (int k = 0; k < 6; k++) {
            handles[k] = a.add(new Hiker(100 + k));
        }
        a.send(handles[1], new Shout(7));
        a.broadcast(new Shout(2), 0.25f);
        a.broadcast(new Shout(4));
        HikerBatch b = new HikerBatch();
        TravelReport report = EntityTravel.move(a, pick(handles, 1, 2), b, List.of(a.entity(handles[1]),
                a.entity(handles[2])), options());
        assertEquals(1, report.messages(), "only the message sent to hiker 1 travelled");
        List<Long> alarmedInA = new ArrayList<>();
        List<Long> alarmedInB = new ArrayList<>();
        a.setListener((handle, from, to, event) -> {
            if (event == dev.brainstem.runtime.Events.MESSAGE) {
                alarmedInA.add(handle);
            }
        });
        b.setListener((handle, from, to, event) -> {
            if (event == dev.brainstem.runtime.Events.MESSAGE) {
                alarmedInB.add(handle);
            }
        });
        for (int t = 0; t < 8; t++) {
            a.tick(DT);
            b.tick(DT);
        }
        assertTrue(alarmedInA.contains(handles[0]), "the broadcasts stayed and alarm those that stayed");
        assertEquals(List.of(), alarmedInB, "no broadcast reached the leavers; Shout(7) is odd and alarms no one");
        assertEquals(0, b.droppedMessages());
        assertEquals(0, a.droppedMessages(), "a broadcast counts no drop for those that left");
    }

    @Test
    void arrivingMessagesAreDeliveredAfterTheReceiversOwnOfTheSameDueTime() {
        HikerBatch a = new HikerBatch();
        HikerBatch b = new HikerBatch();
        for (int t = 0; t < 9; t++) {
            a.tick(DT);
        }
        for (int t = 0; t < 3; t++) {
            b.tick(DT);
        }
        // Two slots freed before the receiver's own: the arrivals take them, below the receiver's slots, so
        // the order seen is the delivery's, not the slots'.
        long d1 = b.add(new Hiker(11));
        long d2 = b.add(new Hiker(12));
        long x = b.add(new Hiker(1));
        long later = b.add(new Hiker(4));
        b.remove(d1);
        b.remove(d2);
        long y = a.add(new Hiker(2));
        long z = a.add(new Hiker(3));
        a.send(y, new Shout(4));
        a.send(z, new Shout(6), 0.125f);
        b.send(x, new Shout(2));
        b.send(later, new Shout(8), 0.125f);
        TravelReport report = EntityTravel.move(a, new long[] {z, y}, b, List.of(a.entity(z), a.entity(y)), options());
        assertTrue(report.to(0) >>> 32 < x >>> 32 && report.to(1) >>> 32 < x >>> 32, "the arrivals' slots are below");
        List<Long> order = new ArrayList<>();
        b.setListener((handle, from, to, event) -> {
            if (event == dev.brainstem.runtime.Events.MESSAGE) {
                order.add(handle);
            }
        });
        b.tick(DT);
        assertEquals(List.of(x, report.to(1)), order, "due now: the receiver's own first, then the arrival's");
        order.clear();
        b.tick(DT);
        b.tick(DT);
        assertEquals(List.of(later, report.to(0)), order, "due in 0.125 s: the receiver's own first again");
    }

    @Test
    void aWholeSaveOfABatchHoldingAMovedHikerKeepsItsPhase() throws IOException {
        Objects a = new Objects(40, 3, 23);
        Objects b = new Objects(10, 600, 6);
        long[] moved = pick(a.handles, 1, 2, 5, 7, 11, 13);
        TravelReport report = EntityTravel.move(a.batch, moved, b.batch, a.of(moved), options());
        long[] all = java.util.stream.LongStream.concat(java.util.Arrays.stream(b.handles),
                java.util.Arrays.stream(report.toAll())).toArray();
        byte[] save = save(b.batch);
        assertEquals(6, ((save[4] & 0xFF) << 8) | (save[5] & 0xFF), "format 6 keeps the shifted phases");
        List<Hiker> order = new ArrayList<>();
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        long[] written = BatchSaves.write(b.batch, new DataOutputStream(again), new SaveOptions().message(Shout.class,
                SHOUT));
        for (long h : written) {
            order.add(b.batch.entity(h));
        }
        HikerBatch loaded = new HikerBatch();
        long[] handles = BatchSaves.read(loaded, in(again.toByteArray()), order,
                new SaveOptions().message(Shout.class, SHOUT));
        List<String> original = run(b.batch, 40, written).get(0);
        assertEquals(original, run(loaded, 40, handles).get(0), "the loaded batch goes on as the saved one");
        // A snapshot keeps the shifts too, and a restore puts them back.
        BatchSnapshot snapshot = loaded.snapshot();
        List<String> first = run(loaded, 24, handles).get(0);
        loaded.restore(snapshot);
        assertEquals(first, run(loaded, 24, handles).get(0));
        assertEquals(all.length, loaded.size());
    }

    @Test
    void aMachineOfRegionsTravelsThroughItsFirstRegion() throws IOException {
        PorterBatch a = new PorterBatch();
        PorterBatch b = new PorterBatch();
        long[] handles = new long[24];
        List<Porter> porters = new ArrayList<>();
        for (int k = 0; k < 24; k++) {
            porters.add(new Porter(40 + 13 * k));
            handles[k] = a.add(porters.get(k));
        }
        long[] own = new long[7];
        for (int k = 0; k < 7; k++) {
            own[k] = b.add(new Porter(900 + k));
        }
        for (int t = 0; t < 17; t++) {
            a.tick(DT);
        }
        for (int t = 0; t < 5; t++) {
            b.tick(DT);
        }
        for (int k = 0; k < 24; k += 2) {
            a.send(handles[k], new Shout(k), k % 4 == 0 ? 0f : 0.25f);
        }
        BatchSnapshot beforeA = a.snapshot();
        BatchSnapshot beforeB = b.snapshot();
        long[] moved = pick(handles, 0, 2, 3, 10, 22);
        long[] stay = without(handles, moved);
        List<Porter> objects = new ArrayList<>();
        for (long h : moved) {
            objects.add(a.entity(h));
        }
        refusedWhole(a, b, IllegalStateException.class, "EntityTravel.export",
                () -> exported(a.region(Pack.class), moved, options()));
        refusedWhole(a, b, IOException.class, "it holds the region Pick",
                () -> EntityTravel.importInto(b, in(patched(exported(a, moved, options()), "Pack", "Pick")), objects,
                        options()));
        byte[] travel = exported(a, moved, options().leave(true));
        TravelReport report = EntityTravel.importInto(b, in(travel), objects, options());
        assertTrue(report.messages() >= 5, "each region's messages travel: " + report.messages());
        List<List<String>> inB = run2(b, 40, report.toAll(), own);
        List<String> aRest = run2(a, 40, stay).get(0);
        a.restore(beforeA);
        List<List<String>> inA = run2(a, 40, moved, stay);
        b.restore(beforeB);
        assertEquals(inA.get(0), inB.get(0), "moved porters, both regions, go on as their twins");
        assertEquals(inA.get(1), aRest);
        assertEquals(run2(b, 40, own).get(0), inB.get(1));
    }

    /** {@link #run} for porters: both regions' states, previous states and times. */
    static List<List<String>> run2(PorterBatch batch, int ticks, long[]... groups) {
        List<List<String>> traces = new ArrayList<>();
        for (long[] ignored : groups) {
            traces.add(new ArrayList<>());
        }
        AbstractBatch<Pack> pack = batch.region(Pack.class);
        for (int t = 0; t < ticks; t++) {
            batch.tick(DT);
            for (int g = 0; g < groups.length; g++) {
                StringBuilder line = new StringBuilder();
                for (long h : groups[g]) {
                    line.append(batch.stateOf(h)).append('/').append(batch.previousOf(h)).append('/')
                            .append(batch.timeInState(h)).append('/').append(pack.stateOf(h)).append('/')
                            .append(pack.previousOf(h)).append('/').append(pack.timeInState(h)).append(' ');
                }
                traces.get(g).add(line.toString());
            }
        }
        return traces;
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
