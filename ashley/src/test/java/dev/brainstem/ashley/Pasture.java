package dev.brainstem.ashley;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import java.util.Map;
import java.util.TreeMap;

/** An engine of {@link Grazer}s keyed by their {@link Tag}: what the keyed-save tests build, run and compare. */
final class Pasture {
    /** A dyadic frame: clocks and times in state sum exactly in every engine. */
    static final float DT = 1f / 16;
    static final SaveOptions CODECS = new SaveOptions().message(Call.class,
            MessageCodec.of((call, out) -> out.writeBoolean(call.loud()), in -> new Call(in.readBoolean())));
    static final ComponentMapper<Tag> TAG = ComponentMapper.getFor(Tag.class);
    static final ComponentMapper<Grazer> GRAZER = ComponentMapper.getFor(Grazer.class);
    static final Family FAMILY = Family.all(Tag.class, Grazer.class).get();

    final Engine engine = new Engine();
    final GrazerBatch batch = new GrazerBatch();
    final BatchSystem<Grazer, Graze> system = new BatchSystem<>(FAMILY, batch, GRAZER::get, batch::add,
            batch::forEach).keyedBy(Tag.class, tag -> tag.key);

    Pasture() {
        engine.addSystem(system);
    }

    /** A grazer with its key and data, not in the engine yet. */
    Entity grazer(long key, int seed, float eaten, int calls) {
        Grazer grazer = new Grazer(system, seed);
        grazer.eaten = eaten;
        grazer.calls = calls;
        return grazer.entity.add(new Tag(key));
    }

    void frame() {
        engine.update(DT);
    }

    /** Each key of the family's entities the batch holds, and the entity. */
    Map<Long, Entity> entities() {
        Map<Long, Entity> entities = new TreeMap<>();
        ImmutableArray<Entity> family = engine.getEntitiesFor(FAMILY);
        for (int i = 0; i < family.size(); i++) {
            if (system.contains(family.get(i))) {
                entities.put(TAG.get(family.get(i)).key, family.get(i));
            }
        }
        return entities;
    }

    /** Each key and all its entity is: state, previous state, stack, time in state, and its machine's fields. */
    java.util.SortedMap<Long, String> dump() {
        java.util.SortedMap<Long, String> dump = new TreeMap<>();
        entities().forEach((key, entity) -> {
            long h = system.handleOf(entity);
            Grazer g = GRAZER.get(entity);
            dump.put(key, batch.stateOf(h) + " from " + batch.previousOf(h) + " stack " + batch.stackOf(h)
                    + " t " + batch.timeInState(h) + " ate " + g.eaten + " calls " + g.calls + " seed " + g.seed);
        });
        return dump;
    }
}
