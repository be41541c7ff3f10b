package dev.brainstem.ashley;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import dev.brainstem.ashley.Limbs.Arms;
import dev.brainstem.ashley.Limbs.Body;
import dev.brainstem.ashley.Limbs.Legs;
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
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Keyed saves: an engine's batch saved under the game's own key ({@link Tag}) and loaded into a fresh
 * engine, after removals whose slots the batch gave out again, where the handles come in another order;
 * and every refusal, which changes nothing.
 */
class KeyedSaveTest {
    /** Keys of grazers the reloaded engine has of its own. */
    static final long OWN = 1L << 40;

    /** 500 grazers, 100 of them removed and 80 more added in their slots, 48 frames in all. */
    static Pasture lived() {
        Pasture pasture = new Pasture();
        List<Entity> entities = new ArrayList<>();
        for (int k = 0; k < 500; k++) {
            Entity entity = pasture.grazer(key(k), 31 * k + 7, 0, 0);
            pasture.engine.addEntity(entity);
            entities.add(entity);
        }
        for (int f = 0; f < 24; f++) {
            pasture.frame();
        }
        for (int k = 0; k < 500; k += 5) {
            pasture.engine.removeEntity(entities.get(k));
        }
        for (int k = 500; k < 580; k++) {
            pasture.engine.addEntity(pasture.grazer(key(k), 31 * k + 7, 0, 0));
        }
        for (int f = 0; f < 24; f++) {
            pasture.frame();
        }
        return pasture;
    }

    static long key(int k) {
        return 1_000_003L * k + 11;
    }

