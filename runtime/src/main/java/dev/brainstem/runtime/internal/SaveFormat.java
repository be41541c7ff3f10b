package dev.brainstem.runtime.internal;

/**
 * The constants of the save format, shared by its writer ({@link SaveWriter}, behind
 * {@link dev.brainstem.runtime.BatchSaves}) and its reader ({@link SaveReader}).
 */
public final class SaveFormat {
    public static final int MAGIC = 0x4253544D;
    /** The newest format of one region: 2 and the groups' histories. */
    public static final int VERSION = 3;
    /**
     * The format a machine of orthogonal regions writes: a header, then each region's part as format 3
     * writes a machine's after its header. Only machines with regions write it: the others' saves are
     * what they were.
     */
    public static final int REGIONS = 4;
    /**
     * The format a machine with timed transitions or time slicing writes, with or without regions: format
     * 4's layout (a plain machine's one region under its state enum's name), each region's part followed
     * by its timing: the ticks begun, the timers, the last decisions in sliced states and the strides.
     * Only such machines write it: the others' saves are what they were.
     */
    public static final int TIMING = 5;
    /**
     * The travel format ({@code EntityTravel}): format 5's layout with a {@code short} of flags after the
     * header's mode, and each region's timing ending with the entities' slice phases. {@link #FLAG_SUBSET}:
     * some entities of a batch, in the order chosen, which an import adds to a batch that runs;
     * {@link #FLAG_KEYS}: a {@code long} key per entity. A whole save writes it (no flag) only for a batch
     * holding an entity whose phase a move shifted: the others' saves are what they were.
     */
    public static final int SUBSET = 6;
    /** Format 6: the stream holds some entities of a batch (a travel), not a whole batch (a save). */
    public static final int FLAG_SUBSET = 1;
    /** Format 6: each entity has a {@code long} key, the game's. */
    public static final int FLAG_KEYS = 2;
    /** Format 6: the flags this runtime knows. */
    public static final int FLAGS = FLAG_SUBSET | FLAG_KEYS;
    /**
     * The format a machine without history groups writes: it has nothing of format 3's to write, so its
     * saves are what they were before format 3, and load into the runtimes before it.
     */
    public static final int WITHOUT_HISTORY = 2;
    /** A previous state of none; also the most state names and message types a save holds. */
    public static final int NONE = 0xFFFF;
    /** A waiting message's receiver in object mode: the entity is no longer in the batch. */
    public static final long GONE = -2;

    private SaveFormat() {}
}
