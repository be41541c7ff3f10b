package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.BatchProbe;
import java.util.concurrent.ForkJoinPool;

/**
 * A machine of orthogonal regions: one batch per region (each generated as the machine of that region's
 * enum), linked here into one batch to the game. The first region's batch leads: the adds, removes,
 * resumes, ticks and deliveries made on it are made here on every region, so that every region sees the
 * same adds and removes in the same order and gives an entity the same slot and handle (checked on every
 * add). The regions share one {@link Phase}: all are at work, or walked, together.
 *
 * <p><b>A tick</b> (docs/semantics.md, "Orthogonal regions"): every region's clock advances and its due
 * messages are marked; then region after region in declaration order, its messages are delivered and its
 * states' loops run (in a parallel tick, the sends its chunks held are posted as soon as they end, as the
 * sequential tick posted them before the next region's work); then the commit. <b>The commit</b>: every region's tick transitions are counted and
 * told to its listener, region after region; then every region's queue of changes is applied, region
 * after region, in the order asked for (a change is queued by the region whose work asked for it, and
 * made on the region it is for: an add or a remove on every region at once, a transition on its state's
 * region); then every region's failures are reported, region after region, the first thrown once all are.
 * An {@code Error} (or the transition limit) in region k's delivery or loops makes region k whole as a
 * plain batch's abrupt end does, the regions before it commit their work, those after it decide nothing
 * this tick, and the {@code Error} is thrown after the commit.
 */
public final class LinkedRegions {
    private final BatchCore[] cores;
    /** The ordinal each region's add starts in when the game names none, its initial; [0] unused. */
    private final int[] firsts;
    private final Phase phase;
    private final Books books;
    private final TickEnd[] ends;
    /** The region whose work (its handlers, or the commit of its queue) runs now: its lanes queue changes. */
    private int working;
    // A commit's per-region parts, reused: a tick allocates nothing.
    private final Lane[][] chunks;
    private final int[] counts;
    private final int[] marks;

    private LinkedRegions(BatchCore[] cores, int[] firsts) {
        this.cores = cores;
        this.firsts = firsts;
        this.phase = cores[0].phase();
        this.books = cores[0].books();
        this.ends = new TickEnd[cores.length];
        this.chunks = new Lane[cores.length][];
        this.counts = new int[cores.length];
        this.marks = new int[cores.length];
        Books[] all = new Books[cores.length];
        for (int r = 0; r < cores.length; r++) {
            all[r] = cores[r].books();
            ends[r] = cores[r].end();
        }
        for (int r = 0; r < cores.length; r++) {
            cores[r].linked(this, r);
            cores[r].phase().join(phase);
            cores[r].changes().link(all);
        }
    }

    /**
     * Links {@code cores}, the machine's regions' batches' parts in declaration order, the first leading;
     * an add starts region r in {@code firsts[r]} (r >= 1).
     */
    public static LinkedRegions link(BatchCore[] cores, int[] firsts) {
        return new LinkedRegions(cores.clone(), firsts.clone());
    }

