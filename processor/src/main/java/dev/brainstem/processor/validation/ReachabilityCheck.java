package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.EdgeGroup;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.HistoryKind;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
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
        Search search = new Search(graph);
        for (State start : graph.startable()) {
            search.reach(start);
        }
        while (!search.work.isEmpty()) {
            for (EdgeGroup group : leaving.get(search.work.poll().ordinal())) {
                if (!search.followed.add(group)) {
                    continue;
                }
                for (State to : group.targets()) {
                    search.reach(to);
                }
            }
        }
        boolean[] reached = search.reached;
        String enumName = graph.statesModel().enumName();
        String machineName = graph.model().machineName();
        for (State state : graph.states()) {
            if (!reached[state.ordinal()] && !state.pseudo()) {
                reporter.onElement(Message.UNREACHABLE, state.element(), state.name(), enumName, machineName,
                        graph.initial().name(), state.name(), state.name());
            }
        }
    }

    /**
     * The states reached so far. A group's constant reaches what entering its group by name can enter:
     * its initial (a nested group by name in turn) and, under a shallow history, each group nested in it
     * by name once one of that group's states is reached (the history can hold it only then); a deep
     * history holds only states reached before.
     */
    private static final class Search {
        final MachineGraph graph;
        final boolean[] reached;
        final Set<EdgeGroup> followed = Collections.newSetFromMap(new IdentityHashMap<>());
        final Deque<State> work = new ArrayDeque<>();
        final Set<Group> entered = new HashSet<>();
        /** The shallow-history groups entered by name: reaching a state of a group nested in one enters that group. */
        final List<Group> shallow = new ArrayList<>();

        Search(MachineGraph graph) {
            this.graph = graph;
            this.reached = new boolean[graph.stateCount()];
        }

        void reach(State state) {
            if (state.groupConstant()) {
                enterByName(graph.groupOf(state));
            } else if (!reached[state.ordinal()]) {
                reached[state.ordinal()] = true;
                work.add(state);
                for (Group group : List.copyOf(shallow)) {
                    graph.nested(group).stream().filter(n -> n.contains(state)).forEach(this::enterByName);
                }
            }
        }

        private void enterByName(Group group) {
            if (!entered.add(group)) {
                return;
            }
            Optional<Group> initial = graph.initialGroup(group);
            if (initial.isPresent()) {
                enterByName(initial.get());
            } else {
                reach(graph.state(group.initial().orElseThrow()));
            }
            if (group.history() == HistoryKind.SHALLOW) {
                shallow.add(group);
                graph.nested(group).stream().filter(n -> n.members().stream().anyMatch(s -> reached[s.ordinal()]))
                        .forEach(this::enterByName);
            }
        }
    }
}
