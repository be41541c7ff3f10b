package dev.brainstem.benchmarks.messages;

/**
 * One way of running a message workload ({@code mail} or {@code westWorld}): a population of entities that
 * send and take messages, ticked with the workload's dt. Every variant of a workload computes the same
 * results; {@link #stateCounts()} and {@link #checksum()} say so.
 */
public interface MessageVariant {
    /** Creates the population: {@code entities} entities in all (West World: half miners, half wives). */
    void setUp(int entities);

    /** One tick: the workload's messages sent and delivered, and one update of every entity. */
    void tick();

    /** Releases threads or other resources; the default has none. */
    default void tearDown() {
    }

    /** How many entities {@link #setUp(int)} made. */
    int entities();

    /** How many entities are in each state, by the workload's state order. */
    int[] stateCounts();

    /** A hash of every entity's state and fields, in id order. */
    long checksum();

    /** Folds {@code value} into the FNV-1a style 64-bit hash {@code h}. */
    static long fold(long h, int value) {
        return (h ^ (value & 0xFFFFFFFFL)) * 0x100000001b3L;
    }

    /** The start of a {@link #fold} chain. */
    long FNV_OFFSET = 0xcbf29ce484222325L;
}
