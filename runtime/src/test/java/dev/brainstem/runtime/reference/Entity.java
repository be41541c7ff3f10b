package dev.brainstem.runtime.reference;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.MessageDelivery;
import dev.brainstem.runtime.TransitionLimitException;
import java.util.List;

/**
 * One entity's machine, interpreted: the reference for a one-entity machine ({@code XFsm}) and for
 * each entity of a {@link Batch}. It encodes docs/semantics.md's "A tick":
 * <ul>
 * <li><b>Start</b> ({@link #start}): the initial state or an entry point; the enter runs with
 *     {@code from == null}, and a redirect it returns is followed.
 * <li><b>Decision</b> ({@link #update}): the steps of {@link Machine#decision} in order; the first that
 *     asks for a state other than the current one makes the transition, the rest do not run.
 * <li><b>Transition</b> to T, asked for by a handler: T must be in that handler's {@code to} (else a
 *     {@link Refusal} of kind {@link IllegalTransitionException}; the entity stays, nothing runs); then
 *     {@link Machine#exits} with {@code to == T}, the state becomes T and the previous state is kept,
 *     then {@link Machine#enters} with {@code from}; an enter that returns another state redirects there.
 * <li><b>Settle</b>: on a settling machine, after a transition made by a decision (not by a start or
 *     {@code transitionTo}), the new state's decision runs with the same {@code dt}, until one stays.
 * <li><b>Failsafe</b>: at most {@code maxTransitionsPerTick} transitions per tick (update), start or
 *     {@code transitionTo} (redirects and settling count, and in a tick the chains of all the messages
 *     delivered to the entity and its decision count together); the one past it is not made (a
 *     {@link Refusal} of kind {@link TransitionLimitException}; neither its exit nor its enter runs).
 * <li><b>Messages</b> ({@link #deliver}): the handler {@link Machine#messageHandler} finds for the
 *     message in the current state runs (event MESSAGE; {@link #message()} during the call); a state
 *     other than the current one that it returns is a transition (checked against its {@code to}, then
 *     redirects, never settling). A one-entity machine keeps its own {@link Mail} ({@link #send}): an
 *     update adds dt to the clock, delivers what is due (unless {@link #setMessageDelivery} leaves that
 *     to {@link #deliverDue}), then decides; a handler's exception ends the update, the messages not
 *     yet delivered staying queued.
 * <li><b>From outside</b> ({@link #transitionTo}): only the initial state or an entry point (else an
 *     {@link IllegalArgumentException}); exit and enter run also when the entity is there already.
 * <li><b>Groups</b>: a transition runs the exits and enters of the groups whose boundary it crosses
 *     ({@link Machine#exits}, {@link Machine#enters}); a re-entry crosses none; a start enters all of
 *     the start state's groups.
 * <li><b>Stack states</b>: entering an {@code @Interrupt} state from another state by any transition
 *     (a decision, a guard, a message, an enter redirect, {@code transitionTo}) pushes the state left;
 *     entering an interrupt that is on the stack already cuts the stack back to the entries below it;
 *     re-entering the current interrupt leaves the stack as it is; entering a state that is no
 *     interrupt clears it. A handler that returns the {@code @Back} pseudo-state (it must be in its
 *     {@code to}) goes to the state on top of the stack, resolved before the exit (which is given that
 *     state), popped when the state changes; with an empty stack (only after a {@link #resume} into an
 *     interrupt) it is a {@link Refusal} of kind {@link IllegalTransitionException} ({@link Refusal#emptyStack()}):
 *     the entity stays, nothing runs. The failsafe counts a back like any transition, checked after the
 *     back is resolved.
 * <li><b>Resume</b> ({@link #resume}): the entity is placed in any state but {@code @Back} and the
 *     groups' constants, running nothing, with no previous state, an empty stack, no history and no
 *     time in its state yet.
 * <li><b>Groups you enter, and history</b> (docs/semantics.md, "Groups you enter, and history"): a
 *     target that names a group (its constant, or a guard's {@code to}) is resolved before anything
 *     runs ({@link Machine#resolve}, from the history as it stands; after the undeclared-target check,
 *     which reads the group's name, and before the failsafe, which names the resolved state, as for
 *     {@code @Back}); then the transition is one to the resolved state in every respect (exits,
 *     enters, stack, listener, {@code previous}, {@code from}/{@code to}), a re-entry when that is the
 *     current state. Each transition whose resolved target is outside a history group while the state
 *     left is inside writes that state as the group's history ({@link #lastIn}), after the exits ran
 *     (an exit that throws writes nothing). A start in a group's constant enters what it resolves to
 *     with an empty history.
 * <li><b>Time in state</b>: the clock is the sum of the dt of the updates (a batch's: of its ticks),
 *     advanced at the start of each; the entity keeps the clock at its last transition (or start).
 *     A handler's {@code @TimeInState} ({@link #time()}) is the clock minus that, as a {@code float}:
 *     an update, guard or group update sees the time including the current dt, an exit the time in the
 *     state it leaves, an enter 0.
 * </ul>
 * A handler's exception (whatever the {@link Script} throws) leaves through these methods as it is,
 * with the entity in the state it was in when the handler threw; {@link #failedEvent()} then says
 * which event's handler threw, or whose result was refused.
 */
