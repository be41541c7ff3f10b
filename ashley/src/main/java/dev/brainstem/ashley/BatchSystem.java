package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntityListener;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.SaveOptions;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.ToLongFunction;

/**
 * An Ashley system that runs an object-mode Brainstem batch over the entities of a family. Each
 * entity's machine object (usually one of its components: the machine's class implements
 * {@code Component}) is found by {@code machineOf}. An entity that joins the family is added to the
 * batch (in the machine's initial state, or the one {@link #startIn} names), one that leaves it is
 * removed, and each {@link #update} ticks the batch once with the engine's delta.
 *
 * <pre>{@code
 * MindBatch minds = new MindBatch();
 * ComponentMapper<Mind> mind = ComponentMapper.getFor(Mind.class);
 * engine.addSystem(new BatchSystem<>(Family.all(Mind.class).get(), minds, mind::get, minds::add, minds::forEach));
 * }</pre>
 *
 * <p>While the engine updates, Ashley delays added and removed entities and components until the
 * system that asked for them returns: a handler may call {@code engine.addEntity},
 * {@code engine.removeEntity}, {@code entity.add} and {@code entity.remove} in a sequential tick, and
 * the batch sees the result before the next system runs. The engine is not thread-safe: in a parallel
 * tick ({@link #tickInParallel}) a handler may touch only its own machine object and components.
 *
 * @param <E> the machine's class
 * @param <S> the machine's state enum
 */
public class BatchSystem<E, S extends Enum<S>> extends EntitySystem implements EntityListener {
    private final Family family;
    private final AbstractBatch<S> batch;
    private final Function<Entity, ? extends E> machineOf;
    private final AddObject<E, S> add;
    private final S initial;
    private final Members members = new Members();
    private final StateViews<E, S> views;
    private Function<Entity, ? extends S> start;
    private ForkJoinPool pool;
    private boolean regions;
    private StableKeys<?> keys;

    /**
     * @param family the entities the batch runs
     * @param batch the game's object-mode batch, empty
     * @param machineOf each entity's machine object: {@code ComponentMapper.getFor(Mind.class)::get}
     * @param add the batch's {@code add(E, S)}: {@code minds::add}
     * @param forEach the batch's {@code forEach(S, Consumer)}: {@code minds::forEach}
     */
    public BatchSystem(Family family, AbstractBatch<S> batch, Function<Entity, ? extends E> machineOf,
            AddObject<E, S> add, ForEachObject<E, S> forEach) {
        if (family == null || batch == null || machineOf == null || add == null || forEach == null) {
            throw new IllegalArgumentException("BatchSystem needs a family, a batch, machineOf, its add and its"
                    + " forEach (null: " + (family == null ? "family" : batch == null ? "batch"
                    : machineOf == null ? "machineOf" : add == null ? "add" : "forEach") + ")");
        }
        this.family = family;
        this.batch = batch;
        this.machineOf = machineOf;
        this.add = add;
        this.initial = batch.initialState();
        this.views = new StateViews<E, S>(forEach, members, batch.info().states().size());
    }

    /**
     * The state each entity that joins the family starts in: {@code start} gets the entity and returns
     * the initial state or an entry point; null means the initial state.
     *
     * @return this system
     */
    public BatchSystem<E, S> startIn(Function<Entity, ? extends S> start) {
        this.start = start;
        return this;
    }

    /**
     * Ticks the batch with {@code tick(dt, pool)}: then handlers must touch only their own machine
     * object and components, and never add or remove entities or components. Null ticks on the
     * engine's thread, the default. Replaces {@link #tickInRegions}.
     *
     * @return this system
     */
    public BatchSystem<E, S> tickInParallel(ForkJoinPool pool) {
        this.pool = pool;
        this.regions = false;
        return this;
    }

    /**
     * Ticks the batch with {@code tickInRegions(dt)}, on the engine's thread: each region's machine objects
     * are visited by every state's loop before the next region's. The results are the sequential tick's;
     * the handlers run region by region, so a handler should touch only its own machine object and
     * components. Measure before choosing it: Ashley places each machine object between the engine's
     * own objects, and on the guard benchmark it was slower than the plain tick (docs/ashley.md).
     * Replaces {@link #tickInParallel}.
     *
     * @return this system
     */
    public BatchSystem<E, S> tickInRegions() {
        this.pool = null;
        this.regions = true;
        return this;
    }

    /**
     * Names the game's own stable key of each entity, the one a {@linkplain #save keyed save} writes for
     * it: a component every entity of the family has, and a field of it that no two entities share
     * ({@code keyedBy(Tag.class, tag -> tag.key)}). A reloaded engine's entities are new objects, and the
     * batch's handles are given out in the order they join: neither outlives a session; the key does.
     *
     * @return this system
     */
    public <K extends Component> BatchSystem<E, S> keyedBy(Class<K> component, ToLongFunction<? super K> key) {
        if (component == null || key == null) {
            throw new IllegalArgumentException(batch.info().name() + ": keyedBy needs a component and its key");
        }
        this.keys = new StableKeys<K>(component, key);
        return this;
    }

