package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.Books;
import dev.brainstem.runtime.internal.SaveReader;
import dev.brainstem.runtime.internal.SaveWriter;
import dev.brainstem.runtime.internal.Slots;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongFunction;
import java.util.function.LongUnaryOperator;

/**
 * Moves some entities of a batch to another batch, which may already run: in the same process
 * ({@link #move}), or through a stream to a file, another world or another machine ({@link #export},
 * then {@link #importInto} or {@link #importByKey}). The sibling of {@link BatchSaves}, under the same
 * codecs and version rules.
 *
 * <p><b>What travels.</b> Per entity: its state, previous state, interrupt stack, time in state, history
 * in each history group, its {@code @After} timer (the time in state at which it fires), its seconds since
 * its last decision in a sliced state, its stride and its slice phase; and the messages waiting for it,
 * immediate and delayed, each due after the seconds it had left. Broadcasts waiting in the sending batch
 * do not travel: they belong to that batch. Not kept: the entities' own data (the game moves its objects,
 * or its system's arrays), the handles (the receiving batch issues new ones: object mode places the
 * objects the game gives, id mode the ids the game gives, e.g. Artemis's new entity ids) and the sending
 * batch's clock and ticks, which only rebase what travels. See docs/semantics.md, "Entities that travel".
 *
 * <p><b>Rebasing.</b> Times in state, timers, last decisions and strides are relative and travel as they
 * are; a message's due time travels as the seconds it had left and is rebased on the receiver's clock,
 * after the receiver's own messages of the same due time. An entity's slice phase is kept: it decides in
 * the n-th tick after the import iff it would have in the n-th tick after the export where it was. Sums
 * of clocks are exact for dyadic {@code dt} (1/16, 1/32 s): where a game needs an exact equality across
 * batches it ticks so.
 *
 * <p><b>Refused whole.</b> An export or an import that cannot be done exactly changes nothing on either
 * side, and its exception names the entity (its key, or its place in the travel and its handle where it
 * left). A stream fault (truncated, corrupt, another machine's, a state, region, history group or message
 * type this version does not have, a message type without a codec) is an {@link IOException}; the game's
 * mistakes (a handle not in the batch or given twice, two entities given the same key, a null or repeated
 * entity, an object not of the machine's entity class, an entity already in
 * the batch, in a batch of {@link TravelOptions#notIn} or in the move's source, a new id that is bad, in
 * use or given twice) are {@link IllegalArgumentException}; a batch at work, a region's batch or a full
 * batch is {@link IllegalStateException}. Machines of orthogonal regions travel through their first
 * region's batch, every region's part with them (as saves).
 *
 * <p><b>Names.</b> An import by key is {@link #importByKey}, not an overload of {@link #importInto}: its
 * {@link LongFunction} and id mode's {@link LongUnaryOperator} both take a {@code long}, and an untyped
 * lambda ({@code key -> world.get(key)}) would fit both.
 *
 * <p><b>The format</b> is the save format's, version 6, laid out in {@link BatchSaves}'s class comment
 * ("Format 6").
 */
public final class EntityTravel {
    private EntityTravel() {}

    /**
     * Writes the entities of {@code handles}, in that order, and the messages waiting for them. With
     * {@link TravelOptions#leave}, they leave the batch once every byte is written: taken out as
     * {@link AbstractBatch#remove} does (no exit runs), their waiting messages with them (not counted as
     * dropped); a later send to an old handle is dropped and counted.
     *
     * @return the handles written and their keys; every {@code to} is -1
     * @throws IOException naming the type of a waiting message that has no codec, or a codec's failure;
     *     nothing written, nothing removed
     * @throws IllegalArgumentException for a handle not in the batch or given twice, or two given the same key
     * @throws IllegalStateException while the batch is at work, or on a region's batch
     */
    public static TravelReport export(AbstractBatch<?> batch, long[] handles, DataOutput out, TravelOptions options)
            throws IOException {
        if (out == null) {
            throw new IllegalArgumentException("EntityTravel.export: no output");
        }
        Encoded encoded = encode(batch, handles, options, "EntityTravel.export", options != null && options.leaving());
        out.write(encoded.bytes);
        if (options.leaving()) {
            leave(batch, encoded.handles);
        }
        return new TravelReport(encoded.handles, minusOnes(encoded.handles.length), encoded.keys, encoded.messages);
    }

