package dev.brainstem.runtime;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * What a game tells {@link BatchSaves} beyond the batch itself: a {@link MessageCodec} for each type of
 * message that may be waiting when it saves, and the names its machine had in earlier versions.
 *
 * <p>A save names each message's type by its class's binary name ({@link Class#getName()}); a load
 * finds the codec registered under that name. A game that renames a message class registers the new
 * class's codec under the old name too ({@link #message(String, Class, MessageCodec)}).
 */
public final class SaveOptions {
    private final Map<Class<?>, MessageCodec<?>> byClass = new HashMap<>();
    private final Map<String, MessageCodec<?>> byName = new HashMap<>();
    private final Set<String> formerNames = new HashSet<>();

    /** Registers {@code codec} for messages of exactly the class {@code type}; returns this. */
    public <M> SaveOptions message(Class<M> type, MessageCodec<M> codec) {
        return message(type.getName(), type, codec);
    }

    /**
     * Registers {@code codec} for messages of exactly {@code type}, and for reading the messages a save
     * names {@code savedName} (an earlier name of the class); returns this.
     */
    public <M> SaveOptions message(String savedName, Class<M> type, MessageCodec<M> codec) {
        if (savedName == null || type == null || codec == null) {
            throw new IllegalArgumentException("SaveOptions.message: null " + (type == null ? "type"
                    : codec == null ? "codec" : "name"));
        }
        byClass.put(type, codec);
        byName.put(type.getName(), codec);
        byName.put(savedName, codec);
        return this;
    }

    /**
     * Loads saves written by this machine under an earlier qualified name ({@code "com.game.ai.Guard"}),
     * for a game that moved or renamed its entity class; returns this.
     */
    public SaveOptions formerly(String machine) {
        if (machine == null) {
            throw new IllegalArgumentException("SaveOptions.formerly(null)");
        }
        formerNames.add(machine);
        return this;
    }

    @SuppressWarnings("unchecked")
    <M> MessageCodec<M> codecFor(Class<M> type) {
        return (MessageCodec<M>) byClass.get(type);
    }

    MessageCodec<?> codecNamed(String name) {
        return byName.get(name);
    }

    boolean wasNamed(String machine) {
        return formerNames.contains(machine);
    }
}
