package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.BatchProbe;

/**
 * The messages of a batch delivered: those due by the clock, posted before the delivery opened, in
 * due-then-send order, on the calling thread, each to the handler its receiver's state has for it (a
 * broadcast to every entity, in slot order). An entity a message moves joins its new state's
 * membership at once, so the tick's decision runs in that state; what each entity's messages made
 * counts toward the failsafe of its decision ({@link DeliveryMoves}). A message nobody takes is
 * dropped and counted.
 */
public final class Delivery {
    private final Books books;
    private final StateLoops loops;
    private final Mailbox mail;
    private final Lane main;
    /** What this tick's delivery moved, for the failsafe of the decisions after it. */
    private final DeliveryMoves moves = new DeliveryMoves();
    /** Whether the mailbox was opened ahead of the delivery: see {@link #open}. */
    private boolean opened;

    public Delivery(Books books, StateLoops loops, Mailbox mail, Lane main) {
        this.books = books;
        this.loops = loops;
        this.mail = mail;
        this.main = main;
    }

    /** The transitions each entity made in the delivery under way, for the failsafe; none outside a tick. */
    public DeliveryMoves moves() {
        return moves;
    }

    /**
     * A machine of orthogonal regions: the delivery to come takes the messages posted before now, at the
     * start of the tick, not at its region's turn: a message an earlier region's handler sends this region
     * waits for the next tick, as it does in a parallel tick, where the send is held until the commit.
     */
    void open() {
        mail.open(books.clock().now());
        opened = true;
    }

    /** A machine of regions: the tick ended before this region's delivery; the next opens its own. */
    void unopen() {
        opened = false;
    }

    /** Delivers what is due now; {@link #moves} holds what it moved until {@link #forget}. */
    public void deliver() {
        moves.clear();
        Slots slots = books.slots();
        if (!opened) {
            mail.open(books.clock().now());
        }
        opened = false;
        while (mail.next()) {
            long target = mail.target();
            Object message = mail.message();
            if (target == Mailbox.EVERYONE) {
                int limit = slots.limit();
                for (int slot = 0; slot < limit; slot++) {
                    if (slots.present(slot)) {
                        deliverTo(slot, message);
                    }
                }
            } else {
                int slot = slots.slotOf(target);
                if (slot < 0) {
                    mail.drop();
                    BatchProbe probe = mail.probe();
                    if (probe != null) {
                        probe.message(target, message, BatchProbe.DROPPED);
                    }
                } else {
                    deliverTo(slot, message);
                }
            }
        }
    }

    /** The tick's decisions are over: the moves of its delivery no longer count. */
    public void forget() {
        moves.clear();
    }

    private void deliverTo(int slot, Object message) {
        int from = books.slots().state(slot);
        // Counted here rather than at each transition: the decisions' moves need not test for a delivery.
        int before = main.made();
        if (loops.deliver(main, slot, from, message)) {
            int made = main.made() - before;
            if (made != 0) {
                moves.count(slot, made);
            }
            books.following(main, slot, from);
            tell(slot, message, BatchProbe.DELIVERED);
        } else {
            mail.drop();
            tell(slot, message, BatchProbe.DROPPED);
        }
    }

    /** A probe hears what became of {@code message} at {@code slot}; without one, not even its handle is read. */
    private void tell(int slot, Object message, int outcome) {
        BatchProbe probe = mail.probe();
        if (probe != null) {
            probe.message(books.slots().handleOf(slot), message, outcome);
        }
    }
}
