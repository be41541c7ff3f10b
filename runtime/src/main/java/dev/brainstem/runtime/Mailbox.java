package dev.brainstem.runtime;

import java.util.Arrays;

/**
 * Messages waiting for their receivers: the XNA seed's double-buffered message manager, with gdx-ai's
 * delayed telegrams. One per batch (created at its first send) and one per one-entity machine that
 * takes messages.
 *
 * <p>A delivery ({@link #open}, then {@link #next} until it says no) takes the messages due by the
 * clock it is opened with that were posted before it opened, by due time then post order; what is
 * posted meanwhile waits for the next delivery, so a message never shows up part-way through a tick.
 * Messages sent without delay are due when posted and queue in post order in a lean array (receiver
 * and message only; due times and post orders kept once per run of them); a delayed one joins a second
 * queue when it is due no earlier than the last one there (so messages of one constant delay never need
 * sorting), else an array-backed heap; a delivery merges the three. All
 * grow once to the largest backlog and are reused, so steady-state
 * messaging allocates nothing but the user's message objects.
 *
 * <p>A send made on a worker thread of a parallel tick (of any batch) is held by that chunk's lane and
 * posted when the tick ends, in the sequential tick's order: several threads may send to one mailbox.
 * A delivery opened on such a thread first posts what that chunk held for this mailbox, as the
 * sequential tick would have posted it by then: an entity that sends to the one-entity machine it owns
 * and updates it in the same handler sees the message in a parallel tick as in a sequential one.
 */
public final class Mailbox {
    /** The target of a broadcast: every entity of the batch. */
    public static final long EVERYONE = -1;

    /**
     * Messages in (due, post) order, first in first out: [head, tail). Post order is always ascending, so a
     * queue whose due times never go down is sorted.
     */
    private static final class Fifo {
        long[] target = new long[0];
        Object[] message = new Object[0];
        double[] due = new double[0];
        long[] order = new long[0];
        int head;
        int tail;
        /** Entries [head, burst) come next in the delivery under way: taken without comparing. */
        int burst;

        boolean isEmpty() {
            return head == tail;
        }

        /** The due time of the last message, which a message due no earlier may follow. */
        double lastDue() {
            return due[tail - 1];
        }

        void add(long t, Object m, double d, long o) {
            if (tail == target.length) {
                grow();
            }
            target[tail] = t;
            message[tail] = m;
            due[tail] = d;
            order[tail] = o;
            tail++;
        }

        /** Whether the first message is due by {@code now} and was posted before {@code postedBefore}. */
        boolean ready(double now, long postedBefore) {
            return head < tail && due[head] <= now && order[head] < postedBefore;
        }

        /**
         * The end of the messages from the head that are due by {@code now}, were posted before
         * {@code postedBefore} and come before (due {@code d}, order {@code o}).
         */
        int aheadOf(double now, long postedBefore, double d, long o) {
            int end = head;
            while (end < tail && due[end] <= now && order[end] < postedBefore && before(due[end], order[end], d, o)) {
                end++;
            }
            return end;
        }

        int live() {
            return tail - head;
        }

        /** Copies the waiting messages, first first, into the arrays (each at least {@link #live} long). */
        void copyInto(long[] t, Object[] m, double[] d, long[] o) {
            int n = tail - head;
            System.arraycopy(target, head, t, 0, n);
            System.arraycopy(message, head, m, 0, n);
            System.arraycopy(due, head, d, 0, n);
            System.arraycopy(order, head, o, 0, n);
        }

        /** Replaces what waits with the first {@code n} messages of the arrays. */
        void restore(int n, long[] t, Object[] m, double[] d, long[] o) {
            Arrays.fill(message, 0, tail, null);
            head = 0;
            tail = 0;
            burst = 0;
            for (int k = 0; k < n; k++) {
                add(t[k], m[k], d[k], o[k]);
            }
        }

        void removeFirst() {
            message[head] = null;
            if (++head == tail) {
                head = 0;
                tail = 0;
                burst = 0;
            }
        }

