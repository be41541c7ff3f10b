package dev.brainstem.runtime;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * The bookkeeping every generated batch shares: handles, per-state buckets, deferred changes, the
 * tick's order, errors and the parallel tick. A generated {@code XBatch} extends it with what is
 * particular to its machine: the loop over each state's bucket that calls the update handler
 * directly, and the transition that calls exit and enter.
 *
 * <p><b>Handles.</b> In object mode a handle is {@code slot << 7 | generation}: ascending handles
 * are ascending slots, and a handle whose entity was removed is told apart from its slot's next
 * occupant (up to 128 reuses of one slot). In id mode the handle is the id.
 *
 * <p><b>Order.</b> A tick visits states in ordinal order and, within a state, entities in ascending
 * handle order. An entity that changes state during a tick waits in its new state's arrivals until
 * the tick ends, so it is not updated twice.
 *
 * <p><b>Changes during a tick.</b> {@code add}, {@code remove} and {@code transitionTo} called from a
 * handler are queued and applied when the tick ends, in call order (in a parallel tick, chunk by
 * chunk in the sequential order). So are those that handlers ask for while the tick applies these
 * (they join the end of the queue), and while an {@code add} or {@code transitionTo} called from
 * outside a tick runs its handlers (applied before it returns). Their arguments' form is checked at
 * once; whether a handle or id is present is checked when they are applied, and a bad one is then thrown as an
 * {@link IllegalArgumentException} after every other change has been applied.
 *
 * <p><b>Errors.</b> A handler's exception ends the tick as a {@link HandlerException} after the
 * changes queued so far are applied, unless an {@link ErrorHandler} is set, which then gets it while
 * the tick goes on (an error handler that throws ends the tick as if there were none, which then
 * throws what it threw). The failing entity stays in the state whose handler threw. Outside a tick (an
 * {@code add} or {@code transitionTo} whose enter or exit throws) the exception is thrown to the
 * caller as a {@link HandlerException} that carries the handle.
 *
 * <p>Used by generated batches; not an API to extend by hand.
 *
 * @param <S> the machine's state enum
 */
public abstract class AbstractBatch<S extends Enum<S>> {
    /** The state of a slot that holds no entity. */
    protected static final int ABSENT = -1;
    /** A slot's state ordinal is its low {@value #STATE_BITS} bits; the previous state's, the bits above. */
    private static final int STATE_BITS = 16;
    static final int STATE_MASK = (1 << STATE_BITS) - 1;
    /** The previous-state bits of an entity that has made no transition yet. */
    private static final int NO_PREVIOUS = STATE_MASK;
    private static final int GENERATION_BITS = 7;
    private static final int GENERATION_MASK = (1 << GENERATION_BITS) - 1;
    private static final int MAX_SLOTS = 1 << (31 - GENERATION_BITS);
    /** The largest id: its arrays' length, id + 1, must not pass the largest array the VM makes. */
    private static final int MAX_ID = Integer.MAX_VALUE - 9;
    /** A parallel tick's chunks hold at least this many entities: smaller ones cost more than they save. */
    private static final int MIN_CHUNK = 4096;

    private final String name;
    private final S[] states;
    private final boolean idMode;

    /**
     * Per slot, the state's ordinal in the low 16 bits and the previous state's in the high 16
     * ({@link #NO_PREVIOUS} before the first transition); {@link #ABSENT} when the slot is empty. One array,
     * so that a transition writes one cache line rather than two: in a large batch each is a miss.
     * (An enum cannot have 65,535 constants: the class file's limits stop it far earlier.)
     */
    private int[] slots = new int[0];
    private int[] generation = new int[0];
    private int[] freeSlots = new int[16];
    private int freeCount;
    private int slotLimit;

    final Buckets buckets;
    final int[] counts;
    private int size;

