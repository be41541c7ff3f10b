package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Bodies.Arms;
import dev.brainstem.runtime.Bodies.Halt;
import dev.brainstem.runtime.Bodies.Legs;
import dev.brainstem.runtime.Bodies.Move;
import dev.brainstem.runtime.Bodies.Shoot;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Saves of a machine of orthogonal regions ({@link Bodies}): format 4 keeps every region's entities, states,
 * previous states and waiting messages by the region's name, loads back exactly, and a save that does not
 * fit is refused whole, no region changed; a save of one region (format 1 to 3) still loads, the regions it
 * does not hold entering their initial states; a region's batch neither writes nor reads.
 */
class RegionSavesTest {
    private static final SaveOptions CODECS = new SaveOptions()
            .message(Move.class, MessageCodec.of((m, out) -> out.writeByte(m.to().ordinal()),
                    in -> new Move(Legs.values()[in.readByte()])))
            .message(Shoot.class, MessageCodec.of((m, out) -> out.writeByte(m.to().ordinal()),
                    in -> new Shoot(Arms.values()[in.readByte()])))
            .message(Halt.class, MessageCodec.of((m, out) -> {}, in -> new Halt()));

    /** An id-mode machine with three entities, moves in both regions, and messages waiting in both. */
    private static Bodies<Legs> played() {
        Bodies<Legs> legs = Bodies.machine(true);
        Bodies<Arms> arms = legs.arms();
        legs.add(2, Legs.IDLE);
        legs.add(5, Legs.WALK);
        legs.add(9, Legs.RUN);
        arms.transitionTo(5, Arms.AIM);
        arms.transitionTo(9, Arms.FIRE);
        legs.tick(0.5f);
        legs.send(2, new Move(Legs.RUN));
        legs.send(9, new Shoot(Arms.READY), 1f);
        legs.broadcast(new Halt());
        return legs;
    }

