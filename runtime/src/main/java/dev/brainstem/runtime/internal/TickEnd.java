package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.HandlerException;

/**
 * The commit of a tick (or of a call from outside), on the calling thread, in sequential order:
 * <ol>
 * <li>the changes the handlers queued join the queue, in order;</li>
 * <li>the transitions are counted and told to the listener, in order; a listener's exception is its
 *     own, and the remaining calls are still made; changes the listener asks for join the queue;</li>
 * <li>the queued changes are applied in order, each one's transitions told right after it; changes
 *     their handlers ask for join the end of the queue;</li>
 * <li>what went wrong goes to the {@link FailureReport}.</li>
 * </ol>
 * After an {@code Error} the changes not yet applied are abandoned and the books rebuilt ({@link #abort}).
 */
public final class TickEnd {
    private final Books books;
    private final Changes changes;
    private final Observers observers;
    private final Phase phase;
    private final Lane main;
    private final FailureReport report = new FailureReport();
    /** The commit under way's chunks (null for none) and how many, from {@link #takeIn} to {@link #report}. */
    private Lane[] chunks;
    private int count;
    /** An outside call's own failure, thrown to it. */
    private HandlerException own;
    /** How many of the calling lane's failures are noted. */
    private int seen;
    /** What the probe threw while held sends were posted ahead of the commit ({@link #postHeld}); usually null. */
    private java.util.List<RuntimeException> postedEarly;

    public TickEnd(Books books, Changes changes, Observers observers, Phase phase, Lane main) {
        this.books = books;
        this.changes = changes;
        this.observers = observers;
        this.phase = phase;
        this.main = main;
    }

    /** The same commit with books of its own: for a call from the error handler, while this one reports. */
    public TickEnd another() {
        return new TickEnd(books, changes, observers, phase, main);
    }

    public void finish(Lane[] chunks, int count, boolean outside) {
        takeIn(chunks, count, outside);
        int applied = 0;
        ChangeQueue queue = main.changes();
        try {
            takeInChanges();
            for (; applied < queue.size(); applied++) {
                int mark = main.transitionCount();
                try {
                    changes.apply(queue, applied);
                } catch (IllegalArgumentException refused) {
                    refused(refused);
                }
                catchUp(mark);
            }
        } catch (Error | RuntimeException abrupt) {
            // An Error from a listener or from a handler of a change: the changes not yet applied are
            // dropped, and the books made whole again.
            abort(chunks, count, applied + 1, true);
            throw abrupt;
        } finally {
            phase.workEnds();
        }
        report();
    }

    // The commit's steps, which a machine of orthogonal regions (LinkedRegions) takes region by region.

    /**
     * The first step: the failures of the work (the calling thread's lane first: in a parallel tick it
     * holds the messages' delivery, which came before the chunks' updates); an outside call's own is the
     * first of its lane. Allocates nothing.
     */
    void takeIn(Lane[] chunks, int count, boolean outside) {
        report.clear();
        this.chunks = chunks;
        this.count = count;
        own = null;
        if (outside) {
            own = main.failureCount() > 0 ? main.failure(0) : null;
        } else {
            for (int k = 0; k < main.failureCount(); k++) {
                report.note(main.failure(k), FailureReport.HANDLER);
            }
        }
        for (int c = 0; c < count; c++) {
            for (int k = 0; k < chunks[c].failureCount(); k++) {
                report.note(chunks[c].failure(k), FailureReport.HANDLER);
            }
        }
        seen = main.failureCount();
        if (postedEarly != null) {
            for (RuntimeException thrown : postedEarly) {
                report.note(thrown, FailureReport.OWN);
            }
            postedEarly = null;
        }
    }

    /**
     * A machine of orthogonal regions: the sends this region's parallel chunks held, posted as soon as its
     * decisions end, before the next region's work, where the sequential tick posted them: a later region's
     * handlers may send to the same mailboxes. What a probe throws meanwhile is reported with the commit.
     */
    void postHeld(Lane[] chunks, int count) {
        for (int c = 0; c < count; c++) {
            while (true) {
                try {
                    chunks[c].held().postAll();
                    break;
                } catch (RuntimeException thrown) {
                    if (postedEarly == null) {
                        postedEarly = new java.util.ArrayList<RuntimeException>();
                    }
                    postedEarly.add(thrown);
                }
            }
        }
    }

