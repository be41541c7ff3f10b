package dev.brainstem.runtime.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The batch runner, interpreted: a map from handle to {@link Entity}, and the rules of a step written
 * out one by one. It predicts, for a generated batch driven by the same {@link Script}, every handler
 * call, listener call and error-handler call in order, what each step throws, and the batch's contents
 * after it ({@link #contains}, {@link Entity#state()}, {@link Entity#previous()}, {@link #count},
 * {@link #members}: {@code forEach}'s order).
 *
 * <p>It encodes docs/semantics.md's "The batch runner": <b>Order</b>, <b>Changes during a
 * tick</b>, <b>Errors</b> (for exceptions: an {@code Error} is not modelled), <b>Parallel</b> (the
 * outcome only: a parallel tick is the sequential one), <b>Listener</b>, <b>Error handler</b> and
 * {@code tick} from inside a tick; each entity follows {@link Entity}'s rules ("A tick"). It does
 * not choose handles (below), nor model an object added twice. Each entity keeps its interrupt stack
 * ({@link Entity#stack()}: {@code stackOf(handle)}); {@link #resume} places one running nothing. Its
 * clock (time in state and messages' due times) advances by each tick's dt as the tick begins.
 *
 * <p><b>A tick</b> ({@link #tick}), sequential or parallel (they give the same):
 * <ol>
 * <li>Messages ({@link #send}, {@link #broadcast}): those due by the clock and sent before the tick, in
 *     (due, send) order, each to its entity's handler in the entity's state then ({@link Entity#deliver});
 *     a broadcast to every entity present, ascending handles. None taking it, or no entity: dropped and
 *     counted. A handler's exception is recorded as in the updates. The failsafe counts an entity's
 *     transitions in the tick together, messages and decision.
 * <li>Updates: states in ordinal order, ascending handles within a state, each entity once: those
 *     that arrive in a state during the tick wait for the next one (settling aside). A handler's
 *     exception is recorded with the state the entity stays in, and the tick goes on.
 * <li>The listener is told of the updates' transitions, in order. Its exception is recorded as its
 *     own, and the remaining calls are still made.
 * <li>The changes asked for during the tick ({@code add}, {@code remove}, {@code transitionTo} by
 *     handlers and by the listener) are applied in call order, those asked for meanwhile joining the
 *     end; the listener is told of each change's transitions right after it. A change naming an entity
 *     the batch does not hold (or, in id mode, adding an id it holds) is refused and recorded.
 * <li>Reports: with an error handler, each handler exception goes to it, in order; what it throws is
 *     recorded as its own. The step then throws the first handler exception left (none with an error
 *     handler), else the first listener or error-handler exception, else the first refused change;
 *     every other recorded failure is attached to it as suppressed, in the order they were recorded
 *     (the error handler's own last, as they happen last).
 * </ol>
 * An {@code add} or {@code transitionTo} from outside runs its own handlers at once, then steps 2 to 4;
 * its own handler's exception is thrown to the caller whether or not an error handler is set, and
 * what step 4 would throw is suppressed in it. {@code remove} runs no handler. A call refused at once
 * (a state that may not be started in, an unknown handle, an id in the batch already) runs nothing and
 * is the step's {@link Failure.Refused} outcome.
 *
 * <p><b>From inside a step</b> (a script's handler, the listener, the error handler): {@code add},
 * {@code remove} and {@code transitionTo} check their arguments at once (an
 * {@link IllegalArgumentException} to the caller: a state that may not be started in, a negative
 * handle or id) and are otherwise queued for step 3; {@code tick} is an {@link IllegalStateException}.
 * The design does not say when changes asked for by the error handler are applied: the model stops
 * with an {@link AssertionError} rather than guess.
 *
 * <p>Handles are the batch's to choose (the design fixes their form and order, not which slot is
 * reused), so an object-mode {@code add} is given the handle the generated batch returned; in id mode
 * the handle is the id.
 */
public final class Batch {
    /** Told of each transition after the tick's updates (or the outside call's handlers), in order. */
    @FunctionalInterface
    public interface Listener {
        void onTransition(long handle, int from, int to, int event);
    }

    /** Given each handler exception of a step, in order, when one is set. */
    @FunctionalInterface
    public interface ErrorHandler {
        void onError(Failure.OfHandler failure);
    }

    private static final int ADD = 1;
    private static final int REMOVE = 2;
    private static final int TRANSITION = 3;

    private record Change(int kind, long handle, int key, int state) {}

    private record Moved(long handle, int from, int to, int event) {}

    private final Machine machine;
    private final Script script;
    private final TreeMap<Long, Entity> live = new TreeMap<>();
    private final Set<Long> issued = new TreeSet<>();
    /** The sum of the dt of the ticks so far: the entities' time in state is read from it. */
    private final Entity.Clock clock = new Entity.Clock(true);
    /** Per state: the entities the last tick visited in it (decided, or fired a timer). */
    private int[] visited;
    /** The messages for the entities. */
    private final Mail mail = new Mail();
    private Listener listener;
    private ErrorHandler errorHandler;

    /** From a step's start to its end: changes are queued, {@code tick} is refused. */
    private boolean busy;
    /** While the error handler runs: it may not change the batch. */
    private boolean reporting;
    private final List<Change> queue = new ArrayList<>();
    /** Transitions made and not yet told to the listener. */
    private final List<Moved> pending = new ArrayList<>();
    /** The step's failures so far, in order (an outside call's own failure apart). */
    private final List<Failure> recorded = new ArrayList<>();
    private int applied;

    public Batch(Machine machine, Script script) {
        this.machine = machine;
        this.script = script;
        this.visited = new int[machine.stateCount()];
    }

    public Machine machine() {
        return machine;
    }

    public void setListener(Listener listener) {
        this.listener = listener;
    }

    /** The error handler, or null for none: then the first handler exception is thrown. */
    public void setErrorHandler(ErrorHandler errorHandler) {
        this.errorHandler = errorHandler;
    }

    /** How exceptions name the entity of {@code handle}: {@code "id 7"} or {@code "handle 4294967296"}. */
    public String describe(long handle) {
        return (machine.idMode() ? "id " : "handle ") + handle;
    }

    // ---------------------------------------------------------------------------------------------
    // Steps

    /** Id mode: {@code add(id, state)}. */
    public Outcome add(int id, int state) {
        if (!machine.idMode()) {
            throw new AssertionError("model: " + machine.name() + " adds objects: give their handle and key");
        }
        return add(id, id, state);
    }

    /**
     * {@code add(entity, state)} (object mode: {@code handle} is what the generated batch returned,
     * {@code key} names the entity to the script) or {@code add(id, state)} (id mode: handle and key
     * are the id). A negative {@code state} is a null state.
     */
    public Outcome add(long handle, int key, int state) {
        if (machine.idMode() && handle != key) {
            throw new AssertionError("model: in id mode the handle is the id: " + handle + " and " + key);
        }
        String bad = machine.idMode() && key < 0 ? "id " + key + " is negative" : badState(state);
        if (busy) {
            refuseNow(bad);
            queue.add(new Change(ADD, handle, key, state));
            return Outcome.OK;
        }
        if (bad != null) {
            return Outcome.refused(bad);
        }
        if (machine.idMode() && live.containsKey(handle)) {
            return Outcome.refused("id " + handle + " is in the batch already");
        }
        begin();
        Failure.OfHandler own;
        busy = true;
        try {
            own = start(handle, key, state);
        } finally {
            busy = false;
        }
        return finish(own);
    }

    /**
     * {@code resume(entity, state)} (object mode: {@code handle} is what the generated batch returned) or
     * {@code resume(id, state)} from outside: the entity is placed in any state but {@code @Back} and the
     * groups' constants, running no handler, with no previous state, an empty stack and no history. A negative {@code state} is a null state.
     */
    public Outcome resume(long handle, int key, int state) {
        if (busy) {
            throw new AssertionError("model: resume is called from outside a step");
        }
        if (state < 0 || state == machine.back() || machine.isGroupConstant(state)) {
            return Outcome.refused("cannot resume in " + (state < 0 ? "null" : machine.stateName(state)));
        }
        if (machine.idMode() && key < 0) {
            return Outcome.refused("id " + key + " is negative");
        }
        if (machine.idMode() && live.containsKey(handle)) {
            return Outcome.refused("id " + handle + " is in the batch already");
        }
        if (live.containsKey(handle)) {
            throw new AssertionError("model: two entities with " + describe(handle));
        }
        Entity e = new Entity(machine, script, handle, key, describe(handle), clock);
        e.setListener((entity, from, to, event) -> pending.add(new Moved(entity.handle(), from, to, event)));
        e.setStackCounts(stackCounts);
        e.setGroupCounts(groupCounts);
        live.put(handle, e);
        issued.add(handle);
        try {
            e.resume(state);
        } catch (IllegalArgumentException badDelay) {
            // Placed all the same, with no timer: the failure is the caller's (issue 43, a bad per-entity delay).
            return new Outcome(failed(e, badDelay), List.of());
        }
        return Outcome.OK;
    }

    private Entity.StackCounts stackCounts;
    private Entity.GroupCounts groupCounts;

    /** Counts the group rules' uses by the entities added or resumed from now on into {@code counts}. */
    public void setGroupCounts(Entity.GroupCounts counts) {
        this.groupCounts = counts;
    }

    /** What {@code snapshot()} keeps: the entities (states, previous states, stacks, histories, times), the clock, the mail. */
    public static final class Snapshot {
        private final TreeMap<Long, Entity> live = new TreeMap<>();
        private double clock;
        private long ticks;
        private Mail mail;
    }

    /** {@code snapshot()} between steps. */
    public Snapshot snapshot() {
        if (busy) {
            throw new AssertionError("model: snapshot is called from outside a step");
        }
        Snapshot s = new Snapshot();
        live.forEach((handle, e) -> s.live.put(handle, e.copy()));
        s.clock = clock.now();
        s.ticks = clock.ticks();
        s.mail = mail.copy();
        return s;
    }

    /**
     * {@code restore(snapshot)} between steps: the batch holds the entities it held then, in the states,
     * with the stacks and times they had, the clock and the waiting messages (and dropped count) of then;
     * no handler runs, nothing is told to the listener. The snapshot may be restored again.
     */
    public void restore(Snapshot s) {
        if (busy) {
            throw new AssertionError("model: restore is called from outside a step");
        }
        live.clear();
        s.live.forEach((handle, e) -> {
            Entity copy = e.copy();
            copy.setListener((entity, from, to, event) -> pending.add(new Moved(entity.handle(), from, to, event)));
            copy.setStackCounts(stackCounts);
            copy.setGroupCounts(groupCounts);
            live.put(handle, copy);
        });
        clock.set(s.clock, s.ticks);
        mail.restore(s.mail);
    }

    // ---------------------------------------------------------------------------------------------
    // Travel (issue 45)

    /**
     * {@code EntityTravel.export(batch, handles, out, options)} between steps: the entities of
     * {@code handles}, in that order, and the letters waiting for them (broadcasts stay). With
     * {@code leave} they leave the batch as {@code remove} has them (no handler runs) and their letters go
     * with them, not counted as dropped; else the batch keeps both.
     *
     * @throws IllegalArgumentException for a handle the batch does not hold or one given twice; nothing changes
     */
    public Travel export(long[] handles, boolean leave) {
        if (busy) {
            throw new AssertionError("model: export is called from outside a step");
        }
        java.util.Map<Long, Integer> index = Travel.order(handles, live::containsKey, machine.name(), this::describe);
        Travel travel = Travel.leaving(handles, index, live::get, mail, leave);
        if (leave) {
            for (long handle : handles) {
                live.remove(handle);
            }
        }
        return travel;
    }

    /**
     * {@code EntityTravel.importInto} between steps: the {@code i}-th traveller becomes the entity of
     * {@code handles[i]} (object mode: the handle the generated batch reported; id mode: the new id), named
     * {@code keys[i]} to the script, as it was (no handler runs, nothing is told to the listener), its timing
     * rebased on this batch's clock; then its letters are posted, after every letter of this batch's own.
     *
     * @throws IllegalArgumentException for a handle in use or given twice; nothing changes
     */
    public void importInto(Travel travel, long[] handles, int[] keys) {
        if (busy) {
            throw new AssertionError("model: importInto is called from outside a step");
        }
        if (handles.length != travel.size() || keys.length != travel.size()) {
            throw new AssertionError("model: " + travel.size() + " travellers, " + handles.length + " handles");
        }
        Travel.refuseTaken(handles, live::containsKey, machine.name(), this::describe);
        for (int i = 0; i < handles.length; i++) {
            Entity e = new Entity(machine, script, handles[i], keys[i], describe(handles[i]), clock);
            e.setListener((entity, from, to, event) -> pending.add(new Moved(entity.handle(), from, to, event)));
            e.setStackCounts(stackCounts);
            e.setGroupCounts(groupCounts);
            e.arrive(travel.travellers().get(i));
            live.put(handles[i], e);
            issued.add(handles[i]);
        }
        travel.post(mail, handles);
    }

    /** Counts the stack changes of the entities added or resumed from now on into {@code counts}. */
    public void setStackCounts(Entity.StackCounts counts) {
        this.stackCounts = counts;
    }

    /** {@code remove(handle)}: no handler runs. */
    public Outcome remove(long handle) {
        if (busy) {
            refuseNow(handle < 0 ? describe(handle) + " is negative" : null);
            queue.add(new Change(REMOVE, handle, -1, -1));
            return Outcome.OK;
        }
        if (live.remove(handle) == null) {
            return Outcome.refused(describe(handle));
        }
        return Outcome.OK;
    }

    /** {@code transitionTo(handle, state)}; a negative {@code state} is a null state. */
    public Outcome transitionTo(long handle, int state) {
        String bad = badState(state);
        if (busy) {
            refuseNow(bad != null ? bad : handle < 0 ? describe(handle) + " is negative" : null);
            queue.add(new Change(TRANSITION, handle, -1, state));
            return Outcome.OK;
        }
        if (bad != null) {
            return Outcome.refused(bad);
        }
        Entity e = live.get(handle);
        if (e == null) {
            return Outcome.refused(describe(handle));
        }
        begin();
        Failure.OfHandler own;
        busy = true;
        try {
            own = transition(e, state);
        } finally {
            busy = false;
        }
        return finish(own);
    }

    /**
     * One tick, sequential or parallel: the same outcome.
     *
     * @throws IllegalStateException when called from inside a step
     */
    public Outcome tick(float dt) {
        if (busy) {
            throw new IllegalStateException(machine.name() + ": tick called while the batch ticks");
        }
        begin();
        clock.advance(dt);
        clock.beginTick();
        java.util.Arrays.fill(visited, 0);
        busy = true;
        try {
            for (Entity e : live.values()) {
                e.beginTick();
            }
            deliverMessages();
            List<List<Entity>> buckets = new ArrayList<>();
            for (int s = 0; s < machine.stateCount(); s++) {
                buckets.add(new ArrayList<>());
            }
            for (Entity e : live.values()) {
                buckets.get(e.state()).add(e);
            }
            for (int s = 0; s < machine.stateCount(); s++) {
                for (Entity e : buckets.get(s)) {
                    if (e.state() != s) {
                        throw new AssertionError("model: " + e + " moved before its turn");
                    }
                    try {
                        e.update(dt);
                    } catch (RuntimeException failure) {
                        recorded.add(failed(e, failure));
                    }
                    if (e.visited()) {
                        visited[s]++;
                    }
                }
            }
        } finally {
            busy = false;
        }
        return finish(null);
    }

    // ---------------------------------------------------------------------------------------------
    // Messages

    /**
     * {@code send(handle, message, delaySeconds)}: due at the batch's clock now plus the delay (the clock
     * of the last tick's delivery), for whatever entity has {@code handle} at delivery.
     *
     * @return refused for a null message, one no handler of the machine takes, a negative or NaN delay
     *     or a negative handle; from inside a step (a handler's send) that is an
     *     {@link IllegalArgumentException} thrown at once
     */
    public Outcome send(long handle, Object message, float delaySeconds) {
        String bad = Entity.refusal(machine, message, delaySeconds);
        if (bad == null && handle < 0) {
            bad = describe(handle) + " is negative";
        }
        return post(handle, message, delaySeconds, bad);
    }

    /** {@code broadcast(message, delaySeconds)}: one letter, delivered to every entity present at delivery. */
    public Outcome broadcast(Object message, float delaySeconds) {
        return post(Mail.EVERYONE, message, delaySeconds, Entity.refusal(machine, message, delaySeconds));
    }

    private Outcome post(long target, Object message, float delaySeconds, String bad) {
        if (bad != null) {
            if (busy) {
                throw new IllegalArgumentException(machine.name() + ": " + bad);
            }
            return Outcome.refused(bad);
        }
        mail.send(target, message, delaySeconds);
        return Outcome.OK;
    }

    /** {@code droppedMessages()}: messages whose entity was gone or whose entity's state took none. */
    public long droppedMessages() {
        return mail.dropped();
    }

    /** The batch's mail: what waits, and how many messages were delivered and dropped. */
    public Mail mail() {
        return mail;
    }

    /**
     * The start of a tick: the letters due by the clock and sent before the tick, in (due, send) order;
     * a broadcast to each entity present in ascending handle order. A handler's exception is recorded as
     * any handler's, and delivery goes on.
     */
    private void deliverMessages() {
        mail.open(clock.now());
        for (Mail.Letter letter = mail.next(); letter != null; letter = mail.next()) {
            if (letter.target() == Mail.EVERYONE) {
                for (Entity e : new ArrayList<>(live.values())) {
                    deliverTo(e, letter.message());
                }
            } else {
                Entity e = live.get(letter.target());
                if (e == null) {
                    mail.drop();
                } else {
                    deliverTo(e, letter.message());
                }
            }
        }
    }

    private void deliverTo(Entity e, Object message) {
        try {
            if (e.deliver(message)) {
                mail.delivered();
            } else {
                mail.drop();
            }
        } catch (RuntimeException failure) {
            mail.delivered();
            recorded.add(failed(e, failure));
        }
    }

    // ---------------------------------------------------------------------------------------------
    // The end of a step

    private void begin() {
        queue.clear();
        pending.clear();
        recorded.clear();
    }

    /** Steps 2 to 4: the listener, the queued changes, the reports; {@code own} is an outside call's own failure. */
    private Outcome finish(Failure.OfHandler own) {
        busy = true;
        try {
            tellPending();
            applyQueue();
            return report(own);
        } finally {
            busy = false;
        }
    }

    /** Tells the listener of the transitions made since the last time, in order. */
    private void tellPending() {
        List<Moved> told = new ArrayList<>(pending);
        pending.clear();
        for (Moved m : told) {
            if (listener != null) {
                try {
                    listener.onTransition(m.handle, m.from, m.to, m.event);
                } catch (RuntimeException thrown) {
                    recorded.add(new Failure.Own(thrown));
                }
            }
        }
    }

    /** Applies the queued changes in order, those asked for meanwhile joining the end. */
    private void applyQueue() {
        for (int i = 0; i < queue.size(); i++) {
            Change c = queue.get(i);
            Entity e = live.get(c.handle);
            switch (c.kind) {
                case ADD -> {
                    if (e != null) {
                        if (!machine.idMode()) {
                            throw new AssertionError("model: a queued add got the handle of a live entity: " + e);
                        }
                        recorded.add(new Failure.Refused(describe(c.handle)));
                    } else {
                        Failure.OfHandler failed = start(c.handle, c.key, c.state);
                        if (failed != null) {
                            recorded.add(failed);
                        }
                    }
                }
                case REMOVE -> {
                    if (e == null) {
                        recorded.add(new Failure.Refused(describe(c.handle)));
                    } else {
                        live.remove(c.handle);
                    }
                }
                case TRANSITION -> {
                    if (e == null) {
                        recorded.add(new Failure.Refused(describe(c.handle)));
                    } else {
                        Failure.OfHandler failed = transition(e, c.state);
                        if (failed != null) {
                            recorded.add(failed);
                        }
                    }
                }
                default -> throw new AssertionError(c);
            }
            tellPending();
        }
        applied += queue.size();
        queue.clear();
    }

    /** Step 4: the error handler's calls, then what the step throws. */
    private Outcome report(Failure.OfHandler own) {
        List<Failure> rest = new ArrayList<>();
        List<Failure> late = new ArrayList<>();
        for (Failure f : recorded) {
            if (f instanceof Failure.OfHandler h && errorHandler != null) {
                reporting = true;
                try {
                    errorHandler.onError(h);
                } catch (RuntimeException thrown) {
                    late.add(new Failure.Own(thrown));
                } finally {
                    reporting = false;
                }
            } else {
                rest.add(f);
            }
        }
        rest.addAll(late);
        recorded.clear();
        Failure thrown = own;
        for (Class<?> kind : List.of(Failure.OfHandler.class, Failure.Own.class, Failure.Refused.class)) {
            for (Failure f : rest) {
                if (thrown == null && kind.isInstance(f)) {
                    thrown = f;
                }
            }
        }
        if (thrown == null) {
            return Outcome.OK;
        }
        List<Failure> suppressed = new ArrayList<>(rest);
        suppressed.remove(thrown);
        return new Outcome(thrown, suppressed);
    }

    // ---------------------------------------------------------------------------------------------
    // Entities

    /** Places a new entity and starts it; returns its handler's failure, or null. */
    private Failure.OfHandler start(long handle, int key, int state) {
        if (handle < 0) {
            throw new AssertionError("model: no handle for entity " + key + " (the batch issued none)");
        }
        if (live.containsKey(handle)) {
            throw new AssertionError("model: two entities with " + describe(handle));
        }
        Entity e = new Entity(machine, script, handle, key, describe(handle), clock);
        e.setListener((entity, from, to, event) -> pending.add(new Moved(entity.handle(), from, to, event)));
        e.setStackCounts(stackCounts);
        e.setGroupCounts(groupCounts);
        live.put(handle, e);
        issued.add(handle);
        try {
            e.start(state);
        } catch (RuntimeException failure) {
            return failed(e, failure);
        }
        return null;
    }

    private Failure.OfHandler transition(Entity e, int state) {
        try {
            e.transitionTo(state);
        } catch (RuntimeException failure) {
            return failed(e, failure);
        }
        return null;
    }

    private Failure.OfHandler failed(Entity e, RuntimeException failure) {
        return new Failure.OfHandler(machine.name(), e.handle(), e.who(), machine.stateName(e.state()),
                e.failedEvent(), failure);
    }

    /** What is wrong with {@code state} as a start or {@code transitionTo} target, or null. */
    private String badState(int state) {
        if (state < 0) {
            return "null is not a state";
        }
        if (!machine.startable(state)) {
            return machine.stateName(state) + " is not a state";
        }
        return null;
    }

    /** Refuses a call from inside a step at once (the caller gets the exception), or lets it be queued. */
    private void refuseNow(String bad) {
        if (reporting) {
            throw new AssertionError("model: the design does not say when the error handler's changes apply");
        }
        if (bad != null) {
            throw new IllegalArgumentException(machine.name() + ": " + bad);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Look-ups

    public int size() {
        return live.size();
    }

    public boolean contains(long handle) {
        return live.containsKey(handle);
    }

    /** The entity of {@code handle}, or null when the batch does not hold it. */
    public Entity entity(long handle) {
        return live.get(handle);
    }

    /** The entities by handle, ascending: a read-only view. */
    public NavigableMap<Long, Entity> entities() {
        return Collections.unmodifiableNavigableMap(live);
    }

    /** Every handle that was ever in the batch, ascending. */
    public Set<Long> issued() {
        return Collections.unmodifiableSet(issued);
    }

    /** The time in state of the entity of {@code handle} ({@code timeInState(handle)}); it must be in the batch. */
    public float timeInState(long handle) {
        return live.get(handle).timeInState();
    }

    /**
     * {@code lastIn(handle, group)}: the state the entity last left history group {@code group} from, or -1;
     * the entity must be in the batch.
     *
     * @throws IllegalArgumentException when the machine has no history group {@code group}
     */
    public int lastIn(long handle, String group) {
        int g = machine.group(group);
        if (g < 0 || machine.history(g) == Machine.History.NONE) {
            throw new IllegalArgumentException(machine.name() + ": " + group + " is no history group");
        }
        return live.get(handle).lastIn(g);
    }

    public int count(int state) {
        int n = 0;
        for (Entity e : live.values()) {
            if (e.state() == state) {
                n++;
            }
        }
        return n;
    }

    /** The handles of the entities in {@code state}, ascending: {@code forEach}'s order. */
    public List<Long> members(int state) {
        List<Long> handles = new ArrayList<>();
        for (Entity e : live.values()) {
            if (e.state() == state) {
                handles.add(e.handle());
            }
        }
        return handles;
    }

    // ---------------------------------------------------------------------------------------------
    // Time slicing (issue 43)

    /** {@code ticks()}: the ticks begun (the first is 1). */
    public long ticks() {
        return clock.ticks();
    }

    /**
     * Per state (by ordinal), how many entities the last tick visited in it: decided, or fired a timer
     * ({@code BatchProbe.visited}). A fresh copy.
     */
    public int[] visited() {
        return visited.clone();
    }

    /**
     * {@code setStride(handle, stride)} between steps.
     *
     * @return refused for a stride outside 1..65,535 or a handle the batch does not hold
     * @throws UnsupportedOperationException when the machine has no sliced state
     */
    public Outcome setStride(long handle, int stride) {
        if (busy) {
            throw new AssertionError("model: setStride is called from outside a step");
        }
        if (!machine.slices()) {
            throw new UnsupportedOperationException(machine.name() + " has no time-sliced state: @OnUpdate(every = ...)");
        }
        if (stride < 1 || stride > 65_535) {
            return Outcome.refused("setStride(" + describe(handle) + ", " + stride + ")");
        }
        Entity e = live.get(handle);
        if (e == null) {
            return Outcome.refused(describe(handle));
        }
        e.setStride(stride);
        return Outcome.OK;
    }

    /** {@code strideOf(handle)}; the entity must be in the batch. */
    public int strideOf(long handle) {
        return live.get(handle).stride();
    }

    /** How many changes asked for from inside steps were applied or refused, in all. */
    public int applied() {
        return applied;
    }
}
