package dev.brainstem.samples.travel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.samples.snapshot.StreamMutations;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * A travelling subset is untrusted input, as a save is. Real exports of lived batches (stacks, strides,
 * histories, timers, delayed messages, with and without keys) are mutated: bit flips, truncations,
 * splices, bytes inserted and deleted, counts overwritten with extreme values, other versions and flags,
 * a state renamed, an id written twice. Each mutant is imported into a running batch: either it goes in
 * cleanly (the batch's own entities as they were, the batch ticks), or it is refused with an {@link
 * IOException} naming the machine that leaves the batch exactly as it was (snapshot and save bytes): no
 * other exception, ever, and no allocation sized by a count the stream claims. Then the game's own
 * mistakes (an id in use or given twice, an object in the batch already, in a {@code notIn} batch or
 * twice) are refused whole, both batches unchanged.
 */
class TravelFuzzTest {
    private static final int MUTANTS = 3000;
    /** What one import may allocate, whatever its stream claims: far below a claimed count's arrays. */
    private static final long ALLOCATION_BOUND = 16L << 20;
    private static final MessageCodec<Ping> PING = MessageCodec.of((p, out) -> out.writeInt(p.serial()),
            in -> new Ping(in.readInt()));
    private static final TravelOptions OPTIONS = new TravelOptions().message(Ping.class, PING);
    private static final Machine IDS = CourierSpec.machine("Couriers", true);
    private static final Machine OBJECTS = CourierSpec.machine("Courier", false);
    private static final float DT = 0.0625f;
    /** Id mode's new ids: 300 past the exported ones. */
    private static final LongUnaryOperator SHIFTED = id -> 300 + id;
    private static final float[] DELAYS = {0f, 0.03125f, 0.25f, 1.5f};

    // ---------------------------------------------------------------------------------------------
    // Fixtures

    /** A lived id-mode batch: ids 0 to n - 1 (keys the same), pinged, hit, strided, ticked with dyadic dt. */
    static CouriersBatch livedIds(long seed, int n, int ticks) {
        Couriers system = new Couriers(new Moves(IDS, seed));
        CouriersBatch batch = new CouriersBatch(system);
        for (int id = 0; id < n; id++) {
            system.keys.put(id, id);
            batch.add(id);
        }
        live(batch, new Random(seed), n, ticks, id -> id);
        return batch;
    }

    /** A lived object-mode batch of n couriers keyed from {@code firstKey}; {@code handles} gets their handles. */
    static CourierBatch livedObjects(long seed, int n, int ticks, int firstKey, List<Long> handles) {
        Moves moves = new Moves(OBJECTS, seed);
        CourierBatch batch = new CourierBatch();
        for (int i = 0; i < n; i++) {
            handles.add(batch.add(new Courier(moves, firstKey + i)));
        }
        live(batch, new Random(seed), n, ticks, i -> handles.get((int) i));
        return batch;
    }

    private static void live(AbstractBatch<Leg> batch, Random random, int n, int ticks, LongUnaryOperator handle) {
        for (int t = 0; t < ticks; t++) {
            long h = handle.applyAsLong(random.nextInt(n));
            if (batch.contains(h)) {
                switch (random.nextInt(8)) {
                    case 0, 1 -> batch.send(h, new Ping(t), DELAYS[random.nextInt(DELAYS.length)]);
                    case 2 -> batch.transitionTo(h, Leg.HIT);
                    case 3 -> batch.setStride(h, 2 + random.nextInt(2));
                    default -> { }
                }
            }
            if (t == ticks / 2) {
                batch.broadcast(new Ping(-1), 0.5f);
            }
            batch.tick(DT);
        }
    }

    /** A running id-mode receiver: its own ids 0 to 9, a clock of 13 ticks, a letter waiting, a stride, one removed. */
    static CouriersBatch idReceiver() {
        CouriersBatch b = livedIds(99, 10, 13);
        b.send(4, new Ping(77), 0.25f);
        b.setStride(5, 3);
        b.remove(6);
        return b;
    }

