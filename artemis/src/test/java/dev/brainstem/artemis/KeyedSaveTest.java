package dev.brainstem.artemis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.artemis.Aspect;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.utils.IntBag;
import dev.brainstem.artemis.Limbs.Arms;
import dev.brainstem.artemis.Limbs.Legs;
import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.SaveOptions;
import dev.brainstem.runtime.TravelReport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Keyed saves: a world's batch saved under the game's own key ({@link Tag}) and loaded into a fresh world
 * whose Artemis ids come in another order, after deletions and recycled ids; and every refusal, which
 * changes nothing.
 */
class KeyedSaveTest {
    /** 500 grazers, 100 of them deleted and 80 more created in their recycled ids, 48 frames in all. */
    static Meadow lived() {
        Meadow meadow = new Meadow();
        List<Integer> ids = new ArrayList<>();
        for (int k = 0; k < 500; k++) {
            ids.add(meadow.grazer(key(k), 31 * k + 7, 0, 0));
        }
        for (int f = 0; f < 24; f++) {
            meadow.frame();
        }
        for (int k = 0; k < 500; k += 5) {
            meadow.world.delete(ids.get(k));
        }
        meadow.frame();
        for (int k = 500; k < 580; k++) {
            meadow.grazer(key(k), 31 * k + 7, 0, 0);
        }
        for (int f = 0; f < 23; f++) {
            meadow.frame();
        }
        return meadow;
    }

    static long key(int k) {
        return 1_000_003L * k + 11;
    }

