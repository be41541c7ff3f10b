package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.BatchProbe;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;

/**
 * A batch's parts, wired once, and the tick that runs them: the books, the calling thread's lane, the
 * mailbox and its delivery, the parallel tick, the desk where changes arrive and the commit. The public
 * batch ({@code AbstractBatch}) is a face over this; the generated code's hooks reach it through
 * {@link StateLoops} and {@link Books.EntityStore}, handed down by {@link BatchHooks}.
 */
public final class BatchCore {
    private final Books books;
    private final Phase phase;
    /** The calling thread's lane: sequential ticks, calls from outside, the end of every tick. */
    private final Lane lane;
    /** Messages for the entities; empty and unused by machines that take none. */
    private final Mailbox mail = new Mailbox();
    private final Observers observers;
    private final Delivery delivery;
    private final ChangeDesk desk;
    private final Changes changes;
    private final StateLoops loops;
    private final ParallelTick parallel;
    private final TickEnd end;
    /** Whether a tick starts with the messages' delivery; else only {@link #deliver()} delivers. */
    private boolean deliverOnTick = true;
    /** While a probe is set: per state, the entities the tick visited; else null. */
    private int[] visits;
    /** While a probe is set: per state, the entities in it as the loops start. */
    private int[] occupied;

    /** Hot reload: what the batch does at its points between ticks; null until the batch gives it. */
    private ReloadWatch reloads;

    /** A machine of orthogonal regions: what links its regions' batches; null for a plain machine. */
    private LinkedRegions link;
    /** This batch's place among its machine's regions: 0 for the machine's own batch. */
    private int region;

    public BatchCore(String name, Enum<?>[] states, boolean idMode, boolean bitsets, boolean timed, StateLoops loops,
            Books.EntityStore store) {
        this.loops = loops;
        this.books = new Books(name, states, idMode, bitsets, timed, store);
        this.phase = new Phase(name);
        this.observers = new Observers(states);
        Members members = books.members();
        this.lane = new Lane(states.length, members.bitsets(), members, -1);
        this.parallel = new ParallelTick(members, states.length);
        this.changes = new Changes(books, loops, lane);
        this.end = new TickEnd(books, changes, observers, phase, lane);
        this.delivery = new Delivery(books, loops, mail, lane);
        this.desk = new ChangeDesk(books, changes, phase, parallel, lane, end);
    }

    public Books books() {
        return books;
    }

    /** Where the batch is in its work, and the rule of what that refuses. */
    public Phase phase() {
        return phase;
    }

    public Mailbox mail() {
        return mail;
    }

    public Observers observers() {
        return observers;
    }

    /** Where add, remove and transitionTo arrive. */
    public ChangeDesk desk() {
        return desk;
    }

    /** The transitions each entity made in the tick's delivery, for the failsafe. */
    public DeliveryMoves deliveryMoves() {
        return delivery.moves();
    }

    /**
     * One update of every entity on the calling thread: the messages due, each state's loop in ordinal
     * order, the settle, then the commit. An {@code Error} leaves at once, the books made whole.
     */
    public void tick(float dt) {
        run("tick", dt, null, false);
    }

    /** The same tick in chunks on {@code pool}; sequential below {@link ParallelTick#MIN_ENTITIES} or on one thread. */
    public void tick(float dt, ForkJoinPool pool) {
        run("tick", dt, pool, chunked(pool, false));
    }

    /**
     * The same tick region by region on the calling thread, as a parallel tick plans it on one thread;
     * sequential below {@link ParallelTick#MIN_ENTITIES} or for machines of many states, which have no regions.
     */
    public void tickInRegions(float dt) {
        run("tickInRegions", dt, null, chunked(null, true));
    }

    /**
     * A tick: state by state on the calling thread, or {@code chunked} by {@link ParallelTick} on
     * {@code pool} (or, with none, region by region on the calling thread); {@code what} is the call's name.
     */
    private void run(String what, float dt, ForkJoinPool pool, boolean chunked) {
        phase.refuseAtWork(what, true);
        reloadPoint();
        BatchProbe probe = observers.probe();
        long started = probe == null ? 0 : System.nanoTime();
        phase.begin(what);
        startTick(dt);
        int count;
        try {
            count = decide(dt, pool, chunked, deliverOnTick, true);
        } catch (Error | RuntimeException abrupt) {
            end.abort(chunked ? parallel.lanes() : null, chunked ? parallel.planned() : 0, 0, false);
            throw abrupt;
        }
        end.finish(chunked ? parallel.lanes() : null, count, false);
        if (probe != null) {
            reportVisits(probe, count);
            probe.ticked(System.nanoTime() - started);
        }
    }

    /** A tick's start, once it may begin: the lane cleared, the clock advanced, the messages due by it marked. */
    void startTick(float dt) {
        forgetVisits();
        lane.clear();
        books.clock().advance(dt);
        mail.advance(books.clock().now());
    }

