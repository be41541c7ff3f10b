package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * The suspended states of entities of a machine with {@code @Interrupt} states (design, "Stack
 * states"): the rules of push, pop, clear and cut, kept in one place for both machines. A one-entity
 * machine keeps one stack; a batch one per slot, flat, {@code depth + 1} ints each: the count, then the
 * states bottom first. {@code depth} is the number of interrupt states, the most an entity can have
 * suspended (an interrupt is never on the stack twice, and a state that is not one only at its bottom).
 * Machines without interrupts have none of this.
 */
public final class InterruptStacks {
    private final int stride;
    private int[] cells;

    /** Stacks for {@code entities} entities (1 for a one-entity machine), each at most {@code depth} deep. */
    public InterruptStacks(int depth, int entities) {
        this.stride = depth + 1;
        this.cells = new int[stride * Math.max(1, entities)];
    }

    /** The most states one stack holds. */
    public int depth() {
        return stride - 1;
    }

    /** Makes stacks of entities below {@code capacity} usable; the new ones are empty. */
    public void grow(int capacity) {
        if ((long) capacity * stride > cells.length) {
            cells = Arrays.copyOf(cells, Slots.cells(Math.max((long) capacity * stride,
                    Math.min(2L * cells.length, Integer.MAX_VALUE - 8))));
        }
    }

    /**
     * The entity {@code entity} went from {@code left} to {@code next} by a transition that is not a
     * {@code @Back}: entering an interrupt pushes {@code left}, unless it is re-entered (no push) or
     * suspended lower down (the stack is cut back to where it was first entered); entering any other
     * state clears the stack.
     */
    public void entered(int entity, int left, int next, boolean nextIsInterrupt) {
        int base = entity * stride;
        if (!nextIsInterrupt) {
            cells[base] = 0;
            return;
        }
        if (next == left) {
            return;
        }
        int count = cells[base];
        for (int k = 0; k < count; k++) {
            if (cells[base + 1 + k] == next) {
                cells[base] = k;
                return;
            }
        }
        if (count == stride - 1) {
            // Only a stack written by a resume can be full here.
            throw new IllegalStateException("the interrupt stack of entity " + entity + " is full (" + count + ")");
        }
        cells[base + 1 + count] = left;
        cells[base] = count + 1;
    }

    /** The state a {@code @Back} of {@code entity} goes to: the top of its stack, or -1 when it is empty. */
    public int top(int entity) {
        int base = entity * stride;
        int count = cells[base];
        return count == 0 ? -1 : cells[base + count];
    }

    /** The {@code @Back} transition to {@link #top} is made: it leaves the stack. */
    public void pop(int entity) {
        cells[entity * stride]--;
    }

    /** How many states {@code entity} has suspended. */
    public int size(int entity) {
        return cells[entity * stride];
    }

    /** The {@code k}-th suspended state of {@code entity}, bottom first. */
    public int at(int entity, int k) {
        return cells[entity * stride + 1 + k];
    }

    /** Empties the stack of {@code entity} (removed, or placed by a resume). */
    public void clear(int entity) {
        cells[entity * stride] = 0;
    }

    /** Replaces the stack of {@code entity} with {@code states}, bottom first (a resume, a restore). */
    public void set(int entity, int[] states) {
        if (states.length > stride - 1) {
            throw new IllegalArgumentException("a stack of " + states.length + " states; at most " + (stride - 1));
        }
        int base = entity * stride;
        cells[base] = states.length;
        System.arraycopy(states, 0, cells, base + 1, states.length);
    }

    /** Copies every stack below {@code entities} into {@code into} when it is large enough, else a new array. */
    public int[] copyInto(int[] into, int entities) {
        int length = entities * stride;
        int[] copy = into != null && into.length >= length ? into : new int[length];
        System.arraycopy(cells, 0, copy, 0, length);
        return copy;
    }

    /** Puts back the stacks below {@code entities} {@link #copyInto copied} before (the rest are emptied). */
    public void restore(int[] copied, int entities) {
        int length = entities * stride;
        grow(entities);
        System.arraycopy(copied, 0, cells, 0, length);
        for (int base = length; base < cells.length; base += stride) {
            cells[base] = 0;
        }
    }

    /** Replaces the stack of {@code entity} with {@code states[0, count)}, bottom first (a load). */
    public void set(int entity, int[] states, int count) {
        if (count > stride - 1) {
            throw new IllegalArgumentException("a stack of " + count + " states; at most " + (stride - 1));
        }
        int base = entity * stride;
        cells[base] = count;
        System.arraycopy(states, 0, cells, base + 1, count);
    }

    /** A copy of every stack below {@code entities}, for a snapshot. */
    public int[] copy(int entities) {
        return Arrays.copyOf(cells, entities * stride);
    }

    /** Puts back stacks {@link #copy copied} before (the rest are emptied). */
    public void restore(int[] copied) {
        grow(copied.length / stride);
        System.arraycopy(copied, 0, cells, 0, copied.length);
        Arrays.fill(cells, copied.length, cells.length, 0);
    }
}
