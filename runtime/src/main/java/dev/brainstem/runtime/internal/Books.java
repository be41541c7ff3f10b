package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * The batch's books, with one owner: each entity's slot, state and handle ({@link Slots}), which
 * entities are in each state ({@link Members}) and how many, the clock and entry times
 * ({@link EntryClock}), the interrupt stacks, the groups' histories, and in object mode the entity objects (through the
 * generated batch's {@link EntityStore}) with their identity index. Every change of membership goes
 * through here, and so does the one way to make the books whole again after an {@code Error}
 * ({@link #rebuild}) and each manager's part of a snapshot.
 */
public final class Books {
    /** Object mode: the generated batch's array of entities, one per slot. */
    public interface EntityStore {
        void attach(int slot, Object entity);

        void detach(int slot);

        Object entityAt(int slot);

        void grow(int capacity);

        /** The array itself (its length is the capacity); null in id mode. */
        Object[] entityArray();
    }

    private final String name;
    private final Enum<?>[] states;
    private final Slots slots;
    private final Members members;
    /** Per state, how many entities are in it. */
    private final int[] counts;
    private int size;
    private EntryClock clock;
    /** Machines with {@code @Interrupt} states: each entity's suspended states; null for the others. */
    private InterruptStacks stacks;
    /** Machines with history groups: each entity's state when it last left each; null for the others. */
    private GroupHistory history;
    private EntityIndex index;
    private final EntityStore store;
    /** Machines with {@code @After} or a time-sliced state: their timers and slices; null for the others. */
    private Timing timing;
    /** {@code timing}'s slices, held here too for the loops of sliced states, which read it per word. */
    private Slices slices;

    public Books(String name, Enum<?>[] states, boolean idMode, boolean bitsets, boolean timed, EntityStore store) {
        this.name = name;
        this.states = states;
        this.store = store;
        this.clock = new EntryClock(timed);
        this.slots = new Slots(idMode, states.length);
        this.members = bitsets ? new BitsetMembers(states.length, slots) : new CountedMembers(states.length);
        this.counts = new int[states.length];
    }

    public int size() {
        return size;
    }

    public String name() {
        return name;
    }

    /** The machine's states, by ordinal: not to be changed. */
    public Enum<?>[] states() {
        return states;
    }

    public Slots slots() {
        return slots;
    }

    public Members members() {
        return members;
    }

    public EntryClock clock() {
        return clock;
    }

    /** Machines with {@code @Interrupt} states: each entity's suspended states; null for the others. */
    public InterruptStacks stacks() {
        return stacks;
    }

    /** How many entities are in the state of ordinal {@code state}. */
    public int countOf(int state) {
        return counts[state];
    }

    public int stateCount() {
        return counts.length;
    }

    /** Copies each state's count into {@code into}, one per state. */
    public void copyCountsInto(int[] into) {
        System.arraycopy(counts, 0, into, 0, counts.length);
    }

    public boolean idMode() {
        return slots.idMode();
    }

    /** The deepest stack an entity may have: one state per interrupt; 0 without interrupts. */
    public int maxStackDepth() {
        return stacks == null ? 0 : stacks.depth();
    }

    /** Machines with history groups: each entity's state when it last left each; null for the others. */
    public GroupHistory history() {
        return history;
    }

    /** How many history groups the machine has; 0 without. */
    public int historyGroups() {
        return history == null ? 0 : history.groups();
    }

    public GroupHistory keepHistory(int groups) {
        if (history != null || groups < 1) {
            throw new IllegalStateException(name + ": keepHistory(" + groups + ") once, with 1 or more groups");
        }
        if (states.length > GroupHistory.MAX_STATES) {
            throw new IllegalStateException(name + ": a history of " + states.length + " states; at most "
                    + GroupHistory.MAX_STATES);
        }
        history = new GroupHistory(groups, slots.capacity());
        return history;
    }

    /** Machines with {@code @After} timers: each entity's timer and the wheel; null for the others. */
    public Timers timers() {
        return timing == null ? null : timing.timers;
    }

    /** Machines with a time-sliced state: strides and last decisions; null for the others. */
    public Slices slices() {
        return slices;
    }

    /**
     * Timed machines: called once, before any entity, with the states that have timers, the states whose
     * entities the tick does not visit every tick (sleeping or sliced), each state's {@code every} (0: not
     * sliced) and, per state, the delay methods its timers name (for failures' messages).
     */
    public void keepTiming(boolean[] withTimers, boolean[] waking, int[] every, String[] origins) {
        if (timing != null || size > 0) {
            throw new IllegalStateException(name + ": keepTiming once, before any entity");
        }
        boolean any = false;
        for (boolean t : withTimers) {
            any |= t;
        }
        Timers timers = null;
        if (any) {
            if (!clock.kept()) {
                throw new IllegalStateException(name + ": a machine with timers keeps time in state (timed = true)");
            }
            // The entry times move beside the timers (TimedClock): no entity, no tick yet, nothing to carry over.
            TimedClock beside = new TimedClock();
            beside.grow(slots.capacity());
            clock = beside;
            timers = new Timers(beside, slots, withTimers, waking, origins);
            timers.grow(slots.capacity());
        }
        boolean sliced = false;
        for (int e : every) {
            sliced |= e > 0;
        }
        Slices slices = null;
        if (sliced) {
            slices = new Slices(every);
            slices.grow(slots.capacity());
        }
        timing = new Timing(timers, slices, waking);
        this.slices = slices;
    }

    /** Whether the tick visits every entity of {@code state}: it neither sleeps nor is sliced. */
    public boolean decidesEveryTick(int state) {
        return timing == null || timing.decidesEveryTick(state);
    }

    public InterruptStacks keepStacks(int depth) {
        if (stacks != null || depth < 1) {
            throw new IllegalStateException(name + ": keepStacks(" + depth + ") once, with a depth of 1 or more");
        }
        stacks = new InterruptStacks(depth, slots.capacity());
        return stacks;
    }

    /** A handle a change queued during work names: refused when negative, as no entity has it. */
    public void checkNotNegative(long handle) {
        if (handle < 0) {
            throw new IllegalArgumentException(name + ": " + describe(handle) + " is negative");
        }
    }

    /** Object mode: refuses an add of an entity the batch holds, or is about to hold, as {@code handle} (or -1: none). */
    public void refuseHeld(long handle) {
        if (handle >= 0) {
            throw new IllegalArgumentException(name + ": this entity is in the batch already, as " + describe(handle));
        }
    }

    public String describe(long handle) {
        return slots.idMode() ? "id " + handle : "handle " + handle;
    }

    /** The slot of a present entity. @throws IllegalArgumentException naming the handle otherwise */
    public int slot(long handle) {
        int slot = slots.slotOf(handle);
        if (slot < 0) {
            throw new IllegalArgumentException(name + ": " + describe(handle) + " "
                    + (handle < 0 ? "is negative"
                    : slots.idMode() ? "is not in the batch: it was never added, or was removed"
                    : slots.wasIssued(handle) ? "is not in the batch: its entity was removed"
                    : "is not in the batch: it was never issued"));
        }
        return slot;
    }

    /** Slots up to {@code needed} may be used: every array kept per slot grows with them. */
    public void grown(int needed) {
        int capacity = slots.capacityFor(needed);
        if (capacity > 0) {
            // The slots last: an allocation that fails (an id of two billion) leaves them as they were, and
            // every array grown before it only longer, which a retry keeps: nothing the batch shows changed.
            clock.grow(capacity);
            if (timing != null) {
                timing.grow(capacity);
            }
            members.grow(capacity);
            if (stacks != null) {
                stacks.grow(capacity);
            }
            if (history != null) {
                history.grow(capacity);
            }
            store.grow(capacity);
            slots.ensure(capacity);
        }
    }

    public EntityIndex index() {
        if (index == null) {
            index = new EntityIndex(store::entityAt);
        }
        return index;
    }

    public void checkAbsentId(int id) {
        if (slots.present(id)) {
            throw new IllegalArgumentException(name + ": id " + id + " is in the batch already (in "
                    + states[slots.state(id)] + ")");
        }
    }

    /** Object mode: {@code entity} takes {@code slot}, which {@link Slots#take} gave it. */
    public void attach(int slot, Object entity) {
        grown(slot + 1);
        store.attach(slot, entity);
        index().put(entity, slot);
    }

    /** The entity in {@code slot} starts in {@code state}: no previous state, no history, entered now. */
    public void start(int slot, int state) {
        slots.set(slot, state, Slots.NO_PREVIOUS);
        if (history != null) {
            history.clear(slot);
        }
        clock.enter(slot);
        if (timing != null) {
            timing.started(slot, clock.now(), clock.ticks());
        }
        counts[state]++;
        size++;
        members.add(state, slot);
    }

    /**
     * The entity in {@code slot} is now in {@code state}, having left {@code previous}: called by the
     * machines without timers or time slicing, whose timing is null (the others call {@link #setTimedState}).
     */
    public void setState(int slot, int state, int previous) {
        slots.set(slot, state, previous);
        clock.enter(slot);
        if (timing != null) {
            timing.moved(slot, previous, clock.now(), clock.ticks());
        }
    }

    /**
     * {@link #setState} for a machine with timers or time slicing, which its generated code calls instead.
     * The same work, in a method of its own so that each has its own profile: while one method served every
     * machine, a timed machine elsewhere in the JVM took the timers' branch and a plain machine's loops
     * compiled it in; the timed shape at a million then ran about 5% slower in half the JVM starts, and
     * with the two methods it does not (docs/performance.md, "A machine with {@code @After} beside one
     * without"). Do not merge them back.
     */
    public void setTimedState(int slot, int state, int previous) {
        slots.set(slot, state, previous);
        clock.enter(slot);
        if (timing != null) {
            timing.moved(slot, previous, clock.now(), clock.ticks());
        }
    }

    /** The entity may have moved since it was in {@code from}: its membership follows, counted on {@code lane}. */
    public void following(Lane lane, int slot, int from) {
        int now = slots.state(slot);
        if (now != from) {
            members.move(from, now, slot);
            lane.countMove(from, now);
        }
    }

    /**
     * Places an entity as a resume does: with its previous state ({@link Slots#NO_PREVIOUS} for none),
     * its stack {@code stack[0, depth)} bottom first, its time in state, and no history.
     *
     * @throws IllegalArgumentException for a stack the machine cannot hold, an id out of range or
     *     present, an entity that is null
     */
    public long place(Object entity, int id, int state, int previous, int[] stack, int depth, double time) {
        return place(entity, id, state, previous, stack, depth, time, null);
    }

    /**
     * Places an entity as a load does: {@link #place(Object, int, int, int, int[], int, double)} with its
     * history, one ordinal per history group ({@code -1}: none), or null for none in every group.
     *
     * @throws IllegalArgumentException also for a history that is not one per history group
     */
    public long place(Object entity, int id, int state, int previous, int[] stack, int depth, double time,
            int[] groupHistory) {
        if (depth > 0 && (stacks == null || depth > stacks.depth())) {
            throw new IllegalArgumentException(name + ": a stack of " + depth + " states; "
                    + (stacks == null ? "the machine has no @Interrupt states" : "at most " + stacks.depth()));
        }
        if (groupHistory != null && groupHistory.length != historyGroups()) {
            throw new IllegalArgumentException(name + ": a history of " + groupHistory.length + " groups; the machine"
                    + " has " + historyGroups() + " history groups");
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
            slot = slots.take();
            attach(slot, entity);
        }
        slots.set(slot, state, previous);
        clock.place(slot, time);
        if (timing != null) {
            timing.placed(slot, state, clock.now(), time, clock.ticks());
        }
        if (stacks != null) {
            stacks.set(slot, stack == null ? new int[0] : stack, depth);
        }
        if (history != null) {
            if (groupHistory == null) {
                history.clear(slot);
            } else {
                history.set(slot, groupHistory);
            }
        }
        counts[state]++;
        size++;
        members.add(state, slot);
        return slots.handleOf(slot);
    }

    public void remove(int slot) {
        int s = slots.state(slot);
        if (timing != null) {
            timing.removed(slot, s);
        }
        slots.clear(slot);
        if (stacks != null) {
            stacks.clear(slot);
        }
        if (history != null) {
            history.clear(slot);
        }
        counts[s]--;
        size--;
        members.remove(s, slot);
        if (!slots.idMode()) {
            index().remove(store.entityAt(slot), slot);
            store.detach(slot);
            slots.release(slot);
        }
    }

    /** Object mode: the slot a queued add took goes back, unused (the tick that queued it was cut short). */
    public void release(long handle) {
        if (!slots.idMode()) {
            int slot = (int) (handle >>> 32);
            grown(slot + 1);
            slots.release(slot);
        }
    }

    /** Takes in the moves between states that {@code lane} counted. */
    public void count(Lane lane) {
        lane.takeMovesInto(counts);
    }

    /**
     * After an {@code Error} cut a stretch of work short, or a restore: every entity in exactly its
     * state's membership, the counts from the state table.
     */
    public void rebuild() {
        members.rebuild(slots);
        if (timing != null) {
            timing.rebuild();
        }
        Arrays.fill(counts, 0);
        int limit = slots.limit();
        for (int slot = 0; slot < limit; slot++) {
            if (slots.present(slot)) {
                counts[slots.state(slot)]++;
            }
        }
    }

    /**
     * The books' part of a snapshot: each manager's own copy (the slots, the clock and entry times, the
     * identity index), the stacks, the histories, the entity objects and the size.
     */
    public static final class Copy {
        int size;
        Slots.Copy slots;
        EntryClock.Copy clock;
        /** Interrupt stacks: limit * stride ints, stride = depth + 1. */
        int[] stacks;
        int stride;
        /** Groups' histories: limit * groups chars (ordinal + 1, 0 for none); null without history groups. */
        char[] history;
        int historyGroups;
        /** Object mode: the entities (an array of the generated batch's entity type). */
        Object[] entities;
        EntityIndex.Copy index;
        /** Timed machines: the timers, the strides and last decisions. Else null. */
        Timing.Copy timing;

        public int size() {
            return size;
        }

        public double clock() {
            return clock.now;
        }

        /**
         * The same entities (the same objects) in the same slots, handles, states, stacks, histories, times
         * and free slots.
         */
        public boolean matches(Copy other) {
            if (other.size != size || other.clock.now != clock.now || !slots.matches(other.slots)) {
                return false;
            }
            for (int slot = 0, end = Math.max(slots.limit, other.slots.limit); slot < end; slot++) {
                if (slots.states(slot) == Slots.ABSENT) {
                    continue;
                }
                if (entities != null && entities[slot] != other.entities[slot]
                        || clock.entered != null && clock.entered[slot] != other.clock.entered[slot]) {
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
                if (history != null) {
                    if (historyGroups != other.historyGroups) {
                        return false;
                    }
                    int base = slot * historyGroups;
                    for (int g = 0; g < historyGroups; g++) {
                        if (history[base + g] != other.history[base + g]) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }
    }

    /** Each manager copies its own part into {@code into} (new when null), reusing its arrays. */
    public Copy copyTo(Copy into) {
        Copy s = into == null ? new Copy() : into;
        int previousLimit = s.slots == null ? 0 : s.slots.limit;
        s.slots = slots.copyTo(s.slots);
        int limit = s.slots.limit;
        s.size = size;
        s.clock = clock.copyTo(s.clock, limit);
        if (timing != null) {
            s.timing = timing.copyTo(s.timing, limit);
        }
        if (stacks != null) {
            s.stacks = stacks.copyInto(s.stacks, limit);
            s.stride = stacks.depth() + 1;
        }
        if (history != null) {
            s.history = history.copyInto(s.history, limit);
            s.historyGroups = history.groups();
        }
        Object[] entities = store.entityArray();
        if (entities != null) {
            if (s.entities == null || s.entities.length < limit || s.entities.getClass() != entities.getClass()) {
                s.entities = Arrays.copyOf(entities, limit);
            } else {
                System.arraycopy(entities, 0, s.entities, 0, limit);
                if (previousLimit > limit) {
                    Arrays.fill(s.entities, limit, previousLimit, null);
                }
            }
            s.index = index == null ? null : index.copyTo(s.index);
        }
        return s;
    }

    /** Puts back what {@link #copyTo} copied, memberships and counts rebuilt from the states. */
    public void restore(Copy s) {
        int limit = s.slots.limit;
        grown(limit);
        int before = slots.limit();
        slots.restore(s.slots);
        clock.restore(s.clock);
        if (timing != null) {
            timing.restore(s.timing, clock.ticks());
        }
        if (stacks != null) {
            stacks.restore(s.stacks, limit);
        }
        if (history != null) {
            history.restore(s.history, limit);
        }
        Object[] entities = store.entityArray();
        if (entities != null) {
            System.arraycopy(s.entities, 0, entities, 0, limit);
            if (before > limit) {
                Arrays.fill(entities, limit, before, null);
            }
            if (s.index == null) {
                index = null;
            } else {
                index().restore(s.index);
            }
        }
        size = s.size;
        rebuild();
    }
}
