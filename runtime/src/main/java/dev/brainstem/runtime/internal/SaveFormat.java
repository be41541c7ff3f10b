package dev.brainstem.runtime.internal;

/**
 * The constants of the save format, shared by its writer ({@link SaveWriter}, behind
 * {@link dev.brainstem.runtime.BatchSaves}) and its reader ({@link SaveReader}).
 */
public final class SaveFormat {
    public static final int MAGIC = 0x4253544D;
    public static final int VERSION = 2;
    /** A previous state of none; also the most state names and message types a save holds. */
    public static final int NONE = 0xFFFF;
    /** A waiting message's receiver in object mode: the entity is no longer in the batch. */
    public static final long GONE = -2;

    private SaveFormat() {}
}
