package dev.brainstem.runtime;

import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;

/**
 * What every generated batch shares: its public API, and the small protected API its generated code
 * uses. A generated {@code XBatch} adds what is particular to its machine: the loop over each state's
 * entities that calls the update handler directly, and the transition.
 *
 * <p>The work is split by job: {@link Slots} keeps each entity's slot, state and handle;
 * {@link Members} which entities are in each state; a {@link Lane} records what a stretch of work did;
 * {@link ParallelTick} runs a tick in chunks; {@link TickEnd} takes a tick's records in, in sequential
 * order: the listener, the queued changes, the failures.
 *
 * <p><b>A tick</b> updates every entity once, states in ordinal order and, within a state, entities
 * in ascending handle (id) order. A handler's exception is recorded and the tick goes on; an
 * {@code Error} is not caught: it leaves the tick at once, and the batch still holds every entity
 * exactly once. After the updates, on the calling thread: the listener hears of every transition in
 * order; the changes asked for during the tick ({@code add}, {@code remove}, {@code transitionTo})
 * are applied in order; the handlers' exceptions go to the error handler in order, or the first is
 * thrown as a {@link HandlerException} with the others suppressed. A listener's or error handler's own
 * exception is reported as itself. {@code tick(dt, pool)} gives exactly the same results.
 *
 * <p>Used by generated batches; not an API to extend by hand.
 *
 * @param <S> the machine's state enum
 */
public abstract class AbstractBatch<S extends Enum<S>> {
    final MachineInfo info;
    final String name;
    final S[] states;
    final Slots slots;
    final Members members;
    final int[] counts;
    int size;
    private EntityIndex index;
    /** The calling thread's lane: sequential ticks, calls from outside, the end of every tick. */
    final Lane lane;
    private final ParallelTick parallel;
    private final TickEnd end = new TickEnd();
    final EntryClock clock;
    /** Messages for the entities; empty and unused by machines that take none. */
    final Mailbox mail = new Mailbox();
    /** What the tick's delivery moved, for the failsafe of the decisions after it. */
    private final DeliveryMoves deliveryMoves = new DeliveryMoves();
    /** Machines with {@code @Interrupt} states: each entity's suspended states; null for the others. */
    InterruptStacks stacks;

    TransitionListener<S> listener;
    ErrorHandler errorHandler;
    /** From a tick's start to its end: another tick is refused, changes are queued. */
    boolean ticking;
    /** While an add or transitionTo from outside runs its handlers: changes are queued. */
    private boolean busy;
    private int iterating;

    /** A machine whose handlers read no time in state. */
    protected AbstractBatch(MachineInfo info, S[] states, boolean idMode, boolean bitsets) {
        this(info, states, idMode, bitsets, false);
    }

    /**
     * @param info the machine's description: its name, states, interrupts and {@code @Back}
     *     pseudo-state, which saves check loaded stacks against
     * @param bitsets whether the generated loops walk bitset words ({@link #updateWords}) or the
     *     entities sorted by state ({@link #update}); the processor chooses by the number of states
     * @param timed whether the machine's handlers read the time in state ({@code @TimeInState}): then
     *     each entity's clock at entry is kept, for {@link #timeAt} and {@link #timeInStateOf}
     */
    protected AbstractBatch(MachineInfo info, S[] states, boolean idMode, boolean bitsets, boolean timed) {
        this.info = info;
        this.clock = new EntryClock(timed);
        this.name = info.name();
        this.states = states.clone();
        this.slots = new Slots(idMode, states.length);
        this.members = bitsets ? new BitsetMembers(states.length, slots) : new CountedMembers(states.length);
        this.counts = new int[states.length];
        this.lane = new Lane(members, states.length, -1);
        this.parallel = new ParallelTick(members, states.length);
    }

    /** TEMPORARY while branches merge: code generated before batches took their MachineInfo. */
    protected AbstractBatch(String name, S[] states, boolean idMode, boolean bitsets, boolean timed) {
        this(bare(name, states), states, idMode, bitsets, timed);
    }

    /** TEMPORARY while branches merge. */
    protected AbstractBatch(String name, S[] states, boolean idMode, boolean bitsets) {
        this(bare(name, states), states, idMode, bitsets, false);
    }