    /**
     * Object mode: adds the travel's entities to {@code batch}, which may already run, {@code entities.get(i)}
     * as its {@code i}-th; no handler runs, no listener is told. Its own entities, clock, ticks and messages
     * stay.
     *
     * @return where each one went
     * @throws IOException for a stream that does not fit (see the class comment), or whose entity count is
     *     not {@code entities.size()}; nothing changed
     */
    public static TravelReport importInto(AbstractBatch<?> batch, DataInput in, List<?> entities, TravelOptions options)
            throws IOException {
        if (entities == null) {
            throw new IllegalArgumentException(nameOf(batch) + ": an import in object mode needs the entities");
        }
        return arrival(batch, in, entities, null, null, options, null, null).place();
    }

    /**
     * Object mode with keys: {@link #importInto(AbstractBatch, DataInput, List, TravelOptions)} with, for each
     * entity of the travel, the object {@code entityForKey} gives for its key.
     *
     * @return where each one went
     * @throws IOException also for a travel written without keys
     */
    public static TravelReport importByKey(AbstractBatch<?> batch, DataInput in, LongFunction<?> entityForKey,
            TravelOptions options) throws IOException {
        if (entityForKey == null) {
            throw new IllegalArgumentException(nameOf(batch) + ": an import by key needs the entity for each key");
        }
        return arrival(batch, in, null, entityForKey, null, options, null, null).place();
    }

    /**
     * Id mode: adds the travel's entities to {@code batch}, which may already run, each under the id
     * {@code newId} gives for its key (when the export wrote keys) or else for its exported id; no handler
     * runs, no listener is told.
     *
     * @return where each one went
     * @throws IllegalArgumentException for a new id that is not 0 to {@code Integer.MAX_VALUE - 9}, is in the
     *     batch or is given twice; nothing changed
     * @throws OutOfMemoryError when the batch cannot grow its arrays to the largest new id; they grow before
     *     anything is placed, so nothing changed
     */
    public static TravelReport importInto(AbstractBatch<?> batch, DataInput in, LongUnaryOperator newId,
            TravelOptions options) throws IOException {
        if (newId == null) {
            throw new IllegalArgumentException(nameOf(batch) + ": an import in id mode needs the new ids");
        }
        return arrival(batch, in, null, null, newId, options, null, null).place();
    }

    /**
     * In-process, object mode: the entities of {@code handles} leave {@code from} and join {@code to} as
     * {@code entities} (index-aligned with {@code handles}; usually the same objects), with their messages.
     * Checked in full before either batch changes; refused whole.
     *
     * @throws IllegalArgumentException also wrapping what an import refuses as an {@link IOException} (a
     *     message type without a codec), and for {@code from == to}
     */
    public static TravelReport move(AbstractBatch<?> from, long[] handles, AbstractBatch<?> to, List<?> entities,
            TravelOptions options) {
        if (entities == null) {
            throw new IllegalArgumentException(nameOf(to) + ": a move in object mode needs the entities");
        }
        return move(from, handles, to, entities, null, options);
    }

    /** In-process, id mode: as {@link #move(AbstractBatch, long[], AbstractBatch, List, TravelOptions)}, each under the id {@code newId} gives. */
    public static TravelReport move(AbstractBatch<?> from, long[] handles, AbstractBatch<?> to, LongUnaryOperator newId,
            TravelOptions options) {
        if (newId == null) {
            throw new IllegalArgumentException(nameOf(to) + ": a move in id mode needs the new ids");
        }
        return move(from, handles, to, null, newId, options);
    }

