package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.ErrorHandler;
import dev.brainstem.runtime.HandlerException;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place that decides what a throw means. A handler's exception during a batch's work is
 * wrapped as a {@link HandlerException} naming the entity, its state and the event ({@link #wrap}) and
 * recorded; the work goes on. An {@code Error} is not caught: it ends the work at once (a parallel
 * chunk keeps it for the calling thread, {@link #abrupt}). When the work ends, {@link #report} takes
 * what went wrong in the order it happened: each handler exception to the error handler, or the first
 * thrown with everything else suppressed in it; else the first listener's or error handler's own
 * exception; else the first refused change. A call from outside a tick throws its own handler's
 * failure whatever the error handler. (A one-entity machine has no report: its caller is its handlers'
 * caller, so a handler's exception leaves {@code update} as it is.)
 */
public final class FailureReport {
    public static final int HANDLER = 0;
    public static final int OWN = 1;
    public static final int REFUSED = 2;

    /** What went wrong, in the order it happened, and what kind each is. Reused: no allocation when empty. */
    private final List<RuntimeException> log = new ArrayList<RuntimeException>();
    private final List<Integer> kinds = new ArrayList<Integer>();
    private final List<RuntimeException> rest = new ArrayList<RuntimeException>();
    private final List<Integer> restKinds = new ArrayList<Integer>();

    /** A handler of {@code event} threw {@code failure} for the entity of {@code handle}, in {@code state}. */
    public static HandlerException wrap(String machine, long handle, String entity, String state, int event,
            Exception failure) {
        return new HandlerException(machine, handle, entity, state, event, failure);
    }

    /** A parallel chunk ended abruptly: rethrown on the calling thread as it was. */
    public static void abrupt(Throwable abrupt) {
        if (abrupt instanceof Error) {
            throw (Error) abrupt;
        }
        if (abrupt != null) {
            throw (RuntimeException) abrupt;
        }
    }

    public void note(RuntimeException e, int kind) {
        log.add(e);
        kinds.add(kind);
    }

    public void clear() {
        log.clear();
        kinds.clear();
        rest.clear();
        restKinds.clear();
    }

    /**
     * The handlers' exceptions go to the error handler, in order (its own exceptions come last, as they
     * happen last); then the step throws an outside call's own failure, else the first handler
     * exception left, else the first listener or error-handler exception, else the first refused
     * change, with everything else attached as suppressed in the order it happened.
     */
    public void report(ErrorHandler errorHandler, HandlerException own, Phase phase) {
        int happened = log.size();
        for (int i = 0; i < happened; i++) {
            RuntimeException e = log.get(i);
            if (kinds.get(i) == HANDLER && errorHandler != null) {
                phase.reportStarts();
                try {
                    errorHandler.onError((HandlerException) e);
                } catch (RuntimeException thrown) {
                    note(thrown, OWN);
                } finally {
                    phase.reportEnds();
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
