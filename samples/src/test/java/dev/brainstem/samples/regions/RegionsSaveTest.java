package dev.brainstem.samples.regions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import dev.brainstem.samples.regions.v1.Alarm;
import dev.brainstem.samples.regions.v1.Gun;
import dev.brainstem.samples.regions.v1.Stance;
import dev.brainstem.samples.regions.v1.Trooper;
import dev.brainstem.samples.regions.v1.TrooperBatch;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A machine of two regions through a snapshot, a save, and a load into the next version by name: every
 * region's state, previous state, stack, history and waiting messages come back, and a save the next version
 * cannot hold in one region is refused whole, every region of the batch left as it was.
 */
class RegionsSaveTest {
    private static final SaveOptions V1 = new SaveOptions()
            .message(Alarm.class, MessageCodec.of((a, out) -> out.writeInt(a.level()), in -> new Alarm(in.readInt())));
    private static final SaveOptions FROM_V1 = new SaveOptions().formerly("dev.brainstem.samples.regions.v1.Trooper")
            .message("dev.brainstem.samples.regions.v1.Alarm", dev.brainstem.samples.regions.v2.Alarm.class,
                    MessageCodec.of((a, out) -> out.writeInt(a.level()),
                            in -> new dev.brainstem.samples.regions.v2.Alarm(in.readInt())));

    private static void go(TrooperBatch batch, Trooper trooper, Stance stance, Gun gun) {
        trooper.stance = stance;
        trooper.gun = gun;
        batch.tick(0.1f);
    }

    @Test
    void aSnapshotAndASaveKeepEveryRegion() throws IOException {
        TrooperBatch batch = new TrooperBatch();
        Trooper a = new Trooper();
        Trooper b = new Trooper();
        long ha = batch.add(a);
        long hb = batch.add(b);
        go(batch, a, Stance.PRONE, Gun.FIRE);
        batch.transitionTo(ha, Gun.JAMMED);
        go(batch, b, Stance.CROUCH, null);
        batch.send(hb, new Alarm(2), 5f);
        BatchSnapshot snapshot = batch.snapshot();
        assertEquals(List.of(Gun.FIRE), batch.region(Gun.class).stackOf(ha));
        go(batch, a, null, Gun.CLEARED);
        assertEquals(Gun.FIRE, batch.stateOf(ha, Gun.class));
        batch.restore(snapshot);
        assertEquals(Gun.JAMMED, batch.stateOf(ha, Gun.class));
        assertEquals(Stance.PRONE, batch.stateOf(ha));
        assertEquals(Stance.CROUCH, batch.stateOf(hb));
        assertEquals(Gun.SAFE, batch.stateOf(hb, Gun.class));
        assertTrue(snapshot.matches(batch.snapshot()));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(out), V1);
        TrooperBatch loaded = new TrooperBatch();
        Trooper a2 = new Trooper();
        Trooper b2 = new Trooper();
        long[] handles = BatchSaves.read(loaded, in(out.toByteArray()), List.of(a2, b2), V1);
        assertEquals(Stance.PRONE, loaded.stateOf(handles[0]));
        assertEquals(Stance.STAND, loaded.previousOf(handles[0]));
        assertEquals(Gun.JAMMED, loaded.stateOf(handles[0], Gun.class));
        assertEquals(Gun.FIRE, loaded.previousOf(handles[0], Gun.class));
        assertEquals(List.of(Gun.FIRE), loaded.region(Gun.class).stackOf(handles[0]));
        assertEquals(Stance.CROUCH, loaded.stateOf(handles[1]));
        // The jam clears back to FIRE, which the stack kept; the history of ENGAGED is FIRE.
        go(loaded, a2, null, Gun.CLEARED);
        assertEquals(Gun.FIRE, loaded.stateOf(handles[0], Gun.class));
        go(loaded, a2, null, Gun.SAFE);
        go(loaded, a2, null, Gun.ENGAGED);
        assertEquals(Gun.FIRE, loaded.stateOf(handles[0], Gun.class), "ENGAGED resumes the loaded history");
        // The alarm waited in both regions: the stance (CROUCH) takes none, the gun engages at its time.
        for (int t = 0; t < 50; t++) {
            loaded.tick(0.1f);
        }
        assertEquals(List.of("gun"), b2.alarms);
        assertEquals(Gun.READY, loaded.stateOf(handles[1], Gun.class));
        assertEquals(1, loaded.droppedMessages(), "the stance region had nothing in CROUCH to take it");
    }

    @Test
    void theNextVersionLoadsByNameAndRefusesWholeWhatOneRegionCannotHold() throws IOException {
        TrooperBatch batch = new TrooperBatch();
        Trooper t = new Trooper();
        long h = batch.add(t);
        go(batch, t, Stance.PRONE, Gun.READY);
        batch.send(h, new Alarm(1));
        byte[] fits = save(batch);
        go(batch, t, null, Gun.FIRE);
        byte[] firing = save(batch);

        var v2 = new dev.brainstem.samples.regions.v2.TrooperBatch();
        var trooper = new dev.brainstem.samples.regions.v2.Trooper();
        long[] handles = BatchSaves.read(v2, in(fits), List.of(trooper), FROM_V1);
        assertEquals(dev.brainstem.samples.regions.v2.Stance.PRONE, v2.stateOf(handles[0]));
        assertEquals(dev.brainstem.samples.regions.v2.Gun.READY,
                v2.stateOf(handles[0], dev.brainstem.samples.regions.v2.Gun.class));

        // FIRE is gone in v2: the gun's region cannot hold the save, so neither region takes anything.
        var refusing = new dev.brainstem.samples.regions.v2.TrooperBatch();
        IOException refused = assertThrows(IOException.class, () -> BatchSaves.read(refusing, in(firing),
                List.of(new dev.brainstem.samples.regions.v2.Trooper()), FROM_V1));
        assertTrue(refused.getMessage().contains("FIRE"), refused.getMessage());
        assertEquals(0, refusing.size());
        assertEquals(0, refusing.region(dev.brainstem.samples.regions.v2.Gun.class).size());
        assertEquals(0, refusing.clock(), "the clock of the first region is left as it was");
        assertEquals(0, refusing.region(dev.brainstem.samples.regions.v2.Gun.class).clock());
        // The batch that refused takes the save that fits, whole.
        BatchSaves.read(refusing, in(fits), List.of(new dev.brainstem.samples.regions.v2.Trooper()), FROM_V1);
        assertEquals(1, refusing.region(dev.brainstem.samples.regions.v2.Gun.class).size());
    }

    private static byte[] save(TrooperBatch batch) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(out), V1);
        return out.toByteArray();
    }

    private static DataInputStream in(byte[] save) {
        return new DataInputStream(new ByteArrayInputStream(save));
    }
}
