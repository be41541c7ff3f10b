/**
 * What games call at run time: the batch every generated {@code XBatch} extends
 * ({@link dev.brainstem.runtime.AbstractBatch}), saves ({@link dev.brainstem.runtime.BatchSaves},
 * {@link dev.brainstem.runtime.SaveOptions}, {@link dev.brainstem.runtime.MessageCodec}), entities that travel
 * between batches ({@link dev.brainstem.runtime.EntityTravel}, {@link dev.brainstem.runtime.TravelOptions},
 * {@link dev.brainstem.runtime.TravelReport}), the rules of saves keyed by the game's own key that ECS bindings
 * build on ({@link dev.brainstem.runtime.KeyedSaves}) and snapshots
 * ({@link dev.brainstem.runtime.BatchSnapshot}), the listener and error handler, the exceptions rooted at
 * {@link dev.brainstem.runtime.BrainstemException}, {@link dev.brainstem.runtime.Events} and the machine's
 * description {@link dev.brainstem.runtime.MachineInfo}. This package is the runtime's API: what may
 * change between versions is said in the project's versioning policy.
 *
 * <p>The machinery behind it, and what only generated code calls, is in
 * {@link dev.brainstem.runtime.internal}, which is not API.
 */
package dev.brainstem.runtime;
