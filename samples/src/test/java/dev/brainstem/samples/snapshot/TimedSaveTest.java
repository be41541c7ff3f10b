package dev.brainstem.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Saves of a timed batch (issue 43, format 5): taken while entities wait (timers armed, some with a
 * per-entity delay, sliced entities between their decisions, strides set, the tick count past zero),
 * a save loaded into an empty batch goes on exactly as the saved batch does, tick after tick (states,
 * times, strides, {@code ticks()}); a snapshot restored does too; and mutants of such saves load (and
 * then save back to themselves) or are refused with an {@link IOException} that leaves the batch as it
 * was, never another exception.
 */
class TimedSaveTest {
    private static final int MUTANTS = 1000;
    private static final int IDS = 300;

    private static PatronsBatch waiters(long seed) {
        Random random = new Random(seed);
        int[] seeds = new int[IDS];
        for (int k = 0; k < IDS; k++) {
            seeds[k] = random.nextInt();
        }
        return new PatronsBatch(new Patrons(seeds));
    }

    /** A batch after {@code ticks} ticks of a life: adds in both states, strides, removals, odd dts. */
    private static PatronsBatch lived(long seed, int ticks) {
        PatronsBatch batch = waiters(seed);
        Random random = new Random(seed * 31);
        for (int t = 0; t < ticks; t++) {
            int id = random.nextInt(IDS);
            if (!batch.contains(id)) {
                batch.add(id, random.nextBoolean() ? Wait.QUEUE : Wait.WANDER);
            } else if (random.nextInt(4) == 0) {
                batch.setStride(id, 1 + random.nextInt(4));
            } else if (random.nextInt(20) == 0) {
                batch.remove(id);
            }
            batch.tick(new float[] {0.1f, 0.25f, 0.05f}[random.nextInt(3)]);
        }
        return batch;
    }

    private static String dump(PatronsBatch batch) {
        StringBuilder b = new StringBuilder().append(batch.size()).append(" ticks ").append(batch.ticks())
                .append(" clock ").append(batch.clock());
        for (int id = 0; id < IDS; id++) {
            if (batch.contains(id)) {
                b.append(" | ").append(id).append(' ').append(batch.stateOf(id)).append(' ')
                        .append(batch.previousOf(id)).append(' ').append(batch.timeInState(id)).append(" stride ")
                        .append(batch.strideOf(id));
            }
        }
        return b.toString();
    }

    private static PatronsBatch load(byte[] save, long seed) throws IOException {
        PatronsBatch fresh = waiters(seed);
        BatchSaves.read(fresh, SaveFixtures.in(save));
        return fresh;
    }

    @Test
    void aSaveTakenWhileEntitiesWaitLoadsIntoABatchThatGoesOnAsTheSavedOne() throws IOException {
        for (long seed = 1; seed <= 4; seed++) {
            PatronsBatch saved = lived(seed, 40 + 13 * (int) seed);
            byte[] save = SaveFixtures.save(saved);
            PatronsBatch loaded = load(save, seed);
            assertEquals(dump(saved), dump(loaded), "seed " + seed + ": loaded");
            assertArrayEquals(save, SaveFixtures.save(loaded), "seed " + seed + ": saves back to the same bytes");
            BatchSnapshot snapshot = saved.snapshot();
            String[] ahead = new String[60];
            for (int t = 0; t < ahead.length; t++) {
                float dt = t % 7 == 3 ? 0f : 0.1f;
                saved.tick(dt);
                loaded.tick(dt);
                ahead[t] = dump(saved);
                assertEquals(ahead[t], dump(loaded), "seed " + seed + ": tick " + t + " after the load");
            }
            saved.restore(snapshot);
            for (int t = 0; t < ahead.length; t++) {
                saved.tick(t % 7 == 3 ? 0f : 0.1f);
                assertEquals(ahead[t], dump(saved), "seed " + seed + ": tick " + t + " after the restore");
            }
            long moved = ahead[ahead.length - 1].chars().filter(c -> c == '|').count();
            assertTrue(moved > 10, "seed " + seed + ": a crowd (" + moved + ")");
        }
    }