    /**
     * The one rule of what a follower refuses: the calls that take or change the machine's entities, its
     * clock or its messages, which the game makes on the machine's batch.
     *
     * @throws IllegalStateException naming {@code call} and the machine's batch when {@code region} is not 0
     */
    public void refuseOnFollower(int region, String call) {
        if (region != 0) {
            throw new IllegalStateException(cores[region].books().name() + " is a region of " + books.name()
                    + "'s batch: call " + call + " on that batch");
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Entities

    /** Object mode: adds {@code entity} to every region, region 0 in {@code first}; returns its handle. */
    public long addEntity(int region, Object entity, int first) {
        refuseOnFollower(region, "add");
        phase.refuseDuringWalk("add");
        if (phase.queues()) {
            BatchCore w = cores[working];
            Lane caller = w.desk().laneForCaller();
            w.parallel().awaitTurn(caller);
            refuseTwice(entity, caller);
            long handle = books.slots().handleOf(takeSlot());
            caller.changes().add(ChangeQueue.ADD, handle, first, entity);
            return handle;
        }
        refuseTwice(entity, null);
        int slot = takeSlot();
        for (BatchCore core : cores) {
            core.books().attach(slot, entity);
        }
        long handle = books.slots().handleOf(slot);
        outside(0, slot, first, true);
        return handle;
    }

    /** Id mode: adds the entity {@code id} to every region, region 0 in {@code first}. */
    public void addId(int region, int id, int first) {
        refuseOnFollower(region, "add");
        phase.refuseDuringWalk("add");
        if (phase.queues()) {
            cores[working].desk().laneForCaller().changes().add(ChangeQueue.ADD, id, first, null);
            return;
        }
        for (BatchCore core : cores) {
            core.books().checkAbsentId(id);
        }
        for (BatchCore core : cores) {
            core.books().grown(id + 1);
        }
        outside(0, id, first, true);
    }

    /** Takes the entity out of every region; no exit runs. During the work, queued. */
    public void remove(int region, long handle) {
        refuseOnFollower(region, "remove");
        phase.refuseDuringWalk("remove");
        if (phase.queues()) {
            books.checkNotNegative(handle);
            cores[working].desk().laneForCaller().changes().add(ChangeQueue.REMOVE, handle, 0, null);
            return;
        }
        int slot = books.slot(handle);
        for (BatchCore core : cores) {
            core.books().remove(slot);
        }
    }

    /** Moves the entity in {@code region} alone to its state {@code next}; the other regions stay. */
    public void transitionTo(int region, long handle, int next) {
        phase.refuseDuringWalk("transitionTo");
        if (phase.queues()) {
            books.checkNotNegative(handle);
            cores[working].desk().laneForCaller().changes().add(ChangeQueue.TRANSITION, region, handle, next, null);
            return;
        }
        outside(region, cores[region].books().slot(handle), next, false);
    }

    /**
     * Places an entity ({@code entity} in object mode, else {@code id}) in {@code states[r]} in each region
     * r, running no handler. Everything is checked before any region changes.
     */
    public long resume(int region, Object entity, int id, int[] states) {
        refuseOnFollower(region, "resume");
        phase.refuseAtWork("resume", true);
        if (entity != null) {
            refuseTwice(entity, null);
        } else {
            if (id < 0 || id > Slots.MAX_ID) {
                throw new IllegalArgumentException(books.name() + ": id " + id + " is not an array index");
            }
            for (BatchCore core : cores) {
                core.books().checkAbsentId(id);
            }
        }
        long handle = cores[0].books().place(entity, id, states[0], Slots.NO_PREVIOUS, null, 0, 0);
        for (int r = 1; r < cores.length; r++) {
            long same = cores[r].books().place(entity, id, states[r], Slots.NO_PREVIOUS, null, 0, 0);
            checkSame(r, handle, same);
        }
        int slot = books.slots().slotOf(handle);
        armEveryRegion(cores.length, r -> cores[r].armPlaced(slot, 1));
        return handle;
    }

    /**
     * Arms, region by region, what a resume or a load placed ({@code arm} of a region's index): every region
     * is armed whatever an earlier region's delay methods did, since the entities are in every region; then
     * the first failure is thrown, the later regions' suppressed in it.
     */
    public static void armEveryRegion(int regions, java.util.function.IntConsumer arm) {
        RuntimeException first = null;
        for (int r = 0; r < regions; r++) {
            try {
                arm.accept(r);
            } catch (RuntimeException thrown) {
                if (first == null) {
                    first = thrown;
                } else {
                    first.addSuppressed(thrown);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /** Object mode: a free slot, the same in every region (each frees and takes slots in the same order). */
    private int takeSlot() {
        int slot = books.slots().take();
        for (int r = 1; r < cores.length; r++) {
            checkSame(r, slot, cores[r].books().slots().take());
        }
        return slot;
    }

    private void checkSame(int region, long leader, long follower) {
        if (leader != follower) {
            throw new IllegalStateException(books.name() + ": its regions disagree: " + cores[region].books().name()
                    + " gave the entity slot or handle " + follower + ", " + books.name() + " " + leader);
        }
    }

    /** Object mode: refuses an entity the machine holds, or (during the work, {@code caller} given) is about to. */
    private void refuseTwice(Object entity, Lane caller) {
        int slot = books.index().find(entity);
        long handle = slot >= 0 ? books.slots().handleOf(slot) : -1;
        for (int r = 0; handle < 0 && caller != null && r < cores.length; r++) {
            BatchCore core = cores[r];
            handle = r == working ? core.parallel().pendingAdd(core.lane(), caller, entity)
                    : Math.max(core.lane().changes().pendingAdd(entity), core.parallel().pendingAddInAnyLane(entity));
        }
        books.refuseHeld(handle);
    }


    // ---------------------------------------------------------------------------------------------
    // Ticks and deliveries

    /**
     * A tick of every region: state by state on the calling thread, in chunks on {@code pool} where a region
     * is large enough, or {@code inRegions} of slots on the calling thread; {@code what} is the call's name.
     */
    public void tick(int region, String what, float dt, ForkJoinPool pool, boolean inRegions) {
        refuseOnFollower(region, what);
        phase.refuseAtWork(what, true);
        reloadPoints();
        boolean probed = false;
        for (BatchCore core : cores) {
            probed |= core.observers().probe() != null;
        }
        long started = probed ? System.nanoTime() : 0;
        phase.begin(what);
        for (BatchCore core : cores) {
            core.startTick(dt);
        }
        for (BatchCore core : cores) {
            if (core.deliversOnTick()) {
                core.openMail();
            }
        }
        Throwable abrupt = decideAll(dt, pool, inRegions, true);
        commit(ends, false, abrupt);
        if (probed) {
            long took = System.nanoTime() - started;
            for (int r = 0; r < cores.length; r++) {
                BatchProbe probe = cores[r].observers().probe();
                if (probe != null) {
                    cores[r].reportVisits(probe, counts[r]);
                    probe.ticked(took);
                }
            }
        }
    }

    /** Every region's due messages delivered now, region after region, then committed as a tick is. */
    public void deliver(int region) {
        refuseOnFollower(region, "deliver");
        phase.refuseAtWork("deliver", true);
        reloadPoints();
        phase.begin("deliver");
        for (BatchCore core : cores) {
            core.lane().clear();
            core.openMail();
        }
        commit(ends, false, decideAll(0f, null, false, false));
    }

    /** The regions share one phase, so the machine's point is every region's: each takes its own description. */
    private void reloadPoints() {
        for (BatchCore core : cores) {
            core.reloadPoint();
        }
    }

    /** A point asked for between ticks, on any region's batch: every region's, while the machine is idle. */
    public void reloadPointIfIdle() {
        if (phase.idle()) {
            reloadPoints();
        }
    }

    /**
     * Region after region, its delivery and (with {@code loops}) its decisions; returns what ended a region's
     * work abruptly, that region made whole and the later ones left undecided, or null.
     */
    private Throwable decideAll(float dt, ForkJoinPool pool, boolean inRegions, boolean loops) {
        Throwable abrupt = null;
        for (int r = 0; r < cores.length; r++) {
            BatchCore core = cores[r];
            chunks[r] = null;
            counts[r] = 0;
            if (abrupt != null) {
                core.skipTurn();
                continue;
            }
            working = r;
            boolean chunked = loops && core.chunked(pool, inRegions);
            try {
                counts[r] = core.decide(dt, pool, chunked, !loops || core.deliversOnTick(), loops);
                chunks[r] = chunked ? core.parallel().lanes() : null;
                core.end().postHeld(chunks[r], counts[r]);
            } catch (Error | RuntimeException thrown) {
                core.end().abandon(chunked ? core.parallel().lanes() : null, chunked ? core.parallel().planned() : 0, 0,
                        false);
                abrupt = thrown;
            }
        }
        return abrupt;
    }

    // ---------------------------------------------------------------------------------------------
    // Outside calls and the commit

    /**
     * Starts (in every region, region 0 in {@code target}) or moves (in {@code region}) the entity in
     * {@code slot} for a caller outside the work, then commits as a tick does; an outside call's own
     * handler's failure is thrown to it.
     */
    private void outside(int region, int slot, int target, boolean start) {
        // From the error handler, the report under way keeps its commit's books: this call gets its own.
        TickEnd[] with = ends;
        if (phase.reporting()) {
            with = new TickEnd[cores.length];
            for (int r = 0; r < cores.length; r++) {
                with[r] = ends[r].another();
            }
        }
        for (BatchCore core : cores) {
            core.lane().clear();
        }
        phase.beginOutside(start ? "add" : "transitionTo");
        try {
            // The changes its handlers ask for queue on the lane of the region called, applied in call order.
            working = region;
            if (start) {
                startAll(slot, target);
            } else {
                cores[region].changes().transition(slot, target);
            }
        } catch (Error | RuntimeException abrupt) {
            phase.workEnds();
            throw abrupt;
        }
        for (int r = 0; r < cores.length; r++) {
            chunks[r] = null;
            counts[r] = 0;
        }
        commit(with, true, null);
    }

    /**
     * Enters every region of the entity in {@code slot}, region after region (a later region reads as
     * absent meanwhile), the changes their handlers ask for queued on the working region's lane; an {@code Error} places the regions not yet entered without their handlers, so
     * that every region holds the entity.
     */
    private void startAll(int slot, int first) {
        int r = 0;
        try {
            for (; r < cores.length; r++) {
                cores[r].changes().start(slot, r == 0 ? first : firsts[r]);
            }
        } catch (Error | RuntimeException abrupt) {
            for (r++; r < cores.length; r++) {
                cores[r].books().start(slot, firsts[r]);
            }
            throw abrupt;
        }
    }

    /** The commit of every region (see the class comment); then {@code abrupt}, if the work ended so, is thrown. */
    private void commit(TickEnd[] with, boolean outside, Throwable abrupt) {
        int merged = 0;
        int applying = -1;
        int applied = 0;
        try {
            for (int r = 0; r < cores.length; r++) {
                with[r].takeIn(chunks[r], counts[r], outside);
            }
            for (; merged < cores.length; merged++) {
                working = merged;
                with[merged].takeInChanges();
            }
            for (applying = 0; applying < cores.length; applying++) {
                working = applying;
                ChangeQueue queue = with[applying].queue();
                for (applied = 0; applied < queue.size(); applied++) {
                    for (int r = 0; r < cores.length; r++) {
                        marks[r] = with[r].mark();
                    }
                    try {
                        apply(queue, applied);
                    } catch (IllegalArgumentException refused) {
                        with[applying].refused(refused);
                    }
                    for (int r = 0; r < cores.length; r++) {
                        with[r].catchUp(marks[r]);
                    }
                }
            }
        } catch (Error | RuntimeException thrown) {
            // The changes not yet applied are dropped, every region's books made whole again.
            try {
                for (int r = 0; r < cores.length; r++) {
                    int from = applying < 0 || r > applying ? 0 : r == applying ? applied + 1 : Integer.MAX_VALUE;
                    with[r].abandon(chunks[r], counts[r], from, r <= merged);
                }
            } finally {
                phase.workEnds();
            }
            if (abrupt != null) {
                abrupt.addSuppressed(thrown);
                throwUnchecked(abrupt);
            }
            throw thrown;
        }
        phase.workEnds();
        RuntimeException first = null;
        for (int r = 0; r < cores.length; r++) {
            try {
                with[r].report();
            } catch (RuntimeException thrown) {
                if (first == null) {
                    first = thrown;
                } else if (thrown != first) {
                    first.addSuppressed(thrown);
                }
            }
        }
        if (abrupt != null) {
            if (first != null) {
                abrupt.addSuppressed(first);
            }
            throwUnchecked(abrupt);
        }
        if (first != null) {
            throw first;
        }
    }

    private static void throwUnchecked(Throwable abrupt) {
        if (abrupt instanceof Error) {
            throw (Error) abrupt;
        }
        throw (RuntimeException) abrupt;
    }

    /** Applies queued change {@code k}: an add or a remove on every region, a transition on its state's region. */
    private void apply(ChangeQueue queue, int k) {
        long handle = queue.handle(k);
        switch (queue.kind(k)) {
            case ChangeQueue.ADD:
                int slot;
                if (books.slots().idMode()) {
                    slot = (int) handle;
                    for (BatchCore core : cores) {
                        core.books().checkAbsentId(slot);
                    }
                    for (BatchCore core : cores) {
                        core.books().grown(slot + 1);
                    }
                } else {
                    slot = (int) (handle >>> 32);
                    for (BatchCore core : cores) {
                        core.books().attach(slot, queue.entity(k));
                    }
                }
                startAll(slot, queue.state(k));
                return;
            case ChangeQueue.REMOVE:
                int removed = books.slot(handle);
                for (BatchCore core : cores) {
                    core.books().remove(removed);
                }
                return;
            case ChangeQueue.TRANSITION:
                BatchCore core = cores[queue.region(k)];
                core.changes().transition(core.books().slot(handle), queue.state(k));
                return;
            default:
                throw new IllegalStateException("unknown change " + queue.kind(k));
        }
    }
}