    /**
     * A tick's decisions, or a delivery's ({@code loops} false): the messages due (when {@code delivers}),
     * then, with {@code loops}, each state's loop; returns how many parallel chunks there were. An
     * {@code Error} leaves as it is: the caller makes the books whole.
     */
    int decide(float dt, ForkJoinPool pool, boolean chunked, boolean delivers, boolean loops) {
        Members members = books.members();
        Timers timers = books.timers();
        int count = 0;
        try {
            if (loops && timers != null) {
                timers.drain();
            }
            if (delivers) {
                delivery.deliver();
            }
            if (loops) {
                if (timers != null) {
                    timers.loopsStart();
                }
                if (visits != null) {
                    countWholeStates();
                }
                members.prepare(books.slots());
                if (chunked) {
                    count = parallel.run(books, this.loops, lane, pool, dt);
                } else {
                    for (int s = 0; s < books.stateCount(); s++) {
                        lane.visit(s);
                        members.run(this.loops, lane, s, 0, members.end(s), dt);
                    }
                    members.settle(lane);
                }
            }
        } finally {
            delivery.forget();
        }
        Lane[] chunks = chunked ? parallel.lanes() : null;
        // Bitset machines' regions settled their own lanes; what is left is a region an add's wait held
        // up, and the lanes of machines of many states.
        for (int c = 0; c < count; c++) {
            members.settle(chunks[c]);
            if (timers != null) {
                timers.applyDeferred(chunks[c]);
            }
        }
        return count;
    }

    /** Whether a tick of this kind runs in chunks here: see {@link #tick(float, ForkJoinPool)} and {@link #tickInRegions}. */
    boolean chunked(ForkJoinPool pool, boolean inRegions) {
        if (inRegions) {
            return books.size() >= ParallelTick.MIN_ENTITIES && books.members().bitsets();
        }
        return pool != null && books.size() >= ParallelTick.MIN_ENTITIES && pool.getParallelism() >= 2;
    }

    /**
     * A tool watches the batch: told of its transitions, messages and ticks; null for none. One tool at a time:
     * another is refused, so that no tool stops hearing the batch without being told.
     */
    public void probe(BatchProbe probe) {
        BatchProbe current = observers.probe();
        if (probe != null && current != null && current != probe) {
            throw new IllegalStateException(books.name() + ": setProbe is refused: the batch has a probe already (an"
                    + " inspector attached to it, say); one at a time: close that inspector, or setProbe(null), first");
        }
        observers.probe(probe);
        mail.watch(probe);
        visits = probe == null ? null : new int[books.stateCount()];
        occupied = probe == null ? null : new int[books.stateCount()];
        lane.countVisits(probe != null);
        parallel.countVisits(probe != null);
    }

    /** Whether the tick counts the entities it visits: while a probe is set. */
    public boolean countingVisits() {
        return visits != null;
    }

    /**
     * While counting: the timer of the entity in {@code slot} is due at its decision. In a time-sliced state
     * that is a visit when the wheel woke it (its due bit is set): its state's loop found it. A settle that
     * entered the state in this tick and finds its timer due there (a delay of 0) is no visit of its own: it
     * is part of the visit of the state the tick found the entity in, counted there (once per entity).
     */
    public void visitedByTimer(int slot) {
        long[] due = books.timers().dueWords(books.slots().state(slot));
        if (due != null && (due[slot >>> 6] & 1L << slot) != 0L) {
            visitedSliced(slot);
        }
    }

    /**
     * While counting: the entity in {@code slot} was visited by a decision the loops do not count, one
     * of a time-sliced state (which visits some of its entities in a tick), on the lane of the thread.
     */
    public void visitedSliced(int slot) {
        int state = books.slots().state(slot);
        Slices slices = books.slices();
        if (slices != null && slices.sliced(state)) {
            Lane chunk = parallel.current();
            (chunk != null ? chunk : lane).visited(state);
        }
    }

    /**
     * While counting, as a tick starts: none counted yet. A tick that threw (a handler's failure thrown at
     * its end) told the probe nothing, and its visits must not be told as the next tick's.
     */
    private void forgetVisits() {
        if (visits == null) {
            return;
        }
        java.util.Arrays.fill(visits, 0);
        lane.takeVisitsInto(visits);
        for (Lane chunk : parallel.lanes()) {
            if (chunk != null) {
                chunk.takeVisitsInto(visits);
            }
        }
        java.util.Arrays.fill(visits, 0);
    }

    /** While counting, after a tick's loops: the visits of every lane, to the probe; then none. */
    void reportVisits(BatchProbe probe, int chunks) {
        if (visits == null) {
            return;
        }
        lane.takeVisitsInto(visits);
        Lane[] lanes = parallel.lanes();
        for (int c = 0; c < chunks; c++) {
            lanes[c].takeVisitsInto(visits);
        }
        probe.visited(visits);
        java.util.Arrays.fill(visits, 0);
    }