    /** The object-mode receiver, as {@link #idReceiver}. */
    static CourierBatch objectReceiver() {
        List<Long> handles = new ArrayList<>();
        CourierBatch b = livedObjects(99, 10, 13, 5000, handles);
        b.send(handles.get(4), new Ping(77), 0.25f);
        b.setStride(handles.get(5), 3);
        b.remove(handles.get(6));
        return b;
    }

    static byte[] export(AbstractBatch<?> batch, long[] handles, TravelOptions options) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EntityTravel.export(batch, handles, new DataOutputStream(bytes), options);
        return bytes.toByteArray();
    }

    /** The first index at which {@code a} holds {@code x} and {@code b} holds {@code y}; -1 for none. */
    static int firstWhere(byte[] a, int x, byte[] b, int y) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] == x && b[i] == y) {
                return i;
            }
        }
        return -1;
    }

    static DataInputStream in(byte[] bytes) {
        return new DataInputStream(new ByteArrayInputStream(bytes));
    }

    static byte[] save(AbstractBatch<?> batch) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(bytes), new dev.brainstem.runtime.SaveOptions()
                .message(Ping.class, PING));
        return bytes.toByteArray();
    }

    /** Every exported subset of the id-mode sources: every third id, in an order of their own, with keys or without. */
    private static List<byte[]> idExports() throws IOException {
        List<byte[]> exports = new ArrayList<>();
        for (int seed = 1; seed <= 3; seed++) {
            CouriersBatch a = livedIds(seed, 12 * seed, 20 + 7 * seed);
            List<Long> chosen = new ArrayList<>();
            for (long id = 12L * seed - 1; id >= 0; id -= 3) {
                if (a.contains(id)) {
                    chosen.add(id);
                }
            }
            long[] handles = chosen.stream().mapToLong(Long::longValue).toArray();
            exports.add(export(a, handles, copy().leave(false)));
            exports.add(export(a, handles, copy().keys(id -> 1000 + id)));
        }
        return exports;
    }

    private static TravelOptions copy() {
        return new TravelOptions().message(Ping.class, PING);
    }

    // ---------------------------------------------------------------------------------------------
    // Mutants

    @Test
    void mutatedIdModeSubsetsImportCleanlyOrAreRefusedLeavingTheReceiverAsItWas() throws IOException {
        List<byte[]> exports = idExports();
        Random random = new Random(45);
        int imported = 0;
        for (int k = 0; k < MUTANTS; k++) {
            byte[] mutant = mutate(exports, random);
            CouriersBatch target = idReceiver();
            long[] next = {300};
            LongUnaryOperator newId = x -> {
                long id = next[0]++;
                target.system().keys.put((int) id, (int) (x & 0xFFFF));
                return id;
            };
            if (judge("id-mode mutant " + k, target, "Couriers", () -> EntityTravel.importInto(target, in(mutant),
                    newId, OPTIONS))) {
                imported++;
            }
        }
        assertTrue(imported > MUTANTS / 50, "some mutants import (" + imported + "): the fuzzer reaches past the header");
        assertTrue(imported < MUTANTS / 2, "most mutants are refused (" + imported + " imported)");
    }

    @Test
    void mutatedObjectModeSubsetsImportCleanlyOrAreRefusedLeavingTheReceiverAsItWas() throws IOException {
        List<byte[]> exports = new ArrayList<>();
        for (int seed = 1; seed <= 3; seed++) {
            List<Long> handles = new ArrayList<>();
            CourierBatch a = livedObjects(seed, 10 * seed, 20 + 7 * seed, 0, handles);
            long[] chosen = handles.stream().filter(a::contains).filter(h -> (h >>> 32) % 2 == 1)
                    .mapToLong(Long::longValue).toArray();
            exports.add(export(a, chosen, copy().keys(h -> a.entity(h).key)));
        }
        Random random = new Random(46);
        int imported = 0;
        Moves moves = new Moves(OBJECTS, 7);
        for (int k = 0; k < MUTANTS; k++) {
            byte[] mutant = mutate(exports, random);
            CourierBatch target = objectReceiver();
            if (judge("object-mode mutant " + k, target, "Courier", () -> EntityTravel.importByKey(target, in(mutant),
                    key -> new Courier(moves, (int) key), OPTIONS))) {
                imported++;
            }
        }
        assertTrue(imported > MUTANTS / 50, "some mutants import (" + imported + "): the fuzzer reaches past the header");
        assertTrue(imported < MUTANTS / 2, "most mutants are refused (" + imported + " imported)");
    }

    @FunctionalInterface
    interface Import {
        TravelReport run() throws IOException;
    }

    /**
     * Imports a mutant into {@code target}: true when it went in cleanly; a refusal must be an
     * IOException naming {@code machine} that left the target as it was.
     */
    private static boolean judge(String what, AbstractBatch<Leg> target, String machine, Import importing)
            throws IOException {
        BatchSnapshot before = target.snapshot();
        byte[] saved = save(target);
        Map<Long, String> own = observe(target);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long allocated = threads.getCurrentThreadAllocatedBytes();
        TravelReport report;
        try {
            report = importing.run();
        } catch (IOException refused) {
            long used = threads.getCurrentThreadAllocatedBytes() - allocated;
            assertTrue(used < ALLOCATION_BOUND, what + " allocated " + used + " bytes before its refusal: " + refused);
            assertTrue(refused.getMessage() != null && refused.getMessage().startsWith(machine + ": "),
                    what + ": a refusal names the machine: " + refused.getMessage());
            assertTrue(before.matches(target.snapshot()), what + ": a refused import changed the batch: " + refused);
            assertArrayEquals(saved, save(target), what + ": a refused import changed the batch's save: " + refused);
            return false;
        } catch (RuntimeException | Error wrong) {
            throw new AssertionError(what + " threw " + wrong + " instead of an IOException", wrong);
        }
        long used = threads.getCurrentThreadAllocatedBytes() - allocated;
        assertTrue(used < ALLOCATION_BOUND, what + " allocated " + used + " bytes");
        Map<Long, String> after = observe(target);
        for (Map.Entry<Long, String> e : own.entrySet()) {
            assertEquals(e.getValue(), after.get(e.getKey()), what + ": the receiver's own entity " + e.getKey());
        }
        assertEquals(own.size() + report.size(), target.size(), what + ": the report counts what came in");
        try {
            target.tick(DT);
        } catch (HandlerException reported) {
            // An interrupt with nothing suspended is what a resume may place too: its @Back is the handler's error.
            assertTrue(reported.getMessage().contains("nothing is on the stack to go back to"),
                    what + ": " + reported.getMessage());
        }
        return true;
    }

    private static Map<Long, String> observe(AbstractBatch<Leg> batch) {
        Map<Long, String> all = new HashMap<>();
        for (Leg leg : Leg.values()) {
            batch.forEachHandle(leg, h -> all.put(h, batch.stateOf(h) + " from " + batch.previousOf(h) + " stack "
                    + batch.stackOf(h) + " JOB " + batch.lastIn(h, "JOB") + " for " + batch.timeInState(h)
                    + " stride " + batch.strideOf(h)));
        }
        return all;
    }

    /**
     * One mutation of one of {@code exports}: the save fuzzers' byte-level ones ({@link StreamMutations}), or
     * now and then one of the header's fields or a state's name.
     */
    static byte[] mutate(List<byte[]> exports, Random random) {
        byte[] e = exports.get(random.nextInt(exports.size()));
        switch (random.nextInt(11)) {
            case 6: { // two bytes overwritten with an extreme short (a count, a state, a length)
                int[] extremes = {0xFFFF, 0x7FFF, 0x8000, 0, 1, 0xFFFE};
                return withShort(e, random.nextInt(Math.max(1, e.length - 1)), extremes[random.nextInt(extremes.length)]);
            }
            case 7: // another version
                return withShort(e, 4, new int[] {0, 1, 2, 3, 4, 5, 7, 0xFFFF}[random.nextInt(8)]);
            case 8: // other flags
                return withShort(e, flagsAt(e), new int[] {0, 1, 2, 3, 4, 0x8000, 0xFFFF}[random.nextInt(7)]);
            case 9: // a state renamed: unknown to the receiver
                return renamed(e, random.nextBoolean() ? "ROAM" : "HAUL", random.nextBoolean() ? "ROAR" : "HALL");
            default:
                return StreamMutations.mutate(exports, random);
        }
    }

    /** Where the flags are: after the magic, the version, the machine's name and the mode. */
    static int flagsAt(byte[] e) {
        int nameLength = (e[6] & 0xFF) << 8 | (e[7] & 0xFF);
        return 8 + nameLength + 1;
    }

    static byte[] withInt(byte[] e, int at, int value) {
        byte[] m = e.clone();
        for (int b = 0; b < 4 && at + b < m.length; b++) {
            m[at + b] = (byte) (value >>> (24 - 8 * b));
        }
        return m;
    }

    static byte[] withShort(byte[] e, int at, int value) {
        byte[] m = e.clone();
        m[at] = (byte) (value >>> 8);
        if (at + 1 < m.length) {
            m[at + 1] = (byte) value;
        }
        return m;
    }

    /** The first occurrence of {@code name} (a state's name in the stream's table) replaced by {@code as}. */
    static byte[] renamed(byte[] e, String name, String as) {
        byte[] find = name.getBytes(StandardCharsets.UTF_8);
        byte[] put = as.getBytes(StandardCharsets.UTF_8);
        byte[] m = e.clone();
        for (int at = 0; at + find.length <= m.length; at++) {
            if (Arrays.equals(m, at, at + find.length, find, 0, find.length)) {
                System.arraycopy(put, 0, m, at, put.length);
                return m;
            }
        }
        throw new AssertionError("no " + name + " in the export");
    }

    // ---------------------------------------------------------------------------------------------
    // Crafted faults

    @Test
    void everyOtherVersionAnUnknownStateAndATruncationAreRefusedWhole() throws IOException {
        CouriersBatch a = livedIds(4, 12, 30);
        byte[] e = export(a, new long[] {3, 1, 7}, copy());
        for (int version : new int[] {0, 1, 2, 3, 4, 5, 7, 0x7FFF, 0xFFFF}) {
            IOException refused = refusedWhole(withShort(e, 4, version), "version " + version);
            // Formats 1 to 5 are read as such: the stream fails their checks; any other is named.
            assertTrue(version >= 1 && version <= 5 || refused.getMessage().contains(String.valueOf(version)),
                    refused.getMessage());
        }
        IOException unknown = refusedWhole(renamed(e, "ROAM", "ROAR"), "a state renamed");
        assertTrue(unknown.getMessage().contains("ROAR"), "the refusal names the unknown state: " + unknown.getMessage());
        IOException truncated = refusedWhole(Arrays.copyOf(e, e.length - 1), "one byte short");
        assertTrue(truncated.getMessage() != null, "a truncated stream says so");
        CouriersBatch target = idReceiver();
        TravelReport report = EntityTravel.importInto(target, in(e), SHIFTED, OPTIONS);
        assertEquals(3, report.size(), "the stream itself imports");
    }

    @Test
    void aCountClaimingBillionsIsRefusedWithoutAllocatingForIt() throws IOException {
        CouriersBatch a = livedIds(5, 12, 30);
        byte[] e = export(a, new long[] {3, 1, 7, 8}, copy());
        int refused = 0;
        // Every int-aligned place of the stream claims 2^31 - 1 and 2^30 in turn: wherever a count sits, it is one of them.
        for (int place = 0; place + 4 <= e.length; place++) {
            for (int claim : new int[] {Integer.MAX_VALUE, 1 << 30}) {
                int at = place;
                CouriersBatch target = idReceiver();
                long[] next = {300};
                boolean in = judge("a claim of " + claim + " at byte " + at, target, "Couriers",
                        () -> EntityTravel.importInto(target, in(withInt(e, at, claim)), x -> {
                            long id = next[0]++;
                            target.system().keys.put((int) id, 0);
                            return id;
                        }, OPTIONS));
                refused += in ? 0 : 1;
            }
        }
        assertTrue(refused > 0, "some claims are refused");
    }

    /**
     * The same exported id twice in the stream (id mode, no keys): a game that maps exported ids to its
     * new ones would hand the same new id twice, so the stream is refused as a stream fault.
     */
    @Test
    void anIdWrittenTwiceIsRefusedAsTheStreamsFault() throws IOException {
        CouriersBatch a = livedIds(6, 12, 30);
        // Ids 9 and 11 share a key, so their entities are the same but for their ids: the streams differ there only.
        CouriersBatch twins = new CouriersBatch(new Couriers(new Moves(IDS, 6)));
        for (int id : new int[] {5, 9, 11}) {
            twins.system().keys.put(id, 1);
            twins.add(id);
        }
        for (int t = 0; t < 5; t++) {
            twins.tick(DT);
        }
        byte[] with9 = export(twins, new long[] {5, 9}, copy());
        byte[] with11 = export(twins, new long[] {5, 11}, copy());
        assertEquals(with9.length, with11.length);
        int at = firstWhere(with9, 9, with11, 11);
        assertTrue(at >= 0, "the streams differ in the second entity's id");
        byte[] twice = with9.clone();
        twice[at] = 5;
        CouriersBatch target = idReceiver();
        BatchSnapshot before = target.snapshot();
        IOException refused = assertThrows(IOException.class,
                () -> EntityTravel.importInto(target, in(twice), SHIFTED, OPTIONS), "id 5 twice");
        assertTrue(refused.getMessage().startsWith("Couriers: "), refused.getMessage());
        assertTrue(before.matches(target.snapshot()), "nothing changed");
        assertEquals(2, EntityTravel.importInto(target, in(with9), SHIFTED, OPTIONS).size(), "the real one imports");
        assertTrue(a.size() > 0);
    }

    /**
     * The same key twice in a keyed stream (object mode): refused as the stream's fault, before any entity
     * is asked for.
     */
    @Test
    void aKeyWrittenTwiceIsRefusedAsTheStreamsFault() throws IOException {
        Moves moves = new Moves(OBJECTS, 6);
        CourierBatch a = new CourierBatch();
        long five = a.add(new Courier(moves, 1));
        long nine = a.add(new Courier(moves, 1));
        byte[] two = export(a, new long[] {five, nine}, copy().keys(h -> h == five ? 1 : 2));
        byte[] three = export(a, new long[] {five, nine}, copy().keys(h -> h == five ? 1 : 3));
        int at = firstWhere(two, 2, three, 3);
        assertTrue(at >= 0, "the streams differ in the second key");
        byte[] twice = two.clone();
        twice[at] = 1;
        CourierBatch target = objectReceiver();
        BatchSnapshot before = target.snapshot();
        List<Long> asked = new ArrayList<>();
        IOException refused = assertThrows(IOException.class, () -> EntityTravel.importByKey(target, in(twice),
                key -> {
                    asked.add(key);
                    return new Courier(moves, (int) key);
                }, OPTIONS), "key 1 twice");
        assertTrue(refused.getMessage().startsWith("Courier: ") && refused.getMessage().contains("key 1"),
                refused.getMessage());
        assertTrue(before.matches(target.snapshot()), "nothing changed");
        assertEquals(List.of(), asked, "no entity is asked for");
        assertEquals(2, EntityTravel.importByKey(target, in(two), key -> new Courier(moves,
                (int) key), OPTIONS).size(), "the real one imports");
    }

    private static IOException refusedWhole(byte[] stream, String what) throws IOException {
        CouriersBatch target = idReceiver();
        BatchSnapshot before = target.snapshot();
        byte[] saved = save(target);
        IOException e = assertThrows(IOException.class,
                () -> EntityTravel.importInto(target, in(stream), SHIFTED, OPTIONS), what);
        assertTrue(e.getMessage() != null && e.getMessage().startsWith("Couriers: "), what + ": " + e.getMessage());
        assertTrue(before.matches(target.snapshot()), what + ": the batch changed");
        assertArrayEquals(saved, save(target), what + ": the batch's save changed");
        return e;
    }

    // ---------------------------------------------------------------------------------------------
    // The game's mistakes

    /** Both batches as they were: snapshots and saves. */
    private record Both(BatchSnapshot a, byte[] savedA, BatchSnapshot b, byte[] savedB) {
        static Both of(AbstractBatch<?> a, AbstractBatch<?> b) throws IOException {
            return new Both(a.snapshot(), save(a), b.snapshot(), save(b));
        }

        void unchanged(AbstractBatch<?> a, AbstractBatch<?> b, String what) throws IOException {
            assertTrue(this.a.matches(a.snapshot()), what + ": the sender changed");
            assertArrayEquals(savedA, save(a), what + ": the sender's save changed");
            assertTrue(this.b.matches(b.snapshot()), what + ": the receiver changed");
            assertArrayEquals(savedB, save(b), what + ": the receiver's save changed");
        }
    }

    private static <T extends Throwable> T refused(Class<T> kind, AbstractBatch<?> a, AbstractBatch<?> b, String what,
            org.junit.jupiter.api.function.Executable call) throws IOException {
        Both before = Both.of(a, b);
        T e = assertThrows(kind, call, what);
        assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), what + ": says why");
        before.unchanged(a, b, what);
        return e;
    }

    @Test
    void idModeGameMistakesAreRefusedWholeOnBothSides() throws IOException {
        CouriersBatch a = livedIds(7, 12, 30);
        CouriersBatch b = idReceiver();
        long[] handles = {3, 1, 7};
        byte[] e = export(a, handles, copy());
        LongUnaryOperator inUse = id -> id == 1 ? 2 : 300 + id;
        IllegalArgumentException used = refused(IllegalArgumentException.class, a, b, "an id in use",
                () -> EntityTravel.importInto(b, in(e), inUse, OPTIONS));
        assertTrue(used.getMessage().contains("2"), used.getMessage());
        refused(IllegalArgumentException.class, a, b, "an id given twice",
                () -> EntityTravel.importInto(b, in(e), id -> 400, OPTIONS));
        refused(IllegalArgumentException.class, a, b, "a negative id",
                () -> EntityTravel.importInto(b, in(e), id -> id == 7 ? -1 : 300 + id, OPTIONS));
        refused(IllegalArgumentException.class, a, b, "a move to an id in use",
                () -> EntityTravel.move(a, handles, b, inUse, OPTIONS));
        refused(IllegalArgumentException.class, a, b, "a move giving one id twice",
                () -> EntityTravel.move(a, handles, b, id -> 400, OPTIONS));
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        refused(IllegalArgumentException.class, a, b, "an export naming an id twice",
                () -> EntityTravel.export(a, new long[] {3, 1, 3}, new DataOutputStream(written), copy().leave(true)));
        refused(IllegalArgumentException.class, a, b, "an export naming an id not in the batch",
                () -> EntityTravel.export(a, new long[] {3, 99}, new DataOutputStream(written), copy().leave(true)));
        assertEquals(0, written.size(), "a refused export writes nothing");
        refused(IllegalArgumentException.class, a, b, "a move naming an id not in the batch",
                () -> EntityTravel.move(a, new long[] {3, 99}, b, SHIFTED, OPTIONS));
        // And the same calls, right, go through.
        TravelReport moved = EntityTravel.move(a, handles, b, SHIFTED, OPTIONS);
        assertArrayEquals(new long[] {303, 301, 307}, moved.toAll());
    }

    @Test
    void objectModeGameMistakesAreRefusedWholeOnBothSides() throws IOException {
        List<Long> handles = new ArrayList<>();
        CourierBatch a = livedObjects(8, 12, 30, 0, handles);
        CourierBatch b = objectReceiver();
        List<Long> cHandles = new ArrayList<>();
        CourierBatch c = livedObjects(9, 3, 4, 9000, cHandles);
        long[] chosen = {handles.get(3), handles.get(1), handles.get(7)};
        byte[] e = export(a, chosen, copy());
        Moves moves = new Moves(OBJECTS, 8);
        List<Object> fresh = List.of(new Courier(moves, 3), new Courier(moves, 1), new Courier(moves, 7));
        Object inB = b.entity(firstOf(b));
        refused(IllegalArgumentException.class, a, b, "an object in the receiver already",
                () -> EntityTravel.importInto(b, in(e), List.of(fresh.get(0), inB, fresh.get(2)), OPTIONS));
        Object inC = c.entity(cHandles.get(1));
        refused(IllegalArgumentException.class, a, b, "an object in a notIn batch",
                () -> EntityTravel.importInto(b, in(e), List.of(fresh.get(0), fresh.get(1), inC),
                        copy().notIn(c)));
        refused(IllegalArgumentException.class, a, b, "one object twice",
                () -> EntityTravel.importInto(b, in(e), List.of(fresh.get(0), fresh.get(1), fresh.get(0)), OPTIONS));
        List<Object> withNull = new ArrayList<>(fresh);
        withNull.set(1, null);
        refused(IllegalArgumentException.class, a, b, "a null entity",
                () -> EntityTravel.importInto(b, in(e), withNull, OPTIONS));
        Object staysInA = a.entity(handles.get(2));
        refused(IllegalArgumentException.class, a, b, "a move placing an object that stays in its source",
                () -> EntityTravel.move(a, chosen, b, List.of(a.entity(chosen[0]), staysInA, a.entity(chosen[2])),
                        OPTIONS));
        refused(IllegalArgumentException.class, a, b, "a move placing an object in the receiver already",
                () -> EntityTravel.move(a, chosen, b, List.of(a.entity(chosen[0]), inB, a.entity(chosen[2])),
                        OPTIONS));
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        refused(IllegalArgumentException.class, a, b, "an export naming a handle twice",
                () -> EntityTravel.export(a, new long[] {chosen[0], chosen[0]}, new DataOutputStream(written),
                        copy().leave(true)));
        assertEquals(0, written.size(), "a refused export writes nothing");
        // And the same calls, right, go through: the leavers' own objects move.
        TravelReport moved = EntityTravel.move(a, chosen, b,
                List.of(a.entity(chosen[0]), a.entity(chosen[1]), a.entity(chosen[2])), OPTIONS);
        assertEquals(3, moved.size());
        for (int i = 0; i < 3; i++) {
            assertTrue(!a.contains(chosen[i]) && b.contains(moved.to(i)));
        }
    }

    private static long firstOf(AbstractBatch<Leg> batch) {
        long[] first = {-1};
        for (Leg leg : Leg.values()) {
            batch.forEachHandle(leg, h -> {
                if (first[0] < 0) {
                    first[0] = h;
                }
            });
        }
        return first[0];
    }
}