public final class Entity {
    /** Told of each transition when the state changes (after the exits, before the enters). */
    @FunctionalInterface
    public interface Listener {
        void moved(Entity entity, int from, int to, int event);
    }

    /** {@link #previous()} before the first transition. */
    public static final int NO_PREVIOUS = -1;

    private final Machine machine;
    private final Script script;
    private final long handle;
    private final int key;
    private final String who;
    private Listener listener;
    private int state = -1;
    private int previous = NO_PREVIOUS;
    /** The event whose handler runs, or whose handler's result is being checked. */
    private int running = Events.NONE;
    private final Clock clock;
    private final boolean ownClock;
    /** The clock when the entity entered its state. */
    private double entered;
    /** The {@code @TimeInState} of the handler call running now. */
    private float time;
    /** The message the message handler running now takes. */
    private Object message;
    /** The transitions made in the tick (update), start or transitionTo under way: the failsafe's count. */
    private int made;
    /** A one-entity machine's messages (null for a batch's entity: the batch keeps them). */
    private final Mail mail;
    /** Whether a one-entity machine's update delivers its messages first, or only {@link #deliverDue} does. */
    private boolean deliversOnUpdate = true;
    /** The suspended states, bottom first: non-empty only while the entity is in an interrupt. */
    private final java.util.ArrayList<Integer> stack = new java.util.ArrayList<>();
    /** Where the stack's changes are counted, or null. */
    private StackCounts stackCounts;
    /** Per group: the state the entity last left it from (history groups only), or -1. */
    private final int[] last;
    /** Where the group rules' uses are counted, or null. */
    private GroupCounts groupCounts;
    /** Whether the entity has a timer (issue 43), its delay and its target. */
    private boolean armed;
    private float delay;
    private int timerTarget;
    /** Whether the entity entered a state whose timer is not armed yet (its entry is under way). */
    private boolean arming;
    /** The clock at the entity's last decision in its state, or at its entry: a sliced update's dt. */
    private double updatedAt;
    /** The batch's tick in which the entity entered its state: a sliced state does not decide in it. */
    private long enteredTick;
    /** {@code setStride}: multiplies a sliced state's {@code every}. */
    private int stride = 1;
    /** Whether the last update decided or fired a timer: a batch's visit. */
    private boolean visited;
    /**
     * Issue 45: what an arrival adds to its tick-phase so that it decides on the ticks it would have
     * decided on where it came from; 0 for an entity that never travelled.
     */
    private long shift;

    /** How often the rules of groups you enter applied (for the fuzzers' statistics). */
    public static final class GroupCounts {
        /** A target that named a group, resolved. */
        public long entered;
        /** Of those: resolved through a history that held a state. */
        public long resumed;
        /** A history written on leaving its group. */
        public long written;
        /** A resolved target that is the state the entity is in: a re-entry. */
        public long reentered;