    private static TravelReport move(AbstractBatch<?> from, long[] handles, AbstractBatch<?> to, List<?> entities,
            LongUnaryOperator newId, TravelOptions options) {
        if (from == null || to == null) {
            throw new IllegalArgumentException("EntityTravel.move: null batch");
        }
        if (from == to) {
            throw new IllegalArgumentException(from.name() + ": a move goes to another batch");
        }
        // Both sides' refusals first: the receiver's at-work and region checks run in arrival.
        Encoded encoded = null;
        try {
            encoded = encode(from, handles, options, "EntityTravel.move", true);
            Arrival arrival = arrival(to, new DataInputStream(new ByteArrayInputStream(encoded.bytes)), entities, null,
                    newId, options, from, encoded.handles);
            TravelReport placed = arrival.place();
            leave(from, encoded.handles);
            return placed;
        } catch (IOException refused) {
            throw new IllegalArgumentException(refused.getMessage(), refused);
        }
    }

    // ---------------------------------------------------------------------------------------------

    /** An export's bytes, encoded in full before anything is written. */
    private static final class Encoded {
        byte[] bytes;
        long[] handles;
        long[] keys;
        int messages;
    }

    private static Encoded encode(AbstractBatch<?> batch, long[] handles, TravelOptions options, String call,
            boolean changes) throws IOException {
        if (batch == null || handles == null || options == null) {
            throw new IllegalArgumentException(call + ": null " + (batch == null ? "batch" : handles == null
                    ? "handles" : "options (new TravelOptions() for none)"));
        }
        batch.refuseOnFollower(call);
        batch.phase().refuseAtWork(call, changes);
        Books books = batch.books();
        Set<Long> seen = new HashSet<>();
        for (int k = 0; k < handles.length; k++) {
            books.slot(handles[k]);
            if (!seen.add(handles[k])) {
                throw new IllegalArgumentException(batch.name() + ": " + books.describe(handles[k]) + " is given twice"
                        + " (entity " + k + " of the travel)");
            }
        }
        Encoded encoded = new Encoded();
        encoded.handles = handles.clone();
        if (options.keyOf() != null) {
            encoded.keys = new long[handles.length];
            Map<Long, Integer> keyed = new HashMap<>();
            for (int k = 0; k < handles.length; k++) {
                encoded.keys[k] = options.keyOf().applyAsLong(handles[k]);
                Integer before = keyed.putIfAbsent(encoded.keys[k], k);
                if (before != null) {
                    // An import finds each entity by its key: two alike would make a stream nothing imports.
                    throw new IllegalArgumentException(batch.name() + ": " + books.describe(handles[before])
                            + " (entity " + before + " of the travel) and " + books.describe(handles[k]) + " (entity "
                            + k + ") are both given the key " + encoded.keys[k] + "; keys must differ");
                }
            }
        }
        BatchSaves.Parts parts = new BatchSaves.Parts(batch);
        SaveWriter.Travel travel = new SaveWriter.Travel(encoded.handles, encoded.keys, true);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SaveWriter.writeTravel(parts.books, parts.mail, parts.states, BatchSaves.qualifiedName(batch),
                BatchSaves.keys(batch), parts.historyGroups, new DataOutputStream(bytes), options::codecFor, travel);
        encoded.bytes = bytes.toByteArray();
        encoded.messages = travel.messages();
        return encoded;
    }

    /** The entities of {@code handles} leave every region of {@code batch}, their waiting messages with them. */
    private static void leave(AbstractBatch<?> batch, long[] handles) {
        long[] sorted = handles.clone();
        Arrays.sort(sorted);
        for (AbstractBatch<?> region : batch.regions()) {
            region.mail().takeOut(handle -> Arrays.binarySearch(sorted, handle) >= 0);
        }
        for (long handle : handles) {
            int slot = batch.books().slot(handle);
            for (AbstractBatch<?> region : batch.regions()) {
                region.books().remove(slot);
            }
        }
    }

