package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.BatchCore;
import dev.brainstem.runtime.internal.Books;
import dev.brainstem.runtime.internal.FailureReport;
import dev.brainstem.runtime.internal.InterruptStacks;
import dev.brainstem.runtime.internal.Lane;
import dev.brainstem.runtime.internal.Mailbox;
import dev.brainstem.runtime.internal.Observers;
import dev.brainstem.runtime.internal.Phase;
import dev.brainstem.runtime.internal.Slots;
import dev.brainstem.runtime.internal.StateLoops;
import dev.brainstem.runtime.internal.TimeStep;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * What every generated batch shares: its public API, and the small protected API its generated code
 * uses. A generated {@code XBatch} adds what is particular to its machine: each state's loop, which
 * calls the update handler directly, the transition and the delivery; the batch hands them down as
 * {@link StateLoops} to what runs them.
 *
 * <p>It is a face over {@link BatchCore}, which wires the batch's parts (see the
 * {@code dev.brainstem.runtime.internal} package: one job a class, calls going downward only). The
 * rules of a tick are in {@code docs/semantics.md}.
 *
 * <p>Used by generated batches; not an API to extend by hand.
 *
 * @param <S> the machine's state enum
 */
public abstract class AbstractBatch<S extends Enum<S>> {
    final MachineInfo info;
    final String name;
    final S[] states;
    final BatchCore core;
    final Books books;
    final Phase phase;
    final Mailbox mail;
    /** Read at every transition of a loop: held here, one load from the listener. */
    private final Observers observers;

    /** A machine whose handlers read no time in state. */
    protected AbstractBatch(MachineInfo info, S[] states, boolean idMode, boolean bitsets) {
        this(info, states, idMode, bitsets, false);
    }

    /**
     * @param info the machine's description, which saves check loaded stacks against
     * @param bitsets whether the generated loops walk bitset words ({@link #updateWords}) or the
     *     entities sorted by state ({@link #update}); the processor chooses by the number of states
     * @param timed whether the handlers read the time in state: then each entity's entry time is kept
     */
    protected AbstractBatch(MachineInfo info, S[] states, boolean idMode, boolean bitsets, boolean timed) {
        this.info = info;
        this.name = info.name();
        this.states = states.clone();
        Generated generated = new Generated();
        this.core = new BatchCore(name, this.states, idMode, bitsets, timed, generated, generated);
        this.books = core.books;
        this.phase = core.phase;
        this.mail = core.mail;
        this.observers = core.observers;
    }

    /** The machine's description: states, initial state, entry points, groups, interrupts and edges. */
    public final MachineInfo info() {
        return info;
    }

    // ---------------------------------------------------------------------------------------------
    // What a generated batch provides

    /** Machines of many states: the loop over the entities {@code members[lo..hi)} of {@code state}. */
    protected void update(Lane lane, int state, int[] members, int lo, int hi, float dt) {
        throw new IllegalStateException(name + " walks bitsets");
    }

