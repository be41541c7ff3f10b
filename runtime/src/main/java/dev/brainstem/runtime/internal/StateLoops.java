package dev.brainstem.runtime.internal;

/**
 * The code the processor generates for one machine, handed down to the classes that run it: each
 * state's loop, the enter of an entity just started, the transition and the delivery of a message. The
 * batch passes its own generated methods down through this; nothing below it calls the batch.
 */
public interface StateLoops {
    /** Machines of many states: the loop over the entities {@code members[lo..hi)} of {@code state}. */
    public void update(Lane lane, int state, int[] members, int lo, int hi, float dt);

    /** Machines of few states: the loop over the words {@code members[lo..hi)} of {@code state}'s bitset. */
    public void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt);

    /** The enter of the entity just started in {@code slot}, and its redirects. */
    public void enter(Lane lane, int slot);

    /** The transition of the entity in {@code slot} from {@code current} to {@code next}; the state it ends in. */
    public int move(Lane lane, int slot, int event, int current, int next, float dt);

    /** Runs the handler of {@code state} that takes {@code message}; false when none does. */
    public boolean deliver(Lane lane, int slot, int state, Object message);

    /**
     * Machines with timers: the entity in {@code slot} was placed in {@code state} by a resume or a load
     * of a save without timers; its timer is armed as an entry would arm it. The others do nothing.
     */
    public default void resumed(Lane lane, int slot, int state) {}
}
