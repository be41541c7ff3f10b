package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.Books;
import dev.brainstem.runtime.internal.LinkedRegions;
import dev.brainstem.runtime.internal.Mailbox;
import dev.brainstem.runtime.internal.SaveReader;
import dev.brainstem.runtime.internal.SaveWriter;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Saves a batch to a {@link DataOutput} and loads it back: for save games that outlive a version of
 * the game. States are written <b>by name</b>, so a save loads into a version whose states enum gained
 * states or has them in another order.
 *
 * <p><b>What a save keeps.</b> Everything a {@link BatchSnapshot} holds that a later version of the game
 * can read: the machine's qualified name and mode, the batch's clock, and for each entity, in ascending
 * handle (id) order, its id (id mode), state, previous state, interrupt stack, time in state and history
 * in each history group (by the group's name; see {@link AbstractBatch#lastIn}); the
 * messages waiting, immediate and delayed, in the order they will be delivered, each with its receiver
 * and due time, written by the {@link MessageCodec} the game registers for its type in
 * {@link SaveOptions}; and the count of dropped messages. Not kept: the entities' own data (the game
 * saves its objects, or its system's arrays, as it does anyway), the handles themselves (a load issues
 * new ones, in the same order, and a waiting message's receiver follows its entity), the listener and
 * the error handler. For an exact in-memory copy, handles included, see {@link AbstractBatch#snapshot()}.
 *
 * <p><b>Object mode.</b> {@link #write} returns the handles it wrote, in order: the game saves its
 * entities in that order, and on load gives {@link #read(AbstractBatch, DataInput, List, SaveOptions)}
 * the loaded entities in the same order. <b>Id mode:</b> the ids are saved and resumed as they were.
 *
 * <p><b>A load</b> goes into a batch with no entities; it replaces the batch's clock, its waiting
 * messages and its count of dropped ones with the save's, runs no handler and tells the listener
 * nothing. A save is untrusted input: the load reads and checks all of it before it changes anything,
 * and allocates nothing in proportion to a count the stream claims before the stream has delivered
 * that much. Whatever is wrong with a save (a truncated or corrupt stream, a save of another machine,
 * a state the enum no longer has, a state that is a pseudo-state in this version (the {@code @Back}
 * constant, a group's constant), a stack that is not one this machine could have built, a history it
 * cannot hold, a time or clock that is not a finite number of
 * seconds 0 or more, a message type without a codec) is an {@link IOException} that says what, and the
 * batch is left exactly as it was: entities, handles, next handle, clock and messages.
 *
 * <p><b>Versions.</b> Saves map states by name. A name this version's enum lacks, or names as its
 * {@code @Back} pseudo-state or as a group's constant, is refused, never guessed at: a load never puts
 * an entity in a pseudo-state. A stack that would not hold in this version (an entity with suspended states in a
 * state that is no longer an {@code @Interrupt}, a suspended state above the bottom that is no longer
 * one, a stack deeper than this machine's interrupts) is refused the same way, and so is a history
 * this version cannot hold exactly: one in a group that is no group here or has no history here, or
 * holding a state that the group of that name does not contain here (its nested groups' states
 * included). A machine whose entity class moved or was renamed reads its earlier saves with
 * {@link SaveOptions#formerly}. Saves of format 1 (before messages were kept) load as saves with no
 * messages waiting; they named the machine by its simple name. Saves of format 2 (before histories were
 * kept) load with no history in any group.
 *
 * <p>The format (all {@code DataOutput} primitives): {@code int} magic {@code 0x4253544D}, {@code short}
 * version (3; 2 for a machine without history groups, which then writes nothing of the parts marked
 * "format 3"), {@code UTF} machine (qualified name), {@code boolean} id mode, {@code boolean} times kept,
 * {@code double} clock, {@code int} state count and a {@code UTF} name each, (format 3: {@code short}
 * history group count and a {@code UTF} group name each, in the order of
 * {@link MachineInfo#historyGroups()}), {@code int} entity count; per entity: ({@code int} id in id
 * mode), {@code short} state, {@code short} previous ({@code 0xFFFF} for none), {@code short} stack
 * depth and a {@code short} per stacked state bottom first, ({@code double} seconds in state when times
 * are kept), and (format 3) a {@code short} per history group: the state it last left the group from,
 * {@code 0xFFFF} for none; then {@code long} dropped messages,
 * {@code int} message type count and a {@code UTF} name each, {@code int} message count; per message in
 * delivery order: {@code long} receiver (id mode: the id; object mode: the entity's place in the save,
 * or {@code -2} for an entity no longer in the batch; {@code -1}: a broadcast), {@code double} due time,
 * {@code short} type, {@code int} byte count and the codec's bytes.
 *
 * <p><b>Orthogonal regions.</b> The batch of a machine of regions (its first region's, which the game holds)
 * saves and loads every region; a region's batch refuses both ({@link IllegalStateException}). Such a
 * machine writes format 4, which only machines with regions write (a machine without regions writes format
 * 2 or 3 as before): {@code int} magic, {@code short} version 4, {@code UTF} machine (the qualified name of
 * the machine, as above), {@code boolean} id mode, {@code short} region count, and per region in declaration
 * order: {@code UTF} its name (its state enum's simple name, {@code "Weapon"}), then its part as format 3
 * writes what follows its header ({@code boolean} times kept, {@code double} clock, its state names, its
 * history groups, its entities (the same in every region, in the same order), its message section: each
 * region keeps its own states, previous states, stacks, histories, times and waiting messages). A load
 * maps the save's regions to this version's by name, each under the rules above; anything wrong in any
 * region, a region this version does not have, a region twice, or regions that hold other entities or
 * another clock is an {@link IOException}, and no region changes. A region this version has and the save
 * does not hold (a region added since, or any region but the first when a save of format 1 to 3 loads into
 * a machine that now has regions) places every entity in its initial state, with no previous state, stack,
 * history, time in state or waiting message: nothing the save holds is lost, and no handler runs.
 *
 * <p><b>Timed transitions and time slicing.</b> A machine with {@code @After} or {@code @OnUpdate(every = ...)}
 * writes format 5: format 4's layout (a machine without regions writes its one region under its state enum's
 * name, which a load does not check), each region's part followed by its timing: {@code long} ticks begun;
 * {@code int} timer count and per timer {@code int} the entity's place in the save, {@code float} delay,
 * {@code short} target (in the region's state names); {@code int} count of entities in sliced states and per
 * one {@code int} place and {@code double} seconds since its last decision; {@code int} stride count and per
 * one {@code int} place and {@code short} stride; each list in the order of the entities. A load refuses,
 * naming it, a delay that is not 0 or more, a target this version lacks or that is no {@code @After} target
 * of the entity's state here, a stride of 0, a time that is not a finite number of seconds 0 or more. A
 * last decision saved for a state no longer sliced is dropped; an entity in a state sliced only now counts
 * its last decision from its entry. A save of format 4 or older loads with each timer armed as an entry
 * arms it, counted from the saved time in state, every stride 1 and no tick begun.
 *
 * <p><b>Format 6</b> (the one place its layout is written down): {@code int} magic, {@code short} 6,
 * {@code UTF} machine, {@code boolean} id mode, {@code short} flags (1: a travel of some entities, which
 * {@link EntityTravel} writes; 2: a {@code long} key per entity), {@code short} region count and per region
 * its {@code UTF} name and its part as format 5 writes it, followed by {@code int} a count and per entity
 * {@code int} place and {@code long} phase (its ticks plus its slot's turn plus its shift: see
 * docs/semantics.md, "Time slicing"), for every entity of a machine with a sliced state (else a count of 0).
 * A travel (flag 1) differs from format 5's part so: per entity, {@code long} its handle (id) where it left
 * in place of the id, then ({@code long} its key with flag 2); the entities in the order the export was
 * given them; the dropped count is 0; a message's receiver is the entity's place in the travel, its due time
 * the seconds it had left (0 for one due already); no broadcast; the ticks are the sender's.
 *
 * <p><b>Moved entities' phases.</b> A batch holding an entity that moved in ({@link EntityTravel}) with a
 * slice phase of its own, or, in object mode, an entity a load would place in another slot (an entity was
 * removed below it) in a machine with a sliced state, writes format 6 with no flag set, whose phases a load
 * keeps. Every other batch writes the format it wrote before, byte for byte. A load refuses a travel
 * (format 6 with flag 1) and {@link EntityTravel#importInto} refuses a whole save, each saying which to
 * call.
 */
public final class BatchSaves {
    private BatchSaves() {}

    /** {@link #write(AbstractBatch, DataOutput, SaveOptions)} for a batch with no message waiting. */
    public static long[] write(AbstractBatch<?> batch, DataOutput out) throws IOException {
        return write(batch, out, new SaveOptions());
    }

    /**
     * Writes everything {@code batch} holds to {@code out}, the messages waiting through the codecs of
     * {@code options}. Nothing is written when a message cannot be.
     *
     * @return the handles (ids) written, in the order written: the order in which a load wants the
     *     entities back in object mode
     * @throws IOException naming the type of a waiting message that has no codec, or a codec's failure
     * @throws IllegalStateException while the batch is at work (a tick, a delivery, an outside add's or
     *     transitionTo's handlers, the error handler: docs/semantics.md, "At work")
     */
    public static long[] write(AbstractBatch<?> batch, DataOutput out, SaveOptions options) throws IOException {
        batch.refuseOnFollower("BatchSaves.write");
        batch.phase().refuseAtWork("BatchSaves.write", false);
        List<AbstractBatch<?>> regions = batch.regions();
        boolean timing = false;
        for (AbstractBatch<?> region : regions) {
            timing |= region.info.timed();
        }
        boolean shifted = phaseWouldMove(batch.books());
        for (AbstractBatch<?> region : regions) {
            shifted |= region.books().slices() != null && region.books().slices().anyShift();
        }
        if (regions.size() == 1 && !timing) {
            return SaveWriter.write(batch.books(), batch.mail(), batch.states, qualifiedName(batch),
                    historyGroups(batch), out, type -> options.codecFor(type));
        }
        Parts parts = new Parts(batch);
        if (shifted) {
            // An entity that moved in, or would move on load, keeps its phase: format 6 writes it, which
            // format 5 cannot.
            long[] handles = SaveWriter.inSlotOrder(parts.books[0]);
            SaveWriter.writeTravel(parts.books, parts.mail, parts.states, qualifiedName(batch), keys(batch),
                    parts.historyGroups, out, type -> options.codecFor(type), new SaveWriter.Travel(handles, null,
                    false));
            return handles;
        }
        return SaveWriter.writeRegions(parts.books, parts.mail, parts.states, qualifiedName(batch), keys(batch),
                parts.historyGroups, out, type -> options.codecFor(type), timing);
    }

    /** What a writer reads of every region of a machine, in declaration order: saves' and travels'. */
    static final class Parts {
        final Books[] books;
        final Mailbox[] mail;
        final Enum<?>[][] states;
        final List<List<String>> historyGroups = new ArrayList<>();

        Parts(AbstractBatch<?> batch) {
            List<AbstractBatch<?>> regions = batch.regions();
            int n = regions.size();
            books = new Books[n];
            mail = new Mailbox[n];
            states = new Enum<?>[n][];
            for (int r = 0; r < n; r++) {
                AbstractBatch<?> region = regions.get(r);
                books[r] = region.books();
                mail[r] = region.mail();
                states[r] = region.states;
                historyGroups.add(historyGroups(region));
            }
        }
    }

    /**
     * Whether a load would move a sliced entity's phase: an object-mode load places the save's {@code i}-th
     * entity in slot {@code i}, so in a machine with a sliced state a batch whose slots have a hole (an
     * entity removed below another) needs the phases written (format 6) to decide on the same ticks.
     */
    private static boolean phaseWouldMove(Books books) {
        if (books.idMode() || books.slices() == null) {
            return false;
        }
        int place = 0;
        for (int slot = 0, limit = books.slots().limit(); slot < limit; slot++) {
            if (books.slots().present(slot) && slot != place++) {
                return true;
            }
        }
        return false;
    }

    static List<String> historyGroups(AbstractBatch<?> batch) {
        List<String> names = new ArrayList<>();
        for (MachineInfo.Group group : batch.info.historyGroups()) {
            names.add(group.name());
        }
        return names;
    }

    /** Each region's name in a save of format 4: its state enum's simple name. */
    static String[] keys(AbstractBatch<?> batch) {
        List<AbstractBatch<?>> regions = batch.regions();
        String[] keys = new String[regions.size()];
        for (int r = 0; r < keys.length; r++) {
            keys[r] = regions.get(r).stateClass().getSimpleName();
            for (int k = 0; k < r; k++) {
                if (keys[k].equals(keys[r])) {
                    throw new IllegalStateException(batch.name() + ": two regions' state enums are named " + keys[r]
                            + ": a save names each region by its enum's simple name");
                }
            }
        }
        return keys;
    }

    /** The machine as a save names it: the generated batch's package and the entity class's name. */
    static String qualifiedName(AbstractBatch<?> batch) {
        String generated = batch.getClass().getName();
        int dot = generated.lastIndexOf('.');
        return dot < 0 ? batch.name() : generated.substring(0, dot + 1) + batch.name();
    }

    /** {@link #read(AbstractBatch, DataInput, List, SaveOptions)} for a save with no message waiting. */
    public static long[] read(AbstractBatch<?> batch, DataInput in, List<?> entities) throws IOException {
        return read(batch, in, entities, new SaveOptions());
    }

    /**
     * Object mode: loads a save into {@code batch}, which must hold no entities, placing
     * {@code entities.get(i)} as the save's {@code i}-th entity; no handler runs.
     *
     * @return the new handles, in the order of {@code entities}
     * @throws IOException for any save that does not fit (see the class comment), or whose entity count
     *     differs from {@code entities.size()}; the batch is unchanged
     * @throws IllegalArgumentException for null entities, a null among them, one given twice or one that is not
     *     of the machine's entity class
     */
    public static long[] read(AbstractBatch<?> batch, DataInput in, List<?> entities, SaveOptions options)
            throws IOException {
        if (entities == null) {
            throw new IllegalArgumentException(batch.name() + ": a load in object mode needs the entities");
        }
        return load(batch, in, entities, options);
    }

    /** {@link #read(AbstractBatch, DataInput, SaveOptions)} for a save with no message waiting. */
    public static long[] read(AbstractBatch<?> batch, DataInput in) throws IOException {
        return read(batch, in, new SaveOptions());
    }

    /**
     * Id mode: loads a save into {@code batch}, which must hold no entities, resuming each saved id; no
     * handler runs.
     *
     * @return the ids, in the order saved
     * @throws IOException for any save that does not fit (see the class comment); the batch is unchanged
     */
    public static long[] read(AbstractBatch<?> batch, DataInput in, SaveOptions options) throws IOException {
        return load(batch, in, null, options);
    }

    private static long[] load(AbstractBatch<?> batch, DataInput in, List<?> entities, SaveOptions options)
            throws IOException {
        String name = batch.name();
        boolean idMode = batch.books().idMode();
        if (idMode != (entities == null)) {
            throw new IllegalArgumentException(name + ": " + (idMode ? "an id-mode batch loads ids, not entities"
                    : "an object-mode batch needs the entities to load"));
        }
        if (options == null) {
            throw new IllegalArgumentException(name + ": a load needs SaveOptions (new SaveOptions() for none)");
        }
        batch.refuseOnFollower("BatchSaves.read");
        batch.phase().refuseAtWork("BatchSaves.read", true);
        List<AbstractBatch<?>> regions = batch.regions();
        for (AbstractBatch<?> region : regions) {
            if (region.books().size() != 0) {
                throw new IllegalStateException(name + ": a save loads into an empty batch; this one holds "
                        + region.books().size() + " entities");
            }
        }
        if (entities != null) {
            checkEntities(batch, entities);
        }
        int n = regions.size();
        SaveReader[] readers = new SaveReader[n];
        for (int r = 0; r < n; r++) {
            AbstractBatch<?> region = regions.get(r);
            readers[r] = new SaveReader(region.name(), qualifiedName(batch), region.states, region.info, idMode,
                    region.books().maxStackDepth(), region::takesMessage, options::codecNamed, options::wasNamed,
                    entities == null ? -1 : entities.size());
        }
        SaveReader.Save[] saves = readers[0].read(in, readers, n == 1 ? new String[] {null} : keys(batch), n > 1);
        // Read and checked in full: from here on nothing refuses, and every region takes the save.
        SaveReader.Save model = null;
        for (SaveReader.Save save : saves) {
            model = model != null ? model : save;
        }
        if (idMode) {
            EntityTravel.growFor(regions, model.ids());
        }
        long[] handles = null;
        for (int r = 0; r < n; r++) {
            AbstractBatch<?> region = regions.get(r);
            SaveReader.Save save = saves[r] != null ? saves[r] : SaveReader.Save.entering(model, region.firstOrdinal());
            long[] placed = save.placeInto(region.books(), region.mail(), entities);
            if (handles != null && !Arrays.equals(handles, placed)) {
                throw new IllegalStateException(name + ": its regions disagree on the handles of the loaded entities");
            }
            handles = placed;
        }
        // A save without timing (format 4 or older, or a region it does not hold): each timer armed as an
        // entry arms it, counted from the time in state the save gives.
        LinkedRegions.armEveryRegion(n, r -> {
            if (saves[r] == null || !saves[r].timing()) {
                regions.get(r).armPlaced();
            }
        });
        return handles;
    }

    /** The entities a game gives a load: none null, none twice. */
    private static void checkEntities(AbstractBatch<?> batch, List<?> entities) {
        java.util.Set<Object> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        Class<?> type = batch.entityClass();
        for (int k = 0; k < entities.size(); k++) {
            Object entity = entities.get(k);
            if (entity == null) {
                throw new IllegalArgumentException(batch.name() + ": entity " + k + " of the load is null");
            }
            if (!type.isInstance(entity)) {
                throw new IllegalArgumentException(batch.name() + ": entity " + k + " of the load is a "
                        + entity.getClass().getName() + ", which is not a " + type.getName());
            }
            if (!seen.add(entity)) {
                throw new IllegalArgumentException(batch.name() + ": entity " + k + " of the load is given twice");
            }
        }
    }
}
