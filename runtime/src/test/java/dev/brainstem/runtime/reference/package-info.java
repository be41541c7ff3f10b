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
 *   <li>{@link dev.brainstem.runtime.reference.Entity}: one entity's machine (DESIGN.md, "Semantics":
 *       start, decision, transition, redirects, settle, failsafe, undeclared targets, transitionTo).
 *   <li>{@link dev.brainstem.runtime.reference.Step}: one step of a decision (today: the update).
 *   <li>{@link dev.brainstem.runtime.reference.Batch}: the batch runner (DESIGN.md, "The batch runner":
 *       order, changes during a tick, errors, listener, error handler, refused nested ticks), with
 *       {@link dev.brainstem.runtime.reference.Outcome} and {@link dev.brainstem.runtime.reference.Failure}
 *       for what a step throws, and {@link dev.brainstem.runtime.reference.Refusal} for a transition the
 *       machine refuses.
 * </ul>
 *
 * <p>Not modelled yet (DESIGN.md's wave 2): guards, state groups, messages, interrupts and
 * {@code @Back}, time in state, {@code resume}, snapshots, and an object added twice. The first two are
 * meant as new {@link dev.brainstem.runtime.reference.Step}s and new entries of
 * {@link dev.brainstem.runtime.reference.Machine#exits}/{@link dev.brainstem.runtime.reference.Machine#enters}.
 */
package dev.brainstem.runtime.reference;
