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
        GroupHistory history = books.history();
        int groups = books.historyGroups();
        if (groups != historyGroups.size()) {
            throw new IllegalStateException(books.name() + " keeps the history of " + groups + " groups and describes "
                    + historyGroups.size() + " history groups: its batch and its description disagree");
        }
        Slots slots = books.slots();
        long[] handles = new long[books.size()];
        // Object mode: each slot's place in the save, which a waiting message's receiver becomes.
        int[] place = slots.idMode() ? null : new int[slots.limit()];
        int n = 0;
        for (int slot = 0, limit = slots.limit(); slot < limit; slot++) {
            if (slots.present(slot)) {
                if (place != null) {
                    place[slot] = n;
                }
                handles[n++] = slots.handleOf(slot);
            }
        }
        byte[] messages = messages(books, mail, place, codecs);

        out.writeInt(SaveFormat.MAGIC);
        out.writeShort(history == null ? SaveFormat.WITHOUT_HISTORY : SaveFormat.VERSION);
        out.writeUTF(machine);
        out.writeBoolean(slots.idMode());
        boolean timed = books.clock().kept();
        out.writeBoolean(timed);
        out.writeDouble(books.clock().now());
        out.writeInt(states.length);
        for (Enum<?> state : states) {
            out.writeUTF(state.name());
        }
        if (history != null) {
            out.writeShort(groups);
            for (String group : historyGroups) {
                out.writeUTF(group);
            }
        }
        out.writeInt(handles.length);
        for (long handle : handles) {
            int slot = slots.slotOf(handle);
            if (slots.idMode()) {
                out.writeInt(slot);
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
        return handles;
    }

    /**
     * The message section: the dropped count, the types, and each waiting message in delivery order,
     * encoded before anything is written so that a message without a codec leaves the output untouched.
     */
    private static byte[] messages(Books books, Mailbox mail, int[] place, Function<Class<?>, MessageCodec<?>> codecs)
            throws IOException {
        Mailbox.Waiting waiting = mail.waiting();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream section = new DataOutputStream(bytes);
        section.writeLong(mail.dropped());
        List<Class<?>> types = new java.util.ArrayList<>();
        int[] typeOf = new int[waiting.size()];
        for (int k = 0; k < waiting.size(); k++) {
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
        section.writeInt(waiting.size());
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        for (int k = 0; k < waiting.size(); k++) {
            long target = waiting.target[k];
            if (place != null && target != Mailbox.EVERYONE) {
                int slot = books.slots().slotOf(target);
                target = slot < 0 ? SaveFormat.GONE : place[slot];
            }
            section.writeLong(target);
            section.writeDouble(waiting.due[k]);
            section.writeShort(typeOf[k]);
            one.reset();
            encode(books.name(), waiting.message[k], codecs, new DataOutputStream(one));
            section.writeInt(one.size());
            one.writeTo(section);
        }
        return bytes.toByteArray();
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
