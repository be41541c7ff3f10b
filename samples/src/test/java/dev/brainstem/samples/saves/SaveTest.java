package dev.brainstem.samples.saves;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.SaveOptions;
import dev.brainstem.samples.snapshot.Pose;
import dev.brainstem.samples.snapshot.SnapshotSamples;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Saves by name: a batch of the miner of version 1 of a game ({@code v1}: HOME, MINE, BANK) is saved
 * and loaded into a batch of version 2's miner, separately compiled, whose enum gained states and has
 * them in another order ({@code v2}: SALOON, BANK, HOME, MINE, SLEEP): each entity's state, previous
 * state and time in state are equal by name. A save with a state the loading enum lacks is refused,
 * naming it and the machine.
 */
class SaveTest {
    private static final SaveOptions FROM_V1 = new SaveOptions().formerly("dev.brainstem.samples.saves.v1.Miner");
    private static final SaveOptions FROM_V2 = new SaveOptions().formerly("dev.brainstem.samples.saves.v2.Miner");

    private static byte[] bytes(ByteArrayOutputStream out) {
        return out.toByteArray();
    }

    private static DataInputStream in(byte[] save) {
        return new DataInputStream(new ByteArrayInputStream(save));
    }

    @Test
    void aSaveOfVersionOneLoadsIntoVersionTwoByName() throws IOException {
        Random random = new Random(7);
        dev.brainstem.samples.saves.v1.MinerBatch old = new dev.brainstem.samples.saves.v1.MinerBatch();
        List<Long> handles = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            handles.add(old.add(new dev.brainstem.samples.saves.v1.Miner(random.nextInt())));
        }
        for (int t = 0; t < 23; t++) {
            old.tick(0.05f);
            if (t % 5 == 0) {
                old.remove(handles.remove(random.nextInt(handles.size())));
            }
        }
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        long[] written = BatchSaves.write(old, new DataOutputStream(buffer));
        assertEquals(old.size(), written.length);

        // The game saves its miners in the order written and loads them as version 2's miners.
        List<dev.brainstem.samples.saves.v2.Miner> loaded = new ArrayList<>();
        for (long h : written) {
            loaded.add(new dev.brainstem.samples.saves.v2.Miner(old.entity(h).seed));
        }
        dev.brainstem.samples.saves.v2.MinerBatch now = new dev.brainstem.samples.saves.v2.MinerBatch();
        List<String> heard = new ArrayList<>();
        now.setListener((h, from, to, event) -> heard.add(from + "->" + to));
        // The two versions are two packages of one test: the game's own class keeps its name, this one
        // reads the earlier version's saves by its name.
        long[] handlesNow = BatchSaves.read(now, in(bytes(buffer)), loaded, FROM_V1);

