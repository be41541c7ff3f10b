package dev.brainstem.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.SaveOptions;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A save keeps everything a later version can read: the messages waiting (delayed ones, broadcasts,
 * ones for entities that left), the dropped count, and a clock that every part of the batch agrees on
 * after the load. Each malformed stream is refused with an {@link IOException} saying what is wrong,
 * and the batch is left as it was.
 */
class SaveKeepsEverythingTest {
    @Test
    void aLoadedBatchRunsExactlyAsTheSavedOneWouldHave() throws IOException {
        RollersBatch original = SaveFixtures.livedRollers(7, 30);
        byte[] save = SaveFixtures.save(original);
        RollersBatch loaded = SaveFixtures.rollers(7, 25);
        BatchSaves.read(loaded, SaveFixtures.in(save), SaveFixtures.OPTIONS);
        assertEquals(SaveFixtures.dump(original), SaveFixtures.dump(loaded));
        // The handlers send, some with a delay counted from the clock: the loaded mailbox must agree with it.
        for (int t = 0; t < 40; t++) {
            original.tick(0.05f);
            loaded.tick(0.05f);
            assertEquals(SaveFixtures.dump(original), SaveFixtures.dump(loaded), "tick " + t);
        }
        assertTrue(original.droppedMessages() > 0, "messages for entities that left are dropped");
    }

    @Test
    void aDelayedMessageSentBeforeTheSaveArrivesAfterTheLoad() throws IOException {
        RollersBatch original = SaveFixtures.rollers(8, 0, 0);
        original.add(0, Pose.IDLE);
        original.send(0, new Poke(3), 0.25f);
        original.tick(0.1f);
        RollersBatch loaded = SaveFixtures.rollers(8, 0, 0);
        BatchSaves.read(loaded, SaveFixtures.in(SaveFixtures.save(original)), SaveFixtures.OPTIONS);
        for (RollersBatch b : List.of(original, loaded)) {
            b.tick(0.1f);
            assertEquals(Pose.IDLE, b.stateOf(0), "not yet due");
            b.tick(0.1f);
            assertEquals(Pose.RUN, b.stateOf(0), "due at 0.25: the poke sends it running");
        }
    }

    @Test
    void aDelaySentAfterALoadCountsFromTheLoadedClock() throws IOException {
        RollersBatch original = SaveFixtures.rollers(9, 0, 0);
        original.add(0, Pose.IDLE);
        for (int t = 0; t < 50; t++) {
            original.tick(0.1f);
        }
        RollersBatch loaded = SaveFixtures.rollers(9, 0, 0);
        BatchSaves.read(loaded, SaveFixtures.in(SaveFixtures.save(original)), SaveFixtures.OPTIONS);
        loaded.send(0, new Poke(3), 0.25f);
        loaded.tick(0.1f);
        assertEquals(Pose.IDLE, loaded.stateOf(0), "a delay of 0.25 s is not due 0.1 s after the load");
        loaded.tick(0.1f);
        loaded.tick(0.1f);
        assertEquals(Pose.RUN, loaded.stateOf(0));
    }

    @Test
    void aWaitingMessageWithoutACodecIsAnIOExceptionNamingItsTypeAndWritesNothing() {
        RollersBatch batch = SaveFixtures.rollers(10, 0);
        batch.add(0);
        batch.send(0, new Poke(1), 1f);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        IOException e = assertThrows(IOException.class, () -> BatchSaves.write(batch, new DataOutputStream(out)));
        assertEquals("Rollers: a message of type dev.brainstem.samples.snapshot.Poke waits and no codec is registered "
                + "for it: SaveOptions.message(Poke.class, codec)", e.getMessage());
        assertEquals(0, out.size());
    }

    @Test
    void aSaveWithMessagesReadWithoutTheirCodecIsRefusedNamingTheType() throws IOException {
        RollersBatch batch = SaveFixtures.rollers(10, 0);
        batch.add(0);
        batch.send(0, new Poke(1), 1f);
        byte[] save = SaveFixtures.save(batch);
        RollersBatch target = SaveFixtures.rollers(10, 0);
        IOException e = assertThrows(IOException.class, () -> BatchSaves.read(target, SaveFixtures.in(save)));
        assertEquals("Rollers: cannot load the save: messages of type dev.brainstem.samples.snapshot.Poke wait and no "
                + "codec is registered for it: SaveOptions.message(Poke.class, codec)", e.getMessage());
        assertEquals(0, target.size());
    }

