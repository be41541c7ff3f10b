/**
 * Brainstem's annotation processor. {@link dev.brainstem.processor.BrainstemProcessor} runs, for each
 * {@code @StateMachine} class of a round, one pipeline; each step is a package:
 *
 * <pre>
 *  reading     MachineReader, RoundReader    elements  -&gt; model     records every fact, reports nothing
 *  model       MachineModel, MachineGraph    the facts, and the graph built once from them
 *  validation  MachineValidator.CHECKS       model checks, then the graph once, then graph checks
 *  writing     MachineWriter                 the same graph -&gt; XFsm, XBatch, .mmd, .dot
 * </pre>
 *
 * Where to look: every check is a class in {@code validation} named for what it checks, listed in
 * {@code MachineValidator.CHECKS} in the order it runs, with its message in {@code Message}. Every line
 * of generated code comes from a writer named for what it writes: {@code FsmWriter} (the dispatcher
 * and the one-entity machine), {@code BatchWriter} (the batch's loops), {@code TransitionCode} (the
 * transition algorithm both share), {@code StateSwitch} (every switch over states), {@code Javadocs},
 * {@code DiagramWriter}.
 */
package dev.brainstem.processor;
