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
                (java.util.function.LongUnaryOperator) key -> key - 1_000_000, options());
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
        EntityTravel.move(a, moved, b, (java.util.function.LongUnaryOperator) id -> id, options());
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
                    (java.util.function.LongUnaryOperator) id -> id + 200, options()), "cut at " + cut);
            assertTrue(refused.getMessage().startsWith("Waiter: "), refused.getMessage());
            assertArrayEquals(beforeB, save(b));
        }
    }

    /** The format numbers this test reads back. */
    private static final class SaveFormatVersions {
        static final int TIMING = 5;
    }
}
