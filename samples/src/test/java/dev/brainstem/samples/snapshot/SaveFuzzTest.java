package dev.brainstem.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.HandlerException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A save is untrusted input. Real saves of lived batches (stacks, delayed messages, messages for
 * entities that left, broadcasts) are mutated: bit flips, truncations, splices of two saves, bytes
 * inserted or deleted, counts overwritten with extreme values. Each mutant either loads, and is then a
 * batch this machine could hold (no entity in the {@code @Back} pseudo-state, stacks only in the
 * interrupt) whose save loads back to the same bytes, or is refused with an {@link IOException} that
 * leaves the batch exactly as it was: no other exception, ever. Thousands of mutants a run.
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
            byte[] mutant = mutate(saves, random);
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
            byte[] mutant = mutate(saves, random);
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

    /** One mutation of one of {@code saves}, or a splice of two. */
    static byte[] mutate(List<byte[]> saves, Random random) {
        byte[] save = saves.get(random.nextInt(saves.size()));
        switch (random.nextInt(7)) {
            case 0: { // flip one to three bits
                byte[] m = save.clone();
                for (int n = 1 + random.nextInt(3); n > 0; n--) {
                    int at = random.nextInt(m.length);
                    m[at] ^= (byte) (1 << random.nextInt(8));
                }
                return m;
            }
            case 1: // truncate anywhere
                return Arrays.copyOf(save, random.nextInt(save.length));
            case 2: { // the head of one save, the tail of another
                byte[] other = saves.get(random.nextInt(saves.size()));
                int cut = random.nextInt(save.length);
                int from = random.nextInt(other.length);
                byte[] m = Arrays.copyOf(save, cut + other.length - from);
                System.arraycopy(other, from, m, cut, other.length - from);
                return m;
            }
            case 3: { // a byte inserted
                int at = random.nextInt(save.length + 1);
                byte[] m = new byte[save.length + 1];
                System.arraycopy(save, 0, m, 0, at);
                m[at] = (byte) random.nextInt(256);
                System.arraycopy(save, at, m, at + 1, save.length - at);
                return m;
            }
            case 4: { // a byte deleted
                int at = random.nextInt(save.length);
                byte[] m = new byte[save.length - 1];
                System.arraycopy(save, 0, m, 0, at);
                System.arraycopy(save, at + 1, m, at, save.length - at - 1);
                return m;
            }
            case 5: { // four bytes overwritten with an extreme int (a count, an id, a length)
                byte[] m = save.clone();
                int[] extremes = {-1, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, 1, 0xFFFF, 0x7FFF0000};
                int value = extremes[random.nextInt(extremes.length)];
                int at = random.nextInt(Math.max(1, m.length - 3));
                for (int b = 0; b < 4 && at + b < m.length; b++) {
                    m[at + b] = (byte) (value >>> (24 - 8 * b));
                }
                return m;
            }
            default: { // a byte set to a random value
                byte[] m = save.clone();
                m[random.nextInt(m.length)] = (byte) random.nextInt(256);
                return m;
            }
        }
    }
}
