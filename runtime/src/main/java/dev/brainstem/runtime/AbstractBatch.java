package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.BatchCore;
import dev.brainstem.runtime.internal.BatchHooks;
import dev.brainstem.runtime.internal.Books;
import dev.brainstem.runtime.internal.GroupHistory;
import dev.brainstem.runtime.internal.InterruptStacks;
import dev.brainstem.runtime.internal.LinkedRegions;
import dev.brainstem.runtime.internal.Mailbox;
import dev.brainstem.runtime.internal.Phase;
import dev.brainstem.runtime.internal.ReloadWatch;
import dev.brainstem.runtime.internal.Slices;
import dev.brainstem.runtime.internal.Slots;
import dev.brainstem.runtime.internal.TimeStep;
import dev.brainstem.runtime.internal.Timing;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.LongConsumer;

/**
 * What every generated batch shares: its public API. A generated {@code XBatch} adds what is particular
 * to its machine ({@code add}, {@code forEach}, each state's loop, which calls the update handler
 * directly, the transition and the delivery); what only that generated code sees, the hooks it fills in
 * and the helpers its loops call, is {@link BatchHooks} in the {@code internal} package, which hands the
 * loops down to the parts that run them.
 *
 * <p>It is a face over {@link BatchCore}, which wires the batch's parts (one job a class, calls going
 * downward only). The rules of a tick are in {@code docs/semantics.md}.
 *
 * <p><b>Orthogonal regions.</b> A machine of regions is one batch per region, linked by the first region's
 * batch ({@link #linkRegions}), which the game holds: its {@code add}, {@code remove}, ticks,
 * {@code deliver}, {@code send}, {@code broadcast}, {@code setMessageDelivery}, {@code setErrorHandler},
 * {@code droppedMessages}, {@code snapshot}, {@code restore} and saves cover every region, and an entity
 * has the same handle in every region. {@code transitionTo} changes the region of its state only; another
 * region's states are read, counted and walked through {@link #region}. A region's batch refuses the
 * calls the game makes on the machine's, naming it. The rules are in {@code docs/semantics.md},
 * "Orthogonal regions".
 *
 * <p>Used by generated batches; not an API to extend by hand.
 *
 * @param <S> the machine's state enum
 */
public abstract class AbstractBatch<S extends Enum<S>> extends BatchHooks<S> {
    /**
     * The description of the code the batch runs: the one it was built with until a hot reload takes
     * another at a point between ticks ({@link #reloadPoint}); the one it was built with stays in the
     * {@link ReloadWatch}, which finds the new one by it. Written and read on the thread that ticks.
     */
    MachineInfo info;
    final S[] states;
    /** The machine's regions' batches, this one first: this one alone until {@link #linkRegions}. */
    private List<AbstractBatch<?>> regions = Collections.<AbstractBatch<?>>singletonList(this);
    /** On a follower, the batch of the machine's first region, which the game holds; else null. */
    private AbstractBatch<?> leader;

    /** A machine whose handlers read no time in state. */
    protected AbstractBatch(MachineInfo info, S[] states, boolean idMode, boolean bitsets) {
        this(info, states, idMode, bitsets, false);
    }

    /**
     * @param info the machine's description, which saves check loaded stacks against
     * @param bitsets whether the generated loops walk bitset words or the entities sorted by state; the
     *     processor chooses by the number of states
     * @param timed whether the handlers read the time in state: then each entity's entry time is kept
     */
    protected AbstractBatch(MachineInfo info, S[] states, boolean idMode, boolean bitsets, boolean timed) {
        super(info.name(), states, idMode, bitsets, timed);
        this.info = info;
        this.states = states.clone();
        if (info.timed()) {
            keepTiming(info);
        }
        ReloadWatch watch = new ReloadWatch(info, this::reloaded);
        this.info = watch.described();
        core().watchReloads(watch);
    }