        public void add(GroupCounts other) {
            entered += other.entered;
            resumed += other.resumed;
            written += other.written;
            reentered += other.reentered;
        }

        @Override
        public String toString() {
            return entered + " groups entered by name (" + resumed + " through history, " + reentered
                    + " re-entries), " + written + " histories written";
        }
    }

    /** How often the stack rules applied (for the fuzzers' statistics). */
    public static final class StackCounts {
        /** A state pushed on entering an interrupt. */
        public long pushes;
        /** A {@code @Back} made: the top popped. */
        public long pops;
        /** An interrupt entered that was on the stack: the stack cut back below it. */
        public long cuts;
        /** A non-empty stack cleared by entering a state that is no interrupt. */
        public long clears;
        /** The current interrupt re-entered: the stack kept. */
        public long reentries;
        /** A {@code @Back} refused for an empty stack. */
        public long emptyBacks;

        public void add(StackCounts other) {
            pushes += other.pushes;
            pops += other.pops;
            cuts += other.cuts;
            clears += other.clears;
            reentries += other.reentries;
            emptyBacks += other.emptyBacks;
        }

        @Override
        public String toString() {
            return pushes + " pushes, " + pops + " pops, " + cuts + " cuts, " + clears + " clears, " + reentries
                    + " re-entries, " + emptyBacks + " backs refused for an empty stack";
        }
    }

    /**
     * The sum of the dt of the ticks (a batch's) or updates (a one-entity machine's) so far, and a
     * batch's count of ticks begun (the first tick is 1), which time slicing reads.
     */
    public static final class Clock {
        private double now;
        private long ticks;
        private final boolean slicing;

        /** A one-entity machine's clock: it decides every update. */
        public Clock() {
            this(false);
        }

        /** @param slicing whether it is a batch's: its sliced states decide at their phase only */
        Clock(boolean slicing) {
            this.slicing = slicing;
        }

        public void advance(float dt) {
            now += dt;
        }

        public double now() {
            return now;
        }

        /** The ticks begun: a batch's {@code ticks()}. */
        public long ticks() {
            return ticks;
        }

        /** A batch's tick begins. */
        void beginTick() {
            ticks++;
        }

        /** Sets the clock back (a batch's restore). */
        void set(double now, long ticks) {
            this.now = now;
            this.ticks = ticks;
        }
    }


    /**
     * An entity not yet started.
     *
     * @param handle its handle in a batch (its id in id mode); anything for a one-entity machine
     * @param key what names it to the {@link Script} (an object's serial, an id)
     * @param who how exceptions name it: {@code "handle 4294967296"}, {@code "id 7"}, ...
     */
    public Entity(Machine machine, Script script, long handle, int key, String who) {
        this(machine, script, handle, key, who, null);
    }

    /** An entity of a batch, whose {@code clock} its ticks advance; null: its own, advanced by {@link #update}. */
    Entity(Machine machine, Script script, long handle, int key, String who, Clock clock) {
        this.clock = clock == null ? new Clock() : clock;
        this.ownClock = clock == null;
        this.mail = clock == null ? new Mail() : null;
        this.machine = machine;
        this.script = script;
        this.handle = handle;
        this.key = key;
        this.who = who;
        this.last = new int[machine.groups().size()];
        java.util.Arrays.fill(last, -1);
    }

    public Machine machine() {
        return machine;
    }

    public long handle() {
        return handle;
    }

    public int key() {
        return key;
    }

    public String who() {
        return who;
    }

    /** The current state's ordinal; -1 before {@link #start}. */
    public int state() {
        return state;
    }

    /** The state before the last transition, or {@link #NO_PREVIOUS}. */
    public int previous() {
        return previous;
    }

    /** The event of the handler that threw, or whose result was refused, in the last call that failed. */
    public int failedEvent() {
        return running;
    }

    /** The seconds spent in the current state: the clock now minus the clock when the entity entered it. */
    public float timeInState() {
        return (float) (clock.now() - entered);
    }

