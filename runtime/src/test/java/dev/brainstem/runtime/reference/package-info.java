/**
 * The reference model of Brainstem's semantics: one plain interpreter that the tests of every module
 * compare generated code with. It is shipped in the runtime's test jar ({@code brainstem-runtime},
 * type {@code test-jar}) and used by the processor's fuzzers ({@code BatchDifferential},
 * {@code OneEntityDifferential}) and the samples' properties ({@code BatchPropertiesTest},
 * {@code RuntimeModelProperties}).
 *
 * <ul>
 *   <li>{@link dev.brainstem.runtime.reference.Machine}: a machine as data (states, initial state, entry
 *       points, settle, maxTransitionsPerTick, id or object mode, a {@link dev.brainstem.runtime.reference.Handler}
 *       per (state, event)), and the per-state questions the interpreter asks: the steps of a decision,
 *       the exits and enters of a transition.
 *   <li>{@link dev.brainstem.runtime.reference.Script}: what the handlers do, supplied by the test.
 *   <li>{@link dev.brainstem.runtime.reference.Entity}: one entity's machine (docs/semantics.md, "A tick":
 *       start, decision, transition, redirects, settle, failsafe, undeclared targets, transitionTo).
 *   <li>{@link dev.brainstem.runtime.reference.Step}: one step of a decision: a group's update, a guard,
 *       the state's update.
 *   <li>{@link dev.brainstem.runtime.reference.Batch}: the batch runner (docs/semantics.md, "The batch runner":
 *       order, changes during a tick, errors, listener, error handler, refused nested ticks), with
 *       {@link dev.brainstem.runtime.reference.Outcome} and {@link dev.brainstem.runtime.reference.Failure}
 *       for what a step throws, and {@link dev.brainstem.runtime.reference.Refusal} for a transition the
 *       machine refuses.
 * </ul>
 *
 * <p>Of docs/semantics.md it also models guards ({@code @Transition}), nested state groups with their
 * enter, update and exit handlers, time in state ({@code @TimeInState}: {@link
 * dev.brainstem.runtime.reference.Entity#time()}) and {@code @Current} (the {@code state} a
 * {@link dev.brainstem.runtime.reference.Script} is given), and messages ({@code @OnMessage}: the
 * lookup in {@link dev.brainstem.runtime.reference.Machine#messageHandler}, delivery in
 * {@link dev.brainstem.runtime.reference.Entity#deliver}, sends, delays and broadcasts in
 * {@link dev.brainstem.runtime.reference.Mail}, {@link dev.brainstem.runtime.reference.Batch#send} and
 * {@link dev.brainstem.runtime.reference.Entity#send}), stack states ({@code @Interrupt} and
 * {@code @Back}: each entity's stack, {@link dev.brainstem.runtime.reference.Entity#stack()}, pushed,
 * popped, cut and cleared in {@link dev.brainstem.runtime.reference.Entity}'s transitions) and
 * {@code resume} ({@link dev.brainstem.runtime.reference.Entity#resume},
 * {@link dev.brainstem.runtime.reference.Batch#resume}) and a batch's snapshots
 * ({@link dev.brainstem.runtime.reference.Batch#snapshot}, {@link dev.brainstem.runtime.reference.Batch#restore}).
 * Groups you enter, and history: a group's {@code initial}, {@code history} and constant in
 * {@link dev.brainstem.runtime.reference.Machine} ({@link dev.brainstem.runtime.reference.Machine#resolve}),
 * each entity's history written and read in {@link dev.brainstem.runtime.reference.Entity}'s transitions
 * ({@link dev.brainstem.runtime.reference.Entity#lastIn}, {@link dev.brainstem.runtime.reference.Batch#lastIn}).
 * Orthogonal regions (issue 42): {@link dev.brainstem.runtime.reference.Regions}
 * (one {@link dev.brainstem.runtime.reference.Machine} per region), {@link
 * dev.brainstem.runtime.reference.RegionsEntity} (the one-entity machine, and each entity of a batch:
 * one {@link dev.brainstem.runtime.reference.Entity} per region on one clock, sequenced region after
 * region, each region delivering its own messages then deciding) and {@link
 * dev.brainstem.runtime.reference.RegionsBatch} (the leader batch: the tick and the commit region after
 * region, changes queued by their region, failures per region and entity), whose handlers are given
 * every region's state ({@link dev.brainstem.runtime.reference.RegionsScript}); their Javadoc lists the
 * decisions. Snapshots and saves of regions are not modelled yet.
 * Timed transitions, sleeping and time slicing (issue 43; the contract's section 1): a machine's
 * {@code @After}s ({@link dev.brainstem.runtime.reference.Machine#timers}, per-entity delays from
 * {@link dev.brainstem.runtime.reference.Script#delay}), each entity's one timer armed when its entry is
 * complete and fired as step 0 of its decision with event {@code AFTER}, a state's {@code every}
 * ({@link dev.brainstem.runtime.reference.Machine#every}) deciding in a batch at the entity's phase
 * {@code (ticks + turn) % (every * stride) == 0} (the turn: the slot below 65,536, its run of 1,024 above) with the seconds since its
 * last decision, strides ({@link dev.brainstem.runtime.reference.Batch#setStride}), and the visits of a tick
 * ({@link dev.brainstem.runtime.reference.Batch#visited}). A sleeping state is polled: its observable
 * behaviour is the same; only the visit counts tell it. {@code TimersTest} checks them case by case.
 * Entities that travel (issue 45, {@code EntityTravel}): {@link dev.brainstem.runtime.reference.Batch#export}
 * and {@link dev.brainstem.runtime.reference.Batch#importInto} carry a {@link dev.brainstem.runtime.reference.Travel}:
 * each entity's state, previous state, stack, histories, timer and stride as they are, its time in state,
 * last sliced decision and ticks since entry relative to the sender's clock, its tick-phase (kept as a
 * per-entity shift in the receiver), and the letters waiting for it as remaining seconds, posted after
 * the receiver's own; broadcasts stay. A {@link dev.brainstem.runtime.reference.RegionsBatch} travels as one
 * {@code Travel} per region, each made and posted by the same code: every region's part of an entity and
 * the letters in that region's mail ({@code RegionsTravelTest}).
 * Not modelled yet: saves ({@code BatchSaves}) and an object added twice.
 */
package dev.brainstem.runtime.reference;