    /**
     * Hot reload, at a point between ticks: the batch's code is now described by {@code now}, whose states,
     * groups' names and histories are the same (else it was refused). A group's states may differ: a stored
     * history no longer among them is no history (docs/semantics.md, "Hot reload"), so it is forgotten here,
     * before any tick runs the new code, and {@code lastIn} and saves hold none.
     */
    private void reloaded(MachineInfo now) {
        this.info = now;
        GroupHistory history = books().history();
        List<MachineInfo.Group> kept = now.historyGroups();
        if (history == null || kept.isEmpty()) {
            return;
        }
        List<String> names = now.states();
        for (int g = 0; g < kept.size() && g < history.groups(); g++) {
            boolean[] members = new boolean[states.length];
            for (String state : now.statesIn(kept.get(g).name())) {
                int ordinal = names.indexOf(state);
                if (ordinal >= 0 && ordinal < members.length) {
                    members[ordinal] = true;
                }
            }
            history.forgetOutside(g, members, books().slots().limit());
        }
    }

    /** Timed transitions and time slicing: what the description tells of them, to the books. */
    private void keepTiming(MachineInfo info) {
        int n = states.length;
        boolean[] withTimers = new boolean[n];
        boolean[] waking = new boolean[n];
        String[] origins = new String[n];
        int[] every = new int[n];
        List<MachineInfo.Edge> edges = info.edges();
        for (int s = 0; s < n; s++) {
            String state = states[s].name();
            every[s] = info.every(state);
            waking[s] = info.sleeps(state) || every[s] > 0;
            withTimers[s] = Timing.hasTimer(info, state);
            StringBuilder methods = new StringBuilder();
            for (MachineInfo.Edge edge : edges) {
                if (edge.event() == Events.AFTER && edge.from().equals(state)) {
                    String label = edge.label() == null ? "" : edge.label();
                    String method = label.startsWith("after ") ? label.substring(6) : label;
                    if (method.endsWith(")") && methods.indexOf(method) < 0) {
                        methods.append(methods.length() == 0 ? "" : ", ").append(method);
                    }
                }
            }
            origins[s] = methods.length() == 0 ? "its delay method" : methods.toString();
        }
        books().keepTiming(withTimers, waking, every, origins);
    }

    // The parts, all held once, by the core (BatchHooks holds it): for this class, BatchSaves and BatchSnapshot.

    final String name() {
        return info.name();
    }

    final Books books() {
        return core().books();
    }

    final Phase phase() {
        return core().phase();
    }

    final Mailbox mail() {
        return core().mail();
    }

    /** For a load without timing: every timer armed as an entry arms it. */
    final void armPlaced() {
        core().armPlaced(0, books().slots().limit());
    }

    /** For an import into a region the travel does not hold: each placed entity's timer armed as an entry arms it. */
    final void armPlaced(long[] handles) {
        for (long handle : handles) {
            core().armPlaced(books().slot(handle), 1);
        }
    }

    /**
     * The machine's description: states, initial state, entry points, groups, interrupts and edges. After a
     * hot reload (docs/semantics.md, "Hot reload") it is the description of the code now running, taken at the
     * batch's first point between ticks after the redefinition.
     */
    public final MachineInfo info() {
        return info;
    }

    /**
     * A hot reload's point between two ticks, for a game that is not ticking now (paused, in a menu) and for
     * tools that keep such a game drawn (the inspector calls it in {@code proceed()}): a redefinition a dev
     * tool staged runs here, and the batch takes the description of its new code and tells its probe. A tick
     * and a {@code deliver()} take this point themselves. On a machine of regions it is every region's point,
     * whichever region's batch is called. While the batch is at work (from a handler), from the error handler
     * or during a walk it does nothing: a redefinition never lands inside a tick. Without a dev tool it does
     * nothing but one read.
     */
    public final void reloadPoint() {
        LinkedRegions link = core().link();
        if (link != null) {
            link.reloadPointIfIdle();
        } else {
            core().reloadPointIfIdle();
        }
    }

    /** The machine's states, the state enum's constants in ordinal order: for tools that take any batch. */
    public final List<S> states() {
        return Collections.unmodifiableList(Arrays.asList(states));
    }

    /** The state {@code add} starts an entity in when it names none. */
    public final S initialState() {
        for (S s : states) {
            if (s.name().equals(info.initial())) {
                return s;
            }
        }
        throw new IllegalStateException(name() + ": its description names the initial state " + info.initial()
                + ", which its enum lacks");
    }

