package dev.brainstem.runtime.reference;

import dev.brainstem.runtime.MessageDelivery;
import java.util.ArrayList;
import java.util.List;

/**
 * One entity of a machine with orthogonal regions ({@link Regions}), interpreted: the reference for
 * a multi-region one-entity machine ({@code SoldierFsm} holding its followers' machines) and for each
 * entity of a {@link RegionsBatch}. The entity is in one state of every region at once; each region
 * is an {@link Entity} of that region's {@link Machine}, all on one clock, and follows {@link Entity}'s
 * rules unchanged. What this class adds is the order (docs/semantics.md, "Orthogonal regions"):
 * <ul>
 *   <li><b>Add</b> ({@link #start}): every region enters its initial state (region 0 the state named,
 *       the initial state or an entry point), region order; each region's start is {@link Entity#start}
 *       (its enters, redirects and failsafe). A later region is not started yet while an earlier one's
 *       enters run: its {@code @Current} reads null.
 *   <li><b>Update</b> ({@link #update}), the one-entity machine's: the clock advances once, for every
 *       region; then region after region, in declaration order, that region delivers its own due
 *       messages ({@link #send} posted each message to every region whose machine takes its type) and
 *       then makes its decision exactly as a single-region entity does (steps, transition, redirects,
 *       settle). A region sees the states the earlier regions moved to in this update; nothing
 *       re-runs an earlier region. Every region's delivery opens as the update starts, so a message sent
 *       during the update (to any region) waits for the next one, as today.
 *   <li><b>Messages</b>: a message is posted to every region whose machine has a handler for its type,
 *       and is delivered in each such region at its turn ({@link Machine#messageHandler} in that
 *       region's current state, as today); a region that has nothing in its state to take it drops it
 *       ({@link #droppedMessages()} is the sum over regions). A message no region's machine takes is
 *       refused at send ({@link Regions#takes}).
 *   <li><b>Failsafe, per region</b>: each region counts its own transitions against its own
 *       {@code maxTransitionsPerTick} in an update (its messages' chains and its decision together), an
 *       add or a {@code transitionTo}: a busy weapon must not use up the legs' budget.
 *   <li><b>{@code transitionTo(state)}</b> changes only the region the state is in (names are
 *       machine-wide, {@link Regions#regionOf}); the other regions run nothing.
 *   <li><b>Stacks, history, time in state and previous state are per region</b>: an {@code @Interrupt}
 *       of one region pushes on that region's stack and leaves every other region where it is, still
 *       ticking; a {@code @Back} returns within its region; a history group records its region's state.
 *   <li><b>{@code @Current} across regions</b>: every handler call is given every region's state at
 *       that moment ({@link RegionsScript}).
 *   <li><b>Errors</b>, the one-entity machine's: a handler's exception (or a {@link Refusal}) ends the
 *       update at the first region whose handler threw: the earlier regions keep their moves, the later
 *       ones neither deliver nor decide in that update (their letters stay queued); the clock advanced
 *       for all. (A batch goes on instead: {@link RegionsBatch}.)
 *   <li><b>{@code state()}</b> is the first region's state; {@code state(Region.class)} is {@link #state(int)}.
 * </ul>
 */
public final class RegionsEntity {
    private final Regions machine;
    private final List<Entity> regions = new ArrayList<>();
    private final Entity.Clock clock;
    /** A one-entity machine's mail, one per region (null for a batch's entity: the batch keeps them). */
    private final Mail[] mails;
    private boolean deliversOnUpdate = true;
    private boolean started;

    /**
     * A one-entity machine's entity, not yet started, on a clock of its own.
     *
     * @param key what names it to the script
     * @param who how exceptions name it
     */
    public RegionsEntity(Regions machine, RegionsScript script, long handle, int key, String who) {
        this(machine, script, handle, key, who, null);
    }

    /** An entity of a batch whose ticks advance {@code clock}; null: a one-entity machine's, with its own clock and mail. */
    RegionsEntity(Regions machine, RegionsScript script, long handle, int key, String who, Entity.Clock clock) {
        this.machine = machine;
        this.clock = clock == null ? new Entity.Clock() : clock;
        this.mails = clock == null ? new Mail[machine.regionCount()] : null;
        for (int r = 0; r < machine.regionCount(); r++) {
            int region = r;
            Script own = new Script() {
                @Override
                public int call(Entity entity, Handler handler, int state, int arg, float dt) {
                    return script.call(entity, region, handler, current(region, state), arg, dt);
                }

                @Override
                public float delay(Entity entity, Machine.Timer timer, int state) {
                    return script.delay(entity, region, timer, state);
                }
            };
            regions.add(new Entity(machine.region(r), own, handle, key, who, this.clock));
            if (mails != null) {
                mails[r] = new Mail();
            }
        }
    }

    public Regions machine() {
        return machine;
    }

    /** Region {@code region}'s entity: its state, previous state, stack, history, time in state. */
    public Entity region(int region) {
        return regions.get(region);
    }