    /** The {@code @TimeInState} the handler running now is given (for {@link Script}s). */
    public float time() {
        return time;
    }

    /** The message the running message handler takes (for {@link Script}s); null outside one. */
    public Object message() {
        return message;
    }

    /** A one-entity machine's mail (its {@code droppedMessages()} is {@link Mail#dropped()}); null in a batch. */
    public Mail mail() {
        return mail;
    }

    public void setListener(Listener listener) {
        this.listener = listener;
    }

    /** Counts the uses of the group rules into {@code counts} (null: not counted). */
    public void setGroupCounts(GroupCounts counts) {
        this.groupCounts = counts;
    }

    /**
     * The state the entity last left history group {@code group} (an index into {@link Machine#groups()})
     * from, or -1: {@code lastIn(handle, group)}.
     */
    public int lastIn(int group) {
        return last[group];
    }

    /** Counts the stack's changes into {@code counts} (null: not counted). */
    public void setStackCounts(StackCounts counts) {
        this.stackCounts = counts;
    }

    /** The suspended states' ordinals, bottom first ({@code stack()}, {@code stackOf(handle)}); the current state is not among them. */
    public List<Integer> stack() {
        return List.copyOf(stack);
    }

    // ---------------------------------------------------------------------------------------------
    // Operations

    /**
     * Starts the entity in {@code start} (the initial state or an entry point): its enter with
     * {@code from == null}, then the redirects.
     *
     * @throws IllegalArgumentException when {@code start} may not be started in; nothing runs
     */
    public void start(int start) {
        if (!machine.startable(start)) {
            throw new IllegalArgumentException(machine.name() + ": " + stateName(start)
                    + " is not a state to start in");
        }
        java.util.Arrays.fill(last, -1);
        start = resolved(start);
        state = start;
        previous = NO_PREVIOUS;
        arrived();
        made = 0;
        stack.clear();
        Move redirect;
        try {
            redirect = enter(Script.NULL, start);
        } catch (RuntimeException failure) {
            throw armAfter(failure);
        }
        if (redirect != null) {
            follow(redirect.by, redirect.event, redirect.target, 0f, false);
        } else {
            arm();
        }
    }

    /**
     * Places the entity in {@code state} running nothing ({@code resume(entity, S)}, loading a save): no
     * previous state, an empty stack, no time in the state yet.
     *
     * @throws IllegalArgumentException for the {@code @Back} pseudo-state or no state; nothing changes
     */
    public void resume(int state) {
        if (state < 0 || state >= machine.stateCount() || state == machine.back() || machine.isGroupConstant(state)) {
            throw new IllegalArgumentException(machine.name() + ": cannot resume in " + stateName(state));
        }
        this.state = state;
        previous = NO_PREVIOUS;
        arrived();
        made = 0;
        stack.clear();
        java.util.Arrays.fill(last, -1);
        // As an entry would: a bad per-entity delay fails with event ENTER, the entity placed all the same.
        arm();
    }

    /**
     * One update (a tick, for a batch's entity): the clock advances by {@code dt} (a one-entity
     * machine's; a batch advances its own once per tick), then the decision, then what it asks for.
     * Returns the state after.
     */
    public int update(float dt) {
        if (ownClock) {
            beginTick();
            clock.advance(dt);
            if (deliversOnUpdate) {
                deliverMail();
            }
        }
        visited = false;
        Move move = decide(dt);
        if (move != null) {
            follow(move.by, move.event, move.target, dt, machine.settle());
        }
        return state;
    }

    /**
     * Sends the entity to {@code target} from outside (event {@link Events#NONE}): exit and enter run,
     * also when it is in {@code target} already.
     *
     * @throws IllegalArgumentException unless {@code target} is the initial state or an entry point
     */
    public void transitionTo(int target) {
        if (!machine.startable(target)) {
            throw new IllegalArgumentException(machine.name() + ": " + stateName(target)
                    + " may not be entered from outside");
        }
        made = 0;
        follow(null, Events.NONE, target, 0f, false);
    }

