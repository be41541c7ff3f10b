package dev.brainstem.samples.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.SaveOptions;
import dev.brainstem.samples.history.v1.Order;
import dev.brainstem.samples.history.v1.Soldier;
import dev.brainstem.samples.history.v1.SoldierBatch;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Groups you enter and history on a generated machine: an add in a group's constant, the history a stun
 * leaves and COMBAT resumes, and the histories through a snapshot, a save and a load into the next
 * version, which refuses whole what it cannot hold.
 */
class HistorySaveTest {
    private static final SaveOptions FROM_V1 = new SaveOptions().formerly("dev.brainstem.samples.history.v1.Soldier");

    private static void go(SoldierBatch batch, Soldier soldier, Order next) {
        soldier.command = next;
        batch.tick(0.1f);
    }

    @Test
    void anAddInCombatStartsWhereItsInitialsLeadAndHoldsNoHistory() {
        SoldierBatch batch = new SoldierBatch();
        long h = batch.add(new Soldier(), Order.COMBAT);
        assertEquals(Order.AIM, batch.stateOf(h));
        assertEquals(0, batch.count(Order.COMBAT));
        assertNull(batch.lastIn(h, "COMBAT"));
        assertNull(batch.lastIn(h, "ARMED"));
        assertTrue(batch.info().isGroupConstant("COMBAT"));
        assertThrows(IllegalArgumentException.class, () -> batch.resume(new Soldier(), Order.COMBAT));
    }

    @Test
    void aStunLeavesCombatAndCombatResumesWhereItWasLeft() {
        SoldierBatch batch = new SoldierBatch();
        Soldier soldier = new Soldier();
        long h = batch.add(soldier, Order.COMBAT);
        go(batch, soldier, Order.FIRE);
        batch.transitionTo(h, Order.STUNNED);
        assertEquals(Order.FIRE, batch.lastIn(h, "COMBAT"));
        assertEquals(Order.FIRE, batch.lastIn(h, "ARMED"));
        go(batch, soldier, Order.COMBAT);
        assertEquals(Order.FIRE, batch.stateOf(h), "COMBAT is deep");
        go(batch, soldier, Order.TAKE_COVER);
        go(batch, soldier, Order.PATROL);
        assertEquals(Order.TAKE_COVER, batch.lastIn(h, "COMBAT"));
        assertEquals(Order.FIRE, batch.lastIn(h, "ARMED"), "ARMED was left from FIRE, before");
        go(batch, soldier, Order.COMBAT);
        assertEquals(Order.TAKE_COVER, batch.stateOf(h));
    }

    @Test
    void aSnapshotAndASaveKeepEachEntitysHistory() throws IOException {
        SoldierBatch batch = new SoldierBatch();
        Soldier a = new Soldier();
        Soldier b = new Soldier();
        long ha = batch.add(a, Order.COMBAT);
        long hb = batch.add(b);
        go(batch, a, Order.RELOAD);
        go(batch, a, Order.PATROL);
        BatchSnapshot snapshot = batch.snapshot();
        go(batch, a, Order.COMBAT);
        go(batch, a, Order.TAKE_COVER);
        go(batch, a, Order.PATROL);
        assertEquals(Order.TAKE_COVER, batch.lastIn(ha, "COMBAT"));
        batch.restore(snapshot);
        assertEquals(Order.RELOAD, batch.lastIn(ha, "COMBAT"));
        assertNull(batch.lastIn(hb, "COMBAT"));
        assertTrue(snapshot.matches(batch.snapshot()));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(out));
        SoldierBatch loaded = new SoldierBatch();
        Soldier a2 = new Soldier();
        long[] handles = BatchSaves.read(loaded, new DataInputStream(new ByteArrayInputStream(out.toByteArray())),
                List.of(a2, new Soldier()));
        assertEquals(Order.RELOAD, loaded.lastIn(handles[0], "COMBAT"));
        assertEquals(Order.RELOAD, loaded.lastIn(handles[0], "ARMED"));
        assertNull(loaded.lastIn(handles[1], "COMBAT"));
        go(loaded, a2, Order.COMBAT);
        assertEquals(Order.RELOAD, loaded.stateOf(handles[0]), "the loaded history is the one COMBAT resumes");
    }

    @Test
    void theNextVersionLoadsTheHistoriesItCanHoldAndRefusesTheOthersWhole() throws IOException {
        SoldierBatch batch = new SoldierBatch();
        Soldier covered = new Soldier();
        batch.resume(covered, Order.TAKE_COVER);
        go(batch, covered, Order.PATROL);
        byte[] fits = save(batch);
        Soldier aimed = new Soldier();
        batch.resume(aimed, Order.FIRE);
        go(batch, aimed, Order.PATROL);
        byte[] armed = save(batch);

        var v2 = new dev.brainstem.samples.history.v2.SoldierBatch();
        var soldier = new dev.brainstem.samples.history.v2.Soldier();
        long[] handles = BatchSaves.read(v2, in(fits), List.of(soldier), FROM_V1);
        assertEquals(dev.brainstem.samples.history.v2.Order.TAKE_COVER, v2.lastIn(handles[0], "COMBAT"));
        soldier.command = dev.brainstem.samples.history.v2.Order.COMBAT;
        v2.tick(0.1f);
        assertEquals(dev.brainstem.samples.history.v2.Order.TAKE_COVER, v2.stateOf(handles[0]));

        var refusing = new dev.brainstem.samples.history.v2.SoldierBatch();
        IOException refused = assertThrows(IOException.class, () -> BatchSaves.read(refusing, in(armed),
                List.of(new dev.brainstem.samples.history.v2.Soldier(), new dev.brainstem.samples.history.v2.Soldier()),
                FROM_V1));
        assertEquals("Soldier: cannot load the save: entity 1 has a history in ARMED (FIRE), which has no history in "
                + "this version; its history groups: [COMBAT]", refused.getMessage());
        assertEquals(0, refusing.size(), "the batch is left as it was");
    }

    private static byte[] save(SoldierBatch batch) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(out));
        return out.toByteArray();
    }

    private static DataInputStream in(byte[] save) {
        return new DataInputStream(new ByteArrayInputStream(save));
    }
}