    public List<Entity> regions() {
        return List.copyOf(regions);
    }

    /** {@code state()}, {@code stateOf(entity)}: the first region's state. */
    public int state() {
        return state(0);
    }

    /** {@code state(Region.class)}, {@code stateOf(entity, Region.class)}: region {@code region}'s state. */
    public int state(int region) {
        return regions.get(region).state();
    }

    /** Every region's state, region order (-1: not started yet). */
    public int[] states() {
        return current(-1, 0);
    }

    /** The states a handler of {@code region} called in {@code state} is given. */
    private int[] current(int region, int state) {
        int[] current = new int[regions.size()];
        for (int r = 0; r < current.length; r++) {
            current[r] = r == region ? state : regions.get(r).state();
        }
        return current;
    }

    /** {@code add}, {@code start}: every region enters its initial state, region order. */
    public void start() {
        start(machine.region(0).initial());
    }

    /**
     * {@code add(entity, state)}, {@code start(entity, state)}: region 0 enters {@code state} (its
     * initial state or an entry point), then every other region its initial state, region order. A
     * handler's exception ends the start there (the one-entity machine's rule); a batch starts region by
     * region itself ({@link #startRegion}).
     *
     * @throws IllegalArgumentException when region 0 may not be started in {@code state}; nothing runs
     */
    public void start(int state) {
        if (!machine.region(0).startable(state)) {
            throw new IllegalArgumentException(machine.name() + ": " + machine.region(0).stateName(state)
                    + " is not a state to start in");
        }
        started = true;
        for (int r = 0; r < regions.size(); r++) {
            startRegion(r, r == 0 ? state : machine.region(r).initial());
        }
    }

    /** Takes on every region of {@code from} (a snapshot's restore): states, previous states, stacks, histories, times. */
    void assume(RegionsEntity from) {
        for (int r = 0; r < regions.size(); r++) {
            regions.get(r).assume(from.regions.get(r));
        }
        started = from.started;
    }

    /**
     * Takes on the {@code i}-th traveller of every region's travel ({@code parts}, region order), each region
     * as {@link Entity#arrive} has it: no handler runs.
     */
    void arrive(List<Travel> parts, int i) {
        for (int r = 0; r < regions.size(); r++) {
            regions.get(r).arrive(parts.get(r).travellers().get(i));
        }
        started = true;
    }

    /** Starts region {@code region} in {@code state} (a batch's add, region by region). */
    void startRegion(int region, int state) {
        started = true;
        regions.get(region).start(state);
    }

    /**
     * The one-entity machine's {@code resume(entity, states...)}: region after region placed in its state,
     * running nothing (as {@link Entity#resume}); a region whose per-entity delay is refused ends the
     * resume there, as a handler's exception ends a {@link #start}: the call throws, and gives the game no
     * machine, so the later regions are not placed (their delay methods are not called).
     *
     * @throws IllegalArgumentException for a state a region cannot be resumed in (nothing changes), or the
     *     first refused delay
     */
    public void resume(int... states) {
        check(states);
        started = true;
        for (int r = 0; r < states.length; r++) {
            regions.get(r).resume(states[r]);
        }
    }

    /**
     * A batch's {@code resume(entity, states...)}: every region placed in its state, running nothing (as
     * {@link Entity#resume}); the entity is in the batch, so a region whose per-entity delay is refused is
     * placed with no timer and the later regions are placed and armed all the same; then the first refusal is
     * thrown.
     *
     * @throws IllegalArgumentException for a state a region cannot be resumed in (nothing changes), or the
     *     first refused delay
     */
    void resumeEveryRegion(int... states) {
        check(states);
        IllegalArgumentException badDelay = null;
        for (int r = 0; r < states.length; r++) {
            try {
                regions.get(r).resume(states[r]);
            } catch (IllegalArgumentException bad) {
                // A bad per-entity delay: the region is placed with no timer; the other regions still are.
                badDelay = badDelay == null ? bad : badDelay;
            }
        }
        started = true;
        if (badDelay != null) {
            throw badDelay;
        }
    }

    /** Refuses a resume in a state a region cannot be resumed in, before anything changes. */
    private void check(int[] states) {
        if (states.length != regions.size()) {
            throw new IllegalArgumentException(machine.name() + ": one state per region, " + regions.size());
        }
        for (int r = 0; r < states.length; r++) {
            Machine m = machine.region(r);
            int s = states[r];
            if (s < 0 || s >= m.stateCount() || s == m.back() || m.isGroupConstant(s)) {
                throw new IllegalArgumentException(m.name() + ": cannot resume in " + (s < 0 ? "null" : "#" + s));
            }
        }
    }

    /** {@code setStride} of a batch's entity: the stride is the entity's, in every region. */
    void setStride(int stride) {
        regions.forEach(r -> r.setStride(stride));
    }