    private static MachineInfo bare(String name, Enum<?>[] states) {
        String[] names = new String[states.length];
        for (int k = 0; k < names.length; k++) {
            names[k] = states[k].name();
        }
        return new MachineInfo(name, names, names[0], new String[0]);
    }

    /** The machine's description: states, initial state, entry points, groups, interrupts and edges. */
    public final MachineInfo info() {
        return info;
    }

    // ---------------------------------------------------------------------------------------------
    // What a generated batch provides

    /**
     * Machines of many states: updates the entities {@code members[lo..hi)}, all in {@code state},
     * each through its state's update handler; an entity that leaves the state is given to
     * {@link Lane#arrive}.
     */
    protected void update(Lane lane, int state, int[] members, int lo, int hi, float dt) {
        throw new IllegalStateException(name + " walks bitsets");
    }

    /**
     * Machines of few states: updates the entities whose bits are set in the words
     * {@code members[lo..hi)} of {@code state}'s bitset (bit {@code b} of word {@code w} is slot
     * {@code w * 64 + b}), as {@link #update} does. The entities that leave {@code state} move from
     * {@code members} to {@code leavers}, the state's bitset of the entities that left it in this tick,
     * a word at a time once the loop is done with the word; the loop then reports the words it moved
     * bits in with {@link Lane#left}. The generated batch runs the state's {@link WordLoop}.
     */
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
        throw new IllegalStateException(name + " walks entities sorted by state");
    }

    /** Runs the enter handler of the entity just started in {@code slot}, and its redirects. */
    protected abstract void enter(Lane lane, int slot);

    /**
     * Moves the entity in {@code slot}, now in {@code current}, to {@code next}, asked for by a
     * handler of {@code event} ({@link Events#NONE}: from outside, which may re-enter the current
     * state), then follows enter redirects (and, on a settling machine after an update, the new
     * state's update). A handler's exception is given to {@link #failed} there.
     *
     * @return the state the entity ends in
     */
    protected abstract int move(Lane lane, int slot, int event, int current, int next, float dt);

    /** The ordinal of a state an entity may be started in or sent to from outside; else an IAE. */
    protected abstract int checkStartable(S state);

    /**
     * Messages: whether some {@code @OnMessage} handler of the machine takes {@code message}'s class.
     * A send of anything else is refused.
     */
    protected boolean takes(Object message) {
        return false;
    }

    /**
     * Messages: runs the handler that takes {@code message} in {@code state}, for the entity in
     * {@code slot}, and the transition it asks for (event MESSAGE, through {@link #move}); a handler's
     * exception goes to {@link #failed}. The membership of the entity is the runtime's to update.
     *
     * @return false when no handler takes it in that state: the message is dropped and counted
     */
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

    /**
     * Object mode: the generated batch's entity array itself (its length is the capacity), for
     * {@link #snapshot} and {@link #restore}; null in id mode.
     */
    protected Object[] entityArray() {
        return null;
    }

    /**
     * The ordinal of a state an entity may be {@link #resumeEntity resumed} in: any state but the
     * {@code @Back} pseudo-state. @throws IllegalArgumentException for that one, or null
     */
    protected int checkResumable(S state) {
        if (state == null) {
            throw new IllegalArgumentException(name + ": cannot resume an entity in a null state");
        }
        return state.ordinal();
    }

    // ---------------------------------------------------------------------------------------------
    // For generated code

    /**
     * A handler of the entity in {@code slot}, run for {@code event}, threw: the one place that
     * decides what that means. It is recorded with the entity's state now, and reported when the tick
     * (or the call from outside) ends.
     */
    protected final void failed(Lane lane, int slot, int event, Exception failure) {
        long handle = slots.handleOf(slot);
        lane.recordFailure(new HandlerException(name, handle, describeHandle(handle), states[stateAt(slot)].name(),
                event, failure));
    }

    /** How exceptions name the entity in {@code slot}: {@code "handle 4294967296"} or {@code "id 7"}. */
    protected final String describe(int slot) {
        return describeHandle(slots.handleOf(slot));
    }

    /** The state ordinal of the entity in {@code slot}. */
    protected final int stateAt(int slot) {
        return slots.state(slot);
    }

    /** The entity in {@code slot} is now in {@code state}, having left {@code previous}. */
    protected final void setState(int slot, int state, int previous) {
        slots.set(slot, state, previous);
        clock.enter(slot);
    }

    /** The seconds the entity in {@code slot} has spent in its state; only for a timed machine. */
    protected final float timeAt(int slot) {
        return clock.timeAt(slot);
    }

    /**
     * The seconds the entity of {@code handle} has spent in its state: the sum of the dt of the ticks
     * since it entered it. Only for a timed machine, whose generated {@code timeInState(handle)} calls it.
     *
     * @throws IllegalArgumentException for a stale or unknown handle
     */
    protected final float timeInStateOf(long handle) {
        int slot = slot(handle);
        if (!clock.kept()) {
            throw new IllegalStateException(name + " keeps no time in state: no handler reads @TimeInState");
        }
        return clock.timeAt(slot);
    }

    /**
     * The transition is made: told to the listener, if one is set, once the stretch of work ends. The
     * states' counts follow the membership instead, where entities join and leave (the loops, the
     * settle, {@link #following}), so that a transition in a state's loop stores nothing but the state
     * table: at a million entities the lane's count at each transition cost 3% to 5% of a tick (README,
     * "At a million entities").
     */
    protected final void moved(Lane lane, int slot, int from, int to, int event) {
        if (listener != null) {
            lane.recordTransition(slot, from, to, event);
        }
    }

    /**
     * Machines with message handlers, after {@link #moved}: the transition counts toward the failsafe of
     * the delivery under way, if any (a delivery takes the difference across it). Other machines deliver
     * nothing and do not count.
     */
    protected static void countForFailsafe(Lane lane) {
        lane.made++;
    }

    /**
     * Messages: the transitions the entity in {@code slot} made in this tick before its decision (those
     * of its messages' handlers); the decision's transitions count on from there against the failsafe.
     * 0 outside a tick.
     */
    protected final int spent(int slot) {
        return deliveryMoves.of(slot);
    }

    /**
     * Messages: the most transitions any one entity made in this tick before its decision, so that a
     * decision's chain need not look up {@link #spent} until it has made the failsafe's limit less this.
     * 0 outside a tick.
     */
    protected final int spentAtMost() {
        return deliveryMoves.most();
    }

    /**
     * Stack states: called once by the constructor of a machine with {@code depth} interrupt states, so
     * that each entity has a stack of suspended states.
     */
    protected final InterruptStacks keepStacks(int depth) {
        if (stacks != null || depth < 1) {
            throw new IllegalStateException(name + ": keepStacks(" + depth + ") once, with a depth of 1 or more");
        }
        stacks = new InterruptStacks(depth, slots.capacity());
        return stacks;
    }

    /** The slot of a present entity. @throws IllegalArgumentException naming the handle otherwise */
    protected final int slot(long handle) {
        int slot = slots.slotOf(handle);
        if (slot < 0) {
            throw new IllegalArgumentException(name + ": " + describeHandle(handle) + " "
                    + (handle < 0 ? "is negative"
                    : slots.idMode() ? "is not in the batch: it was never added, or was removed"
                    : slots.wasIssued(handle) ? "is not in the batch: its entity was removed"
                    : "is not in the batch: it was never issued"));
        }
        return slot;
    }

    // ---------------------------------------------------------------------------------------------
    // Look-ups

    /** How many entities the batch holds. */
    public final int size() {
        return size;
    }

    /** How many entities are in {@code s}. */
    public final int count(S s) {
        if (s == null) {
            throw new IllegalArgumentException(name + ": count(null)");
        }
        return counts[s.ordinal()];
    }

    /** Whether {@code handle} names an entity in the batch (false for removed and unknown ones). */
    public final boolean contains(long handle) {
        return slots.slotOf(handle) >= 0;
    }

    /**
     * The states the entity's interrupts suspended, bottom first (its current state is not among them);
     * empty outside an interrupt, and always for a machine without {@code @Interrupt} states.
     *
     * @throws IllegalArgumentException for a stale or unknown handle
     */
    public final List<S> stackOf(long handle) {
        int slot = slot(handle);
        if (stacks == null) {
            return java.util.Collections.emptyList();
        }
        List<S> suspended = new java.util.ArrayList<S>(stacks.size(slot));
        for (int k = 0; k < stacks.size(slot); k++) {
            suspended.add(states[stacks.at(slot, k)]);
        }
        return suspended;
    }

    /** The state of the entity. @throws IllegalArgumentException for a stale or unknown handle */
    public final S stateOf(long handle) {
        return states[stateAt(slot(handle))];
    }

    /** The state the entity was in before its last transition; null before the first. */
    public final S previousOf(long handle) {
        int previous = slots.previous(slot(handle));
        return previous == Slots.NO_PREVIOUS ? null : states[previous];
    }

    /** Sets the listener told of every transition; null for none. */
    public final void setListener(TransitionListener<S> listener) {
        this.listener = listener;
    }

    /** Sets the handler of handlers' exceptions; null restores the default (the first is thrown). */
    public final void setErrorHandler(ErrorHandler errorHandler) {
        this.errorHandler = errorHandler;
    }

    /**
     * Calls {@code slotAction} with the slot of every entity in {@code s}, in ascending order. The
     * batch cannot change meanwhile (an {@link IllegalStateException}); it may be read.
     */
    protected final void forEachSlot(S s, IntConsumer slotAction) {
        if (s == null || slotAction == null) {
            throw new IllegalArgumentException(name + ": forEach needs a state and an action");
        }
        if (ticking) {
            throw new IllegalStateException(name + ": forEach is not available while the batch ticks");
        }
        iterating++;
        try {
            members.forEach(s.ordinal(), slots, slotAction);
        } finally {
            iterating--;
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Structural changes

    /** Object mode: adds {@code entity} in {@code start}, running its enter; returns its handle. */
    protected final long addEntity(Object entity, S start) {
        if (entity == null) {
            throw new IllegalArgumentException(name + ": cannot add a null entity");
        }
        int first = checkStartable(start);
        checkNotIterating();
        if (ticking || busy) {
            Lane caller = laneForCaller();
            parallel.awaitTurn(caller);
            refuseTwice(entity);
            long handle = slots.handleOf(slots.take());
            caller.queue(Lane.ADD, handle, first, entity);
            return handle;
        }
        refuseTwice(entity);
        int slot = slots.take();
        grown(slot + 1);
        attach(slot, entity);
        index().put(entity, slot);
        long handle = slots.handleOf(slot);
        outside(slot, first, true);
        return handle;
    }

    /** Id mode: adds the entity {@code id} in {@code start}, running its enter; returns the id. */
    protected final long addId(int id, S start) {
        if (id < 0) {
            throw new IllegalArgumentException(name + ": id " + id + " is negative; ids are array indices");
        }
        if (id > Slots.MAX_ID) {
            throw new IllegalArgumentException(name + ": id " + id + " is too large; ids are array indices, at most "
                    + Slots.MAX_ID);
        }
        int first = checkStartable(start);
        checkNotIterating();
        if (ticking || busy) {
            laneForCaller().queue(Lane.ADD, id, first, null);
            return id;
        }
        checkAbsentId(id);
        grown(id + 1);
        outside(id, first, true);
        return id;
    }

    /** Takes the entity out; no exit runs. */
    public final void remove(long handle) {
        checkNotIterating();
        if (ticking || busy) {
            checkNotNegative(handle);
            laneForCaller().queue(Lane.REMOVE, handle, 0, null);
            return;
        }
        removeNow(slot(handle));
    }

    /**
     * Sends the entity to {@code target} from outside (running exit and enter, also when it is there
     * already): the initial state or an entry point.
     */
    public final void transitionTo(long handle, S target) {
        int next = checkStartable(target);
        checkNotIterating();
        if (ticking || busy) {
            checkNotNegative(handle);
            laneForCaller().queue(Lane.TRANSITION, handle, next, null);
            return;
        }
        outside(slot(handle), next, false);
    }

    /**
     * Starts or moves the entity in {@code slot} for a caller outside a tick, then takes in what its
     * handlers did as a tick's end does: the listener, the changes they queued, their failures (the
     * first thrown to the caller).
     */
    private void outside(int slot, int target, boolean start) {
        lane.clear();
        busy = true;
        try {
            if (start) {
                startNow(slot, target);
            } else {
                transitionNow(slot, target);
            }
        } finally {
            busy = false;
        }
        // From the error handler, the report under way keeps its books: this call gets books of its own.
        (end.reporting ? new TickEnd() : end).finish(this, null, 0, true);
    }

    /** Places the entity and runs its enter; a handler's failure is recorded in the lane. */
    void startNow(int slot, int first) {
        slots.set(slot, first, Slots.NO_PREVIOUS);
        clock.enter(slot);
        counts[first]++;
        size++;
        members.add(first, slot);
        enter(lane, slot);
        following(slot, first);
    }

    void transitionNow(int slot, int next) {
        int from = stateAt(slot);
        move(lane, slot, Events.NONE, from, next, 0f);
        following(slot, from);
    }

    /** The entity may have moved since it was in {@code from}: its membership follows. */
    private void following(int slot, int from) {
        int now = stateAt(slot);
        if (now != from) {
            members.move(from, now, slot);
            lane.countMove(from, now);
        }
    }

    void removeNow(int slot) {
        int s = stateAt(slot);
        slots.clear(slot);
        if (stacks != null) {
            stacks.clear(slot);
        }
        counts[s]--;
        size--;
        members.remove(s, slot);
        if (!slots.idMode()) {
            index().remove(entityAt(slot), slot);
            detach(slot);
            slots.release(slot);
        }
    }

    /** Applies a queued change, on the calling thread at the end of a tick. */
    void apply(int kind, long handle, int target, Object entity) {
        switch (kind) {
            case Lane.ADD:
                if (slots.idMode()) {
                    checkAbsentId((int) handle);
                    grown((int) handle + 1);
                    startNow((int) handle, target);
                } else {
                    int slot = (int) (handle >>> 32);
                    grown(slot + 1);
                    attach(slot, entity);
                    index().put(entity, slot);
                    startNow(slot, target);
                }
                return;
            case Lane.REMOVE:
                removeNow(slot(handle));
                return;
            case Lane.TRANSITION:
                transitionNow(slot(handle), target);
                return;
            default:
                throw new IllegalStateException("unknown change " + kind);
        }
    }

    /** Forgets a queued add that a tick cut short by an Error will never apply. */
    void abandon(int kind, long handle) {
        if (kind == Lane.ADD && !slots.idMode()) {
            int slot = (int) (handle >>> 32);
            grown(slot + 1);
            slots.release(slot);
        }
    }

    private void grown(int needed) {
        int capacity = slots.ensure(needed);
        if (capacity > 0) {
            members.grow(capacity);
            clock.grow(capacity);
            if (stacks != null) {
                stacks.grow(capacity);
            }
            grow(capacity);
        }
    }

    private void refuseTwice(Object entity) {
        int slot = index().find(entity);
        long handle = slot >= 0 ? slots.handleOf(slot) : parallel.pendingAdd(lane, laneForCaller(), entity);
        if (handle >= 0) {
            throw new IllegalArgumentException(name + ": this entity is in the batch already, as "
                    + describeHandle(handle));
        }
    }

    private EntityIndex index() {
        if (index == null) {
            index = new EntityIndex(this::entityAt);
        }
        return index;
    }

    private void checkAbsentId(int id) {
        if (slots.present(id)) {
            throw new IllegalArgumentException(name + ": id " + id + " is in the batch already (in "
                    + states[stateAt(id)] + ")");
        }
    }

    private void checkNotNegative(long handle) {
        if (handle < 0) {
            throw new IllegalArgumentException(name + ": " + describeHandle(handle) + " is negative");
        }
    }

    private void checkNotIterating() {
        if (iterating > 0) {
            throw new IllegalStateException(name + ": the batch cannot change during forEach");
        }
    }

    private Lane laneForCaller() {
        Lane chunk = parallel.current();
        return chunk != null ? chunk : lane;
    }

    String describeHandle(long handle) {
        return slots.idMode() ? "id " + handle : "handle " + handle;
    }

    // ---------------------------------------------------------------------------------------------
    // Messages

    /** Sends {@code message} to the entity of {@code handle}, delivered at the start of the next tick. */
    public final void send(long handle, Object message) {
        send(handle, message, 0f);
    }

    /**
     * Sends {@code message} to the entity of {@code handle}, delivered at the start of the first tick at
     * which the batch's clock (the sum of its ticks' dt) has reached the clock now plus
     * {@code delaySeconds}; never in the tick under way. A message for an entity that is not in the
     * batch then, or that nothing in its state takes, is dropped and counted ({@link #droppedMessages}).
     *
     * @throws IllegalArgumentException for a null message, one no handler of the machine takes, a
     *     negative handle, or a delay that is negative, infinite or not a number
     */
    public final void send(long handle, Object message, float delaySeconds) {
        checkMessage(message, delaySeconds);
        if (handle < 0) {
            throw new IllegalArgumentException(name + ": send to " + describeHandle(handle) + ": it is negative");
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

    /**
     * The start of a tick: the messages due by now, posted before the tick, in due-then-send order, on
     * the calling thread, before any decision. An entity a message moves is then in its new state's
     * membership, so the tick's decision runs in that state.
     */
    private void deliverMessages() {
        deliveryMoves.clear();
        deliverAll();
    }

    private void deliverAll() {
        mail.open(clock.now());
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
                } else {
                    deliverTo(slot, message);
                }
            }
        }
    }

    private void deliverTo(int slot, Object message) {
        int from = stateAt(slot);
        // Counted here rather than at each transition: the decisions' moves need not test for a delivery.
        int before = lane.made;
        if (deliver(lane, slot, from, message)) {
            int made = lane.made - before;
            if (made != 0) {
                deliveryMoves.count(slot, made);
            }
            following(slot, from);
        } else {
            mail.drop();
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Ticks

    /** One update of every entity, on the calling thread. */
    public final void tick(float dt) {
        TimeStep.check(name, "tick", dt);
        begin();
        clock.advance(dt);
        try {
            deliverMessages();
            members.prepare(slots);
            for (int s = 0; s < states.length; s++) {
                lane.visiting = s;
                members.run(this, lane, s, 0, members.end(s), dt);
            }
            members.settle(lane);
        } catch (Error | RuntimeException abrupt) {
            abort(null, 0);
            throw abrupt;
        } finally {
            deliveryMoves.clear();
        }
        end.finish(this, null, 0, false);
    }

    /**
     * The same tick, with chunks of each state's entities updated in parallel on {@code pool}, the
     * calling thread taking chunks beside {@code parallelism - 1} of the pool's threads. Handlers of
     * different entities may run on different threads, so a handler must touch only its own
     * entity. The results equal the sequential tick's in every respect; the listener and the error
     * handler are called on the calling thread. Batches of fewer than 131,072 entities (system property
     * {@code brainstem.parallel.minEntities}), and pools of one thread, tick on the calling thread:
     * chunks would cost more than they save.
     */
    public final void tick(float dt, ForkJoinPool pool) {
        TimeStep.check(name, "tick", dt);
        if (pool == null) {
            throw new IllegalArgumentException(name + ": tick(dt, null): give a ForkJoinPool");
        }
        if (size < ParallelTick.MIN_ENTITIES || pool.getParallelism() < 2) {
            tick(dt);
            return;
        }
        begin();
        clock.advance(dt);
        Lane[] chunks;
        int count;
        try {
            deliverMessages();
            members.prepare(slots);
            count = parallel.run(this, pool, dt);
            chunks = parallel.lanes();
        } catch (Error | RuntimeException abrupt) {
            abort(parallel.lanes(), parallel.planned());
            throw abrupt;
        } finally {
            deliveryMoves.clear();
        }
        // Bitset machines' regions settled their own lanes on the pool (ParallelTick.settleRegion); what
        // is left is a region an add's wait held up, and the lanes of machines of many states.
        for (int c = 0; c < count; c++) {
            members.settle(chunks[c]);
        }
        end.finish(this, chunks, count, false);
    }

    private void begin() {
        if (ticking || busy) {
            throw new IllegalStateException(name + ": tick called while the batch ticks");
        }
        if (end.reporting) {
            throw new IllegalStateException(name + ": tick called from the error handler, while the batch reports "
                    + "the last tick's errors");
        }
        checkNotIterating();
        lane.clear();
        ticking = true;
    }

    /**
     * After an Error cut a tick short: every entity back in exactly its state's membership, the counts
     * recounted, the queued changes and records dropped, the batch ready for the next tick.
     */
    private void abort(Lane[] chunks, int count) {
        try {
            for (int c = -1; c < count; c++) {
                Lane from = c < 0 ? lane : chunks[c];
                for (int k = 0; k < from.opCount; k++) {
                    abandon(from.ops[k * 2], from.opHandles[k]);
                }
                from.clear();
            }
            members.rebuild(slots);
            recount();
        } finally {
            ticking = false;
        }
    }

    /** The counts per state, from the state table. */
    void recount() {
        java.util.Arrays.fill(counts, 0);
        int limit = slots.limit();
        for (int slot = 0; slot < limit; slot++) {
            if (slots.present(slot)) {
                counts[slots.state(slot)]++;
            }
        }
    }

    /** Runs one chunk of a parallel tick; called by {@link ParallelTick}. */
    final void runChunk(Lane chunk, float dt) {
        members.run(this, chunk, chunk.visiting, chunk.lo, chunk.hi, dt);
    }

    /** The listener is told of a transition; its exception is the listener's own. */
    final void tell(int slot, int from, int to, int event) {
        listener.onTransition(slots.handleOf(slot), states[from], states[to], event);
    }

    // ---------------------------------------------------------------------------------------------
    // Resume, snapshot and restore

    /**
     * Object mode: places {@code entity} in {@code state}, any state but the {@code @Back}
     * pseudo-state, running no handler (no enter, no listener): for loading a save. It has no previous
     * state, an empty stack and no time in its state yet.
     *
     * @return its handle
     * @throws IllegalArgumentException for a null entity, one the batch holds already, or a state it
     *     cannot be resumed in
     * @throws IllegalStateException during a tick, a {@code forEach} or an add's handlers
     */
    protected final long resumeEntity(Object entity, S state) {
        return place(entity, 0, checkResumable(state), Slots.NO_PREVIOUS, null, 0, 0);
    }

    /** Id mode: {@link #resumeEntity} for the entity {@code id}; returns the id. */
    protected final long resumeId(int id, S state) {
        return place(null, id, checkResumable(state), Slots.NO_PREVIOUS, null, 0, 0);
    }

    /**
     * Places an entity as a resume does, with its previous state ({@link Slots#NO_PREVIOUS} for none),
     * its stack {@code stack[0, depth)} bottom first, and its time in state; for {@link BatchSaves}.
     */
    final long place(Object entity, int id, int state, int previous, int[] stack, int depth, double time) {
        refuseDuring("resume");
        if (depth > 0 && (stacks == null || depth > stacks.depth())) {
            throw new IllegalArgumentException(name + ": a stack of " + depth + " states; "
                    + (stacks == null ? "the machine has no @Interrupt states" : "at most " + stacks.depth()));
        }
        int slot;
        if (slots.idMode()) {
            if (id < 0 || id > Slots.MAX_ID) {
                throw new IllegalArgumentException(name + ": id " + id + " is not an array index");
            }
            checkAbsentId(id);
            slot = id;
            grown(slot + 1);
        } else {
            if (entity == null) {
                throw new IllegalArgumentException(name + ": cannot resume a null entity");
            }
            refuseTwice(entity);
            slot = slots.take();
            grown(slot + 1);
            attach(slot, entity);
            index().put(entity, slot);
        }
        slots.set(slot, state, previous);
        clock.place(slot, time);
        if (stacks != null) {
            stacks.set(slot, stack == null ? new int[0] : stack, depth);
        }
        counts[state]++;
        size++;
        members.add(state, slot);
        return slots.handleOf(slot);
    }

    /** A load goes into a batch with no entities, outside a tick. */
    final void refuseLoad() {
        refuseDuring("a load");
        if (size != 0) {
            throw new IllegalStateException(name + ": a save loads into an empty batch; this one holds " + size
                    + " entities");
        }
    }

    /**
     * Places a save that {@link SaveReader} read and checked in full, so that nothing here can refuse
     * it: the clock, the mailbox's clock and dropped count, the entities, then the waiting messages in
     * their delivery order, each following its entity to its new handle.
     */
    final long[] load(SaveReader.Save save, List<?> entities) {
        clock.set(save.clock);
        mail.load(save.clock, save.dropped);
        long[] handles = new long[save.count];
        for (int e = 0; e < save.count; e++) {
            handles[e] = place(entities == null ? null : entities.get(e), save.ids[e], save.state[e], save.previous[e],
                    save.stack[e], save.stack[e].length, save.time[e]);
        }
        for (int m = 0; m < save.messages; m++) {
            long target = save.target[m];
            if (!slots.idMode() && target >= 0) {
                target = handles[(int) target];
            } else if (target == BatchSaves.GONE) {
                target = Slots.NEVER_ISSUED;
            }
            mail.post(target, save.message[m], save.due[m]);
        }
        return handles;
    }

    /**
     * An exact copy of what the batch holds, in a new {@link BatchSnapshot}: see there for what it
     * holds and what it leaves to the game (the entities' own data). Runs no handler; takes time in
     * proportion to the slots. For a snapshot every tick, {@link #snapshot(BatchSnapshot)} reuses one.
     *
     * @throws IllegalStateException during a tick or an add's handlers
     */
    public final BatchSnapshot snapshot() {
        return snapshot(null);
    }

    /**
     * {@link #snapshot()} written over {@code into}, a snapshot this batch took before, reusing its
     * arrays: nothing is allocated once they are large enough. Null takes a new one.
     *
     * @return {@code into}, or the new snapshot
     * @throws IllegalArgumentException for a snapshot of another batch
     * @throws IllegalStateException during a tick or an add's handlers
     */
    public final BatchSnapshot snapshot(BatchSnapshot into) {
        if (ticking || busy || end.reporting) {
            throw new IllegalStateException(name + ": snapshot is not available while the batch ticks");
        }
        BatchSnapshot s = into == null ? new BatchSnapshot(this) : checkOwn(into, "write over");
        int previousLimit = s.limit;
        slots.copyTo(s);
        int limit = s.limit;
        s.size = size;
        clock.copyTo(s, limit);
        if (stacks != null) {
            s.stacks = stacks.copyInto(s.stacks, limit);
            s.stride = stacks.depth() + 1;
        }
        Object[] entities = entityArray();
        if (entities != null) {
            if (s.entities == null || s.entities.length < limit || s.entities.getClass() != entities.getClass()) {
                s.entities = java.util.Arrays.copyOf(entities, limit);
            } else {
                System.arraycopy(entities, 0, s.entities, 0, limit);
                if (previousLimit > limit) {
                    java.util.Arrays.fill(s.entities, limit, previousLimit, null);
                }
            }
            s.indexed = index != null;
            if (index != null) {
                index.copyTo(s);
            }
        }
        mail.copyTo(s);
        return s;
    }

    /**
     * Puts the batch back as it was when {@code snapshot} was taken, running no handler (no enter, no
     * exit, no listener): the same entities in the same slots with the same handles, states, previous
     * states, stacks and times, the same clock, free slots and waiting messages. Entities added since
     * are gone from the batch, removed ones are back. Memberships and counts are rebuilt from the
     * states, in time proportional to the slots; nothing is allocated per entity. The snapshot is left
     * as it was. The game restores its own entity data to the same moment (see {@link BatchSnapshot}).
     *
     * @throws IllegalArgumentException for a null snapshot, or one taken by another batch
     * @throws IllegalStateException during a tick, a {@code forEach} or an add's handlers
     */
    public final void restore(BatchSnapshot snapshot) {
        if (snapshot == null) {
            throw new IllegalArgumentException(name + ": restore(null)");
        }
        checkOwn(snapshot, "restore");
        refuseDuring("restore");
        int limit = snapshot.limit;
        grown(limit);
        int before = slots.limit();
        slots.restore(snapshot);
        clock.restore(snapshot);
        if (stacks != null) {
            stacks.restore(snapshot.stacks, limit);
        }
        Object[] entities = entityArray();
        if (entities != null) {
            System.arraycopy(snapshot.entities, 0, entities, 0, limit);
            if (before > limit) {
                java.util.Arrays.fill(entities, limit, before, null);
            }
            if (!snapshot.indexed) {
                index = null;
            } else {
                index().restore(snapshot);
            }
        }
        mail.restore(snapshot);
        deliveryMoves.clear();
        lane.clear();
        size = snapshot.size;
        members.rebuild(slots);
        recount();
    }

    private BatchSnapshot checkOwn(BatchSnapshot snapshot, String what) {
        if (snapshot.owner != this) {
            throw new IllegalArgumentException(name + ": cannot " + what + " a snapshot of "
                    + (snapshot.owner.name.equals(name) ? "another " + name + " batch" : "a " + snapshot.owner.name
                    + " batch (another machine)") + "; a batch restores only its own snapshots");
        }
        return snapshot;
    }

    /** Resume and restore change the batch from outside, never while it ticks or is walked. */
    private void refuseDuring(String what) {
        if (ticking || busy || end.reporting) {
            throw new IllegalStateException(name + ": " + what + " is not available while the batch ticks");
        }
        if (iterating > 0) {
            throw new IllegalStateException(name + ": " + what + " is not available during forEach");
        }
    }
}
