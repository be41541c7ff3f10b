package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import java.io.ByteArrayOutputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/** Writes a batch's save in the format {@link SaveFormat} names; the rules are the saves' API's. */
public final class SaveWriter {
    private SaveWriter() {}

    /**
     * Writes the books and the waiting messages to {@code out}, each message through the codec
     * {@code codecs} gives its class; nothing is written when a message has none.
     *
     * @param machine the machine's qualified name
     * @param historyGroups the names of the machine's history groups, in the order of their indices
     * @return the handles written, in the order written
     */
    public static long[] write(Books books, Mailbox mail, Enum<?>[] states, String machine, List<String> historyGroups,
            DataOutput out, Function<Class<?>, MessageCodec<?>> codecs) throws IOException {
        checkHistory(books, historyGroups);
        long[] handles = handles(books);
        byte[] body = body(books, mail, states, historyGroups, codecs, books.history() != null, false, null);
        out.writeInt(SaveFormat.MAGIC);
        out.writeShort(books.history() == null ? SaveFormat.WITHOUT_HISTORY : SaveFormat.VERSION);
        out.writeUTF(machine);
        out.writeBoolean(books.slots().idMode());
        out.write(body);
        return handles;
    }

    /**
     * A machine of orthogonal regions: writes every region's books and waiting messages in format
     * {@link SaveFormat#REGIONS}, each region's part under its key (its state enum's simple name) as format 3
     * writes a machine's after its header; nothing is written when a message has no codec.
     *
     * @return the handles written, in the order written: every region's
     */
    public static long[] writeRegions(Books[] books, Mailbox[] mail, Enum<?>[][] states, String machine, String[] keys,
            List<List<String>> historyGroups, DataOutput out, Function<Class<?>, MessageCodec<?>> codecs)
            throws IOException {
        return writeRegions(books, mail, states, machine, keys, historyGroups, out, codecs, false);
    }

    /**
     * {@link #writeRegions} in format {@link SaveFormat#TIMING} when {@code timing}: each region's part
     * followed by its timing; a machine without regions writes its one region so. Else format 4.
     */
    public static long[] writeRegions(Books[] books, Mailbox[] mail, Enum<?>[][] states, String machine, String[] keys,
            List<List<String>> historyGroups, DataOutput out, Function<Class<?>, MessageCodec<?>> codecs,
            boolean timing) throws IOException {
        byte[][] bodies = new byte[books.length][];
        long[] handles = handles(books[0]);
        for (int r = 0; r < books.length; r++) {
            checkHistory(books[r], historyGroups.get(r));
            if (!java.util.Arrays.equals(handles, handles(books[r]))) {
                throw new IllegalStateException(books[0].name() + ": its regions hold other entities: "
                        + books[r].name() + "'s are not its own");
            }
            bodies[r] = body(books[r], mail[r], states[r], historyGroups.get(r), codecs, true, timing, null);
        }
        out.writeInt(SaveFormat.MAGIC);
        out.writeShort(timing ? SaveFormat.TIMING : SaveFormat.REGIONS);
        out.writeUTF(machine);
        out.writeBoolean(books[0].slots().idMode());
        out.writeShort(books.length);
        for (int r = 0; r < books.length; r++) {
            out.writeUTF(keys[r]);
            out.write(bodies[r]);
        }
        return handles;
    }

    /**
     * What format {@link SaveFormat#SUBSET} writes beyond format 5: the entities chosen, in the order
     * given, their keys, and whether they are a travel (a subset) or a whole save that keeps phases.
     */
    public static final class Travel {
        final long[] handles;
        final long[] keys;
        final boolean subset;
        int messages;

        /**
         * @param handles the entities, in the order written: present, each once (checked by the caller)
         * @param keys per entity, the game's key; null for none
         * @param subset a travel; else a whole save, {@code handles} in slot order
         */
        public Travel(long[] handles, long[] keys, boolean subset) {
            this.handles = handles;
            this.keys = keys;
            this.subset = subset;
        }