    /**
     * While counting, as the loops start: the states that decide every tick visit every entity they hold
     * (their counts and the moves of the delivery); the others count their visits one by one.
     */
    private void countWholeStates() {
        books.copyCountsInto(occupied);
        lane.addMovesTo(occupied);
        for (int s = 0; s < occupied.length; s++) {
            if (books.decidesEveryTick(s)) {
                visits[s] += occupied[s];
            }
        }
    }

    public void deliverOnTick(boolean onTick) {
        this.deliverOnTick = onTick;
    }

    /**
     * The messages due by the clock, posted before this call, delivered now on the calling thread as a
     * tick's start delivers them (same order, same failsafe), then committed as a tick is: the listener,
     * the changes their handlers asked for, their failures.
     */
    public void deliver() {
        phase.refuseAtWork("deliver", true);
        reloadPoint();
        phase.begin("deliver");
        lane.clear();
        try {
            decide(0f, null, false, true, false);
        } catch (Error | RuntimeException abrupt) {
            end.abort(null, 0, 0, false);
            throw abrupt;
        }
        end.finish(null, 0, false);
    }

    /** Hot reload: the batch's side of it, given once by the batch (see {@link ReloadWatch}). */
    public void watchReloads(ReloadWatch watch) {
        this.reloads = watch;
    }

    /**
     * A hot reload's point between two ticks (see {@link Reloads}): only where the batch is idle, which
     * the caller checked (a tick, a delivery, after the rule refused nothing, before the work begins).
     */
    void reloadPoint() {
        ReloadWatch watch = reloads;
        if (watch != null) {
            watch.point(observers.probe());
        }
    }

    /** A point asked for between ticks by the game or a tool: nothing while the batch is not {@linkplain Phase#idle idle}. */
    public void reloadPointIfIdle() {
        if (phase.idle()) {
            reloadPoint();
        }
    }

    /** Calls {@code slotAction} with the slot of every entity in {@code state}, ascending; no change meanwhile. */
    public void forEachSlot(int state, IntConsumer slotAction) {
        phase.walkStarts("forEach");
        try {
            books.members().forEach(state, books.slots(), slotAction);
        } finally {
            phase.walkEnds();
        }
    }

    /** Places an entity ({@code entity} in object mode, else {@code id}) in {@code state}, running no handler. */
    public long resume(Object entity, int id, int state) {
        phase.refuseAtWork("resume", true);
        if (entity != null) {
            desk.checkAbsent(entity);
        }
        return books.place(entity, id, state, Slots.NO_PREVIOUS, null, 0, 0);
    }

    /**
     * Machines with timers: the entities in the slots {@code [from, from + count)} that are present were
     * placed by a resume or a load of a save without timers; each is armed as an entry would arm it,
     * counted from the time in state it was placed with, and what that did (a delay method's failure) is
     * taken in as an outside add's handlers' is. The others do nothing.
     */
    public void armPlaced(int from, int count) {
        if (books.timers() == null) {
            return;
        }
        lane.clear();
        phase.beginOutside("resume");
        try {
            for (int slot = from; slot < from + count; slot++) {
                if (books.slots().present(slot)) {
                    loops.resumed(lane, slot, books.slots().state(slot));
                }
            }
        } catch (Error | RuntimeException abrupt) {
            phase.workEnds();
            throw abrupt;
        }
        (phase.reporting() ? end.another() : end).finish(null, 0, true);
    }

    // ---------------------------------------------------------------------------------------------
    // Orthogonal regions: the parts LinkedRegions works on

    /** What links the machine's regions, or null for a plain machine. */
    public LinkedRegions link() {
        return link;
    }

    /** This batch's place among the machine's regions: 0 for the machine's own batch, which leads. */
    public int region() {
        return region;
    }

    void linked(LinkedRegions link, int region) {
        this.link = link;
        this.region = region;
    }

    Lane lane() {
        return lane;
    }

    Changes changes() {
        return changes;
    }

    TickEnd end() {
        return end;
    }

    ParallelTick parallel() {
        return parallel;
    }

    boolean deliversOnTick() {
        return deliverOnTick;
    }

    /** A machine of regions: this region's delivery to come takes what was posted before now (see {@link Delivery#open}). */
    void openMail() {
        delivery.open();
    }

    /** A machine of regions: the tick ended before this region's turn; its opened mailbox is not delivered. */
    void skipTurn() {
        delivery.unopen();
    }

    /** After a restore: nothing of the last delivery or stretch of work is left. */
    public void forgetWork() {
        delivery.forget();
        lane.clear();
    }
}