    // ---------------------------------------------------------------------------------------------
    // Orthogonal regions

    /**
     * Orthogonal regions: called once by the generated constructor of a machine's batch (its first
     * region's, the <em>leader</em>) with the batches of its other regions, in declaration order. From
     * then on the leader's adds, removes, ticks, messages, snapshots and saves cover every region, and
     * each follower refuses those calls (naming the leader): the game holds the leader only.
     *
     * @throws IllegalStateException when this batch has regions or is one already, or a follower is
     *     linked, holds entities, or is of the same state enum as another region
     */
    protected final void linkRegions(AbstractBatch<?>... followers) {
        if (regions.size() > 1 || leader != null) {
            throw new IllegalStateException(name() + ": linkRegions called twice");
        }
        List<AbstractBatch<?>> all = new ArrayList<AbstractBatch<?>>(followers.length + 1);
        all.add(this);
        BatchCore[] cores = new BatchCore[followers.length + 1];
        int[] firsts = new int[followers.length + 1];
        cores[0] = core();
        for (int r = 0; r < followers.length; r++) {
            AbstractBatch<?> f = followers[r];
            if (f == null || f == this || f.leader != null || f.regions.size() > 1 || f.size() > 0 || size() > 0) {
                throw new IllegalStateException(name() + ": region " + (f == null ? "null" : f.name())
                        + " cannot be linked: null, linked already, or it or this batch holds entities");
            }
            for (AbstractBatch<?> seen : all) {
                if (seen.stateClass() == f.stateClass()) {
                    throw new IllegalStateException(name() + ": two regions of states " + f.stateClass().getName());
                }
            }
            if (f.books().idMode() != books().idMode()) {
                throw new IllegalStateException(name() + ": region " + f.name() + " is in another mode (id or object)");
            }
            all.add(f);
            cores[r + 1] = f.core();
            firsts[r + 1] = f.firstOrdinal();
        }
        LinkedRegions.link(cores, firsts);
        this.regions = Collections.unmodifiableList(all);
        for (AbstractBatch<?> f : followers) {
            f.leader = this;
            f.regions = this.regions;
        }
    }

    /** The ordinal an add starts this region in when it names no state: its initial, resolved. */
    final int firstOrdinal() {
        return entryOf(checkStartable(initialState()));
    }

    /**
     * Object mode: the class every entity object must be an instance of, which the generated
     * {@code attach} casts to: read once from the return type of the generated {@code entity(long)}, so a
     * load or an import refuses a wrong object before anything changes (Object where there is none).
     */
    final Class<?> entityClass() {
        Class<?> type = entityClass;
        if (type == null) {
            try {
                type = getClass().getMethod("entity", long.class).getReturnType();
            } catch (NoSuchMethodException none) {
                type = Object.class;
            }
            entityClass = type;
        }
        return type;
    }

    private Class<?> entityClass;

    /** The machine's state enum. */
    final Class<S> stateClass() {
        return states[0].getDeclaringClass();
    }

    /**
     * The batches of the machine's orthogonal regions, in declaration order, the machine's batch (the
     * first region's, which the game holds) first; a machine without regions has one, this batch. On a
     * region's batch, the same list: the machine's.
     */
    public final List<AbstractBatch<?>> regions() {
        return regions;
    }

    /**
     * The batch of the machine's region of states {@code states}: {@code region(Weapon.class)}, whose
     * {@code count}, {@code forEachHandle}, {@code stackOf}, {@code timeInState}, {@code lastIn} and the rest
     * read that region. Region 0's is this batch.
     *
     * @throws IllegalArgumentException naming the class and the machine's regions when none has those states
     */
    @SuppressWarnings("unchecked")
    public final <R extends Enum<R>> AbstractBatch<R> region(Class<R> states) {
        for (int r = 0; r < regions.size(); r++) {
            if (regions.get(r).stateClass() == states) {
                return (AbstractBatch<R>) regions.get(r);
            }
        }
        List<String> names = new ArrayList<String>(regions.size());
        for (AbstractBatch<?> r : regions) {
            names.add(r.stateClass().getName());
        }
        throw new IllegalArgumentException(name() + ": no region of states "
                + (states == null ? "null" : states.getName()) + "; its regions' states: " + names);
    }