    /**
     * Writes every entity of the batch under its {@linkplain #keyedBy key}, in ascending key order, with
     * the messages waiting for them (through the codecs of {@code codecs}): its state, previous state,
     * stack, time in state, histories, timers and slice phase, as {@link EntityTravel#export} writes them,
     * after a header naming the key component. The batch is left as it was. The machine objects' fields
     * and the other components are the game's to save (with their keys); the batch's clock is not kept: a
     * load keeps the reloaded engine's, and every time travels relative to it.
     *
     * @return what was written: entity i's handle ({@code from}) and key
     * @throws IllegalArgumentException naming an entity without the key component, two entities with one
     *     key, or a machine object the game added to the batch itself (it has no entity, so no key);
     *     nothing is written
     * @throws IllegalStateException without {@link #keyedBy}, or while the batch is at work
     * @throws IOException from {@code out}, or naming the type of a waiting message that has no codec
     */
    public TravelReport save(DataOutput out, SaveOptions codecs) throws IOException {
        StableKeys<?> keys = keyed("save");
        String machine = batch.info().name();
        if (members.size() != batch.size()) {
            throw new IllegalArgumentException(machine + ": the batch holds " + (batch.size() - members.size())
                    + " machine objects that no entity of this system owns (the game added them itself): a keyed"
                    + " save writes entities, by their keys");
        }
        Entity[] sorted = keys.inKeyOrder(machine, members.entities());
        long[] handles = new long[sorted.length];
        final Map<Long, Long> keyOf = new HashMap<Long, Long>();
        for (int i = 0; i < sorted.length; i++) {
            handles[i] = members.handleOf(sorted[i]);
            keyOf.put(handles[i], keys.of(machine, sorted[i]));
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream buffer = new DataOutputStream(bytes);
        keys.writeHeader(buffer);
        TravelReport report = EntityTravel.export(batch, handles, buffer,
                new TravelOptions(codecs).keys(handle -> keyOf.get(handle)));
        buffer.flush();
        out.write(bytes.toByteArray());
        return report;
    }

    /**
     * Loads a {@linkplain #save keyed save} into the batch: the saved entity of each key becomes the
     * machine object ({@code machineOf}) of the one of {@code entities} that has that key, in its saved
     * state, stack, time, timers and waiting messages; no handler runs. Call it after the game re-created
     * its entities (with their key components, in any order) and before they join the family in the engine
     * (before adding them, or this system, to it): those of the save then join already placed, and the
     * others start as any new entity does. The batch keeps its clock and its other entities.
     *
     * @param entities the entities the save may name: those the game re-created; those outside the family
     *     or without the key component are skipped (a camera, the settings)
     * @return where each saved entity went: entity i's saved handle ({@code from}), its handle here
     *     ({@code to}), its key
     * @throws IllegalArgumentException naming the key the save holds and none of {@code entities} in the
     *     family has, the entity of a key without a machine object, two of them with one key, or an entity
     *     the batch holds already; the batch is left exactly as it was
     * @throws IOException for a stream that is no keyed save of this key component, or is truncated or
     *     corrupt (see {@link EntityTravel}); the batch is left exactly as it was
     * @throws IllegalStateException without {@link #keyedBy}, or while the batch is at work
     */
    public TravelReport load(DataInput in, Iterable<Entity> entities, SaveOptions codecs) throws IOException {
        StableKeys<?> keys = keyed("load");
        final String machine = batch.info().name();
        if (in == null || entities == null || codecs == null) {
            throw new IllegalArgumentException(machine + ": load needs a stream, the entities and the codecs");
        }
        final Map<Long, Entity> byKey = keys.byKey(machine, entities, family);
        keys.readHeader(in, machine);
        // The very objects the batch was given: machineOf may build a new one per call.
        final Map<Long, E> placed = new HashMap<Long, E>();
        LongFunction<E> machineOfKey = key -> {
            E object = machineOf(machine, key, byKey.get(key));
            placed.put(key, object);
            return object;
        };
        TravelReport report = EntityTravel.importByKey(batch, in, machineOfKey, new TravelOptions(codecs));
        for (int i = 0; i < report.size(); i++) {
            members.put(byKey.get(report.key(i)), placed.get(report.key(i)), report.to(i));
        }
        return report;
    }

    /** The machine object of the entity of {@code key}, which the save names. */
    private E machineOf(String machine, long key, Entity entity) {
        if (entity == null) {
            throw new IllegalArgumentException(machine + ": the save holds key " + key
                    + ", which none of the keyed entities given in the family has");
        }
        if (members.holds(entity)) {
            throw new IllegalArgumentException(machine + ": the entity of key " + key
                    + " is in the batch already: load before it joins the family");
        }
        E object = machineOf.apply(entity);
        if (object == null) {
            throw new IllegalArgumentException(machine + ": the entity of key " + key
                    + " has no machine object (machineOf gives null)");
        }
        return object;
    }

    private StableKeys<?> keyed(String call) {
        if (keys == null) {
            throw new IllegalStateException(batch.info().name() + ": " + call
                    + " needs the entities' stable key: name it with keyedBy(component, key)");
        }
        return keys;
    }

    /** The batch this system runs. */
    public AbstractBatch<S> batch() {
        return batch;
    }

    /** The family whose entities the batch runs. */
    public Family family() {
        return family;
    }

    /** The state of {@code entity}. @throws IllegalArgumentException naming the entity if the batch does not hold it */
    public S stateOf(Entity entity) {
        return batch.stateOf(handleOf(entity));
    }

    /** The batch's handle of {@code entity}. @throws IllegalArgumentException naming the entity if the batch does not hold it */
    public long handleOf(Entity entity) {
        long handle = members.handleOf(entity);
        if (handle < 0) {
            throw new IllegalArgumentException(batch.info().name() + ": entity " + entity
                    + " is not in the batch: it is not in the family, or not in this system's engine");
        }
        return handle;
    }

    /** Whether the batch holds {@code entity}. */
    public boolean contains(Entity entity) {
        return members.holds(entity);
    }

    /**
     * How many entities are in {@code state}: a state of any of the machine's orthogonal regions.
     *
     * @throws IllegalArgumentException for null, or a state of an enum that is none of the machine's regions
     */
    public <R extends Enum<R>> int count(R state) {
        if (state == null) {
            throw new IllegalArgumentException(batch.info().name() + ": count(null)");
        }
        return batch.region(state.getDeclaringClass()).count(state);
    }

    /**
     * The entities in {@code state}, in the batch's order. The same view is returned for a state every
     * time, refilled by this call: ask again after the batch changed (a tick, an entity added or
     * removed, a transition from outside).
     *
     * A machine of orthogonal regions: {@code state} may be a state of any of its regions
     * ({@code entitiesIn(Weapon.AIM)}).
     *
     * @throws IllegalStateException while the batch is at work (a tick, say): the runtime's rule, naming this call
     * @throws IllegalArgumentException for null, or a state of an enum that is none of the machine's regions
     */
    @SuppressWarnings("unchecked")
    public <R extends Enum<R>> ImmutableArray<Entity> entitiesIn(R state) {
        if (state == null) {
            throw new IllegalArgumentException(batch.info().name() + ": entitiesIn(null)");
        }
        AbstractBatch<R> region = batch.region(state.getDeclaringClass());
        region.refuseAtWork("entitiesIn", state);
        if (region == batch) {
            return views.of((S) state);
        }
        return views.of(batch.regions().indexOf(region), region, state);
    }

    /** Listens to the family and adds the entities already in it. */
    @Override
    public void addedToEngine(Engine engine) {
        engine.addEntityListener(family, this);
        ImmutableArray<Entity> present = engine.getEntitiesFor(family);
        for (int i = 0; i < present.size(); i++) {
            entityAdded(present.get(i));
        }
    }

    /** Stops listening, and takes the family's entities out of the batch (no exit handler runs). */
    @Override
    public void removedFromEngine(Engine engine) {
        engine.removeEntityListener(this);
        ImmutableArray<Entity> present = engine.getEntitiesFor(family);
        for (int i = 0; i < present.size(); i++) {
            entityRemoved(present.get(i));
        }
    }

    /** Ticks the batch once with the engine's delta. */
    @Override
    public void update(float deltaTime) {
        if (pool != null) {
            batch.tick(deltaTime, pool);
        } else if (regions) {
            batch.tickInRegions(deltaTime);
        } else {
            batch.tick(deltaTime);
        }
    }

    /**
     * Adds the machine object of the entity that joined the family. A machine object the batch holds
     * already (the game added it itself, or two entities share it) is refused by the batch, with an
     * exception that says so; the batch and this system are left as they were.
     */
    @Override
    public void entityAdded(Entity entity) {
        if (members.holds(entity)) {
            return;
        }
        E machine = machineOf.apply(entity);
        if (machine == null) {
            throw new IllegalArgumentException(batch.info().name() + ": entity " + entity
                    + " joined the family but machineOf gives it no machine object");
        }
        S state = start == null ? null : start.apply(entity);
        long handle = add.add(machine, state == null ? initial : state);
        members.put(entity, machine, handle);
    }

    /** Removes the entity that left the family; no exit handler runs. */
    @Override
    public void entityRemoved(Entity entity) {
        long handle = members.remove(entity);
        if (handle >= 0) {
            batch.remove(handle);
        }
    }
}
