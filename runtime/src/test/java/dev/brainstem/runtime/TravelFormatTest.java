package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The travel format (format 6) written and read back on a hand-written timed batch ({@link Waiters}): the
 * header, the keys, the round trip of states, times, timers, strides, slice phases and messages, and the
 * whole saves that keep writing format 5 unless a moved entity's phase needs format 6.
 */
class TravelFormatTest {
    private static final float DT = 1 / 32f;
    private static final MessageCodec<Waiters.Poke> POKE = MessageCodec.of((m, out) -> {}, in -> new Waiters.Poke());

    private static TravelOptions options() {
        return new TravelOptions().message(Waiters.Poke.class, POKE);
    }

    /** A batch of {@code n} waiters from {@code first}, ticked {@code ticks} times with strides and pokes. */
    private static Waiters running(int first, int n, int ticks, long seed) {
        Waiters batch = new Waiters(false);
        Random random = new Random(seed);
        for (int id = first; id < first + n; id++) {
            batch.add(id, Waiters.S.values()[random.nextInt(4)]);
            batch.patience[id] = 0.5f + random.nextInt(8) / 8f;
            batch.stun[id] = random.nextInt(4) / 8f;
        }
        for (int t = 0; t < ticks; t++) {
            if (t % 5 == 0) {
                batch.setStride(first + random.nextInt(n), 1 + random.nextInt(3));
            }
            batch.send(first + random.nextInt(n), new Waiters.Poke(), random.nextInt(3) / 8f);
            batch.tick(DT);
        }
        return batch;
    }

    private static String picture(Waiters batch, long[] ids) {
        StringBuilder b = new StringBuilder();
        for (long handle : ids) {
            int id = (int) handle;
            b.append(batch.stateOf(id)).append(' ').append(batch.timeInState(id)).append(' ').append(batch.strideOf(id))
                    .append(' ').append(batch.patrols[id]).append(' ').append(batch.wanders[id]).append(' ')
                    .append(batch.wandered[id]).append('\n');
        }
        return b.toString();
    }

    /** The game's data of {@code id}, which travels with the game, not the batch. */
    private static void copyData(Waiters from, Waiters to, int id) {
        to.patience[id] = from.patience[id];
        to.stun[id] = from.stun[id];
        to.patrols[id] = from.patrols[id];
        to.wanders[id] = from.wanders[id];
        to.wandered[id] = from.wandered[id];
    }

    private static int version(byte[] stream) {
        return (stream[4] & 0xFF) << 8 | (stream[5] & 0xFF);
    }

