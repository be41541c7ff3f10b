package dev.brainstem.runtime.internal;

/**
 * A timed machine's part of the books: its timers ({@code @After}, {@link Timers}) and its time slicing
 * ({@code @OnUpdate(every)}, {@link Slices}), either of which it may lack. The books keep one, or none for
 * a machine that uses neither, so that each of their paths (a start, a transition, a place, a removal, a
 * snapshot) costs a plain machine one null test, and the rule of what timing does on each path is here.
 */
public final class Timing {
    /**
     * The one rule of which states keep timers: those an {@code @After} times (its edges' sources, groups
     * expanded by the processor). The books are sized by it, and a hot reload that changes it is refused.
     */
    public static boolean hasTimer(dev.brainstem.runtime.MachineInfo info, String state) {
        for (dev.brainstem.runtime.MachineInfo.Edges edges : info.edgeGroups()) {
            if (edges.event() == dev.brainstem.runtime.Events.AFTER && edges.from().contains(state)) {
                return true;
            }
        }
        return false;
    }

    /** The timers and the wheel; null for a machine without {@code @After}. */
    final Timers timers;
    /** Strides and last decisions; null for a machine without a sliced state. */
    final Slices slices;
    /** Per state: whether the tick does not visit each of its entities every tick (it sleeps, or is sliced). */
    private final boolean[] waking;

    Timing(Timers timers, Slices slices, boolean[] waking) {
        this.timers = timers;
        this.slices = slices;
        this.waking = waking.clone();
    }

    /** Whether the tick visits every entity of {@code state} (it neither sleeps nor is sliced). */
    boolean decidesEveryTick(int state) {
        return !waking[state];
    }

    void grow(int capacity) {
        if (timers != null) {
            timers.grow(capacity);
        }
        if (slices != null) {
            slices.grow(capacity);
        }
    }

    /** A new entity took {@code slot} and entered its first state at {@code now}: the default stride. */
    void started(int slot, double now, long ticks) {
        if (slices != null) {
            slices.reset(slot);
            slices.enter(slot, now, ticks);
        }
    }

    /** The entity in {@code slot} left {@code previous} for another state at {@code now}. */
    void moved(int slot, int previous, double now, long ticks) {
        if (timers != null) {
            timers.cancel(slot, previous);
        }
        if (slices != null) {
            slices.enter(slot, now, ticks);
        }
    }

    /**
     * A resume or a load placed the entity in {@code slot} in {@code state}, {@code time} seconds after its
     * entry: no timer yet (the load sets it, or the generated resume arms it), the default stride.
     */
    void placed(int slot, int state, double now, double time, long ticks) {
        if (timers != null) {
            timers.cancel(slot, state);
        }
        if (slices != null) {
            slices.reset(slot);
            slices.place(slot, now, time, ticks);
        }
    }

    /** The entity in {@code slot}, in {@code state}, is removed. */
    void removed(int slot, int state) {
        if (timers != null) {
            timers.cancel(slot, state);
        }
        if (slices != null) {
            slices.reset(slot);
        }
    }

    /** After the books were made whole again: the wheel built from the slots' timers. */
    void rebuild() {
        if (timers != null) {
            timers.rebuild();
        }
    }

    /** Timing's part of a snapshot. */
    static final class Copy {
        Timers.Copy timers;
        Slices.Copy slices;
    }

    Copy copyTo(Copy into, int limit) {
        Copy c = into == null ? new Copy() : into;
        if (timers != null) {
            c.timers = timers.copyTo(c.timers, limit);
        }
        if (slices != null) {
            c.slices = slices.copyTo(c.slices, limit);
        }
        return c;
    }

    /** Puts back what {@link #copyTo} copied; {@code ticks} is the restored count. {@link #rebuild} follows. */
    void restore(Copy c, long ticks) {
        if (timers != null) {
            timers.restore(c.timers);
        }
        if (slices != null) {
            slices.restore(c.slices, ticks);
        }
    }
}