    /** The entity's state in the region of states {@code region}. @throws IllegalArgumentException as {@link #region} and {@link #stateOf(long)} */
    public final <R extends Enum<R>> R stateOf(long handle, Class<R> region) {
        return region(region).stateOf(handle);
    }

    /** The entity's previous state in the region of states {@code region}; null before its first transition there. */
    public final <R extends Enum<R>> R previousOf(long handle, Class<R> region) {
        return region(region).previousOf(handle);
    }

    /**
     * Object mode, a machine of regions: places {@code entity} in {@code state} and in each other region in
     * its state of {@code others} (one per other region, in declaration order), running no handler, as a
     * loaded save does. Everything is checked before any region changes.
     *
     * @throws IllegalArgumentException for states that are not one per other region of its region's enum,
     *     a pseudo-state, an entity in the batch already
     * @throws IllegalStateException on a region's batch (a follower), or while the batch is at work
     */
    protected final long resumeEntity(Object entity, S state, Enum<?>... others) {
        if (entity == null) {
            throw new IllegalArgumentException(name() + ": cannot resume a null entity");
        }
        return resumeInRegions(entity, 0, state, others);
    }

    /** Id mode: {@link #resumeEntity(Object, Enum, Enum...)} for the entity {@code id}; returns the id. */
    protected final long resumeId(int id, S state, Enum<?>... others) {
        return resumeInRegions(null, id, state, others);
    }

    private long resumeInRegions(Object entity, int id, S state, Enum<?>[] others) {
        LinkedRegions link = core().link();
        if (link == null) {
            if (others != null && others.length > 0) {
                throw new IllegalArgumentException(name() + " has no other regions: resume it in one state");
            }
            return entity != null ? resumeEntity(entity, state) : resumeId(id, state);
        }
        link.refuseOnFollower(core().region(), "resume");
        if (others == null || others.length != regions.size() - 1) {
            throw new IllegalArgumentException(name() + ": resume needs a state of each other region, "
                    + (regions.size() - 1) + " in order; given " + (others == null ? 0 : others.length));
        }
        int[] ordinals = new int[regions.size()];
        ordinals[0] = checkResumable(state);
        for (int r = 1; r < regions.size(); r++) {
            ordinals[r] = regions.get(r).resumableOrdinal(others[r - 1]);
        }
        return link.resume(0, entity, id, ordinals);
    }

    /** The ordinal of {@code state}, one of this region's, for a resume. */
    private int resumableOrdinal(Enum<?> state) {
        if (state != null && state.getDeclaringClass() != stateClass()) {
            throw new IllegalArgumentException(name() + ": resume in " + state.getDeclaringClass().getSimpleName() + "."
                    + state.name() + ": this region's states are " + stateClass().getSimpleName());
        }
        return checkResumable(stateClass().cast(state));
    }