    @Test
    void aSaveOfAnotherMachineWithTheSameSimpleNameIsRefused() throws IOException {
        dev.brainstem.samples.saves.v1.MinerBatch v1 = new dev.brainstem.samples.saves.v1.MinerBatch();
        v1.add(new dev.brainstem.samples.saves.v1.Miner(1));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(v1, new DataOutputStream(out));
        dev.brainstem.samples.saves.v2.MinerBatch v2 = new dev.brainstem.samples.saves.v2.MinerBatch();
        IOException e = assertThrows(IOException.class, () -> BatchSaves.read(v2, SaveFixtures.in(out.toByteArray()),
                List.of(new dev.brainstem.samples.saves.v2.Miner(1))));
        assertEquals("Miner: cannot load the save: it is a save of the machine dev.brainstem.samples.saves.v1.Miner, "
                + "not dev.brainstem.samples.saves.v2.Miner", e.getMessage());
        long[] loaded = BatchSaves.read(v2, SaveFixtures.in(out.toByteArray()),
                List.of(new dev.brainstem.samples.saves.v2.Miner(1)),
                new SaveOptions().formerly("dev.brainstem.samples.saves.v1.Miner"));
        assertEquals(1, loaded.length, "a machine that moved reads its earlier saves by its former name");
    }

