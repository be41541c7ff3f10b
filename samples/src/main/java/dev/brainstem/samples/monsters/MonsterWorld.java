package dev.brainstem.samples.monsters;

import dev.brainstem.runtime.BatchSaves;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The monsters of {@code monsters --inspect}: the id-mode system and its batch, and their save for a
 * restart (hot reload's fast path for edits that cannot apply live: save, restart on the new classes,
 * load). The save is Brainstem's save of the batch followed by the system's own arrays, the game's data.
 */
public final class MonsterWorld {
    private final Monsters system;
    private final MonstersBatch batch;

    private MonsterWorld(Monsters system, MonstersBatch batch) {
        this.system = system;
        this.batch = batch;
    }

    /** {@code entities} monsters, every one added, as {@link MonsterRun}'s id-mode runs start. */
    public static MonsterWorld create(int entities) {
        Monsters system = new Monsters(entities, MonsterRun.SEED);
        MonstersBatch batch = new MonstersBatch(system);
        for (int id = 0; id < entities; id++) {
            batch.add(id);
        }
        return new MonsterWorld(system, batch);
    }

    public MonstersBatch batch() {
        return batch;
    }

    public Monsters system() {
        return system;
    }

    /** Writes the batch (states, stacks, times in state) and then every monster's data to {@code file}. */
    public void save(Path file) throws IOException {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            out.writeInt(system.capacity());
            BatchSaves.write(batch, out);
            for (int id = 0; id < system.capacity(); id++) {
                out.writeFloat(system.x[id]);
                out.writeFloat(system.timer[id]);
                out.writeFloat(system.distance[id]);
                out.writeInt(system.die[id]);
            }
        }
    }

    /**
     * The world {@link #save} wrote, in a new batch of the classes now loaded: states map by name, so a
     * save from before a new state was added loads, and one naming a state that is gone is refused.
     */
    public static MonsterWorld load(Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            int capacity = in.readInt();
            if (capacity < 1) {
                throw new IOException(file + ": a monsters save of " + capacity + " monsters");
            }
            Monsters system = new Monsters(capacity, MonsterRun.SEED);
            MonstersBatch batch = new MonstersBatch(system);
            BatchSaves.read(batch, in);
            for (int id = 0; id < capacity; id++) {
                system.x[id] = in.readFloat();
                system.timer[id] = in.readFloat();
                system.distance[id] = in.readFloat();
                system.die[id] = in.readInt();
            }
            return new MonsterWorld(system, batch);
        }
    }
}
