package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.Step;

/**
 * The writer's limits on decisions. Each state's decision is written out in full, as a method of its
 * own: the updates of every group the state is in, its guards (a group's among them), its update.
 * A state deep in groups with updates or guards makes a long one, and a machine with many such
 * states has a decision code that grows with the states times the groups: the one part of the
 * generated code that can. Both are kept to a size that javac compiles and HotSpot compiles on:
 * {@value #STATE_STEPS} steps for one state (a method of under 7000 bytes, where HotSpot compiles
 * none over 8000), {@value #MACHINE_STEPS} for all.
 */
final class DecisionSizeCheck implements Check.OnGraph {
    static final int STATE_STEPS = 200;
    static final int MACHINE_STEPS = 32_768;

    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        long all = 0;
        for (State state : graph.states()) {
            int steps = graph.decision(state).size();
            all += steps;
            if (steps > STATE_STEPS) {
                long groups = graph.decision(state).stream().filter(Step.GroupUpdate.class::isInstance).count();
                long guards = graph.decision(state).stream().filter(Step.Guard.class::isInstance).count();
                reporter.onElement(Message.DECISION_TOO_LONG, state.element(), state.name(),
                        graph.model().machineName(), steps, groups, guards, steps - groups - guards, STATE_STEPS,
                        state.name());
            }
        }
        if (all > MACHINE_STEPS) {
            reporter.onAnnotation(Message.DECISIONS_TOO_LONG, graph.model().entity(), graph.model().annotation(),
                    graph.model().machineName(), all, MACHINE_STEPS);
        }
    }
}