    /** An object-mode batch after a life (object mode: a mutated save cannot claim an id past memory). */
    private static PatronBatch livedPatrons(long seed, int ticks, List<Patron> entities) {
        PatronBatch batch = new PatronBatch();
        Random random = new Random(seed * 17);
        List<Long> handles = new ArrayList<>();
        for (int t = 0; t < ticks; t++) {
            if (random.nextInt(3) > 0) {
                Patron p = new Patron(random.nextInt());
                handles.add(batch.add(p, random.nextBoolean() ? Wait.QUEUE : Wait.WANDER));
            } else if (!handles.isEmpty()) {
                long h = handles.get(random.nextInt(handles.size()));
                if (batch.contains(h)) {
                    if (random.nextInt(5) == 0) {
                        batch.remove(h);
                    } else {
                        batch.setStride(h, 1 + random.nextInt(4));
                    }
                }
            }
            batch.tick(new float[] {0.1f, 0.25f, 0.05f}[random.nextInt(3)]);
        }
        for (Wait w : Wait.values()) {
            batch.forEach(w, entities::add);
        }
        return batch;
    }

    private static List<Patron> copies(List<Patron> like) {
        List<Patron> copies = new ArrayList<>();
        like.forEach(p -> copies.add(new Patron(p.seed)));
        return copies;
    }

    @Test
    void mutatedTimedSavesLoadOrAreRefusedLeavingTheBatchAsItWas() throws IOException {
        List<List<Patron>> entities = new ArrayList<>();
        List<byte[]> saves = new ArrayList<>();
        for (int seed = 1; seed <= 3; seed++) {
            List<Patron> lived = new ArrayList<>();
            PatronBatch batch = livedPatrons(seed, 20 * seed, lived);
            // The save's order is the handles' order, forEach's is by state: the entities in save order.
            List<Patron> inOrder = new ArrayList<>();
            for (long h : BatchSaves.write(batch, new java.io.DataOutputStream(new java.io.ByteArrayOutputStream()))) {
                inOrder.add(batch.entity(h));
            }
            saves.add(SaveFixtures.save(batch));
            entities.add(inOrder);
        }
        Random random = new Random(13);
        int loaded = 0;
        for (int k = 0; k < MUTANTS; k++) {
            byte[] mutant = StreamMutations.mutate(saves, random);
            PatronBatch target = new PatronBatch();
            long gone = target.add(new Patron(4), Wait.WANDER);
            target.setStride(gone, 3);
            target.tick(0.35f);
            target.remove(gone);
            BatchSnapshot before = target.snapshot();
            List<Patron> given = copies(entities.get(random.nextInt(entities.size())));
            try {
                BatchSaves.read(target, SaveFixtures.in(mutant), given);
            } catch (IOException refused) {
                assertTrue(refused.getMessage() != null && refused.getMessage().startsWith("Patron: "),
                        "a refusal names the machine: " + refused.getMessage());
                assertTrue(before.matches(target.snapshot()), "a refused save changed the batch: " + refused);
                continue;
            } catch (RuntimeException wrong) {
                fail("mutant " + k + " threw " + wrong + " instead of an IOException", wrong);
            }
            loaded++;
            byte[] again = SaveFixtures.save(target);
            PatronBatch fresh = new PatronBatch();
            BatchSaves.read(fresh, SaveFixtures.in(again), copies(given));
            assertArrayEquals(again, SaveFixtures.save(fresh), "a loaded mutant saves and loads back to itself");
            target.tick(0.1f);
        }
        assertTrue(loaded > MUTANTS / 100, "some mutants load (" + loaded + "): the fuzzer reaches past the header");
        assertTrue(loaded < MUTANTS / 2, "most mutants are refused (" + loaded + " loaded)");
    }
}