    /** On a follower, refuses {@code call}, which the game makes on the machine's batch; for BatchSaves too. */
    final void refuseOnFollower(String call) {
        if (leader != null) {
            core().link().refuseOnFollower(core().region(), call);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Look-ups and settings

    public final int size() {
        return books().size();
    }

    /** How many entities are in {@code s}. */
    public final int count(S s) {
        if (s == null) {
            throw new IllegalArgumentException(name() + ": count(null)");
        }
        return books().countOf(s.ordinal());
    }

    /** Whether {@code handle} names an entity in the batch (false for removed and unknown ones). */
    public final boolean contains(long handle) {
        return books().slots().slotOf(handle) >= 0;
    }

    /** The states the entity's interrupts suspended, bottom first; empty outside an interrupt. */
    public final List<S> stackOf(long handle) {
        int slot = books().slot(handle);
        InterruptStacks stacks = books().stacks();
        if (stacks == null) {
            return Collections.emptyList();
        }
        List<S> suspended = new ArrayList<S>(stacks.size(slot));
        for (int k = 0; k < stacks.size(slot); k++) {
            suspended.add(states[stacks.at(slot, k)]);
        }
        return suspended;
    }

    /**
     * The state the entity was in when it last left the history group {@code group}: the state entering
     * the group by name resumes from ({@code DEEP}: that state; {@code SHALLOW}: its member that holds it).
     * Null before the entity first left it (a new entity, one placed by a resume), when the group's
     * initial is entered instead.
     *
     * @throws IllegalArgumentException for a stale or unknown handle, or naming {@code group} when it is
     *     no group of the machine that has a history
     */
    public final S lastIn(long handle, String group) {
        if (regions.size() > 1) {
            for (AbstractBatch<?> r : regions) {
                if (r != this && r.info.group(group) != null) {
                    throw new IllegalArgumentException(name() + ": " + group + " is a group of region " + r.name()
                            + ": region(" + r.stateClass().getSimpleName() + ".class).lastIn reads it");
                }
            }
        }
        int index = historyIndex(group);
        int slot = books().slot(handle);
        int last = books().history().last(slot, index);
        return last < 0 ? null : states[last];
    }

    /** The index of the history group named {@code group}. */
    private int historyIndex(String group) {
        List<MachineInfo.Group> kept = info.historyGroups();
        for (int g = 0; g < kept.size(); g++) {
            if (kept.get(g).name().equals(group)) {
                if (g >= books().historyGroups()) {
                    throw new IllegalStateException(name() + " describes " + kept.size() + " history groups and keeps "
                            + books().historyGroups() + ": its batch and its description disagree");
                }
                return g;
            }
        }
        List<String> names = new ArrayList<String>();
        for (MachineInfo.Group g : kept) {
            names.add(g.name());
        }
        throw new IllegalArgumentException(name() + ": " + group + " is " + (info.group(group) == null
                ? "no group of the machine" : "a group without history") + "; its history groups: " + names);
    }

    /** The state of the entity. @throws IllegalArgumentException for a stale or unknown handle */
    public final S stateOf(long handle) {
        return states[books().slots().state(books().slot(handle))];
    }

    /** The state the entity was in before its last transition; null before the first. */
    public final S previousOf(long handle) {
        int previous = books().slots().previous(books().slot(handle));
        return previous == Slots.NO_PREVIOUS ? null : states[previous];
    }

    /** Sets the listener told of every transition; null for none. */
    public final void setListener(TransitionListener<S> listener) {
        core().observers().listen(listener);
    }

    /**
     * The batch's rule for a batch at work (docs/semantics.md, "At work") applied to a call made outside the
     * runtime that reads the batch whole: an integration's view of the entities in {@code state}, say, which
     * walks them. Refused while the batch is at work, the message names {@code call(state)}, the call the game
     * made, and what the batch is doing. Changes nothing; a call allowed allocates nothing.
     *
     * @throws IllegalStateException while the batch is at work
     */
    public final void refuseAtWork(String call, S state) {
        phase().refuseAtWork(call, state, false);
    }

    /**
     * Sets the tool told of the batch's transitions, messages and ticks (see {@link BatchProbe}), beside
     * the listener; null for none. Without a probe the batch runs exactly as it would with none ever set.
     *
     * @throws IllegalStateException while the batch is at work (docs/semantics.md), or when another probe is set:
     *     one probe at a time (null takes it off); the batch is left as it was
     */
    public final void setProbe(BatchProbe probe) {
        phase().refuseAtWork("setProbe", true);
        core().probe(probe);
    }

    /**
     * Calls {@code action} with the handle of every entity in {@code s}, in ascending slot order; the
     * batch cannot change meanwhile. Both modes: in id mode a handle is the id. Allocates nothing (but for
     * a walk made inside another): a tool that reads a state every frame, an integration's view of
     * another region's state, costs no garbage.
     */
    public final void forEachHandle(S s, LongConsumer action) {
        if (action == null) {
            throw new IllegalArgumentException(name() + ": forEachHandle needs an action");
        }
        HandleWalk walk = idleWalk != null ? idleWalk : new HandleWalk();
        idleWalk = null;
        walk.slots = books().slots();
        walk.action = action;
        try {
            forEachSlot(s, walk);
        } finally {
            walk.action = null;
            idleWalk = walk;
        }
    }

    /** The walk {@link #forEachHandle} reuses; taken (null) while one runs, so that a walk inside it makes its own. */
    private HandleWalk idleWalk = new HandleWalk();

    /** Each slot of a walk, told to its action as a handle. */
    private static final class HandleWalk implements java.util.function.IntConsumer {
        Slots slots;
        LongConsumer action;

        @Override
        public void accept(int slot) {
            action.accept(slots.handleOf(slot));
        }
    }

    /** Sets the handler of handlers' exceptions; null restores the default (the first is thrown). */
    public final void setErrorHandler(ErrorHandler errorHandler) {
        core().observers().handleErrorsWith(errorHandler);
        for (int r = 1; leader == null && r < regions.size(); r++) {
            regions.get(r).core().observers().handleErrorsWith(errorHandler);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Changes and messages

    /** Takes the entity out; no exit runs. During a tick, at its end. */
    public final void remove(long handle) {
        LinkedRegions link = core().link();
        if (link != null) {
            link.remove(core().region(), handle);
        } else {
            core().desk().remove(handle);
        }
    }

    /** Sends the entity to {@code target} (the initial state or an entry point), running exit and enter. */
    public final void transitionTo(long handle, S target) {
        LinkedRegions link = core().link();
        if (link != null) {
            link.transitionTo(core().region(), handle, checkStartable(target));
        } else {
            core().desk().transitionTo(handle, checkStartable(target));
        }
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
        refuseOnFollower("send");
        checkMessage(message, delaySeconds);
        if (handle < 0) {
            throw new IllegalArgumentException(name() + ": send to " + books().describe(handle) + ": it is negative");
        }
        post(handle, message, delaySeconds);
    }

    /** Posts {@code message} to this batch, or, on a leader, to every region that takes it, in region order. */
    private void post(long handle, Object message, float delaySeconds) {
        if (regions.size() == 1 || leader != null) {
            mail().send(handle, message, delaySeconds);
            return;
        }
        for (int r = 0; r < regions.size(); r++) {
            AbstractBatch<?> region = regions.get(r);
            if (region.takes(message)) {
                region.mail().send(handle, message, delaySeconds);
            }
        }
    }

    /** Sends {@code message} to every entity of the batch at the start of the next tick: one queue entry. */
    public final void broadcast(Object message) {
        broadcast(message, 0f);
    }

    /** {@link #broadcast(Object)} after {@code delaySeconds} of the batch's clock, as {@link #send(long, Object, float)}. */
    public final void broadcast(Object message, float delaySeconds) {
        refuseOnFollower("broadcast");
        checkMessage(message, delaySeconds);
        post(Mailbox.EVERYONE, message, delaySeconds);
    }

    /**
     * Whether the batch keeps each entity's time in state: when one of its handlers reads
     * {@code @TimeInState}. A machine whose handlers never read it counts none and pays nothing for it.
     */
    public final boolean keepsTimeInState() {
        return timeKept();
    }

    /**
     * The seconds the entity of {@code handle} has spent in its state: the sum of the dt of the ticks
     * since it entered it (any transition, re-entry included, resets it).
     *
     * @throws UnsupportedOperationException naming the machine, when it keeps no time in state
     *     ({@link #keepsTimeInState()} is false): a tool that takes any batch asks that first
     * @throws IllegalArgumentException for a stale or unknown handle
     */
    public final float timeInState(long handle) {
        return timeInStateOf(handle);
    }

    /** How many messages were dropped: their entity was gone, or nothing in its state took them. */
    public final long droppedMessages() {
        long dropped = mail().dropped();
        if (leader == null) {
            for (int r = 1; r < regions.size(); r++) {
                dropped += regions.get(r).mail().dropped();
            }
        }
        return dropped;
    }

    /** Whether some handler of the machine takes {@code message}: of any region, on a leader. */
    private boolean takenByARegion(Object message) {
        if (regions.size() == 1 || leader != null) {
            return takes(message);
        }
        for (int r = 0; r < regions.size(); r++) {
            if (regions.get(r).takes(message)) {
                return true;
            }
        }
        return false;
    }

    /** For saves: whether some handler of the machine takes {@code message}. */
    final boolean takesMessage(Object message) {
        return takes(message);
    }

    private void checkMessage(Object message, float delaySeconds) {
        if (message == null) {
            throw new IllegalArgumentException(name() + ": cannot send a null message");
        }
        TimeStep.checkDelay(name(), delaySeconds);
        if (!takenByARegion(message)) {
            throw new IllegalArgumentException(name() + " takes no message of type " + message.getClass().getName()
                    + ": no @OnMessage handler's parameter accepts it" + (regions.size() > 1 ? " in any region" : ""));
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Ticks

    /** One update of every entity, on the calling thread: the messages due, each state's loop, the commit. */
    public final void tick(float dt) {
        TimeStep.check(name(), "tick", dt);
        LinkedRegions link = core().link();
        if (link != null) {
            link.tick(core().region(), "tick", dt, null, false);
        } else {
            core().tick(dt);
        }
    }

    /**
     * The same tick, with chunks of each state's entities updated in parallel on {@code pool} and on the
     * calling thread; a handler must then touch only its own entity. The results equal the sequential
     * tick's in every respect. Batches of fewer than 131,072 entities (system property
     * {@code brainstem.parallel.minEntities}), and pools of one thread, tick on the calling thread.
     */
    public final void tick(float dt, ForkJoinPool pool) {
        TimeStep.check(name(), "tick", dt);
        if (pool == null) {
            throw new IllegalArgumentException(name() + ": tick(dt, null): give a ForkJoinPool");
        }
        LinkedRegions link = core().link();
        if (link != null) {
            link.tick(core().region(), "tick", dt, pool, false);
        } else {
            core().tick(dt, pool);
        }
    }

    /**
     * The same tick on the calling thread, region by region: the slots cut into regions of about 16,384,
     * and each region's entities updated state after state before the next region's, as a parallel tick
     * plans them. For a large batch whose handlers read their entity's data from objects (object mode, an
     * entity system's components), which the state-by-state tick fetches from memory again for each
     * state: here each state's loop finds the region's data in cache. The results equal the sequential
     * tick's in every respect, as a parallel tick's do; the handlers run in another order, so, as in a
     * parallel tick, a handler must touch only its own entity. Batches of fewer than 131,072 entities
     * (the parallel tick's threshold) and machines of more than 64 states tick as {@link #tick(float)}.
     */
    public final void tickInRegions(float dt) {
        TimeStep.check(name(), "tickInRegions", dt);
        LinkedRegions link = core().link();
        if (link != null) {
            link.tick(core().region(), "tickInRegions", dt, null, true);
        } else {
            core().tickInRegions(dt);
        }
    }

    /**
     * Delivers now the messages due by the clock that were posted before this call, on the calling
     * thread, as a tick's start does (due time, then send order; the failsafe; a message nobody takes
     * dropped and counted), then commits as a tick does: the listener, the changes the handlers asked
     * for, their failures. The point of the frame where a game calls it is its own choice: with
     * {@link MessageDelivery#ON_DELIVER}, it is the only delivery.
     *
     * @throws IllegalStateException while the batch is at work (during a tick, a delivery, an outside add's
     *     or transitionTo's handlers, or from the error handler)
     */
    public final void deliver() {
        LinkedRegions link = core().link();
        if (link != null) {
            link.deliver(core().region());
        } else {
            core().deliver();
        }
    }

    /** When the batch delivers messages: at the start of every tick (the default), or only at {@link #deliver()}. */
    public final void setMessageDelivery(MessageDelivery when) {
        if (when == null) {
            throw new IllegalArgumentException(name() + ": setMessageDelivery(null)");
        }
        refuseOnFollower("setMessageDelivery");
        for (int r = 0; r < regions.size(); r++) {
            regions.get(r).core().deliverOnTick(when == MessageDelivery.TICK_START);
        }
    }

    /** The batch's clock: the sum of the dt of its ticks, in seconds (a loaded save's clock goes on). */
    public final double clock() {
        return books().clock().now();
    }

    /**
     * How many ticks the batch began: 0 before the first, 1 during and after it ({@code deliver()} is no
     * tick). Time-sliced states phase their entities by it; saves keep it.
     */
    public final long ticks() {
        return books().clock().ticks();
    }

    // ---------------------------------------------------------------------------------------------
    // Time slicing

    /**
     * Sets the entity's stride: a state of {@code @OnUpdate(every = e)} then updates it every
     * {@code e * stride} ticks (its level of detail: 1, the default, for the entities that matter, more
     * for far ones). Kept until it is set again or the entity is removed; a transition keeps it. On a
     * machine of regions, the stride is the entity's, in every region.
     *
     * @throws IllegalArgumentException for a stride outside 1 to 65,535, naming it, or a stale or unknown handle
     * @throws UnsupportedOperationException naming the machine, when it has no time-sliced state
     * @throws IllegalStateException while the batch is at work
     */
    public final void setStride(long handle, int stride) {
        refuseOnFollower("setStride");
        phase().refuseAtWork("setStride", true);
        slicedRegion();
        if (stride < 1 || stride > 65_535) {
            throw new IllegalArgumentException(name() + ": setStride(" + books().describe(handle) + ", " + stride
                    + "): a stride is 1 to 65,535");
        }
        int slot = books().slot(handle);
        for (int r = 0; r < (leader == null ? regions.size() : 1); r++) {
            Slices slices = (leader == null ? regions.get(r) : this).books().slices();
            if (slices != null) {
                slices.setStride(slot, stride);
            }
        }
    }

    /**
     * The entity's stride: 1 unless {@link #setStride} set another.
     *
     * @throws IllegalArgumentException for a stale or unknown handle
     * @throws UnsupportedOperationException naming the machine, when it has no time-sliced state
     */
    public final int strideOf(long handle) {
        Slices slices = slicedRegion().books().slices();
        return slices.stride(books().slot(handle));
    }

    /** The first region (this batch, without regions) that has a time-sliced state; refused when none has. */
    private AbstractBatch<?> slicedRegion() {
        for (int r = 0; r < (leader == null ? regions.size() : 1); r++) {
            AbstractBatch<?> region = leader == null ? regions.get(r) : this;
            if (region.books().slices() != null) {
                return region;
            }
        }
        throw new UnsupportedOperationException(name() + " has no time-sliced state: @OnUpdate(every = ...) "
                + "slices a state, and strides multiply its every");
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
        phase().refuseAtWork("snapshot", false);
        BatchSnapshot s = into == null ? new BatchSnapshot(this, name()) : checkOwn(into, "write over");
        if (leader == null && regions.size() > 1) {
            if (s.regions == null) {
                s.regions = new BatchSnapshot[regions.size() - 1];
            }
            for (int r = 1; r < regions.size(); r++) {
                s.regions[r - 1] = regions.get(r).snapshot(s.regions[r - 1]);
            }
        }
        s.books = books().copyTo(s.books);
        s.mail = mail().copyTo(s.mail);
        return s;
    }

    /**
     * Puts the batch back as it was when {@code snapshot} was taken, running no handler: the same
     * entities, handles, states, stacks, histories, times, clock, free slots and waiting messages. The snapshot is
     * left as it was; the game restores its own entity data to the same moment. A machine's batch with
     * regions restores every region from its snapshot; a region's batch refuses (restore the machine's).
     */
    public final void restore(BatchSnapshot snapshot) {
        if (snapshot == null) {
            throw new IllegalArgumentException(name() + ": restore(null)");
        }
        refuseOnFollower("restore");
        checkOwn(snapshot, "restore");
        phase().refuseAtWork("restore", true);
        // Every region's part checked before any region is restored.
        for (int r = 1; r < regions.size(); r++) {
            regions.get(r).checkOwn(snapshot.regions[r - 1], "restore");
        }
        restoreOwn(snapshot);
        for (int r = 1; r < regions.size(); r++) {
            regions.get(r).restoreOwn(snapshot.regions[r - 1]);
        }
    }

    private void restoreOwn(BatchSnapshot snapshot) {
        books().restore(snapshot.books);
        mail().restore(snapshot.mail);
        core().forgetWork();
    }

    private BatchSnapshot checkOwn(BatchSnapshot snapshot, String what) {
        if (snapshot.owner != this) {
            throw new IllegalArgumentException(name() + ": cannot " + what + " a snapshot of "
                    + (snapshot.machine().equals(name()) ? "another " + name() + " batch" : "a " + snapshot.machine()
                    + " batch (another machine)") + "; a batch restores only its own snapshots");
        }
        return snapshot;
    }
}