    /** A travel read and checked in full against the batch it goes into: what {@link #place} adds. */
    private static final class Arrival {
        AbstractBatch<?> batch;
        SaveReader.Save[] saves;
        SaveReader.Save model;
        List<?> entities;
        int[] ids;

        TravelReport place() {
            List<AbstractBatch<?>> regions = batch.regions();
            long[] handles = null;
            int messages = 0;
            for (int r = 0; r < regions.size(); r++) {
                AbstractBatch<?> region = regions.get(r);
                SaveReader.Save save = saves[r] != null ? saves[r]
                        : SaveReader.Save.entering(model, region.firstOrdinal());
                long[] placed = save.placeArriving(region.books(), region.mail(), entities, ids);
                if (handles != null && !Arrays.equals(handles, placed)) {
                    throw new IllegalStateException(batch.name() + ": its regions disagree on the handles of the "
                            + "imported entities");
                }
                handles = placed;
                messages += save.messages();
            }
            for (int r = 0; r < regions.size(); r++) {
                if (saves[r] == null) {
                    // A region this version added: its timers armed as an entry arms them.
                    regions.get(r).armPlaced(handles);
                }
            }
            long[] from = new long[model.count()];
            long[] keys = model.hasKeys() ? new long[from.length] : null;
            for (int e = 0; e < from.length; e++) {
                from[e] = model.from(e);
                if (keys != null) {
                    keys[e] = model.key(e);
                }
            }
            return new TravelReport(from, handles, keys, messages);
        }
    }

