/**
 * Brainstem's annotation processor. {@link dev.brainstem.processor.BrainstemProcessor} runs, for each
 * {@code @StateMachine} class of a round, one pipeline; each step is a package:
 *
 * <pre>
 *  read        reading      MachineReader, RoundReader      elements -&gt; model; records every fact, reports nothing
 *  check       validation   MachineValidator.checkModel     the model's checks; says whether it can be bound
 *  bind        model        MachineGraph.of                 model -&gt; the machine graph, built once
 *  check       validation   MachineValidator.checkGraph     the graph's checks
 *  write       writing      MachineWriter                   the same graph -&gt; XFsm, XBatch, .mmd, .dot
 * </pre>
 *
 * Calls go downward only: the processor calls the steps, a step reads the model and never the step
 * before it (a check reads what the reader recorded, a writer what the graph says).
 *
 * Where to look: every check is a class in {@code validation} named for what it checks, listed in
 * {@code MachineValidator.CHECKS} in the order it runs, with its message in {@code Message}. Every line
 * of generated code comes from a class named for what it writes: {@code FsmWriter} and
 * {@code BatchWriter} assemble the two classes from pieces ({@code TableCode}, {@code InfoCode},
 * {@code DispatchCode}, {@code TargetSets}, {@code DeliveryCode}, {@code MailboxCode},
 * {@code DecideCode}, {@code OneEntityCode}, {@code BatchLoopsCode}); {@code TransitionCode} and
 * {@code DecisionCode} write what both machines share, {@code StateSwitch} every switch over states,
 * {@code Javadocs} the class comments, {@code DiagramWriter} the diagrams.
 */
package dev.brainstem.processor;
