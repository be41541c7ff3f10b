package dev.brainstem.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.HandlerException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A save is untrusted input. Real saves of lived batches (stacks, delayed messages, messages for
 * entities that left, broadcasts) are mutated: bit flips, truncations, splices of two saves, bytes
 * inserted or deleted, counts overwritten with extreme values. Each mutant either loads, and is then a
 * batch this machine could hold (no entity in the {@code @Back} pseudo-state, stacks only in the
 * interrupt) whose save loads back to the same bytes, or is refused with an {@link IOException} that
 * leaves the batch exactly as it was: no other exception, ever. Thousands of mutants a run. The same for a
 * machine with history ({@link Skirmishers}): a loaded mutant holds histories only of states inside their
 * groups, a refused one leaves every entity's history as it was, and a real save round-trips them all.
 */
class SaveFuzzTest {
    private static final int MUTANTS = 2500;

    @Test
    void mutatedIdModeSavesLoadOrAreRefusedLeavingTheBatchAsItWas() throws IOException {
        List<byte[]> saves = List.of(SaveFixtures.save(SaveFixtures.livedRollers(1, 40)),
                SaveFixtures.save(SaveFixtures.livedRollers(2, 25)), SaveFixtures.save(SaveFixtures.livedRollers(3, 7)));
        Random random = new Random(11);
        int loaded = 0;
        for (int k = 0; k < MUTANTS; k++) {
            byte[] mutant = StreamMutations.mutate(saves, random);
            RollersBatch target = untouchedTarget();
            BatchSnapshot before = target.snapshot();
            String dumpBefore = SaveFixtures.dump(target);
            try {
                BatchSaves.read(target, SaveFixtures.in(mutant), SaveFixtures.OPTIONS);
            } catch (IOException refused) {
                assertTrue(refused.getMessage() != null && refused.getMessage().startsWith("Rollers: "),
                        "a refusal names the machine: " + refused.getMessage());
                assertTrue(before.matches(target.snapshot()), "a refused save changed the batch: " + refused);
                assertEquals(dumpBefore, SaveFixtures.dump(target));
                continue;
            } catch (RuntimeException wrong) {
                fail("mutant " + k + " threw " + wrong + " instead of an IOException", wrong);
            }
            loaded++;
            checkHoldable(target);
            byte[] again = SaveFixtures.save(target);
            RollersBatch fresh = SaveFixtures.rollers(5, 25);
            BatchSaves.read(fresh, SaveFixtures.in(again), SaveFixtures.OPTIONS);
            assertArrayEquals(again, SaveFixtures.save(fresh), "a loaded mutant saves and loads back to itself");
            tickOnce(target);
        }
        assertTrue(loaded > MUTANTS / 50, "some mutants load (" + loaded + "): the fuzzer reaches past the header");
        assertTrue(loaded < MUTANTS / 2, "most mutants are refused (" + loaded + " loaded)");
    }

    @Test
    void mutatedObjectModeSavesLoadOrAreRefusedLeavingTheBatchAsItWas() throws IOException {
        List<List<Roller>> entities = new ArrayList<>();
        List<byte[]> saves = new ArrayList<>();
        for (int seed = 1; seed <= 3; seed++) {
            List<Roller> rollers = new ArrayList<>();
            saves.add(SaveFixtures.save(SaveFixtures.livedRoller(seed, 10 * seed, rollers)));
            entities.add(rollers);
        }
        Random random = new Random(12);
        int loaded = 0;
        for (int k = 0; k < MUTANTS; k++) {
            byte[] mutant = StreamMutations.mutate(saves, random);
            RollerBatch target = new RollerBatch();
            long gone = target.add(new Roller(1, 0, 0));
            long left = target.add(new Roller(2, 0, 0), Pose.FALL);
            target.tick(0.3f);
            target.broadcast(new Poke(4), 0.5f);
            target.remove(gone);
            target.remove(left);
            BatchSnapshot before = target.snapshot();
            List<Roller> given = fresh(entities.get(random.nextInt(entities.size())));
            try {
                BatchSaves.read(target, SaveFixtures.in(mutant), given, SaveFixtures.OPTIONS);
            } catch (IOException refused) {
                assertTrue(before.matches(target.snapshot()), "a refused save changed the batch: " + refused);
                continue;
            } catch (RuntimeException wrong) {
                fail("mutant " + k + " threw " + wrong + " instead of an IOException", wrong);
            }
            loaded++;
            for (Roller r : given) {
                r.friend = -1;
            }
            byte[] again = SaveFixtures.save(target);
            RollerBatch fresh = new RollerBatch();
            BatchSaves.read(fresh, SaveFixtures.in(again), fresh(given), SaveFixtures.OPTIONS);
            assertArrayEquals(again, SaveFixtures.save(fresh), "a loaded mutant saves and loads back to itself");
            tickOnce(target);
        }
        assertTrue(loaded > MUTANTS / 50, "some mutants load (" + loaded + ")");
    }

