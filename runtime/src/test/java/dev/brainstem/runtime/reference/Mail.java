package dev.brainstem.runtime.reference;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The messages waiting for a {@link Batch}'s entities or a one-entity {@link Entity}, as docs/semantics.md's
 * "Message delivery" has them, written plainly: a list of letters, each with its target, its due time and its
 * number in send order.
 *
 * <ul>
 * <li>A send is due at the clock of the last delivery opened (0 before the first) plus its delay: a
 *     batch or a machine opens a delivery at every tick (update), after adding the tick's dt to its clock.
 * <li>A delivery ({@link #open}) takes, one at a time ({@link #next}), the letters due by its clock that
 *     were sent before it opened, by due time, then send order. A letter sent meanwhile waits for the
 *     next delivery, also when it is due.
 * </ul>
 */
public final class Mail {
    /** The target of a broadcast: every entity of the batch present at delivery. */
    public static final long EVERYONE = -1;

    /** One message on its way. */
    public record Letter(long target, Object message, double due, long order) {}

    private static final Comparator<Letter> BY_DUE = Comparator.comparingDouble(Letter::due)
            .thenComparingLong(Letter::order);

    private final List<Letter> waiting = new ArrayList<>();
    private long sent;
    private double now;
    private long sentBefore;
    private long dropped;
    private long delivered;

    /** Posts {@code message} for {@code target}, due {@code delay} seconds after the last delivery's clock. */
    public void send(long target, Object message, float delay) {
        waiting.add(new Letter(target, message, now + delay, sent++));
    }

    /** Opens a delivery at {@code clock}: the letters due by it and sent before now. */
    public void open(double clock) {
        now = clock;
        sentBefore = sent;
    }

    /** The next letter of the delivery, taken out of the mail; null when there is none. */
    public Letter next() {
        Letter first = null;
        for (Letter l : waiting) {
            if (l.due() <= now && l.order() < sentBefore && (first == null || BY_DUE.compare(l, first) < 0)) {
                first = l;
            }
        }
        if (first != null) {
            waiting.remove(first);
        }
        return first;
    }

    /**
     * The letters for the targets {@code travelling} accepts (never a broadcast), in the order a delivery
     * takes them (due time, then send order); taken out of the mail when {@code take}, not counted as
     * dropped (issue 45: they travel with their entities).
     */
    List<Letter> addressedTo(java.util.function.LongPredicate travelling, boolean take) {
        List<Letter> found = new ArrayList<>();
        for (Letter l : waiting) {
            if (l.target() != EVERYONE && travelling.test(l.target())) {
                found.add(l);
            }
        }
        found.sort(BY_DUE);
        if (take) {
            waiting.removeAll(found);
        }
        return found;
    }

    /**
     * Posts a letter that travelled (issue 45): due {@code remaining} seconds after the last delivery's
     * clock, sent after every letter posted here so far.
     */
    void arrive(long target, Object message, double remaining) {
        waiting.add(new Letter(target, message, now + remaining, sent++));
    }

    /** Nothing took a letter's message (for an entity: once per receiver). */
    public void drop() {
        dropped++;
    }

    /** A handler took a message (for a broadcast: once per receiver). */
    void delivered() {
        delivered++;
    }

    /** A copy of the letters waiting, the order and clock they are sent by, and the dropped count: for a snapshot. */
    Mail copy() {
        Mail copy = new Mail();
        copy.restore(this);
        return copy;
    }

    /** Puts back what {@code from} holds ({@link #copy}). */
    void restore(Mail from) {
        waiting.clear();
        waiting.addAll(from.waiting);
        sent = from.sent;
        now = from.now;
        sentBefore = from.sentBefore;
        dropped = from.dropped;
        delivered = from.delivered;
    }

    /** How many messages were dropped: {@code droppedMessages()}. */
    public long dropped() {
        return dropped;
    }

    /** How many messages a handler took (statistics; the generated code does not count them). */
    public long deliveredCount() {
        return delivered;
    }

    /** How many letters were sent (a broadcast is one). */
    public long sentCount() {
        return sent;
    }

    /** Whether a broadcast waits (issue 45: it does not travel, so a leaver misses it). */
    public boolean holdsBroadcast() {
        return waiting.stream().anyMatch(l -> l.target() == EVERYONE);
    }

    /** How many letters wait, delayed ones included. */
    public int size() {
        return waiting.size();
    }

    /** The clock of the last delivery opened. */
    public double now() {
        return now;
    }
}
