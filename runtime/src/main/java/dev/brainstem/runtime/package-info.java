/**
 * The few types that generated machines use at run time.
 *
 * <p>For users: the exceptions rooted at {@link dev.brainstem.runtime.BrainstemException},
 * {@link dev.brainstem.runtime.TransitionListener}, {@link dev.brainstem.runtime.ErrorHandler},
 * {@link dev.brainstem.runtime.Events} and the machine description
 * {@link dev.brainstem.runtime.MachineInfo}.
 *
 * <p>For generated code, one class per job: {@code AbstractBatch} (the batch's API and the protected
 * API its generated subclass uses), {@code Slots} (each entity's slot, state and handle),
 * {@code EntityIndex} (which slot holds an object), {@code Members} with {@code BitsetMembers} and
 * {@code CountedMembers} (which entities are in each state), {@code Lane} (what a stretch of work
 * did, recorded to be taken in in order), {@code ParallelTick} (a tick in chunks), {@code TickEnd}
 * (the end of a tick: listener, changes, reports) and {@code StaleCheck}.
 */
package dev.brainstem.runtime;