    /**
     * Machines of few states: the loop over the words {@code members[lo..hi)} of {@code state}'s bitset;
     * the entities that leave move from {@code members} to {@code leavers} once the loop is done with
     * their word, and the loop reports the words it moved bits in with {@link Lane#left}.
     */
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
        throw new IllegalStateException(name + " walks entities sorted by state");
    }

    /** Runs the enter handler of the entity just started in {@code slot}, and its redirects. */
    protected abstract void enter(Lane lane, int slot);

    /**
     * Moves the entity in {@code slot} from {@code current} to {@code next}, asked for by a handler of
     * {@code event} ({@link Events#NONE}: from outside), then follows enter redirects; a handler's
     * exception goes to {@link #failed}. @return the state the entity ends in
     */
    protected abstract int move(Lane lane, int slot, int event, int current, int next, float dt);

    /** The ordinal of a state an entity may be started in or sent to from outside; else an IAE. */
    protected abstract int checkStartable(S state);

    /** Messages: whether some {@code @OnMessage} handler of the machine takes {@code message}'s class. */
    protected boolean takes(Object message) {
        return false;
    }

    /** Messages: runs the handler of {@code state} that takes {@code message}; false when none does. */
    protected boolean deliver(Lane lane, int slot, int state, Object message) {
        return false;
    }

    /** Object mode: the batch now holds {@code entity} in {@code slot}. */
    protected void attach(int slot, Object entity) {}

    /** Object mode: the entity in {@code slot} was removed. */
    protected void detach(int slot) {}

    /** Object mode: the entity in {@code slot}, or null. */
    protected Object entityAt(int slot) {
        return null;
    }

    /** Slots up to {@code capacity} may now be used: grow the arrays kept per slot. */
    protected void grow(int capacity) {}

    /** Object mode: the generated batch's entity array itself; null in id mode. */
    protected Object[] entityArray() {
        return null;
    }

    /** The ordinal of a state an entity may be resumed in: any but the {@code @Back} pseudo-state. */
    protected int checkResumable(S state) {
        if (state == null) {
            throw new IllegalArgumentException(name + ": cannot resume an entity in a null state");
        }
        return state.ordinal();
    }

    /** The generated methods, handed down to what runs them. */
    private final class Generated implements StateLoops, Books.EntityStore {
        @Override
        public void update(Lane lane, int state, int[] members, int lo, int hi, float dt) {
            AbstractBatch.this.update(lane, state, members, lo, hi, dt);
        }

        @Override
        public void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
            AbstractBatch.this.updateWords(lane, state, members, leavers, lo, hi, dt);
        }

        @Override
        public void enter(Lane lane, int slot) {
            AbstractBatch.this.enter(lane, slot);
        }

        @Override
        public int move(Lane lane, int slot, int event, int current, int next, float dt) {
            return AbstractBatch.this.move(lane, slot, event, current, next, dt);
        }

        @Override
        public boolean deliver(Lane lane, int slot, int state, Object message) {
            return AbstractBatch.this.deliver(lane, slot, state, message);
        }

        @Override
        public void attach(int slot, Object entity) {
            AbstractBatch.this.attach(slot, entity);
        }

        @Override
        public void detach(int slot) {
            AbstractBatch.this.detach(slot);
        }

        @Override
        public Object entityAt(int slot) {
            return AbstractBatch.this.entityAt(slot);
        }

        @Override
        public void grow(int capacity) {
            AbstractBatch.this.grow(capacity);
        }

        @Override
        public Object[] entityArray() {
            return AbstractBatch.this.entityArray();
        }
    }

    // ---------------------------------------------------------------------------------------------
    // For generated code

    /** A handler of the entity in {@code slot}, run for {@code event}, threw: see {@link FailureReport}. */
    protected final void failed(Lane lane, int slot, int event, Exception failure) {
        long handle = books.slots.handleOf(slot);
        lane.recordFailure(FailureReport.wrap(name, handle, books.describe(handle), states[stateAt(slot)].name(),
                event, failure));
    }

    /** How exceptions name the entity in {@code slot}: {@code "handle 4294967296"} or {@code "id 7"}. */
    protected final String describe(int slot) {
        return books.describe(books.slots.handleOf(slot));
    }

    protected final int stateAt(int slot) {
        return books.slots.state(slot);
    }

    /** The entity in {@code slot} is now in {@code state}, having left {@code previous}. */
    protected final void setState(int slot, int state, int previous) {
        books.setState(slot, state, previous);
    }

    /** The seconds the entity in {@code slot} has spent in its state; only for a timed machine. */
    protected final float timeAt(int slot) {
        return books.clock.timeAt(slot);
    }

    /** The seconds the entity of {@code handle} has spent in its state: for the generated {@code timeInState}. */
    protected final float timeInStateOf(long handle) {
        int slot = books.slot(handle);
        if (!books.clock.kept()) {
            throw new IllegalStateException(name + " keeps no time in state: no handler reads @TimeInState");
        }
        return books.clock.timeAt(slot);
    }

    /**
     * The transition is made: recorded for the listener, if one is set. The states' counts follow the
     * membership instead (the loops, the settle), so a transition in a loop stores only the state table.
     */
    protected final void moved(Lane lane, int slot, int from, int to, int event) {
        if (observers.listening()) {
            lane.recordTransition(slot, from, to, event);
        }
    }

    /** Machines with messages, after {@link #moved}: the transition counts toward the delivery's failsafe. */
    protected static void countForFailsafe(Lane lane) {
        lane.made++;
    }

    /** Messages: the transitions the entity in {@code slot} made in this tick's delivery; 0 outside a tick. */
    protected final int spent(int slot) {
        return core.delivery.moves.of(slot);
    }

    /** Messages: the most transitions any one entity made in this tick's delivery; 0 outside a tick. */
    protected final int spentAtMost() {
        return core.delivery.moves.most();
    }

    /** Stack states: called once by the constructor of a machine with {@code depth} interrupt states. */
    protected final InterruptStacks keepStacks(int depth) {
        return books.keepStacks(depth);
    }

    /** The slot of a present entity. @throws IllegalArgumentException naming the handle otherwise */
    protected final int slot(long handle) {
        return books.slot(handle);
    }

    /** Calls {@code slotAction} with the slot of every entity in {@code s}, ascending; the batch cannot change meanwhile. */
    protected final void forEachSlot(S s, IntConsumer slotAction) {
        if (s == null || slotAction == null) {
            throw new IllegalArgumentException(name + ": forEach needs a state and an action");
        }
        if (phase.ticking) {
            throw new IllegalStateException(name + ": forEach is not available while the batch ticks");
        }
        phase.iterating++;
        try {
            books.members.forEach(s.ordinal(), books.slots, slotAction);
        } finally {
            phase.iterating--;
        }
    }

    /** Object mode: adds {@code entity} in {@code start}, running its enter; returns its handle. */
    protected final long addEntity(Object entity, S start) {
        if (entity == null) {
            throw new IllegalArgumentException(name + ": cannot add a null entity");
        }
        return core.desk.addEntity(entity, checkStartable(start));
    }

    /** Id mode: adds the entity {@code id} in {@code start}, running its enter; returns the id. */
    protected final long addId(int id, S start) {
        if (id < 0 || id > Slots.MAX_ID) {
            throw new IllegalArgumentException(name + ": id " + id + (id < 0 ? " is negative; ids are array indices"
                    : " is too large; ids are array indices, at most " + Slots.MAX_ID));
        }
        core.desk.addId(id, checkStartable(start));
        return id;
    }

    /** Object mode: places {@code entity} in {@code state} running no handler, as a loaded save does. */
    protected final long resumeEntity(Object entity, S state) {
        return resume(entity, 0, state);
    }

    /** Id mode: {@link #resumeEntity} for the entity {@code id}; returns the id. */
    protected final long resumeId(int id, S state) {
        return resume(null, id, state);
    }

    private long resume(Object entity, int id, S state) {
        int ordinal = checkResumable(state);
        phase.refuseDuring("resume");
        if (entity != null) {
            core.desk.checkAbsent(entity);
        }
        return books.place(entity, id, ordinal, Slots.NO_PREVIOUS, null, 0, 0);
    }

    // ---------------------------------------------------------------------------------------------
    // Look-ups and settings

    public final int size() {
        return books.size;
    }

    /** How many entities are in {@code s}. */
    public final int count(S s) {
        if (s == null) {
            throw new IllegalArgumentException(name + ": count(null)");
        }
        return books.counts[s.ordinal()];
    }

    /** Whether {@code handle} names an entity in the batch (false for removed and unknown ones). */
    public final boolean contains(long handle) {
        return books.slots.slotOf(handle) >= 0;
    }

    /** The states the entity's interrupts suspended, bottom first; empty outside an interrupt. */
    public final List<S> stackOf(long handle) {
        int slot = books.slot(handle);
        InterruptStacks stacks = books.stacks;
        if (stacks == null) {
            return Collections.emptyList();
        }
        List<S> suspended = new ArrayList<S>(stacks.size(slot));
        for (int k = 0; k < stacks.size(slot); k++) {
            suspended.add(states[stacks.at(slot, k)]);
        }
        return suspended;
    }

    /** The state of the entity. @throws IllegalArgumentException for a stale or unknown handle */
    public final S stateOf(long handle) {
        return states[stateAt(books.slot(handle))];
    }

    /** The state the entity was in before its last transition; null before the first. */
    public final S previousOf(long handle) {
        int previous = books.slots.previous(books.slot(handle));
        return previous == Slots.NO_PREVIOUS ? null : states[previous];
    }

    /** Sets the listener told of every transition; null for none. */
    public final void setListener(TransitionListener<S> listener) {
        observers.listen(listener);
    }

    /**
     * Sets the tool told of the batch's transitions, messages and ticks (see {@link BatchProbe}), beside
     * the listener; null for none. Without a probe the batch runs exactly as it would with none ever set.
     */
    public final void setProbe(BatchProbe probe) {
        phase.refuseDuring("setProbe");
        core.probe(probe);
    }

    /**
     * Calls {@code action} with the handle of every entity in {@code s}, in ascending slot order; the
     * batch cannot change meanwhile. Both modes: in id mode a handle is the id.
     */
    public final void forEachHandle(S s, LongConsumer action) {
        if (action == null) {
            throw new IllegalArgumentException(name + ": forEachHandle needs an action");
        }
        final Slots slots = books.slots;
        forEachSlot(s, slot -> action.accept(slots.handleOf(slot)));
    }

    /** Sets the handler of handlers' exceptions; null restores the default (the first is thrown). */
    public final void setErrorHandler(ErrorHandler errorHandler) {
        observers.errorHandler = errorHandler;
    }

    // ---------------------------------------------------------------------------------------------
    // Changes and messages

    /** Takes the entity out; no exit runs. During a tick, at its end. */
    public final void remove(long handle) {
        core.desk.remove(handle);
    }

    /** Sends the entity to {@code target} (the initial state or an entry point), running exit and enter. */
    public final void transitionTo(long handle, S target) {
        core.desk.transitionTo(handle, checkStartable(target));
    }

    /** Sends {@code message} to the entity of {@code handle}, delivered at the start of the next tick. */
    public final void send(long handle, Object message) {
        send(handle, message, 0f);
    }

    /**
     * Sends {@code message} to the entity of {@code handle}, delivered at the start of the first tick at
     * which the batch's clock has reached the clock now plus {@code delaySeconds}; never in the tick under
     * way. A message for an entity not in the batch then, or that nothing in its state takes, is dropped
     * and counted ({@link #droppedMessages}).
     *
     * @throws IllegalArgumentException for a null message, one no handler takes, a negative handle, or
     *     a delay that is negative, infinite or not a number
     */
    public final void send(long handle, Object message, float delaySeconds) {
        checkMessage(message, delaySeconds);
        if (handle < 0) {
            throw new IllegalArgumentException(name + ": send to " + books.describe(handle) + ": it is negative");
        }
        mail.send(handle, message, delaySeconds);
    }

    /** Sends {@code message} to every entity of the batch at the start of the next tick: one queue entry. */
    public final void broadcast(Object message) {
        broadcast(message, 0f);
    }

    /** {@link #broadcast(Object)} after {@code delaySeconds} of the batch's clock, as {@link #send(long, Object, float)}. */
    public final void broadcast(Object message, float delaySeconds) {
        checkMessage(message, delaySeconds);
        mail.send(Mailbox.EVERYONE, message, delaySeconds);
    }

    /** How many messages were dropped: their entity was gone, or nothing in its state took them. */
    public final long droppedMessages() {
        return mail.dropped();
    }

    private void checkMessage(Object message, float delaySeconds) {
        if (message == null) {
            throw new IllegalArgumentException(name + ": cannot send a null message");
        }
        TimeStep.checkDelay(name, delaySeconds);
        if (!takes(message)) {
            throw new IllegalArgumentException(name + " takes no message of type " + message.getClass().getName()
                    + ": no @OnMessage handler's parameter accepts it");
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Ticks

    /** One update of every entity, on the calling thread: the messages due, each state's loop, the commit. */
    public final void tick(float dt) {
        TimeStep.check(name, "tick", dt);
        core.tick(dt);
    }

    /**
     * The same tick, with chunks of each state's entities updated in parallel on {@code pool} and on the
     * calling thread; a handler must then touch only its own entity. The results equal the sequential
     * tick's in every respect. Batches of fewer than 131,072 entities (system property
     * {@code brainstem.parallel.minEntities}), and pools of one thread, tick on the calling thread.
     */
    public final void tick(float dt, ForkJoinPool pool) {
        TimeStep.check(name, "tick", dt);
        if (pool == null) {
            throw new IllegalArgumentException(name + ": tick(dt, null): give a ForkJoinPool");
        }
        core.tick(dt, pool);
    }

    /**
     * Delivers now the messages due by the clock that were posted before this call, on the calling
     * thread, as a tick's start does (due time, then send order; the failsafe; a message nobody takes
     * dropped and counted), then commits as a tick does: the listener, the changes the handlers asked
     * for, their failures. The point of the frame where a game calls it is its own choice: with
     * {@link MessageDelivery#ON_DELIVER}, it is the only delivery.
     *
     * @throws IllegalStateException during a tick or from the error handler
     */
    public final void deliver() {
        core.deliver();
    }

    /** When the batch delivers messages: at the start of every tick (the default), or only at {@link #deliver()}. */
    public final void setMessageDelivery(MessageDelivery when) {
        if (when == null) {
            throw new IllegalArgumentException(name + ": setMessageDelivery(null)");
        }
        core.deliverOnTick(when == MessageDelivery.TICK_START);
    }

    /** The batch's clock: the sum of the dt of its ticks, in seconds (a loaded save's clock goes on). */
    public final double clock() {
        return books.clock.now();
    }

    // ---------------------------------------------------------------------------------------------
    // Snapshot and restore

    /** An exact copy of what the batch holds (see {@link BatchSnapshot}); runs no handler. */
    public final BatchSnapshot snapshot() {
        return snapshot(null);
    }

    /**
     * {@link #snapshot()} written over {@code into}, a snapshot this batch took before, reusing its
     * arrays; null takes a new one. @throws IllegalArgumentException for a snapshot of another batch
     */
    public final BatchSnapshot snapshot(BatchSnapshot into) {
        if (phase.ticking || phase.busy || phase.reporting) {
            throw new IllegalStateException(name + ": snapshot is not available while the batch ticks");
        }
        BatchSnapshot s = into == null ? new BatchSnapshot(this, name) : checkOwn(into, "write over");
        s.books = books.copyTo(s.books);
        s.mail = mail.copyTo(s.mail);
        return s;
    }

    /**
     * Puts the batch back as it was when {@code snapshot} was taken, running no handler: the same
     * entities, handles, states, stacks, times, clock, free slots and waiting messages. The snapshot is
     * left as it was; the game restores its own entity data to the same moment.
     */
    public final void restore(BatchSnapshot snapshot) {
        if (snapshot == null) {
            throw new IllegalArgumentException(name + ": restore(null)");
        }
        checkOwn(snapshot, "restore");
        phase.refuseDuring("restore");
        books.restore(snapshot.books);
        mail.restore(snapshot.mail);
        core.forgetWork();
    }

    private BatchSnapshot checkOwn(BatchSnapshot snapshot, String what) {
        if (snapshot.owner != this) {
            throw new IllegalArgumentException(name + ": cannot " + what + " a snapshot of "
                    + (snapshot.machine().equals(name) ? "another " + name + " batch" : "a " + snapshot.machine()
                    + " batch (another machine)") + "; a batch restores only its own snapshots");
        }
        return snapshot;
    }
}