    // ---------------------------------------------------------------------------------------------
    // A machine with history: FIGHT (deep) holds ARMED (shallow).

    private static final Set<Stance> IN_FIGHT = EnumSet.of(Stance.COVER, Stance.AIM, Stance.FIRE, Stance.RELOAD);
    private static final Set<Stance> IN_ARMED = EnumSet.of(Stance.AIM, Stance.FIRE, Stance.RELOAD);
    private static final Set<Stance> PSEUDO = EnumSet.of(Stance.RALLY, Stance.FIGHT, Stance.ARMED);

    @Test
    void aSaveKeepsEveryEntitysHistoryAndTheLoadedBatchResumesAsTheSavedOne() throws IOException {
        for (long seed = 1; seed <= 3; seed++) {
            SkirmishersBatch lived = SaveFixtures.livedSkirmishers(seed, 40);
            int holding = 0;
            for (int id = 0; id < 400; id++) {
                if (lived.contains(id) && lived.lastIn(id, "FIGHT") != null && lived.lastIn(id, "ARMED") != null) {
                    holding++;
                }
            }
            assertTrue(holding >= 10, "seed " + seed + ": only " + holding + " entities hold histories");
            byte[] save = SaveFixtures.save(lived);
            SkirmishersBatch loaded = SaveFixtures.skirmishers(seed);
            BatchSaves.read(loaded, SaveFixtures.in(save), SaveFixtures.OPTIONS);
            assertEquals(SaveFixtures.dump(lived), SaveFixtures.dump(loaded), "seed " + seed);
            assertArrayEquals(save, SaveFixtures.save(loaded), "seed " + seed + ": the loaded batch saves the same bytes");
            // Back into FIGHT by its name, both resume from the histories: the loaded ones are the saved ones.
            for (int t = 0; t < 30; t++) {
                for (SkirmishersBatch batch : List.of(lived, loaded)) {
                    if (t % 6 == 0) {
                        for (int id = 0; id < 400; id++) {
                            if (batch.contains(id) && batch.stateOf(id) == Stance.CALM) {
                                batch.transitionTo(id, Stance.FIGHT);
                            }
                        }
                    }
                    batch.tick(0.1f);
                }
                assertEquals(SaveFixtures.dump(lived), SaveFixtures.dump(loaded), "seed " + seed + ", tick " + t);
            }
        }
    }

    /**
     * In object mode: an id-mode mutant may make an id huge, which is a valid id whose arrays need more
     * memory than a test has (ids are array indices), and its failed growth leaves the batch broken (reported
     * to the lead); object mode places entities in slots of its own, so every mutant is judged on what it says.
     */
    @Test
    void mutatedSavesOfAHistoryMachineLoadOrAreRefusedLeavingTheBatchAsItWas() throws IOException {
        List<List<Skirmisher>> entities = new ArrayList<>();
        List<byte[]> saves = new ArrayList<>();
        for (int seed = 1; seed <= 3; seed++) {
            List<Skirmisher> skirmishers = new ArrayList<>();
            saves.add(SaveFixtures.save(SaveFixtures.livedSkirmisher(seed, 12 * seed, skirmishers)));
            entities.add(skirmishers);
        }
        Random random = new Random(13);
        int loaded = 0;
        for (int k = 0; k < MUTANTS; k++) {
            byte[] mutant = StreamMutations.mutate(saves, random);
            SkirmisherBatch target = emptiedSkirmisher();
            BatchSnapshot before = target.snapshot();
            String dumpBefore = SaveFixtures.dump(target);
            List<Skirmisher> given = freshSkirmishers(entities.get(random.nextInt(entities.size())));
            try {
                BatchSaves.read(target, SaveFixtures.in(mutant), given, SaveFixtures.OPTIONS);
            } catch (IOException refused) {
                assertTrue(refused.getMessage() != null && refused.getMessage().startsWith("Skirmisher: "),
                        "a refusal names the machine: " + refused.getMessage());
                assertTrue(before.matches(target.snapshot()), "a refused save changed the batch: " + refused);
                assertEquals(dumpBefore, SaveFixtures.dump(target), "a refused save changed a history: " + refused);
                continue;
            } catch (RuntimeException wrong) {
                fail("mutant " + k + " threw " + wrong + " instead of an IOException", wrong);
            }
            loaded++;
            checkHoldable(target);
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            List<Skirmisher> written = new ArrayList<>();
            for (long h : BatchSaves.write(target, new java.io.DataOutputStream(bytes), SaveFixtures.OPTIONS)) {
                written.add(target.entity(h));
            }
            byte[] again = bytes.toByteArray();
            SkirmisherBatch fresh = new SkirmisherBatch();
            BatchSaves.read(fresh, SaveFixtures.in(again), freshSkirmishers(written), SaveFixtures.OPTIONS);
            assertEquals(SaveFixtures.dump(target), SaveFixtures.dump(fresh), "a loaded mutant loads back to itself");
            assertArrayEquals(again, SaveFixtures.save(fresh), "a loaded mutant saves and loads back to itself");
            tickOnce(target);
        }
        assertTrue(loaded > MUTANTS / 50, "some mutants load (" + loaded + "): the fuzzer reaches past the header");
        assertTrue(loaded < MUTANTS / 2, "most mutants are refused (" + loaded + " loaded)");
    }

