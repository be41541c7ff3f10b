package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * The game's own stable key of each entity, read from a component the game names: what a keyed save
 * writes for each entity in place of the batch's handle, which a reloaded engine's entities do not have.
 * Every rule about keys (which entities have one, no key twice, the save's header) is here.
 *
 * @param <K> the key's component
 */
final class StableKeys<K extends Component> {
    /** The first int of a keyed save, before its header: "BSKY". */
    static final int MAGIC = 0x42534B59;

    private final Class<K> component;
    private final ComponentMapper<K> mapper;
    private final ToLongFunction<? super K> keyOf;

    StableKeys(Class<K> component, ToLongFunction<? super K> keyOf) {
        this.component = component;
        this.mapper = ComponentMapper.getFor(component);
        this.keyOf = keyOf;
    }

    /** The key of {@code entity}. @throws IllegalArgumentException naming the entity when it has no key component */
    long of(String machine, Entity entity) {
        K key = mapper.get(entity);
        if (key == null) {
            throw new IllegalArgumentException(machine + ": entity " + entity + " has no " + component.getSimpleName()
                    + ", the component keyedBy names: every entity a keyed save writes or loads needs its key");
        }
        return keyOf.applyAsLong(key);
    }

    /**
     * {@code entities}, each with a key, in ascending key order (a save of the same engine is the same bytes
     * whatever order its entities joined in), and no key twice.
     */
    Entity[] inKeyOrder(String machine, Entity[] entities) {
        long[][] pairs = new long[entities.length][];
        for (int i = 0; i < entities.length; i++) {
            pairs[i] = new long[] {of(machine, entities[i]), i};
        }
        Arrays.sort(pairs, (a, b) -> Long.compare(a[0], b[0]));
        Entity[] sorted = new Entity[pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            sorted[i] = entities[(int) pairs[i][1]];
            if (i > 0 && pairs[i][0] == pairs[i - 1][0]) {
                throw twice(machine, pairs[i][0], sorted[i - 1], sorted[i]);
            }
        }
        return sorted;
    }

    /**
     * Each key of the {@code entities} the system runs and its entity. Those outside {@code family} or
     * without the key component are skipped, not refused: the game passes all it re-created (its camera and
     * settings too), and one outside the family must not enter the batch, which would never hear of its
     * removal. Two with one key are refused.
     */
    Map<Long, Entity> byKey(String machine, Iterable<Entity> entities, Family family) {
        Map<Long, Entity> byKey = new HashMap<Long, Entity>();
        for (Entity entity : entities) {
            K key = mapper.get(entity);
            if (key == null || !family.matches(entity)) {
                continue;
            }
            Entity other = byKey.put(keyOf.applyAsLong(key), entity);
            if (other != null) {
                throw twice(machine, keyOf.applyAsLong(key), other, entity);
            }
        }
        return byKey;
    }

    private IllegalArgumentException twice(String machine, long key, Entity first, Entity second) {
        return new IllegalArgumentException(machine + ": entities " + first + " and " + second + " have the same "
                + component.getSimpleName() + " key " + key + ": a keyed save needs one entity per key");
    }

    /** The header of a keyed save: the magic and the key component's name. */
    void writeHeader(DataOutput out) throws IOException {
        out.writeInt(MAGIC);
        out.writeUTF(component.getName());
    }

    /** Reads the header of a keyed save, refusing a stream that is none or is keyed by another component. */
    void readHeader(DataInput in, String machine) throws IOException {
        int magic = in.readInt();
        if (magic != MAGIC) {
            throw new IOException(machine + ": not a keyed save of a BatchSystem (it starts 0x"
                    + Integer.toHexString(magic) + ")");
        }
        String saved = in.readUTF();
        if (!saved.equals(component.getName())) {
            throw new IOException(machine + ": the save is keyed by " + saved + ", this system by "
                    + component.getName());
        }
    }
}
