package dev.brainstem.runtime;

/**
 * Takes in what a tick (or a call from outside) recorded, on the calling thread, in sequential order:
 * <ol>
 * <li>the changes the handlers queued join the queue, in order;</li>
 * <li>the transitions are counted and told to the listener, in order; a listener's exception is its
 *     own, and the remaining calls are still made; changes the listener asks for join the queue;</li>
 * <li>the queued changes are applied in order, each one's transitions told right after it; changes
 *     their handlers ask for join the end of the queue;</li>
 * <li>the handlers' exceptions, in order: each to the error handler, or the first thrown as a
 *     {@link HandlerException} with everything else that went wrong suppressed in it; else the first
 *     listener's or error handler's exception; else the first refused change.</li>
 * </ol>
 * A call from outside a tick ({@code add}, {@code transitionTo}) throws its first failure to the caller
 * whether or not an error handler is set.
 */
final class TickEnd {
    /** Reused from one tick to the next: a tick without problems allocates nothing. */
    private final Problems problems = new Problems();

    void finish(AbstractBatch<?> batch, Lane[] chunks, int count, boolean outside) {
        Lane main = batch.lane;
        problems.clear();
        batch.ticking = true;
        int applied = 0;
        try {
            for (int c = 0; c < count; c++) {
                main.queueAll(chunks[c]);
            }
            // Every transition counted before any listener runs: a listener that throws an Error
            // leaves the counts right.
            for (int c = 0; c < count; c++) {
                count(batch, chunks[c], 0);
            }
            count(batch, main, 0);
            for (int c = 0; c < count; c++) {
                tell(batch, chunks[c], 0, problems);
            }
            tell(batch, main, 0, problems);
            for (; applied < main.opCount; applied++) {
                int k = applied;
                int mark = main.transitionCount;
                try {
                    batch.apply(main.ops[k * 2], main.opHandles[k], main.ops[k * 2 + 1], main.opEntities[k]);
                } catch (IllegalArgumentException refused) {
                    problems.refused(refused);
                }
                count(batch, main, mark);
                tell(batch, main, mark, problems);
            }
        } catch (Error | RuntimeException abrupt) {
            // An Error from a listener or from a handler of a change: the changes not yet applied are
            // dropped, and the books made whole again.
            for (int k = applied + 1; k < main.opCount; k++) {
                batch.abandon(main.ops[k * 2], main.opHandles[k]);
            }
            for (int c = 0; c < count; c++) {
                chunks[c].clear();
            }
            main.clear();
            batch.members.rebuild(batch.slots);
            batch.recount();
            throw abrupt;
        } finally {
            batch.ticking = false;
        }
        try {
            report(batch, chunks, count, outside, problems);
        } finally {
            for (int c = 0; c < count; c++) {
                chunks[c].clear();
            }
            main.clear();
        }
    }

    /** Counts the transitions {@code lane} recorded from {@code from} on, and those it only counted. */
    private static void count(AbstractBatch<?> batch, Lane lane, int from) {
        if (lane.moved) {
            for (int s = 0; s < lane.moves.length; s++) {
                batch.counts[s] += lane.moves[s];
                lane.moves[s] = 0;
            }
            lane.moved = false;
        }
        int[] t = lane.transitions;
        for (int k = from; k < lane.transitionCount; k += 4) {
            batch.counts[t[k + 1]]--;
            batch.counts[t[k + 2]]++;
        }
    }

    /** Tells the listener of the transitions {@code lane} recorded from {@code from} on. */
    private static void tell(AbstractBatch<?> batch, Lane lane, int from, Problems problems) {
        int[] t = lane.transitions;
        for (int k = from; k < lane.transitionCount; k += 4) {
            if (batch.listener != null) {
                try {
                    batch.tell(t[k], t[k + 1], t[k + 2], t[k + 3]);
                } catch (RuntimeException thrown) {
                    problems.own(thrown);
                }
            }
        }
    }

    private static void report(AbstractBatch<?> batch, Lane[] chunks, int count, boolean outside,
            Problems problems) {
        HandlerException first = null;
        for (int c = 0; c <= count; c++) {
            Lane from = c < count ? chunks[c] : batch.lane;
            for (int k = 0; k < from.failureCount; k++) {
                HandlerException failure = from.failures[k];
                if (batch.errorHandler != null && !outside) {
                    try {
                        batch.errorHandler.onError(failure);
                    } catch (RuntimeException thrown) {
                        problems.own(thrown);
                    }
                } else if (first == null) {
                    first = failure;
                } else {
                    first.addSuppressed(failure);
                }
            }
        }
        RuntimeException thrown = first != null ? first : problems.first();
        if (thrown == null) {
            return;
        }
        problems.suppressInto(thrown);
        throw thrown;
    }

    /** The listener's and error handler's own exceptions, and refused changes, in order. */
    private static final class Problems {
        private RuntimeException own;
        private IllegalArgumentException refused;
        private java.util.List<RuntimeException> all;

        void clear() {
            own = null;
            refused = null;
            all = null;
        }

        void own(RuntimeException e) {
            if (own == null) {
                own = e;
            }
            add(e);
        }

        void refused(IllegalArgumentException e) {
            if (refused == null) {
                refused = e;
            }
            add(e);
        }

        private void add(RuntimeException e) {
            if (all == null) {
                all = new java.util.ArrayList<RuntimeException>();
            }
            all.add(e);
        }

        RuntimeException first() {
            return own != null ? own : refused;
        }

        void suppressInto(RuntimeException thrown) {
            if (all != null) {
                for (RuntimeException e : all) {
                    if (e != thrown) {
                        thrown.addSuppressed(e);
                    }
                }
            }
        }
    }
}
