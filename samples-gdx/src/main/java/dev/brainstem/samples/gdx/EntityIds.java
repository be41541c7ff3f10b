package dev.brainstem.samples.gdx;

import com.artemis.World;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntConsumer;

/**
 * The ids Artemis-odb 2.3.0 will give the meadow's next entities: a world hands out the ids freed
 * first, in the order it freed them (the ids deleted in a {@code World.process}, ascending, at its end),
 * then new ones counting up from 0. The meadow keeps this record so that a load recreates every entity
 * under its own id (the batches hold the ids) and the lambs born after the load get the ids they would
 * have got without it. A world that hands out another id than this record expects is an
 * {@link IllegalStateException}: the record and Artemis disagree, and a save would not resume the game.
 */
final class EntityIds {
    /** Freed ids in the order Artemis reuses them. */
    private final ArrayDeque<Integer> free = new ArrayDeque<>();
    /** Deleted in this frame: freed, ascending, at its end. */
    private final TreeSet<Integer> deleting = new TreeSet<>();
    /** The first id never handed out. */
    private int next;

    /** Artemis gave {@code id} to a new entity. */
    void created(int id) {
        int expected = free.isEmpty() ? next : free.peekFirst();
        if (id != expected) {
            throw new IllegalStateException("Artemis gave the new entity id " + id + " where the meadow's record of"
                    + " ids expected " + expected + ": a save would not resume this game");
        }
        if (free.isEmpty()) {
            next++;
        } else {
            free.pollFirst();
        }
    }

    void deleted(int id) {
        deleting.add(id);
    }

    /** {@code World.process} returned: Artemis freed the ids deleted in it. */
    void frameEnded() {
        free.addAll(deleting);
        deleting.clear();
    }

    /** Whether {@code id} is handed out and not freed: a live entity's. */
    boolean live(int id) {
        return id >= 0 && id < next && !free.contains(id);
    }

    int next() {
        return next;
    }

    /** The freed ids, in the order Artemis reuses them. */
    int[] free() {
        return free.stream().mapToInt(Integer::intValue).toArray();
    }

    void write(DataOutput out) throws IOException {
        if (!deleting.isEmpty()) {
            throw new IllegalStateException("a save in the middle of a frame: ids " + deleting + " are being deleted");
        }
        out.writeInt(next);
        out.writeInt(free.size());
        for (int id : free) {
            out.writeInt(id);
        }
    }

    static EntityIds read(DataInput in) throws IOException {
        EntityIds ids = new EntityIds();
        ids.next = in.readInt();
        int count = in.readInt();
        if (ids.next < 0 || count < 0 || count > ids.next) {
            throw new IOException("a meadow save of " + ids.next + " ids of which " + count + " free");
        }
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < count; i++) {
            int id = in.readInt();
            if (id < 0 || id >= ids.next || !seen.add(id)) {
                throw new IOException("a meadow save frees id " + id + " of " + ids.next + (id >= 0 && id < ids.next ? " twice" : ""));
            }
            ids.free.add(id);
        }
        return ids;
    }

    /**
     * Makes a new world, whose systems are disabled, hold this record's entities under their ids and
     * free the others in this record's order. {@code fill} gives each live entity its components; the
     * world processes (no system runs) so that its subscriptions see them, and once for each ascending
     * run of freed ids, since Artemis frees a process's deletions in ascending order.
     */
    void recreate(World world, IntConsumer fill) {
        for (int i = 0; i < next; i++) {
            int id = world.create();
            if (id != i) {
                throw new IllegalStateException("a world for a load must be new: it gave id " + id + " for " + i);
            }
            if (!free.contains(id)) {
                fill.accept(id);
            }
        }
        world.process();
        int previous = -1;
        for (int id : free) {
            if (id < previous) {
                world.process();
            }
            world.delete(id);
            previous = id;
        }
        world.process();
    }
}