    static byte[] save(Pasture pasture) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        pasture.system.save(new DataOutputStream(bytes), Pasture.CODECS);
        return bytes.toByteArray();
    }

    static DataInputStream in(byte[] save) {
        return new DataInputStream(new ByteArrayInputStream(save));
    }

    /**
     * A fresh engine running 150 grazers of its own, half of them since removed (their slots free), and
     * {@code from}'s grazers re-created, in a shuffled order, from their fields, as the game's own save
     * would: not in the engine yet.
     */
    static Pasture recreated(Pasture from, List<Entity> created, long seed) {
        Pasture pasture = new Pasture();
        List<Entity> own = new ArrayList<>();
        for (int k = 0; k < 150; k++) {
            Entity entity = pasture.grazer(OWN + k, k, 0, 0);
            pasture.engine.addEntity(entity);
            own.add(entity);
        }
        for (int f = 0; f < 5; f++) {
            pasture.frame();
        }
        for (int k = 0; k < 150; k += 2) {
            pasture.engine.removeEntity(own.get(k));
        }
        List<Map.Entry<Long, Entity>> saved = new ArrayList<>(from.entities().entrySet());
        Collections.shuffle(saved, new Random(seed));
        for (Map.Entry<Long, Entity> entry : saved) {
            Grazer g = Pasture.GRAZER.get(entry.getValue());
            created.add(pasture.grazer(entry.getKey(), g.seed, g.eaten, g.calls));
        }
        return pasture;
    }

    /** The part of a dump of the keys an engine loaded, not those of its own grazers. */
    static Map<Long, String> saved(java.util.SortedMap<Long, String> dump) {
        return new TreeMap<>(dump.headMap(OWN));
    }

    @Test
    void anEngineWithRemovalsAndReusedSlotsLoadsUnderOtherHandlesAndGoesOnAsTheSavedOne() throws IOException {
        Pasture saved = lived();
        Map<Long, String> before = saved.dump();
        assertEquals(480, before.size());
        assertTrue(saved.batch.count(Graze.REST) > 0, "some timers wait");
        assertTrue(saved.batch.count(Graze.SPOOKED) > 0, "some stacks are not empty");
        assertTrue(saved.batch.count(Graze.WANDER) > 0, "some decide on one tick in three");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TravelReport written = saved.system.save(new DataOutputStream(bytes), Pasture.CODECS);
        assertTrue(written.messages() > 0, "some calls wait");
        assertEquals(480, written.size());
        long[] keys = new long[written.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = written.key(i);
            assertEquals(saved.system.handleOf(saved.entities().get(keys[i])), written.from(i), "entity " + i);
        }
        long[] sorted = keys.clone();
        Arrays.sort(sorted);
        assertArrayEquals(sorted, keys, "a keyed save is in key order");
        assertEquals(before, saved.dump(), "a save changes nothing");

        List<Entity> created = new ArrayList<>();
        Pasture loaded = recreated(saved, created, 45);
        Map<Long, String> own = loaded.dump().tailMap(OWN);
        TravelReport read = loaded.system.load(in(bytes.toByteArray()), created, Pasture.CODECS);
        assertEquals(480, read.size());
        assertEquals(written.messages(), read.messages(), "every waiting call came along");
        for (Entity entity : created) {
            loaded.engine.addEntity(entity);
        }
        Map<Long, Entity> entities = loaded.entities();
        int moved = 0;
        for (int i = 0; i < read.size(); i++) {
            assertEquals(loaded.system.handleOf(entities.get(read.key(i))), read.to(i), "where key " + read.key(i) + " went");
            moved += read.to(i) == written.from(i) ? 0 : 1;
        }
        assertTrue(moved > 400, "the reloaded batch gave most grazers other handles: " + moved);
        assertEquals(before, saved(loaded.dump()), "state, previous state, stack and time of every key");
        assertEquals(own, loaded.dump().tailMap(OWN), "the engine's own grazers are as they were");

        int changed = 0;
        for (int f = 0; f < 64; f++) {
            Map<Long, String> last = saved.dump();
            saved.frame();
            loaded.frame();
            assertEquals(saved.dump(), saved(loaded.dump()), "frame " + f + " after the load");
            changed += last.equals(saved.dump()) ? 0 : 1;
        }
        assertEquals(64, changed);
    }

    /** What docs/ashley.md shows: one file, the game's components and then the batch, loaded into a fresh engine. */
    @Test
    void aGamesFileHoldsItsComponentsAndThenTheBatch() throws IOException {
        Pasture pasture = lived(); // 480 grazers: 100 removed, 80 added since into their slots
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(file);
        ImmutableArray<Entity> entities = pasture.engine.getEntitiesFor(Pasture.FAMILY);
        out.writeInt(entities.size());
        for (Entity entity : entities) {
            Grazer g = Pasture.GRAZER.get(entity);
            out.writeLong(Pasture.TAG.get(entity).key);
            out.writeInt(g.seed);
            out.writeFloat(g.eaten);
            out.writeInt(g.calls);
        }
        pasture.system.save(out, Pasture.CODECS);

        Pasture fresh = new Pasture();
        DataInputStream in = in(file.toByteArray());
        List<Entity> created = new ArrayList<>();
        for (int n = in.readInt(); n > 0; n--) {
            long key = in.readLong();
            Grazer g = new Grazer(fresh.system, in.readInt());
            g.eaten = in.readFloat();
            g.calls = in.readInt();
            created.add(g.entity.add(new Tag(key)));
        }
        fresh.system.load(in, created, Pasture.CODECS); // before they join the family
        created.forEach(fresh.engine::addEntity); // they join as they were: none starts over
        assertEquals(pasture.dump(), fresh.dump());
        for (int f = 0; f < 32; f++) {
            pasture.frame();
            fresh.frame();
            assertEquals(pasture.dump(), fresh.dump(), "frame " + f);
        }
    }

    @Test
    void aSaveMadeBeforeTheRemovalsLoadsToo() throws IOException {
        Pasture saved = new Pasture();
        for (int k = 0; k < 200; k++) {
            saved.engine.addEntity(saved.grazer(key(k), 31 * k + 7, 0, 0));
        }
        for (int f = 0; f < 20; f++) {
            saved.frame();
        }
        byte[] save = save(saved);
        Map<Long, String> before = saved.dump();
        List<Entity> created = new ArrayList<>();
        Pasture loaded = recreated(saved, created, 7);
        for (int k = 0; k < 200; k += 4) {
            saved.engine.removeEntity(saved.entities().get(key(k)));
        }
        loaded.system.load(in(save), created, Pasture.CODECS);
        created.forEach(loaded.engine::addEntity);
        assertEquals(before, saved(loaded.dump()));
    }

    @Test
    void aSaveRefusesAnEntityWithoutItsKeyOrAKeyTwiceOrAMachineWithoutEntityAndWritesNothing() {
        Pasture pasture = new Pasture();
        pasture.engine.addEntity(pasture.grazer(key(1), 1, 0, 0));
        Entity twin = pasture.grazer(key(2), 2, 0, 0);
        Entity other = pasture.grazer(key(2), 3, 0, 0);
        pasture.engine.addEntity(twin);
        pasture.engine.addEntity(other);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> pasture.system.save(new DataOutputStream(bytes), Pasture.CODECS));
        assertTrue(twice.getMessage().startsWith("Grazer: entities "), twice.getMessage());
        assertTrue(twice.getMessage().endsWith(" have the same Tag key " + key(2)
                + ": a keyed save needs one entity per key"), twice.getMessage());
        Pasture.TAG.get(other).key = key(3);
        GrazerBatch lone = new GrazerBatch();
        BatchSystem<Grazer, Graze> loose = new BatchSystem<>(Family.all(Grazer.class).get(), lone, Pasture.GRAZER::get,
                lone::add, lone::forEach).keyedBy(Tag.class, tag -> tag.key);
        Engine elsewhere = new Engine();
        elsewhere.addSystem(loose);
        elsewhere.addEntity(new Grazer(loose, 4).entity);
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> loose.save(new DataOutputStream(bytes), Pasture.CODECS));
        assertTrue(none.getMessage().contains(" has no Tag, the component keyedBy names"), none.getMessage());
        pasture.batch.add(new Grazer(pasture.system, 9), Graze.GRAZE);
        IllegalArgumentException foreign = assertThrows(IllegalArgumentException.class,
                () -> pasture.system.save(new DataOutputStream(bytes), Pasture.CODECS));
        assertEquals("Grazer: the batch holds 1 machine objects that no entity of this system owns (the game added"
                + " them itself): a keyed save writes entities, by their keys", foreign.getMessage());
        assertEquals(0, bytes.size(), "nothing written");
    }

    @Test
    void aLoadRefusesAKeyThatNoEntityHasAndChangesNothing() throws IOException {
        Pasture saved = lived();
        byte[] save = save(saved);
        List<Entity> created = new ArrayList<>();
        Pasture loaded = recreated(saved, created, 3);
        Entity lost = created.remove(123);
        BatchSnapshot before = loaded.batch.snapshot();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> loaded.system.load(in(save), created, Pasture.CODECS));
        assertEquals("Grazer: the save holds key " + Pasture.TAG.get(lost).key
                + ", which none of the keyed entities given in the family has", e.getMessage());
        assertUnchanged(before, loaded);
        created.add(lost);
        loaded.system.load(in(save), created, Pasture.CODECS);
        assertEquals(75 + 480, loaded.batch.size(), "the same load, with every key, goes in beside the engine's own");
    }

    @Test
    void aLoadRefusesTwoEntitiesWithOneKeyOrAKeyOnlyAnEntityOutsideTheFamilyHasAndChangesNothing() throws IOException {
        Pasture saved = lived();
        byte[] save = save(saved);
        List<Entity> created = new ArrayList<>();
        Pasture loaded = recreated(saved, created, 4);
        BatchSnapshot before = loaded.batch.snapshot();
        Entity twin = loaded.grazer(key(1), 0, 0, 0);
        created.add(twin);
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> loaded.system.load(in(save), created, Pasture.CODECS));
        assertTrue(twice.getMessage().endsWith(" have the same Tag key " + key(1)
                + ": a keyed save needs one entity per key"), twice.getMessage());
        assertUnchanged(before, loaded);
        twin.remove(Tag.class); // now skipped: it has no key
        Entity mindless = created.get(7);
        Grazer machine = Pasture.GRAZER.get(mindless);
        mindless.remove(Grazer.class); // now outside the family: its key is none of the entities'
        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> loaded.system.load(in(save), created, Pasture.CODECS));
        assertEquals("Grazer: the save holds key " + Pasture.TAG.get(mindless).key
                + ", which none of the keyed entities given in the family has", outside.getMessage());
        assertUnchanged(before, loaded);
        mindless.add(machine);
        loaded.system.load(in(save), created, Pasture.CODECS);
        assertEquals(75 + 480, loaded.batch.size());
    }

    /** All the game re-created, as docs/ashley.md says to pass: a camera, a keyless and a keyed non-grazer are skipped. */
    @Test
    void aLoadSkipsEntitiesOutsideTheFamilyOrWithoutKey() throws IOException {
        Pasture saved = lived();
        byte[] save = save(saved);
        List<Entity> created = new ArrayList<>();
        Pasture loaded = recreated(saved, created, 6);
        Entity camera = new Entity().add(new Body());
        Entity keyless = loaded.grazer(key(1), 0, 0, 0);
        keyless.remove(Tag.class);
        Entity tagOnly = new Entity().add(new Tag(key(8_888)));
        created.add(camera);
        created.add(keyless);
        created.add(tagOnly);
        TravelReport read = loaded.system.load(in(save), created, Pasture.CODECS);
        assertEquals(480, read.size());
        assertEquals(75 + 480, loaded.batch.size());
        assertTrue(!loaded.system.contains(camera) && !loaded.system.contains(keyless)
                && !loaded.system.contains(tagOnly));
    }

    /** machineOf may build a new object per call: the system maps each entity to the one the batch holds. */
    @Test
    void aLoadKeepsTheMachineObjectsTheBatchWasGiven() throws IOException {
        Pasture saved = lived();
        byte[] save = save(saved);
        GrazerBatch batch = new GrazerBatch();
        List<BatchSystem<Grazer, Graze>> system = new ArrayList<>();
        system.add(new BatchSystem<>(Pasture.FAMILY, batch, entity -> new Grazer(system.get(0),
                Pasture.GRAZER.get(entity).seed), batch::add, batch::forEach).keyedBy(Tag.class, tag -> tag.key));
        List<Entity> created = new ArrayList<>();
        for (Map.Entry<Long, Entity> entry : saved.entities().entrySet()) {
            created.add(new Grazer(system.get(0), Pasture.GRAZER.get(entry.getValue()).seed).entity
                    .add(new Tag(entry.getKey())));
        }
        system.get(0).load(in(save), created, Pasture.CODECS);
        int seen = 0;
        for (Graze state : Graze.values()) {
            ImmutableArray<Entity> in = system.get(0).entitiesIn(state);
            for (int i = 0; i < in.size(); i++) {
                assertTrue(created.contains(in.get(i)), state + ": " + in.get(i));
                seen++;
            }
        }
        assertEquals(480, seen, "every loaded entity, found from the object the batch holds");
    }

    @Test
    void aLoadRefusesAStreamThatIsNoKeyedSaveOfItsKeyAndATruncatedOneAndChangesNothing() throws IOException {
        Pasture saved = lived();
        byte[] save = save(saved);
        List<Entity> created = new ArrayList<>();
        Pasture loaded = recreated(saved, created, 5);
        BatchSnapshot before = loaded.batch.snapshot();
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        BatchSaves.write(saved.batch, new DataOutputStream(whole), Pasture.CODECS);
        IOException plain = assertThrows(IOException.class,
                () -> loaded.system.load(in(whole.toByteArray()), created, Pasture.CODECS));
        assertEquals("Grazer: not a keyed save of a BatchSystem (it starts 0x4253544d)", plain.getMessage());
        assertUnchanged(before, loaded);
        for (int cut : new int[] {3, 40, save.length / 2, save.length - 1}) {
            assertThrows(IOException.class,
                    () -> loaded.system.load(in(Arrays.copyOf(save, cut)), created, Pasture.CODECS), "cut at " + cut);
            assertUnchanged(before, loaded);
        }
    }

    @Test
    void aLoadRefusesAnEntityTheBatchHoldsAlreadyAndChangesNothing() throws IOException {
        Pasture saved = lived();
        byte[] save = save(saved);
        List<Entity> created = new ArrayList<>();
        Pasture loaded = recreated(saved, created, 6);
        loaded.engine.addEntity(created.get(50)); // too early: it joined the batch in its initial state
        BatchSnapshot before = loaded.batch.snapshot();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> loaded.system.load(in(save), created, Pasture.CODECS));
        assertEquals("Grazer: the entity of key " + Pasture.TAG.get(created.get(50)).key
                + " is in the batch already: load before it joins the family", e.getMessage());
        assertUnchanged(before, loaded);
    }

    @Test
    void aLoadedEntityJoiningTheFamilyKeepsItsLoadedState() throws IOException {
        Pasture saved = lived();
        List<Entity> created = new ArrayList<>();
        Pasture loaded = recreated(saved, created, 8);
        loaded.system.load(in(save(saved)), created, Pasture.CODECS);
        long handle = loaded.system.handleOf(created.get(0));
        loaded.engine.addEntity(created.get(0));
        assertEquals(handle, loaded.system.handleOf(created.get(0)), "joining the family adds nothing");
        assertSame(created.get(0), Pasture.GRAZER.get(created.get(0)).entity);
    }

    @Test
    void aMachineOfRegionsSavesAndLoadsEveryRegionByKey() throws IOException {
        ComponentMapper<Body> body = ComponentMapper.getFor(Body.class);
        Limbs<Legs> limbs = Limbs.machine();
        BatchSystem<Body, Legs> system = new BatchSystem<>(Family.all(Body.class, Tag.class).get(), limbs, body::get,
                limbs::add, limbs::forEach).keyedBy(Tag.class, tag -> tag.key);
        Engine engine = new Engine();
        engine.addSystem(system);
        Map<Long, Entity> entities = new TreeMap<>();
        for (int k = 0; k < 70; k++) {
            Entity entity = new Entity().add(new Body()).add(new Tag(key(k)));
            engine.addEntity(entity);
            entities.put(key(k), entity);
            if (k % 6 == 0 && k < 60) {
                engine.removeEntity(entity);
                entities.remove(key(k));
            }
        }
        entities.forEach((key, entity) -> {
            long h = system.handleOf(entity);
            if (key % 3 == 0) {
                limbs.transitionTo(h, Legs.RUN);
            }
            if (key % 2 == 0) {
                limbs.region(Arms.class).transitionTo(h, key % 4 == 0 ? Arms.SWING : Arms.BLOCK);
            }
        });
        Map<Long, String> before = states(system, limbs, entities);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        system.save(new DataOutputStream(bytes), new SaveOptions());

        Limbs<Legs> again = Limbs.machine();
        BatchSystem<Body, Legs> reloaded = new BatchSystem<>(Family.all(Body.class, Tag.class).get(), again, body::get,
                again::add, again::forEach).keyedBy(Tag.class, tag -> tag.key);
        Map<Long, Entity> fresh = new TreeMap<>();
        for (long key : entities.keySet()) {
            fresh.put(key, new Entity().add(new Body()).add(new Tag(key)));
        }
        List<Entity> created = new ArrayList<>(fresh.values());
        Collections.reverse(created);
        reloaded.load(in(bytes.toByteArray()), created, new SaveOptions());
        Engine other = new Engine();
        other.addSystem(reloaded);
        created.forEach(other::addEntity);
        assertEquals(before, states(reloaded, again, fresh));
    }

    private static Map<Long, String> states(BatchSystem<Body, Legs> system, Limbs<Legs> limbs, Map<Long, Entity> entities) {
        Map<Long, String> states = new TreeMap<>();
        entities.forEach((key, entity) -> {
            long h = system.handleOf(entity);
            states.put(key, limbs.stateOf(h) + "/" + limbs.previousOf(h) + " " + limbs.stateOf(h, Arms.class) + "/"
                    + limbs.previousOf(h, Arms.class));
        });
        return states;
    }

    private static void assertUnchanged(BatchSnapshot before, Pasture loaded) {
        assertTrue(before.matches(loaded.batch.snapshot()), "the batch changed: " + loaded.batch.snapshot());
    }
}
