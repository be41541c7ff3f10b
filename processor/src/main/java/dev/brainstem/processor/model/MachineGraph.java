package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A checked machine, resolved once for the graph checks and the writers: for every (event, state) the
 * one handler that serves it ({@link HandlerTable}), and the graph's edges as {@link EdgeGroup}s. Built
 * only from a model whose names are all known and whose {@code to} lists are well formed.
 */
public final class MachineGraph {
    /** The events whose handlers may move an entity, in the order edges are listed. */
    public static final List<Event> MOVING_EVENTS = List.of(Event.UPDATE, Event.ENTER);

    private final MachineModel model;
    private final StatesModel states;
    private final Map<Event, HandlerModel[]> table = new EnumMap<>(Event.class);
    private final Map<String, State> byName = new HashMap<>();
    /** By identity: a handler record's own hash reads all of its lists and mirrors. */
    private final Map<HandlerModel, List<State>> targets = new IdentityHashMap<>();
    private final List<EdgeGroup> groups = new ArrayList<>();

    private MachineGraph(MachineModel model) {
        this.model = model;
        this.states = model.states().orElseThrow();
        for (State state : states.states()) {
            byName.put(state.name(), state);
        }
        HandlerTable handlers = model.handlerTable();
        for (Event event : Event.values()) {
            HandlerModel[] row = new HandlerModel[states.states().size()];
            for (State state : states.states()) {
                row[state.ordinal()] = handlers.serving(event, state.name()).orElse(null);
            }
            table.put(event, row);
        }
        for (HandlerModel handler : model.handlers()) {
            targets.put(handler, handler.targets().stream().map(ref -> state(ref.name())).distinct().toList());
        }
        for (Event event : MOVING_EVENTS) {
            Map<HandlerModel, List<State>> sources = new LinkedHashMap<>();
            for (State state : states()) {
                handler(event, state).filter(h -> !h.targets().isEmpty())
                        .ifPresent(h -> sources.computeIfAbsent(h, k -> new ArrayList<>()).add(state));
            }
            sources.forEach((handler, from) -> groups.add(new EdgeGroup(event, handler, from, targets.get(handler))));
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

    public StatesModel statesModel() {
        return states;
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

    /** The handlers of {@code event} with the states each serves, in the ordinal order of their first state. */
    public Map<HandlerModel, List<State>> servedBy(Event event) {
        Map<HandlerModel, List<State>> byHandler = new LinkedHashMap<>();
        for (State state : states()) {
            handler(event, state).ifPresent(h -> byHandler.computeIfAbsent(h, k -> new ArrayList<>()).add(state));
        }
        return byHandler;
    }

    /** The states a handler's {@code to} lists, in the order written, each once. */
    public List<State> targets(HandlerModel handler) {
        return targets.getOrDefault(handler, List.of());
    }

    /** The states the {@code event} handler of {@code state} may go to. */
    public List<State> targets(Event event, State state) {
        return handler(event, state).map(this::targets).orElse(List.of());
    }

    /** Update edges first, then enter redirects, each by the ordinal of its handler's first state. */
    public List<EdgeGroup> edgeGroups() {
        return groups;
    }
}
