package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Messages in (due, post) order, first in first out: the store of both of a {@link Mailbox}'s queues,
 * the messages due when posted and the delayed ones posted due no earlier than the last. Only the
 * receiver and the message per entry, 12 bytes; due times and post orders are kept per segment: a run
 * of entries posted one after another with one due time. Entry {@code i} of segment {@code s} is due at
 * {@code segmentDue[s]} and has post order {@code segmentOrder[s] + i - segmentStart[s]}. The mail of a
 * tick sent without delay is one segment, whatever its length, and so is each constant delay's.
 * [head, tail) wait; the segments [firstSegment, segments) cover them. Grows once to the largest
 * backlog and is reused.
 */
public final class MessageQueue {
    private long[] target = new long[0];
    private Object[] message = new Object[0];
    private int head;
    private int tail;
    private int[] segmentStart = new int[4];
    private double[] segmentDue = new double[4];
    private long[] segmentOrder = new long[4];
    private int firstSegment;
    private int segments;
    /** The last segment's due time, and the post order an entry must have to join it. */
    private double lastDue;
    private long nextOrder;
    /** Entries [head, burst) come next in the delivery under way: taken without comparing. */
    private int burst;

    /** How many entries the arrays hold before they grow. */
    public int capacity() {
        return target.length;
    }

    /** The last segment's due time: a delayed message due no earlier joins this queue. */
    public double lastDue() {
        return lastDue;
    }

    /** A delivery opens: no entry is in its burst yet. */
    public void openBurst() {
        burst = head;
    }

    /** Whether the first entry is in the burst under way, to be taken without comparing. */
    public boolean inBurst() {
        return head < burst;
    }

    /**
     * The entries from the head that are due by {@code now}, were posted before {@code postedBefore}
     * and come before (due {@code d}, order {@code o}) become the burst (see {@link #aheadOf}).
     */
    public void burstAheadOf(double now, long postedBefore, double d, long o) {
        burst = aheadOf(now, postedBefore, d, o);
    }

    /** The first entry's receiver; only when one waits. */
    public long firstTarget() {
        return target[head];
    }

    public Object firstMessage() {
        return message[head];
    }

    public int live() {
        return tail - head;
    }

    public boolean isEmpty() {
        return head == tail;
    }

    /** The due time of the first entry; only when one waits. */
    public double firstDue() {
        return segmentDue[firstSegment];
    }

    /** The post order of the first entry; only when one waits. */
    public long firstOrder() {
        return segmentOrder[firstSegment] + (head - segmentStart[firstSegment]);
    }

    /** Whether the first entry is due by {@code now} and was posted before {@code postedBefore}. */
    public boolean ready(double now, long postedBefore) {
        return head < tail && segmentDue[firstSegment] <= now && firstOrder() < postedBefore;
    }

    public void add(long t, Object m, double d, long o) {
        if (tail == target.length) {
            grow();
        }
        if (segments == firstSegment || d != lastDue || o != nextOrder) {
            startSegment(d, o);
        }
        nextOrder = o + 1;
        target[tail] = t;
        message[tail] = m;
        tail++;
    }

    /**
     * The end of the entries from the head that are due by {@code now}, were posted before
     * {@code postedBefore} and come before (due {@code d}, order {@code o}): whole segments but the last.
     */
    private int aheadOf(double now, long postedBefore, double d, long o) {
        int end = head;
        for (int s = firstSegment; s < segments; s++) {
            double due = segmentDue[s];
            if (due > now || due > d) {
                break;
            }
            int segmentEnd = s + 1 < segments ? segmentStart[s + 1] : tail;
            // Entry i of the segment has post order base + i.
            long base = segmentOrder[s] - segmentStart[s];
            long stop = Math.min(segmentEnd, (due == d ? Math.min(postedBefore, o) : postedBefore) - base);
            if (stop < segmentEnd) {
                return (int) Math.max(end, stop);
            }
            end = segmentEnd;
        }
        return end;
    }

    private void startSegment(double d, long o) {
        if (segments == segmentStart.length) {
            if (firstSegment > 0) {
                int live = segments - firstSegment;
                System.arraycopy(segmentStart, firstSegment, segmentStart, 0, live);
                System.arraycopy(segmentDue, firstSegment, segmentDue, 0, live);
                System.arraycopy(segmentOrder, firstSegment, segmentOrder, 0, live);
                firstSegment = 0;
                segments = live;
            } else {
                int size = segments * 2;
                segmentStart = Arrays.copyOf(segmentStart, size);
                segmentDue = Arrays.copyOf(segmentDue, size);
                segmentOrder = Arrays.copyOf(segmentOrder, size);
            }
        }
        segmentStart[segments] = tail;
        segmentDue[segments] = d;
        segmentOrder[segments] = o;
        segments++;
        lastDue = d;
    }

    /** Drops the first entry (its message reference too). */
    public void removeFirst() {
        message[head] = null;
        if (++head == tail) {
            head = 0;
            tail = 0;
            burst = 0;
            firstSegment = 0;
            segments = 0;
        } else if (firstSegment + 1 < segments && segmentStart[firstSegment + 1] == head) {
            firstSegment++;
        }
    }

    /**
     * Adds to {@code into} the waiting entries for the receivers {@code receiver} names (no broadcast),
     * first first, with their due times and post orders: a travel's few, without copying the rest.
     */
    void copyMatching(java.util.function.LongPredicate receiver, Mailbox.Entries into) {
        int s = firstSegment;
        for (int i = head; i < tail; i++) {
            while (s + 1 < segments && segmentStart[s + 1] <= i) {
                s++;
            }
            if (target[i] != Mailbox.EVERYONE && receiver.test(target[i])) {
                into.add(target[i], message[i], segmentDue[s], segmentOrder[s] + (i - segmentStart[s]));
            }
        }
    }

    /** Copies the waiting entries, first first, with their due times and post orders, into the arrays. */
    public void copyInto(long[] t, Object[] m, double[] d, long[] o) {
        int n = tail - head;
        System.arraycopy(target, head, t, 0, n);
        System.arraycopy(message, head, m, 0, n);
        int s = firstSegment;
        for (int i = head; i < tail; i++) {
            while (s + 1 < segments && segmentStart[s + 1] <= i) {
                s++;
            }
            d[i - head] = segmentDue[s];
            o[i - head] = segmentOrder[s] + (i - segmentStart[s]);
        }
    }

    /** Replaces what waits with the first {@code n} entries of the arrays. */
    public void restore(int n, long[] t, Object[] m, double[] d, long[] o) {
        Arrays.fill(message, 0, tail, null);
        head = 0;
        tail = 0;
        burst = 0;
        firstSegment = 0;
        segments = 0;
        for (int k = 0; k < n; k++) {
            add(t[k], m[k], d[k], o[k]);
        }
    }

    private void grow() {
        if (head > 0) {
            // Reuse the room the delivered messages left before growing; the segments move with them.
            int live = tail - head;
            System.arraycopy(target, head, target, 0, live);
            System.arraycopy(message, head, message, 0, live);
            Arrays.fill(message, live, tail, null);
            for (int s = firstSegment; s < segments; s++) {
                segmentStart[s] -= head;
            }
            burst = Math.max(0, burst - head);
            head = 0;
            tail = live;
            if (tail < target.length) {
                return;
            }
        }
        int size = Math.max(16, target.length * 2);
        target = Arrays.copyOf(target, size);
        message = Arrays.copyOf(message, size);
    }
}

