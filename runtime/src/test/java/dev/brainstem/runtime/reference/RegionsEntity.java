package dev.brainstem.runtime.reference;

import java.util.ArrayList;
import java.util.List;

/**
 * One entity of a machine with orthogonal regions ({@link Regions}), interpreted: the reference for
 * a multi-region one-entity machine and for each entity of a multi-region batch. The entity is in one
 * state of every region at once; each region is an {@link Entity} of that region's {@link Machine},
 * all on one clock, and follows {@link Entity}'s rules unchanged. What this class adds is the order:
 * <ul>
 *   <li><b>Add</b> ({@link #start()}): every region enters its initial state, region order; each
 *       region's start is {@link Entity#start} (its enters, redirects and failsafe). A later region
 *       is not started yet while an earlier one's enters run: its {@code @Current} reads null.
 *   <li><b>Tick</b> ({@link #update}): the clock advances once; the messages due are delivered (each
 *       as {@link #deliver}); then region after region, in declaration order, makes its decision
 *       exactly as a single-region entity does (steps, transition, redirects, settle). A region sees
 *       the states the earlier regions moved to in this tick; nothing re-runs an earlier region.
 *   <li><b>Messages</b> ({@link #deliver}): a message is taken by every region that has a handler for
 *       it in its current state (each region's lookup is {@link Machine#messageHandler}, as today), in
 *       region order; each region's handler may move only its own region. A message no region takes
 *       in the current states is dropped; one no region's handler could ever take is refused at send
 *       ({@link Regions#takes}).
 *   <li><b>Failsafe, per region</b>: each region counts its own transitions against its own
 *       {@code maxTransitionsPerTick} in a tick (its messages' chains and its decision together), an
 *       add or a {@code transitionTo}. Regions are independent: a busy weapon must not use up the
 *       legs' budget, and the limit a designer writes is about one state enum's chain. (The
 *       alternative, one count for the whole entity, would make a region's refusal depend on how many
 *       transitions the regions before it happened to make.)
 *   <li><b>{@code transitionTo(state)}</b> changes only the region the state is in (names are
 *       machine-wide, {@link Regions#regionOf}); the other regions run nothing.
 *   <li><b>Stacks and history are per region</b>: an {@code @Interrupt} of one region pushes on that
 *       region's stack and leaves every other region where it is, still ticking; a {@code @Back}
 *       returns within its region. A history group is in one region and records that region's state.
 *   <li><b>{@code @Current} across regions</b>: every handler call is given every region's state at
 *       that moment ({@link RegionsScript}).
 *   <li><b>Errors</b>: a handler's exception (or a {@link Refusal}) leaves the call as it is, with
 *       the regions that ran keeping their moves and the later regions not deciding in that tick (as
 *       a handler's exception ends a single-region update).
 *   <li><b>{@code stateOf(entity)}</b> is the first region's state ({@link #state()});
 *       {@code stateOf(entity, Region.class)} is {@link #state(int)}.
 * </ul>
 */
public final class RegionsEntity {
    private final Regions machine;
    private final List<Entity> regions = new ArrayList<>();
    private final Entity.Clock clock = new Entity.Clock();
    private boolean started;

    /**
     * An entity not yet started.
     *
     * @param key what names it to the script
     * @param who how exceptions name it
     */
    public RegionsEntity(Regions machine, RegionsScript script, long handle, int key, String who) {
        this.machine = machine;
        for (int r = 0; r < machine.regionCount(); r++) {
            int region = r;
            Script own = (entity, handler, state, arg, dt) ->
                    script.call(entity, region, handler, current(region, state), arg, dt);
            regions.add(new Entity(machine.region(r), own, handle, key, who, clock));
        }
    }

    public Regions machine() {
        return machine;
    }

    /** Region {@code region}'s entity: its state, previous state, stack, history, time in state. */
    public Entity region(int region) {
        return regions.get(region);
    }

    /** {@code stateOf(entity)}: the first region's state. */
    public int state() {
        return state(0);
    }

    /** {@code stateOf(entity, Region.class)}: region {@code region}'s state. */
    public int state(int region) {
        return regions.get(region).state();
    }

    /** Every region's state, region order. */
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

    /** {@code add}: every region enters its initial state, region order. */
    public void start() {
        for (Entity region : regions) {
            region.start(region.machine().initial());
        }
        started = true;
    }

    /**
     * One tick: the clock advances by {@code dt}, each region's failsafe counts anew, {@code due} is
     * delivered in order (each message to every region that takes it, region order), then each region
     * decides, region order. Returns the first region's state after.
     */
    public int update(float dt, Object... due) {
        requireStarted();
        for (Entity region : regions) {
            region.beginTick();
        }
        clock.advance(dt);
        for (Object message : due) {
            deliver(message);
        }
        for (Entity region : regions) {
            region.update(dt);
        }
        return state();
    }

    /**
     * Delivers {@code message} to every region whose current state takes it, region order; each
     * region's transition (and redirects) counts against that region's failsafe.
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