        /** How many waiting messages were written, every region's. */
        public int messages() {
            return messages;
        }
    }

    /**
     * Writes the entities {@code travel} names, every region's part, in format {@link SaveFormat#SUBSET}:
     * nothing is written when a message has no codec.
     */
    public static void writeTravel(Books[] books, Mailbox[] mail, Enum<?>[][] states, String machine, String[] keys,
            List<List<String>> historyGroups, DataOutput out, Function<Class<?>, MessageCodec<?>> codecs,
            Travel travel) throws IOException {
        byte[][] bodies = new byte[books.length][];
        travel.messages = 0;
        for (int r = 0; r < books.length; r++) {
            checkHistory(books[r], historyGroups.get(r));
            bodies[r] = body(books[r], mail[r], states[r], historyGroups.get(r), codecs, true, true, travel);
        }
        out.writeInt(SaveFormat.MAGIC);
        out.writeShort(SaveFormat.SUBSET);
        out.writeUTF(machine);
        out.writeBoolean(books[0].slots().idMode());
        out.writeShort((travel.subset ? SaveFormat.FLAG_SUBSET : 0) | (travel.keys != null ? SaveFormat.FLAG_KEYS : 0));
        out.writeShort(books.length);
        for (int r = 0; r < books.length; r++) {
            out.writeUTF(keys[r]);
            out.write(bodies[r]);
        }
    }

    /** The handles of the entities, in ascending slot order: the order a save holds them in. */
    public static long[] inSlotOrder(Books books) {
        return handles(books);
    }

    private static void checkHistory(Books books, List<String> historyGroups) {
        if (books.historyGroups() != historyGroups.size()) {
            throw new IllegalStateException(books.name() + " keeps the history of " + books.historyGroups()
                    + " groups and describes " + historyGroups.size()
                    + " history groups: its batch and its description disagree");
        }
    }

    /** The handles of the entities, in ascending slot order: the order a save holds them in. */
    private static long[] handles(Books books) {
        Slots slots = books.slots();
        long[] handles = new long[books.size()];
        int n = 0;
        for (int slot = 0, limit = slots.limit(); slot < limit; slot++) {
            if (slots.present(slot)) {
                handles[n++] = slots.handleOf(slot);
            }
        }
        return handles;
    }

    /**
     * What follows the header (magic, version, machine, mode): times kept, the clock, the states, the
     * history groups ({@code historyTable}: format 3 and later), the entities and the message section.
     */
    private static byte[] body(Books books, Mailbox mail, Enum<?>[] states, List<String> historyGroups,
            Function<Class<?>, MessageCodec<?>> codecs, boolean historyTable, boolean timing, Travel travel)
            throws IOException {
        GroupHistory history = books.history();
        int groups = books.historyGroups();
        Slots slots = books.slots();
        boolean subset = travel != null && travel.subset;
        long[] handles = travel != null ? travel.handles : handles(books);
        // Object mode and travels: each slot's place in the save (-1: not in it), which a waiting message's
        // receiver becomes: an array over the slots for a whole save, a map of its few for a travel, whose
        // cost follows the entities it moves, not the batch's size.
        java.util.function.IntUnaryOperator place = null;
        if (subset) {
            // The travel's slots sorted, each with its place: a look-up allocates nothing.
            long[] byslot = new long[handles.length];
            for (int n = 0; n < handles.length; n++) {
                byslot[n] = (long) slots.slotOf(handles[n]) << 32 | n;
            }
            java.util.Arrays.sort(byslot);
            place = slot -> {
                int at = java.util.Arrays.binarySearch(byslot, (long) slot << 32);
                int next = at >= 0 ? at : -at - 1;
                return next < byslot.length && (int) (byslot[next] >>> 32) == slot ? (int) byslot[next] : -1;
            };
        } else if (!slots.idMode()) {
            int[] places = new int[slots.limit()];
            java.util.Arrays.fill(places, -1);
            for (int n = 0; n < handles.length; n++) {
                places[slots.slotOf(handles[n])] = n;
            }
            place = slot -> places[slot];
        }
        byte[] messages = messages(books, mail, place, codecs, travel);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        boolean timed = books.clock().kept();
        out.writeBoolean(timed);
        out.writeDouble(books.clock().now());
        out.writeInt(states.length);
        for (Enum<?> state : states) {
            out.writeUTF(state.name());
        }
        if (historyTable) {
            out.writeShort(groups);
            for (String group : historyGroups) {
                out.writeUTF(group);
            }
        }
        out.writeInt(handles.length);
        for (int n = 0; n < handles.length; n++) {
            long handle = handles[n];
            int slot = slots.slotOf(handle);
            if (subset) {
                out.writeLong(handle);
            } else if (slots.idMode()) {
                out.writeInt(slot);
            }
            if (travel != null && travel.keys != null) {
                out.writeLong(travel.keys[n]);
            }
            out.writeShort(slots.state(slot));
            out.writeShort(slots.previous(slot));
            int depth = books.stacks() == null ? 0 : books.stacks().size(slot);
            out.writeShort(depth);
            for (int k = 0; k < depth; k++) {
                out.writeShort(books.stacks().at(slot, k));
            }
            if (timed) {
                out.writeDouble(books.clock().exactTimeAt(slot));
            }
            for (int g = 0; g < groups; g++) {
                int last = history.last(slot, g);
                out.writeShort(last < 0 ? SaveFormat.NONE : last);
            }
        }
        out.write(messages);
        if (timing) {
            timing(books, handles, out);
        }
        if (travel != null) {
            phases(books, handles, out);
        }
        out.flush();
        return bytes.toByteArray();
    }

