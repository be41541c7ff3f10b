package dev.brainstem.runtime;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * The rules of a keyed save: a save of a batch that names each entity by the game's own stable key, read
 * from a component the game names, instead of by a handle or id a reloaded world gives out anew. An ECS
 * binding (the Artemis and Ashley {@code BatchSystem}s' {@code keyedBy}, {@code save} and {@code load})
 * builds on it and on {@link EntityTravel} with {@link TravelOptions#keys}; it keeps only what its engine
 * decides: how an entity is referred to and how its key component is read.
 *
 * <p><b>What the rules are.</b> Every entity a keyed save writes has the key component, and no key is
 * held twice; a save writes its entities in ascending key order, so a save of the same world is the same
 * bytes whatever order its entities joined in or whatever ids they were given. A load looks each saved
 * key up among the entities the game re-created: those without the key component, or that the binding's
 * system does not run, are skipped, not refused (the game may pass all it re-created, its camera and
 * settings too); two with one key are refused.
 *
 * <p><b>The format.</b> A keyed save is a header, {@code int} magic {@code 0x42534B59} ("BSKY") and
 * {@code UTF} the key component's qualified class name, followed by the bytes of an
 * {@link EntityTravel#export} that wrote keys. A stream that does not start so, or is keyed by another
 * component, is an {@link IOException} that says which; a truncated header is an {@link IOException}
 * from the stream.
 *
 * <p>Refusals are {@link IllegalArgumentException}s naming the machine, the entity (as the binding
 * refers to it: its {@code toString}) and the key; none of them changes anything, as every rule is
 * checked before a byte is written or an entity placed.
 *
 * @param <E> how the engine refers to an entity (an Artemis id, an Ashley {@code Entity})
 * @param <K> the key's component
 */
public final class KeyedSaves<E, K> {
    /** The first int of a keyed save, before the key component's name: "BSKY". */
    public static final int MAGIC = 0x42534B59;

    private final Class<K> component;
    private final Function<? super E, ? extends K> componentOf;
    private final ToLongFunction<? super K> keyOf;

    /**
     * Rules for saves keyed by {@code component}.
     *
     * @param component the key's component, whose qualified name the header holds
     * @param componentOf the entity's key component, or null when it has none
     * @param keyOf the key a key component holds
     */
    public KeyedSaves(Class<K> component, Function<? super E, ? extends K> componentOf,
            ToLongFunction<? super K> keyOf) {
        if (component == null || componentOf == null || keyOf == null) {
            throw new IllegalArgumentException("a keyed save needs the key component, how to read it and the key");
        }
        this.component = component;
        this.componentOf = componentOf;
        this.keyOf = keyOf;
    }

    /** The key component's class. */
    public Class<K> component() {
        return component;
    }

    /**
     * The key of {@code entity}.
     *
     * @throws IllegalArgumentException naming {@code machine} and the entity when it has no key component
     */
    public long keyOf(String machine, E entity) {
        K key = componentOf.apply(entity);
        if (key == null) {
            throw new IllegalArgumentException(machine + ": entity " + entity + " has no " + component.getSimpleName()
                    + ", the component keyedBy names: every entity a keyed save writes or loads needs its key");
        }
        return keyOf.applyAsLong(key);
    }

    /**
     * {@code entities} in ascending key order, the order a keyed save writes them in; entities of one key
     * would keep their order, but are refused.
     *
     * @throws IllegalArgumentException naming the first entity (in the order given) without the key
     *     component, or two entities with one key
     */
    public List<E> inKeyOrder(String machine, List<? extends E> entities) {
        final long[] keys = new long[entities.size()];
        Integer[] order = new Integer[keys.length];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = keyOf(machine, entities.get(i));
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(keys[a], keys[b]));
        List<E> sorted = new ArrayList<E>(keys.length);
        for (int i = 0; i < order.length; i++) {
            if (i > 0 && keys[order[i]] == keys[order[i - 1]]) {
                throw twice(machine, keys[order[i]], entities.get(order[i - 1]), entities.get(order[i]));
            }
            sorted.add(entities.get(order[i]));
        }
        return sorted;
    }

    /**
     * Each key of the {@code entities} the binding's system {@code runs}, and its entity: what a load looks
     * the saved keys up in. Entities without the key component, or that {@code runs} rejects, are skipped.
     *
     * @throws IllegalArgumentException naming two entities with one key
     */
    public Map<Long, E> byKey(String machine, Iterable<? extends E> entities, Predicate<? super E> runs) {
        Map<Long, E> byKey = new HashMap<Long, E>();
        for (E entity : entities) {
            K key = componentOf.apply(entity);
            if (key == null || !runs.test(entity)) {
                continue;
            }
            long value = keyOf.applyAsLong(key);
            E other = byKey.put(value, entity);
            if (other != null) {
                throw twice(machine, value, other, entity);
            }
        }
        return byKey;
    }

    private IllegalArgumentException twice(String machine, long key, E first, E second) {
        return new IllegalArgumentException(machine + ": entities " + first + " and " + second + " have the same "
                + component.getSimpleName() + " key " + key + ": a keyed save needs one entity per key");
    }

    /** Writes the header of a keyed save: the magic and the key component's name. */
    public void writeHeader(DataOutput out) throws IOException {
        out.writeInt(MAGIC);
        out.writeUTF(component.getName());
    }

    /**
     * Reads the header of a keyed save.
     *
     * @throws IOException naming {@code machine}, for a stream that is no keyed save or is keyed by another
     *     component; from the stream, for one that ends inside the header
     */
    public void readHeader(DataInput in, String machine) throws IOException {
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
