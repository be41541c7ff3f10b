package dev.brainstem.runtime.internal;

/**
 * Where {@code add}, {@code remove} and {@code transitionTo} arrive, from game code or from handlers:
 * made now when the batch is idle (the handlers they run report as a tick's end does), queued on the
 * caller's lane during a tick or while an outside call's handlers run, and applied at the end in call
 * order. An add queued during a parallel tick takes its slot in the sequential tick's order.
 */
public final class ChangeDesk {
    private final Books books;
    private final Changes changes;
    private final Phase phase;
    private final ParallelTick parallel;
    private final Lane main;
    private final TickEnd end;

    public ChangeDesk(Books books, Changes changes, Phase phase, ParallelTick parallel, Lane main, TickEnd end) {
        this.books = books;
        this.changes = changes;
        this.phase = phase;
        this.parallel = parallel;
        this.main = main;
        this.end = end;
    }

    /** Object mode: adds {@code entity} in the state of ordinal {@code first}; returns its handle. */
    public long addEntity(Object entity, int first) {
        phase.refuseDuringWalk("add");
        if (phase.queues()) {
            Lane caller = laneForCaller();
            parallel.awaitTurn(caller);
            refuseTwice(entity);
            long handle = books.slots().handleOf(books.slots().take());
            caller.changes().add(ChangeQueue.ADD, handle, first, entity);
            return handle;
        }
        refuseTwice(entity);
        int slot = books.slots().take();
        books.attach(slot, entity);
        long handle = books.slots().handleOf(slot);
        outside(slot, first, true);
        return handle;
    }

    /** Id mode: adds the entity {@code id} in the state of ordinal {@code first}. */
    public void addId(int id, int first) {
        phase.refuseDuringWalk("add");
        if (phase.queues()) {
            laneForCaller().changes().add(ChangeQueue.ADD, id, first, null);
            return;
        }
        books.checkAbsentId(id);
        books.grown(id + 1);
        outside(id, first, true);
    }

    public void remove(long handle) {
        phase.refuseDuringWalk("remove");
        if (phase.queues()) {
            books.checkNotNegative(handle);
            laneForCaller().changes().add(ChangeQueue.REMOVE, handle, 0, null);
            return;
        }
        books.remove(books.slot(handle));
    }

    public void transitionTo(long handle, int next) {
        phase.refuseDuringWalk("transitionTo");
        if (phase.queues()) {
            books.checkNotNegative(handle);
            laneForCaller().changes().add(ChangeQueue.TRANSITION, handle, next, null);
            return;
        }
        outside(books.slot(handle), next, false);
    }

    /** The lane of the caller: a parallel chunk's on a worker thread, else the calling thread's. */
    public Lane laneForCaller() {
        Lane chunk = parallel.current();
        return chunk != null ? chunk : main;
    }

    /**
     * Starts or moves the entity in {@code slot} for a caller outside a tick, then takes in what its
     * handlers did as a tick's end does: the listener, the changes they queued, their failures (the
     * first thrown to the caller).
     */
    private void outside(int slot, int target, boolean start) {
        main.clear();
        phase.beginOutside(start ? "add" : "transitionTo");
        try {
            if (start) {
                changes.start(slot, target);
            } else {
                changes.transition(slot, target);
            }
        } catch (Error | RuntimeException abrupt) {
            phase.workEnds();
            throw abrupt;
        }
        // The commit ends the work. From the error handler, the report under way keeps its books: this
        // call gets books of its own.
        (phase.reporting() ? end.another() : end).finish(null, 0, true);
    }

    /** Object mode: refuses an entity the batch holds, or is about to hold. */
    public void checkAbsent(Object entity) {
        refuseTwice(entity);
    }

    private void refuseTwice(Object entity) {
        int slot = books.index().find(entity);
        long handle = slot >= 0 ? books.slots().handleOf(slot) : parallel.pendingAdd(main, laneForCaller(), entity);
        books.refuseHeld(handle);
    }

}
