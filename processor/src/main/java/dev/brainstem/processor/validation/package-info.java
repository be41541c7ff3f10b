/**
 * Step two: the design's compile-time checks. Each is one class implementing {@code Check} (of the
 * model, or of the graph), run in the order of {@code MachineValidator.CHECKS}; each reports through
 * the {@code ErrorReporter}, with a message of the one catalogue, {@code Message}.
 */
package dev.brainstem.processor.validation;
