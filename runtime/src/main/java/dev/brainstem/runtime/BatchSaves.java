package dev.brainstem.runtime;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Saves a batch's states to a {@link DataOutput} and loads them back through a resume: for save games
 * that outlive a version of the game. States are written <b>by name</b>, so a save loads into a
 * version whose states enum gained states or has them in another order; a saved name that the enum no
 * longer has is an {@link IOException} naming it and the machine.
 *
 * <p><b>What is saved.</b> The machine's name and mode, the batch's clock, the table of the saving
 * enum's state names, and for each entity, in ascending handle (id) order: in id mode its id; its
 * state, its previous state and its interrupt stack (as indices into that table) and its time in
 * state. Not saved: the entities' own data (the game saves its objects, or its system's arrays, as it
 * does anyway), the handles themselves (a load issues new ones, in the same order), the messages
 * waiting (message objects are the game's), the count of dropped messages, the listener and the error
 * handler. For an exact in-memory copy, handles and messages included, see
 * {@link AbstractBatch#snapshot()}.
 *
 * <p><b>Object mode.</b> {@link #write} returns the handles it wrote, in order: the game saves its
 * entities in that order, and on load gives {@link #read(AbstractBatch, DataInput, List)} the loaded
 * entities in the same order. <b>Id mode:</b> the ids are saved; {@link #read(AbstractBatch, DataInput)}
 * resumes each id.
 *
 * <p>A load goes into an empty batch, whose clock it sets to the saved one; it reads and checks the
 * whole save before it places any entity, so a save that does not fit leaves the batch empty. No
 * handler runs and the listener hears nothing.
 *
 * <p>The format (all {@code DataOutput} primitives): {@code int} magic {@code 0x4253544D}, {@code short}
 * version 1, {@code UTF} machine name, {@code boolean} id mode, {@code boolean} times kept,
 * {@code double} clock, {@code int} state count and a {@code UTF} name each, {@code int} entity count;
 * per entity: ({@code int} id in id mode), {@code short} state, {@code short} previous ({@code 0xFFFF}
 * for none), {@code short} stack depth and a {@code short} per stacked state bottom first, and
 * ({@code double} seconds in state when times are kept).
 */
public final class BatchSaves {
    private static final int MAGIC = 0x4253544D;
    private static final int VERSION = 1;
    private static final int NONE = 0xFFFF;

    private BatchSaves() {}

    /**
     * Writes the states of every entity of {@code batch} to {@code out}.
     *
     * @return the handles (ids) written, in the order written: the order in which a load wants the
     *     entities back in object mode
     * @throws IllegalStateException while the batch ticks
     */
    public static long[] write(AbstractBatch<?> batch, DataOutput out) throws IOException {
        if (batch.ticking) {
            throw new IllegalStateException(batch.name + ": cannot save while the batch ticks");
        }
        Slots slots = batch.slots;
        out.writeInt(MAGIC);
        out.writeShort(VERSION);
        out.writeUTF(batch.name);
        out.writeBoolean(slots.idMode());
        boolean timed = batch.clock.kept();
        out.writeBoolean(timed);
        out.writeDouble(batch.clock.now());
        out.writeInt(batch.states.length);
        for (Enum<?> state : batch.states) {
            out.writeUTF(state.name());
        }
        long[] handles = new long[batch.size];
        out.writeInt(handles.length);
        int n = 0;
        for (int slot = 0, limit = slots.limit(); slot < limit; slot++) {
            if (!slots.present(slot)) {
                continue;
            }
            handles[n++] = slots.handleOf(slot);
            if (slots.idMode()) {
                out.writeInt(slot);
            }
            out.writeShort(slots.state(slot));
            out.writeShort(slots.previous(slot));
            int depth = batch.stacks == null ? 0 : batch.stacks.size(slot);
            out.writeShort(depth);
            for (int k = 0; k < depth; k++) {
                out.writeShort(batch.stacks.at(slot, k));
            }
            if (timed) {
                out.writeDouble(batch.clock.exactTimeAt(slot));
            }
        }
        return handles;
    }

    /**
     * Object mode: loads a save into {@code batch}, which must be empty, placing {@code entities[i]} as
     * the save's {@code i}-th entity; no handler runs.
     *
     * @return the new handles, in the order of {@code entities}
     * @throws IOException for a save of another machine, of id mode, with a state name the enum lacks,
     *     or whose entity count differs from {@code entities.size()}
     */
    public static long[] read(AbstractBatch<?> batch, DataInput in, List<?> entities) throws IOException {
        if (entities == null) {
            throw new IllegalArgumentException(batch.name + ": a load in object mode needs the entities");
        }
        return load(batch, in, entities);
    }

    /**
     * Id mode: loads a save into {@code batch}, which must be empty, resuming each saved id; no handler
     * runs.
     *
     * @return the ids, in the order saved
     * @throws IOException for a save of another machine, of object mode, or with a state name the enum
     *     lacks
     */
    public static long[] read(AbstractBatch<?> batch, DataInput in) throws IOException {
        return load(batch, in, null);
    }

    private static long[] load(AbstractBatch<?> batch, DataInput in, List<?> entities) throws IOException {
        String name = batch.name;
        boolean idMode = batch.slots.idMode();
        if (idMode != (entities == null)) {
            throw new IllegalArgumentException(name + ": " + (idMode ? "an id-mode batch loads ids, not entities"
                    : "an object-mode batch needs the entities to load"));
        }
        if (batch.size != 0) {
            throw new IllegalStateException(name + ": a save loads into an empty batch; this one holds "
                    + batch.size + " entities");
        }
        if (in.readInt() != MAGIC) {
            throw new IOException(name + ": not a Brainstem batch save");
        }
        int version = in.readUnsignedShort();
        if (version != VERSION) {
            throw new IOException(name + ": a save of format " + version + "; this runtime reads format " + VERSION);
        }
        String machine = in.readUTF();
        if (!machine.equals(name)) {
            throw new IOException(name + ": the save is of the machine " + machine);
        }
        boolean savedIds = in.readBoolean();
        if (savedIds != idMode) {
            throw new IOException(name + ": the save is of " + (savedIds ? "an id-mode" : "an object-mode")
                    + " batch; this one is " + (idMode ? "id mode" : "object mode"));
        }
        boolean timed = in.readBoolean();
        double clock = in.readDouble();
        String[] names = new String[in.readInt()];
        for (int k = 0; k < names.length; k++) {
            names[k] = in.readUTF();
        }
        int count = in.readInt();
        if (entities != null && entities.size() != count) {
            throw new IOException(name + ": the save holds " + count + " entities; " + entities.size() + " given");
        }
        // The saved names, mapped to this enum's ordinals once each, as entities use them.
        Map<String, Integer> now = new HashMap<>();
        for (Enum<?> state : batch.states) {
            now.put(state.name(), state.ordinal());
        }
        int[] mapped = new int[names.length];
        Arrays.fill(mapped, -2);
        int[] ids = new int[count];
        int[] state = new int[count];
        int[] previous = new int[count];
        int[][] stack = new int[count][];
        double[] time = new double[count];
        for (int e = 0; e < count; e++) {
            ids[e] = idMode ? in.readInt() : 0;
            state[e] = map(batch, names, mapped, now, in.readUnsignedShort());
            int before = in.readUnsignedShort();
            previous[e] = before == NONE ? Slots.NO_PREVIOUS : map(batch, names, mapped, now, before);
            stack[e] = new int[in.readUnsignedShort()];
            for (int k = 0; k < stack[e].length; k++) {
                stack[e][k] = map(batch, names, mapped, now, in.readUnsignedShort());
            }
            time[e] = timed ? in.readDouble() : 0;
        }
        for (int e = 0; e < count; e++) {
            try {
                batch.checkResumableOrdinal(state[e]);
            } catch (IllegalArgumentException refused) {
                throw new IOException(refused.getMessage(), refused);
            }
        }
        double clockBefore = batch.clock.now();
        batch.clock.set(clock);
        long[] handles = new long[count];
        int e = 0;
        try {
            for (; e < count; e++) {
                handles[e] = batch.place(entities == null ? null : entities.get(e), ids[e], state[e], previous[e],
                        stack[e], stack[e].length, time[e]);
            }
        } catch (RuntimeException refused) {
            for (int k = 0; k < e; k++) {
                batch.remove(handles[k]);
            }
            batch.clock.set(clockBefore);
            throw refused;
        }
        return handles;
    }

    private static int map(AbstractBatch<?> batch, String[] names, int[] mapped, Map<String, Integer> now, int saved)
            throws IOException {
        if (saved >= names.length) {
            throw new IOException(batch.name + ": the save names state " + saved + " of " + names.length);
        }
        if (mapped[saved] == -2) {
            Integer ordinal = now.get(names[saved]);
            if (ordinal == null) {
                throw new IOException(batch.name + ": the save has an entity in the state " + names[saved] + ", which "
                        + batch.states[0].getDeclaringClass().getSimpleName() + " no longer has (its states: "
                        + Arrays.toString(batch.states) + ")");
            }
            mapped[saved] = ordinal;
        }
        return mapped[saved];
    }
}
