package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Saves of format 5 on a timed batch ({@link Waiters}): a loaded save runs on exactly as the saved batch
 * does (timers mid-wait, phases, strides, ticks); a save of format 2 arms its timers as entries do,
 * counted from the saved time in state; and a save with a bad timer, target or stride is refused whole,
 * naming it, the batch left as it was.
 */
class TimedSavesTest {
    private static final float DT = 1 / 60f;

    private static Waiters scripted(long seed) {
        Waiters batch = new Waiters(false);
        batch.wander = (id, ticks) -> (id * 31 + ticks * 7 + seed) % 11 == 0;
        batch.rest = (id, ticks) -> (id * 17 + ticks * 5 + seed) % 13 == 0;
        return batch;
    }

    private static String picture(Waiters batch, int n) {
        StringBuilder b = new StringBuilder();
        for (int id = 0; id < n; id++) {
            b.append(batch.stateOf(id)).append(' ').append(batch.timeInState(id)).append(' ').append(batch.patrols[id])
                    .append(' ').append(batch.wanders[id]).append(' ').append(batch.wandered[id]).append('\n');
        }
        return b.toString();
    }

    @Test
    void aLoadedSaveRunsOnExactlyAsTheSavedBatch() throws IOException {
        int n = 400;
        Waiters saved = scripted(3);
        Random random = new Random(3);
        for (int id = 0; id < n; id++) {
            saved.add(id, Waiters.S.values()[random.nextInt(4)]);
        }
        for (int id = 0; id < n; id++) {
            saved.patience[id] = 0.5f + 3f * random.nextFloat();
            saved.stun[id] = random.nextFloat();
        }
        for (int t = 0; t < 230; t++) {
            if (t % 7 == 0) {
                saved.setStride(random.nextInt(n), 1 + random.nextInt(4));
            }
            saved.send(random.nextInt(n), new Waiters.Poke());
            saved.tick(DT);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BatchSaves.write(saved, new DataOutputStream(bytes));
        Waiters loaded = scripted(3);
        BatchSaves.read(loaded, new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
        loaded.grow(saved.patience.length);
        System.arraycopy(saved.patience, 0, loaded.patience, 0, n);
        System.arraycopy(saved.stun, 0, loaded.stun, 0, n);
        // The entities' own data is the game's, which it saves itself.
        System.arraycopy(saved.patrols, 0, loaded.patrols, 0, n);
        System.arraycopy(saved.wanders, 0, loaded.wanders, 0, n);
        System.arraycopy(saved.wandered, 0, loaded.wandered, 0, n);
        assertEquals(230, loaded.ticks());
        assertEquals(picture(saved, n), picture(loaded, n));
        for (int id = 0; id < n; id++) {
            assertEquals(saved.strideOf(id), loaded.strideOf(id));
        }
        for (int t = 0; t < 300; t++) {
            saved.tick(DT);
            loaded.tick(DT);
            assertEquals(picture(saved, n), picture(loaded, n), "tick " + t);
        }
    }

    /** A save of one entity in id mode, written by hand, of format {@code version} (2 or 5). */
    private static byte[] save(int version, String[] names, int state, double time, long ticks, float delay,
            int target, int stride) {
        try {
            return written(version, names, state, time, ticks, delay, target, stride);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static byte[] written(int version, String[] names, int state, double time, long ticks, float delay,
            int target, int stride) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0x4253544D);
        out.writeShort(version);
        out.writeUTF("dev.brainstem.runtime.Waiter");
        out.writeBoolean(true);
        if (version == 5) {
            out.writeShort(1);
            out.writeUTF("S");
        }
        out.writeBoolean(true);
        out.writeDouble(10.0);
        out.writeInt(names.length);
        for (String name : names) {
            out.writeUTF(name);
        }
        if (version >= 3) {
            out.writeShort(0);
        }
        out.writeInt(1);
        out.writeInt(7);
        out.writeShort(state);
        out.writeShort(0xFFFF);
        out.writeShort(0);
        out.writeDouble(time);
        out.writeLong(0);
        out.writeInt(0);
        out.writeInt(0);
        if (version == 5) {
            out.writeLong(ticks);
            out.writeInt(1);
            out.writeInt(0);
            out.writeFloat(delay);
            out.writeShort(target);
            out.writeInt(0);
            out.writeInt(1);
            out.writeInt(0);
            out.writeShort(stride);
        }
        return bytes.toByteArray();
    }

    private static final String[] NAMES = {"IDLE", "PATROL", "WANDER", "STUNNED", "NOPE"};

    private static void load(Waiters batch, byte[] save) throws IOException {
        BatchSaves.read(batch, new DataInputStream(new ByteArrayInputStream(save)));
    }

    @Test
    void aSaveOfFormat5PutsTheTimerStrideAndTicksBackAsSaved() throws IOException {
        Waiters batch = new Waiters(false);
        load(batch, save(5, NAMES, 0, 1.0, 600, 1.25f, 1, 3));
        assertEquals(600, batch.ticks());
        assertEquals(3, batch.strideOf(7));
        for (int t = 0; t < 14; t++) {
            batch.tick(DT);
        }
        assertEquals(Waiters.S.IDLE, batch.stateOf(7), "1.25 s: not after 1.0 + 14 frames");
        batch.tick(DT);
        assertEquals(Waiters.S.PATROL, batch.stateOf(7), "the saved delay, not IDLE's 2.5 s");
    }

    @Test
    void aSaveWithoutTimingArmsEachTimerAsAnEntryCountedFromTheSavedTimeInState() throws IOException {
        Waiters batch = new Waiters(false);
        load(batch, save(2, new String[] {"IDLE", "PATROL", "WANDER", "STUNNED"}, 0, 2.0, 0, 0f, 0, 1));
        assertEquals(0, batch.ticks());
        assertEquals(1, batch.strideOf(7));
        for (int t = 0; t < 29; t++) {
            batch.tick(DT);
        }
        assertEquals(Waiters.S.IDLE, batch.stateOf(7));
        batch.tick(DT);
        assertEquals(Waiters.S.PATROL, batch.stateOf(7), "2.5 s in IDLE: 2.0 saved and 30 frames");
    }

    @Test
    void aBadTimerTargetOrStrideIsRefusedWholeNamingItAndTheBatchIsUnchanged() {
        String nan = refused(save(5, NAMES, 0, 1.0, 5, Float.NaN, 1, 1));
        assertTrue(nan.contains("entity 0 (id 7)'s timer in IDLE has the delay NaN seconds"), nan);
        String negative = refused(save(5, NAMES, 0, 1.0, 5, -1f, 1, 1));
        assertTrue(negative.contains("the delay -1.0 seconds"), negative);
        String unknown = refused(save(5, NAMES, 0, 1.0, 5, 1f, 4, 1));
        assertTrue(unknown.contains("leads to NOPE, which S no longer has"), unknown);
        String notAfter = refused(save(5, NAMES, 0, 1.0, 5, 1f, 3, 1));
        assertTrue(notAfter.contains("timer in IDLE leads to STUNNED, which is no @After target of IDLE in this version "
                + "(its @After targets: [PATROL])"), notAfter);
        String stride = refused(save(5, NAMES, 0, 1.0, 5, 1f, 1, 0));
        assertTrue(stride.contains("has the stride 0; a stride is 1 to 65,535"), stride);
        String ticks = refused(save(5, NAMES, 0, 1.0, -1, 1f, 1, 1));
        assertTrue(ticks.contains("-1 ticks"), ticks);
    }

    private static String refused(byte[] save) {
        Waiters batch = new Waiters(false);
        IOException refused = assertThrows(IOException.class, () -> load(batch, save));
        assertEquals(0, batch.size());
        assertEquals(0.0, batch.clock());
        assertEquals(0, batch.ticks());
        assertTrue(refused.getMessage().startsWith("Waiter: cannot load the save: "), refused.getMessage());
        return refused.getMessage();
    }
}
