package dev.brainstem.benchmarks;

/**
 * One way of running a {@link Workload}: a population of guards, ticked with {@link Workload#DT}.
 * Entity ids are 0 to {@code entities() - 1}; every entity starts in IDLE with {@link Workload#seed(int)}.
 */
public interface Variant {
    /**
     * Creates {@code entities} guards, all in IDLE, entity {@code id} seeded with {@code Workload.seed(id)},
     * that run {@code workload}'s tuning.
     */
    void setUp(Workload workload, int entities);

    /** One update of every entity, with dt = {@link Workload#DT}. */
    void tick();

    /** Releases threads or other resources; the default has none. */
    default void tearDown() {
    }

    /** How many entities {@link #setUp(Workload, int)} made. */
    int entities();

    /** The state ordinal of entity {@code id} ({@link Workload#IDLE} ...). */
    int state(int id);

    /** Entity {@code id}'s timer. */
    float timer(int id);

    /** Entity {@code id}'s x. */
    float x(int id);

    /** Entity {@code id}'s xorshift32 state. */
    int rng(int id);

    /** {@link Workload#checksum(Variant)}: states and fields of every entity in id order. */
    default long checksum() {
        return Workload.checksum(this);
    }
}
