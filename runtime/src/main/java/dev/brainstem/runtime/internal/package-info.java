/**
 * Not API: the runtime's machinery, and the types that only generated code names ({@code Lane},
 * {@code WordLoop}, {@code Mailbox}, {@code InterruptStacks}, {@code StaleCheck}, {@code TimeStep}).
 * A game never names a type of this package; any of them may change in any release, with the
 * processor that generates the code calling them.
 *
 * <p>One job a class, calls going downward only. {@code Books} owns the books: {@code Slots} (each
 * entity's slot, state and handle), {@code Members} with {@code BitsetMembers} and
 * {@code CountedMembers} (which entities are in each state), {@code EntryClock}, {@code InterruptStacks}
 * and {@code EntityIndex}. A {@code Lane} records what a stretch of work did, with its
 * {@code ChangeQueue} and, on a parallel chunk, its {@code HeldSends}. {@code StateLoops} is the
 * generated code handed down to what runs it: {@code Delivery} (messages, from the {@code Mailbox}: a
 * {@code MessageQueue} store and a {@code DelayHeap}), {@code ParallelTick} (a tick in chunks, handed out
 * by {@code TaskHandOff}), {@code Changes} and {@code ChangeDesk} (structural changes). {@code TickEnd}
 * commits a tick in sequential order, and its {@code FailureReport} is the one place that decides what a
 * throw means. {@code SaveReader} and {@code SaveWriter} hold the save format.
 *
 * <p>The Java module {@code dev.brainstem.runtime} exports this package as well, because generated code
 * lives in the game's own module and must reach it; its name and this comment are what mark it as
 * internal.
 */
package dev.brainstem.runtime.internal;
