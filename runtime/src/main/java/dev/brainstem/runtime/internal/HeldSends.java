package dev.brainstem.runtime.internal;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The sends made on one chunk's thread during a parallel tick, held so that they are posted in the
 * sequential tick's order: when the tick ends, or, for one mailbox, when a delivery of that mailbox
 * opens on the chunk's thread (a handler that updates the one-entity machine it owns). Each chunk's
 * lane has one; the thread that runs a chunk marks it as its own for the chunk's length.
 */
public final class HeldSends {
    /** What a held send is posted to: a mailbox, taking the delay from its own clock at posting. */
    public interface Postbox {
        void postAfter(long target, Object message, float delay);
    }

    /** The held sends of the chunk running on this thread, of whatever batch; null elsewhere. */
    private static final ThreadLocal<HeldSends> WORKING = new ThreadLocal<HeldSends>();
    /** How many threads run a chunk now. */
    private static final AtomicInteger WORKERS = new AtomicInteger();

    private Postbox[] boxes = new Postbox[0];
    private long[] targets = new long[0];
    private Object[] messages = new Object[0];
    private float[] delays = new float[0];
    private int count;
    /** The first held send {@link #postAll} has not posted yet. */
    private int posted;

    /** The held sends of the chunk that runs on this thread, or null. */
    public static HeldSends working() {
        // Sends outside parallel ticks (almost all of them) skip the thread-local look-up: a thread that
        // runs a chunk counted itself in before running it, so it never reads 0 here.
        return WORKERS.get() == 0 ? null : WORKING.get();
    }

    /** Marks {@code held} as the sends of the chunk that runs on this thread (null: none); returns the one before. */
    public static HeldSends work(HeldSends held) {
        HeldSends outer = WORKING.get();
        if (outer == null && held != null) {
            WORKERS.incrementAndGet();
        }
        WORKING.set(held);
        if (outer != null && held == null) {
            WORKERS.decrementAndGet();
        }
        return outer;
    }

    public void hold(Postbox box, long target, Object message, float delay) {
        if (count == boxes.length) {
            int size = Math.max(8, count * 2);
            boxes = Arrays.copyOf(boxes, size);
            targets = Arrays.copyOf(targets, size);
            messages = Arrays.copyOf(messages, size);
            delays = Arrays.copyOf(delays, size);
        }
        boxes[count] = box;
        targets[count] = target;
        messages[count] = message;
        delays[count] = delay;
        count++;
    }

    /**
     * Posts every held send, in the order they were made. If posting one throws (a probe told of it), the
     * sends before it and that one are posted, and a second call posts the rest.
     */
    public void postAll() {
        while (posted < count) {
            int k = posted++;
            boxes[k].postAfter(targets[k], messages[k], delays[k]);
        }
        clear();
    }

    /** Posts the sends held for {@code box}, in order; the others stay held. */
    public void postTo(Postbox box) {
        int kept = 0;
        for (int k = 0; k < count; k++) {
            if (boxes[k] == box) {
                box.postAfter(targets[k], messages[k], delays[k]);
            } else {
                boxes[kept] = boxes[k];
                targets[kept] = targets[k];
                messages[kept] = messages[k];
                delays[kept] = delays[k];
                kept++;
            }
        }
        Arrays.fill(boxes, kept, count, null);
        Arrays.fill(messages, kept, count, null);
        count = kept;
    }

    public void clear() {
        if (count > 0) {
            Arrays.fill(boxes, 0, count, null);
            Arrays.fill(messages, 0, count, null);
            count = 0;
        }
        posted = 0;
    }
}
