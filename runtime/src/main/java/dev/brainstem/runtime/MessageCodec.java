package dev.brainstem.runtime;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * Writes one type of the game's message objects into a save and reads them back, for the messages
 * still waiting when a batch is saved ({@link BatchSaves}). Registered per type with
 * {@link SaveOptions#message}. A codec reads exactly what it wrote: the save keeps each message's bytes
 * apart, so a codec that reads more or fewer is an {@link IOException} naming its type.
 *
 * <pre>{@code
 * SaveOptions options = new SaveOptions()
 *         .message(Alarm.class, MessageCodec.of((alarm, out) -> out.writeFloat(alarm.x()), in -> new Alarm(in.readFloat())));
 * }</pre>
 *
 * @param <M> the message type
 */
public interface MessageCodec<M> {
    /** Writes {@code message}'s fields. */
    void write(M message, DataOutput out) throws IOException;

    /** Reads a message {@link #write} wrote; never null. */
    M read(DataInput in) throws IOException;

    /** Writes a message. */
    @FunctionalInterface
    interface Writer<M> {
        void write(M message, DataOutput out) throws IOException;
    }

    /** Reads a message. */
    @FunctionalInterface
    interface Reader<M> {
        M read(DataInput in) throws IOException;
    }

    /** A codec of two lambdas. */
    static <M> MessageCodec<M> of(Writer<? super M> writer, Reader<? extends M> reader) {
        return new MessageCodec<M>() {
            @Override
            public void write(M message, DataOutput out) throws IOException {
                writer.write(message, out);
            }

            @Override
            public M read(DataInput in) throws IOException {
                return reader.read(in);
            }
        };
    }

    /** The codec of a message type without fields, read back as the one {@code instance}. */
    static <M> MessageCodec<M> constant(M instance) {
        return of((message, out) -> {}, in -> instance);
    }
}
