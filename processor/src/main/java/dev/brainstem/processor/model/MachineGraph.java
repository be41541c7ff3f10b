package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A checked machine, resolved for writing: for every (event, state) the one handler that serves it
 * (a subclass's handler replaces an inherited one), and the graph's edges. Built only from a model
 * that passed every check.
 */
public final class MachineGraph {
    private final MachineModel model;
    private final StatesModel states;
    private final Map<Event, HandlerModel[]> table = new EnumMap<>(Event.class);
    private final Map<String, State> byName = new java.util.HashMap<>();

    private MachineGraph(MachineModel model) {
        this.model = model;
        this.states = model.states().orElseThrow();
        for (State state : states.states()) {
            byName.put(state.name(), state);
        }
        for (Event event : Event.values()) {
            table.put(event, new HandlerModel[states.states().size()]);
        }
        // Handlers come most derived class first, so the first one seen for a pair wins.
        for (HandlerModel handler : model.handlers()) {
            HandlerModel[] row = table.get(handler.event());
            for (StateRef ref : handler.states()) {
                int ordinal = state(ref.name()).ordinal();
                if (row[ordinal] == null) {
                    row[ordinal] = handler;
                }
            }
        }
    }

    public static MachineGraph of(MachineModel model) {
        return new MachineGraph(model);
    }

    public MachineModel model() {
        return model;
    }

    public Mode mode() {
        return model.mode();
    }

    public List<State> states() {
        return states.states();
    }

    public int stateCount() {
        return states.states().size();
    }

    public State state(String name) {
        State state = byName.get(name);
        if (state == null) {
            throw new IllegalStateException("no state " + name);
        }
        return state;
    }

    public State initial() {
        return state(states.initialName());
    }

    public List<State> entryPoints() {
        return states.states().stream().filter(State::entryPoint).toList();
    }

    /** The states an entity may start in or be sent to from outside: the initial state and the entry points. */
    public List<State> startable() {
        return states.states().stream().filter(s -> s.entryPoint() || s.equals(initial())).toList();
    }

    public Optional<HandlerModel> handler(Event event, State state) {
        return Optional.ofNullable(table.get(event)[state.ordinal()]);
    }

    /** The states its handler for {@code event} may go to, in the order of its {@code to}. */
    public List<State> targets(Event event, State state) {
        return handler(event, state)
                .map(h -> h.targets().stream().map(ref -> state(ref.name())).distinct().toList())
                .orElse(List.of());
    }

    /** Update edges first, then enter redirects, each in ordinal order of its source. */
    public List<Edge> edges() {
        List<Edge> edges = new ArrayList<>();
        for (Event event : List.of(Event.UPDATE, Event.ENTER)) {
            for (State from : states()) {
                for (State to : targets(event, from)) {
                    edges.add(new Edge(from, to, event));
                }
            }
        }
        return edges;
    }
}