    /**
     * A copy of this batch entity as a snapshot keeps it: its state, previous state, stack and entry
     * time on the same clock; no listener, no counts.
     */
    Entity copy() {
        Entity copy = new Entity(machine, script, handle, key, who, clock);
        copy.state = state;
        copy.previous = previous;
        copy.entered = entered;
        copy.stack.addAll(stack);
        System.arraycopy(last, 0, copy.last, 0, last.length);
        copy.takeTiming(this);
        return copy;
    }

    private void takeTiming(Entity from) {
        armed = from.armed;
        delay = from.delay;
        timerTarget = from.timerTarget;
        updatedAt = from.updatedAt;
        enteredTick = from.enteredTick;
        stride = from.stride;
        shift = from.shift;
    }

    /** The entity as it leaves its batch (issue 45): its timing relative to the batch's clock now. */
    Travel.Traveller departing() {
        double now = clock.now();
        long ticks = clock.ticks();
        return new Travel.Traveller(handle, key, state, previous, stack, last, now - entered, armed, delay,
                timerTarget, now - updatedAt, ticks - enteredTick, stride, ticks + turn(slot()) + shift);
    }

    /**
     * Takes on what {@code t} kept, rebased on this entity's clock (issue 45): no handler runs, and its
     * tick-phase is the one it had, whatever its slot and the batch's tick count here.
     */
    void arrive(Travel.Traveller t) {
        double now = clock.now();
        long ticks = clock.ticks();
        state = t.state();
        previous = t.previous();
        stack.clear();
        stack.addAll(t.stack());
        System.arraycopy(t.last(), 0, last, 0, last.length);
        entered = now - t.inState();
        armed = t.armed();
        arming = false;
        delay = t.delay();
        timerTarget = t.timerTarget();
        updatedAt = now - t.sinceDecision();
        enteredTick = ticks - t.ticksInState();
        stride = t.stride();
        shift = t.phase() - ticks - turn(slot());
        made = 0;
    }

    /**
     * Takes on {@code from}'s state, previous state, entry time, stack and history, keeping its own
     * script, listener and counts (a snapshot of a machine of regions restored into fresh entities).
     */
    void assume(Entity from) {
        state = from.state;
        previous = from.previous;
        entered = from.entered;
        stack.clear();
        stack.addAll(from.stack);
        System.arraycopy(from.last, 0, last, 0, last.length);
        takeTiming(from);
    }

    /** A tick begins (a batch calls it for each entity before the tick's messages): the failsafe counts anew. */
    void beginTick() {
        made = 0;
    }

    /**
     * A one-entity machine's {@code setMessageDelivery}: {@link MessageDelivery#TICK_START}, the default,
     * delivers at the start of each update; {@link MessageDelivery#ON_DELIVER} only at {@link #deliverDue()}
     * (semantics.md, "A delivery point the game places").
     */
    public void setMessageDelivery(MessageDelivery when) {
        deliversOnUpdate = when == MessageDelivery.TICK_START;
    }

    /**
     * A one-entity machine's {@code deliver()}: the messages due by its clock, as an update's start
     * delivers them, without a decision and without moving the clock; the failsafe counts afresh.
     */
    public void deliverDue() {
        beginTick();
        deliverMail();
    }

    /** The messages due by the clock, due time then send order; a handler's exception leaves the rest queued. */
    private void deliverMail() {
        mail.open(clock.now());
        for (Mail.Letter letter = mail.next(); letter != null; letter = mail.next()) {
            if (deliver(letter.message())) {
                mail.delivered();
            } else {
                mail.drop();
            }
        }
    }

    /**
     * A one-entity machine's {@code send(message, delaySeconds)}: due at the clock of its last update
     * plus the delay.
     *
     * @throws IllegalArgumentException for a null message, one no handler of the machine takes, or a
     *     delay that is negative or not a number; nothing is sent
     */
    public void send(Object message, float delaySeconds) {
        if (mail == null) {
            throw new AssertionError("model: a batch's entity gets its messages from the batch");
        }
        String bad = refusal(machine, message, delaySeconds);
        if (bad != null) {
            throw new IllegalArgumentException(machine.name() + ": " + bad);
        }
        mail.send(0, message, delaySeconds);
    }