    private final Lane lane;
    private Lane[] chunkLanes = new Lane[0];
    private final ThreadLocal<Lane> chunkLane = new ThreadLocal<Lane>();
    private boolean ticking;
    /**
     * True while handlers run outside a tick's updates: for an add or transitionTo from outside, or while
     * a tick applies its deferred changes. Changes handlers ask for meanwhile are queued, as in a tick.
     */
    private boolean busy;
    private boolean parallel;
    private int[] iteration = new int[16];
    private int iterating;

    TransitionListener<S> listener;
    ErrorHandler errorHandler;
    /** What the error handler threw during this tick (or outside call): it ends the tick, thrown at its end. */
    private Throwable errorHandlerFailure;

    protected AbstractBatch(String name, S[] states, boolean idMode) {
        this.name = name;
        this.states = states.clone();
        this.idMode = idMode;
        this.buckets = new Buckets(states.length);
        this.counts = new int[states.length];
        this.lane = new Lane(this, states.length, false);
    }

    // ---------------------------------------------------------------------------------------------
    // What a generated batch provides

    /**
     * Updates the entities {@code members[lo..hi)}, all in {@code state}, keeping those that stay at
     * the front of the range in their order and sending the others to {@link Lane#arrive}.
     *
     * @return how many stayed
     */
    protected abstract int update(Lane lane, int state, int[] members, int lo, int hi, float dt);

    /** Runs the enter handler of the entity just started in {@code slot}, and its redirects. */
    protected abstract void enter(Lane lane, int slot);

    /**
     * Moves the entity in {@code slot}, now in {@code current}, to {@code next}, asked for by a
     * handler of {@code event} ({@link Events#NONE}: from outside, which may re-enter the current
     * state), then follows enter redirects (and, on a settling machine after an update, the new
     * state's update).
     *
     * @return the state the entity ends in
     */
    protected abstract int move(Lane lane, int slot, int event, int current, int next, float dt);

    /** The ordinal of a state an entity may be started in or sent to from outside; else an IAE. */
    protected abstract int checkStartable(S state);

    /** Object mode: the batch now holds {@code entity} in {@code slot}. */
    protected void attach(int slot, Object entity) {}

    /** Object mode: the entity in {@code slot} was removed. */
    protected void detach(int slot) {}

    /** Slots up to {@code capacity} may now be used: grow the arrays kept per slot. */
    protected void grow(int capacity) {}

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
    public final boolean contains(int handle) {
        return slotOrAbsent(handle) >= 0;
    }

    /** The state of the entity. @throws IllegalArgumentException for a stale or unknown handle */
    public final S stateOf(int handle) {
        return states[stateAt(slot(handle))];
    }

    /** The state the entity was in before its last transition; null before the first. */
    public final S previousOf(int handle) {
        int p = slots[slot(handle)] >>> STATE_BITS;
        return p == NO_PREVIOUS ? null : states[p];
    }

    /** Sets the listener told of every transition; null for none. */
    public final void setListener(TransitionListener<S> listener) {
        this.listener = listener;
    }

    /** Sets the handler of handlers' exceptions during ticks; null restores the default (the tick ends). */
    public final void setErrorHandler(ErrorHandler errorHandler) {
        this.errorHandler = errorHandler;
    }

    // ---------------------------------------------------------------------------------------------
    // Structural changes

    /** Object mode: adds {@code entity} in {@code start}, running its enter; returns its handle. */
    protected final int addEntity(Object entity, S start) {
        if (entity == null) {
            throw new IllegalArgumentException(name + ": cannot add a null entity");
        }
        int first = checkStartable(start);
        checkNotIterating();
        if (ticking || busy) {
            int slot;
            synchronized (this) {
                slot = takeSlot();
            }
            int handle = slot << GENERATION_BITS | (slot < generation.length ? generation[slot] : 0);
            laneForCaller().op(Lane.ADD, handle, first, entity);
            return handle;
        }
        int slot = takeSlot();
        ensureCapacity(slot + 1);
        attach(slot, entity);
        int handle = handleOf(slot);
        outside(slot, first, true);
        return handle;
    }

