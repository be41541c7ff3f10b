package dev.brainstem.artemis;

import com.artemis.Aspect;
import com.artemis.BaseEntitySystem;
import com.artemis.Component;
import com.artemis.utils.IntBag;
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
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.ToLongFunction;

/**
 * An Artemis-odb system that runs an id-mode Brainstem batch over the entities of an aspect, the
 * Artemis entity id being the batch's id. An entity that enters the aspect is added to the batch (in
 * the machine's initial state, or the one {@link #startIn} names), one that leaves it is removed, and
 * each {@link #processSystem} ticks the batch once with the world's delta.
 *
 * <pre>{@code
 * GuardAi ai = new GuardAi();                       // the machine's class: handlers take the id first
 * GuardAiBatch guards = new GuardAiBatch(ai);
 * World world = new World(new WorldConfigurationBuilder()
 *         .with(new BatchSystem<>(Aspect.all(Guard.class), guards, guards::add, guards::forEach))
 *         .build());
 * world.inject(ai);                                 // its ComponentMappers, if it has any
 * }</pre>
 *
 * <p>Artemis applies the structural changes a system makes (created and deleted entities, added and
 * removed components) after that system's {@code processSystem}: a handler may call
 * {@code world.create()}, {@code world.delete(id)} and {@code world.edit(id)} in a sequential tick,
 * and the batch sees the result, through {@link #inserted(int)} and {@link #removed(int)}, before the
 * next system runs. The World is not thread-safe: in a parallel tick ({@link #tickInParallel}) a
 * handler may read and write the fields of its own entity's existing components and nothing else.
 *
 * @param <S> the machine's state enum
 */
public class BatchSystem<S extends Enum<S>> extends BaseEntitySystem {
    private final AbstractBatch<S> batch;
    private final AddId<S> add;
    private final S initial;
    private final StateViews<S> views;
    private IntFunction<? extends S> start;
    private ForkJoinPool pool;
    private boolean regions;
    private StableKeys<?> keys;

    /**
     * @param aspect the entities the batch runs
     * @param batch the game's id-mode batch, empty or holding entities of this world only
     * @param add the batch's {@code add(int, S)}: {@code guards::add}
     * @param forEach the batch's {@code forEach(S, IntConsumer)}: {@code guards::forEach}
     */
    public BatchSystem(Aspect.Builder aspect, AbstractBatch<S> batch, AddId<S> add, ForEachId<S> forEach) {
        super(aspect);
        if (aspect == null || batch == null || add == null || forEach == null) {
            throw new IllegalArgumentException("BatchSystem needs an aspect, a batch, its add and its forEach"
                    + " (null: " + (aspect == null ? "aspect" : batch == null ? "batch" : add == null ? "add"
                    : "forEach") + ")");
        }
        this.batch = batch;
        this.add = add;
        this.initial = batch.initialState();
        this.views = new StateViews<S>(forEach, batch.info().states().size());
    }

    /**
     * The state each entity that enters the aspect starts in: {@code start} gets its id (its components
     * are readable) and returns the initial state or an entry point; null means the initial state.
     *
     * @return this system
     */
    public BatchSystem<S> startIn(IntFunction<? extends S> start) {
        this.start = start;
        return this;
    }

    /**
     * Ticks the batch with {@code tick(dt, pool)}: then handlers must touch only their own entity's
     * existing components, and never create, delete or edit entities (see the class comment). Null
     * ticks on the world's thread, the default. Replaces {@link #tickInRegions}.
     *
     * @return this system
     */
    public BatchSystem<S> tickInParallel(ForkJoinPool pool) {
        this.pool = pool;
        this.regions = false;
        return this;
    }

    /**
     * Ticks the batch with {@code tickInRegions(dt)}, on the world's thread: for aspects of hundreds of
     * thousands of entities whose handlers read components through mappers, each region's components
     * stay in cache across the states' loops. The results are the sequential tick's; the handlers run
     * region by region, so a handler should touch only its own entity's components (Artemis's edits
     * are safe on this thread, but made in the regions' order). Replaces {@link #tickInParallel}.
     *
     * @return this system
     */
    public BatchSystem<S> tickInRegions() {
        this.pool = null;
        this.regions = true;
        return this;
    }

