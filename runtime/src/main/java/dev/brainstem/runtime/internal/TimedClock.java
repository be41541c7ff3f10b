package dev.brainstem.runtime.internal;

/**
 * The clock of a machine with {@code @After}: each slot's entry time kept beside its timer
 * ({@link Timers}), two longs a slot, {@code [2 * slot]} the entry time (double bits) and
 * {@code [2 * slot + 1]} the timer's word, which {@link Timers} owns.
 *
 * <p><b>Why beside the timer.</b> A transition writes the entry time and arms or cancels the timer, and a
 * timer's test and the wheel's walk read both: in one array they share a cache line per slot, where two
 * arrays cost two misses. A crowd of sleeping entities is mostly such misses.
 */
final class TimedClock extends EntryClock {
    /** Per slot: the entry time's bits, then the timer's word. */
    long[] cells = new long[0];

    TimedClock() {
        super(false);
    }

    @Override
    public boolean kept() {
        return true;
    }

    @Override
    public double enteredAt(int slot) {
        return Double.longBitsToDouble(cells[2 * slot]);
    }

    @Override
    public void enter(int slot) {
        cells[2 * slot] = Double.doubleToRawLongBits(now);
    }

    /** Grows the entry times; {@link Timers#grow} then sets the new slots' words. */
    @Override
    public void grow(int capacity) {
        if (cells.length < 2L * capacity) {
            cells = java.util.Arrays.copyOf(cells, Slots.cells(2L * capacity));
        }
    }

    @Override
    public float timeAt(int slot) {
        return (float) (now - enteredAt(slot));
    }

    @Override
    public void place(int slot, double seconds) {
        cells[2 * slot] = Double.doubleToRawLongBits(now - seconds);
    }

    @Override
    public double exactTimeAt(int slot) {
        return now - enteredAt(slot);
    }

    @Override
    public Copy copyTo(Copy into, int limit) {
        Copy c = super.copyTo(into, limit);
        c.entered = c.entered != null && c.entered.length >= limit ? c.entered : new double[limit];
        for (int slot = 0; slot < limit; slot++) {
            c.entered[slot] = enteredAt(slot);
        }
        return c;
    }

    @Override
    public void restore(Copy c) {
        super.restore(c);
        for (int slot = 0; slot < c.limit; slot++) {
            cells[2 * slot] = Double.doubleToRawLongBits(c.entered[slot]);
        }
    }
}
