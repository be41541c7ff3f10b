package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.Events;
import java.util.function.IntConsumer;

/**
 * The part of every batch that only its generated code sees: the hooks a generated {@code XBatch} fills
 * in (each state's loop, the transition, the delivery, the entity array) and the helpers those loops
 * call. The batch's public API is {@code dev.brainstem.runtime.AbstractBatch}, which extends this; the
 * hooks are handed down as {@link StateLoops} and {@link Books.EntityStore} to the parts that run them
 * ({@link BatchCore}), never called back through the batch.
 *
 * <p>Not an API: generated code of the same Brainstem version is its only caller.
 *
 * @param <S> the machine's state enum
 */
public abstract class BatchHooks<S extends Enum<S>> {
    private final String name;
    private final BatchCore core;
    private final Books books;
    /** Read at every transition of a loop: held here, one load from the listener. */
    private final Observers observers;
    /** Read by the failsafe of machines with messages. */
    private final DeliveryMoves moves;
    /** The hooks as the runtime's parts call them: the sleeping loops' transitions go through it. */
    private final Handed handed;

    /**
     * @param bitsets whether the generated loops walk bitset words ({@link #updateWords}) or the entities
     *     sorted by state ({@link #update}); the processor chooses by the number of states
     * @param timed whether the handlers read the time in state: then each entity's entry time is kept
     */
    protected BatchHooks(String name, S[] states, boolean idMode, boolean bitsets, boolean timed) {
        this.name = name;
        Handed handed = new Handed();
        this.handed = handed;
        this.core = new BatchCore(name, states.clone(), idMode, bitsets, timed, handed, handed);
        this.books = core.books();
        this.observers = core.observers();
        this.moves = core.deliveryMoves();
    }

