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
 * Messages sent without delay are due when posted and queue in an array in post order; delayed ones
 * wait in an array-backed heap. Both grow once to the largest backlog and are reused, so steady-state
 * messaging allocates nothing but the user's message objects. A send made on a worker thread of a
 * parallel tick (of any batch) is held by that chunk's lane and posted when the tick ends, in the
 * sequential tick's order.
 */
public final class Mailbox {
    /** The target of a broadcast: every entity of the batch. */
    public static final long EVERYONE = -1;

    // Messages due when posted, in post order: [head, tail).
    private long[] queueTarget = new long[0];
    private Object[] queueMessage = new Object[0];
    private double[] queueDue = new double[0];
    private long[] queueOrder = new long[0];
    private int head;
    private int tail;

    // Delayed messages: a binary heap by (due, order).
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
            if (tail == queueTarget.length) {
                growQueue();
            }
            queueTarget[tail] = target;
            queueMessage[tail] = message;
            queueDue[tail] = due;
            queueOrder[tail] = order;
            tail++;
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
        now = clock;
        postedBefore = posted;
    }

    /** Moves to the next message of the delivery; false when there is none. */
    public boolean next() {
        message = null;
        boolean queued = head < tail && queueDue[head] <= now && queueOrder[head] < postedBefore;
        boolean delayed = heapSize > 0 && heapDue[0] <= now && heapOrder[0] < postedBefore;
        if (queued && (!delayed || before(queueDue[head], queueOrder[head], heapDue[0], heapOrder[0]))) {
            target = queueTarget[head];
            message = queueMessage[head];
            queueMessage[head] = null;
            if (++head == tail) {
                head = 0;
                tail = 0;
            }
            return true;
        }
        if (delayed) {
            target = heapTarget[0];
            message = heapMessage[0];
            removeTop();
            return true;
        }
        return false;
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
        return tail - head + heapSize;
    }

    /** The clock the last delivery was opened with. */
    public double now() {
        return now;
    }

    /**
     * Copies what waits (the queue from its head, the heap as it is), the counters and the dropped count
     * into {@code s}, reusing its arrays where they are large enough. The message objects are shared,
     * not copied.
     */
    void copyTo(BatchSnapshot s) {
        int queued = tail - head;
        if (s.queueTarget == null || s.queueTarget.length < queued) {
            s.queueTarget = new long[queueTarget.length];
            s.queueMessage = new Object[queueTarget.length];
            s.queueDue = new double[queueTarget.length];
            s.queueOrder = new long[queueTarget.length];
        }
        System.arraycopy(queueTarget, head, s.queueTarget, 0, queued);
        System.arraycopy(queueMessage, head, s.queueMessage, 0, queued);
        System.arraycopy(queueDue, head, s.queueDue, 0, queued);
        System.arraycopy(queueOrder, head, s.queueOrder, 0, queued);
        Arrays.fill(s.queueMessage, queued, Math.max(queued, s.queued), null);
        s.queued = queued;
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
        Arrays.fill(queueMessage, 0, tail, null);
        head = 0;
        tail = 0;
        while (queueTarget.length < s.queued) {
            growQueue();
        }
        System.arraycopy(s.queueTarget, 0, queueTarget, 0, s.queued);
        System.arraycopy(s.queueMessage, 0, queueMessage, 0, s.queued);
        System.arraycopy(s.queueDue, 0, queueDue, 0, s.queued);
        System.arraycopy(s.queueOrder, 0, queueOrder, 0, s.queued);
        tail = s.queued;
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

    private void growQueue() {
        if (head > 0) {
            // Reuse the room the delivered messages left before growing.
            int live = tail - head;
            System.arraycopy(queueTarget, head, queueTarget, 0, live);
            System.arraycopy(queueMessage, head, queueMessage, 0, live);
            System.arraycopy(queueDue, head, queueDue, 0, live);
            System.arraycopy(queueOrder, head, queueOrder, 0, live);
            Arrays.fill(queueMessage, live, tail, null);
            head = 0;
            tail = live;
            if (tail < queueTarget.length) {
                return;
            }
        }
        int size = Math.max(16, queueTarget.length * 2);
        queueTarget = Arrays.copyOf(queueTarget, size);
        queueMessage = Arrays.copyOf(queueMessage, size);
        queueDue = Arrays.copyOf(queueDue, size);
        queueOrder = Arrays.copyOf(queueOrder, size);
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