    /** Id mode: adds the entity {@code id} in {@code start}, running its enter; returns the id. */
    protected final int addId(int id, S start) {
        if (id < 0) {
            throw new IllegalArgumentException(name + ": id " + id + " is negative; ids are array indices");
        }
        if (id > MAX_ID) {
            throw new IllegalArgumentException(name + ": id " + id + " is too large; ids are array indices, at most "
                    + MAX_ID);
        }
        int first = checkStartable(start);
        checkNotIterating();
        if (ticking || busy) {
            laneForCaller().op(Lane.ADD, id, first, null);
            return id;
        }
        checkAbsentId(id);
        ensureCapacity(id + 1);
        outside(id, first, true);
        return id;
    }

    /** Takes the entity out; no exit runs. */
    public final void remove(int handle) {
        checkNotIterating();
        if (ticking || busy) {
            if (handle < 0) {
                throw new IllegalArgumentException(name + ": " + describeHandle(handle) + " is negative");
            }
            laneForCaller().op(Lane.REMOVE, handle, 0, null);
            return;
        }
        removeNow(slot(handle));
    }

    /**
     * Sends the entity to {@code target} from outside (running exit and enter, also when it is there
     * already): the initial state or an entry point.
     */
    public final void transitionTo(int handle, S target) {
        int next = checkStartable(target);
        checkNotIterating();
        if (ticking || busy) {
            if (handle < 0) {
                throw new IllegalArgumentException(name + ": " + describeHandle(handle) + " is negative");
            }
            laneForCaller().op(Lane.TRANSITION, handle, next, null);
            return;
        }
        outside(slot(handle), next, false);
    }