    /**
     * Names the game's own stable key of each entity, the one a {@linkplain #save keyed save} writes in
     * place of the Artemis id: a component every entity of the batch has, and a field of it that no two
     * entities share ({@code keyedBy(Tag.class, tag -> tag.key)}). Artemis recycles the ids of deleted
     * entities and a reloaded world gives out ids in the order the game creates them, so an id is no
     * name that outlives a session; the key is.
     *
     * @return this system
     */
    public <K extends Component> BatchSystem<S> keyedBy(Class<K> component, ToLongFunction<? super K> key) {
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
     * after a header naming the key component. The batch is left as it was. The entities' components are
     * the game's to save (with their keys); the batch's clock is not kept: a load keeps the reloaded
     * world's, and every time travels relative to it.
     *
     * @return what was written: entity i's id ({@code from}) and key
     * @throws IllegalArgumentException naming an entity without the key component, or two entities with
     *     one key; nothing is written
     * @throws IllegalStateException without {@link #keyedBy}, or while the batch is at work
     * @throws IOException from {@code out}, or naming the type of a waiting message that has no codec
     */
    public TravelReport save(DataOutput out, SaveOptions codecs) throws IOException {
        final StableKeys<?> keys = keyed("save");
        final String machine = batch.info().name();
        long[] members = keys.members(world, batch);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream buffer = new DataOutputStream(bytes);
        keys.writeHeader(buffer);
        TravelReport report = EntityTravel.export(batch, members, buffer,
                new TravelOptions(codecs).keys(id -> keys.of(world, machine, (int) id)));
        buffer.flush();
        out.write(bytes.toByteArray());
        return report;
    }

    /**
     * Loads a {@linkplain #save keyed save} into the batch: the saved entity of each key becomes the one of
     * {@code entities} that has that key, in its saved state, stack, time, timers and waiting messages; no
     * handler runs. Call it after the game re-created its entities (with their key components, in any
     * order, under any ids) and before the world processes them: those of the save then join the aspect
     * already placed, and the others start as any new entity does. The batch keeps its clock and its other
     * entities.
     *
     * @param entities the world's entities the save may name: those the game re-created (Artemis's own
     *     {@code SaveFileFormat.entities}, say); those outside this system's aspect or without the key
     *     component are skipped (a camera, the settings)
     * @return where each saved entity went: entity i's saved id ({@code from}), its id here ({@code to}), its key
     * @throws IllegalArgumentException naming the key the save holds and none of {@code entities} in the
     *     aspect has, two of them with one key, or an entity the batch holds already; the batch is left
     *     exactly as it was
     * @throws IOException for a stream that is no keyed save of this key component, or is truncated or
     *     corrupt (see {@link EntityTravel}); the batch is left exactly as it was
     * @throws IllegalStateException without {@link #keyedBy}, or while the batch is at work
     */
    public TravelReport load(DataInput in, IntBag entities, SaveOptions codecs) throws IOException {
        StableKeys<?> keys = keyed("load");
        final String machine = batch.info().name();
        if (in == null || entities == null || codecs == null) {
            throw new IllegalArgumentException(machine + ": load needs a stream, the entities and the codecs");
        }
        final Map<Long, Integer> ids = keys.ids(world, machine, entities, getSubscription().getAspect());
        keys.readHeader(in, machine);
        LongUnaryOperator idOfKey = key -> {
            Integer id = ids.get(key);
            if (id == null) {
                throw new IllegalArgumentException(machine + ": the save holds key " + key
                        + ", which none of the " + ids.size() + " keyed entities given in the aspect has");
            }
            return id;
        };
        return EntityTravel.importInto(batch, in, idOfKey, new TravelOptions(codecs));
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

    /** The state of the entity {@code id}. @throws IllegalArgumentException naming the id if the batch does not hold it */
    public S stateOf(int id) {
        return batch.stateOf(id);
    }

    /** Whether the batch holds the entity {@code id}. */
    public boolean contains(int id) {
        return id >= 0 && batch.contains(id);
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
     * The ids of the entities in {@code state}, ascending. The same bag is returned for a state every
     * time, refilled by this call: read it, do not change it, and ask again after the batch changed
     * (a tick, an entity inserted or removed, a transition from outside).
     *
     * A machine of orthogonal regions: {@code state} may be a state of any of its regions
     * ({@code entitiesIn(Weapon.AIM)}).
     *
     * @throws IllegalStateException while the batch is at work (a tick, say): the runtime's rule, naming this call
     * @throws IllegalArgumentException for null, or a state of an enum that is none of the machine's regions
     */
    @SuppressWarnings("unchecked")
    public <R extends Enum<R>> IntBag entitiesIn(R state) {
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

    /** Ticks the batch once with the world's delta. */
    @Override
    protected void processSystem() {
        float dt = world.getDelta();
        if (pool != null) {
            batch.tick(dt, pool);
        } else if (regions) {
            batch.tickInRegions(dt);
        } else {
            batch.tick(dt);
        }
    }

    /**
     * Adds every entity that entered the aspect in this update, each as {@link #inserted(int)} does. One the
     * batch refuses (its {@link #startIn} state is no entry point) does not keep the others out: they are
     * added, and the first refusal is thrown once all are in, any later ones suppressed on it. Artemis does
     * not report an entity as inserted twice, so a refused one stays in the aspect outside the batch until
     * the game adds it or it leaves the aspect.
     */
    @Override
    public void inserted(IntBag entities) {
        RuntimeException refused = null;
        int[] ids = entities.getData();
        for (int i = 0, n = entities.size(); i < n; i++) {
            try {
                inserted(ids[i]);
            } catch (RuntimeException e) {
                if (refused == null) {
                    refused = e;
                } else {
                    refused.addSuppressed(e);
                }
            }
        }
        if (refused != null) {
            throw refused;
        }
    }

    /**
     * Adds the entity that entered the aspect, in the state {@link #startIn} names. An entity the batch
     * holds already (the game added it itself) keeps its state; no handler runs.
     */
    @Override
    protected void inserted(int entityId) {
        if (batch.contains(entityId)) {
            return;
        }
        S state = start == null ? null : start.apply(entityId);
        add.add(entityId, state == null ? initial : state);
    }

    /**
     * Removes the entity that left the aspect; no exit handler runs. Artemis also reports entities
     * created and deleted within one system, which the batch never held: those are ignored.
     */
    @Override
    protected void removed(int entityId) {
        if (batch.contains(entityId)) {
            batch.remove(entityId);
        }
    }
}
