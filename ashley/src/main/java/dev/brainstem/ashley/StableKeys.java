package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import dev.brainstem.runtime.KeyedSaves;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * The game's own stable key of each entity, read from a component the game names: what a keyed save
 * writes for each entity in place of the batch's handle, which a reloaded engine's entities do not have.
 * The rules of keys (no key twice, the order, the save's header) are the runtime's {@link KeyedSaves};
 * what is Ashley's is here: entities are {@link Entity} objects, their key component comes from a
 * {@link ComponentMapper}, and a load considers only the system's family.
 *
 * @param <K> the key's component
 */
final class StableKeys<K extends Component> {
    private final KeyedSaves<Entity, K> rules;

    StableKeys(Class<K> component, ToLongFunction<? super K> keyOf) {
        final ComponentMapper<K> mapper = ComponentMapper.getFor(component);
        this.rules = new KeyedSaves<Entity, K>(component, entity -> mapper.get(entity), keyOf);
    }

    /** The key of {@code entity}. @throws IllegalArgumentException naming the entity when it has no key component */
    long of(String machine, Entity entity) {
        return rules.keyOf(machine, entity);
    }

    /**
     * {@code entities}, each with a key, in ascending key order (a save of the same engine is the same bytes
     * whatever order its entities joined in), and no key twice.
     */
    Entity[] inKeyOrder(String machine, Entity[] entities) {
        return rules.inKeyOrder(machine, Arrays.asList(entities)).toArray(new Entity[0]);
    }

    /**
     * Each key of the {@code entities} the system runs and its entity. Those outside {@code family} or
     * without the key component are skipped, not refused: the game passes all it re-created (its camera and
     * settings too), and one outside the family must not enter the batch, which would never hear of its
     * removal. Two with one key are refused.
     */
    Map<Long, Entity> byKey(String machine, Iterable<Entity> entities, Family family) {
        return rules.byKey(machine, entities, family::matches);
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