    private static byte[] save(AbstractBatch<?> batch) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(bytes), CODECS);
        return bytes.toByteArray();
    }

    private static DataInputStream in(byte[] save) {
        return new DataInputStream(new ByteArrayInputStream(save));
    }

    @Test
    void aSaveOfFormat4KeepsEveryRegionAndLoadsBackExactly() throws IOException {
        Bodies<Legs> played = played();
        byte[] save = save(played);
        assertEquals(4, (save[4] << 8 | save[5] & 0xFF), "a machine of regions writes format 4");
        Bodies<Legs> loaded = Bodies.machine(true);
        long[] ids = BatchSaves.read(loaded, in(save), CODECS);
        assertArrayEquals(new long[] {2, 5, 9}, ids);
        Bodies<Arms> arms = loaded.arms();
        for (long id : ids) {
            assertEquals(played.stateOf(id), loaded.stateOf(id));
            assertEquals(played.stateOf(id, Arms.class), loaded.stateOf(id, Arms.class));
            assertEquals(played.previousOf(id, Arms.class), loaded.previousOf(id, Arms.class));
        }
        assertEquals(Arms.FIRE, arms.stateOf(9));
        assertEquals(Arms.READY, arms.previousOf(9));
        assertEquals(0.5, arms.clock());
        assertEquals(3, arms.size());
        List<String> got = new ArrayList<>();
        loaded.onMessage = (region, slot, state, message) -> {
            got.add("legs " + slot + " " + message);
            return message instanceof Move m ? m.to() : state;
        };
        arms.onMessage = (region, slot, state, message) -> {
            got.add("arms " + slot + " " + message);
            return message instanceof Shoot s ? s.to() : state;
        };
        loaded.tick(0.1f);
        assertEquals(List.of("legs 2 Move[to=RUN]", "legs 2 Halt[]", "legs 5 Halt[]", "legs 9 Halt[]",
                "arms 2 Halt[]", "arms 5 Halt[]", "arms 9 Halt[]"), got, "each region's waiting messages came back");
        got.clear();
        loaded.tick(1f);
        assertEquals(List.of("arms 9 Shoot[to=READY]"), got, "the delayed one at its due time");
        assertEquals(Arms.READY, arms.stateOf(9));
        assertArrayEquals(save(played), save, "writing changes nothing");
    }

    @Test
    void anObjectModeSaveGivesEveryRegionTheEntitiesInTheirOrder() throws IOException {
        Bodies<Legs> legs = Bodies.machine(false);
        Object a = "a";
        Object b = "b";
        long ha = legs.add(a, Legs.RUN);
        long hb = legs.add(b, Legs.WALK);
        legs.arms().transitionTo(hb, Arms.AIM);
        legs.send(hb, new Shoot(Arms.FIRE));
        byte[] save = save(legs);
        Bodies<Legs> loaded = Bodies.machine(false);
        long[] handles = BatchSaves.read(loaded, in(save), List.of(a, b), CODECS);
        assertEquals(2, handles.length);
        assertEquals(Legs.RUN, loaded.stateOf(handles[0]));
        assertEquals(Arms.READY, loaded.stateOf(handles[0], Arms.class));
        assertEquals(Arms.AIM, loaded.stateOf(handles[1], Arms.class));
        loaded.arms().onMessage = (region, slot, state, message) -> ((Shoot) message).to();
        loaded.tick(0.1f);
        assertEquals(Arms.FIRE, loaded.stateOf(handles[1], Arms.class), "the message followed its entity");
        assertTrue(ha >= 0);
    }

    @Test
    void aSaveThatDoesNotFitIsRefusedWholeAndNoRegionChanges() throws IOException {
        byte[] save = save(played());
        byte[] renamed = replace(save, "Arms", "Armz");
        refused(renamed, "Body: cannot load the save: it holds the region Armz, which Body does not have "
                + "(its regions: [Legs, Arms])");
        byte[] twice = replace(save, "Arms", "Legs");
        refused(twice, "Body: cannot load the save: it holds the region Legs twice");
        byte[] unknownState = replace(save, "FIRE", "FIRX");
        refused(unknownState, "Body.Arms: cannot load the save: entity 2 (id 9)'s state is FIRX, which Arms no longer "
                + "has (its states: [READY, AIM, FIRE])");
        refused(Arrays.copyOf(save, save.length - 3), "Body.Arms: the save is truncated: it ends in message 1");
        IOException plain = assertThrows(IOException.class, () -> BatchSaves.read(Bodies.legsAlone(true), in(save),
                CODECS));
        assertEquals("Body: cannot load the save: it is a save of format 4, which machines of orthogonal regions "
                + "write; Body has no regions", plain.getMessage());
    }

    /** The load of {@code save} is refused with {@code message}, and neither region changed: both load another. */
    private static void refused(byte[] save, String message) throws IOException {
        Bodies<Legs> legs = Bodies.machine(true);
        IOException e = assertThrows(IOException.class, () -> BatchSaves.read(legs, in(save), CODECS));
        assertEquals(message, e.getMessage());
        for (AbstractBatch<?> region : legs.regions()) {
            assertEquals(0, region.size());
            assertEquals(0.0, region.clock());
            assertEquals(0, region.droppedMessages());
        }
        BatchSaves.read(legs, in(save(played())), CODECS);
        assertEquals(3, legs.arms().size(), "the refused load left every region as it was, and it loads another save");
    }

    /** {@code save} with the first {@code from} (a UTF name of the same length) after the header replaced. */
    private static byte[] replace(byte[] save, String from, String to) {
        byte[] find = from.getBytes(StandardCharsets.UTF_8);
        for (int k = 8; k + find.length <= save.length; k++) {
            if (Arrays.equals(Arrays.copyOfRange(save, k, k + find.length), find)) {
                byte[] patched = save.clone();
                System.arraycopy(to.getBytes(StandardCharsets.UTF_8), 0, patched, k, find.length);
                return patched;
            }
        }
        throw new AssertionError("no " + from + " in the save");
    }

    @Test
    void aSaveOfOneRegionLoadsTheRegionsItDoesNotHoldInTheirInitialStates() throws IOException {
        Bodies<Legs> before = Bodies.legsAlone(true);
        before.add(3, Legs.RUN);
        before.add(4, Legs.WALK);
        before.transitionTo(4, Legs.IDLE);
        byte[] save = save(before);
        assertEquals(2, (save[4] << 8 | save[5] & 0xFF), "a plain machine still writes format 2");
        Bodies<Legs> legs = Bodies.machine(true);
        BatchSaves.read(legs, in(save), CODECS);
        assertEquals(Legs.RUN, legs.stateOf(3));
        assertEquals(Legs.WALK, legs.previousOf(4));
        assertEquals(Arms.READY, legs.stateOf(3, Arms.class), "a region the save does not hold: its initial state");
        assertNull(legs.previousOf(4, Arms.class));
        assertEquals(2, legs.arms().count(Arms.READY));
        legs.tick(0.1f);
        assertFalse(legs.arms().contains(7));
    }

    @Test
    void aRegionsBatchNeitherWritesNorReads() throws IOException {
        Bodies<Legs> legs = played();
        byte[] save = save(legs);
        IllegalStateException write = assertThrows(IllegalStateException.class,
                () -> BatchSaves.write(legs.arms(), new DataOutputStream(new ByteArrayOutputStream()), CODECS));
        assertEquals("Body.Arms is a region of Body's batch: call BatchSaves.write on that batch", write.getMessage());
        Bodies<Legs> empty = Bodies.machine(true);
        IllegalStateException read = assertThrows(IllegalStateException.class,
                () -> BatchSaves.read(empty.arms(), in(save), CODECS));
        assertEquals("Body.Arms is a region of Body's batch: call BatchSaves.read on that batch", read.getMessage());
        assertEquals(0, empty.arms().size());
    }
}