    /**
     * Reads and checks a travel for {@code batch}, and the entities or ids the game gives for it.
     *
     * @param source a move's sending batch, whose leaving entities ({@code leaving}) may be the objects given
     */
    private static Arrival arrival(AbstractBatch<?> batch, DataInput in, List<?> entities, LongFunction<?> entityForKey,
            LongUnaryOperator newId, TravelOptions options, AbstractBatch<?> source, long[] leaving)
            throws IOException {
        String name = nameOf(batch);
        if (in == null || options == null) {
            throw new IllegalArgumentException(name + ": an import needs " + (in == null ? "the input"
                    : "TravelOptions (new TravelOptions() for none)"));
        }
        boolean idMode = batch.books().idMode();
        if (idMode != (newId != null)) {
            throw new IllegalArgumentException(name + ": " + (idMode ? "an id-mode batch imports under new ids, not "
                    + "entities" : "an object-mode batch needs the entities to import"));
        }
        String call = source != null ? "EntityTravel.move"
                : entityForKey != null ? "EntityTravel.importByKey" : "EntityTravel.importInto";
        batch.refuseOnFollower(call);
        batch.phase().refuseAtWork(call, true);
        List<AbstractBatch<?>> regions = batch.regions();
        int n = regions.size();
        SaveReader[] readers = new SaveReader[n];
        for (int r = 0; r < n; r++) {
            AbstractBatch<?> region = regions.get(r);
            readers[r] = new SaveReader(region.name(), BatchSaves.qualifiedName(batch), region.states, region.info,
                    idMode, region.books().maxStackDepth(), region::takesMessage, options::codecNamed,
                    options::wasNamed, entities == null ? -1 : entities.size())
                    .refusing(source != null ? "move the entities" : "import the travel");
        }
        readers[0].travelling();
        Arrival arrival = new Arrival();
        arrival.batch = batch;
        arrival.saves = readers[0].read(in, readers, n == 1 ? new String[] {null} : BatchSaves.keys(batch), n > 1);
        for (SaveReader.Save save : arrival.saves) {
            arrival.model = arrival.model != null ? arrival.model : save;
        }
        SaveReader.Save model = arrival.model;
        int count = model.count();
        Books books = batch.books();
        if (idMode) {
            arrival.ids = new int[count];
            Set<Long> given = new HashSet<>();
            for (int e = 0; e < count; e++) {
                long id = newId.applyAsLong(model.hasKeys() ? model.key(e) : model.from(e));
                String who = model.who(e, true);
                if (id < 0 || id > Slots.MAX_ID) {
                    throw new IllegalArgumentException(name + ": " + who + " is given the id " + id + ", which is not "
                            + "0 to " + Slots.MAX_ID);
                }
                if (books.slots().present((int) id)) {
                    throw new IllegalArgumentException(name + ": " + who + " is given the id " + id + ", which is in "
                            + "the batch already (in " + books.states()[books.slots().state((int) id)] + ")");
                }
                if (!given.add(id)) {
                    throw new IllegalArgumentException(name + ": " + who + " is given the id " + id + ", as another "
                            + "entity of the travel is");
                }
                arrival.ids[e] = (int) id;
            }
            growFor(regions, arrival.ids);
            return arrival;
        }
        List<Object> objects = new ArrayList<>(Math.min(count, 1024));
        if (entityForKey != null) {
            if (!model.hasKeys()) {
                throw new IOException(name + ": cannot import the travel by key: it was exported without keys "
                        + "(TravelOptions.keys)");
            }
            for (int e = 0; e < count; e++) {
                objects.add(entityForKey.apply(model.key(e)));
            }
        } else {
            objects.addAll(entities);
        }
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Class<?> type = batch.entityClass();
        for (int e = 0; e < count; e++) {
            Object entity = objects.get(e);
            String who = model.who(e, false);
            if (entity == null) {
                throw new IllegalArgumentException(name + ": " + who + " is given a null entity");
            }
            if (!type.isInstance(entity)) {
                throw new IllegalArgumentException(name + ": " + who + " is given a " + entity.getClass().getName()
                        + ", which is not a " + type.getName());
            }
            if (!seen.add(entity)) {
                throw new IllegalArgumentException(name + ": " + who + " is given an entity given before");
            }
            int held = books.index().find(entity);
            if (held >= 0) {
                throw new IllegalArgumentException(name + ": " + who + " is given an entity in the batch already, as "
                        + books.describe(books.slots().handleOf(held)));
            }
            if (source != null && !source.books().idMode()) {
                int there = source.books().index().find(entity);
                if (there >= 0 && source.books().slots().handleOf(there) != leaving[e]) {
                    throw new IllegalArgumentException(name + ": " + who + " is given an entity that stays in "
                            + source.name() + ", as " + source.books().describe(source.books().slots().handleOf(there)));
                }
            }
            for (AbstractBatch<?> other : options.notInBatches()) {
                if (other != batch && other != source && !other.books().idMode() && other.books().index().find(entity) >= 0) {
                    throw new IllegalArgumentException(name + ": " + who + " is given an entity that is in another "
                            + "batch (" + other.name() + ", as " + other.books().describe(other.books().slots()
                            .handleOf(other.books().index().find(entity))) + ")");
                }
            }
        }
        if (books.slots().room() < count) {
            throw new IllegalStateException(name + ": the batch is full: it takes " + books.slots().room()
                    + " more entities, and the travel holds " + count);
        }
        arrival.entities = objects;
        return arrival;
    }

    /**
     * Id mode: every region's arrays grow to the largest id before anything is placed, so that an allocation
     * that fails (an id of two billion) throws {@link OutOfMemoryError} with nothing placed; growth alone
     * changes nothing the batch shows.
     */
    static void growFor(List<AbstractBatch<?>> regions, int[] ids) {
        int largest = -1;
        for (int id : ids) {
            largest = Math.max(largest, id);
        }
        for (AbstractBatch<?> region : regions) {
            region.books().grown(largest + 1);
        }
    }

    private static String nameOf(AbstractBatch<?> batch) {
        if (batch == null) {
            throw new IllegalArgumentException("EntityTravel: null batch");
        }
        return batch.name();
    }

    private static long[] minusOnes(int n) {
        long[] to = new long[n];
        Arrays.fill(to, -1);
        return to;
    }
}