    /**
     * The one-entity machine's {@code update(dt)}: the clock advances by {@code dt}, every region's
     * failsafe counts anew and its delivery opens; then region after region delivers its due messages
     * (unless {@link #setMessageDelivery} leaves that to {@link #deliverDue}) and decides. Returns the
     * first region's state after.
     */
    public int update(float dt) {
        requireStarted();
        clock.advance(dt);
        for (int r = 0; r < regions.size(); r++) {
            regions.get(r).beginTick();
            // With ON_DELIVER an update opens no delivery: sends stay due from the last deliver()'s clock.
            if (deliversOnUpdate && mails != null) {
                mails[r].open(clock.now());
            }
        }
        for (int r = 0; r < regions.size(); r++) {
            Entity region = regions.get(r);
            if (deliversOnUpdate && mails != null) {
                deliverMail(r);
            }
            region.update(dt);
        }
        return state();
    }

    /**
     * A one-entity machine's {@code deliver()}: each region's messages due by the clock, region order,
     * without a decision and without moving the clock; the failsafe counts afresh. A handler's exception
     * ends it there.
     */
    public void deliverDue() {
        requireStarted();
        open();
        for (int r = 0; r < regions.size(); r++) {
            deliverMail(r);
        }
    }

    /** {@link #deliverDue}: every region's failsafe counts anew and its delivery opens at the clock now. */
    private void open() {
        for (int r = 0; r < regions.size(); r++) {
            regions.get(r).beginTick();
            if (mails != null) {
                mails[r].open(clock.now());
            }
        }
    }

    private void deliverMail(int r) {
        Mail mail = mails[r];
        for (Mail.Letter letter = mail.next(); letter != null; letter = mail.next()) {
            if (regions.get(r).deliver(letter.message())) {
                mail.delivered();
            } else {
                mail.drop();
            }
        }
    }

    /** {@code setMessageDelivery}: {@link MessageDelivery#TICK_START} (the default) or {@link MessageDelivery#ON_DELIVER}. */
    public void setMessageDelivery(MessageDelivery when) {
        deliversOnUpdate = when == MessageDelivery.TICK_START;
    }

    /**
     * A one-entity machine's {@code send(message, delaySeconds)}: posted to every region whose machine
     * takes its type, due at the clock of the last update plus the delay.
     *
     * @throws IllegalArgumentException for a null message, one no region takes, or a delay that is
     *     negative or not a number; nothing is sent
     */
    public void send(Object message, float delaySeconds) {
        if (mails == null) {
            throw new AssertionError("model: a batch's entity gets its messages from the batch");
        }
        String bad = refusal(machine, message, delaySeconds);
        if (bad != null) {
            throw new IllegalArgumentException(machine.name() + ": " + bad);
        }
        for (int r = 0; r < regions.size(); r++) {
            if (machine.region(r).takes(message)) {
                mails[r].send(0, message, delaySeconds);
            }
        }
    }

    /** Why a send of {@code message} with {@code delaySeconds} to a machine of regions is refused, or null. */
    static String refusal(Regions machine, Object message, float delaySeconds) {
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

    /** {@code droppedMessages()}: the sum over the regions' mail. */
    public long droppedMessages() {
        long dropped = 0;
        for (Mail mail : mails) {
            dropped += mail.dropped();
        }
        return dropped;
    }

    /** Region {@code region}'s mail (a one-entity machine's); null for a batch's entity. */
    public Mail mail(int region) {
        return mails == null ? null : mails[region];
    }

    /**
     * Delivers {@code message} at once to every region whose current state takes it, region order; each
     * region's transition (and redirects) counts against that region's failsafe. A handler's exception
     * ends the delivery there.
     *
     * @return whether some region took it (false: dropped, nothing ran)
     */
    public boolean deliver(Object message) {
        requireStarted();
        boolean taken = false;
        for (Entity region : regions) {
            taken |= region.deliver(message);
        }
        return taken;
    }

    /**
     * Sends the entity to {@code state} from outside: only the region it is in changes, by that
     * region's {@link Entity#transitionTo} (the initial state or an entry point of that region).
     *
     * @throws IllegalArgumentException for a name no region has, or a state its region may not be
     *     entered in from outside; nothing runs
     */
    public void transitionTo(String state) {
        requireStarted();
        int region = machine.regionOf(state);
        if (region < 0) {
            throw new IllegalArgumentException(machine.name() + " has no state " + state);
        }
        Machine m = machine.region(region);
        regions.get(region).transitionTo(m.target(state));
    }

    /** The time in region {@code region}'s state (every region's clock is the same). */
    public float timeInState(int region) {
        return regions.get(region).timeInState();
    }

    private void requireStarted() {
        if (!started) {
            throw new IllegalStateException(machine.name() + ": the entity is not added yet");
        }
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(regions.get(0).who()).append(" in");
        for (Entity region : regions) {
            s.append(' ').append(region.state() < 0 ? "-" : region.machine().stateName(region.state()));
        }
        return s.toString();
    }
}
