package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.BatchProbe;
import java.util.Arrays;

/**
 * Messages waiting for their receivers: the XNA seed's double-buffered message manager, with gdx-ai's
 * delayed telegrams. One per batch (created at its first send) and one per one-entity machine that
 * takes messages.
 *
 * <p>A delivery ({@link #open}, then {@link #next} until it says no) takes the messages due by the
 * clock it is opened with that were posted before it opened, by due time then post order; what is
 * posted meanwhile waits for the next delivery, so a message never shows up part-way through a tick.
 * Messages sent without delay are due when posted and queue in post order in a {@link MessageQueue}; a
 * delayed one joins a second queue when it is due no earlier than the last one there (so messages of
 * one constant delay never need sorting), else the {@link DelayHeap}; a delivery merges the three. All
 * grow once to the largest backlog and are reused, so steady-state messaging allocates nothing but the
 * user's message objects.
 *
 * <p>A send made on a worker thread of a parallel tick (of any batch) is held by that chunk's lane and
 * posted when the tick ends, in the sequential tick's order: several threads may send to one mailbox.
 * A delivery opened on such a thread first posts what that chunk held for this mailbox, as the
 * sequential tick would have posted it by then: an entity that sends to the one-entity machine it owns
 * and updates it in the same handler sees the message in a parallel tick as in a sequential one.
 */
public final class Mailbox implements HeldSends.Postbox {
    /** The target of a broadcast: every entity of the batch. */
    public static final long EVERYONE = -1;

    // Messages due when posted, in post order.
    private final MessageQueue queue = new MessageQueue();
    // Delayed messages posted due no earlier than the delayed message posted before them (a constant delay's
    // messages, say): in order as they come, no heap needed.
    private final MessageQueue run = new MessageQueue();
    // The other delayed messages.
    private final DelayHeap heap = new DelayHeap();

    private long posted;
    /** The owner's clock, moved on by each tick and each delivery: a send's delay counts from it. */
    private double now;
    /** The delivery under way takes messages due by {@code now} and posted before this. */
    private long postedBefore;
    private long target;
    private Object message;
    private long dropped;
    /** A batch's mailbox watched by a tool: told of every message posted, delivered and dropped. */
    private BatchProbe probe;

    /** A message posted now, due after {@code delay} seconds of the owner's clock; held by a parallel tick's chunk if one runs here. */
    public void send(long target, Object message, float delay) {
        HeldSends held = HeldSends.working();
        if (held != null) {
            held.hold(this, target, message, delay);
        } else {
            postAfter(target, message, delay);
        }
    }

    @Override
    public void postAfter(long target, Object message, float delay) {
        post(target, message, now + delay);
        if (probe != null) {
            probe.message(target, message, BatchProbe.SENT);
        }
    }

    /** Posts a message due at {@code due} on the owner's clock. */
    public void post(long target, Object message, double due) {
        long order = posted++;
        if (due <= now) {
            queue.add(target, message, due, order);
        } else if (run.isEmpty() || due >= run.lastDue()) {
            run.add(target, message, due, order);
        } else {
            heap.add(target, message, due, order);
        }
    }

    /** A tool watches the batch's messages from now on (null: none): told of every message posted, delivered and dropped. */
    public void watch(BatchProbe probe) {
        this.probe = probe;
    }

    /** The tool that watches the messages, or null. */
    public BatchProbe probe() {
        return probe;
    }

    /**
     * The owner's clock moved on to {@code clock} (a tick began): what is sent from now on counts its
     * delay from it, whether or not the tick delivers.
     */
    public void advance(double clock) {
        now = clock;
    }

    /**
     * Starts a delivery at {@code clock}: the messages due by it, posted before now. On a parallel
     * tick's chunk, what the chunk held for this mailbox is posted first, as the sequential tick would
     * have posted it by now.
     */
    public void open(double clock) {
        HeldSends held = HeldSends.working();
        if (held != null) {
            held.postTo(this);
        }
        now = clock;
        postedBefore = posted;
        queue.openBurst();
        run.openBurst();
    }