        assertEquals(written.length, handlesNow.length);
        assertEquals(old.size(), now.size());
        boolean somePrevious = false;
        for (int i = 0; i < written.length; i++) {
            assertEquals(old.stateOf(written[i]).name(), now.stateOf(handlesNow[i]).name(), "state of " + i);
            dev.brainstem.samples.saves.v1.Place before = old.previousOf(written[i]);
            dev.brainstem.samples.saves.v2.Place beforeNow = now.previousOf(handlesNow[i]);
            assertEquals(before == null ? null : before.name(), beforeNow == null ? null : beforeNow.name());
            somePrevious |= before != null;
            assertEquals(old.timeInState(written[i]), now.timeInState(handlesNow[i]), "time in state of " + i);
            assertEquals(loaded.get(i), now.entity(handlesNow[i]));
        }
        assertTrue(somePrevious, "the ticks moved some miners");
        for (dev.brainstem.samples.saves.v1.Place p : dev.brainstem.samples.saves.v1.Place.values()) {
            assertEquals(old.count(p), now.count(dev.brainstem.samples.saves.v2.Place.valueOf(p.name())));
        }
        assertEquals(List.of(), heard, "a load runs no handler and tells the listener nothing");
        now.tick(0.05f);
        assertEquals(old.size(), now.size(), "the loaded batch ticks on");
    }

    @Test
    void aStateTheEnumNoLongerHasIsAnErrorNamingItAndTheMachine() throws IOException {
        dev.brainstem.samples.saves.v2.MinerBatch newer = new dev.brainstem.samples.saves.v2.MinerBatch();
        newer.add(new dev.brainstem.samples.saves.v2.Miner(1));
        newer.resume(new dev.brainstem.samples.saves.v2.Miner(2), dev.brainstem.samples.saves.v2.Place.SLEEP);
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        BatchSaves.write(newer, new DataOutputStream(buffer));

        dev.brainstem.samples.saves.v1.MinerBatch older = new dev.brainstem.samples.saves.v1.MinerBatch();
        IOException e = assertThrows(IOException.class, () -> BatchSaves.read(older, in(bytes(buffer)),
                List.of(new dev.brainstem.samples.saves.v1.Miner(1), new dev.brainstem.samples.saves.v1.Miner(2)),
                FROM_V2));
        assertTrue(e.getMessage().contains("SLEEP") && e.getMessage().contains("Miner"), e.getMessage());
        assertEquals(0, older.size(), "nothing is placed from a save that does not fit");
    }

    @Test
    void aNameOnlyInTheTableIsNoError() throws IOException {
        dev.brainstem.samples.saves.v2.MinerBatch newer = new dev.brainstem.samples.saves.v2.MinerBatch();
        newer.resume(new dev.brainstem.samples.saves.v2.Miner(3), dev.brainstem.samples.saves.v2.Place.BANK);
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        BatchSaves.write(newer, new DataOutputStream(buffer));
        dev.brainstem.samples.saves.v1.MinerBatch older = new dev.brainstem.samples.saves.v1.MinerBatch();
        long[] h = BatchSaves.read(older, in(bytes(buffer)), List.of(new dev.brainstem.samples.saves.v1.Miner(3)),
                FROM_V2);
        assertEquals(dev.brainstem.samples.saves.v1.Place.BANK, older.stateOf(h[0]));
        assertNull(older.previousOf(h[0]));
    }

    @Test
    void refusals() throws IOException {
        dev.brainstem.samples.saves.v1.MinerBatch old = new dev.brainstem.samples.saves.v1.MinerBatch();
        old.add(new dev.brainstem.samples.saves.v1.Miner(1));
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        BatchSaves.write(old, new DataOutputStream(buffer));
        byte[] save = bytes(buffer);

        IOException count = assertThrows(IOException.class, () -> BatchSaves.read(
                new dev.brainstem.samples.saves.v1.MinerBatch(), in(save), List.of()));
        assertTrue(count.getMessage().contains("1 entities; 0 given"), count.getMessage());
        IllegalStateException full = assertThrows(IllegalStateException.class, () -> BatchSaves.read(old, in(save),
                List.of(new dev.brainstem.samples.saves.v1.Miner(2))));
        assertTrue(full.getMessage().contains("empty batch"), full.getMessage());
        IOException machine = assertThrows(IOException.class,
                () -> BatchSaves.read(SnapshotSamples.rollers(), in(save)));
        assertTrue(machine.getMessage().contains("it is a save of the machine dev.brainstem.samples.saves.v1.Miner"),
                machine.getMessage());
        IOException garbage = assertThrows(IOException.class, () -> BatchSaves.read(
                new dev.brainstem.samples.saves.v1.MinerBatch(), in(new byte[] {1, 2, 3, 4, 5, 6}), List.of()));
        assertTrue(garbage.getMessage().contains("not a Brainstem batch save"), garbage.getMessage());
    }

    @Test
    void anIdModeBatchSavesItsIds() throws IOException {
        var rollers = SnapshotSamples.rollers();
        rollers.add(4);
        rollers.add(9, Pose.FALL);
        rollers.resume(2, Pose.RUN);
        for (int t = 0; t < 7; t++) {
            rollers.tick(0.1f);
        }
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        long[] ids = BatchSaves.write(rollers, new DataOutputStream(buffer));
        assertArrayEquals(new long[] {2, 4, 9}, ids);
        var loaded = SnapshotSamples.rollers();
        assertArrayEquals(ids, BatchSaves.read(loaded, in(bytes(buffer))));
        for (long id : ids) {
            assertEquals(rollers.stateOf(id), loaded.stateOf(id));
            assertEquals(rollers.previousOf(id), loaded.previousOf(id));
            assertEquals(rollers.timeInState(id), loaded.timeInState(id));
        }
    }
}
