package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.Books;
import dev.brainstem.runtime.internal.Mailbox;

/**
 * An exact in-memory copy of what a batch holds, taken by {@link AbstractBatch#snapshot()} and put back
 * by {@link AbstractBatch#restore}: for rollback netcode and replays. Each of the batch's managers
 * copies its own part into it.
 *
 * <p><b>What it holds.</b> Every slot below the batch's high-water mark: the state and previous state,
 * the slot's generation (so that handles issued after a restore are those issued after the snapshot),
 * the free slots in their order, the interrupt stacks, each entity's history in each history group, the
 * clock and each entity's clock at entry, the
 * messages waiting (immediate and delayed, in their order, with the count of dropped ones) and, in
 * object mode, which entity object is in which slot and the identity index over them. Memberships and
 * counts per state are not copied: a restore rebuilds them from the states.
 *
 * <p><b>What it does not hold.</b> The batch holds references to the game's entity objects, not their
 * fields, and in id mode nothing of the system's arrays: a rollback restores which entities are in the
 * batch, their handles, states, stacks, times and messages; the game restores its own entity data
 * (object fields, or the system's arrays) to the same moment. Message objects are shared with the
 * batch, not copied: they should be immutable. The listener and the error handler are settings of
 * the batch, not part of its state: a restore keeps those set now.
 *
 * <p><b>Reuse.</b> {@link AbstractBatch#snapshot()} allocates a new snapshot;
 * {@link AbstractBatch#snapshot(BatchSnapshot)} writes over one taken before by the same batch and
 * reuses its arrays, so a snapshot every tick allocates nothing once the arrays are large enough. A
 * restore leaves the snapshot as it was: it may be restored again. Only the batch that took a snapshot
 * takes it back.
 *
 * <p><b>Regions.</b> The snapshot of a machine of orthogonal regions, taken by its batch, holds every
 * region's (each region's own, as above); a restore puts every region back.
 */
public final class BatchSnapshot {
    /** The batch that took it, as an identity: the one batch that may restore it or write over it. */
    final Object owner;
    private final String machine;
    Books.Copy books;
    Mailbox.Copy mail;
    /** A machine of orthogonal regions: its other regions' snapshots, in declaration order; else null. */
    BatchSnapshot[] regions;

    BatchSnapshot(Object owner, String machine) {
        this.owner = owner;
        this.machine = machine;
    }

    /** The simple name of the machine's entity class, for example {@code "Guard"}. */
    public String machine() {
        return machine;
    }

    /** How many entities the batch held. */
    public int size() {
        return books.size();
    }

    /** The batch's clock: the sum of the dt of its ticks. */
    public double clock() {
        return books.clock();
    }

    /**
     * Whether {@code other} holds the same state of a batch of the same machine: the same entities
     * (the same objects, in object mode) in the same slots, with the same handles, states, previous
     * states, stacks, histories and entry times, the same free slots, clock and waiting messages (compared with
     * {@code equals}) and the same count of dropped messages. For checking that a replay after a
     * restore arrived where the first run did (a desync check).
     */
    public boolean matches(BatchSnapshot other) {
        return other == this || other != null && other.machine.equals(machine) && books.matches(other.books)
                && mail.matches(other.mail) && regionsMatch(other);
    }

    private boolean regionsMatch(BatchSnapshot other) {
        int count = regions == null ? 0 : regions.length;
        if (count != (other.regions == null ? 0 : other.regions.length)) {
            return false;
        }
        for (int r = 0; r < count; r++) {
            if (!regions[r].matches(other.regions[r])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return "BatchSnapshot[" + machine + ", " + size() + " entities, clock " + clock() + "]";
    }
}