    /** Moves to the next message of the delivery; false when there is none. */
    public boolean next() {
        while (true) {
            MessageQueue q = queue;
            if (q.inBurst()) {
                target = q.firstTarget();
                message = q.firstMessage();
                q.removeFirst();
                return true;
            }
            MessageQueue r = run;
            if (r.inBurst()) {
                target = r.firstTarget();
                message = r.firstMessage();
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
     * is taken at once; of the two queues', every message that comes before the other sources' first
     * becomes a burst, taken without comparing (a tick's mail is one burst, and so is each constant
     * delay's).
     *
     * @return {@link #BURST}, {@link #TAKEN} (the heap's: the current message), or {@link #NONE_LEFT}
     */
    private int plan() {
        MessageQueue q = queue;
        MessageQueue r = run;
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
            runDue = r.firstDue();
            runOrder = r.firstOrder();
        }
        double heapFirstDue = Double.POSITIVE_INFINITY;
        long heapFirstOrder = Long.MAX_VALUE;
        boolean delayed = heap.ready(now, postedBefore);
        if (delayed) {
            heapFirstDue = heap.firstDue();
            heapFirstOrder = heap.firstOrder();
        }
        if (queueOrder != Long.MAX_VALUE && DelayHeap.before(queueDue, queueOrder, runDue, runOrder)
                && DelayHeap.before(queueDue, queueOrder, heapFirstDue, heapFirstOrder)) {
            boolean runFirst = DelayHeap.before(runDue, runOrder, heapFirstDue, heapFirstOrder);
            q.burstAheadOf(now, postedBefore, runFirst ? runDue : heapFirstDue,
                    runFirst ? runOrder : heapFirstOrder);
            return BURST;
        }
        if (runOrder != Long.MAX_VALUE && DelayHeap.before(runDue, runOrder, heapFirstDue, heapFirstOrder)) {
            boolean queueFirst = DelayHeap.before(queueDue, queueOrder, heapFirstDue, heapFirstOrder);
            r.burstAheadOf(now, postedBefore, queueFirst ? queueDue : heapFirstDue,
                    queueFirst ? queueOrder : heapFirstOrder);
            return BURST;
        }
        if (!delayed) {
            return NONE_LEFT;
        }
        target = heap.firstTarget();
        message = heap.firstMessage();
        heap.removeTop();
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
        return queue.live() + run.live() + heap.size();
    }

    /**
     * What waits, in the order a delivery would take it (due time, then post order): for a save. The
     * arrays are new, each {@link #size} long.
     */
    public Waiting waiting() {
        return waiting(null);
    }

    /**
     * {@link #waiting()} of the messages for the receivers {@code receiver} names alone (broadcasts
     * excluded; null: every message): filtered before they are sorted, so that a travel of a few entities
     * sorts only theirs.
     */
    public Waiting waiting(java.util.function.LongPredicate receiver) {
        Waiting w;
        if (receiver == null) {
            Copy c = copyTo(null);
            w = new Waiting(c.queue.size + c.run.size + c.heap.size);
            int at = 0;
            at = w.append(at, c.queue);
            at = w.append(at, c.run);
            w.append(at, c.heap);
        } else {
            Entries picked = new Entries();
            queue.copyMatching(receiver, picked);
            run.copyMatching(receiver, picked);
            heap.copyMatching(receiver, picked);
            w = new Waiting(picked.size);
            w.append(0, picked);
        }
        w.sort();
        return w;
    }

    /** Waiting messages in delivery order. */
    public static final class Waiting {
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

        private int append(int at, Entries e) {
            if (e.size == 0) {
                return at;
            }
            System.arraycopy(e.target, 0, target, at, e.size);
            System.arraycopy(e.message, 0, message, at, e.size);
            System.arraycopy(e.due, 0, due, at, e.size);
            System.arraycopy(e.order, 0, order, at, e.size);
            return at + e.size;
        }

        /** Sorts by (due, order): post orders are unique, so the order is total. */
        private void sort() {
            Entries.sortBy(target.length, target, message, due, order);
        }
    }

    /**
     * Takes out the waiting messages for the receivers {@code leaving} names (entities that left with a
     * travel, their messages with them): not dropped, not counted; the others wait as they did, in the
     * same order. Outside work only.
     */
    public void takeOut(java.util.function.LongPredicate leaving) {
        Entries any = new Entries();
        queue.copyMatching(leaving, any);
        run.copyMatching(leaving, any);
        heap.copyMatching(leaving, any);
        if (any.size == 0) {
            // Nothing waits for them (a creature handed off usually has no mail): nothing to copy.
            postedBefore = posted;
            return;
        }
        Copy c = copyTo(null);
        c.queue.keep(leaving);
        c.run.keep(leaving);
        if (c.heap.keep(leaving)) {
            // The heap's array is a heap; sorted by (due, order), what is left is one again.
            c.heap.sort();
        }
        queue.restore(c.queue.size, c.queue.target, c.queue.message, c.queue.due, c.queue.order);
        run.restore(c.run.size, c.run.target, c.run.message, c.run.due, c.run.order);
        heap.restore(c.heap.size, c.heap.target, c.heap.message, c.heap.due, c.heap.order);
        postedBefore = posted;
    }

    /**
     * A load: nothing waits, the clock is {@code clock} and {@code dropped} messages were dropped before;
     * the caller then posts the saved messages in their delivery order.
     */
    public void load(double clock, long dropped) {
        queue.restore(0, null, null, null, null);
        run.restore(0, null, null, null, null);
        heap.restore(0, null, null, null, null);
        now = clock;
        postedBefore = posted;
        target = 0;
        message = null;
        this.dropped = dropped;
    }

    /**
     * The mailbox's part of a snapshot: what waits (the queues from their heads, the heap as it is), the
     * counters and the dropped count. The message objects are shared, not copied.
     */
    public static final class Copy {
        final Entries queue = new Entries();
        final Entries run = new Entries();
        final Entries heap = new Entries();
        long posted;
        double now;
        long dropped;

        /** The same messages waiting, in the same places and order (messages compared with equals), and counters. */
        public boolean matches(Copy other) {
            return posted == other.posted && now == other.now && dropped == other.dropped
                    && queue.same(other.queue) && run.same(other.run) && heap.same(other.heap);
        }
    }

    /** One store's waiting messages as copied: entry {@code k} is {@code target[k]}, {@code message[k]}, .... */
    static final class Entries {
        int size;
        long[] target;
        Object[] message;
        double[] due;
        long[] order;

        /**
         * Makes room for {@code size} entries of a store whose arrays are {@code capacity} long, reusing
         * these arrays when large enough; the message slots past {@code size} that held one are cleared
         * once the caller has copied, by {@link #trim}.
         */
        void ensure(int size, int capacity) {
            if (target == null || target.length < size) {
                target = new long[capacity];
                message = new Object[capacity];
                due = new double[capacity];
                order = new long[capacity];
            }
        }

        /** Now holds {@code size} entries: no message object is kept past them. */
        void trim(int size) {
            Arrays.fill(message, size, Math.max(size, this.size), null);
            this.size = size;
        }

        /**
         * Keeps the entries whose receiver {@code leaving} does not name, in their order; returns whether
         * any went.
         */
        boolean keep(java.util.function.LongPredicate leaving) {
            int n = 0;
            for (int k = 0; k < size; k++) {
                if (target[k] == EVERYONE || !leaving.test(target[k])) {
                    target[n] = target[k];
                    message[n] = message[k];
                    due[n] = due[k];
                    order[n] = order[k];
                    n++;
                }
            }
            boolean went = n < size;
            trim(n);
            return went;
        }

        /** Sorts the entries by (due, order). */
        void sort() {
            sortBy(size, target, message, due, order);
        }

        /** Adds an entry at the end, the arrays growing as needed. */
        void add(long t, Object m, double d, long o) {
            if (target == null || size == target.length) {
                int grown = target == null ? 8 : size * 2;
                target = target == null ? new long[grown] : Arrays.copyOf(target, grown);
                message = message == null ? new Object[grown] : Arrays.copyOf(message, grown);
                due = due == null ? new double[grown] : Arrays.copyOf(due, grown);
                order = order == null ? new long[grown] : Arrays.copyOf(order, grown);
            }
            target[size] = t;
            message[size] = m;
            due[size] = d;
            order[size] = o;
            size++;
        }

        /**
         * Sorts the first {@code n} entries by (due, order), unique per message, so the order is total: by
         * a permutation of primitive indices, its keys compared as {@link DelayHeap#before} does.
         */
        static void sortBy(int n, long[] target, Object[] message, double[] due, long[] order) {
            if (n < 2) {
                return;
            }
            long[] by = new long[n];
            for (int k = 0; k < n; k++) {
                by[k] = k;
            }
            sortRange(by, 0, n, due, order);
            long[] t = Arrays.copyOf(target, n);
            Object[] m = Arrays.copyOf(message, n);
            double[] d = Arrays.copyOf(due, n);
            long[] o = Arrays.copyOf(order, n);
            for (int k = 0; k < n; k++) {
                int from = (int) by[k];
                target[k] = t[from];
                message[k] = m[from];
                due[k] = d[from];
                order[k] = o[from];
            }
        }

        /** A merge sort of the indices {@code by[lo, hi)} by (due, order): stable, no boxing. */
        private static void sortRange(long[] by, int lo, int hi, double[] due, long[] order) {
            long[] scratch = new long[hi - lo];
            for (int width = 1; width < hi - lo; width *= 2) {
                for (int left = lo; left < hi - width; left += 2 * width) {
                    int mid = left + width;
                    int right = Math.min(left + 2 * width, hi);
                    int i = left;
                    int j = mid;
                    int k = 0;
                    while (i < mid && j < right) {
                        int a = (int) by[i];
                        int b = (int) by[j];
                        scratch[k++] = DelayHeap.before(due[b], order[b], due[a], order[a]) ? by[j++] : by[i++];
                    }
                    while (i < mid) {
                        scratch[k++] = by[i++];
                    }
                    while (j < right) {
                        scratch[k++] = by[j++];
                    }
                    System.arraycopy(scratch, 0, by, left, k);
                }
            }
        }

        boolean same(Entries other) {
            if (size != other.size) {
                return false;
            }
            for (int k = 0; k < size; k++) {
                if (target[k] != other.target[k] || due[k] != other.due[k] || order[k] != other.order[k]
                        || !java.util.Objects.equals(message[k], other.message[k])) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Copies what waits into {@code into} (a new copy when null), reusing its arrays where large enough. */
    public Copy copyTo(Copy into) {
        Copy c = into == null ? new Copy() : into;
        int queued = queue.live();
        c.queue.ensure(queued, queue.capacity());
        queue.copyInto(c.queue.target, c.queue.message, c.queue.due, c.queue.order);
        c.queue.trim(queued);
        int running = run.live();
        c.run.ensure(running, run.capacity());
        run.copyInto(c.run.target, c.run.message, c.run.due, c.run.order);
        c.run.trim(running);
        c.heap.ensure(heap.size(), heap.capacity());
        heap.copyInto(c.heap.target, c.heap.message, c.heap.due, c.heap.order);
        c.heap.trim(heap.size());
        c.posted = posted;
        c.now = now;
        c.dropped = dropped;
        return c;
    }

    /** Puts back what {@link #copyTo} copied: the same messages waiting, in the same order. */
    public void restore(Copy c) {
        queue.restore(c.queue.size, c.queue.target, c.queue.message, c.queue.due, c.queue.order);
        run.restore(c.run.size, c.run.target, c.run.message, c.run.due, c.run.order);
        heap.restore(c.heap.size, c.heap.target, c.heap.message, c.heap.due, c.heap.order);
        posted = c.posted;
        now = c.now;
        postedBefore = posted;
        target = 0;
        message = null;
        dropped = c.dropped;
    }
}
