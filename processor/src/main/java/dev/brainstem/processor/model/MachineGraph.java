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
    /** The edges as drawn: those to the {@code @Back} pseudo-state replaced by where it leads. */
    private final List<EdgeGroup> drawn = new ArrayList<>();
    private final List<Group> stateGroups = new ArrayList<>();
    private final HandlerTable handlers;
    /** Each state's guards in decision order; by ordinal. */
    private final List<List<Step.Guard>> guards = new ArrayList<>();
    /** Each state's message handlers in the order its lookup tries them; by ordinal. */
    private final List<List<HandlerModel>> messageLookup = new ArrayList<>();
    /** The message handlers some state's lookup reaches, in declaration order (superclasses first). */
    private final List<HandlerModel> messageHandlers = new ArrayList<>();
    /** Each state's decision, by ordinal, built once: the writers ask for it per state several times. */
    private final List<List<Step>> decisions = new ArrayList<>();

    private MachineGraph(MachineModel model) {
        this.model = model;
        this.states = model.states().orElseThrow();
        for (State state : states.states()) {
            byName.put(state.name(), state);
        }
        this.handlers = model.handlerTable();
        resolveGroups();
        for (Event event : Event.KEYED) {
            HandlerModel[] row = new HandlerModel[states.states().size()];
            for (State state : states.states()) {
                row[state.ordinal()] = handlers.serving(event, state.name()).orElse(null);
            }
            table.put(event, row);
        }
        for (HandlerModel handler : model.handlers()) {
            targets.put(handler, handler.targets().stream().map(ref -> state(ref.name())).distinct().toList());
        }
        orderGuards();
        for (State state : states.states()) {
            decisions.add(decide(state));
        }
        for (Event event : MOVING_EVENTS) {
            Map<HandlerModel, List<State>> sources = new IdentityLinkedMap<>();
            for (State state : states()) {
                handler(event, state).filter(h -> !h.targets().isEmpty())
                        .ifPresent(h -> sources.computeIfAbsent(h, k -> new ArrayList<>()).add(state));
            }
            sources.forEach((handler, from) -> groups.add(new EdgeGroup(event, handler, from, targets.get(handler))));
            if (event == Event.UPDATE) {
                // A group's update: its own edge groups, even when its method also serves states.
                for (Group group : stateGroups) {
                    groupHandler(event, group).filter(h -> !h.targets().isEmpty()).ifPresent(h ->
                            groups.add(new EdgeGroup(event, h, group.members(), targets.get(h), group.name())));
                }
            }
        }
        Map<HandlerModel, List<State>> guarded = new IdentityLinkedMap<>();
        for (State state : states()) {
            for (Step.Guard guard : guards.get(state.ordinal())) {
                guarded.computeIfAbsent(guard.handler(), k -> new ArrayList<>()).add(state);
            }
        }
        guarded.forEach((handler, from) -> groups.add(new EdgeGroup(Event.GUARD, handler,
                from.stream().sorted(java.util.Comparator.comparingInt(State::ordinal)).toList(),
                targets.get(handler), handler.name())));
        resolveMessages();
        Map<HandlerModel, List<State>> messaged = new IdentityLinkedMap<>();
        for (HandlerModel handler : messageHandlers) {
            for (State state : states()) {
                if (messageLookup.get(state.ordinal()).contains(handler)) {
                    messaged.computeIfAbsent(handler, k -> new ArrayList<>()).add(state);
                }
            }
        }
        messaged.forEach((handler, from) -> {
            if (!handler.targets().isEmpty()) {
                groups.add(new EdgeGroup(Event.MESSAGE, handler, from, targets.get(handler),
                        handler.messageType().orElseThrow().simpleName()));
            }
        });
        drawn.addAll(groups);
        back().ifPresent(this::expandBacks);
    }

    /**
     * Edges to the {@code @Back} pseudo-state become edges to where it leads: from each interrupt the
     * handler serves, to the states that interrupt can be entered from (those with an edge into it, or
     * every state for an entry point, which game code may enter from anywhere).
     */
    private void expandBacks(State back) {
        Map<State, java.util.Set<State>> enteredFrom = new java.util.LinkedHashMap<>();
        for (State interrupt : interrupts()) {
            java.util.Set<State> from = new java.util.TreeSet<>(java.util.Comparator.comparingInt(State::ordinal));
            if (interrupt.entryPoint()) {
                states().stream().filter(s -> !s.equals(interrupt) && !s.back()).forEach(from::add);
            }
            for (EdgeGroup group : groups) {
                if (group.targets().contains(interrupt)) {
                    group.sources().stream().filter(s -> !s.equals(interrupt)).forEach(from::add);
                }
            }
            enteredFrom.put(interrupt, from);
        }
        List<EdgeGroup> expanded = new ArrayList<>();
        for (EdgeGroup group : drawn) {
            if (!group.targets().contains(back)) {
                expanded.add(group);
                continue;
            }
            List<State> others = group.targets().stream().filter(t -> !t.equals(back)).toList();
            if (!others.isEmpty()) {
                expanded.add(new EdgeGroup(group.event(), group.handler(), group.sources(), others, group.label()));
            }
            for (State source : group.sources()) {
                java.util.Set<State> to = enteredFrom.getOrDefault(source, java.util.Set.of());
                if (!to.isEmpty()) {
                    expanded.add(new EdgeGroup(group.event(), group.handler(), List.of(source), List.copyOf(to),
                            group.label(), true));
                }
            }
        }
        drawn.clear();
        drawn.addAll(expanded);
    }

    /**
     * Each state's message lookup: its own handlers, then those of its groups (innermost first), then
     * the any-state handlers; within each level the most specific type first, and of incomparable types
     * the one declared first. A handler that an earlier one in the list always catches is left out.
     */
    private void resolveMessages() {
        List<HandlerModel> declared = superclassesFirst(h -> h.isMessage() && h.messageType().isPresent());
        for (State state : states()) {
            List<String> levels = new ArrayList<>();
            levels.add(state.name());
            List<Group> outerFirst = groupsOf(state);
            for (int i = outerFirst.size() - 1; i >= 0; i--) {
                levels.add(outerFirst.get(i).name());
            }
            levels.add("");
            List<HandlerModel> lookup = new ArrayList<>();
            for (String level : levels) {
                List<HandlerModel> here = new ArrayList<>();
                for (HandlerModel handler : declared) {
                    String type = handler.messageType().get().name();
                    if (HandlerTable.messageKeys(handler).contains(level)
                            && handlers.message(level, type).orElse(null) == handler) {
                        here.add(handler);
                    }
                }
                for (HandlerModel handler : mostSpecificFirst(here)) {
                    MessageType type = handler.messageType().get();
                    if (lookup.stream().noneMatch(h -> type.isSubtypeOf(h.messageType().get()))) {
                        lookup.add(handler);
                    }
                }
            }
            messageLookup.add(lookup);
        }
        for (HandlerModel handler : declared) {
            if (!messageHandlers.contains(handler) && messageLookup.stream().anyMatch(l -> l.contains(handler))) {
                messageHandlers.add(handler);
            }
        }
    }

    /**
     * One level's handlers in the order the lookup tries them (docs/semantics.md, "Further rules": which
     * message handler takes a message), a stable order in which no handler comes after one whose type is a
     * strict supertype of its own: declaration order, each handler moved up to just before the first handler already placed
     * whose type is a supertype of its own. So a subtype's handler is always tried before its supertype's,
     * and the order is one fixed chain of instanceof tests. (The rule "the most specific matching type, of
     * incomparable ones the first declared" cannot be one fixed chain: with handlers for M, X and Msub
     * declared in that order, a message that is M and X needs M before X, one that is Msub and X needs X
     * before Msub, and Msub must precede M.)
     */
    private static List<HandlerModel> mostSpecificFirst(List<HandlerModel> handlers) {
        List<HandlerModel> order = new ArrayList<>();
        for (HandlerModel handler : handlers) {
            MessageType type = handler.messageType().get();
            int at = order.size();
            for (int i = 0; i < order.size(); i++) {
                if (type.isSubtypeOf(order.get(i).messageType().get())) {
                    at = i;
                    break;
                }
            }
            order.add(at, handler);
        }
        return order;
    }

    /** The message handlers {@code state} tries, in order: the first whose type the message is an instance of takes it. */
    public List<HandlerModel> messageLookup(State state) {
        return messageLookup.get(state.ordinal());
    }

    /**
     * The handler {@code state} gives a message whose class is exactly {@code type}: the first of its lookup
     * whose type the message is an instance of (an {@code Object} handler takes all); empty when none does.
     */
    public java.util.Optional<HandlerModel> messageHandler(State state, MessageType type) {
        return messageLookup(state).stream()
                .filter(h -> h.messageType().get().name().equals("java.lang.Object") || type.isSubtypeOf(h.messageType().get()))
                .findFirst();
    }

    /** The message handlers some state's lookup reaches, in declaration order: their index is their number. */
    public List<HandlerModel> messageHandlers() {
        return messageHandlers;
    }

    /** Whether the machine has message handlers: it then generates messaging. */
    public boolean hasMessages() {
        return model.handlers().stream().anyMatch(HandlerModel::isMessage);
    }

    /** The distinct message types some state takes, in the order of {@link #messageHandlers()}. */
    public List<MessageType> messageTypes() {
        List<MessageType> types = new ArrayList<>();
        for (HandlerModel handler : messageHandlers) {
            MessageType type = handler.messageType().get();
            if (types.stream().noneMatch(t -> t.name().equals(type.name()))) {
                types.add(type);
            }
        }
        return types;
    }

    /** A map in insertion order whose keys are compared by identity (a handler record's hash reads all its lists). */
    private static final class IdentityLinkedMap<K, V> extends LinkedHashMap<K, V> {
        private static final long serialVersionUID = 1L;

        private final transient Map<K, K> identities = new IdentityHashMap<>();

        @Override
        public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> make) {
            return super.computeIfAbsent(identities.computeIfAbsent(key, k -> k), make);
        }
    }

    /** Resolves the groups' tree: depth, parent and members. Check 8 has made it a tree of known names. */
    private void resolveGroups() {
        List<GroupModel> declared = states.groups();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < declared.size(); i++) {
            index.put(declared.get(i).name(), i);
        }
        int[] parent = new int[declared.size()];
        java.util.Arrays.fill(parent, -1);
        for (int i = 0; i < declared.size(); i++) {
            for (StateRef child : declared.get(i).groups()) {
                parent[index.get(child.name())] = i;
            }
        }
        for (int i = 0; i < declared.size(); i++) {
            int depth = 0;
            for (int p = parent[i]; p >= 0; p = parent[p]) {
                depth++;
            }
            List<State> members = new ArrayList<>();
            collect(declared, index, i, members);
            members.sort(java.util.Comparator.comparingInt(State::ordinal));
            stateGroups.add(new Group(declared.get(i).name(), i, depth, parent[i], members));
        }
    }

    private void collect(List<GroupModel> declared, Map<String, Integer> index, int group, List<State> into) {
        for (StateRef ref : declared.get(group).states()) {
            if (!into.contains(state(ref.name()))) { // a state listed twice is in the group once
                into.add(state(ref.name()));
            }
        }
        for (StateRef child : declared.get(group).groups()) {
            collect(declared, index, index.get(child.name()), into);
        }
    }

    /**
     * Each state's guards: a superclass's before its subclass's, each class's in declaration order; a
     * guard from a group guards each member but the state it leads to.
     */
    private void orderGuards() {
        for (int i = 0; i < states.states().size(); i++) {
            guards.add(new ArrayList<>());
        }
        for (HandlerModel handler : superclassesFirst(HandlerModel::isGuard)) {
            State target = state(handler.targets().get(0).name());
            for (State from : served(handler)) {
                if (!from.equals(target) && guards.get(from.ordinal()).stream().noneMatch(g -> g.handler() == handler)) {
                    guards.get(from.ordinal()).add(new Step.Guard(handler, target));
                }
            }
        }
    }

    /**
     * The machine's handlers that {@code kind} accepts in declaration order, a superclass's before its
     * subclass's: the order in which guards are tried and message handlers placed.
     */
    private List<HandlerModel> superclassesFirst(java.util.function.Predicate<HandlerModel> kind) {
        List<javax.lang.model.element.TypeElement> classes = new ArrayList<>();
        for (HandlerModel handler : model.handlers()) {
            if (!classes.contains(handler.declaringClass())) {
                classes.add(handler.declaringClass());
            }
        }
        java.util.Collections.reverse(classes);
        List<HandlerModel> ordered = new ArrayList<>();
        for (javax.lang.model.element.TypeElement type : classes) {
            for (HandlerModel handler : model.handlers()) {
                if (kind.test(handler) && handler.declaringClass().equals(type)) {
                    ordered.add(handler);
                }
            }
        }
        return ordered;
    }

    /** The states a handler's {@code value} (a guard's {@code from}) names, groups expanded, in the order written. */
    public List<State> served(HandlerModel handler) {
        List<State> served = new ArrayList<>();
        for (StateRef ref : handler.states()) {
            Optional<Group> group = group(ref.name());
            for (State state : group.map(Group::members).orElseGet(() -> List.of(state(ref.name())))) {
                if (!served.contains(state)) {
                    served.add(state);
                }
            }
        }
        return served;
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

    /** The enum's groups, in the order written. */
    public List<Group> groups() {
        return stateGroups;
    }

    public Optional<Group> group(String name) {
        return stateGroups.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /** The groups that contain {@code state}, outermost first. */
    public List<Group> groupsOf(State state) {
        return stateGroups.stream().filter(g -> g.contains(state))
                .sorted(java.util.Comparator.comparingInt(Group::depth)).toList();
    }

    /** The handler of {@code event} that serves {@code group} as a whole. */
    public Optional<HandlerModel> groupHandler(Event event, Group group) {
        return handlers.serving(event, group.name());
    }

    /** The groups with a handler of {@code event}; innermost first for EXIT, outermost first otherwise. */
    public List<Group> groupsWith(Event event) {
        java.util.Comparator<Group> order = java.util.Comparator.comparingInt(Group::depth);
        return stateGroups.stream().filter(g -> groupHandler(event, g).isPresent())
                .sorted(event == Event.EXIT ? order.reversed() : order).toList();
    }

    /** The guards of {@code state}, in the order its decision tries them. */
    public List<Step.Guard> guards(State state) {
        return guards.get(state.ordinal());
    }

    /** The decision of an entity in {@code state}, step by step, in the design's order. */
    public List<Step> decision(State state) {
        return decisions.get(state.ordinal());
    }

    private List<Step> decide(State state) {
        List<Step> steps = new ArrayList<>();
        for (Group group : groupsOf(state)) {
            groupHandler(Event.UPDATE, group).ifPresent(h -> steps.add(new Step.GroupUpdate(group, h)));
        }
        steps.addAll(guards(state));
        handler(Event.UPDATE, state).ifPresent(h -> steps.add(new Step.Update(h)));
        return List.copyOf(steps);
    }

    /** Whether some state decides by more than its own update: guards or group updates. */
    public boolean hasDecisions() {
        return states().stream().anyMatch(s -> decision(s).stream().anyMatch(step -> !(step instanceof Step.Update)));
    }

    /** Whether some state's own update may return a state, so that a decision checks it against its {@code to}. */
    public boolean updatesMove() {
        return states().stream().anyMatch(s -> handler(Event.UPDATE, s).filter(HandlerModel::returnsState).isPresent());
    }

    /**
     * Whether some state's enter handler may return a state: a redirect, checked against its {@code to}.
     * Without one, no transition is ever made by an enter handler.
     */
    public boolean entersRedirect() {
        return states().stream().anyMatch(s -> handler(Event.ENTER, s).filter(HandlerModel::returnsState).isPresent());
    }

    /** Whether some group's update may return a state. */
    public boolean groupUpdatesMove() {
        return stateGroups.stream().anyMatch(g -> groupHandler(Event.UPDATE, g).filter(HandlerModel::returnsState)
                .isPresent());
    }

    /** Whether a handler or guard reads the time in state: the machine then keeps each entity's time of entry. */
    public boolean tracksTime() {
        return model.handlers().stream().anyMatch(HandlerModel::readsTimeInState);
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

    /** The {@code @Interrupt} states, in ordinal order. */
    public List<State> interrupts() {
        return states.states().stream().filter(State::interrupt).toList();
    }

    /** The {@code @Back} pseudo-state, if the enum marks one (the first, if it wrongly marks several). */
    public Optional<State> back() {
        return states.states().stream().filter(State::back).findFirst();
    }

    /** Whether entities of this machine keep a stack: it has interrupts and a {@code @Back} to pop it. */
    public boolean hasStacks() {
        return !interrupts().isEmpty();
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
        Map<HandlerModel, List<State>> byHandler = new IdentityLinkedMap<>();
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

    /**
     * Update edges first (states' own, then groups'), then enter redirects, then guards, each by the
     * ordinal of its handler's first state.
     */
    public List<EdgeGroup> edgeGroups() {
        return groups;
    }

    /**
     * The edges INFO and the diagrams show: the {@link #edgeGroups()}, with each edge to the
     * {@code @Back} pseudo-state replaced by edges to where it can lead.
     */
    public List<EdgeGroup> drawnEdgeGroups() {
        return java.util.Collections.unmodifiableList(drawn);
    }
}
