package dev.brainstem.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

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
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The save fuzzer on a machine of two regions (the trooper's stance and gun: a stack, a deep history, a message
 * both regions take): lived batches saved, their saves mutated, each mutant loaded or refused; a refusal leaves
 * every region of the batch as it was, and a load holds only what the machine could reach, saves the same
 * bytes again, and ticks on.
 */
class RegionsSaveFuzzTest {
    private static final int MUTANTS = 2500;
    private static final SaveOptions OPTIONS = new SaveOptions()
            .message(Alarm.class, MessageCodec.of((a, out) -> out.writeInt(a.level()), in -> new Alarm(in.readInt())));
    private static final Stance[] STANCES = {Stance.STAND, Stance.CROUCH, Stance.PRONE, null, null};
    /** What the gun may be told outside JAMMED, and in it (its handlers' {@code to}). */
    private static final Gun[] GUNS = {Gun.SAFE, Gun.READY, Gun.FIRE, Gun.ENGAGED, Gun.JAMMED, null, null};
    private static final Gun[] JAMMED_GUNS = {Gun.CLEARED, Gun.SAFE, null, null};

    /** A batch of {@code count} troopers after 40 ticks of random commands, alarms and removals. */
    private static TrooperBatch lived(long seed, int count, List<Trooper> troopers) {
        Random random = new Random(seed);
        TrooperBatch batch = new TrooperBatch();
        List<Long> handles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Trooper t = new Trooper();
            troopers.add(t);
            handles.add(batch.add(t));
        }
        for (int tick = 0; tick < 40; tick++) {
            for (int i = 0; i < troopers.size(); i++) {
                if (!batch.contains(handles.get(i))) {
                    continue;
                }
                Trooper t = troopers.get(i);
                t.stance = STANCES[random.nextInt(STANCES.length)];
                Gun[] allowed = batch.stateOf(handles.get(i), Gun.class) == Gun.JAMMED ? JAMMED_GUNS : GUNS;
                Gun gun = allowed[random.nextInt(allowed.length)];
                if (gun == Gun.JAMMED && random.nextBoolean()) {
                    batch.transitionTo(handles.get(i), Gun.JAMMED);
                } else {
                    t.gun = gun;
                }
                if (random.nextInt(5) == 0) {
                    batch.send(handles.get(i), new Alarm(tick), random.nextInt(3) * 0.5f);
                }
                if (random.nextInt(80) == 0) {
                    batch.remove(handles.get(i));
                }
            }
            batch.tick(0.1f);
        }
        troopers.removeIf(t -> {
            for (long h : handles) {
                if (batch.contains(h) && batch.entity(h) == t) {
                    return false;
                }
            }
            return true;
        });
        return batch;
    }

    private static byte[] save(TrooperBatch batch) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(bytes), OPTIONS);
        return bytes.toByteArray();
    }

    /** Every entity's every region, in handle order: states, previous states, the gun's stack and history. */
    private static String dump(TrooperBatch batch) {
        StringBuilder out = new StringBuilder("clock " + batch.clock() + ", dropped " + batch.droppedMessages() + "\n");
        List<Long> handles = new ArrayList<>();
        for (Stance s : Stance.values()) {
            batch.forEachHandle(s, handles::add);
        }
        handles.sort(null);
        for (long h : handles) {
            out.append(h).append(": ").append(batch.stateOf(h)).append(" after ").append(batch.previousOf(h))
                    .append(", ").append(batch.stateOf(h, Gun.class)).append(" after ")
                    .append(batch.previousOf(h, Gun.class)).append(" stack ")
                    .append(batch.region(Gun.class).stackOf(h)).append(" engaged ").append(batch.region(Gun.class).lastIn(h, "ENGAGED"))
                    .append('\n');
        }
        return out.toString();
    }

    @Test
    void aSaveOfEveryRegionLoadsBackToTheSameBatchAndTicksOnAsIt() throws IOException {
        for (long seed = 1; seed <= 3; seed++) {
            List<Trooper> troopers = new ArrayList<>();
            TrooperBatch lived = lived(seed, 60, troopers);
            byte[] save = save(lived);
            List<Trooper> copies = new ArrayList<>();
            TrooperBatch loaded = new TrooperBatch();
            long[] written = BatchSaves.write(lived, new DataOutputStream(new ByteArrayOutputStream()), OPTIONS);
            for (long h : written) {
                copies.add(new Trooper());
            }
            BatchSaves.read(loaded, new DataInputStream(new ByteArrayInputStream(save)), copies, OPTIONS);
            assertEquals(dump(lived).replaceAll("\\d+: ", ""), dump(loaded).replaceAll("\\d+: ", ""), "seed " + seed);
            assertArrayEquals(save, save(loaded), "seed " + seed + ": the loaded batch saves the same bytes");
            for (int t = 0; t < 30; t++) {
                lived.tick(0.1f);
                loaded.tick(0.1f);
            }
            assertEquals(dump(lived).replaceAll("\\d+: ", ""), dump(loaded).replaceAll("\\d+: ", ""),
                    "seed " + seed + ": the waiting alarms were delivered alike");
        }
    }

    @Test
    void mutatedSavesOfAMachineOfRegionsLoadOrAreRefusedLeavingEveryRegionAsItWas() throws IOException {
        List<byte[]> saves = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (int seed = 1; seed <= 3; seed++) {
            TrooperBatch lived = lived(seed, 10 * seed, new ArrayList<>());
            saves.add(save(lived));
            sizes.add(lived.size());
        }
        Random random = new Random(17);
        int loaded = 0;
        for (int k = 0; k < MUTANTS; k++) {
            byte[] mutant = StreamMutations.mutate(saves, random);
            TrooperBatch target = new TrooperBatch();
            long gone = target.add(new Trooper());
            target.tick(0.25f);
            target.remove(gone);
            BatchSnapshot before = target.snapshot();
            String dumpBefore = dump(target);
            List<Trooper> given = new ArrayList<>();
            for (int i = sizes.get(random.nextInt(sizes.size())); i > 0; i--) {
                given.add(new Trooper());
            }
            try {
                BatchSaves.read(target, new DataInputStream(new ByteArrayInputStream(mutant)), given, OPTIONS);
            } catch (IOException refused) {
                assertTrue(refused.getMessage() != null && refused.getMessage().startsWith("Trooper"),
                        "a refusal names the machine: " + refused.getMessage());
                assertTrue(before.matches(target.snapshot()), "a refused save changed the batch: " + refused);
                assertEquals(dumpBefore, dump(target), "a refused save changed a region: " + refused);
                assertEquals(0, target.region(Gun.class).size(), "a refused save changed the gun region: " + refused);
                continue;
            } catch (RuntimeException wrong) {
                fail("mutant " + k + " threw " + wrong + " instead of an IOException", wrong);
            }
            loaded++;
            assertEquals(target.size(), target.region(Gun.class).size());
            checkHoldable(target);
            byte[] again = save(target);
            TrooperBatch fresh = new TrooperBatch();
            List<Trooper> copies = new ArrayList<>();
            for (int i = 0; i < target.size(); i++) {
                copies.add(new Trooper());
            }
            BatchSaves.read(fresh, new DataInputStream(new ByteArrayInputStream(again)), copies, OPTIONS);
            assertArrayEquals(again, save(fresh), "a loaded mutant saves and loads back to itself");
            target.tick(0.1f);
        }
        assertTrue(loaded > MUTANTS / 50, "some mutants load (" + loaded + "): the fuzzer reaches past the header");
        assertTrue(loaded < MUTANTS / 2, "most mutants are refused (" + loaded + " loaded)");
    }

    /** Holds only what the machine could reach: no pseudo-state, a stack only in JAMMED, ENGAGED's history inside it. */
    private static void checkHoldable(TrooperBatch batch) {
        for (Gun g : Gun.values()) {
            batch.forEachHandle(g, h -> {
                Gun gun = batch.stateOf(h, Gun.class);
                assertTrue(gun != Gun.ENGAGED && gun != Gun.CLEARED, h + " in a pseudo-state " + gun);
                List<Gun> stack = batch.region(Gun.class).stackOf(h);
                assertTrue(stack.isEmpty() || gun == Gun.JAMMED, h + " has a stack in " + gun);
                Gun engaged = batch.region(Gun.class).lastIn(h, "ENGAGED");
                assertTrue(engaged == null || engaged == Gun.READY || engaged == Gun.FIRE, h + "'s history " + engaged);
            });
        }
    }
}
