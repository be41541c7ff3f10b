package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Time slicing ({@code @OnUpdate(every = e)}): which entities of a sliced state decide in a tick, each
 * entity's stride (the game's level of detail, 1 to 65,535, multiplying {@code every}), and the clock of
 * each entity's last decision, for the {@code dt} its update receives. Kept only by machines with a
 * sliced state: a machine without one has none of these arrays.
 *
 * <p>An entity in slot {@code i} decides in tick {@code t} iff {@code (t + turn(i)) % (every * stride) == 0},
 * where a slot's <em>turn</em> is the slot itself below {@value #FINE} and the slot's run of
 * {@value #RUN}, {@code i / 1024}, from there up: the phase comes from the slot (the id in id mode), which
 * saves keep, so a load or a restore changes no entity's phase. An entity that moved in from another
 * batch ({@code EntityTravel}) keeps the phase it had there: its slot's phase is shifted, {@code (t +
 * turn(i) + shift(i))}, by a per-slot shift this class allocates at the first one that is not 0.
 *
 * <p><b>Why two grains.</b> Below {@value #FINE} slots neighbours take turns one by one, so a crowd of
 * any size up to there (a game's few hundred monsters, each thinking for a while) is spread evenly over
 * the {@code e} ticks: no tick takes a burst. Above it, slots take turns by runs of {@value #RUN}: a tick
 * of a sliced state reads the runs in phase, each 4 KB of every {@code int} or {@code float} array the
 * handlers index by id, and skips the others whole. Measured (docs/performance.md): with a turn per slot,
 * or per run of 16 (a cache line), a tick at {@code every = 4} still read all or most of the lines, each
 * one a miss that the hardware's prefetchers did not see coming, and cost about what {@code every = 1}
 * does at a million entities; runs the size of a page let the prefetchers stream each run. Above
 * {@value #FINE} a tick's share of a state's work varies by up to one run, which a crowd that large does
 * not feel.
 */
public final class Slices {
    /** The slots of a run, which share a turn: 4 KB of an {@code int} array, 16 words of members. */
    public static final int RUN = 1024;
    /** Slots below this take turns one by one; from it up, by runs of {@link #RUN}. */
    public static final int FINE = 1 << 16;
    /** {@code slot >>> RUN_SHIFT} is the slot's run. */
    private static final int RUN_SHIFT = 10;
    /** {@code word >>> WORD_SHIFT} is the run of the word's 64 slots. */
    private static final int WORD_SHIFT = RUN_SHIFT - 6;
    /** The words of the slots that take turns one by one. */
    private static final int FINE_WORDS = FINE >>> 6;
    /** {@code PERIODIC[e]}, {@code e} up to 64: a bit at every multiple of {@code e} from bit 0. */
    private static final long[] PERIODIC = new long[65];

    static {
        for (int e = 1; e <= 64; e++) {
            long mask = 0L;
            for (int b = 0; b < 64; b += e) {
                mask |= 1L << b;
            }
            PERIODIC[e] = mask;
        }
    }

    /** Per slot: its stride minus 1 (0: the default stride 1). */
    private char[] strides = new char[0];
    /** Per slot: the clock of its last decision in its state, or of its entry. */
    private double[] updatedAt = new double[0];
    /** Per slot: the tick (low 32 bits of the count) it last entered its state in: it does not decide then. */
    private int[] enteredIn = new int[0];
    /** Whether some entity has a stride other than 1: saves write them only then. */
    private boolean anyStride;
    /** Per state: its {@code every}, 0 where it is not sliced. */
    private final int[] every;
    /**
     * Per slot: the shift added to its phase, kept for an entity that moved in from another batch (its
     * phase there, rebased on this batch's ticks and its slot here). Null until the first non-zero shift:
     * a batch that never takes in a moved entity has none. A shifted slot's stride reads {@link #SHIFTED},
     * its stride being in {@link #shiftedStride}: so the path of a slot of stride 1, which every entity
     * of a batch without shifts takes, tests nothing more than it did.
     */
    private long[] shift;
    /** Per shifted slot: its stride minus 1; null with {@link #shift}. */
    private char[] shiftedStride;
    /** Per word of slots: the bits of the shifted slots; null with {@link #shift}. */
    private long[] shiftedBits;
    /** In {@link #strides}: the slot's phase is shifted (no stride is 65,536). */
    private static final char SHIFTED = 0xFFFF;
    /** The largest {@code every} whose shifted slots are kept by residue; above, each is decided one by one. */
    private static final int MAX_RESIDUES = 64;
    /**
     * With {@link #shift}: per {@code every} of a sliced state up to {@link #MAX_RESIDUES} (else null), per
     * residue {@code r}, the bits per word of the shifted slots whose {@code (turn + shift) % every == r};
     * null with {@link #shift}.
     */
    private long[][][] residues;

    /** @param every per state, its {@code every}; 0 where it is not sliced */
    public Slices(int[] every) {
        this.every = every.clone();
    }

    /** Whether {@code state} is time-sliced. */
    public boolean sliced(int state) {
        return every[state] > 0;
    }

    /**
     * The bits of word {@code word} of a sliced state's members whose slots decide in tick {@code ticks}
     * for {@code every} (strides aside): bit {@code b} set iff {@code (ticks + turn(64 * word + b)) % every
     * == 0}. Above {@link #FINE} a word is wholly in phase or not, and the loop passes over it; below, the
     * word's slots take turns one by one: two operations and a table load for an {@code every} that is a
     * power of two up to 64, one long division for the others.
     */
    public static long slice(long ticks, int every, int word) {
        boolean powerOfTwo = (every & (every - 1)) == 0;
        if (word >= FINE_WORDS) {
            long phase = ticks + (word >>> WORD_SHIFT);
            return (powerOfTwo ? (phase & (every - 1)) == 0 : phase % every == 0) ? -1L : 0L;
        }
        if (powerOfTwo && every <= 64) {
            return PERIODIC[every] << ((int) -ticks & (every - 1));
        }
        long rest = (ticks + 64L * word) % every;
        long first = rest == 0 ? 0 : every - rest;
        if (first >= 64) {
            return 0L;
        }
        return (every <= 64 ? PERIODIC[every] : 1L) << first;
    }

    /**
     * {@link #slice} with the shifted slots in their own phase: the bits of word {@code word} of the slots
     * whose phase, shift included, falls in tick {@code ticks} for {@code every} (strides aside). A shifted
     * slot is taken out of the word's slice and put back from {@link #residues}, the shifted slots by
     * {@code (turn + shift) % every}, so a tick selects exactly the entities it would have selected had they
     * not moved. An {@code every} above 64 keeps no residues (they would take {@code every} bitsets): its
     * shifted slots are all selected, and {@link #strided} decides each. Without a shift, {@link #slice}.
     */
    public long select(long ticks, int every, int word) {
        long slice = slice(ticks, every, word);
        long[] shifted = shiftedBits;
        if (shifted == null || word >= shifted.length || shifted[word] == 0L) {
            return slice;
        }
        long[][] byResidue = every <= MAX_RESIDUES ? residues[every] : null;
        if (byResidue == null) {
            return slice | shifted[word];
        }
        return (slice & ~shifted[word]) | byResidue[(int) Math.floorMod(-ticks, (long) every)][word];
    }

    public void grow(int capacity) {
        if (strides.length < capacity) {
            // Allocated in full before any is kept: an allocation that fails leaves every array as it was.
            char[] moreStrides = Arrays.copyOf(strides, capacity);
            double[] moreUpdatedAt = Arrays.copyOf(updatedAt, capacity);
            int[] moreEnteredIn = Arrays.copyOf(enteredIn, capacity);
            if (shift != null) {
                long[] moreShift = Arrays.copyOf(shift, capacity);
                char[] moreShiftedStride = Arrays.copyOf(shiftedStride, capacity);
                long[][][] moreResidues = new long[residues.length][][];
                for (int e = 0; e < residues.length; e++) {
                    if (residues[e] != null) {
                        moreResidues[e] = new long[e][];
                        for (int r = 0; r < e; r++) {
                            moreResidues[e][r] = Arrays.copyOf(residues[e][r], (capacity + 63) >>> 6);
                        }
                    }
                }
                shiftedBits = Arrays.copyOf(shiftedBits, (capacity + 63) >>> 6);
                residues = moreResidues;
                shift = moreShift;
                shiftedStride = moreShiftedStride;
            }
            updatedAt = moreUpdatedAt;
            enteredIn = moreEnteredIn;
            strides = moreStrides;
        }
    }

    /** The entity in {@code slot} entered a state at clock {@code now} in tick {@code ticks}. */
    public void enter(int slot, double now, long ticks) {
        updatedAt[slot] = now;
        enteredIn[slot] = (int) ticks;
    }

    /** The slot was taken by a new entity or given up: the default stride, no shift. */
    public void reset(int slot) {
        if (strides[slot] == SHIFTED) {
            setShift(slot, 0);
        }
        strides[slot] = 0;
    }

    /**
     * The phase of the entity in {@code slot} in tick {@code ticks}: what {@code every * stride} divides in the
     * ticks it decides in. Travels with the entity, which keeps it in another batch by {@link #keepPhase}.
     */
    public long phaseOf(int slot, long ticks) {
        return phase(slot, ticks) + (strides[slot] == SHIFTED ? shift[slot] : 0L);
    }

    /**
     * The entity just placed in {@code slot} keeps the phase {@code phase} it had where it comes from, when
     * that batch had begun the ticks this one has begun ({@code ticks}): the n-th tick from now is its n-th
     * tick from then, and it decides in it here iff it would have there.
     */
    public void keepPhase(int slot, long phase, long ticks) {
        setShift(slot, phase - ticks - turn(slot));
    }

    /** Whether some entity's phase is shifted: a whole save then keeps the phases (format 6). */
    public boolean anyShift() {
        if (shiftedBits != null) {
            for (long word : shiftedBits) {
                if (word != 0L) {
                    return true;
                }
            }
        }
        return false;
    }

    private void setShift(int slot, long s) {
        boolean shifted = strides[slot] == SHIFTED;
        if (s == 0L) {
            if (shifted) {
                file(slot, false);
                strides[slot] = shiftedStride[slot];
                shift[slot] = 0L;
                shiftedBits[slot >>> 6] &= ~(1L << slot);
            }
            return;
        }
        if (shift == null) {
            shift = new long[strides.length];
            shiftedStride = new char[strides.length];
            shiftedBits = new long[(strides.length + 63) >>> 6];
            residues = newResidues(strides.length);
        }
        if (shifted) {
            file(slot, false);
        } else {
            shiftedStride[slot] = strides[slot];
            strides[slot] = SHIFTED;
            shiftedBits[slot >>> 6] |= 1L << slot;
        }
        shift[slot] = s;
        file(slot, true);
    }

    /** Empty residues for {@code capacity} slots, one set per distinct {@code every} up to {@link #MAX_RESIDUES}. */
    private long[][][] newResidues(int capacity) {
        long[][][] byEvery = new long[MAX_RESIDUES + 1][][];
        for (int e : every) {
            if (e > 0 && e <= MAX_RESIDUES && byEvery[e] == null) {
                byEvery[e] = new long[e][(capacity + 63) >>> 6];
            }
        }
        return byEvery;
    }

    /** Files the shifted slot under its residue for each {@code every} ({@code in}), or takes it out. */
    private void file(int slot, boolean in) {
        long phase = turn(slot) + shift[slot];
        for (int e = 1; e < residues.length; e++) {
            if (residues[e] != null) {
                long[] words = residues[e][(int) Math.floorMod(phase, (long) e)];
                words[slot >>> 6] = in ? words[slot >>> 6] | 1L << slot : words[slot >>> 6] & ~(1L << slot);
            }
        }
    }

    /**
     * Whether the entity in {@code slot}, of a state of {@code every}, decides in tick {@code ticks}: its
     * phase and stride say so, and it did not enter its state in this tick.
     */
    public boolean due(int slot, int every, long ticks) {
        return phase(slot, ticks) % every == 0 ? strided(slot, every, ticks)
                : shift != null && strides[slot] == SHIFTED && strided(slot, every, ticks);
    }

    /**
     * {@link #due} of an entity whose phase, strides aside, falls in tick {@code ticks} ({@link #slice}
     * selected it): its stride and its entry tick say whether it decides.
     */
    public boolean strided(int slot, int every, long ticks) {
        if (enteredIn[slot] == (int) ticks) {
            return false;
        }
        int stride = strides[slot] + 1;
        return stride == 1 || inPhase(slot, every, stride, ticks);
    }

    /** Whether the phase of the entity in {@code slot}, of a stride not 1 or shifted, falls in tick {@code ticks}. */
    private boolean inPhase(int slot, int every, int stride, long ticks) {
        if (stride == SHIFTED + 1) {
            return (phase(slot, ticks) + shift[slot]) % ((long) every * (shiftedStride[slot] + 1)) == 0;
        }
        return phase(slot, ticks) % ((long) every * stride) == 0;
    }

    /** What {@code every * stride} divides in the ticks the entity in {@code slot} decides in, shifts aside. */
    private static long phase(int slot, long ticks) {
        return ticks + turn(slot);
    }

    /** The slot's turn: itself below {@link #FINE}, its run of {@link #RUN} from there up. */
    public static int turn(int slot) {
        return slot < FINE ? slot : slot >>> RUN_SHIFT;
    }

    /** The seconds since the slot's last decision (or entry), and now is its last decision. */
    public float sinceUpdate(int slot, double now) {
        float since = (float) (now - updatedAt[slot]);
        updatedAt[slot] = now;
        return since;
    }

    /** The seconds since the slot's last decision (or entry), for saves. */
    public double since(int slot, double now) {
        return now - updatedAt[slot];
    }

    /** A load: the slot's last decision was {@code seconds} ago, not in the tick under way. */
    public void place(int slot, double now, double seconds, long ticks) {
        updatedAt[slot] = now - seconds;
        enteredIn[slot] = (int) ticks;
    }

    public int stride(int slot) {
        return (strides[slot] == SHIFTED ? shiftedStride[slot] : strides[slot]) + 1;
    }

    /** Sets the slot's stride, 1 to 65,535 (checked by the caller). */
    public void setStride(int slot, int stride) {
        if (strides[slot] == SHIFTED) {
            shiftedStride[slot] = (char) (stride - 1);
        } else {
            strides[slot] = (char) (stride - 1);
        }
        anyStride |= stride != 1;
    }

    /** Whether an entity may have a stride other than 1. */
    public boolean anyStride() {
        return anyStride;
    }

    /** The slicing's part of a snapshot. */
    public static final class Copy {
        char[] strides;
        double[] updatedAt;
        int limit;
        boolean anyStride;
        /** The shifts and shifted slots' strides below the limit; null when the batch had none. */
        long[] shift;
        char[] shiftedStride;
    }

    public Copy copyTo(Copy into, int limit) {
        Copy c = into == null ? new Copy() : into;
        c.limit = limit;
        c.anyStride = anyStride;
        if (c.strides == null || c.strides.length < limit) {
            c.strides = new char[limit];
            c.updatedAt = new double[limit];
        }
        System.arraycopy(strides, 0, c.strides, 0, limit);
        System.arraycopy(updatedAt, 0, c.updatedAt, 0, limit);
        if (shift == null) {
            c.shift = null;
            c.shiftedStride = null;
        } else {
            if (c.shift == null || c.shift.length < limit) {
                c.shift = new long[limit];
                c.shiftedStride = new char[limit];
            }
            System.arraycopy(shift, 0, c.shift, 0, limit);
            System.arraycopy(shiftedStride, 0, c.shiftedStride, 0, limit);
        }
        return c;
    }

    /**
     * Puts back what {@link #copyTo} copied (the caller grew the slots); no entity counts as entered in
     * a tick to come ({@code ticks} is the restored count).
     */
    public void restore(Copy c, long ticks) {
        System.arraycopy(c.strides, 0, strides, 0, c.limit);
        Arrays.fill(strides, c.limit, strides.length, (char) 0);
        System.arraycopy(c.updatedAt, 0, updatedAt, 0, c.limit);
        Arrays.fill(enteredIn, (int) ticks);
        anyStride = c.anyStride;
        if (c.shift == null) {
            shift = null;
            shiftedStride = null;
            shiftedBits = null;
            residues = null;
        } else {
            // The strides put back hold the shifted slots' marks; their shifts and strides come with them.
            if (shift == null || shift.length != strides.length) {
                shift = new long[strides.length];
                shiftedStride = new char[strides.length];
                shiftedBits = new long[(strides.length + 63) >>> 6];
            } else {
                Arrays.fill(shift, 0L);
                Arrays.fill(shiftedBits, 0L);
            }
            residues = newResidues(strides.length);
            System.arraycopy(c.shift, 0, shift, 0, c.limit);
            System.arraycopy(c.shiftedStride, 0, shiftedStride, 0, c.limit);
            for (int slot = 0; slot < c.limit; slot++) {
                if (strides[slot] == SHIFTED) {
                    shiftedBits[slot >>> 6] |= 1L << slot;
                    file(slot, true);
                }
            }
        }
    }
}