    /** Why a send of {@code message} with {@code delaySeconds} is refused, or null. */
    static String refusal(Machine machine, Object message, float delaySeconds) {
        if (message == null) {
            return "a null message";
        }
        if (!(delaySeconds >= 0f)) {
            return "a delay of " + delaySeconds;
        }
        if (!machine.takes(message)) {
            return "no handler takes " + message.getClass().getName();
        }
        return null;
    }

    /**
     * Delivers {@code message} in the current state: the handler {@link Machine#messageHandler} finds
     * runs, and the transition it asks for (event MESSAGE) is made, with its redirects.
     *
     * @return false when no handler of the state takes it (nothing ran): it is dropped
     */
    public boolean deliver(Object message) {
        Handler h = machine.messageHandler(state, message);
        if (h == null) {
            return false;
        }
        int next;
        this.message = message;
        try {
            next = run(h, state, Script.NO_ARG, Script.NO_DT);
        } finally {
            this.message = null;
        }
        if (next != Script.STAY && next != state) {
            follow(h, h.event(), next, 0f, false);
        }
        return true;
    }

    /**
     * The raw dispatch ({@code XFsm.dispatch}): runs the handler of ({@code event}, {@code state}), if
     * it has one, with {@code arg} (enter and exit) or {@code dt} (update) when it takes them, and
     * returns what it returns ({@link Script#STAY} for none or a void handler). No transition is made.
     */
    public int dispatch(int event, int state, int arg, float dt) {
        return dispatch(event, state, arg, dt, 0f);
    }

    /**
     * The raw dispatch of a machine that keeps the time in state: as {@link #dispatch(int, int, int, float)},
     * the handler's {@code @TimeInState} being {@code time} (an update's or exit's) or 0 (an enter's).
     */
    public int dispatch(int event, int state, int arg, float dt, float time) {
        Handler h = machine.handler(event, state);
        return h == null ? Script.STAY : call(h, state, arg, dt, event == Events.ENTER ? 0f : time);
    }

    /**
     * Calls {@code handler} for this entity in {@code state} through the script, giving it {@code arg}
     * or {@code dt} only when it takes them; returns the state it asks for ({@link Script#STAY} for a
     * void handler). For {@link Step}s.
     */
    public int run(Handler handler, int state, int arg, float dt) {
        return call(handler, state, arg, dt, timeInState());
    }

    private int call(Handler handler, int state, int arg, float dt, float time) {
        this.time = time;
        running = handler.event();
        boolean update = handler.event() == Events.UPDATE;
        int result = script.call(this, handler, state,
                handler.takesArgument() && !update ? arg : Script.NO_ARG,
                handler.takesArgument() && update ? dt : Script.NO_DT);
        return handler.returnsState() && result >= 0 ? result : Script.STAY;
    }

    // ---------------------------------------------------------------------------------------------
    // The rules

    /** A request to move to {@code target} with {@code event}, asked for by the handler {@code by} (null: a timer). */
    private record Move(Handler by, int event, int target) {
        Move(Handler by, int target) {
            this(by, by.event(), target);
        }
    }

    /**
     * The decision in the current state. Step 0, a due timer: the timed transition, nothing else. In a
     * batch's sliced state, then: no decision in the tick of entry, nor off the entity's phase
     * ({@code (ticks + turn) % (every * stride) != 0}, the turn the slot below 65,536 and its run of 1,024 from
     * there up); else the
     * updates get the seconds since its last decision (or entry). Then the steps in order, the first that
     * asks for another state wins.
     */
    /** A slot's turn in time slicing: the slot below 65,536, its run of 1,024 from there up. */
    static long turn(long slot) {
        return slot < 65_536 ? slot : slot / 1024;
    }