    /**
     * Starts ({@code start}) or moves the entity in {@code slot} for a caller outside a tick, then
     * applies the changes its handlers asked for, in order, as a tick does. Its own handler's failure is
     * thrown to the caller, with a failure of those changes suppressed in it.
     */
    private void outside(int slot, int target, boolean start) {
        HandlerException failure = null;
        busy = true;
        try {
            if (start) {
                startNow(slot, target, true);
            } else {
                transitionNow(slot, target, true);
            }
        } catch (HandlerException e) {
            failure = e;
        } finally {
            busy = false;
        }
        if (lane.opCount > 0) {
            try {
                endTick(0);
            } catch (RuntimeException e) {
                if (failure == null) {
                    throw e;
                }
                failure.addSuppressed(e);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private void startNow(int slot, int first, boolean throwToCaller) {
        slots[slot] = NO_PREVIOUS << STATE_BITS | first;
        counts[first]++;
        size++;
        try {
            enter(lane, slot);
        } catch (Throwable failure) {
            failedOutsideLoop(slot, failure, throwToCaller);
        } finally {
            buckets.arrive(stateAt(slot), slot);
        }
    }

    private void transitionNow(int slot, int next, boolean throwToCaller) {
        int from = stateAt(slot);
        try {
            move(lane, slot, Events.NONE, from, next, 0f);
        } catch (Throwable failure) {
            failedOutsideLoop(slot, failure, throwToCaller);
        } finally {
            int now = stateAt(slot);
            if (now != from) {
                buckets.left(from);
                buckets.arrive(now, slot);
            }
        }
    }

    private void failedOutsideLoop(int slot, Throwable failure, boolean throwToCaller) {
        int event = lane.event;
        if (throwToCaller) {
            lane.event = 0;
            throw wrap(slot, event, failure);
        }
        lane.fail(slot, event, failure);
    }

    private void removeNow(int slot) {
        int s = stateAt(slot);
        slots[slot] = ABSENT;
        counts[s]--;
        size--;
        buckets.left(s);
        if (!idMode) {
            detach(slot);
            generation[slot] = (generation[slot] + 1) & GENERATION_MASK;
            if (freeCount == freeSlots.length) {
                freeSlots = Arrays.copyOf(freeSlots, freeCount * 2);
            }
            freeSlots[freeCount++] = slot;
        }
    }

    private int takeSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotLimit == MAX_SLOTS) {
            throw new IllegalStateException(name + ": a batch holds at most " + MAX_SLOTS + " entities");
        }
        return slotLimit++;
    }

    private void ensureCapacity(int needed) {
        if (needed <= slots.length) {
            return;
        }
        int old = slots.length;
        int capacity = Math.max(needed, Math.min(Integer.MAX_VALUE - 8, old + (old >> 1) + 16));
        slots = Arrays.copyOf(slots, capacity);
        Arrays.fill(slots, old, capacity, ABSENT);
        generation = Arrays.copyOf(generation, capacity);
        grow(capacity);
    }

    private void checkAbsentId(int id) {
        if (id < slots.length && slots[id] != ABSENT) {
            throw new IllegalArgumentException(name + ": id " + id + " is in the batch already (in "
                    + states[stateAt(id)] + ")");
        }
    }

    private void checkNotIterating() {
        if (iterating > 0) {
            throw new IllegalStateException(name + ": the batch cannot change during forEach");
        }
    }

    private Lane laneForCaller() {
        if (!parallel) {
            return lane;
        }
        Lane mine = chunkLane.get();
        if (mine == null) {
            throw new IllegalStateException(name + ": a parallel tick can only be changed from its handlers");
        }
        return mine;
    }

    // ---------------------------------------------------------------------------------------------
    // Handles

    /** The slot of a present entity. @throws IllegalArgumentException naming the handle otherwise */
    protected final int slot(int handle) {
        int slot = slotOrAbsent(handle);
        if (slot < 0) {
            throw new IllegalArgumentException(name + ": " + describeHandle(handle) + " "
                    + (handle < 0 ? "is negative"
                    : wasIssued(handle) ? "is not in the batch: its entity was removed"
                    : "is not in the batch: it was never issued"));
        }
        return slot;
    }

    private int slotOrAbsent(int handle) {
        if (handle < 0) {
            return -1;
        }
        int slot = idMode ? handle : handle >>> GENERATION_BITS;
        if (slot >= slots.length || slots[slot] == ABSENT) {
            return -1;
        }
        if (!idMode && generation[slot] != (handle & GENERATION_MASK)) {
            return -1;
        }
        return slot;
    }

    /** Whether some entity had this handle's slot (id mode: whether the id was ever within the arrays). */
    private boolean wasIssued(int handle) {
        return idMode ? handle < slots.length : handle >>> GENERATION_BITS < slotLimit;
    }

    /** The handle of the entity in {@code slot}. */
    protected final int handleOf(int slot) {
        return idMode ? slot : slot << GENERATION_BITS | generation[slot];
    }

    private String describeHandle(int handle) {
        return idMode ? "id " + handle : "handle " + handle;
    }

    // ---------------------------------------------------------------------------------------------
    // Iteration

    /**
     * Calls {@code slotAction} with the slot of every entity in {@code s}, in ascending order. The
     * batch cannot change meanwhile (an {@link IllegalStateException}); it may be read.
     */
    protected final void forEachSlot(S s, java.util.function.IntConsumer slotAction) {
        if (s == null || slotAction == null) {
            throw new IllegalArgumentException(name + ": forEach needs a state and an action");
        }
        if (ticking) {
            throw new IllegalStateException(name + ": forEach is not available while the batch ticks");
        }
        buckets.normalize(slots);
        int n = buckets.size(s.ordinal());
        // A nested forEach gets its own copy; the outer one keeps the shared buffer.
        int[] snapshot = iterating > 0 ? new int[n] : iteration;
        if (snapshot.length < n) {
            snapshot = iteration = new int[n + (n >> 1)];
        }
        System.arraycopy(buckets.members(s.ordinal()), 0, snapshot, 0, n);
        iterating++;
        try {
            for (int i = 0; i < n; i++) {
                slotAction.accept(snapshot[i]);
            }
        } finally {
            iterating--;
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Ticks

    /** One update of every entity, on the calling thread. */
    public final void tick(float dt) {
        beginTick();
        try {
            for (int s = 0; s < states.length && !lane.stopped; s++) {
                int n = buckets.size(s);
                if (n > 0) {
                    buckets.setSize(s, update(lane, s, buckets.members(s), 0, n, dt));
                }
            }
        } finally {
            ticking = false;
        }
        endTick(0);
    }

    /**
     * The same tick, with chunks of each state's bucket updated in parallel on {@code pool}. Handlers
     * of different entities may run on different threads, so a handler must touch only its own
     * entity. The results equal the sequential tick's: states, fields, the order of the deferred
     * changes, and the listener's calls, which are made on the calling thread after the updates (as are
     * the error handler's). Without an error handler, a failing handler stops its own chunk only; the
     * tick then throws the first failure in sequential order.
     */
    public final void tick(float dt, ForkJoinPool pool) {
        if (pool == null) {
            throw new IllegalArgumentException(name + ": tick(dt, null): give a ForkJoinPool");
        }
        beginTick();
        int chunks;
        try {
            chunks = planChunks(pool.getParallelism());
            parallel = true;
            if (chunks > 0) {
                pool.invoke(new Chunks(this, 0, chunks, dt));
            }
        } finally {
            ticking = false;
            parallel = false;
        }
        joinChunks(chunks);
        // Rebuilt now, while the pool is at hand, so the merges of large buckets run in parallel.
        buckets.normalize(slots, pool);
        endTick(chunks);
    }

    private void beginTick() {
        if (ticking || busy) {
            throw new IllegalStateException(name + ": tick called while the batch ticks");
        }
        checkNotIterating();
        buckets.normalize(slots);
        lane.clear();
        ticking = true;
    }

    private int planChunks(int parallelism) {
        int piece = Math.max(MIN_CHUNK, size / Math.max(1, parallelism * 4));
        int chunks = 0;
        for (int s = 0; s < states.length; s++) {
            chunks += (buckets.size(s) + piece - 1) / piece;
        }
        if (chunkLanes.length < chunks) {
            Lane[] grown = Arrays.copyOf(chunkLanes, chunks);
            for (int i = chunkLanes.length; i < chunks; i++) {
                grown[i] = new Lane(this, states.length, true);
            }
            chunkLanes = grown;
        }
        int c = 0;
        for (int s = 0; s < states.length; s++) {
            int n = buckets.size(s);
            for (int lo = 0; lo < n; lo += piece) {
                Lane chunk = chunkLanes[c++];
                chunk.clear();
                chunk.state = s;
                chunk.lo = lo;
                chunk.hi = Math.min(n, lo + piece);
                chunk.kept = chunk.hi - chunk.lo;
            }
        }
        return c;
    }

    void runChunk(int index, float dt) {
        Lane chunk = chunkLanes[index];
        chunkLane.set(chunk);
        try {
            chunk.kept = update(chunk, chunk.state, buckets.members(chunk.state), chunk.lo, chunk.hi, dt);
        } finally {
            chunkLane.set(null);
        }
    }

    /**
     * Takes in the chunks' results in order. The stretches each chunk kept are left where they are:
     * the buckets' rebuild reads them in place, in parallel.
     */
    private void joinChunks(int chunks) {
        for (int i = 0; i < chunks; i++) {
            Lane chunk = chunkLanes[i];
            buckets.segment(chunk.state, chunk.lo, chunk.kept);
        }
        for (int i = 0; i < chunks; i++) {
            Lane chunk = chunkLanes[i];
            for (int s = 0; s < states.length; s++) {
                if (chunk.arrivalCounts[s] > 0) {
                    buckets.arriveAll(s, chunk.arrivals[s], chunk.arrivalCounts[s]);
                }
            }
            for (int k = 0; k < chunk.transitionCount; k += 4) {
                counts[chunk.transitions[k + 1]]--;
                counts[chunk.transitions[k + 2]]++;
            }
        }
        if (listener == null) {
            return;
        }
        // Told once the books are straight, so that a listener that throws loses nothing; what it threw
        // is that transition's failure, as in the sequential tick.
        for (int i = 0; i < chunks; i++) {
            Lane chunk = chunkLanes[i];
            for (int k = 0; k < chunk.transitionCount; k += 4) {
                try {
                    tell(chunk.transitions[k], chunk.transitions[k + 1], chunk.transitions[k + 2],
                            chunk.transitions[k + 3]);
                } catch (Throwable failure) {
                    chunk.fail(chunk.transitions[k], Events.EXIT, failure);
                }
            }
        }
    }

    /**
     * Reports the tick's failures and applies its queued changes, in order: the sequential lane's,
     * or the chunks' one after another.
     */
    private void endTick(int chunks) {
        HandlerException first = null;
        IllegalArgumentException bad = null;
        int laneApplied = 0;
        // Changes that the handlers run by these changes ask for join the end of the tick's own lane.
        busy = true;
        try {
            for (int i = -1; i < chunks; i++) {
                Lane from = i < 0 ? lane : chunkLanes[i];
                for (int k = 0; k < from.failureCount; k++) {
                    HandlerException e = from.failures[k];
                    if (errorHandler != null) {
                        report(e);
                    } else if (first == null) {
                        first = e;
                    }
                }
                if (from != lane) {
                    from.failureCount = 0;
                }
            }
            // The queued changes after every failure of the updates, as a sequential tick reports those
            // during the tick: the error handler hears of the failures of the changes' enters and exits
            // last, whatever chunk queued them.
            for (int i = -1; i < chunks; i++) {
                Lane from = i < 0 ? lane : chunkLanes[i];
                for (int k = 0; k < from.opCount; k++) {
                    bad = apply(from, k, bad);
                }
                if (from != lane) {
                    from.clear();
                } else {
                    laneApplied = lane.opCount;
                }
            }
            for (int k = laneApplied; k < lane.opCount; k++) {
                bad = apply(lane, k, bad);
            }
        } finally {
            busy = false;
        }
        // Failures of enters and exits run by the changes just applied.
        for (int k = 0; k < lane.failureCount; k++) {
            HandlerException e = lane.failures[k];
            if (first == null && e != null) {
                first = e;
            }
        }
        lane.clear();
        Throwable escaped = errorHandlerFailure;
        if (escaped != null) {
            errorHandlerFailure = null;
            if (bad != null) {
                escaped.addSuppressed(bad);
            }
            if (escaped instanceof Error) {
                throw (Error) escaped;
            }
            throw (RuntimeException) escaped;
        }
        if (first != null) {
            if (bad != null) {
                first.addSuppressed(bad);
            }
            throw first;
        }
        if (bad != null) {
            throw bad;
        }
    }

    /**
     * Gives {@code e} to the error handler. Returns false if the error handler threw: what it threw then
     * ends the tick like a handler's exception without an error handler, and is thrown when it ends.
     */
    boolean report(HandlerException e) {
        try {
            errorHandler.onError(e);
            return true;
        } catch (RuntimeException | Error thrown) {
            if (errorHandlerFailure == null) {
                errorHandlerFailure = thrown;
            } else if (errorHandlerFailure != thrown) {
                errorHandlerFailure.addSuppressed(thrown);
            }
            return false;
        }
    }

    /** Applies change {@code k} of {@code from}; a refused one joins {@code bad}, which is returned. */
    private IllegalArgumentException apply(Lane from, int k, IllegalArgumentException bad) {
        try {
            apply(from.ops[k * 3], from.ops[k * 3 + 1], from.ops[k * 3 + 2], from.opEntities[k]);
            return bad;
        } catch (IllegalArgumentException e) {
            if (bad == null) {
                return e;
            }
            bad.addSuppressed(e);
            return bad;
        }
    }

    private void apply(int kind, int handle, int target, Object entity) {
        switch (kind) {
            case Lane.ADD:
                if (idMode) {
                    checkAbsentId(handle);
                    ensureCapacity(handle + 1);
                    startNow(handle, target, false);
                } else {
                    int slot = handle >>> GENERATION_BITS;
                    ensureCapacity(slot + 1);
                    attach(slot, entity);
                    startNow(slot, target, false);
                }
                return;
            case Lane.REMOVE:
                removeNow(slot(handle));
                return;
            case Lane.TRANSITION:
                transitionNow(slot(handle), target, false);
                return;
            default:
                throw new IllegalStateException("unknown change " + kind);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // For lanes

    void tell(int slot, int from, int to, int event) {
        listener.onTransition(handleOf(slot), states[from], states[to], event);
    }

    HandlerException wrap(int slot, int event, Throwable failure) {
        int handle = handleOf(slot);
        return new HandlerException(name, handle, describeHandle(handle), states[stateAt(slot)].name(), event, failure);
    }

    /**
     * Handles a handler's exception in a bucket's loop: the event is the one whose handler was
     * running. Returns true when the tick must stop; the loop then returns {@link #stop}.
     */
    protected final boolean failed(Lane lane, int slot, Throwable failure) {
        return lane.fail(slot, lane.event == 0 ? Events.UPDATE : lane.event, failure);
    }

    /**
     * Ends a bucket's loop early at member {@code i}: the failing entity is kept or sent on by its
     * state, and the members not yet updated stay where they are, in order.
     *
     * @return how many of {@code members[lo..hi)} stay in the bucket
     */
    protected final int stop(Lane lane, int[] members, int lo, int kept, int i, int hi, int home) {
        int slot = members[i];
        int now = stateAt(slot);
        if (now == home) {
            members[kept++] = slot;
        } else {
            lane.arrive(now, slot);
        }
        int rest = hi - i - 1;
        System.arraycopy(members, i + 1, members, kept, rest);
        return kept + rest - lo;
    }

    /** How exceptions name the entity in {@code slot}: {@code "handle 130"} or {@code "id 7"}. */
    protected final String describe(int slot) {
        return describeHandle(handleOf(slot));
    }

    /** The state ordinal of the entity in {@code slot}. */
    protected final int stateAt(int slot) {
        return slots[slot] & STATE_MASK;
    }

    /** The entity in {@code slot} is now in {@code state}, having left {@code previous}. */
    protected final void setState(int slot, int state, int previous) {
        slots[slot] = previous << STATE_BITS | state;
    }

    /** Counts the transition and tells the listener; called by the generated transition. */
    protected final void moved(Lane lane, int slot, int from, int to, int event) {
        if (lane.recording) {
            lane.transition(slot, from, to, event);
        } else {
            counts[from]--;
            counts[to]++;
            if (listener != null) {
                tell(slot, from, to, event);
            }
        }
    }

    private static final class Chunks extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final transient AbstractBatch<?> batch;
        private final int from;
        private final int to;
        private final float dt;

        Chunks(AbstractBatch<?> batch, int from, int to, float dt) {
            this.batch = batch;
            this.from = from;
            this.to = to;
            this.dt = dt;
        }

        @Override
        protected void compute() {
            if (to - from == 1) {
                batch.runChunk(from, dt);
                return;
            }
            int mid = (from + to) >>> 1;
            invokeAll(new Chunks(batch, from, mid, dt), new Chunks(batch, mid, to, dt));
        }
    }
}
