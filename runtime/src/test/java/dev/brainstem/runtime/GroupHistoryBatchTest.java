package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Soldiers.V1;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The batch's side of groups you enter and history, on the hand-written {@link Soldiers}: an add in a
 * group's constant, {@link AbstractBatch#lastIn}, histories cleared when a slot is taken again, grown
 * with the batch, put back by a restore, and kept by saves by group and state name, under the rule for
 * versions (refused whole when this version cannot hold them exactly).
 */
class GroupHistoryBatchTest {
    /** The second version: the same groups, the enum in another order. */
    enum V2 { COMBAT, STUNNED, FIRE, AIM, TAKE_COVER, PATROL }

    private static Soldiers<V2> v2(MachineInfo.Group... groups) {
        return new Soldiers<>(new MachineInfo("Soldier", Soldiers.names(V2.values()), "PATROL",
                new String[] {"STUNNED", "COMBAT"}, groups), V2.values(), true);
    }

    private static MachineInfo.Group combat(MachineInfo.History history) {
        return new MachineInfo.Group("COMBAT", null, "TAKE_COVER", "ARMED", history);
    }

    private static MachineInfo.Group armed(String states, MachineInfo.History history) {
        return new MachineInfo.Group("ARMED", "COMBAT", states, "AIM", history);
    }

    /** The first version's machine as it was before it had groups: it keeps no history. */
    private static Soldiers<V1> v0() {
        return new Soldiers<>(new MachineInfo("Soldier", Soldiers.names(V1.values()), "PATROL",
                new String[] {"STUNNED", "COMBAT"}), V1.values(), true);
    }