    static byte[] save(Meadow meadow) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        meadow.system.save(new DataOutputStream(bytes), Meadow.CODECS);
        return bytes.toByteArray();
    }

    static DataInputStream in(byte[] save) {
        return new DataInputStream(new ByteArrayInputStream(save));
    }

    /**
     * A fresh world whose ids come in another order (300 other entities made first and every third one
     * deleted, so that Artemis recycles their ids), with {@code from}'s grazers re-created in a shuffled
     * order from their components, as the game's own save would; their ids in {@code created}.
     */
    static Meadow recreated(Meadow from, IntBag created, long seed) {
        Meadow meadow = new Meadow();
        List<Integer> others = new ArrayList<>();
        for (int k = 0; k < 300; k++) {
            int id = meadow.world.create();
            meadow.world.edit(id).create(Position.class);
            others.add(id);
        }
        meadow.frame();
        for (int k = 0; k < 300; k += 3) {
            meadow.world.delete(others.get(k));
        }
        meadow.frame();
        List<Map.Entry<Long, Integer>> saved = new ArrayList<>(from.ids().entrySet());
        Collections.shuffle(saved, new Random(seed));
        for (Map.Entry<Long, Integer> entry : saved) {
            Grazer g = from.grazers.get(entry.getValue());
            created.add(meadow.grazer(entry.getKey(), g.seed, g.eaten, g.calls));
        }
        return meadow;
    }

    @Test
    void aWorldWithDeletionsAndRecycledIdsLoadsUnderOtherIdsAndGoesOnAsTheSavedOne() throws IOException {
        Meadow saved = lived();
        Map<Long, String> before = saved.dump();
        assertEquals(480, before.size());
        assertTrue(saved.batch.count(Graze.REST) > 0, "some timers wait: " + before);
        assertTrue(saved.batch.count(Graze.SPOOKED) > 0, "some stacks are not empty");
        assertTrue(saved.batch.count(Graze.WANDER) > 0, "some decide on one tick in three");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TravelReport written = saved.system.save(new DataOutputStream(bytes), Meadow.CODECS);
        assertTrue(written.messages() > 0, "some calls wait");
        assertEquals(480, written.size());
        long[] keys = new long[written.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = written.key(i);
            assertEquals((long) saved.ids().get(keys[i]), written.from(i), "entity " + i + "'s id");
        }
        long[] sorted = keys.clone();
        Arrays.sort(sorted);
        assertArrayEquals(sorted, keys, "a keyed save is in key order");
        assertEquals(before, saved.dump(), "a save changes nothing");

        IntBag created = new IntBag();
        Meadow loaded = recreated(saved, created, 45);
        TravelReport read = loaded.system.load(in(bytes.toByteArray()), created, Meadow.CODECS);
        assertEquals(480, read.size());
        assertEquals(written.messages(), read.messages(), "every waiting call came along");
        Map<Long, Integer> oldIds = saved.ids();
        Map<Long, Integer> newIds = loaded.ids();
        int moved = 0;
        for (int i = 0; i < read.size(); i++) {
            assertEquals((long) newIds.get(read.key(i)), read.to(i), "where key " + read.key(i) + " went");
            moved += oldIds.get(read.key(i)).equals(newIds.get(read.key(i))) ? 0 : 1;
        }
        assertTrue(moved > 400, "the reloaded world gave most grazers other ids: " + moved);
        assertEquals(before, loaded.dump(), "state, previous state, stack and time of every key");

        // Timers, waiting calls and the stacks' way back show in what follows: the same, frame by frame.
        // The count of dropped messages is the batch's, not its entities': it does not travel.
        long dropped = saved.batch.droppedMessages();
        assertEquals(0, loaded.batch.droppedMessages());
        int changed = 0;
        for (int f = 0; f < 64; f++) {
            Map<Long, String> last = saved.dump();
            saved.frame();
            loaded.frame();
            assertEquals(saved.dump(), loaded.dump(), "frame " + f + " after the load");
            changed += last.equals(saved.dump()) ? 0 : 1;
        }
        assertEquals(64, changed);
        assertEquals(saved.batch.droppedMessages() - dropped, loaded.batch.droppedMessages());
    }

    /** What docs/artemis.md shows: one file, the game's components and then the batch, loaded into a fresh world. */
    @Test
    void aGamesFileHoldsItsComponentsAndThenTheBatch() throws IOException {
        Meadow meadow = lived(); // 480 grazers: 100 deleted, 80 created since under recycled ids
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(file);
        IntBag ids = meadow.system.getSubscription().getEntities();
        out.writeInt(ids.size());
        for (int i = 0; i < ids.size(); i++) {
            Grazer g = meadow.grazers.get(ids.get(i));
            out.writeLong(meadow.tags.get(ids.get(i)).key);
            out.writeInt(g.seed);
            out.writeFloat(g.eaten);
            out.writeInt(g.calls);
        }
        meadow.system.save(out, Meadow.CODECS);

        Meadow fresh = new Meadow();
        DataInputStream in = in(file.toByteArray());
        IntBag created = new IntBag();
        for (int n = in.readInt(); n > 0; n--) {
            int id = fresh.world.create();
            fresh.tags.create(id).key = in.readLong();
            Grazer g = fresh.grazers.create(id);
            g.seed = in.readInt();
            g.eaten = in.readFloat();
            g.calls = in.readInt();
            created.add(id);
        }
        fresh.system.load(in, created, Meadow.CODECS); // before the world processes them
        assertEquals(meadow.dump(), fresh.dump());
        for (int f = 0; f < 32; f++) {
            meadow.frame();
            fresh.frame(); // the loaded grazers join the aspect as they were: none starts over
            assertEquals(meadow.dump(), fresh.dump(), "frame " + f);
        }
        assertNotEquals(meadow.ids(), fresh.ids(), "the fresh world gave other ids");
    }

    @Test
    void aSaveMadeBeforeTheDeletionsLoadsToo() throws IOException {
        Meadow saved = new Meadow();
        for (int k = 0; k < 200; k++) {
            saved.grazer(key(k), 31 * k + 7, 0, 0);
        }
        for (int f = 0; f < 20; f++) {
            saved.frame();
        }
        byte[] save = save(saved);
        Map<Long, String> before = saved.dump();
        IntBag created = new IntBag();
        Meadow loaded = recreated(saved, created, 7);
        for (int k = 0; k < 200; k += 4) {
            saved.world.delete(saved.ids().get(key(k)));
        }
        saved.frame();
        loaded.system.load(in(save), created, Meadow.CODECS);
        assertEquals(before, loaded.dump());
    }

    @Test
    void aSaveRefusesAnEntityWithoutItsKeyOrAKeyTwiceAndWritesNothing() {
        Meadow meadow = new Meadow();
        meadow.grazer(key(1), 1, 0, 0);
        int twin = meadow.grazer(key(2), 2, 0, 0);
        int other = meadow.grazer(key(2), 3, 0, 0);
        meadow.frame();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> meadow.system.save(new DataOutputStream(bytes), Meadow.CODECS));
        assertEquals("Grazers: entities " + twin + " and " + other + " have the same Tag key " + key(2)
                + ": a keyed save needs one entity per key", twice.getMessage());
        meadow.tags.get(other).key = key(3);
        int keyless = meadow.world.create();
        meadow.grazers.create(keyless);
        meadow.batch.add(keyless, Graze.GRAZE);
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> meadow.system.save(new DataOutputStream(bytes), Meadow.CODECS));
        assertEquals("Grazers: entity " + keyless + " has no Tag, the component keyedBy names: every entity a"
                + " keyed save writes or loads needs its key", none.getMessage());
        assertEquals(0, bytes.size(), "nothing written");
    }

    /** Loads into a world of re-created grazers not yet processed, beside one running grazer of its own. */
    static Meadow withOwnGrazer(Meadow saved, IntBag created) {
        Meadow loaded = new Meadow();
        loaded.grazer(key(9_999), 5, 0, 0);
        for (int f = 0; f < 5; f++) {
            loaded.frame();
        }
        for (Map.Entry<Long, Integer> entry : saved.ids().entrySet()) {
            Grazer g = saved.grazers.get(entry.getValue());
            created.add(loaded.grazer(entry.getKey(), g.seed, g.eaten, g.calls));
        }
        return loaded;
    }

    @Test
    void aLoadRefusesAKeyThatNoEntityHasAndChangesNothing() throws IOException {
        Meadow saved = lived();
        byte[] save = save(saved);
        IntBag created = new IntBag();
        Meadow loaded = withOwnGrazer(saved, created);
        int lost = created.removeIndex(123);
        long lostKey = loaded.tags.get(lost).key;
        BatchSnapshot before = loaded.batch.snapshot();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> loaded.system.load(in(save), created, Meadow.CODECS));
        assertEquals("Grazers: the save holds key " + lostKey + ", which none of the 479 keyed entities given in the aspect has",
                e.getMessage());
        assertUnchanged(before, loaded);
        created.add(lost);
        loaded.system.load(in(save), created, Meadow.CODECS);
        assertEquals(481, loaded.batch.size(), "the same load, with every key, goes in beside the world's own");
    }

    @Test
    void aLoadRefusesTwoEntitiesWithOneKeyAndChangesNothing() throws IOException {
        Meadow saved = lived();
        byte[] save = save(saved);
        IntBag created = new IntBag();
        Meadow loaded = withOwnGrazer(saved, created);
        BatchSnapshot before = loaded.batch.snapshot();
        int first = -1;
        for (int i = 0; i < created.size(); i++) {
            first = loaded.tags.get(created.get(i)).key == key(1) ? created.get(i) : first;
        }
        int twin = loaded.grazer(key(1), 0, 0, 0);
        created.add(twin);
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> loaded.system.load(in(save), created, Meadow.CODECS));
        assertEquals("Grazers: entities " + first + " and " + twin
                + " have the same Tag key " + key(1) + ": a keyed save needs one entity per key", twice.getMessage());
        assertUnchanged(before, loaded);
        loaded.tags.remove(twin);
        loaded.system.load(in(save), created, Meadow.CODECS);
        assertEquals(481, loaded.batch.size(), "the twin without its key is skipped: the save's 480 and the own one");
    }

    /**
     * What docs/artemis.md tells the game to pass, all it re-created: a camera and a keyless grazer are
     * skipped, and a keyed entity outside the aspect never enters the batch (it would never leave it).
     */
    @Test
    void aLoadSkipsEntitiesOutsideTheAspectOrWithoutKeyAndRefusesAKeyOnlyOneOfThemHas() throws IOException {
        Meadow saved = lived();
        byte[] save = save(saved);
        IntBag created = new IntBag();
        Meadow loaded = withOwnGrazer(saved, created);
        int camera = loaded.world.create();
        loaded.world.edit(camera).create(Position.class);
        int keyless = loaded.world.create();
        loaded.grazers.create(keyless);
        int tagOnly = loaded.world.create();
        loaded.tags.create(tagOnly).key = key(7_777);
        created.add(camera);
        created.add(keyless);
        created.add(tagOnly);
        TravelReport read = loaded.system.load(in(save), created, Meadow.CODECS);
        assertEquals(480, read.size());
        assertTrue(!loaded.batch.contains(camera) && !loaded.batch.contains(keyless) && !loaded.batch.contains(tagOnly));
        assertEquals(saved.dump(), withoutOwn(loaded.dump()));
        loaded.frame();
        assertEquals(481, loaded.batch.size(), "the save's 480 and the own grazer: the others are outside the aspect");

        // The same save's key held only by an entity outside the aspect: refused whole.
        IntBag moved = new IntBag();
        Meadow other = withOwnGrazer(saved, moved);
        int outside = moved.removeIndex(7);
        long lostKey = other.tags.get(outside).key;
        other.grazers.remove(outside);
        moved.add(outside);
        BatchSnapshot before = other.batch.snapshot();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> other.system.load(in(save), moved, Meadow.CODECS));
        assertEquals("Grazers: the save holds key " + lostKey + ", which none of the 479 keyed entities given in the"
                + " aspect has", e.getMessage());
        assertUnchanged(before, other);
    }

    static Map<Long, String> withoutOwn(Map<Long, String> dump) {
        Map<Long, String> rest = new java.util.TreeMap<>(dump);
        rest.remove(key(9_999));
        return rest;
    }

    @Test
    void aLoadRefusesAStreamThatIsNoKeyedSaveOfItsKeyAndATruncatedOneAndChangesNothing() throws IOException {
        Meadow saved = lived();
        byte[] save = save(saved);
        IntBag created = new IntBag();
        Meadow loaded = withOwnGrazer(saved, created);
        BatchSnapshot before = loaded.batch.snapshot();
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        BatchSaves.write(saved.batch, new DataOutputStream(whole), Meadow.CODECS);
        IOException plain = assertThrows(IOException.class,
                () -> loaded.system.load(in(whole.toByteArray()), created, Meadow.CODECS));
        assertEquals("Grazers: not a keyed save of a BatchSystem (it starts 0x4253544d)", plain.getMessage());
        assertUnchanged(before, loaded);

        ByteArrayOutputStream other = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(other);
        out.writeInt(0x42534B59);
        out.writeUTF("dev.brainstem.artemis.Position");
        out.write(save, 4 + 2 + Tag.class.getName().length(), save.length - 6 - Tag.class.getName().length());
        IOException keyedOtherwise = assertThrows(IOException.class,
                () -> loaded.system.load(in(other.toByteArray()), created, Meadow.CODECS));
        assertEquals("Grazers: the save is keyed by dev.brainstem.artemis.Position, this system by "
                + Tag.class.getName(), keyedOtherwise.getMessage());
        assertUnchanged(before, loaded);

        for (int cut : new int[] {3, 40, save.length / 2, save.length - 1}) {
            assertThrows(IOException.class,
                    () -> loaded.system.load(in(Arrays.copyOf(save, cut)), created, Meadow.CODECS), "cut at " + cut);
            assertUnchanged(before, loaded);
        }
    }

    @Test
    void aLoadRefusesAnEntityTheBatchHoldsAlreadyAndChangesNothing() throws IOException {
        Meadow saved = lived();
        byte[] save = save(saved);
        IntBag created = new IntBag();
        Meadow loaded = withOwnGrazer(saved, created);
        loaded.frame(); // too late: the re-created grazers joined the batch in their initial state
        BatchSnapshot before = loaded.batch.snapshot();
        assertThrows(IllegalArgumentException.class, () -> loaded.system.load(in(save), created, Meadow.CODECS));
        assertUnchanged(before, loaded);
    }

    @Test
    void saveAndLoadNeedTheKeyNamed() {
        WalkersBatch walkers = new WalkersBatch(new Walkers());
        BatchSystem<Pace> system = new BatchSystem<>(Aspect.all(Walker.class), walkers, walkers::add,
                walkers::forEach);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> system.save(new DataOutputStream(new ByteArrayOutputStream()), new SaveOptions()));
        assertEquals("Walkers: save needs the entities' stable key: name it with keyedBy(component, key)",
                e.getMessage());
        assertThrows(IllegalStateException.class, () -> system.load(in(new byte[8]), new IntBag(), new SaveOptions()));
    }

    @Test
    void aMachineOfRegionsSavesAndLoadsEveryRegionByKey() throws IOException {
        Limbs<Legs> limbs = Limbs.machine();
        BatchSystem<Legs> system = new BatchSystem<>(Aspect.all(Tag.class), limbs, limbs::add, limbs::forEach)
                .keyedBy(Tag.class, tag -> tag.key);
        World world = new World(new WorldConfigurationBuilder().with(system).build());
        List<Integer> ids = new ArrayList<>();
        for (int k = 0; k < 60; k++) {
            int id = world.create();
            world.edit(id).create(Tag.class).key = key(k);
            ids.add(id);
        }
        world.process();
        for (int k = 0; k < 60; k += 6) {
            world.delete(ids.get(k));
        }
        world.process();
        for (int k = 60; k < 70; k++) {
            world.edit(world.create()).create(Tag.class).key = key(k);
        }
        world.process();
        Map<Long, String> before = limbsByKey(world, limbs);
        for (Map.Entry<Long, String> entry : new ArrayList<>(before.entrySet())) {
            int id = Integer.parseInt(entry.getValue());
            if (entry.getKey() % 3 == 0) {
                limbs.transitionTo(id, Legs.RUN);
            }
            if (entry.getKey() % 2 == 0) {
                limbs.region(Arms.class).transitionTo(id, entry.getKey() % 4 == 0 ? Arms.SWING : Arms.BLOCK);
            }
        }
        before = states(world, limbs);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        system.save(new DataOutputStream(bytes), new SaveOptions());

        Limbs<Legs> again = Limbs.machine();
        BatchSystem<Legs> reloaded = new BatchSystem<>(Aspect.all(Tag.class), again, again::add, again::forEach)
                .keyedBy(Tag.class, tag -> tag.key);
        World fresh = new World(new WorldConfigurationBuilder().with(reloaded).build());
        for (int k = 0; k < 25; k++) {
            fresh.edit(fresh.create()).create(Position.class);
        }
        IntBag created = new IntBag();
        List<Long> keys = new ArrayList<>(before.keySet());
        Collections.reverse(keys);
        for (long key : keys) {
            int id = fresh.create();
            fresh.edit(id).create(Tag.class).key = key;
            created.add(id);
        }
        reloaded.load(in(bytes.toByteArray()), created, new SaveOptions());
        fresh.process();
        assertEquals(before, states(fresh, again));
        assertNotEquals(limbsByKey(world, limbs), limbsByKey(fresh, again), "other ids");
    }

    /** Each key of a world of limbs and its entity's id. */
    private static Map<Long, String> limbsByKey(World world, Limbs<Legs> limbs) {
        Map<Long, String> ids = new java.util.TreeMap<>();
        for (Legs state : Legs.values()) {
            limbs.forEachHandle(state, id -> ids.put(world.getMapper(Tag.class).get((int) id).key, String.valueOf(id)));
        }
        return ids;
    }

    /** Each key of a world of limbs and its entity's state and previous state in both regions. */
    private static Map<Long, String> states(World world, Limbs<Legs> limbs) {
        Map<Long, String> states = new java.util.TreeMap<>();
        limbsByKey(world, limbs).forEach((key, id) -> {
            long h = Long.parseLong(id);
            states.put(key, limbs.stateOf(h) + "/" + limbs.previousOf(h) + " " + limbs.stateOf(h, Arms.class) + "/"
                    + limbs.previousOf(h, Arms.class));
        });
        return states;
    }

    private static void assertUnchanged(BatchSnapshot before, Meadow loaded) {
        assertTrue(before.matches(loaded.batch.snapshot()), "the batch changed: " + loaded.batch.snapshot());
    }
}
