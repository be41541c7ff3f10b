package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Time in state: the batch's clock, the sum of the dt of its ticks, and, for machines whose handlers
 * read the time ({@code @TimeInState}), each slot's clock when its entity entered its state. Entry
 * times are written on transitions only, never per tick; a machine that reads no time keeps none and
 * pays one null test per transition.
 *
 * <p>The clock is a {@code double}, so that a game that runs for days still tells a quarter second
 * apart; the time handed to handlers is a {@code float}.
 */
public final class EntryClock {
    private double now;
    private double[] entered;
    /** Ticks begun, the first tick being 1: time slicing's phase; {@code deliver()} is no tick. */
    private long ticks;

    public EntryClock(boolean kept) {
        this.entered = kept ? new double[0] : null;
    }

    public boolean kept() {
        return entered != null;
    }

    /** A tick begins: its dt counts for every entity already there. */
    public void advance(float dt) {
        now += dt;
        ticks++;
    }

    /** How many ticks began: 0 before the first, 1 during it. */
    public long ticks() {
        return ticks;
    }

    /** A load: the batch had begun {@code ticks} ticks. */
    public void setTicks(long ticks) {
        this.ticks = ticks;
    }

    /** The clock when the entity in {@code slot} entered its state. */
    public double enteredAt(int slot) {
        return entered[slot];
    }

    /** The entity in {@code slot} enters a state now. */
    public void enter(int slot) {
        if (entered != null) {
            entered[slot] = now;
        }
    }

    public void grow(int capacity) {
        if (entered != null && entered.length < capacity) {
            entered = Arrays.copyOf(entered, capacity);
        }
    }

    /** The seconds the entity in {@code slot} has spent in its state. */
    public float timeAt(int slot) {
        return (float) (now - entered[slot]);
    }

    public double now() {
        return now;
    }

    /** The entity in {@code slot} has been in its state for {@code seconds} (a resume). */
    public void place(int slot, double seconds) {
        if (entered != null) {
            entered[slot] = now - seconds;
        }
    }

    /** The seconds, exactly, the entity in {@code slot} has spent in its state; 0 when no time is kept. */
    public double exactTimeAt(int slot) {
        return entered == null ? 0 : now - entered[slot];
    }

    /** The clock's part of a snapshot. */
    public static final class Copy {
        double now;
        long ticks;
        double[] entered;
        int limit;
    }

    /** Copies the clock and the entry times below {@code limit} into {@code into} (new when null). */
    public Copy copyTo(Copy into, int limit) {
        Copy c = into == null ? new Copy() : into;
        c.now = now;
        c.ticks = ticks;
        c.limit = limit;
        if (entered != null) {
            c.entered = c.entered != null && c.entered.length >= limit ? c.entered : new double[limit];
            System.arraycopy(entered, 0, c.entered, 0, limit);
        }
        return c;
    }

    /** Puts back what {@link #copyTo} copied; the caller grew the entry times. */
    public void restore(Copy c) {
        now = c.now;
        ticks = c.ticks;
        if (entered != null) {
            System.arraycopy(c.entered, 0, entered, 0, c.limit);
        }
    }

    /** A load: the clock is {@code now}. */
    public void set(double now) {
        this.now = now;
    }
}