    /**
     * Format 5's timing part: {@code long} ticks; {@code int} timer count, per timer {@code int} the
     * entity's place in the save, {@code float} delay, {@code short} target (in the state names' table);
     * {@code int} count of entities in sliced states, per one {@code int} place and {@code double} seconds
     * since its last decision; {@code int} stride count, per one {@code int} place and {@code short} stride.
     * Each list in the save's order of entities.
     */
    private static void timing(Books books, long[] handles, DataOutputStream out) throws IOException {
        Slots slots = books.slots();
        Timers timers = books.timers();
        Slices slices = books.slices();
        double now = books.clock().now();
        out.writeLong(books.clock().ticks());
        int count = 0;
        for (int n = 0; timers != null && n < handles.length; n++) {
            count += timers.delay(slots.slotOf(handles[n])) != Float.POSITIVE_INFINITY ? 1 : 0;
        }
        out.writeInt(count);
        for (int n = 0; timers != null && n < handles.length; n++) {
            int slot = slots.slotOf(handles[n]);
            float delay = timers.delay(slot);
            if (delay != Float.POSITIVE_INFINITY) {
                out.writeInt(n);
                out.writeFloat(delay);
                out.writeShort(timers.target(slot));
            }
        }
        count = 0;
        for (int n = 0; slices != null && n < handles.length; n++) {
            count += slices.sliced(slots.state(slots.slotOf(handles[n]))) ? 1 : 0;
        }
        out.writeInt(count);
        for (int n = 0; slices != null && n < handles.length; n++) {
            int slot = slots.slotOf(handles[n]);
            if (slices.sliced(slots.state(slot))) {
                out.writeInt(n);
                out.writeDouble(slices.since(slot, now));
            }
        }
        count = 0;
        for (int n = 0; slices != null && n < handles.length; n++) {
            count += slices.stride(slots.slotOf(handles[n])) != 1 ? 1 : 0;
        }
        out.writeInt(count);
        for (int n = 0; slices != null && n < handles.length; n++) {
            int stride = slices.stride(slots.slotOf(handles[n]));
            if (stride != 1) {
                out.writeInt(n);
                out.writeShort(stride);
            }
        }
    }

