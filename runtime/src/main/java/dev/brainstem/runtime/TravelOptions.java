package dev.brainstem.runtime;

import java.util.Arrays;
import java.util.function.LongUnaryOperator;

/**
 * The options of one {@link EntityTravel} export, import or move: the message codecs and former machine
 * names, as a save has them ({@link SaveOptions}), and what only a travel needs: whether the entities
 * leave their batch, a key per entity, and the batches an imported entity object must not be in.
 */
public final class TravelOptions {
    private final SaveOptions codecs;
    /** The codecs registered here, looked up before {@link #codecs}, which this never changes. */
    private final SaveOptions own = new SaveOptions();
    private boolean leave;
    private LongUnaryOperator keyOf;
    private AbstractBatch<?>[] notIn = new AbstractBatch<?>[0];

    /** No codec: for entities with no message waiting. */
    public TravelOptions() {
        this(new SaveOptions());
    }

    /**
     * The codecs and former machine names of {@code codecs} (the game's {@link SaveOptions} for saves); a
     * codec registered by {@link #message} here is used before them and does not change them.
     */
    public TravelOptions(SaveOptions codecs) {
        if (codecs == null) {
            throw new IllegalArgumentException("new TravelOptions(null): new TravelOptions() for no codec");
        }
        this.codecs = codecs;
    }

    /** Registers {@code codec} for messages of exactly the class {@code type}, as {@link SaveOptions#message}; returns this. */
    public <M> TravelOptions message(Class<M> type, MessageCodec<M> codec) {
        own.message(type, codec);
        return this;
    }

    /**
     * Export: whether the entities leave their batch in the same call, once every byte is written, as
     * {@link AbstractBatch#remove} takes them out (no exit runs), their waiting messages with them; default
     * false (they stay, and the stream is a copy). {@link EntityTravel#move} always leaves. Returns this.
     */
    public TravelOptions leave(boolean leave) {
        this.leave = leave;
        return this;
    }

    /**
     * Export: writes a {@code long} key per entity, {@code keyOf} applied to its handle (the game's stable
     * key for it: a component's value, a name's hash). An import then finds the entity, or its new id, by
     * key, so keys must differ: an export that gets the same key for two entities refuses with an
     * {@link IllegalArgumentException} naming both, before anything is written or removed. Null: no keys (the
     * default). Returns this.
     */
    public TravelOptions keys(LongUnaryOperator keyOf) {
        this.keyOf = keyOf;
        return this;
    }

    /**
     * Import in object mode: refuses an entity object that is in any of {@code batches} (the batches of the
     * same world it could still be in), besides the batch it goes into, which is always checked. Replaces
     * the batches given before; returns this.
     */
    public TravelOptions notIn(AbstractBatch<?>... batches) {
        if (batches == null || Arrays.asList(batches).contains(null)) {
            throw new IllegalArgumentException("TravelOptions.notIn: null batch");
        }
        this.notIn = batches.clone();
        return this;
    }

    boolean leaving() {
        return leave;
    }

    LongUnaryOperator keyOf() {
        return keyOf;
    }

    AbstractBatch<?>[] notInBatches() {
        return notIn;
    }

    MessageCodec<?> codecFor(Class<?> type) {
        MessageCodec<?> codec = own.codecFor(type);
        return codec != null ? codec : codecs.codecFor(type);
    }

    MessageCodec<?> codecNamed(String name) {
        MessageCodec<?> codec = own.codecNamed(name);
        return codec != null ? codec : codecs.codecNamed(name);
    }

    boolean wasNamed(String machine) {
        return codecs.wasNamed(machine);
    }
}