    /** The parts the public API works on. */
    protected final BatchCore core() {
        return core;
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
     * {@code event} ({@code Events.NONE}: from outside), then follows enter redirects; a handler's
     * exception goes to {@link #failed}. @return the state the entity ends in
     */
    protected abstract int move(Lane lane, int slot, int event, int current, int next, float dt);

    /** The ordinal of a state an entity may be started in or sent to from outside; else an IAE. */
    protected abstract int checkStartable(S state);

    /**
     * The state an entity added in {@code target} starts in: {@code target} itself, or for a group's
     * constant the state the group resolves to for an entity without history (its initial, down through
     * nested groups' initials). Machines with group constants override it; the others start where asked.
     */
    protected int entryOf(int target) {
        return target;
    }

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

    /**
     * Machines with {@code @After}: the entity in {@code slot} was placed in {@code state} by a resume, or
     * by a load of a save without timers (format 4 or older): arm its timer as an entry would, counted
     * from the time in state it was placed with (the generated batch calls its {@code arm}). The others
     * have no timers and do nothing.
     */
    protected void resumed(Lane lane, int slot, int state) {}

    /** The ordinal of a state an entity may be resumed in: any but the {@code @Back} pseudo-state. */
    protected int checkResumable(S state) {
        if (state == null) {
            throw new IllegalArgumentException(name + ": cannot resume an entity in a null state");
        }
        return state.ordinal();
    }

    /** The hooks, handed down to what runs them. */
    private final class Handed implements StateLoops, Books.EntityStore {
        @Override
        public void update(Lane lane, int state, int[] members, int lo, int hi, float dt) {
            BatchHooks.this.update(lane, state, members, lo, hi, dt);
        }

        @Override
        public void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
            BatchHooks.this.updateWords(lane, state, members, leavers, lo, hi, dt);
        }

        @Override
        public void enter(Lane lane, int slot) {
            BatchHooks.this.enter(lane, slot);
        }

        @Override
        public int move(Lane lane, int slot, int event, int current, int next, float dt) {
            return BatchHooks.this.move(lane, slot, event, current, next, dt);
        }

        @Override
        public boolean deliver(Lane lane, int slot, int state, Object message) {
            return BatchHooks.this.deliver(lane, slot, state, message);
        }

        @Override
        public void resumed(Lane lane, int slot, int state) {
            BatchHooks.this.resumed(lane, slot, state);
        }

        @Override
        public void attach(int slot, Object entity) {
            BatchHooks.this.attach(slot, entity);
        }

        @Override
        public void detach(int slot) {
            BatchHooks.this.detach(slot);
        }

        @Override
        public Object entityAt(int slot) {
            return BatchHooks.this.entityAt(slot);
        }

        @Override
        public void grow(int capacity) {
            BatchHooks.this.grow(capacity);
        }

        @Override
        public Object[] entityArray() {
            return BatchHooks.this.entityArray();
        }
    }

    // ---------------------------------------------------------------------------------------------
    // What the generated loops call

    /** A handler of the entity in {@code slot}, run for {@code event}, threw: see {@link FailureReport}. */
    protected final void failed(Lane lane, int slot, int event, Exception failure) {
        long handle = books.slots().handleOf(slot);
        lane.recordFailure(FailureReport.wrap(name, handle, books.describe(handle),
                books.states()[stateAt(slot)].name(), event, failure));
    }

    /** How exceptions name the entity in {@code slot}: {@code "handle 4294967296"} or {@code "id 7"}. */
    protected final String describe(int slot) {
        return books.describe(books.slots().handleOf(slot));
    }

    /**
     * Whether an entity is in {@code slot}: generated code of a machine of regions asks it before reading
     * another region's state of the same slot ({@link #stateAt}), which is absent while an add has not yet
     * entered that region.
     */
    protected final boolean present(int slot) {
        return books.slots().present(slot);
    }

    protected final int stateAt(int slot) {
        return books.slots().state(slot);
    }

    /** The entity in {@code slot} is now in {@code state}, having left {@code previous}. */
    protected final void setState(int slot, int state, int previous) {
        books.setState(slot, state, previous);
    }

    /** {@link #setState} in a machine with timers or time slicing (see {@link Books#setTimedState}). */
    protected final void setTimedState(int slot, int state, int previous) {
        books.setTimedState(slot, state, previous);
    }

    /** The seconds the entity in {@code slot} has spent in its state; only for a timed machine. */
    protected final float timeAt(int slot) {
        return books.clock().timeAt(slot);
    }

    /** Whether each entity's time in state is kept: for {@code AbstractBatch.keepsTimeInState}. */
    protected final boolean timeKept() {
        return books.clock().kept();
    }

    /** The seconds the entity of {@code handle} has spent in its state: for {@code AbstractBatch.timeInState}. */
    protected final float timeInStateOf(long handle) {
        if (!books.clock().kept()) {
            throw new UnsupportedOperationException(name + " keeps no time in state: none of its handlers reads "
                    + "@TimeInState, so none is counted (keepsTimeInState() tells)");
        }
        return books.clock().timeAt(books.slot(handle));
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
        lane.countTransition();
    }

    /** Messages: the transitions the entity in {@code slot} made in this tick's delivery; 0 outside a tick. */
    protected final int spent(int slot) {
        return moves.of(slot);
    }

    /** Messages: the most transitions any one entity made in this tick's delivery; 0 outside a tick. */
    protected final int spentAtMost() {
        return moves.most();
    }

    // ---------------------------------------------------------------------------------------------
    // Timed transitions and time slicing (docs/semantics.md; the rules of the generated calls are in
    // docs/generated-code.md)

    /**
     * Arms the entity in {@code slot}, which just completed its entry into {@code state}, with its one
     * timer: {@code delay} seconds (the least of the state's {@code @After}s), to {@code to} (as the
     * generated {@code move} takes it). A delay that is NaN or negative sets no timer: the entity waits for
     * something else, and the failure is recorded for it with event {@code ENTER}, naming the delay method
     * (read from the timed edges' labels), the state and the value. {@code +Infinity}: never.
     *
     * @return whether the timer is set; false for a refused delay, which fails the entry (a settling
     *     machine's settle stops there, as after an enter that threw)
     */
    protected final boolean timer(Lane lane, int slot, int state, float delay, int to) {
        Timers timers = books.timers();
        if (!(delay >= 0f)) {
            timers.cancel(slot, state);
            lane.recordFailure(FailureReport.wrap(name, books.slots().handleOf(slot),
                    books.describe(books.slots().handleOf(slot)), books.states()[state].name(), Events.ENTER,
                    new IllegalArgumentException(name + ": the @After delay of " + books.states()[state].name() + ", "
                            + delayOrigin(state) + ", is " + delay + " seconds for " + describe(slot)
                            + "; a delay is 0 or more (+Infinity: never): no timer is set")));
            return false;
        }
        timers.arm(lane, slot, state, delay, to);
        return true;
    }

    /**
     * The entry that {@code failure}, just recorded for the entity, cut short was armed all the same (the
     * state it ended in): what that arm recorded (a refused delay, a delay method that threw) is not reported,
     * {@code failure} being the entity's one report of the entry. (Suppressed in it, it would be mixed with the
     * tick's other failures, which the first failure thrown carries as its suppressed.)
     */
    protected static void cutShort(Lane lane, Exception failure) {
        lane.forgetAfter(failure);
    }

    /** What gave {@code state}'s timers their delays: the methods its timed edges name. */
    private String delayOrigin(int state) {
        return books.timers().origin(state);
    }

    /** Whether the entity in {@code slot} has a timer and its time in state reached the delay (exactly). */
    protected final boolean timerDue(int slot) {
        boolean due = books.timers().due(slot);
        if (due && core.countingVisits()) {
            core.visitedByTimer(slot);
        }
        return due;
    }

    /** The target of the timer of the entity in {@code slot}, as {@link #timer} was given it. */
    protected final int timerTarget(int slot) {
        return books.timers().target(slot);
    }

    /**
     * The due bitset of {@code state}, a state with timers: the bits of the entities whose timer fell due,
     * in the words of the members; set by the runtime at the tick's start, cleared when they leave. A loop
     * may clear the bits of the words it walked.
     */
    protected final long[] dueWords(int state) {
        return books.timers().dueWords(state);
    }

    /**
     * The bits of word {@code word} of a state's members whose slots' phase falls in this tick for
     * {@code every}, strides aside: below slot 65,536 those whose own turn falls in this tick, above all
     * 64 iff the word's run of 1,024 slots is in phase, else none (see {@link Slices}); an entity that
     * moved in with a phase of its own by that phase (see {@link Slices#select}).
     */
    protected final long slice(int every, int word) {
        return books.slices().select(books.clock().ticks(), every, word);
    }

    /**
     * Whether the entity in {@code slot}, of a state of {@code every}, decides in this tick: its phase and
     * its stride ({@code (ticks + Slices.turn(slot) + shift(slot)) % (every * stride) == 0}, the shift 0 but for
     * an entity that moved in with a phase of its own: see {@link Slices}), and it did not enter its state in
     * this tick (it decides first at its first phase tick after its entry). For an entity that {@link #slice}
     * did not select: one whose timer fell due, or any in a machine that walks entities sorted by state.
     */
    protected final boolean phaseDue(int slot, int every) {
        return visiting(slot, books.slices().due(slot, every, books.clock().ticks()));
    }

    /**
     * {@link #phaseDue} of an entity that {@link #slice} selected, whose phase falls in this tick: whether
     * its stride and its entry let it decide.
     */
    protected final boolean strideDue(int slot, int every) {
        return visiting(slot, books.slices().strided(slot, every, books.clock().ticks()));
    }

    /** {@code due}, counted as a visit of the entity in {@code slot} while a probe counts them. */
    private boolean visiting(int slot, boolean due) {
        if (due && core.countingVisits()) {
            core.visitedSliced(slot);
        }
        return due;
    }

    /**
     * The seconds since the entity's last decision in its state (or its entry); now is its last decision.
     * Called by the decisions of sliced states whose handlers take {@code dt}; the others keep no clock per
     * decision, which nothing would read.
     */
    protected final float sinceUpdate(int slot) {
        return books.slices().sinceUpdate(slot, books.clock().now());
    }

    /**
     * The loop of a state with timers and no decision, which sleeps: it fires the timers that fell due,
     * in ascending slot order, through {@link #move} with event {@code AFTER}, and visits nothing else.
     */
    protected final WordLoop timersOnly(int state) {
        Timers timers = books.timers();
        if (timers == null || !timers.has(state)) {
            throw new IllegalStateException(name + ": timersOnly(" + state + "): the state has no timers");
        }
        return new SleepingLoop(timers, handed, state);
    }

    /**
     * Machines of more than 64 states: fires the due timers of the entities {@code members[lo..hi)} of
     * {@code state}, a sleeping state with timers, as {@link #timersOnly} does.
     */
    protected final void fireTimers(Lane lane, int state, int[] members, int lo, int hi, float dt) {
        SleepingLoop.fire(books.timers(), handed, lane, state, members, lo, hi, dt);
    }

    /** Stack states: called once by the constructor of a machine with {@code depth} interrupt states. */
    protected final InterruptStacks keepStacks(int depth) {
        return books.keepStacks(depth);
    }

    /**
     * History groups: called once by the constructor of a machine with {@code groups} history groups;
     * the batch keeps each entity's history, grown with its slots and cleared when a slot is taken,
     * emptied or placed by a resume.
     */
    protected final GroupHistory keepHistory(int groups) {
        return books.keepHistory(groups);
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
        core.forEachSlot(s.ordinal(), slotAction);
    }

    /** Object mode: adds {@code entity} in {@code start}, running its enter; returns its handle. */
    protected final long addEntity(Object entity, S start) {
        if (entity == null) {
            throw new IllegalArgumentException(name + ": cannot add a null entity");
        }
        LinkedRegions link = core.link();
        if (link != null) {
            return link.addEntity(core.region(), entity, entryOf(checkStartable(start)));
        }
        return core.desk().addEntity(entity, entryOf(checkStartable(start)));
    }

    /** Id mode: adds the entity {@code id} in {@code start}, running its enter; returns the id. */
    protected final long addId(int id, S start) {
        if (id < 0 || id > Slots.MAX_ID) {
            throw new IllegalArgumentException(name + ": id " + id + (id < 0 ? " is negative; ids are array indices"
                    : " is too large; ids are array indices, at most " + Slots.MAX_ID));
        }
        LinkedRegions link = core.link();
        if (link != null) {
            link.addId(core.region(), id, entryOf(checkStartable(start)));
        } else {
            core.desk().addId(id, entryOf(checkStartable(start)));
        }
        return id;
    }

    /** Object mode: places {@code entity} in {@code state} running no handler, as a loaded save does. */
    protected final long resumeEntity(Object entity, S state) {
        refuseRegionsResume();
        long handle = core.resume(entity, 0, checkResumable(state));
        core.armPlaced(books.slots().slotOf(handle), 1);
        return handle;
    }

    /** Id mode: {@link #resumeEntity} for the entity {@code id}; returns the id. */
    protected final long resumeId(int id, S state) {
        refuseRegionsResume();
        long handle = core.resume(null, id, checkResumable(state));
        core.armPlaced(id, 1);
        return handle;
    }

    /** A machine of regions resumes an entity in a state of every region, or (a follower) not at all. */
    private void refuseRegionsResume() {
        LinkedRegions link = core.link();
        if (link != null) {
            link.refuseOnFollower(core.region(), "resume");
            throw new IllegalArgumentException(name + " has regions: resume an entity in a state of each");
        }
    }
}