    private static byte[] save(Waiters batch) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(bytes), new SaveOptions().message(Waiters.Poke.class, POKE));
        return bytes.toByteArray();
    }

    @Test
    void aTravelRoundTripKeepsEverythingAndThePhase() throws IOException {
        Waiters a = running(0, 300, 230, 5);
        Waiters b = running(1000, 60, 77, 6);
        assertEquals(SaveFormatVersions.TIMING, version(save(a)), "a whole save without a moved entity: format 5");
        long[] moved = new long[40];
        for (int k = 0; k < moved.length; k++) {
            moved[k] = 7 * k + 3;
        }
        BatchSnapshot beforeA = a.snapshot();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TravelReport out = EntityTravel.export(a, moved, new DataOutputStream(bytes),
                options().leave(true).keys(id -> 1_000_000 + id));
        byte[] stream = bytes.toByteArray();
        assertEquals(0x4253544D, new DataInputStream(new ByteArrayInputStream(stream)).readInt());
        assertEquals(6, version(stream));
        for (long id : moved) {
            assertFalse(a.contains(id));
            copyData(a, b, (int) id);
        }
        TravelReport in = EntityTravel.importInto(b, new DataInputStream(new ByteArrayInputStream(stream)),
                key -> key - 1_000_000, options());
        assertEquals(out.messages(), in.messages());
        assertArrayEquals(moved, in.toAll(), "the game gave each its old id back");
        assertEquals(1_000_000 + moved[5], in.key(5));
        assertEquals(6, version(save(b)), "a whole save of a batch holding a moved entity keeps its phase");
        for (int t = 0; t < 90; t++) {
            b.tick(DT);
        }
        String there = picture(b, moved);
        a.restore(beforeA);
        for (int t = 0; t < 90; t++) {
            a.tick(DT);
        }
        assertEquals(picture(a, moved), there, "after 90 ticks the travellers equal their twins in place");
    }

    @Test
    void aWholeSaveOfFormat6LoadsWithItsPhases() throws IOException {
        Waiters a = running(0, 100, 61, 8);
        Waiters b = running(500, 20, 13, 9);
        long[] moved = {2, 3, 5, 8, 13, 21, 34, 55, 89};
        for (long id : moved) {
            copyData(a, b, (int) id);
        }
        EntityTravel.move(a, moved, b, id -> id, options());
        byte[] save = save(b);
        assertEquals(6, version(save));
        Waiters loaded = new Waiters(false);
        BatchSaves.read(loaded, new DataInputStream(new ByteArrayInputStream(save)),
                new SaveOptions().message(Waiters.Poke.class, POKE));
        long[] all = new long[moved.length + 20];
        for (int k = 0; k < 20; k++) {
            all[k] = 500 + k;
        }
        System.arraycopy(moved, 0, all, 20, moved.length);
        for (long id : all) {
            copyData(b, loaded, (int) id);
        }
        for (int t = 0; t < 70; t++) {
            b.tick(DT);
            loaded.tick(DT);
        }
        assertEquals(picture(b, all), picture(loaded, all), "the loaded batch goes on as the saved one");
        assertArrayEquals(save(b), save(loaded), "and it saves again as the batch it was saved from");
    }

    @Test
    void anExportOfAnIdNotThereNorATruncatedTravelChangesNothing() throws IOException {
        Waiters a = running(0, 10, 9, 1);
        byte[] before = save(a);
        assertThrows(IllegalArgumentException.class, () -> EntityTravel.export(a, new long[] {1, 99},
                new DataOutputStream(new ByteArrayOutputStream()), options().leave(true)));
        assertArrayEquals(before, save(a));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EntityTravel.export(a, new long[] {1, 2}, new DataOutputStream(bytes), options());
        byte[] stream = bytes.toByteArray();
        Waiters b = running(100, 5, 3, 2);
        byte[] beforeB = save(b);
        for (int cut = 0; cut < stream.length; cut++) {
            byte[] part = java.util.Arrays.copyOf(stream, cut);
            IOException refused = assertThrows(IOException.class, () -> EntityTravel.importInto(b,
                    new DataInputStream(new ByteArrayInputStream(part)),
                    id -> id + 200, options()), "cut at " + cut);
            assertTrue(refused.getMessage().startsWith("Waiter: "), refused.getMessage());
            assertArrayEquals(beforeB, save(b));
        }
    }

    @Test
    void aTravelWrittenByHandAsTheClassCommentSaysImports() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0x4253544D);
        out.writeShort(6);
        out.writeUTF("dev.brainstem.runtime.Waiter");
        out.writeBoolean(true); // id mode
        out.writeShort(1 | 2); // a travel, with keys
        out.writeShort(1); // regions
        out.writeUTF("S");
        out.writeBoolean(true); // times kept
        out.writeDouble(500.0); // the sender's clock: only rebases
        out.writeInt(4);
        for (String state : new String[] {"WANDER", "IDLE", "PATROL", "STUNNED"}) {
            out.writeUTF(state);
        }
        out.writeShort(0); // history groups
        out.writeInt(2);
        // entity 0: id 40 there, key 7, IDLE (1) after PATROL (2), 1.5 s in it
        out.writeLong(40);
        out.writeLong(7);
        out.writeShort(1);
        out.writeShort(2);
        out.writeShort(0);
        out.writeDouble(1.5);
        // entity 1: id 41 there, key 8, WANDER (0), no previous, 0.25 s in it
        out.writeLong(41);
        out.writeLong(8);
        out.writeShort(0);
        out.writeShort(0xFFFF);
        out.writeShort(0);
        out.writeDouble(0.25);
        out.writeLong(0); // dropped: not a travel's
        out.writeInt(1);
        out.writeUTF(Waiters.Poke.class.getName());
        out.writeInt(1);
        out.writeLong(0); // for entity 0 of the travel
        out.writeDouble(0.0625); // seconds left
        out.writeShort(0);
        out.writeInt(0);
        out.writeLong(9_000); // the sender's ticks
        out.writeInt(1); // a timer: entity 0, fires at 1.5 + 1/32 s in IDLE, to PATROL
        out.writeInt(0);
        out.writeFloat(1.5f + DT);
        out.writeShort(2);
        out.writeInt(1); // entity 1 last decided 0.125 s ago
        out.writeInt(1);
        out.writeDouble(0.125);
        out.writeInt(0); // strides
        out.writeInt(2); // phases
        out.writeInt(0);
        out.writeLong(9_000 + 40);
        out.writeInt(1);
        out.writeLong(9_003); // entity 1 decides when (ticks + 3) % 4 == 0 there
        Waiters b = running(0, 10, 5, 4);
        long clock = Double.doubleToLongBits(b.clock());
        TravelReport report = EntityTravel.importInto(b, new DataInputStream(new ByteArrayInputStream(
                bytes.toByteArray())), key -> 100 + key, options());
        assertArrayEquals(new long[] {107, 108}, report.toAll());
        b.patience[107] = 5f;
        b.stun[107] = 1f;
        assertArrayEquals(new long[] {40, 41}, report.fromAll());
        assertEquals(8, report.key(1));
        assertEquals(1, report.messages());
        assertEquals(clock, Double.doubleToLongBits(b.clock()), "the receiver's clock stays");
        assertEquals(Waiters.S.IDLE, b.stateOf(107));
        assertEquals(Waiters.S.PATROL, b.previousOf(107));
        assertEquals(1.5f, b.timeInState(107));
        assertEquals(Waiters.S.WANDER, b.stateOf(108));
        // Tick 6 here is tick 9,001 there: (9,001 + 3) % 4 == 0, so entity 1 decides now, its dt 0.125 + 1/32,
        // and not again before tick 9,005 there. Entity 0's timer fires in this tick, and the Poke, due in
        // 0.0625 s, stuns it in the next.
        b.tick(DT);
        assertEquals(1, b.wanders[108]);
        assertEquals(0.125f + DT, b.wandered[108]);
        assertEquals(Waiters.S.PATROL, b.stateOf(107), "the timer fired at 1.5 + 1/32 s in IDLE");
        b.tick(DT);
        assertEquals(Waiters.S.STUNNED, b.stateOf(107), "the Poke was delivered 0.0625 s after the import");
        b.tick(DT);
        b.tick(DT);
        assertEquals(1, b.wanders[108]);
        b.tick(DT);
        assertEquals(2, b.wanders[108]);
    }

    /** The format numbers this test reads back. */
    private static final class SaveFormatVersions {
        static final int TIMING = 5;
    }
}