    private Move decide(float dt) {
        if (armed && timeInState() >= delay) {
            visited = true;
            return new Move(null, Events.AFTER, timerTarget);
        }
        int every = machine.every(state);
        if (clock.slicing && every > 0) {
            long ticks = clock.ticks();
            if (ticks <= enteredTick || Math.floorMod(ticks + turn(slot()) + shift, (long) every * stride) != 0) {
                return null;
            }
            dt = (float) (clock.now() - updatedAt);
            updatedAt = clock.now();
        }
        List<Step> steps = machine.decision(state);
        if (!steps.isEmpty()) {
            visited = true;
        }
        for (Step step : steps) {
            int next = step.decide(this, dt);
            if (next != Script.STAY && next != state) {
                return new Move(step.handler(), next);
            }
        }
        return null;
    }

    /** The entity's slot, whose phase time slicing reads: the id in id mode, else the handle's high half. */
    long slot() {
        return machine.idMode() ? handle : handle >>> 32;
    }

    /** Whether the last {@link #update} decided or fired a timer (a batch's {@code BatchProbe.visited}). */
    public boolean visited() {
        return visited;
    }

    /** Whether the entity has a timer, and its delay ({@code NaN}: none). */
    public float timerDelay() {
        return armed ? delay : Float.NaN;
    }

    /** The target of the entity's timer (a {@link Machine#target}); -1: none. */
    public int timerTarget() {
        return armed ? timerTarget : -1;
    }

    /** The entity's stride ({@code strideOf}). */
    public int stride() {
        return stride;
    }

    /** {@code setStride} (checked by the batch). */
    void setStride(int stride) {
        this.stride = stride;
    }

    /** The entity arrived in {@link #state}: its time in state, its last decision and its timer start afresh. */
    private void arrived() {
        entered = clock.now();
        updatedAt = entered;
        enteredTick = clock.ticks();
        armed = false;
        arming = true;
    }

    /**
     * Arms the timer of the state the entity ended its entry in (contract section 1): the least of its
     * {@code @After}s' delays (constants, and the per-entity methods called now in declaration order),
     * the first declared on a tie. A per-entity delay that is NaN or negative sets no timer and fails
     * with event ENTER, naming the method, the state and the value.
     */
    private void arm() {
        arming = false;
        armed = false;
        List<Machine.Timer> timers = machine.timers(state);
        if (timers.isEmpty()) {
            return;
        }
        Machine.Timer chosen = null;
        float least = 0f;
        String bad = null;
        for (Machine.Timer t : timers) {
            float d = t.perEntity() ? script.delay(this, t, state) : t.seconds();
            if (!(d >= 0f)) {
                if (bad == null) {
                    bad = t.delay() + "() returned " + d + " in " + stateName(state);
                }
            } else if (chosen == null || d < least) {
                chosen = t;
                least = d;
            }
        }
        if (bad != null) {
            running = Events.ENTER;
            throw new IllegalArgumentException(machine.name() + ": " + who + ": the delay " + bad);
        }
        armed = true;
        delay = least;
        timerTarget = chosen.target();
    }

    /** An entry that failed part way arms the state the entity is in all the same; returns {@code failure}. */
    private RuntimeException armAfter(RuntimeException failure) {
        if (arming) {
            int event = running;
            try {
                arm();
            } catch (IllegalArgumentException badDelay) {
                failure.addSuppressed(badDelay);
            }
            running = event;
        }
        return failure;
    }

    /**
     * Moves to {@code next}, asked for by {@code by} (null: from outside), then follows enter redirects
     * and, when {@code settling}, the new state's decision; counts the transitions against the failsafe.
     */
    private void follow(Handler by, int event, int next, float dt, boolean settling) {
        try {
            follow0(by, event, next, dt, settling);
        } catch (RuntimeException failure) {
            throw armAfter(failure);
        }
    }

