package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.Events;

/**
 * The structural changes and transitions from outside, made now: an entity started in its first state
 * (its enter run), moved by {@code transitionTo}, removed; and the queued changes of a tick applied at
 * its end, or abandoned when an {@code Error} cut it short. Handlers run on the calling thread's lane.
 */
public final class Changes {
    private final Books books;
    private final StateLoops loops;
    private final Lane main;
    /** A machine of orthogonal regions: every region's books, whose slots an add takes together; else null. */
    private Books[] regions;

    public Changes(Books books, StateLoops loops, Lane main) {
        this.books = books;
        this.loops = loops;
        this.main = main;
    }

    /** A machine of orthogonal regions: every region's books, this one's among them. */
    void link(Books[] all) {
        this.regions = all;
    }

    /** Places the entity and runs its enter; a handler's failure is recorded in the lane. */
    public void start(int slot, int first) {
        books.start(slot, first);
        loops.enter(main, slot);
        books.following(main, slot, first);
    }

    public void transition(int slot, int next) {
        int from = books.slots().state(slot);
        loops.move(main, slot, Events.NONE, from, next, 0f);
        books.following(main, slot, from);
    }

    /** Applies change {@code k} of {@code queue}, on the calling thread at the end of a tick. */
    public void apply(ChangeQueue queue, int k) {
        long handle = queue.handle(k);
        int target = queue.state(k);
        switch (queue.kind(k)) {
            case ChangeQueue.ADD:
                if (books.slots().idMode()) {
                    books.checkAbsentId((int) handle);
                    books.grown((int) handle + 1);
                    start((int) handle, target);
                } else {
                    int slot = (int) (handle >>> 32);
                    books.attach(slot, queue.entity(k));
                    start(slot, target);
                }
                return;
            case ChangeQueue.REMOVE:
                books.remove(books.slot(handle));
                return;
            case ChangeQueue.TRANSITION:
                transition(books.slot(handle), target);
                return;
            default:
                throw new IllegalStateException("unknown change " + queue.kind(k));
        }
    }

    /** Forgets change {@code k} of {@code queue}, which a tick cut short by an Error will never apply. */
    public void abandon(ChangeQueue queue, int k) {
        if (queue.kind(k) == ChangeQueue.ADD) {
            if (regions == null) {
                books.release(queue.handle(k));
            } else {
                // An add took its slot in every region.
                for (Books region : regions) {
                    region.release(queue.handle(k));
                }
            }
        }
    }
}