    /**
     * The second step: the chunks' changes join the queue, their sends are posted, every transition is
     * counted, then told to the listener in order. May end abruptly (an Error from a listener).
     */
    void takeInChanges() {
        ChangeQueue queue = main.changes();
        for (int c = 0; c < count; c++) {
            queue.addAll(chunks[c].changes());
        }
        // Messages sent by the chunks' handlers, posted as a sequential tick would have posted them;
        // inside the try, so that an Error while posting ends the work as one from a listener does.
        for (int c = 0; c < count; c++) {
            post(chunks[c].held());
        }
        // Every transition counted before any listener runs: a listener that throws an Error
        // leaves the counts right.
        for (int c = 0; c < count; c++) {
            books.count(chunks[c]);
        }
        books.count(main);
        tell(main, 0);
        for (int c = 0; c < count; c++) {
            tell(chunks[c], 0);
        }
    }

    /** The queue of changes the commit applies. */
    ChangeQueue queue() {
        return main.changes();
    }

    /** Where the calling thread's lane's transitions stand, before a change is applied. */
    int mark() {
        return main.transitionCount();
    }

    /** A queued change was refused (a stale handle, say): reported, after the handlers' failures. */
    void refused(IllegalArgumentException refused) {
        report.note(refused, FailureReport.REFUSED);
    }

    /** After a change: its handlers' failures noted, its transitions since {@code mark} counted and told. */
    void catchUp(int mark) {
        for (; seen < main.failureCount(); seen++) {
            report.note(main.failure(seen), FailureReport.HANDLER);
        }
        books.count(main);
        tell(main, mark);
    }

    /** The last step, once the work has ended: what went wrong reported (see {@link FailureReport#report}). */
    void report() {
        try {
            report.report(observers.errorHandler(), own, phase);
        } finally {
            for (int c = 0; c < count; c++) {
                chunks[c].clear();
            }
            main.clear();
            report.clear();
            chunks = null;
            count = 0;
        }
    }

    /**
     * After an {@code Error} cut the work short: the changes not applied (the calling lane's from
     * {@code from}, and the chunks' unless they were {@code merged} into it) are abandoned, every lane
     * cleared, and every entity back in exactly its state's membership with the counts recounted.
     */
    public void abort(Lane[] chunks, int count, int from, boolean merged) {
        try {
            abandon(chunks, count, from, merged);
        } finally {
            phase.workEnds();
        }
    }

    /** {@link #abort} but the work goes on: a region of a machine of regions, whose other regions still commit. */
    void abandon(Lane[] chunks, int count, int from, boolean merged) {
        ChangeQueue queue = main.changes();
        for (int k = from; k < queue.size(); k++) {
            changes.abandon(queue, k);
        }
        for (int c = 0; c < count; c++) {
            if (!merged) {
                for (int k = 0; k < chunks[c].changes().size(); k++) {
                    changes.abandon(chunks[c].changes(), k);
                }
            }
            chunks[c].clear();
        }
        main.clear();
        books.rebuild();
        this.chunks = null;
        this.count = 0;
        postedEarly = null;
    }

    /**
     * Posts {@code held}'s sends; what the probe told of a send throws is reported as the listener's
     * exceptions are (see {@link dev.brainstem.runtime.BatchProbe}), and the remaining sends still posted.
     */
    private void post(HeldSends held) {
        while (true) {
            try {
                held.postAll();
                return;
            } catch (RuntimeException thrown) {
                report.note(thrown, FailureReport.OWN);
            }
        }
    }

    /** Tells the listener of the transitions {@code lane} recorded from {@code from} on. */
    private void tell(Lane lane, int from) {
        for (int k = from; k < lane.transitionCount(); k += 4) {
            if (observers.listening()) {
                try {
                    observers.tell(books.slots().handleOf(lane.transitionPart(k)), lane.transitionPart(k + 1),
                            lane.transitionPart(k + 2), lane.transitionPart(k + 3));
                } catch (RuntimeException thrown) {
                    report.note(thrown, FailureReport.OWN);
                }
            }
        }
    }
}
