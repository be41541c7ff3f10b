package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.EdgeGroup;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Check 2: every state can be reached from the initial state or an {@code @EntryPoint} state, through
 * the {@code to} edges of the {@code @OnUpdate} and {@code @OnEnter} handlers that serve the machine
 * (a subclass handler replaces an inherited one, edges and all). Each unreachable state is reported on
 * its enum constant. The search follows edge groups, each once: its cost grows with states and
 * handlers, not with edges.
 *
 * <p>The {@code @Back} pseudo-state is no state to reach. A {@code @Back} leads to the state an
 * interrupt was entered from, which was reached before the interrupt was: following it finds no state
 * the other edges do not, so the search need not expand it.
 */
final class ReachabilityCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        List<List<EdgeGroup>> leaving = new ArrayList<>();
        for (int i = 0; i < graph.stateCount(); i++) {
            leaving.add(new ArrayList<>());
        }
        for (EdgeGroup group : graph.edgeGroups()) {
            for (State source : group.sources()) {
                leaving.get(source.ordinal()).add(group);
            }
        }
        boolean[] reached = new boolean[graph.stateCount()];
        Set<EdgeGroup> followed = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<State> work = new ArrayDeque<>();
        for (State start : graph.startable()) {
            reached[start.ordinal()] = true;
            work.add(start);
        }
        while (!work.isEmpty()) {
            for (EdgeGroup group : leaving.get(work.poll().ordinal())) {
                if (!followed.add(group)) {
                    continue;
                }
                for (State to : group.targets()) {
                    if (!reached[to.ordinal()]) {
                        reached[to.ordinal()] = true;
                        work.add(to);
                    }
                }
            }
        }
        String enumName = graph.statesModel().enumName();
        String machineName = graph.model().entityName();
        for (State state : graph.states()) {
            if (!reached[state.ordinal()] && !state.back()) {
                reporter.onElement(Message.UNREACHABLE, state.element(), state.name(), enumName, machineName,
                        graph.initial().name(), state.name(), state.name());
            }
        }
    }
}