    private static List<Skirmisher> freshSkirmishers(List<Skirmisher> like) {
        List<Skirmisher> copies = new ArrayList<>();
        for (Skirmisher s : like) {
            copies.add(new Skirmisher(s.seed));
        }
        return copies;
    }

    /** An object-mode batch that is empty but not blank: a clock, and removed entities that held histories. */
    private static SkirmisherBatch emptiedSkirmisher() {
        SkirmisherBatch target = new SkirmisherBatch();
        long a = target.add(new Skirmisher(1), Stance.FIGHT);
        long b = target.add(new Skirmisher(2));
        long c = target.resume(new Skirmisher(3), Stance.RELOAD);
        target.tick(0.35f);
        target.transitionTo(c, Stance.CALM);
        target.transitionTo(a, Stance.DAZED);
        for (long h : List.of(a, b, c)) {
            target.remove(h);
        }
        return target;
    }

    /** Holds only what the machine could reach: no pseudo-state, a stack only in DAZED, histories inside their groups. */
    private static void checkHoldable(SkirmisherBatch batch) {
        for (Stance s : Stance.values()) {
            batch.forEachHandle(s, h -> {
                Stance state = batch.stateOf(h);
                assertTrue(!PSEUDO.contains(state) && !PSEUDO.contains(batch.previousOf(h)), h + " in a pseudo-state");
                assertTrue(batch.stackOf(h).isEmpty() || state == Stance.DAZED, h + " has a stack in " + state);
                assertTrue(batch.stackOf(h).stream().noneMatch(PSEUDO::contains), h + ": " + batch.stackOf(h));
                Stance fight = batch.lastIn(h, "FIGHT"), armed = batch.lastIn(h, "ARMED");
                assertTrue(fight == null || IN_FIGHT.contains(fight), h + "'s FIGHT history " + fight);
                assertTrue(armed == null || IN_ARMED.contains(armed), h + "'s ARMED history " + armed);
            });
        }
    }

    /**
     * A save whose one entity's history is crafted, the last of many: a state outside the group, a
     * pseudo-state or an index past the table is refused, the whole save, the batch untouched; a state of the
     * group is held exactly, and entering the group by name resumes it.
     */
    @Test
    void aCraftedHistoryIsRefusedWholeOrHeldExactly() throws IOException {
        byte[] fire = SaveFixtures.save(lastEntityHistory(Stance.FIRE));
        byte[] aim = SaveFixtures.save(lastEntityHistory(Stance.AIM));
        assertEquals(fire.length, aim.length);
        List<Integer> differ = new ArrayList<>();
        for (int at = 0; at < fire.length; at++) {
            if (fire[at] != aim[at]) {
                differ.add(at);
            }
        }
        // The entity's history, one big-endian short per history group (FIGHT's, then ARMED's): their low bytes.
        assertEquals(2, differ.size(), "the saves differ in the two histories only: " + differ);
        int fight = differ.get(0) - 1, armed = differ.get(1) - 1;
        assertEquals(Stance.FIRE.ordinal(), fire[fight + 1]);
        assertEquals(Stance.AIM.ordinal(), aim[armed + 1]);
        int[] refusedInFight = {Stance.CALM.ordinal(), Stance.DAZED.ordinal(), Stance.RALLY.ordinal(),
            Stance.FIGHT.ordinal(), Stance.ARMED.ordinal(), Stance.values().length, 0x7FFF};
        for (int state : refusedInFight) {
            refusedWhole(withShort(fire, fight, state), "FIGHT's history " + state);
        }
        refusedWhole(withShort(fire, armed, Stance.COVER.ordinal()), "ARMED's history COVER");
        refusedWhole(withShort(fire, armed, Stance.CALM.ordinal()), "ARMED's history CALM");

        SkirmishersBatch target = SaveFixtures.skirmishers(4);
        BatchSaves.read(target, SaveFixtures.in(withShort(fire, fight, Stance.COVER.ordinal())), SaveFixtures.OPTIONS);
        assertEquals(Stance.COVER, target.lastIn(399, "FIGHT"));
        assertEquals(Stance.FIRE, target.lastIn(399, "ARMED"));
        target.transitionTo(399, Stance.FIGHT);
        assertEquals(Stance.COVER, target.stateOf(399), "FIGHT resumes the history the save held");
    }

