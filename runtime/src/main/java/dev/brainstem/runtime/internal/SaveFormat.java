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
     * The travel format ({@code EntityTravel}), which also keeps slice phases in a whole save that needs
     * them; its layout is in {@code BatchSaves}'s class comment ("Format 6").
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
