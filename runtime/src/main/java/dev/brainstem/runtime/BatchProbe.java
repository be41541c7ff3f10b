package dev.brainstem.runtime;

/**
 * A tool's view of a batch's work, set with {@link AbstractBatch#setProbe}: every transition, every
 * message sent, delivered and dropped, and the length of every tick. It sits beside the game's own
 * {@link TransitionListener}, which it leaves alone. A batch without a probe calls nothing of this. A batch
 * has one probe at a time: setting another while one is set is refused (the inspector says so when a second
 * one attaches to a batch).
 *
 * <p>Every call comes on the thread that ticks the batch (or that sends to it from outside a tick),
 * after the work it reports: transitions with the listener's, at the commit of the tick; a parallel
 * tick's sends when the tick ends, as they are posted. A probe must not call back into the batch from
 * {@link #transition} or {@link #message}, and must not throw: what it throws is reported as the
 * listener's exceptions are.
 */
public interface BatchProbe {
    /** {@link #message}'s outcome: the message was posted to the batch's mailbox. */
    int SENT = 0;
    /** {@link #message}'s outcome: a handler of the receiver's state took it. */
    int DELIVERED = 1;
    /** {@link #message}'s outcome: its receiver was gone, or nothing in its state took it. */
    int DROPPED = 2;

    /**
     * A transition was made, as the listener is told of it.
     *
     * @param from the ordinal of the state left
     * @param to the ordinal of the state entered
     * @param event one of {@link Events}' constants
     */
    void transition(long handle, int from, int to, int event);

    /**
     * A message was sent to the batch, delivered to one entity, or dropped for one entity (a broadcast
     * is sent once, then delivered or dropped once per entity).
     *
     * @param handle the receiver; for a sent broadcast, -1
     * @param outcome {@link #SENT}, {@link #DELIVERED} or {@link #DROPPED}
     */
    void message(long handle, Object message, int outcome);

    /** A tick ended normally (a handler's failure reported included) after {@code nanos} nanoseconds. */
    void ticked(long nanos);

    /**
     * A tick ended: how many entities of each state (by ordinal, the state each was in when visited) the
     * tick visited, that is decided for, or fired the timer of ({@code @After}). Entities of a state
     * that sleeps and those a time-sliced state skips are not visited. Each entity counts once at most, in
     * the state the tick found it in: a settle's decisions in the states it moves to are part of that
     * visit. Called once per tick, before
     * {@link #ticked}; the array is the batch's, valid during the call only. Counted only while a probe
     * is set: a batch without one counts nothing.
     */
    default void visited(int[] perState) {}

    /**
     * Hot reload: the batch now runs redefined code, whose description is {@code now} (its edges, labels,
     * groups' states and message types may differ; its states never do). Called at the batch's point between
     * ticks, before the tick that runs the new code, once {@link AbstractBatch#info()} returns {@code now}.
     */
    default void reloaded(MachineInfo now) {}

    /**
     * Hot reload: one line from the dev tool or the batch for whoever watches, a change that needs a restart
     * or a build that failed ("Monster: needs a restart: new state SLEEP"). Plain text, told at the batch's
     * next point between ticks; each note once per batch.
     */
    default void reloadNote(String line) {}
}
