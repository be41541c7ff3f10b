package dev.brainstem.runtime;

import java.util.ArrayList;
import java.util.List;

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
 * A call from outside a tick ({@code add}, {@code transitionTo}) throws its own handler's failure to the
 * caller whether or not an error handler is set; the failures of the changes its handlers asked for are
 * reported as a tick's are.
 */
final class TickEnd {
    private static final int HANDLER = 0;
    private static final int OWN = 1;
    private static final int REFUSED = 2;

    /** What went wrong, in the order it happened, and what kind each is. Reused: no allocation when empty. */
    private final List<RuntimeException> log = new ArrayList<RuntimeException>();
    private final List<Integer> kinds = new ArrayList<Integer>();
    private final List<RuntimeException> rest = new ArrayList<RuntimeException>();
    private final List<Integer> restKinds = new ArrayList<Integer>();
    /**
     * While the error handler runs. It may change the batch as game code outside a tick does (an add
     * or transitionTo then ends with a TickEnd of its own), but it may not tick.
     */
    boolean reporting;

    void finish(AbstractBatch<?> batch, Lane[] chunks, int count, boolean outside) {
        Lane main = batch.lane;
        log.clear();
        kinds.clear();
        HandlerException own = null;
        // The calling thread's lane first: in a parallel tick it holds the messages' delivery, which came
        // before the chunks' updates.
        if (outside) {
            own = main.failureCount > 0 ? main.failures[0] : null;
        } else {
            for (int k = 0; k < main.failureCount; k++) {
                note(main.failures[k], HANDLER);
            }
        }
        for (int c = 0; c < count; c++) {
            for (int k = 0; k < chunks[c].failureCount; k++) {
                note(chunks[c].failures[k], HANDLER);
            }
        }
        // Messages sent by the chunks' handlers, posted as a sequential tick would have posted them.
        for (int c = 0; c < count; c++) {
            chunks[c].postHeld();
        }
        int seen = main.failureCount;
        batch.ticking = true;
        int applied = 0;
        try {
            for (int c = 0; c < count; c++) {
                main.queueAll(chunks[c]);
            }
            // Every transition counted before any listener runs: a listener that throws an Error
            // leaves the counts right.
            for (int c = 0; c < count; c++) {
                count(batch, chunks[c]);
            }
            count(batch, main);
            tell(batch, main, 0);
            for (int c = 0; c < count; c++) {
                tell(batch, chunks[c], 0);
            }
            for (; applied < main.opCount; applied++) {
                int k = applied;
                int mark = main.transitionCount;
                try {
                    batch.apply(main.ops[k * 2], main.opHandles[k], main.ops[k * 2 + 1], main.opEntities[k]);
                } catch (IllegalArgumentException refused) {
                    note(refused, REFUSED);
                }
                for (; seen < main.failureCount; seen++) {
                    note(main.failures[seen], HANDLER);
                }
                count(batch, main);
                tell(batch, main, mark);
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
            report(batch, own);
        } finally {
            for (int c = 0; c < count; c++) {
                chunks[c].clear();
            }
            main.clear();
            log.clear();
            kinds.clear();
            rest.clear();
            restKinds.clear();
        }
    }

    private void note(RuntimeException e, int kind) {
        log.add(e);
        kinds.add(kind);
    }

    /** Takes in the moves between states that {@code lane} counted. */
    private static void count(AbstractBatch<?> batch, Lane lane) {
        if (lane.moved) {
            for (int s = 0; s < lane.moves.length; s++) {
                batch.counts[s] += lane.moves[s];
                lane.moves[s] = 0;
            }
            lane.moved = false;
        }
    }

    /** Tells the listener of the transitions {@code lane} recorded from {@code from} on. */
    private void tell(AbstractBatch<?> batch, Lane lane, int from) {
        int[] t = lane.transitions;
        for (int k = from; k < lane.transitionCount; k += 4) {
            if (batch.listener != null) {
                try {
                    batch.tell(t[k], t[k + 1], t[k + 2], t[k + 3]);
                } catch (RuntimeException thrown) {
                    note(thrown, OWN);
                }
            }
        }
    }

    /**
     * The handlers' exceptions go to the error handler, in order (its own exceptions come last, as they
     * happen last); then the step throws an outside call's own failure, else the first handler
     * exception left, else the first listener or error-handler exception, else the first refused
     * change, with everything else attached as suppressed in the order it happened.
     */
    private void report(AbstractBatch<?> batch, HandlerException own) {
        int happened = log.size();
        for (int i = 0; i < happened; i++) {
            RuntimeException e = log.get(i);
            if (kinds.get(i) == HANDLER && batch.errorHandler != null) {
                reporting = true;
                try {
                    batch.errorHandler.onError((HandlerException) e);
                } catch (RuntimeException thrown) {
                    note(thrown, OWN);
                } finally {
                    reporting = false;
                }
            } else {
                rest.add(e);
                restKinds.add(kinds.get(i));
            }
        }
        // The error handler's own exceptions, which happened last.
        for (int i = happened; i < log.size(); i++) {
            rest.add(log.get(i));
            restKinds.add(OWN);
        }
        RuntimeException thrown = own;
        for (int kind = HANDLER; thrown == null && kind <= REFUSED; kind++) {
            for (int i = 0; i < rest.size() && thrown == null; i++) {
                if (restKinds.get(i) == kind) {
                    thrown = rest.get(i);
                }
            }
        }
        if (thrown == null) {
            return;
        }
        for (RuntimeException e : rest) {
            if (e != thrown) {
                thrown.addSuppressed(e);
            }
        }
        throw thrown;
    }
}
