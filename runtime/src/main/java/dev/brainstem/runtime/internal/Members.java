package dev.brainstem.runtime.internal;

import java.util.function.IntConsumer;

/**
 * Which entities are in each state, visited in ascending slot order. Two representations, chosen by
 * the processor by the number of states (the generated loops walk one or the other), each at most a
 * few bytes per entity:
 * <ul>
 * <li>{@link BitsetMembers}, up to 64 states: a bitset over slots per state, and one of the entities
 *     that left the state during the tick, visited word by word; a transition clears one bit and sets
 *     another (2 bits an entity per state: 1 byte at 4 states, 16 at 64; the processor's threshold of
 *     64 states puts a 64-state object-mode batch near 35 bytes an entity, estimated, not measured:
 *     above the design's 32, which is set at 4 and 1,000 states; 32 states would keep it under);</li>
 * <li>{@link CountedMembers}, above: nothing kept between ticks; each tick sorts the slots by state
 *     with one counting pass over the state table (a bitset per state would cost a bit per entity per
 *     state: 125 bytes an entity at 1,000 states).</li>
 * </ul>
 * Between ticks the state table in {@link Slots} is the truth; these follow it.
 */
public abstract class Members implements Lane.Arrivals {
    /** The entity in {@code slot} is now in {@code state}: it was added. */
    public abstract void add(int state, int slot);

    /** The entity in {@code slot}, in {@code state}, was removed. */
    public abstract void remove(int state, int slot);

    /** The entity in {@code slot} moved, outside a state's loop. */
    public abstract void move(int from, int to, int slot);

    /** Slots below {@code capacity} may now be used. */
    public abstract void grow(int capacity);

    /** Calls {@code action} with every slot in {@code state}, ascending. The batch must not change meanwhile. */
    public abstract void forEach(int state, Slots slots, IntConsumer action);

    /** Before a tick: the states' ranges, in units of {@link #run}. */
    public abstract void prepare(Slots slots);

    /** How far the range of {@code state} runs: {@link #run} takes {@code [0, end)}. */
    public abstract int end(int state);

    /** How many positions of a state's range hold about {@code entities} entities of it, at least 1. */
    public abstract int step(int state, int count, int entities);

    /**
     * Updates the entities of {@code state} in positions {@code [lo, hi)} of its range, through the
     * generated loop. Entities that leave are given to {@link #arrive} by the loop, through the lane.
     */
    public abstract void run(StateLoops loops, Lane lane, int state, int lo, int hi, float dt);

    /** An entity of the state {@code lane} is visiting moved to {@code state} during its loop. */
    @Override
    public abstract void arrive(Lane lane, int state, int slot);

    /** Whether the generated loops walk bitset words: each lane then notes its leavers by word. */
    public abstract boolean bitsets();

    /** After the loops: the entities that left their state on {@code lane} join their new states. */
    public abstract void settle(Lane lane);

    /** After a tick that an {@code Error} cut short: every entity in exactly its state again. */
    public abstract void rebuild(Slots slots);
}
