package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UTFDataFormatException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Reads a save stream, which is untrusted, into a {@link Save} and checks all of it against the batch
 * it is for, before anything of the batch changes (the rules are in the class comment of the saves' API). Arrays grow as
 * the stream delivers what they hold, never to a size the stream only claims.
 */
public final class SaveReader {
    /** A save, read and checked: what a load places. */
    public static final class Save {
        double clock;
        long dropped;
        int count;
        int[] ids = new int[16];
        int[] state = new int[16];
        int[] previous = new int[16];
        int[][] stack = new int[16][];
        double[] time = new double[16];
        /** Per entity, one ordinal per history group of this version (-1: none); null when it holds none. */
        int[][] history = new int[16][];
        int messages;
        long[] target = new long[16];
        double[] due = new double[16];
        Object[] message = new Object[16];
        /** Format 5: the timing was saved (else timers are armed as on entry, strides are 1, ticks 0). */
        boolean timing;
        long ticks;
        /** Format 5, per saved timer: the entity's place in the save, its delay (float bits), its target's ordinal. */
        final EntityRecords timers = new EntityRecords(2);
        /** Format 5, per entity in a sliced state: its place and the seconds since its last decision (double bits). */
        final EntityRecords since = new EntityRecords(1);
        /** Format 5, per entity whose stride is not 1: its place and its stride. */
        final EntityRecords strides = new EntityRecords(1);
        /** Format 6: a travel (some entities, into a batch that runs), not a whole save. */
        boolean subset;
        /** Format 6 travel: per entity, its handle (id) in the batch it left. */
        long[] from = new long[0];
        /** Format 6 with keys: per entity, the game's key; else null. */
        long[] keys;
        /** Format 6, per entity of a machine with a sliced state: its place and its phase there. */
        final EntityRecords phases = new EntityRecords(1);

        /** How many entities it holds. */
        public int count() {
            return count;
        }

        /** Id mode: the ids it holds, in its order. */
        public int[] ids() {
            return Arrays.copyOf(ids, count);
        }

        /** Format 6 travel: the handle (id) entity {@code e} had in the batch it left. */
        public long from(int e) {
            return from[e];
        }

        /** Whether it holds a key per entity. */
        public boolean hasKeys() {
            return keys != null;
        }

        /**
         * Format 6 travel: how a message names entity {@code e}: its place in the travel, its key and its
         * handle (id in id mode) where it left.
         */
        public String who(int e, boolean idMode) {
            return "entity " + e + " of the travel (" + (keys != null ? "key " + keys[e] + ", " : "")
                    + (idMode ? "id " : "handle ") + from[e] + " where it left)";
        }

        /** With keys: entity {@code e}'s. */
        public long key(int e) {
            return keys[e];
        }

        /** How many waiting messages it holds. */
        public int messages() {
            return messages;
        }

        void addTravel(int e, long handle, long key, boolean keyed) {
            if (e == from.length) {
                int size = Math.max(16, e * 2);
                from = Arrays.copyOf(from, size);
                keys = keyed ? Arrays.copyOf(keys, size) : null;
            }
            from[e] = handle;
            if (keyed) {
                keys[e] = key;
            }
        }

        /** Whether the save held the timing (format 5): else the load arms each timer as an entry would. */
        public boolean timing() {
            return timing;
        }

        void addEntity(int id, int s, int p, int[] k, double t, int[] h) {
            if (count == ids.length) {
                int size = count * 2;
                ids = Arrays.copyOf(ids, size);
                state = Arrays.copyOf(state, size);
                previous = Arrays.copyOf(previous, size);
                stack = Arrays.copyOf(stack, size);
                time = Arrays.copyOf(time, size);
                history = Arrays.copyOf(history, size);
            }
            ids[count] = id;
            state[count] = s;
            previous[count] = p;
            stack[count] = k;
            time[count] = t;
            history[count] = h;
            count++;
        }

        /**
         * Places the save into the books, which it was read and checked against in full, so that nothing
         * here can refuse it: the clock, the mailbox's clock and dropped count, the entities, then the
         * waiting messages in their delivery order, each following its entity to its new handle.
         *
         * @return the handles, in the save's order
         */
        public long[] placeInto(Books books, Mailbox mail, List<?> entities) {
            books.clock().set(clock);
            books.clock().setTicks(ticks);
            mail.load(clock, dropped);
            long[] handles = new long[count];
            for (int e = 0; e < count; e++) {
                handles[e] = books.place(entities == null ? null : entities.get(e), ids[e], state[e], previous[e],
                        stack[e], stack[e].length, time[e], history[e]);
            }
            if (timing) {
                placeTiming(books, handles, clock, ticks, false);
            }
            for (int m = 0; m < messages; m++) {
                long to = target[m];
                if (!books.slots().idMode() && to >= 0) {
                    to = handles[(int) to];
                } else if (to == SaveFormat.GONE) {
                    to = Slots.NEVER_ISSUED;
                }
                mail.post(to, message[m], due[m]);
            }
            return handles;
        }

        /**
         * A travel, read and checked in full, into the books of a batch that runs: each entity as the
         * game gives it ({@code entities.get(e)} in object mode, {@code ids[e]} in id mode, all checked
         * by the caller: absent, each once), its times, timers, last decisions and phase counted from
         * this batch's clock and ticks, then its waiting messages, each due after the seconds it had
         * left, after this batch's own of the same due time.
         *
         * @return the handles, in the travel's order
         */
        public long[] placeArriving(Books books, Mailbox mail, List<?> entities, int[] ids) {
            double now = books.clock().now();
            long[] handles = new long[count];
            for (int e = 0; e < count; e++) {
                handles[e] = books.place(entities == null ? null : entities.get(e), ids == null ? 0 : ids[e], state[e],
                        previous[e], stack[e], stack[e].length, time[e], history[e]);
            }
            placeTiming(books, handles, now, books.clock().ticks(), true);
            for (int m = 0; m < messages; m++) {
                mail.post(handles[(int) target[m]], message[m], now + due[m]);
            }
            return handles;
        }

        /**
         * Format 5 and 6: the timers, the last decisions, the strides and the phases, onto the entities just
         * placed, at the clock {@code now} after {@code ticksNow} ticks. A load builds the wheel again from
         * every slot; an import ({@code arriving}) files only its own entities' timers.
         */
        private void placeTiming(Books books, long[] handles, double now, long ticksNow, boolean arriving) {
            Slots slots = books.slots();
            Timers timers = books.timers();
            Slices slices = books.slices();
            for (int k = 0; timers != null && k < this.timers.size(); k++) {
                timers.set(slots.slotOf(handles[this.timers.entity(k)]),
                        Float.intBitsToFloat((int) this.timers.field(k, 0)), (int) this.timers.field(k, 1));
            }
            for (int k = 0; slices != null && k < since.size(); k++) {
                int slot = slots.slotOf(handles[since.entity(k)]);
                if (slices.sliced(slots.state(slot))) {
                    slices.place(slot, now, Double.longBitsToDouble(since.field(k, 0)), ticksNow);
                }
            }
            for (int k = 0; slices != null && k < strides.size(); k++) {
                slices.setStride(slots.slotOf(handles[strides.entity(k)]), (int) strides.field(k, 0));
            }
            for (int k = 0; slices != null && k < phases.size(); k++) {
                slices.keepPhase(slots.slotOf(handles[phases.entity(k)]), phases.field(k, 0), ticksNow);
            }
            if (timers != null && arriving) {
                for (int k = 0; k < this.timers.size(); k++) {
                    timers.fileArrived(slots.slotOf(handles[this.timers.entity(k)]));
                }
            } else if (timers != null) {
                timers.rebuild();
            }
        }

        /**
         * A region the save does not hold (a region this version added): the save's entities, {@code model}'s,
         * in its state of ordinal {@code first}, with no previous state, stack, history or time in it, at
         * {@code model}'s clock, with no message waiting.
         */
        public static Save entering(Save model, int first) {
            Save save = new Save();
            save.clock = model.clock;
            save.subset = model.subset;
            for (int e = 0; e < model.count; e++) {
                save.addEntity(model.ids[e], first, Slots.NO_PREVIOUS, new int[0], 0, null);
            }
            return save;
        }

        void addMessage(long t, double d, Object m) {
            if (messages == target.length) {
                int size = messages * 2;
                target = Arrays.copyOf(target, size);
                due = Arrays.copyOf(due, size);
                message = Arrays.copyOf(message, size);
            }
            target[messages] = t;
            due[messages] = d;
            message[messages] = m;
            messages++;
        }
    }

    private static final int NO_ORDINAL = -1;

    private final String name;
    private final String qualifiedName;
    private final Enum<?>[] states;
    private final boolean idMode;
    private final Predicate<Object> takes;
    private final Function<String, MessageCodec<?>> codecs;
    private final Predicate<String> formerly;
    /** Object mode: how many entities the game gives; -1 in id mode. */
    private final int given;
    /** Per ordinal of this version: whether the state is an interrupt, and which is the pseudo-state. */
    private final boolean[] interrupt;
    private final int back;
    /** Per ordinal of this version: whether the state is a group's constant, a pseudo-state like the back. */
    private final boolean[] groupConstant;
    /** This version's history groups, in the order of their indices. */
    private final List<MachineInfo.Group> historyGroups;
    private final MachineInfo info;
    private final int maxDepth;
    /** Where the reading is, for messages about a stream that ends early or is malformed. */
    private String at = "its header";
    /** Whether the stream must be a travel (format 6 of some entities), not a whole save. */
    private boolean travel;
    private static final String LOADING = "load the save";
    /** What a refusal says could not be done: load the save, import the travel, move the entities. */
    private String doing = LOADING;
    /** Format 6: its flags. */
    private int flags;

    /**
     * @param name the machine's simple name, for messages and format-1 saves
     * @param qualifiedName the machine as a save of format 2 names it
     * @param maxDepth the deepest stack the machine holds; 0 without interrupts
     * @param takes whether some message handler of the machine takes a message
     * @param codecs the codec registered under a message type's saved name, or null
     * @param formerly whether a machine name is one this machine had before
     * @param given object mode: how many entities the game gives; -1 in id mode
     */
    public SaveReader(String name, String qualifiedName, Enum<?>[] states, MachineInfo info, boolean idMode,
            int maxDepth, Predicate<Object> takes, Function<String, MessageCodec<?>> codecs, Predicate<String> formerly,
            int given) {
        this.name = name;
        this.qualifiedName = qualifiedName;
        this.states = states;
        this.idMode = idMode;
        this.takes = takes;
        this.codecs = codecs;
        this.formerly = formerly;
        this.given = given;
        List<String> names = new ArrayList<>();
        for (Enum<?> s : states) {
            names.add(s.name());
        }
        this.interrupt = new boolean[names.size()];
        for (String i : info.interrupts()) {
            interrupt[names.indexOf(i)] = true;
        }
        this.back = info.back() == null ? NO_ORDINAL : names.indexOf(info.back());
        this.groupConstant = new boolean[names.size()];
        for (String constant : info.groupConstants()) {
            groupConstant[names.indexOf(constant)] = true;
        }
        this.historyGroups = info.historyGroups();
        this.info = info;
        this.maxDepth = maxDepth;
    }

    /**
     * This reader reads a travel ({@link SaveFormat#SUBSET} with {@link SaveFormat#FLAG_SUBSET}) and
     * refuses a whole save; the others refuse a travel.
     */
    public SaveReader travelling() {
        travel = true;
        return this;
    }

    /** What this reader's refusals say could not be done ("import the travel"); "load the save" unless told. */
    public SaveReader refusing(String doing) {
        this.doing = doing;
        return this;
    }

    /** Reads and checks a save of this machine, which has no other regions. */
    public Save read(DataInput in) throws IOException {
        return read(in, new SaveReader[] {this}, new String[] {null}, false)[0];
    }

    /**
     * Reads and checks a save of a machine of orthogonal regions, whose regions {@code regions} read (this
     * reader first, for the machine's own region), each known in format 4 by its key in {@code keys} (its
     * state enum's simple name). A save of format 1 to 3 holds the first region alone; one of format 4 holds
     * the regions it names, in any order, each at most once, all with the same entities.
     *
     * @return per region, its part of the save, or null for a region the save does not hold
     * @param regionsWritten whether this machine writes format 4: a save of format 4 is refused otherwise
     */
    public Save[] read(DataInput in, SaveReader[] regions, String[] keys, boolean regionsWritten) throws IOException {
        reading = this;
        try {
            return readAll(in, regions, keys, regionsWritten);
        } catch (EOFException early) {
            throw new IOException(reading.name + ": the save is truncated: it ends in " + reading.at, early);
        } catch (UTFDataFormatException malformed) {
            throw new IOException(reading.name + ": the save is corrupt: a malformed name in " + reading.at, malformed);
        }
    }

    /** The reader at work, for a message about a stream that ends early. */
    private SaveReader reading;

    private Save[] readAll(DataInput in, SaveReader[] regions, String[] keys, boolean regionsWritten)
            throws IOException {
        if (in.readInt() != SaveFormat.MAGIC) {
            throw refused("it is not a Brainstem batch save (no magic number)");
        }
        int version = in.readUnsignedShort();
        if (version < 1 || version > SaveFormat.SUBSET) {
            throw refused("it is a save of format " + version + "; this runtime reads formats 1 to "
                    + SaveFormat.SUBSET);
        }
        String machine = in.readUTF();
        String expected = version == 1 ? name : qualifiedName;
        if (!machine.equals(expected) && !formerly.test(machine)) {
            throw refused("it is a save of the machine " + machine + ", not " + expected);
        }
        boolean savedIds = in.readBoolean();
        if (savedIds != idMode) {
            throw refused("it is a save of " + (savedIds ? "an id-mode" : "an object-mode") + " batch; this one is "
                    + (idMode ? "id mode" : "object mode"));
        }
        flags = version == SaveFormat.SUBSET ? in.readUnsignedShort() : 0;
        if ((flags & ~SaveFormat.FLAGS) != 0) {
            throw refused("it has the format-6 flags " + flags + "; this runtime knows " + SaveFormat.FLAGS);
        }
        boolean subset = (flags & SaveFormat.FLAG_SUBSET) != 0;
        if (!subset && flags != 0) {
            throw refused("it has keys and is no travel (format-6 flags " + flags + ")");
        }
        if (subset != travel) {
            throw refused(travel ? "it is a whole save (format " + version + "), not a travel: load it with "
                    + "BatchSaves.read" : "it is a travel of some entities (EntityTravel.export), not a whole save: "
                    + "import it with EntityTravel.importInto or importByKey");
        }
        for (SaveReader region : regions) {
            region.flags = flags;
        }
        Save[] saves = new Save[regions.length];
        if (version < SaveFormat.REGIONS) {
            saves[0] = readBody(in, version);
            return saves;
        }
        if (!regionsWritten && version == SaveFormat.REGIONS) {
            throw refused("it is a save of format " + version + ", which machines of orthogonal regions write; "
                    + name + " has no regions");
        }
        at = "its regions";
        int count = in.readUnsignedShort();
        if (count < 1) {
            throw refused("it holds no region");
        }
        if (!regionsWritten && count > 1) {
            throw refused("it holds " + count + " regions; " + name + " has no regions");
        }
        for (int k = 0; k < count; k++) {
            reading = this;
            at = "its regions";
            String key = in.readUTF();
            // A machine without regions writes its one region under its enum's name, which it may have renamed.
            int r = regionsWritten ? Arrays.asList(keys).indexOf(key) : 0;
            if (r < 0) {
                throw refused("it holds the region " + key + ", which " + name + " does not have (its regions: "
                        + Arrays.toString(keys) + ")");
            }
            if (saves[r] != null) {
                throw refused("it holds the region " + key + " twice");
            }
            reading = regions[r];
            saves[r] = regions[r].readBody(in, version >= SaveFormat.TIMING ? version : SaveFormat.VERSION);
            Save first = saves[Arrays.asList(keys).indexOf(firstKey(saves, keys))];
            if (saves[r].count != first.count || saves[r].clock != first.clock
                    || idMode && !Arrays.equals(Arrays.copyOf(saves[r].ids, first.count), Arrays.copyOf(first.ids, first.count))
                    || subset && !Arrays.equals(Arrays.copyOf(saves[r].from, first.count),
                            Arrays.copyOf(first.from, first.count))
                    || saves[r].keys != null && !Arrays.equals(Arrays.copyOf(saves[r].keys, first.count),
                            Arrays.copyOf(first.keys, first.count))) {
                throw refused("its region " + key + " holds other entities or another clock than its region "
                        + firstKey(saves, keys) + ": a machine's regions hold the same entities, at one clock");
            }
        }
        return saves;
    }

    /** The key of the first region the save held. */
    private static String firstKey(Save[] saves, String[] keys) {
        for (int r = 0; r < saves.length; r++) {
            if (saves[r] != null) {
                return keys[r];
            }
        }
        throw new IllegalStateException("no region read");
    }

    /**
     * The body of a save of {@code version}, after its header (magic, version, machine, mode): the clock,
     * the states, the histories, the entities and the messages.
     */
    private Save readBody(DataInput in, int version) throws IOException {
        at = "its header";
        boolean timed = in.readBoolean();
        Save save = new Save();
        save.clock = in.readDouble();
        if (!seconds(save.clock)) {
            throw refused("its clock is " + save.clock + "; a clock is a finite number of seconds, 0 or more");
        }
        int[] mapped = stateTable(in);
        int[] savedGroups = version >= 3 ? historyTable(in) : new int[0];
        at = "its entity count";
        int count = in.readInt();
        if (count < 0 || count > Slots.MAX_ID + 1L) {
            throw refused("it claims " + count + " entities");
        }
        if (given >= 0 && given != count) {
            throw refused((doing.equals(LOADING) ? "it holds " + count + " entities" : count + " entities travel")
                    + "; " + given + " given");
        }
        int lastId = -1;
        save.subset = (flags & SaveFormat.FLAG_SUBSET) != 0;
        boolean keyed = (flags & SaveFormat.FLAG_KEYS) != 0;
        if (keyed) {
            save.keys = new long[0];
        }
        java.util.Set<Long> seen = save.subset ? new java.util.HashSet<>() : null;
        java.util.Set<Long> seenKeys = keyed ? new java.util.HashSet<>() : null;
        for (int e = 0; e < count; e++) {
            at = "entity " + e;
            int id = 0;
            if (save.subset) {
                long handle = in.readLong();
                if (handle < 0 || idMode && handle > Slots.MAX_ID || !seen.add(handle)) {
                    throw refused("entity " + e + " left its batch as " + (idMode ? "id " : "handle ") + handle
                            + (handle < 0 || idMode && handle > Slots.MAX_ID ? ", which no entity has" : ", as another did"));
                }
                save.addTravel(e, handle, keyed ? in.readLong() : 0, keyed);
                if (keyed && !seenKeys.add(save.keys[e])) {
                    throw refused("entity " + e + " has the key " + save.keys[e] + ", as another entity does");
                }
            } else if (idMode) {
                id = in.readInt();
                if (id <= lastId || id > Slots.MAX_ID) {
                    throw refused("entity " + e + " has id " + id + "; ids are saved in ascending order, "
                            + (lastId < 0 ? "from 0" : "after " + lastId) + ", at most " + Slots.MAX_ID);
                }
                lastId = id;
            }
            String who = save.subset ? save.who(e, idMode)
                    : idMode ? "entity " + e + " (id " + id + ")" : "entity " + e;
            int state = state(mapped, in.readUnsignedShort(), who, "state");
            int before = in.readUnsignedShort();
            int previous = before == SaveFormat.NONE ? Slots.NO_PREVIOUS : state(mapped, before, who, "previous state");
            int depth = in.readUnsignedShort();
            if (depth > maxDepth) {
                throw refused(who + " has a stack of " + depth + " states; this machine's hold at most " + maxDepth
                        + (maxDepth == 0 ? " (it has no @Interrupt states)" : " (one per @Interrupt state)"));
            }
            int[] stack = new int[depth];
            for (int k = 0; k < depth; k++) {
                stack[k] = state(mapped, in.readUnsignedShort(), who, "suspended state");
            }
            checkStack(who, state, stack);
            double time = timed ? in.readDouble() : 0;
            if (!seconds(time)) {
                throw refused(who + " has been in " + states[state].name() + " for " + time
                        + " seconds; a time is a finite number of seconds, 0 or more");
            }
            save.addEntity(id, state, previous, stack, time, history(in, mapped, savedGroups, who));
        }
        if (version >= 2) {
            messages(in, save, count, idMode && !save.subset, save.subset);
        }
        if (version >= SaveFormat.TIMING) {
            timing(in, save, mapped);
        }
        if (version >= SaveFormat.SUBSET) {
            phases(in, save);
        }
        return save;
    }

    /** Format 5's timing part (see {@code SaveWriter}), every value checked against this version. */
    private void timing(DataInput in, Save save, int[] mapped) throws IOException {
        at = "its timing";
        save.timing = true;
        save.ticks = in.readLong();
        if (save.ticks < 0) {
            throw refused("it counts " + save.ticks + " ticks");
        }
        int timers = count(in, save, "timers");
        int last = -1;
        for (int k = 0; k < timers; k++) {
            at = "timer " + k;
            int e = place(in, save, last, "timer " + k);
            last = e;
            String who = who(save, e);
            String from = states[save.state[e]].name();
            float delay = in.readFloat();
            if (!(delay >= 0f)) {
                throw refused(who + "'s timer in " + from + " has the delay " + delay + " seconds; a delay is 0 or "
                        + "more (+Infinity: never)");
            }
            int saved = in.readUnsignedShort();
            if (saved >= mapped.length) {
                throw refused(who + "'s timer leads to state " + saved + " of a table of " + mapped.length);
            }
            String target = savedNames[saved];
            List<String> targets = afterTargets(from);
            if (mapped[saved] == NO_ORDINAL || !targets.contains(target)) {
                throw refused(who + "'s timer in " + from + " leads to " + target + ", which "
                        + (mapped[saved] == NO_ORDINAL ? states[0].getDeclaringClass().getSimpleName()
                        + " no longer has" : "is no @After target of " + from + " in this version")
                        + (targets.isEmpty() ? " (" + from + " has no @After now)" : " (its @After targets: " + targets + ")"));
            }
            save.timers.add(e, Float.floatToRawIntBits(delay), mapped[saved]);
        }
        at = "its last decisions";
        int sliced = count(in, save, "entities in sliced states");
        last = -1;
        for (int k = 0; k < sliced; k++) {
            int e = place(in, save, last, "last decision " + k);
            last = e;
            double since = in.readDouble();
            if (!seconds(since)) {
                throw refused(who(save, e) + " last decided " + since + " seconds ago; a time is a finite number of "
                        + "seconds, 0 or more");
            }
            save.since.add(e, Double.doubleToRawLongBits(since));
        }
        at = "its strides";
        int strided = count(in, save, "strides");
        last = -1;
        for (int k = 0; k < strided; k++) {
            int e = place(in, save, last, "stride " + k);
            last = e;
            int stride = in.readUnsignedShort();
            if (stride < 1) {
                throw refused(who(save, e) + " has the stride " + stride + "; a stride is 1 to 65,535");
            }
            save.strides.add(e, stride);
        }
    }

    /** Format 6's phases (see {@code SaveWriter}): any {@code long}, each entity at most once, in order. */
    private void phases(DataInput in, Save save) throws IOException {
        at = "its phases";
        int phased = count(in, save, "phases");
        int last = -1;
        for (int k = 0; k < phased; k++) {
            int e = place(in, save, last, "phase " + k);
            last = e;
            save.phases.add(e, in.readLong());
        }
    }

    private int count(DataInput in, Save save, String what) throws IOException {
        int count = in.readInt();
        if (count < 0 || count > save.count) {
            throw refused("it claims " + count + " " + what + " for " + save.count + " entities");
        }
        return count;
    }

    /** An entity's place in the save, for a list in the save's order. */
    private int place(DataInput in, Save save, int last, String what) throws IOException {
        int e = in.readInt();
        if (e <= last || e >= save.count) {
            throw refused("its " + what + " is for entity " + e + "; the entities are 0 to " + (save.count - 1)
                    + ", each once, in order");
        }
        return e;
    }

    private String who(Save save, int e) {
        if (save.subset) {
            return save.who(e, idMode);
        }
        return idMode ? "entity " + e + " (id " + save.ids[e] + ")" : "entity " + e;
    }

    /** The targets of the timed edges from {@code state} in this version. */
    private List<String> afterTargets(String state) {
        List<String> targets = new ArrayList<>();
        for (MachineInfo.Edges edges : info.edgeGroups()) {
            if (edges.event() == dev.brainstem.runtime.Events.AFTER && edges.from().contains(state)) {
                // A timer to @Back keeps the pseudo-state as its target; the edges list where it may lead.
                for (String to : edges.back() ? java.util.Collections.singletonList(info.back()) : edges.to()) {
                    if (!targets.contains(to)) {
                        targets.add(to);
                    }
                }
            }
        }
        return targets;
    }

    /** The save's table of state names, mapped to this enum's ordinals ({@link #NO_ORDINAL}: it lacks it). */
    private int[] stateTable(DataInput in) throws IOException {
        at = "its state names";
        int names = in.readInt();
        if (names < 1 || names > SaveFormat.NONE) {
            throw refused("it claims " + names + " state names; a machine has 1 to " + SaveFormat.NONE);
        }
        Map<String, Integer> now = new HashMap<>();
        for (Enum<?> state : states) {
            now.put(state.name(), state.ordinal());
        }
        int[] mapped = new int[16];
        String[] saved = new String[16];
        for (int k = 0; k < names; k++) {
            if (k == mapped.length) {
                mapped = Arrays.copyOf(mapped, k * 2);
                saved = Arrays.copyOf(saved, k * 2);
            }
            saved[k] = in.readUTF();
            mapped[k] = now.getOrDefault(saved[k], NO_ORDINAL);
        }
        savedNames = Arrays.copyOf(saved, names);
        return Arrays.copyOf(mapped, names);
    }

    private String[] savedNames;

    /**
     * The save's table of history groups, mapped to this version's history group indices
     * ({@link #NO_ORDINAL}: this version has no history group of that name); a name twice is refused.
     */
    private int[] historyTable(DataInput in) throws IOException {
        at = "its history groups";
        int count = in.readUnsignedShort();
        Map<String, Integer> now = new HashMap<>();
        for (int g = 0; g < historyGroups.size(); g++) {
            now.put(historyGroups.get(g).name(), g);
        }
        java.util.Set<String> seen = new java.util.HashSet<>();
        int[] mapped = new int[Math.min(count, 16)];
        String[] saved = new String[mapped.length];
        for (int k = 0; k < count; k++) {
            if (k == mapped.length) {
                mapped = Arrays.copyOf(mapped, k * 2);
                saved = Arrays.copyOf(saved, k * 2);
            }
            saved[k] = in.readUTF();
            if (!seen.add(saved[k])) {
                throw refused("it names the history group " + saved[k] + " twice");
            }
            mapped[k] = now.getOrDefault(saved[k], NO_ORDINAL);
        }
        savedGroupNames = Arrays.copyOf(saved, count);
        return Arrays.copyOf(mapped, count);
    }

    private String[] savedGroupNames;

    /**
     * An entity's history, one state per saved history group ({@code 0xFFFF}: none), as this version holds
     * it (null: none in any group); refused when it names a group that has no history here, or a state the
     * group does not contain here.
     */
    private int[] history(DataInput in, int[] mapped, int[] savedGroups, String who) throws IOException {
        int[] history = null;
        for (int k = 0; k < savedGroups.length; k++) {
            int saved = in.readUnsignedShort();
            if (saved == SaveFormat.NONE) {
                continue;
            }
            String group = savedGroupNames[k];
            int state = state(mapped, saved, who, "state in the history of " + group);
            int index = savedGroups[k];
            if (index == NO_ORDINAL) {
                throw refused(who + " has a history in " + group + " (" + states[state].name() + "), which "
                        + (info.group(group) == null ? "is no group of " + name + " now"
                        : "has no history in this version") + "; its history groups: " + historyGroupNames());
            }
            if (!info.statesIn(group).contains(states[state].name())) {
                throw refused(who + "'s history in " + group + " is " + states[state].name() + ", which " + group
                        + " does not contain in this version (its states: " + info.statesIn(group) + ")");
            }
            if (history == null) {
                history = new int[historyGroups.size()];
                Arrays.fill(history, -1);
            }
            history[index] = state;
        }
        return history;
    }

    private List<String> historyGroupNames() {
        List<String> names = new ArrayList<>();
        for (MachineInfo.Group group : historyGroups) {
            names.add(group.name());
        }
        return names;
    }

    /**
     * This version's ordinal for a saved state index: refused when the enum lacks it or it is a
     * pseudo-state (the {@code @Back} one, or a group's constant).
     */
    private int state(int[] mapped, int saved, String who, String what) throws IOException {
        if (saved >= mapped.length) {
            throw refused(who + "'s " + what + " is state " + saved + " of a table of " + mapped.length);
        }
        int ordinal = mapped[saved];
        String enumName = states[0].getDeclaringClass().getSimpleName();
        if (ordinal == NO_ORDINAL) {
            throw refused(who + "'s " + what + " is " + savedNames[saved] + ", which " + enumName
                    + " no longer has (its states: " + Arrays.toString(states) + ")");
        }
        if (ordinal == back) {
            throw refused(who + "'s " + what + " is " + savedNames[saved] + ", which is " + enumName
                    + "'s @Back pseudo-state: no entity is ever in it");
        }
        if (groupConstant[ordinal]) {
            throw refused(who + "'s " + what + " is " + savedNames[saved] + ", which is " + enumName
                    + "'s constant of the group " + savedNames[saved] + ", a pseudo-state: no entity is ever in it");
        }
        return ordinal;
    }

    /**
     * A stack this version could have built: suspended states only under an interrupt; above the bottom
     * only interrupts; no interrupt twice, nor the current one.
     */
    private void checkStack(String who, int state, int[] stack) throws IOException {
        if (stack.length == 0) {
            return;
        }
        String in = states[state].name();
        if (!interrupt[state]) {
            throw refused(who + " has suspended states " + names(stack) + " in " + in
                    + ", which is not an @Interrupt state: only an interrupt suspends states");
        }
        for (int k = 0; k < stack.length; k++) {
            int s = stack[k];
            if (k > 0 && !interrupt[s]) {
                throw refused(who + "'s stack " + names(stack) + " has " + states[s].name() + " above its bottom, "
                        + "which is not an @Interrupt state: only the bottom of a stack may be one that is not");
            }
            if (interrupt[s] && (s == state || indexOf(stack, s) != k)) {
                throw refused(who + "'s stack " + names(stack) + " in " + in + " holds the interrupt "
                        + states[s].name() + " " + (s == state ? "it is in" : "twice")
                        + ": entering an interrupt cuts the stack back below it");
            }
        }
    }

    private static int indexOf(int[] stack, int s) {
        for (int k = 0; k < stack.length; k++) {
            if (stack[k] == s) {
                return k;
            }
        }
        return -1;
    }

    private String names(int[] stack) {
        List<String> names = new ArrayList<>();
        for (int s : stack) {
            names.add(states[s].name());
        }
        return names.toString();
    }

    /** @param subset a travel: each message is for one of its entities, due in the seconds it has left */
    private void messages(DataInput in, Save save, int count, boolean idMode, boolean subset) throws IOException {
        at = "its messages";
        save.dropped = in.readLong();
        if (save.dropped < 0) {
            throw refused("it counts " + save.dropped + " dropped messages");
        }
        int typeCount = in.readInt();
        if (typeCount < 0 || typeCount > SaveFormat.NONE) {
            throw refused("it claims " + typeCount + " message types");
        }
        List<String> types = new ArrayList<>();
        List<MessageCodec<?>> codecs = new ArrayList<>();
        for (int k = 0; k < typeCount; k++) {
            String type = in.readUTF();
            MessageCodec<?> codec = this.codecs.apply(type);
            if (codec == null) {
                throw refused("messages of type " + type + " wait and no codec is registered for it: "
                        + "SaveOptions.message(" + type.substring(type.lastIndexOf('.') + 1) + ".class, codec)");
            }
            types.add(type);
            codecs.add(codec);
        }
        int messages = in.readInt();
        if (messages < 0) {
            throw refused("it claims " + messages + " messages");
        }
        for (int m = 0; m < messages; m++) {
            at = "message " + m;
            long target = in.readLong();
            boolean fits = subset ? target >= 0 && target < count : target == Mailbox.EVERYONE || (idMode ? target >= 0
                    : target == SaveFormat.GONE || target >= 0 && target < count);
            if (!fits) {
                throw refused("message " + m + " is for " + target + ", which names no receiver ("
                        + (subset ? "an entity 0 to " + (count - 1) + " of the travel"
                        : idMode ? "an id, or -1 for all" : "an entity 0 to " + (count - 1) + ", -1 for all or -2 for "
                        + "one no longer in the batch") + ")");
            }
            double due = in.readDouble();
            if (!seconds(due)) {
                throw refused("message " + m + " is due at " + due + "; a due time is a finite number of seconds, "
                        + "0 or more");
            }
            int type = in.readUnsignedShort();
            if (type >= typeCount) {
                throw refused("message " + m + " is of type " + type + " of " + typeCount);
            }
            int length = in.readInt();
            if (length < 0) {
                throw refused("message " + m + " claims " + length + " bytes");
            }
            save.addMessage(target, due, decode(in, types.get(type), codecs.get(type), length, m));
        }
    }

    /** Reads one message through its codec, which may read exactly its {@code length} bytes. */
    private Object decode(DataInput in, String type, MessageCodec<?> codec, int length, int m) throws IOException {
        Bounded bytes = new Bounded(in, length);
        Object message;
        try {
            message = codec.read(new DataInputStream(bytes));
        } catch (IOException | RuntimeException failure) {
            if (bytes.outerEnded) {
                throw new EOFException();
            }
            throw new IOException(name + ": the save's message " + m + " of type " + type
                    + " could not be read by its codec: " + failure, failure);
        }
        if (bytes.left != 0) {
            throw refused("the codec of " + type + " read " + (length - bytes.left) + " of message " + m + "'s "
                    + length + " bytes");
        }
        if (message == null) {
            throw refused("the codec of " + type + " read message " + m + " as null");
        }
        if (!takes.test(message)) {
            throw refused("message " + m + " is of type " + message.getClass().getName() + ", which no @OnMessage "
                    + "handler of " + name + " takes now");
        }
        return message;
    }

    /** At most {@code left} bytes of the save, for one codec. */
    private static final class Bounded extends InputStream {
        private final DataInput in;
        int left;
        boolean outerEnded;

        Bounded(DataInput in, int left) {
            this.in = in;
            this.left = left;
        }

        @Override
        public int read() throws IOException {
            if (left == 0) {
                return -1;
            }
            int b;
            try {
                b = in.readUnsignedByte();
            } catch (EOFException early) {
                outerEnded = true;
                throw early;
            }
            left--;
            return b;
        }
    }

    private static boolean seconds(double value) {
        return value >= 0 && value <= Double.MAX_VALUE;
    }

    private IOException refused(String why) {
        return new IOException(name + ": cannot " + doing + ": " + why);
    }
}