        private void grow() {
            if (head > 0) {
                // Reuse the room the delivered messages left before growing.
                int live = tail - head;
                System.arraycopy(target, head, target, 0, live);
                System.arraycopy(message, head, message, 0, live);
                System.arraycopy(due, head, due, 0, live);
                System.arraycopy(order, head, order, 0, live);
                Arrays.fill(message, live, tail, null);
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
            due = Arrays.copyOf(due, size);
            order = Arrays.copyOf(order, size);
        }
    }

    /**
     * The messages due when posted, in post order: only the receiver and the message per entry, 12 bytes
     * (the general {@link Fifo} keeps 28). Their due times and post orders are kept per segment: a run of
     * entries posted one after another (no delayed message posted between them) with one due time. Entry
     * {@code i} of segment {@code s} is due at {@code segmentDue[s]} and has post order
     * {@code segmentOrder[s] + i - segmentStart[s]}. The mail of a tick sent without delay is one segment,
     * whatever its length. [head, tail) wait; the segments [firstSegment, segments) cover them.
     */
    private static final class Queue {
        long[] target = new long[0];
        Object[] message = new Object[0];
        int head;
        int tail;
        int[] segmentStart = new int[4];
        double[] segmentDue = new double[4];
        long[] segmentOrder = new long[4];
        int firstSegment;
        int segments;
        /** The last segment's due time, and the post order an entry must have to join it. */
        double lastDue;
        long nextOrder;
        /** Entries [head, burst) come next in the delivery under way: taken without comparing. */
        int burst;

        int live() {
            return tail - head;
        }

        /** The due time of the first entry; only when one waits. */
        double firstDue() {
            return segmentDue[firstSegment];
        }

        /** The post order of the first entry; only when one waits. */
        long firstOrder() {
            return segmentOrder[firstSegment] + (head - segmentStart[firstSegment]);
        }

        /** Whether the first entry is due by {@code now} and was posted before {@code postedBefore}. */
        boolean ready(double now, long postedBefore) {
            return head < tail && segmentDue[firstSegment] <= now && firstOrder() < postedBefore;
        }

