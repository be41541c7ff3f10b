package dev.brainstem.runtime;

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
final class EntryClock {
    private double now;
    private double[] entered;

    EntryClock(boolean kept) {
        this.entered = kept ? new double[0] : null;
    }

    boolean kept() {
        return entered != null;
    }

    /** A tick begins: its dt counts for every entity already there. */
    void advance(float dt) {
        now += dt;
    }

    /** The entity in {@code slot} enters a state now. */
    void enter(int slot) {
        if (entered != null) {
            entered[slot] = now;
        }
    }

    void grow(int capacity) {
        if (entered != null && entered.length < capacity) {
            entered = Arrays.copyOf(entered, capacity);
        }
    }

    /** The seconds the entity in {@code slot} has spent in its state. */
    float timeAt(int slot) {
        return (float) (now - entered[slot]);
    }

    double now() {
        return now;
    }
}
