/**
 * The last step: turns a checked machine's graph into code. {@code MachineWriter} writes the files;
 * {@code FsmWriter} and {@code BatchWriter} assemble the two classes from code pieces, one class for
 * each part ({@code TableCode}, {@code InfoCode}, {@code DispatchCode}, {@code TargetSets},
 * {@code DeliveryCode}, {@code MailboxCode}, {@code DecideCode}, {@code OneEntityCode},
 * {@code BatchLoopsCode}); {@code TransitionCode} and {@code DecisionCode} the transition and the
 * decisions both machines run; {@code StateSwitch} every switch over states; {@code TypeRefs},
 * {@code RuntimeTypes} and {@code Literals} how the code names things; {@code DiagramWriter} the
 * diagrams. Pieces read the graph and add members; they never call a writer.
 */
package dev.brainstem.processor.writing;
