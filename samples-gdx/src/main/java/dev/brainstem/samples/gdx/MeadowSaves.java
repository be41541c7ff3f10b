package dev.brainstem.samples.gdx;

import com.artemis.BaseSystem;
import com.artemis.ComponentMapper;
import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Saves a {@link Meadow} between two frames and loads it into a new one that goes on exactly as the
 * saved one would have: hot reload's fast path for the edits that need a restart (F5 in the game).
 *
 * <p>A save holds the Random's state, Brainstem's save of each batch ({@link BatchSaves}: states,
 * previous states, stacks, times in state, the whistles still waiting), and the rest of the game's own
 * data: the record of Artemis's ids ({@link EntityIds}), each creature's components, the shepherd and
 * the counters.
 * A load makes a new world whose batches hold the saved ids, recreates every entity under its own id
 * with no system running (the {@code BatchSystem}s see entities their batches hold already and leave them
 * as they are), and frees the dead ids in the order the saved world would have reused them.
 *
 * <p>States map by name ({@link BatchSaves}), so a save from before a state was added loads into the new
 * classes. A count of transitions into a state the loaded classes no longer have is dropped: it is a
 * statistic, and the batches refuse a save that has an entity in such a state. Anything else that does
 * not fit is an {@link IOException} saying what.
 */
final class MeadowSaves {
    private static final int MAGIC = 0x4D454144; // "MEAD"
    private static final int VERSION = 1;
    /** The Random's state: {@code java.util.Random} is serializable, and nothing else is read that way. */
    private static final ObjectInputFilter ONLY_RANDOM = ObjectInputFilter.Config.createFilter(
            "java.util.Random;!*;maxdepth=2;maxrefs=4;maxbytes=256");

    private MeadowSaves() {}

    static SaveOptions options() {
        return new SaveOptions().message(Whistle.class, MessageCodec.of((whistle, out) -> {
            out.writeFloat(whistle.x);
            out.writeFloat(whistle.y);
        }, in -> new Whistle(in.readFloat(), in.readFloat())));
    }

