/**
 * Step three: turns a checked machine's graph into code. {@code MachineWriter} writes the files;
 * {@code FsmWriter} and {@code BatchWriter} the two classes; {@code TransitionCode} the transition
 * algorithm both use; {@code StateSwitch} every switch over states; {@code TypeRefs},
 * {@code RuntimeTypes} and {@code Literals} how the code names things; {@code DiagramWriter} the
 * diagrams.
 */
package dev.brainstem.processor.writing;
