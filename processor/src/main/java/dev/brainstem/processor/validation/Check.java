package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MachineModel;

/**
 * One rule of the design's list of compile-time checks. Every check reports what it finds through the
 * {@link ErrorReporter} and reads only what the reader put in the model: never an annotation mirror's
 * values, the round or the source again. {@link MachineValidator#CHECKS} runs them in one ordered list.
 */
sealed interface Check permits Check.OnModel, Check.OnGraph {

    /** A check of the model as read, run before the graph is built. */
    non-sealed interface OnModel extends Check {
        void check(MachineModel machine, ErrorReporter reporter);

        /**
         * Whether an error of this check leaves nothing to build the graph from (unknown names, no
         * states, malformed {@code to} lists): then the graph checks do not run, rather than repeat the
         * finding in other words.
         */
        default boolean graphNeedsIt() {
            return false;
        }

        /** Whether an error of this check makes every later check meaningless: then none runs. */
        default boolean stopsOnError() {
            return false;
        }
    }

    /** A check of the machine's graph, built once from a model whose names and lists are sound. */
    non-sealed interface OnGraph extends Check {
        void check(MachineGraph graph, ErrorReporter reporter);

        /**
         * Whether it runs only when no earlier check reported an error: for a problem of the generated
         * code alone, which a machine with an error does not get.
         */
        default boolean onlyOnACleanMachine() {
            return false;
        }
    }
}