    /**
     * A lived batch and one entity more, id 399, last in the save: resumed in {@code left}, left for CALM,
     * dazed and back in CALM. Its histories hold {@code left}; everything else is the same whatever {@code left}.
     */
    private static SkirmishersBatch lastEntityHistory(Stance left) {
        SkirmishersBatch batch = SaveFixtures.livedSkirmishers(4, 30);
        batch.resume(399, left);
        batch.transitionTo(399, Stance.CALM);
        batch.transitionTo(399, Stance.DAZED);
        batch.transitionTo(399, Stance.CALM);
        return batch;
    }

    private static byte[] withShort(byte[] save, int at, int value) {
        byte[] m = save.clone();
        m[at] = (byte) (value >>> 8);
        m[at + 1] = (byte) value;
        return m;
    }

    private static void refusedWhole(byte[] save, String what) {
        SkirmishersBatch target = emptiedSkirmishers();
        BatchSnapshot before = target.snapshot();
        String dumpBefore = SaveFixtures.dump(target);
        IOException e = assertThrows(IOException.class,
                () -> BatchSaves.read(target, SaveFixtures.in(save), SaveFixtures.OPTIONS), what);
        assertTrue(e.getMessage().startsWith("Skirmishers: ") && e.getMessage().contains("id 399"),
                what + ": " + e.getMessage());
        assertTrue(before.matches(target.snapshot()), what + ": the batch changed");
        assertEquals(dumpBefore, SaveFixtures.dump(target), what + ": the batch changed");
    }

    /**
     * A batch that is empty (a save loads into no other) but not blank: a clock, and entities that held
     * histories and were removed, their slots free for the load. What a refused load must leave.
     */
    private static SkirmishersBatch emptiedSkirmishers() {
        SkirmishersBatch target = SaveFixtures.skirmishers(6);
        target.add(1, Stance.FIGHT);
        target.add(2);
        target.resume(3, Stance.RELOAD);
        target.tick(0.35f);
        target.transitionTo(3, Stance.CALM);
        target.transitionTo(1, Stance.DAZED);
        for (long id = 1; id <= 3; id++) {
            target.remove(id);
        }
        return target;
    }

    /**
     * A loaded batch ticks. An entity a mutant placed in DODGE with nothing suspended is one a resume may
     * place too: its {@code @Back} is then the handler's error, reported as the machine reports it.
     */
    private static void tickOnce(AbstractBatch<?> batch) {
        try {
            batch.tick(0.1f);
        } catch (HandlerException reported) {
            assertTrue(reported.getMessage().contains("nothing is on the stack to go back to"), reported.getMessage());
        }
    }

    private static List<Roller> fresh(List<Roller> like) {
        List<Roller> copies = new ArrayList<>();
        for (Roller r : like) {
            copies.add(new Roller(r.seed, r.moveOdds, 0));
        }
        return copies;
    }

    /** An id-mode batch that is empty but not blank: a clock, a removed entity, a message waiting. */
    private static RollersBatch untouchedTarget() {
        RollersBatch target = SaveFixtures.rollers(4, 0);
        target.add(5);
        target.tick(0.35f);
        target.send(5, new Poke(3), 1f);
        target.remove(5);
        return target;
    }

    /** Holds only what the machine could reach: no entity in BACK, a stack only in DODGE. */
    private static void checkHoldable(RollersBatch batch) {
        for (int id = 0; id < 400; id++) {
            if (batch.contains(id)) {
                Pose state = batch.stateOf(id);
                assertTrue(state != Pose.BACK && batch.previousOf(id) != Pose.BACK, "id " + id + " in the pseudo-state");
                assertTrue(batch.stackOf(id).isEmpty() || state == Pose.DODGE, "id " + id + " has a stack in " + state);
                assertTrue(!batch.stackOf(id).contains(Pose.BACK), "id " + id + " has BACK on its stack");
            }
        }
    }
}
