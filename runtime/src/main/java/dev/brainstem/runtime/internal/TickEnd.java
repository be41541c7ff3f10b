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
        report.clear();
        HandlerException own = null;
        // The calling thread's lane first: in a parallel tick it holds the messages' delivery, which came
        // before the chunks' updates.
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
        int seen = main.failureCount();
        int applied = 0;
        ChangeQueue queue = main.changes();
        try {
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
            for (; applied < queue.size(); applied++) {
                int mark = main.transitionCount();
                try {
                    changes.apply(queue, applied);
                } catch (IllegalArgumentException refused) {
                    report.note(refused, FailureReport.REFUSED);
                }
                for (; seen < main.failureCount(); seen++) {
                    report.note(main.failure(seen), FailureReport.HANDLER);
                }
                books.count(main);
                tell(main, mark);
            }
        } catch (Error | RuntimeException abrupt) {
            // An Error from a listener or from a handler of a change: the changes not yet applied are
            // dropped, and the books made whole again.
            abort(chunks, count, applied + 1, true);
            throw abrupt;
        } finally {
            phase.workEnds();
        }
        try {
            report.report(observers.errorHandler(), own, phase);
        } finally {
            for (int c = 0; c < count; c++) {
                chunks[c].clear();
            }
            main.clear();
            report.clear();
        }
    }

    /**
     * After an {@code Error} cut the work short: the changes not applied (the calling lane's from
     * {@code from}, and the chunks' unless they were {@code merged} into it) are abandoned, every lane
     * cleared, and every entity back in exactly its state's membership with the counts recounted.
     */
    public void abort(Lane[] chunks, int count, int from, boolean merged) {
        try {
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
        } finally {
            phase.workEnds();
        }
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
