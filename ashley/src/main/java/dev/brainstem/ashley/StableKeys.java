package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * The game's own stable key of each entity, read from a component the game names: what a keyed save
 * writes for each entity in place of the batch's handle, which a reloaded engine's entities do not have.
 * Every rule about keys (each entity has one, no key twice, the save's header) is here.
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

    /** Each key of {@code entities} and its entity: each has a key, and no key twice. */
    Map<Long, Entity> byKey(String machine, Iterable<Entity> entities) {
        Map<Long, Entity> byKey = new HashMap<Long, Entity>();
        for (Entity entity : entities) {
            long key = of(machine, entity);
            Entity other = byKey.put(key, entity);
            if (other != null) {
                throw twice(machine, key, other, entity);
            }
        }
        return byKey;
    }

    IllegalArgumentException twice(String machine, long key, Entity first, Entity second) {
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
