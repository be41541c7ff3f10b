package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * The delayed messages that come due before one already waiting (a shorter delay sent after a longer
 * one): a binary heap by (due, post order), in arrays that grow once and are reused.
 */
public final class DelayHeap {
    private long[] target = new long[0];
    private Object[] message = new Object[0];
    private double[] due = new double[0];
    private long[] order = new long[0];
    private int size;

    public int size() {
        return size;
    }

    /** How many messages the arrays hold before they grow. */
    public int capacity() {
        return target.length;
    }

    /** The first message's receiver; only when one waits. */
    public long firstTarget() {
        return target[0];
    }

    public Object firstMessage() {
        return message[0];
    }

    public double firstDue() {
        return due[0];
    }

    public long firstOrder() {
        return order[0];
    }

    /** Whether a message due at {@code due}, posted {@code order}th, is delivered before the other. */
    public static boolean before(double due, long order, double otherDue, long otherOrder) {
        return due < otherDue || due == otherDue && order < otherOrder;
    }

    public void add(long t, Object m, double d, long o) {
        if (size == target.length) {
            int grown = Math.max(16, size * 2);
            target = Arrays.copyOf(target, grown);
            message = Arrays.copyOf(message, grown);
            due = Arrays.copyOf(due, grown);
            order = Arrays.copyOf(order, grown);
        }
        int at = size++;
        while (at > 0) {
            int up = (at - 1) >>> 1;
            if (!before(d, o, due[up], order[up])) {
                break;
            }
            move(up, at);
            at = up;
        }
        set(at, t, m, d, o);
    }

    /** Whether the first message is due by {@code now} and was posted before {@code postedBefore}. */
    public boolean ready(double now, long postedBefore) {
        return size > 0 && due[0] <= now && order[0] < postedBefore;
    }

    /** Drops the first message. */
    public void removeTop() {
        int last = --size;
        long t = target[last];
        Object m = message[last];
        double d = due[last];
        long o = order[last];
        message[last] = null;
        if (last == 0) {
            return;
        }
        int at = 0;
        while (true) {
            int child = 2 * at + 1;
            if (child >= last) {
                break;
            }
            if (child + 1 < last && before(due[child + 1], order[child + 1], due[child], order[child])) {
                child++;
            }
            if (!before(due[child], order[child], d, o)) {
                break;
            }
            move(child, at);
            at = child;
        }
        set(at, t, m, d, o);
    }

    /** Adds to {@code into} the entries for the receivers {@code receiver} names (no broadcast), in heap order. */
    void copyMatching(java.util.function.LongPredicate receiver, Mailbox.Entries into) {
        for (int i = 0; i < size; i++) {
            if (target[i] != Mailbox.EVERYONE && receiver.test(target[i])) {
                into.add(target[i], message[i], due[i], order[i]);
            }
        }
    }

    /** Copies the heap as it is into the arrays (each at least {@link #size} long). */
    public void copyInto(long[] t, Object[] m, double[] d, long[] o) {
        System.arraycopy(target, 0, t, 0, size);
        System.arraycopy(message, 0, m, 0, size);
        System.arraycopy(due, 0, d, 0, size);
        System.arraycopy(order, 0, o, 0, size);
    }

    /** Replaces the heap with the first {@code n} entries of the arrays, a heap as {@link #copyInto} gave it. */
    public void restore(int n, long[] t, Object[] m, double[] d, long[] o) {
        Arrays.fill(message, 0, size, null);
        size = 0;
        if (n == 0) {
            return;
        }
        if (target.length < n) {
            target = new long[n];
            message = new Object[n];
            due = new double[n];
            order = new long[n];
        }
        System.arraycopy(t, 0, target, 0, n);
        System.arraycopy(m, 0, message, 0, n);
        System.arraycopy(d, 0, due, 0, n);
        System.arraycopy(o, 0, order, 0, n);
        size = n;
    }

    private void move(int from, int to) {
        set(to, target[from], message[from], due[from], order[from]);
    }

    private void set(int at, long t, Object m, double d, long o) {
        target[at] = t;
        message[at] = m;
        due[at] = d;
        order[at] = o;
    }
}