    /**
     * Format 6's phases: {@code int} count and per entity {@code int} place and {@code long} phase (see
     * {@link Slices#phaseOf}), for every entity of a machine with a sliced state, in the save's order.
     */
    private static void phases(Books books, long[] handles, DataOutputStream out) throws IOException {
        Slices slices = books.slices();
        if (slices == null) {
            out.writeInt(0);
            return;
        }
        out.writeInt(handles.length);
        long ticks = books.clock().ticks();
        for (int n = 0; n < handles.length; n++) {
            out.writeInt(n);
            out.writeLong(slices.phaseOf(books.slots().slotOf(handles[n]), ticks));
        }
    }

    /**
     * The message section: the dropped count, the types, and each waiting message in delivery order,
     * encoded before anything is written so that a message without a codec leaves the output untouched.
     * A travel writes the messages for its entities alone, each due in the seconds left (0 for one due
     * already), and no dropped count.
     */
    private static byte[] messages(Books books, Mailbox mail, java.util.function.IntUnaryOperator place,
            Function<Class<?>, MessageCodec<?>> codecs, Travel travel) throws IOException {
        boolean subset = travel != null && travel.subset;
        // A travel sorts only the messages for its entities, filtered first.
        Mailbox.Waiting waiting = subset ? mail.waiting(target -> travelling(books, place, target)) : mail.waiting();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream section = new DataOutputStream(bytes);
        section.writeLong(subset ? 0 : mail.dropped());
        List<Class<?>> types = new java.util.ArrayList<>();
        int[] typeOf = new int[waiting.size()];
        boolean[] travels = new boolean[waiting.size()];
        int count = 0;
        for (int k = 0; k < waiting.size(); k++) {
            travels[k] = !subset || travelling(books, place, waiting.target[k]);
            if (!travels[k]) {
                continue;
            }
            count++;
            Class<?> type = waiting.message[k].getClass();
            int at = types.indexOf(type);
            if (at < 0) {
                if (codecs.apply(type) == null) {
                    throw new IOException(books.name() + ": a message of type " + type.getName() + " waits and no "
                            + "codec is registered for it: SaveOptions.message(" + type.getSimpleName()
                            + ".class, codec)");
                }
                at = types.size();
                types.add(type);
            }
            typeOf[k] = at;
        }
        section.writeInt(types.size());
        for (Class<?> type : types) {
            section.writeUTF(type.getName());
        }
        section.writeInt(count);
        if (travel != null) {
            travel.messages += count;
        }
        double now = books.clock().now();
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        for (int k = 0; k < waiting.size(); k++) {
            if (!travels[k]) {
                continue;
            }
            long target = waiting.target[k];
            if (place != null && target != Mailbox.EVERYONE) {
                int slot = books.slots().slotOf(target);
                target = slot < 0 ? SaveFormat.GONE : place.applyAsInt(slot);
            }
            section.writeLong(target);
            section.writeDouble(subset ? Math.max(0, waiting.due[k] - now) : waiting.due[k]);
            section.writeShort(typeOf[k]);
            one.reset();
            encode(books.name(), waiting.message[k], codecs, new DataOutputStream(one));
            section.writeInt(one.size());
            one.writeTo(section);
        }
        return bytes.toByteArray();
    }

    /** A travel: whether a message for {@code target} is for one of its entities (broadcasts stay). */
    private static boolean travelling(Books books, java.util.function.IntUnaryOperator place, long target) {
        if (target == Mailbox.EVERYONE) {
            return false;
        }
        int slot = books.slots().slotOf(target);
        return slot >= 0 && place.applyAsInt(slot) >= 0;
    }

    @SuppressWarnings("unchecked")
    private static <M> void encode(String name, M message, Function<Class<?>, MessageCodec<?>> codecs, DataOutput out)
            throws IOException {
        MessageCodec<M> codec = (MessageCodec<M>) codecs.apply(message.getClass());
        try {
            codec.write(message, out);
        } catch (RuntimeException failure) {
            throw new IOException(name + ": the codec of " + message.getClass().getName() + " failed: "
                    + failure, failure);
        }
    }
}