    @Test
    void aNonFiniteOrNegativeDtIsRefusedBeforeAnythingChanges() {
        RollersBatch batch = SaveFixtures.livedRollers(11, 5);
        BatchSnapshot before = batch.snapshot();
        for (float dt : new float[] {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, -0.5f}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> batch.tick(dt));
            assertEquals("Rollers: tick(dt) with dt = " + dt + "; dt is a finite number of seconds, 0 or more",
                    e.getMessage());
            assertThrows(IllegalArgumentException.class,
                    () -> batch.tick(dt, java.util.concurrent.ForkJoinPool.commonPool()));
            assertTrue(before.matches(batch.snapshot()), "refused at " + dt + ", nothing changed");
        }
        IllegalArgumentException delay = assertThrows(IllegalArgumentException.class,
                () -> batch.send(3, new Poke(1), Float.POSITIVE_INFINITY));
        assertEquals("Rollers: a message's delay is Infinity seconds; it is a finite number of seconds, 0 or more",
                delay.getMessage());
        batch.tick(0f);
    }

    // ---------------------------------------------------------------------------------------------
    // Crafted saves: each field that can be wrong, wrong.

    /** One entity of a crafted id-mode save of {@link Rollers}: state names index Pose's table. */
    private record Row(int id, int state, int previous, int[] stack, double time) {}

    private static final String ROLLERS = "dev.brainstem.samples.snapshot.Rollers";
    private static final String[] POSES = {"IDLE", "WALK", "RUN", "FALL", "REST", "DODGE", "BACK"};

    private static byte[] crafted(int version, String machine, double clock, String[] names, List<Row> rows,
            boolean messages) throws IOException {
        return crafted(version, machine, clock, names, new String[0], rows, new int[0], messages);
    }

    /**
     * A crafted save of format 3 and later: the history groups' names after the state names, and each
     * entity's {@code history} (one state index per history group, 0xFFFF for none) after its time.
     */
    private static byte[] crafted(int version, String machine, double clock, String[] names, String[] historyGroups,
            List<Row> rows, int[] history, boolean messages) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0x4253544D);
        out.writeShort(version);
        out.writeUTF(machine);
        out.writeBoolean(true);
        out.writeBoolean(true);
        out.writeDouble(clock);
        out.writeInt(names.length);
        for (String n : names) {
            out.writeUTF(n);
        }
        if (version >= 3) {
            out.writeShort(historyGroups.length);
            for (String g : historyGroups) {
                out.writeUTF(g);
            }
        }
        out.writeInt(rows.size());
        for (Row r : rows) {
            out.writeInt(r.id());
            out.writeShort(r.state());
            out.writeShort(r.previous());
            out.writeShort(r.stack().length);
            for (int s : r.stack()) {
                out.writeShort(s);
            }
            out.writeDouble(r.time());
            if (version >= 3) {
                for (int h : history) {
                    out.writeShort(h);
                }
            }
        }
        if (messages) {
            out.writeLong(0);
            out.writeInt(0);
            out.writeInt(0);
        }
        return bytes.toByteArray();
    }

    private static String refusal(byte[] save) {
        RollersBatch target = SaveFixtures.rollers(12, 0);
        target.add(1);
        target.tick(0.5f);
        target.remove(1);
        BatchSnapshot before = target.snapshot();
        IOException e = assertThrows(IOException.class, () -> BatchSaves.read(target, SaveFixtures.in(save),
                SaveFixtures.OPTIONS));
        assertTrue(before.matches(target.snapshot()), "the batch is left as it was");
        return e.getMessage();
    }

    private static List<Row> rows(Row... rows) {
        return new ArrayList<>(List.of(rows));
    }

    @Test
    void aWellFormedCraftedSaveLoads() throws IOException {
        RollersBatch target = SaveFixtures.rollers(12, 0);
        BatchSaves.read(target, SaveFixtures.in(crafted(2, ROLLERS, 3, POSES,
                rows(new Row(4, 5, 1, new int[] {0}, 1.5)), true)), SaveFixtures.OPTIONS);
        assertEquals(Pose.DODGE, target.stateOf(4));
        assertEquals(List.of(Pose.IDLE), target.stackOf(4));
        assertEquals(1.5f, target.timeInState(4));
    }

    @Test
    void aSaveOfFormat3LoadsWhatItsHistoriesLetThisVersionHoldExactly() throws IOException {
        RollersBatch target = SaveFixtures.rollers(12, 0);
        BatchSaves.read(target, SaveFixtures.in(crafted(3, ROLLERS, 0, POSES, new String[] {"COMBAT"},
                rows(new Row(4, 5, 1, new int[] {0}, 1.5)), new int[] {0xFFFF}, true)), SaveFixtures.OPTIONS);
        assertEquals(Pose.DODGE, target.stateOf(4), "no history held: the group that is none here holds nothing");
        String none = "Rollers: cannot load the save: ";
        assertEquals(none + "entity 0 (id 4) has a history in COMBAT (WALK), which is no group of Rollers now; its "
                + "history groups: []", refusal(crafted(3, ROLLERS, 0, POSES, new String[] {"COMBAT"},
                rows(new Row(4, 0, 0xFFFF, new int[0], 0)), new int[] {1}, true)));
        assertEquals(none + "entity 0 (id 4)'s state in the history of COMBAT is BACK, which is Pose's @Back "
                + "pseudo-state: no entity is ever in it", refusal(crafted(3, ROLLERS, 0, POSES, new String[] {"COMBAT"},
                rows(new Row(4, 0, 0xFFFF, new int[0], 0)), new int[] {6}, true)));
        assertEquals(none + "it names the history group COMBAT twice", refusal(crafted(3, ROLLERS, 0, POSES,
                new String[] {"COMBAT", "COMBAT"}, rows(), new int[0], true)));
        byte[] cut = crafted(3, ROLLERS, 0, POSES, new String[] {"COMBAT"}, rows(), new int[0], true);
        assertEquals("Rollers: the save is truncated: it ends in its history groups",
                refusal(java.util.Arrays.copyOf(cut, cut.length - 23)));
    }

    @Test
    void everyMalformedFieldIsRefusedSayingWhat() throws IOException {
        String none = "Rollers: cannot load the save: ";
        assertEquals(none + "it is a save of format 7; this runtime reads formats 1 to 6",
                refusal(crafted(7, ROLLERS, 0, POSES, rows(), true)));
        assertEquals(none + "it is a save of format 4, which machines of orthogonal regions write; Rollers has no "
                + "regions", refusal(crafted(4, ROLLERS, 0, POSES, rows(), true)));
        assertEquals(none + "it is a save of format 0; this runtime reads formats 1 to 6",
                refusal(crafted(0, ROLLERS, 0, POSES, rows(), true)));
        assertEquals(none + "its clock is NaN; a clock is a finite number of seconds, 0 or more",
                refusal(crafted(2, ROLLERS, Double.NaN, POSES, rows(), true)));
        assertEquals(none + "its clock is -1.0; a clock is a finite number of seconds, 0 or more",
                refusal(crafted(2, ROLLERS, -1, POSES, rows(), true)));
        assertEquals(none + "entity 0 (id 4) has been in IDLE for NaN seconds; a time is a finite number of seconds, "
                + "0 or more", refusal(crafted(2, ROLLERS, 0, POSES, rows(new Row(4, 0, 0xFFFF, new int[0], Double.NaN)),
                true)));
        assertEquals(none + "entity 0 (id 4)'s previous state is BACK, which is Pose's @Back pseudo-state: no entity is "
                + "ever in it", refusal(crafted(2, ROLLERS, 0, POSES, rows(new Row(4, 0, 6, new int[0], 0)), true)));
        assertEquals(none + "entity 0 (id 4)'s suspended state is BACK, which is Pose's @Back pseudo-state: no entity "
                + "is ever in it", refusal(crafted(2, ROLLERS, 0, POSES, rows(new Row(4, 5, 0xFFFF, new int[] {6}, 0)),
                true)));
        assertEquals(none + "entity 0 (id 4) has suspended states [IDLE] in WALK, which is not an @Interrupt state: only "
                + "an interrupt suspends states", refusal(crafted(2, ROLLERS, 0, POSES,
                rows(new Row(4, 1, 0xFFFF, new int[] {0}, 0)), true)));
        assertEquals(none + "entity 0 (id 4) has a stack of 2 states; this machine's hold at most 1 (one per "
                + "@Interrupt state)", refusal(crafted(2, ROLLERS, 0, POSES,
                rows(new Row(4, 5, 0xFFFF, new int[] {0, 1}, 0)), true)));
        assertEquals(none + "entity 0 (id 4)'s stack [DODGE] in DODGE holds the interrupt DODGE it is in: entering an "
                + "interrupt cuts the stack back below it", refusal(crafted(2, ROLLERS, 0, POSES,
                rows(new Row(4, 5, 0xFFFF, new int[] {5}, 0)), true)));
        assertEquals(none + "entity 1 has id 4; ids are saved in ascending order, after 4, at most 2147483638",
                refusal(crafted(2, ROLLERS, 0, POSES, rows(new Row(4, 0, 0xFFFF, new int[0], 0),
                        new Row(4, 0, 0xFFFF, new int[0], 0)), true)));
        assertEquals(none + "entity 0 (id 4)'s state is state 9 of a table of 7",
                refusal(crafted(2, ROLLERS, 0, POSES, rows(new Row(4, 9, 0xFFFF, new int[0], 0)), true)));
        assertEquals(none + "it claims 0 state names; a machine has 1 to 65535",
                refusal(crafted(2, ROLLERS, 0, new String[0], rows(), true)));
        assertEquals(none + "it is not a Brainstem batch save (no magic number)", refusal(new byte[] {1, 2, 3, 4, 5}));
        byte[] whole = crafted(2, ROLLERS, 0, POSES, rows(new Row(4, 0, 0xFFFF, new int[0], 0)), true);
        assertEquals("Rollers: the save is truncated: it ends in entity 0",
                refusal(java.util.Arrays.copyOf(whole, whole.length - 16 - 5)));
        assertEquals("Rollers: the save is truncated: it ends in its state names",
                refusal(java.util.Arrays.copyOf(whole, 70)));
    }

    @Test
    void aHugeClaimedCountAllocatesNothingBeforeTheStreamEnds() throws IOException {
        byte[] save = crafted(2, ROLLERS, 0, POSES, rows(), true);
        // The entity count sits just before the message section (8 + 4 + 4 bytes from the end).
        int count = save.length - 16 - 4;
        save[count] = 0x7F;
        save[count + 1] = (byte) 0xFF;
        save[count + 2] = (byte) 0xFF;
        save[count + 3] = (byte) 0x00;
        assertEquals("Rollers: the save is truncated: it ends in entity 0", refusal(save));
    }

    @Test
    void aFormatOneSaveWhoseStackNamesWhatIsNowThePseudoStateIsRefused() throws IOException {
        // Format 1 named the machine by its simple name and kept no messages. Its BACK, in the table the
        // earlier version wrote, was an ordinary state then.
        String[] earlier = {"IDLE", "DODGE", "BACK"};
        assertEquals("Rollers: cannot load the save: entity 0 (id 2)'s suspended state is BACK, which is Pose's @Back "
                + "pseudo-state: no entity is ever in it", refusal(crafted(1, "Rollers", 0, earlier,
                rows(new Row(2, 1, 0xFFFF, new int[] {2}, 0)), false)));
        RollersBatch target = SaveFixtures.rollers(12, 0);
        BatchSaves.read(target, SaveFixtures.in(crafted(1, "Rollers", 2, earlier,
                rows(new Row(2, 1, 0, new int[] {0}, 0.5)), false)), SaveFixtures.OPTIONS);
        assertEquals(List.of(Pose.IDLE), target.stackOf(2), "a format-1 save without such a state loads");
    }
}
