package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.Edge;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.State;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Check 2: every state can be reached from the initial state or an {@code @EntryPoint} state, through
 * the {@code to} edges of the {@code @OnUpdate} and {@code @OnEnter} handlers that serve the machine
 * (a subclass handler replaces an inherited one, edges and all). Each unreachable state is reported on
 * its enum constant. Runs only on a machine whose names are all known and whose {@code to} lists are
 * well formed, so it reads the same graph the writer does.
 */
final class ReachabilityCheck {
    private final ErrorReporter reporter;

    ReachabilityCheck(ErrorReporter reporter) {
        this.reporter = reporter;
    }

    void check(MachineModel machine) {
        MachineGraph graph = MachineGraph.of(machine);
        List<List<State>> next = new ArrayList<>();
        for (int i = 0; i < graph.stateCount(); i++) {
            next.add(new ArrayList<>());
        }
        for (Edge edge : graph.edges()) {
            next.get(edge.from().ordinal()).add(edge.to());
        }
        boolean[] reached = new boolean[graph.stateCount()];
        Deque<State> work = new ArrayDeque<>();
        for (State start : graph.startable()) {
            reached[start.ordinal()] = true;
            work.add(start);
        }
        while (!work.isEmpty()) {
            for (State to : next.get(work.poll().ordinal())) {
                if (!reached[to.ordinal()]) {
                    reached[to.ordinal()] = true;
                    work.add(to);
                }
            }
        }
        String enumName = machine.states().orElseThrow().enumType().getSimpleName().toString();
        for (State state : graph.states()) {
            if (!reached[state.ordinal()]) {
                reporter.onElement(Message.UNREACHABLE, state.element(), state.name(), enumName, machine.entityName(),
                        graph.initial().name(), state.name(), state.name());
            }
        }
    }
}