    static void save(Meadow meadow, Path file) throws IOException {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            write(meadow, out);
        }
    }

    static Meadow load(Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            return read(in);
        }
    }

    /** Writes {@code meadow}, which must be between two frames. */
    static void write(Meadow meadow, DataOutput out) throws IOException {
        out.writeInt(MAGIC);
        out.writeShort(VERSION);
        writeRandom(meadow.random, out);
        SaveOptions options = options();
        long[] sheep = BatchSaves.write(meadow.sheepBatch, out, options);
        long[] wolves = BatchSaves.write(meadow.wolfBatch, out, options);
        meadow.entityIds.write(out);
        ComponentMapper<Sheep> sheepData = meadow.world.getMapper(Sheep.class);
        for (long id : sheep) {
            writeBody(meadow.body((int) id), out);
            Sheep s = sheepData.get((int) id);
            out.writeFloat(s.fullness);
            out.writeFloat(s.grazeFor);
            out.writeFloat(s.goalX);
            out.writeFloat(s.goalY);
            out.writeBoolean(s.eaten);
        }
        for (long id : wolves) {
            writeBody(meadow.body((int) id), out);
            Wolf w = meadow.wolfData.get((int) id);
            out.writeFloat(w.hunger);
            out.writeInt(w.prey);
            out.writeFloat(w.heading);
        }
        out.writeFloat(meadow.shepherdX);
        out.writeFloat(meadow.shepherdY);
        out.writeInt(meadow.eaten);
        out.writeInt(meadow.born);
        writeCounts(meadow.sheepEntered, out);
        writeCounts(meadow.wolvesEntered, out);
    }

    /** A new meadow in the state {@link #write} saved. */
    static Meadow read(DataInput in) throws IOException {
        if (in.readInt() != MAGIC) {
            throw new IOException("not a meadow save");
        }
        int version = in.readUnsignedShort();
        if (version != VERSION) {
            throw new IOException("a meadow save of version " + version + "; this game reads version " + VERSION);
        }
        Meadow meadow = new Meadow(readRandom(in));
        SaveOptions options = options();
        long[] sheep = BatchSaves.read(meadow.sheepBatch, in, options);
        long[] wolves = BatchSaves.read(meadow.wolfBatch, in, options);
        EntityIds ids = EntityIds.read(in);
        checkLive(ids, sheep, wolves);
        Map<Integer, Body> bodies = new HashMap<>();
        Map<Integer, Sheep> sheepData = new HashMap<>();
        Map<Integer, Wolf> wolfData = new HashMap<>();
        for (long id : sheep) {
            bodies.put((int) id, readBody(in));
            Sheep s = new Sheep();
            s.fullness = in.readFloat();
            s.grazeFor = in.readFloat();
            s.goalX = in.readFloat();
            s.goalY = in.readFloat();
            s.eaten = in.readBoolean();
            sheepData.put((int) id, s);
        }
        for (long id : wolves) {
            bodies.put((int) id, readBody(in));
            Wolf w = new Wolf();
            w.hunger = in.readFloat();
            w.prey = in.readInt();
            w.heading = in.readFloat();
            wolfData.put((int) id, w);
        }
        meadow.shepherdX = in.readFloat();
        meadow.shepherdY = in.readFloat();
        meadow.eaten = in.readInt();
        meadow.born = in.readInt();
        readCounts(meadow.sheepEntered, SheepState.class, in);
        readCounts(meadow.wolvesEntered, WolfState.class, in);
        // No system runs while the entities are recreated: the worlds' processes only apply the changes.
        BaseSystem[] systems = {meadow.world.getSystem(Meadow.SheepSystem.class),
                meadow.world.getSystem(Meadow.WolfSystem.class), meadow.world.getSystem(MoveSystem.class)};
        for (BaseSystem system : systems) {
            system.setEnabled(false);
        }
        ids.recreate(meadow.world, id -> {
            meadow.world.edit(id).add(bodies.get(id));
            if (sheepData.containsKey(id)) {
                meadow.world.edit(id).add(sheepData.get(id));
            } else {
                meadow.world.edit(id).add(wolfData.get(id));
            }
        });
        for (BaseSystem system : systems) {
            system.setEnabled(true);
        }
        meadow.entityIds = ids;
        return meadow;
    }

    /** The batches' ids must be the live ids of the record, each in one batch only. */
    private static void checkLive(EntityIds ids, long[] sheep, long[] wolves) throws IOException {
        Set<Long> seen = new HashSet<>();
        for (long[] batch : new long[][] {sheep, wolves}) {
            for (long id : batch) {
                if (id != (int) id || !ids.live((int) id)) {
                    throw new IOException("a meadow save whose batches hold id " + id + ", which is no live entity's");
                }
                if (!seen.add(id)) {
                    throw new IOException("a meadow save whose batches both hold id " + id);
                }
            }
        }
        int live = ids.next() - ids.free().length;
        if (seen.size() != live) {
            throw new IOException("a meadow save of " + live + " live entities of which the batches hold " + seen.size());
        }
    }

    private static void writeBody(Body b, DataOutput out) throws IOException {
        out.writeFloat(b.x);
        out.writeFloat(b.y);
        out.writeFloat(b.vx);
        out.writeFloat(b.vy);
    }

    private static Body readBody(DataInput in) throws IOException {
        Body b = new Body();
        b.x = in.readFloat();
        b.y = in.readFloat();
        b.vx = in.readFloat();
        b.vy = in.readFloat();
        return b;
    }

    private static <S extends Enum<S>> void writeCounts(Map<S, Integer> counts, DataOutput out) throws IOException {
        out.writeInt(counts.size());
        for (Map.Entry<S, Integer> count : counts.entrySet()) {
            out.writeUTF(count.getKey().name());
            out.writeInt(count.getValue());
        }
    }

    private static <S extends Enum<S>> void readCounts(Map<S, Integer> counts, Class<S> states, DataInput in)
            throws IOException {
        int n = in.readInt();
        if (n < 0 || n > states.getEnumConstants().length * 4) {
            throw new IOException("a meadow save with " + n + " counts of " + states.getSimpleName());
        }
        for (int i = 0; i < n; i++) {
            String name = in.readUTF();
            int count = in.readInt();
            for (S state : states.getEnumConstants()) {
                if (state.name().equals(name)) {
                    counts.put(state, count);
                }
            }
        }
    }

    private static void writeRandom(Random random, DataOutput out) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream object = new ObjectOutputStream(bytes)) {
            object.writeObject(random);
        }
        out.writeInt(bytes.size());
        out.write(bytes.toByteArray());
    }

    private static Random readRandom(DataInput in) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > 256) {
            throw new IOException("a meadow save whose random takes " + length + " bytes");
        }
        byte[] bytes = new byte[length];
        in.readFully(bytes);
        try (ObjectInputStream object = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            object.setObjectInputFilter(ONLY_RANDOM);
            return (Random) object.readObject();
        } catch (ClassNotFoundException | ClassCastException | java.io.InvalidClassException e) {
            throw new IOException("a meadow save whose random is not one: " + e.getMessage(), e);
        }
    }
}
