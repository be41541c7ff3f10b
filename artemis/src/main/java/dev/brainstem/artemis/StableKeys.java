package dev.brainstem.artemis;

import com.artemis.Aspect;
import com.artemis.Component;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.utils.IntBag;
import dev.brainstem.runtime.AbstractBatch;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongConsumer;
import java.util.function.ToLongFunction;

/**
 * The game's own stable key of each entity, read from a component the game names: what a keyed save
 * writes for each entity in place of its Artemis id, which a reloaded world gives out in another order.
 * Every rule about keys (which entities have one, no key twice, the save's header) is here.
 *
 * @param <K> the key's component
 */
final class StableKeys<K extends Component> {
    /** The first int of a keyed save, before its header: "BSKY". */
    static final int MAGIC = 0x42534B59;

    private final Class<K> component;
    private final ToLongFunction<? super K> keyOf;
    private ComponentMapper<K> mapper;

    StableKeys(Class<K> component, ToLongFunction<? super K> keyOf) {
        this.component = component;
        this.keyOf = keyOf;
    }

    /** The key of entity {@code id}. @throws IllegalArgumentException naming the entity when it has no key component */
    long of(World world, String machine, int id) {
        mapper(world);
        K key = mapper.has(id) ? mapper.get(id) : null;
        if (key == null) {
            throw new IllegalArgumentException(machine + ": entity " + id + " has no " + component.getSimpleName()
                    + ", the component keyedBy names: every entity a keyed save writes or loads needs its key");
        }
        return keyOf.applyAsLong(key);
    }

    private void mapper(World world) {
        if (mapper == null) {
            mapper = world.getMapper(component);
        }
    }

    /**
     * Every entity of {@code batch}, in ascending key order (a save of the same world is the same bytes
     * whatever ids Artemis gave out), each with a key, and no key twice.
     */
    long[] members(World world, AbstractBatch<?> batch) {
        final long[] ids = new long[batch.size()];
        final int[] n = {0};
        LongConsumer collect = handle -> ids[n[0]++] = handle;
        for (Enum<?> state : batch.states()) {
            forEach(batch, state, collect);
        }
        long[][] pairs = new long[n[0]][];
        for (int i = 0; i < n[0]; i++) {
            pairs[i] = new long[] {of(world, batch.info().name(), (int) ids[i]), ids[i]};
        }
        Arrays.sort(pairs, (a, b) -> Long.compare(a[0], b[0]));
        long[] sorted = new long[pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            if (i > 0 && pairs[i][0] == pairs[i - 1][0]) {
                throw twice(batch.info().name(), pairs[i][0], (int) pairs[i - 1][1], (int) pairs[i][1]);
            }
            sorted[i] = pairs[i][1];
        }
        return sorted;
    }

    @SuppressWarnings("unchecked") // a state of the batch's own enum, as the batch listed it
    private static <S extends Enum<S>> void forEach(AbstractBatch<S> batch, Enum<?> state, LongConsumer action) {
        batch.forEachHandle((S) state, action);
    }

    /**
     * Each key of the {@code entities} the system runs and its entity. Those outside {@code aspect} or
     * without the key component are skipped, not refused: the game passes all it re-created (Artemis's
     * {@code SaveFileFormat.entities} holds its camera and settings too), and one outside the aspect must
     * not enter the batch, which would never hear of its removal. Two with one key are refused.
     */
    Map<Long, Integer> ids(World world, String machine, IntBag entities, Aspect aspect) {
        mapper(world);
        Map<Long, Integer> ids = new HashMap<Long, Integer>();
        for (int i = 0, n = entities.size(); i < n; i++) {
            int id = entities.get(i);
            if (!mapper.has(id) || !aspect.isInterested(world.getEntity(id))) {
                continue;
            }
            long key = keyOf.applyAsLong(mapper.get(id));
            Integer other = ids.put(key, id);
            if (other != null) {
                throw twice(machine, key, other, id);
            }
        }
        return ids;
    }

    private IllegalArgumentException twice(String machine, long key, int first, int second) {
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
