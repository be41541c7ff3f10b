package dev.brainstem.artemis;

import com.artemis.Aspect;
import com.artemis.Component;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.utils.IntBag;
import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.KeyedSaves;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;
import java.util.function.ToLongFunction;

/**
 * The game's own stable key of each entity, read from a component the game names: what a keyed save
 * writes for each entity in place of its Artemis id, which a reloaded world gives out in another order.
 * The rules of keys (no key twice, the order, the save's header) are the runtime's {@link KeyedSaves};
 * what is Artemis's is here: entities are ids, their key component comes from the world's mapper, and a
 * load considers only the system's aspect.
 *
 * @param <K> the key's component
 */
final class StableKeys<K extends Component> {
    private final KeyedSaves<Integer, K> rules;
    private ComponentMapper<K> mapper;

    StableKeys(Class<K> component, ToLongFunction<? super K> keyOf) {
        // The mapper needs the world, which keyedBy may be called before: every call sets it first.
        this.rules = new KeyedSaves<Integer, K>(component, id -> mapper.has(id) ? mapper.get(id) : null, keyOf);
    }

    /** The key of entity {@code id}. @throws IllegalArgumentException naming the entity when it has no key component */
    long of(World world, String machine, int id) {
        mapper(world);
        return rules.keyOf(machine, id);
    }

    private void mapper(World world) {
        if (mapper == null) {
            mapper = world.getMapper(rules.component());
        }
    }

    /**
     * Every entity of {@code batch}, in ascending key order (a save of the same world is the same bytes
     * whatever ids Artemis gave out), each with a key, and no key twice.
     */
    long[] members(World world, AbstractBatch<?> batch) {
        mapper(world);
        final List<Integer> ids = new ArrayList<Integer>(batch.size());
        LongConsumer collect = handle -> ids.add((int) handle);
        for (Enum<?> state : batch.states()) {
            forEach(batch, state, collect);
        }
        List<Integer> sorted = rules.inKeyOrder(batch.info().name(), ids);
        long[] members = new long[sorted.size()];
        for (int i = 0; i < members.length; i++) {
            members[i] = sorted.get(i);
        }
        return members;
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
    Map<Long, Integer> ids(final World world, String machine, IntBag entities, final Aspect aspect) {
        mapper(world);
        List<Integer> given = new ArrayList<Integer>(entities.size());
        for (int i = 0, n = entities.size(); i < n; i++) {
            given.add(entities.get(i));
        }
        return rules.byKey(machine, given, id -> aspect.isInterested(world.getEntity(id)));
    }

    /** The header of a keyed save: the magic and the key component's name. */
    void writeHeader(DataOutput out) throws IOException {
        rules.writeHeader(out);
    }

    /** Reads the header of a keyed save, refusing a stream that is none or is keyed by another component. */
    void readHeader(DataInput in, String machine) throws IOException {
        rules.readHeader(in, machine);
    }
}