    private void follow0(Handler by, int event, int next, float dt, boolean settling) {
        while (true) {
            running = event;
            if (by != null && !machine.allows(by, next)) {
                throw refusal(IllegalTransitionException.class, event, next);
            }
            boolean back = next == machine.back() && next >= 0;
            if (back) {
                if (stack.isEmpty()) {
                    if (stackCounts != null) {
                        stackCounts.emptyBacks++;
                    }
                    throw new Refusal(IllegalTransitionException.class, machine.name(), who, stateName(state), event,
                            stateName(next), 0, true);
                }
                next = stack.get(stack.size() - 1);
            } else {
                next = resolved(next);
            }
            if (made == machine.maxTransitionsPerTick()) {
                throw refusal(TransitionLimitException.class, event, next);
            }
            int from = state;
            for (Handler exit : machine.exits(from, next)) {
                run(exit, from, next, Script.NO_DT);
            }
            // Counted once made: an exit that throws leaves the entity where it was, no transition made
            // (it matters across a tick's chains: a message's failed transition does not use up the decision's).
            made++;
            left(from, next);
            if (back) {
                stack.remove(stack.size() - 1);
                count(1);
            } else {
                entered(from, next);
            }
            previous = from;
            state = next;
            arrived();
            if (listener != null) {
                listener.moved(this, from, next, event);
            }
            Move move = enter(from, next);
            if (move == null) {
                arm();
                if (settling) {
                    move = decide(dt);
                }
            }
            if (move == null) {
                return;
            }
            by = move.by;
            event = move.event;
            next = move.target;
        }
    }

    /** The state a target names: itself, or what entering the group it names resolves to. */
    private int resolved(int target) {
        int group = machine.groupNamed(target);
        if (group < 0) {
            return target;
        }
        int next = machine.resolve(group, g -> last[g]);
        if (groupCounts != null) {
            groupCounts.entered++;
            if (machine.history(group) != Machine.History.NONE && last[group] >= 0) {
                groupCounts.resumed++;
            }
            if (next == state) {
                groupCounts.reentered++;
            }
        }
        return next;
    }

    /** The history rule: each history group that {@code from} is in and {@code next} is not keeps {@code from}. */
    private void left(int from, int next) {
        for (int g : machine.historyGroups()) {
            if (machine.inGroup(g, from) && !machine.inGroup(g, next)) {
                last[g] = from;
                if (groupCounts != null) {
                    groupCounts.written++;
                }
            }
        }
    }

    /** The stack's rules for a transition from {@code left} to {@code next} that is no {@code @Back}. */
    private void entered(int left, int next) {
        if (!machine.isInterrupt(next)) {
            if (!stack.isEmpty()) {
                stack.clear();
                count(3);
            }
            return;
        }
        if (next == left) {
            count(4);
            return;
        }
        int below = stack.indexOf(next);
        if (below >= 0) {
            stack.subList(below, stack.size()).clear();
            count(2);
            return;
        }
        stack.add(left);
        count(0);
    }

    private void count(int what) {
        StackCounts c = stackCounts;
        if (c != null) {
            switch (what) {
                case 0 -> c.pushes++;
                case 1 -> c.pops++;
                case 2 -> c.cuts++;
                case 3 -> c.clears++;
                default -> c.reentries++;
            }
        }
    }

    /** Runs the enters of arriving in {@code to} from {@code from}; returns the redirect one asks for, or null. */
    private Move enter(int from, int to) {
        Move redirect = null;
        for (Handler enter : machine.enters(from, to)) {
            int next = run(enter, to, from, Script.NO_DT);
            if (next != Script.STAY && next != to && redirect == null) {
                redirect = new Move(enter, next);
            }
        }
        return redirect;
    }

    private Refusal refusal(Class<? extends dev.brainstem.runtime.BrainstemException> kind, int event, int target) {
        return new Refusal(kind, machine.name(), who, stateName(state), event, machine.targetName(target),
                kind == TransitionLimitException.class ? machine.maxTransitionsPerTick() : 0);
    }

    private String stateName(int ordinal) {
        return ordinal >= 0 && ordinal < machine.stateCount() ? machine.stateName(ordinal) : "state #" + ordinal;
    }

    @Override
    public String toString() {
        return who + " in " + stateName(state) + (previous == NO_PREVIOUS ? "" : " (from " + stateName(previous) + ")");
    }
}