        void add(long t, Object m, double d, long o) {
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
        int aheadOf(double now, long postedBefore, double d, long o) {
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
        void removeFirst() {
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

        /** Copies the waiting entries, first first, with their due times and post orders, into the arrays. */
        void copyInto(long[] t, Object[] m, double[] d, long[] o) {
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
        void restore(int n, long[] t, Object[] m, double[] d, long[] o) {
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

    // Messages due when posted, in post order.
    private final Queue queue = new Queue();
    // Delayed messages posted due no earlier than the delayed message posted before them (a constant delay's
    // messages, say): in order as they come, no heap needed.
    private final Fifo run = new Fifo();

    // The other delayed messages: a binary heap by (due, order).
    private long[] heapTarget = new long[0];
    private Object[] heapMessage = new Object[0];
    private double[] heapDue = new double[0];
    private long[] heapOrder = new long[0];
    private int heapSize;

    private long posted;
    /** The clock of the last delivery opened: a send's delay counts from it. */
    private double now;
    /** The delivery under way takes messages due by {@code now} and posted before this. */
    private long postedBefore;
    private long target;
    private Object message;
    private long dropped;

    /** A message posted now, due after {@code delay} seconds of the owner's clock; held by a parallel tick's lane if one runs here. */
    public void send(long target, Object message, float delay) {
        Lane working = Lane.working();
        if (working != null) {
            working.hold(this, target, message, delay);
        } else {
            post(target, message, now + delay);
        }
    }

    /** Posts a message due at {@code due} on the owner's clock. */
    public void post(long target, Object message, double due) {
        long order = posted++;
        if (due <= now) {
            queue.add(target, message, due, order);
            return;
        }
        if (run.isEmpty() || due >= run.lastDue()) {
            run.add(target, message, due, order);
            return;
        }
        if (heapSize == heapTarget.length) {
            int size = Math.max(16, heapSize * 2);
            heapTarget = Arrays.copyOf(heapTarget, size);
            heapMessage = Arrays.copyOf(heapMessage, size);
            heapDue = Arrays.copyOf(heapDue, size);
            heapOrder = Arrays.copyOf(heapOrder, size);
        }
        int at = heapSize++;
        while (at > 0) {
            int up = (at - 1) >>> 1;
            if (!before(due, order, heapDue[up], heapOrder[up])) {
                break;
            }
            moveHeap(up, at);
            at = up;
        }
        setHeap(at, target, message, due, order);
    }

    /** Starts a delivery at {@code clock}: the messages due by it, posted before now. */
    public void open(double clock) {
        Lane working = Lane.working();
        if (working != null) {
            working.postHeldTo(this);
        }
        now = clock;
        postedBefore = posted;
        queue.burst = queue.head;
        run.burst = run.head;
    }

    /** Whether the heap's first message is due by the delivery's clock and was posted before it opened. */
    private boolean heapReady() {
        return heapSize > 0 && heapDue[0] <= now && heapOrder[0] < postedBefore;
    }

    /** Moves to the next message of the delivery; false when there is none. */
    public boolean next() {
        while (true) {
            Queue q = queue;
            int at = q.head;
            if (at < q.burst) {
                target = q.target[at];
                message = q.message[at];
                q.removeFirst();
                return true;
            }
            Fifo r = run;
            at = r.head;
            if (at < r.burst) {
                target = r.target[at];
                message = r.message[at];
                r.removeFirst();
                return true;
            }
            message = null;
            int planned = plan();
            if (planned != BURST) {
                return planned == TAKEN;
            }
        }
    }

    /** What {@link #plan} did. */
    private static final int NONE_LEFT = 0, BURST = 1, TAKEN = 2;

    /**
     * Merges the three sources by (due, order): finds the one whose first message comes next. The heap's
     * is taken at once; of the queue's or the run's, every message that comes before the other sources'
     * first becomes a burst, taken without comparing (a tick's mail is one burst, and so is each constant
     * delay's).
     *
     * @return {@link #BURST}, {@link #TAKEN} (the heap's: the current message), or {@link #NONE_LEFT}
     */
    private int plan() {
        Queue q = queue;
        Fifo r = run;
        // A source with nothing ready counts as due at infinity, after everything ready.
        double queueDue = Double.POSITIVE_INFINITY;
        long queueOrder = Long.MAX_VALUE;
        if (q.ready(now, postedBefore)) {
            queueDue = q.firstDue();
            queueOrder = q.firstOrder();
        }
        double runDue = Double.POSITIVE_INFINITY;
        long runOrder = Long.MAX_VALUE;
        if (r.ready(now, postedBefore)) {
            runDue = r.due[r.head];
            runOrder = r.order[r.head];
        }
        double heapFirstDue = Double.POSITIVE_INFINITY;
        long heapFirstOrder = Long.MAX_VALUE;
        boolean delayed = heapReady();
        if (delayed) {
            heapFirstDue = heapDue[0];
            heapFirstOrder = heapOrder[0];
        }
        if (queueOrder != Long.MAX_VALUE && before(queueDue, queueOrder, runDue, runOrder)
                && before(queueDue, queueOrder, heapFirstDue, heapFirstOrder)) {
            boolean runFirst = before(runDue, runOrder, heapFirstDue, heapFirstOrder);
            q.burst = q.aheadOf(now, postedBefore, runFirst ? runDue : heapFirstDue,
                    runFirst ? runOrder : heapFirstOrder);
            return BURST;
        }
        if (runOrder != Long.MAX_VALUE && before(runDue, runOrder, heapFirstDue, heapFirstOrder)) {
            boolean queueFirst = before(queueDue, queueOrder, heapFirstDue, heapFirstOrder);
            r.burst = r.aheadOf(now, postedBefore, queueFirst ? queueDue : heapFirstDue,
                    queueFirst ? queueOrder : heapFirstOrder);
            return BURST;
        }
        if (!delayed) {
            return NONE_LEFT;
        }
        target = heapTarget[0];
        message = heapMessage[0];
        removeTop();
        return TAKEN;
    }

    /** The handle the current message is for, or {@link #EVERYONE}. */
    public long target() {
        return target;
    }

    /** The current message. */
    public Object message() {
        return message;
    }

    /** Nothing took the current message (no handler in the receiver's state, or no receiver). */
    public void drop() {
        dropped++;
    }

    /** How many messages were dropped so far. */
    public long dropped() {
        return dropped;
    }

    /** How many messages wait, delayed ones included. */
    public int size() {
        return queue.tail - queue.head + run.tail - run.head + heapSize;
    }

    /** The clock the last delivery was opened with. */
    public double now() {
        return now;
    }

    /**
     * What waits, in the order a delivery would take it (due time, then post order): for a save. The
     * arrays are new, each {@link #size} long.
     */
    Waiting waiting() {
        int n = size();
        Waiting w = new Waiting(n);
        int q = queue.live();
        int r = run.live();
        queue.copyInto(w.target, w.message, w.due, w.order);
        long[] t = new long[r];
        Object[] m = new Object[r];
        double[] d = new double[r];
        long[] o = new long[r];
        run.copyInto(t, m, d, o);
        System.arraycopy(t, 0, w.target, q, r);
        System.arraycopy(m, 0, w.message, q, r);
        System.arraycopy(d, 0, w.due, q, r);
        System.arraycopy(o, 0, w.order, q, r);
        System.arraycopy(heapTarget, 0, w.target, q + r, heapSize);
        System.arraycopy(heapMessage, 0, w.message, q + r, heapSize);
        System.arraycopy(heapDue, 0, w.due, q + r, heapSize);
        System.arraycopy(heapOrder, 0, w.order, q + r, heapSize);
        w.sort();
        return w;
    }

    /** Waiting messages in delivery order. */
    static final class Waiting {
        final long[] target;
        final Object[] message;
        final double[] due;
        final long[] order;

        Waiting(int n) {
            target = new long[n];
            message = new Object[n];
            due = new double[n];
            order = new long[n];
        }

        int size() {
            return target.length;
        }

        /** Sorts by (due, order): post orders are unique, so the order is total. */
        void sort() {
            Integer[] by = new Integer[target.length];
            for (int k = 0; k < by.length; k++) {
                by[k] = k;
            }
            Arrays.sort(by, (a, b) -> before(due[a], order[a], due[b], order[b]) ? -1 : a.equals(b) ? 0 : 1);
            long[] t = target.clone();
            Object[] m = message.clone();
            double[] d = due.clone();
            long[] o = order.clone();
            for (int k = 0; k < by.length; k++) {
                target[k] = t[by[k]];
                message[k] = m[by[k]];
                due[k] = d[by[k]];
                order[k] = o[by[k]];
            }
        }
    }

    /**
     * A load: nothing waits, the clock is {@code clock} and {@code dropped} messages were dropped before;
     * the caller then posts the saved messages in their delivery order.
     */
    void load(double clock, long dropped) {
        queue.restore(0, null, null, null, null);
        run.restore(0, null, null, null, null);
        Arrays.fill(heapMessage, 0, heapSize, null);
        heapSize = 0;
        now = clock;
        postedBefore = posted;
        target = 0;
        message = null;
        this.dropped = dropped;
    }

    /**
     * Copies what waits (the queues from their heads, the heap as it is), the counters and the dropped
     * count into {@code s}, reusing its arrays where they are large enough. The message objects are
     * shared, not copied.
     */
    void copyTo(BatchSnapshot s) {
        int queued = queue.live();
        if (s.queueTarget == null || s.queueTarget.length < queued) {
            s.queueTarget = new long[queue.target.length];
            s.queueMessage = new Object[queue.target.length];
            s.queueDue = new double[queue.target.length];
            s.queueOrder = new long[queue.target.length];
        }
        queue.copyInto(s.queueTarget, s.queueMessage, s.queueDue, s.queueOrder);
        Arrays.fill(s.queueMessage, queued, Math.max(queued, s.queued), null);
        s.queued = queued;
        int running = run.live();
        if (s.runTarget == null || s.runTarget.length < running) {
            s.runTarget = new long[run.target.length];
            s.runMessage = new Object[run.target.length];
            s.runDue = new double[run.target.length];
            s.runOrder = new long[run.target.length];
        }
        run.copyInto(s.runTarget, s.runMessage, s.runDue, s.runOrder);
        Arrays.fill(s.runMessage, running, Math.max(running, s.running), null);
        s.running = running;
        if (s.heapTarget == null || s.heapTarget.length < heapSize) {
            s.heapTarget = new long[heapTarget.length];
            s.heapMessage = new Object[heapTarget.length];
            s.heapDue = new double[heapTarget.length];
            s.heapOrder = new long[heapTarget.length];
        }
        System.arraycopy(heapTarget, 0, s.heapTarget, 0, heapSize);
        System.arraycopy(heapMessage, 0, s.heapMessage, 0, heapSize);
        System.arraycopy(heapDue, 0, s.heapDue, 0, heapSize);
        System.arraycopy(heapOrder, 0, s.heapOrder, 0, heapSize);
        Arrays.fill(s.heapMessage, heapSize, Math.max(heapSize, s.heapSize), null);
        s.heapSize = heapSize;
        s.posted = posted;
        s.mailNow = now;
        s.dropped = dropped;
    }

    /** Puts back what {@link #copyTo} copied: the same messages waiting, in the same order. */
    void restore(BatchSnapshot s) {
        queue.restore(s.queued, s.queueTarget, s.queueMessage, s.queueDue, s.queueOrder);
        run.restore(s.running, s.runTarget, s.runMessage, s.runDue, s.runOrder);
        Arrays.fill(heapMessage, 0, heapSize, null);
        if (heapTarget.length < s.heapSize) {
            int size = s.heapTarget.length;
            heapTarget = new long[size];
            heapMessage = new Object[size];
            heapDue = new double[size];
            heapOrder = new long[size];
        }
        System.arraycopy(s.heapTarget, 0, heapTarget, 0, s.heapSize);
        System.arraycopy(s.heapMessage, 0, heapMessage, 0, s.heapSize);
        System.arraycopy(s.heapDue, 0, heapDue, 0, s.heapSize);
        System.arraycopy(s.heapOrder, 0, heapOrder, 0, s.heapSize);
        heapSize = s.heapSize;
        posted = s.posted;
        now = s.mailNow;
        postedBefore = posted;
        target = 0;
        message = null;
        dropped = s.dropped;
    }

    private static boolean before(double due, long order, double otherDue, long otherOrder) {
        return due < otherDue || due == otherDue && order < otherOrder;
    }

    private void removeTop() {
        int last = --heapSize;
        long t = heapTarget[last];
        Object m = heapMessage[last];
        double d = heapDue[last];
        long o = heapOrder[last];
        heapMessage[last] = null;
        if (last == 0) {
            return;
        }
        int at = 0;
        while (true) {
            int child = 2 * at + 1;
            if (child >= last) {
                break;
            }
            if (child + 1 < last && before(heapDue[child + 1], heapOrder[child + 1], heapDue[child], heapOrder[child])) {
                child++;
            }
            if (!before(heapDue[child], heapOrder[child], d, o)) {
                break;
            }
            moveHeap(child, at);
            at = child;
        }
        setHeap(at, t, m, d, o);
    }

    private void moveHeap(int from, int to) {
        setHeap(to, heapTarget[from], heapMessage[from], heapDue[from], heapOrder[from]);
    }

    private void setHeap(int at, long t, Object m, double d, long o) {
        heapTarget[at] = t;
        heapMessage[at] = m;
        heapDue[at] = d;
        heapOrder[at] = o;
    }
}
