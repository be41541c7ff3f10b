package dev.brainstem.runtime;

import java.util.Objects;

/**
 * An exact in-memory copy of what a batch holds, taken by {@link AbstractBatch#snapshot()} and put back
 * by {@link AbstractBatch#restore}: for rollback netcode and replays.
 *
 * <p><b>What it holds.</b> Every slot below the batch's high-water mark: the state and previous state,
 * the slot's generation (so that handles issued after a restore are those issued after the snapshot),
 * the free slots in their order, the interrupt stacks, the clock and each entity's clock at entry, the
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
 */
public final class BatchSnapshot {
    /** The batch that took it: the one batch that may restore it or write over it. */
    final AbstractBatch<?> owner;

    // Slots: everything below limit.
    int limit;
    int size;
    /** The slots' states, as {@link Slots} keeps them: one of the two. */
    int[] packed;
    byte[] bytes;
    int[][] generations;
    int[] free;
    int freeCount;
    int used;

    // Time.
    double now;
    double[] entered;

    // Interrupt stacks: limit * stride ints, stride = depth + 1.
    int[] stacks;
    int stride;

    // Object mode: the entities (an array of the generated batch's entity type) and the identity index.
    Object[] entities;
    boolean indexed;
    int[][] index;
    int indexLength;
    int indexSize;

    // Messages.
    int queued;
    long[] queueTarget;
    Object[] queueMessage;
    double[] queueDue;
    long[] queueOrder;
    int running;
    long[] runTarget;
    Object[] runMessage;
    double[] runDue;
    long[] runOrder;
    int heapSize;
    long[] heapTarget;
    Object[] heapMessage;
    double[] heapDue;
    long[] heapOrder;
    long posted;
    double mailNow;
    long dropped;

    BatchSnapshot(AbstractBatch<?> owner) {
        this.owner = owner;
    }

    /** The simple name of the machine's entity class, for example {@code "Guard"}. */
    public String machine() {
        return owner.name;
    }

    /** How many entities the batch held. */
    public int size() {
        return size;
    }

    /** The batch's clock: the sum of the dt of its ticks. */
    public double clock() {
        return now;
    }

    /** Slot {@code slot}'s state and previous state as the snapshot holds them; {@code -1}: no entity. */
    private int states(int slot) {
        if (slot >= limit) {
            return Slots.ABSENT;
        }
        return packed != null ? packed[slot] : bytes[slot];
    }

    /**
     * Whether {@code other} holds the same state of a batch of the same machine: the same entities
     * (the same objects, in object mode) in the same slots, with the same handles, states, previous
     * states, stacks and entry times, the same free slots, clock and waiting messages (compared with
     * {@code equals}) and the same count of dropped messages. For checking that a replay after a
     * restore arrived where the first run did (a desync check).
     */
    public boolean matches(BatchSnapshot other) {
        if (other == this) {
            return true;
        }
        if (other == null || !other.owner.name.equals(owner.name) || other.size != size || other.now != now
                || other.freeCount != freeCount || other.used != used || other.queued != queued || other.running != running
                || other.heapSize != heapSize || other.posted != posted || other.mailNow != mailNow
                || other.dropped != dropped) {
            return false;
        }
        for (int slot = 0, end = Math.max(limit, other.limit); slot < end; slot++) {
            int state = states(slot);
            if (state != other.states(slot)
                    || generation(slot) != other.generation(slot)) {
                return false;
            }
            if (state == Slots.ABSENT) {
                continue;
            }
            if (entities != null && entities[slot] != other.entities[slot]
                    || entered != null && entered[slot] != other.entered[slot]) {
                return false;
            }
            if (stacks != null) {
                if (stride != other.stride || stacks[slot * stride] != other.stacks[slot * stride]) {
                    return false;
                }
                for (int k = 1; k <= stacks[slot * stride]; k++) {
                    if (stacks[slot * stride + k] != other.stacks[slot * stride + k]) {
                        return false;
                    }
                }
            }
        }
        for (int k = 0; k < freeCount; k++) {
            if (free[k] != other.free[k]) {
                return false;
            }
        }
        for (int k = 0; k < queued; k++) {
            if (queueTarget[k] != other.queueTarget[k] || queueDue[k] != other.queueDue[k]
                    || queueOrder[k] != other.queueOrder[k] || !Objects.equals(queueMessage[k], other.queueMessage[k])) {
                return false;
            }
        }
        for (int k = 0; k < running; k++) {
            if (runTarget[k] != other.runTarget[k] || runDue[k] != other.runDue[k]
                    || runOrder[k] != other.runOrder[k] || !Objects.equals(runMessage[k], other.runMessage[k])) {
                return false;
            }
        }
        for (int k = 0; k < heapSize; k++) {
            if (heapTarget[k] != other.heapTarget[k] || heapDue[k] != other.heapDue[k]
                    || heapOrder[k] != other.heapOrder[k] || !Objects.equals(heapMessage[k], other.heapMessage[k])) {
                return false;
            }
        }
        return true;
    }

    private int generation(int slot) {
        return generations == null || slot >= limit ? 0 : generations[slot >>> IntPages.SHIFT][slot & IntPages.MASK];
    }

    @Override
    public String toString() {
        return "BatchSnapshot[" + owner.name + ", " + size + " entities, clock " + now + "]";
    }
}