    private static byte[] save(AbstractBatch<?> batch) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(out));
        return out.toByteArray();
    }

    private static DataInputStream in(byte[] save) {
        return new DataInputStream(new ByteArrayInputStream(save));
    }

    /** Entity 1 left COMBAT from FIRE (ARMED from FIRE too); entity 4 left COMBAT from TAKE_COVER only. */
    private static Soldiers<V1> fought() {
        Soldiers<V1> batch = Soldiers.v1(true);
        batch.add(1, V1.COMBAT);
        batch.transitionTo(1, V1.FIRE);
        batch.transitionTo(1, V1.STUNNED);
        batch.add(4, V1.TAKE_COVER);
        batch.transitionTo(4, V1.PATROL);
        batch.add(6, V1.PATROL);
        return batch;
    }

    @Test
    void anAddInAGroupsConstantStartsWhereItsInitialsLeadWithNoHistory() {
        for (boolean idMode : new boolean[] {true, false}) {
            Soldiers<V1> batch = Soldiers.v1(idMode);
            long h = idMode ? batch.add(3, V1.COMBAT) : batch.add("x", V1.COMBAT);
            assertEquals(V1.AIM, batch.stateOf(h));
            assertEquals(1, batch.count(V1.AIM));
            assertEquals(0, batch.count(V1.COMBAT), "no entity is in a group's constant");
            assertNull(batch.lastIn(h, "COMBAT"));
            assertNull(batch.lastIn(h, "ARMED"));
        }
    }

    @Test
    void lastInTellsTheStateEachHistoryGroupWasLastLeftFrom() {
        Soldiers<V1> batch = fought();
        assertEquals(V1.FIRE, batch.lastIn(1, "COMBAT"));
        assertEquals(V1.FIRE, batch.lastIn(1, "ARMED"));
        assertEquals(V1.TAKE_COVER, batch.lastIn(4, "COMBAT"));
        assertNull(batch.lastIn(4, "ARMED"), "TAKE_COVER is in COMBAT, not in ARMED");
        batch.transitionTo(1, V1.COMBAT);
        assertEquals(V1.FIRE, batch.stateOf(1), "COMBAT is deep: back to FIRE");
        batch.transitionTo(1, V1.TAKE_COVER);
        assertEquals(V1.FIRE, batch.lastIn(1, "COMBAT"), "moving inside COMBAT leaves it not");
        assertEquals(V1.FIRE, batch.lastIn(1, "ARMED"), "it left ARMED again, from FIRE");
    }

    @Test
    void lastInNamesAGroupItCannotAnswerFor() {
        Soldiers<V1> batch = fought();
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> batch.lastIn(1, "AGGRO"));
        assertEquals("Soldier: AGGRO is no group of the machine; its history groups: [COMBAT, ARMED]",
                none.getMessage());
        Soldiers<V2> plain = v2(combat(MachineInfo.History.DEEP), armed("AIM FIRE", MachineInfo.History.NONE));
        plain.add(0, V2.PATROL);
        IllegalArgumentException without = assertThrows(IllegalArgumentException.class, () -> plain.lastIn(0, "ARMED"));
        assertEquals("Soldier: ARMED is a group without history; its history groups: [COMBAT]", without.getMessage());
        assertThrows(IllegalArgumentException.class, () -> batch.lastIn(2, "COMBAT"), "a stale handle");
    }

    @Test
    void aSlotTakenByAnotherEntityHoldsNoHistory() {
        Soldiers<V1> ids = fought();
        ids.remove(1);
        ids.add(1, V1.PATROL);
        assertNull(ids.lastIn(1, "COMBAT"));
        assertNull(ids.lastIn(1, "ARMED"));
        ids.remove(4);
        ids.resume(4, V1.PATROL);
        assertNull(ids.lastIn(4, "COMBAT"), "a resumed entity holds no history");
        assertEquals(V1.PATROL, ids.stateOf(4));

        Soldiers<V1> objects = Soldiers.v1(false);
        long x = objects.add("x", V1.FIRE);
        objects.transitionTo(x, V1.PATROL);
        assertEquals(V1.FIRE, objects.lastIn(x, "COMBAT"));
        objects.remove(x);
        long y = objects.add("y", V1.PATROL);
        assertEquals(x >>> 32, y >>> 32, "y takes x's slot");
        assertNull(objects.lastIn(y, "COMBAT"));
        objects.transitionTo(y, V1.AIM);
        objects.transitionTo(y, V1.PATROL);
        objects.remove(y);
        long z = objects.resume("z", V1.STUNNED);
        assertEquals(y >>> 32, z >>> 32);
        assertNull(objects.lastIn(z, "ARMED"));
    }

    @Test
    void historiesGrowWithTheBatch() {
        Soldiers<V1> batch = Soldiers.v1(true);
        V1[] left = {V1.TAKE_COVER, V1.AIM, V1.FIRE};
        for (int id = 0; id < 3000; id++) {
            batch.add(id, left[id % 3]);
            if (id % 5 != 0) {
                batch.transitionTo(id, V1.PATROL);
            }
        }
        for (int id = 0; id < 3000; id++) {
            V1 expected = id % 5 == 0 ? null : left[id % 3];
            assertEquals(expected, batch.lastIn(id, "COMBAT"), "entity " + id);
            assertEquals(expected == V1.TAKE_COVER ? null : expected, batch.lastIn(id, "ARMED"), "entity " + id);
        }
    }

    @Test
    void aRestorePutsTheHistoriesBackAndASnapshotTellsThemApart() {
        for (boolean idMode : new boolean[] {true, false}) {
            Soldiers<V1> batch = Soldiers.v1(idMode);
            long a = idMode ? batch.add(0, V1.FIRE) : batch.add("a", V1.FIRE);
            long b = idMode ? batch.add(1, V1.TAKE_COVER) : batch.add("b", V1.TAKE_COVER);
            batch.transitionTo(a, V1.STUNNED);
            BatchSnapshot snapshot = batch.snapshot();
            batch.transitionTo(a, V1.COMBAT);
            batch.transitionTo(a, V1.AIM);
            batch.transitionTo(a, V1.PATROL);
            batch.transitionTo(b, V1.PATROL);
            batch.remove(b);
            long c = idMode ? batch.add(70, V1.AIM) : batch.add("c", V1.AIM);
            batch.transitionTo(c, V1.PATROL);
            assertFalse(snapshot.matches(batch.snapshot()));
            batch.restore(snapshot);
            assertEquals(V1.STUNNED, batch.stateOf(a));
            assertEquals(V1.FIRE, batch.lastIn(a, "COMBAT"));
            assertEquals(V1.FIRE, batch.lastIn(a, "ARMED"));
            assertEquals(V1.TAKE_COVER, batch.stateOf(b));
            assertNull(batch.lastIn(b, "COMBAT"));
            assertTrue(snapshot.matches(batch.snapshot()));
            long d = idMode ? batch.add(70, V1.PATROL) : batch.add("d", V1.PATROL);
            assertNull(batch.lastIn(d, "COMBAT"), "a slot beyond the snapshot holds no history");

            // Two batches alike in everything but one entity's history do not match.
            Soldiers<V1> other = Soldiers.v1(idMode);
            Soldiers<V1> same = Soldiers.v1(idMode);
            long o = idMode ? other.add(0, V1.PATROL) : other.add("o", V1.PATROL);
            long s = idMode ? same.add(0, V1.PATROL) : same.add("o", V1.PATROL);
            other.transitionTo(o, V1.AIM);
            other.transitionTo(o, V1.PATROL);
            same.transitionTo(s, V1.FIRE);
            same.transitionTo(s, V1.PATROL);
            BatchSnapshot mine = other.snapshot();
            BatchSnapshot theirs = same.snapshot();
            if (!idMode) {
                // Object mode compares the entity objects, which differ anyway: compare a restore of the same batch.
                BatchSnapshot before = other.snapshot();
                other.transitionTo(o, V1.FIRE);
                other.transitionTo(o, V1.PATROL);
                assertFalse(before.matches(other.snapshot()), "only the history differs");
            } else {
                assertFalse(mine.matches(theirs), "only the history differs");
            }
        }
    }

    @Test
    void aSaveKeepsTheHistoriesByNameIntoAVersionWithTheStatesInAnotherOrder() throws IOException {
        byte[] save = save(fought());
        Soldiers<V2> loaded = v2(combat(MachineInfo.History.DEEP), armed("AIM FIRE", MachineInfo.History.SHALLOW));
        long[] ids = BatchSaves.read(loaded, in(save));
        assertEquals(List.of(1L, 4L, 6L), Arrays.stream(ids).boxed().toList());
        assertEquals(V2.STUNNED, loaded.stateOf(1));
        assertEquals(V2.FIRE, loaded.lastIn(1, "COMBAT"));
        assertEquals(V2.FIRE, loaded.lastIn(1, "ARMED"));
        assertEquals(V2.TAKE_COVER, loaded.lastIn(4, "COMBAT"));
        assertNull(loaded.lastIn(4, "ARMED"));
        assertNull(loaded.lastIn(6, "COMBAT"));
        loaded.transitionTo(1, V2.COMBAT);
        assertEquals(V2.FIRE, loaded.stateOf(1), "the loaded history is the one entering COMBAT resumes");
    }

    private static int version(byte[] save) throws IOException {
        DataInputStream in = in(save);
        in.readInt();
        return in.readUnsignedShort();
    }

    @Test
    void aMachineWithoutHistoryWritesTheFormatItWroteBeforeAndItsSavesLoadWithNoHistory() throws IOException {
        Soldiers<V1> before = v0();
        before.add(2, V1.FIRE);
        before.transitionTo(2, V1.PATROL);
        byte[] save = save(before);
        assertEquals(2, version(save));
        assertEquals(3, version(save(fought())));
        Soldiers<V1> now = Soldiers.v1(true);
        BatchSaves.read(now, in(save));
        assertEquals(V1.PATROL, now.stateOf(2));
        assertEquals(V1.FIRE, now.previousOf(2));
        assertNull(now.lastIn(2, "COMBAT"), "a save from before histories holds none");
    }

    @Test
    void aSaveWhoseHistoriesThisVersionCannotHoldIsRefusedWholeAndTheBatchIsLeftAsItWas() throws IOException {
        byte[] save = save(fought());
        refused(save, v2(combat(MachineInfo.History.DEEP), armed("AIM FIRE", MachineInfo.History.NONE)),
                "Soldier: cannot load the save: entity 0 (id 1) has a history in ARMED (FIRE), which has no history "
                + "in this version; its history groups: [COMBAT]");
        refused(save, v2(combat(MachineInfo.History.DEEP), armed("AIM", MachineInfo.History.SHALLOW)),
                "Soldier: cannot load the save: entity 0 (id 1)'s history in COMBAT is FIRE, which COMBAT does not "
                + "contain in this version (its states: [AIM, TAKE_COVER])");
        refused(save, v2(), "Soldier: cannot load the save: entity 0 (id 1) has a history in COMBAT (FIRE), which is "
                + "no group of Soldier now; its history groups: []");

        // Entity 4's history alone (TAKE_COVER in COMBAT) fits a version whose ARMED lost its history and FIRE.
        Soldiers<V1> calm = Soldiers.v1(true);
        calm.add(4, V1.TAKE_COVER);
        calm.transitionTo(4, V1.PATROL);
        calm.add(5, V1.PATROL);
        Soldiers<V2> fits = v2(combat(MachineInfo.History.DEEP), armed("AIM", MachineInfo.History.NONE));
        BatchSaves.read(fits, in(save(calm)));
        assertEquals(V2.TAKE_COVER, fits.lastIn(4, "COMBAT"));
        assertNull(fits.lastIn(5, "COMBAT"));
    }

    @Test
    void aHistoryInAGroupsConstantOrCutShortIsRefused() throws IOException {
        byte[] save = save(fought());
        // The history group table follows the six state names; entity 0's histories follow its state, previous,
        // stack depth (no time kept): patch its COMBAT history to state 5, the group's constant COMBAT.
        String qualified = "dev.brainstem.runtime.Soldier";
        int header = 4 + 2 + 2 + qualified.length() + 1 + 1 + 8 + 4;
        for (V1 s : V1.values()) {
            header += 2 + s.name().length();
        }
        int groups = 2 + (2 + "COMBAT".length()) + (2 + "ARMED".length());
        int entity0 = header + groups + 4 + 4 + 2 + 2 + 2;
        byte[] patched = save.clone();
        assertEquals(V1.FIRE.ordinal(), (patched[entity0] << 8 | patched[entity0 + 1] & 0xFF));
        patched[entity0 + 1] = (byte) V1.COMBAT.ordinal();
        refused(patched, Soldiers.v1(true), "Soldier: cannot load the save: entity 0 (id 1)'s state in the history of "
                + "COMBAT is COMBAT, which is V1's constant of the group COMBAT, a pseudo-state: no entity is ever "
                + "in it");
        refused(Arrays.copyOf(save, entity0 + 1), Soldiers.v1(true),
                "Soldier: the save is truncated: it ends in entity 0");
    }

    private static void refused(byte[] save, Soldiers<?> batch, String message) throws IOException {
        IOException e = assertThrows(IOException.class, () -> BatchSaves.read(batch, in(save)));
        assertEquals(message, e.getMessage());
        assertEquals(0, batch.size());
        assertEquals(0.0, batch.clock());
        BatchSaves.read(batch, in(save(v0())));
        assertEquals(0, batch.size(), "the refused load left the batch as it was, and it loads another save");
    }
}
