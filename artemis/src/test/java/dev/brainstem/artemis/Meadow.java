package dev.brainstem.artemis;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import java.util.Map;
import java.util.TreeMap;

/** A world of {@link Grazers} keyed by their {@link Tag}: what the keyed-save tests build, run and compare. */
final class Meadow {
    /** A dyadic frame: clocks and times in state sum exactly in every world. */
    static final float DT = 1f / 16;
    static final SaveOptions CODECS = new SaveOptions().message(Call.class,
            MessageCodec.of((call, out) -> out.writeBoolean(call.loud()), in -> new Call(in.readBoolean())));

    final Grazers ai = new Grazers();
    final GrazersBatch batch = new GrazersBatch(ai);
    final BatchSystem<Graze> system = new BatchSystem<>(Aspect.all(Tag.class, Grazer.class), batch, batch::add,
            batch::forEach).keyedBy(Tag.class, tag -> tag.key);
    final World world = new World(new WorldConfigurationBuilder().with(system).build());
    final ComponentMapper<Tag> tags = world.getMapper(Tag.class);
    final ComponentMapper<Grazer> grazers = world.getMapper(Grazer.class);

    Meadow() {
        world.inject(ai);
        ai.batch = batch;
    }

    /** Creates a grazer with its key and data; it joins the batch at the next frame (or a load places it). */
    int grazer(long key, int seed, float eaten, int calls) {
        int id = world.create();
        tags.create(id).key = key;
        Grazer g = grazers.create(id);
        g.seed = seed;
        g.eaten = eaten;
        g.calls = calls;
        return id;
    }

    void frame() {
        world.setDelta(DT);
        world.process();
    }

    /** Each key of the batch's entities and the entity's id. */
    Map<Long, Integer> ids() {
        Map<Long, Integer> ids = new TreeMap<>();
        for (Graze state : batch.states()) {
            batch.forEachHandle(state, id -> ids.put(tags.get((int) id).key, (int) id));
        }
        return ids;
    }

    /** Each key and all its entity is: state, previous state, stack, time in state, and its components. */
    Map<Long, String> dump() {
        Map<Long, String> dump = new TreeMap<>();
        ids().forEach((key, id) -> {
            Grazer g = grazers.get(id);
            dump.put(key, batch.stateOf(id) + " from " + batch.previousOf(id) + " stack " + batch.stackOf(id)
                    + " t " + batch.timeInState(id) + " ate " + g.eaten + " calls " + g.calls + " seed " + g.seed);
        });
        return dump;
    }
}
