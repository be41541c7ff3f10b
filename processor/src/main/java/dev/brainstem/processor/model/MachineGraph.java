package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A checked machine, resolved once for the graph checks and the writers: for every (event, state) the
 * one handler that serves it ({@link HandlerTable}) and where each handler may go; the groups' tree
 * ({@link GroupTree}); each state's decision ({@link Decisions}); each state's message lookup
 * ({@link MessageLookup}); each state's timers and how often it decides ({@link Timers}); and the graph's
 * edges as {@link EdgeGroup}s ({@link Edges}). Built only from a
 * model whose names are all known and whose {@code to} lists are well formed; immutable once built.
 */
public final class MachineGraph {
    /** The events whose handlers may move an entity, in the order edges are listed. */
    public static final List<Event> MOVING_EVENTS = Edges.MOVING_EVENTS;

    private final MachineModel model;
    private final StatesModel states;
    private final Map<Event, HandlerModel[]> table = new EnumMap<>(Event.class);
    private final Map<String, State> byName = new HashMap<>();
    /** By identity: a handler record's own hash reads all of its lists and mirrors. */
    private final Map<HandlerModel, List<State>> targets = new IdentityHashMap<>();
    private final HandlerTable handlers;
    private final GroupTree groupTree;
    private final GroupEntries entries;
    private final Decisions decisions;
    private final MessageLookup messages;
    private final Edges edges;
    private final Timers timers;
    private final List<State> enteredConstants;
    private final List<State> enterableConstants;
    private final boolean entryReadsHistory;

    private MachineGraph(MachineModel model) {
        this.model = model;
        this.states = model.states().orElseThrow();
        for (State state : states.states()) {
            byName.put(state.name(), state);
        }
        this.handlers = model.handlerTable();
        this.groupTree = new GroupTree(states, this::state, handlers);
        this.entries = new GroupEntries(groupTree.groups(), this::state);
        for (Event event : Event.KEYED) {
            HandlerModel[] row = new HandlerModel[states.states().size()];
            for (State state : states.states()) {
                // A group's constant shares the group's name, whose handlers serve the group's states.
                row[state.ordinal()] = state.groupConstant() ? null : handlers.serving(event, state.name()).orElse(null);
            }
            table.put(event, row);
        }
        for (HandlerModel handler : model.handlers()) {
            targets.put(handler, handler.targets().stream().map(ref -> state(ref.name())).distinct().toList());
        }
        this.decisions = new Decisions(states(), model.handlers(), groupTree, this::served, this::state, this::handler);
        this.messages = new MessageLookup(states(), model.handlers(), groupTree, handlers);
        this.timers = new Timers(states(), model.afters(), this::served, this::state, this::decision);
        this.edges = new Edges(states(), this::handler, this::targets, groupTree, decisions, messages, afterEdges());
        boolean[] targeted = new boolean[stateCount()];
        startable().forEach(s -> targeted[s.ordinal()] = true);
        edges.followed().forEach(group -> group.targets().forEach(s -> targeted[s.ordinal()] = true));
        this.enteredConstants = groupConstants().stream().filter(c -> targeted[c.ordinal()]).toList();
        this.enterableConstants = groupConstants().stream().filter(c -> groupOf(c).initial().isPresent()).toList();
        this.entryReadsHistory = enterableConstants.stream().anyMatch(c -> decidingHistory(groupOf(c)).isPresent());
    }

    /** The message handlers {@code state} tries, in order: the first whose type the message is an instance of takes it. */
    public List<HandlerModel> messageLookup(State state) {
        return messages.lookup(state);
    }

    /**
     * The handler {@code state} gives a message whose class is exactly {@code type}: the first of its lookup
     * whose type the message is an instance of (an {@code Object} handler takes all); empty when none does.
     */
    public Optional<HandlerModel> messageHandler(State state, MessageType type) {
        return messages.handler(state, type);
    }

    /** The message handlers some state's lookup reaches, in declaration order: their index is their number. */
    public List<HandlerModel> messageHandlers() {
        return messages.reached();
    }

    /** Whether the machine has message handlers: it then generates messaging. */
    public boolean hasMessages() {
        return model.handlers().stream().anyMatch(HandlerModel::isMessage);
    }

    /** The distinct message types some state takes, in the order of {@link #messageHandlers()}. */
    public List<MessageType> messageTypes() {
        return messages.types();
    }

    /** The states a handler's {@code value} (a guard's {@code from}) names, groups expanded, in the order written. */
    public List<State> served(HandlerModel handler) {
        return served(handler.states());
    }

    /** The states {@code names} (of states and groups) name, groups expanded, in the order written, each once. */
    private List<State> served(List<StateRef> names) {
        List<State> served = new ArrayList<>();
        for (StateRef ref : names) {
            Optional<Group> group = group(ref.name());
            for (State state : group.map(Group::members).orElseGet(() -> List.of(state(ref.name())))) {
                if (!served.contains(state)) {
                    served.add(state);
                }
            }
        }
        return List.copyOf(served);
    }

    /** Each {@code @After}'s edges: from the states it times, in ordinal order, to its {@code to}. */
    private List<EdgeGroup> afterEdges() {
        List<EdgeGroup> groups = new ArrayList<>();
        for (AfterModel after : model.afters()) {
            List<State> from = served(after.states()).stream().sorted(Comparator.comparingInt(State::ordinal)).toList();
            if (!from.isEmpty() && after.to().isPresent()) {
                groups.add(new EdgeGroup(Event.AFTER, null, from, List.of(state(after.to().get().name())),
                        after.label()));
            }
        }
        return groups;
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
        return groupTree.groups();
    }

    public Optional<Group> group(String name) {
        return groupTree.group(name);
    }

    /** The groups that keep a history, in the order written: a history group's number is its place here. */
    public List<Group> historyGroups() {
        return entries.historyGroups();
    }

    /** The groups' constants, in ordinal order: the targets that enter a group by its name. */
    public List<State> groupConstants() {
        return states().stream().filter(State::groupConstant).toList();
    }

    /**
     * The groups' constants a transition or a start may name, in ordinal order: those in some `to`, the
     * initial state and the entry points. A machine without one resolves no target.
     */
    public List<State> enteredConstants() {
        return enteredConstants;
    }

    /**
     * The constants of the groups with an {@code initial}, in ordinal order: those a {@code to} may name. The
     * writers resolve targets for all of them, named or not, so that a {@code to} edit that first names one
     * keeps the generated classes' shape (hot reload redefines only bodies).
     */
    public List<State> enterableConstants() {
        return enterableConstants;
    }

    /**
     * Whether entering some group you can enter by name (an {@link #enterableConstants() enterable constant}'s)
     * can read a history: the machine then resolves targets with its histories.
     */
    public boolean entryReadsHistory() {
        return entryReadsHistory;
    }

    /** The group whose constant {@code constant} is. */
    public Group groupOf(State constant) {
        return group(constant.name()).orElseThrow();
    }

    /** The groups nested directly in {@code group}, in the order written. */
    public List<Group> nested(Group group) {
        return entries.nested(group);
    }

    /** The nested group {@code group}'s initial names, if it names one rather than a state. */
    public Optional<Group> initialGroup(Group group) {
        return entries.initialGroup(group);
    }

    /**
     * The state an entity that enters {@code target} enters when no history holds a state (a new entity):
     * {@code target} itself, or for a group's constant the state the group's initials lead to.
     */
    public State firstState(State target) {
        return target.groupConstant() ? entries.firstState(groupOf(target)) : target;
    }

    /** The state entering {@code group} by its name enters when no history holds a state: its initials followed down. */
    public State firstState(Group group) {
        return entries.firstState(group);
    }

    /**
     * The history group that decides where entering {@code group} by name leads (itself, or the first
     * down its initials that keeps a history); empty when that is always the same state.
     */
    public Optional<Group> decidingHistory(Group group) {
        return entries.decidingHistory(group);
    }

    /**
     * The groups some transition, start or history may enter by name: those whose constant is a target or
     * startable, and those their initials and shallow histories lead into.
     */
    public List<Group> enteredByName() {
        return entries.enteredByName(enteredConstants());
    }

    /**
     * The groups a transition may come to enter by name after a {@code to} edit: those of the
     * {@link #enterableConstants()}, and those their initials and shallow histories lead into.
     */
    public List<Group> enterableByName() {
        return entries.enteredByName(enterableConstants());
    }

    /** The groups that contain {@code state}, outermost first. */
    public List<Group> groupsOf(State state) {
        return groupTree.groupsOf(state);
    }

    /** The handler of {@code event} that serves {@code group} as a whole. */
    public Optional<HandlerModel> groupHandler(Event event, Group group) {
        return groupTree.groupHandler(event, group);
    }

    /** The groups with a handler of {@code event}; innermost first for EXIT, outermost first otherwise. */
    public List<Group> groupsWith(Event event) {
        return groupTree.groupsWith(event);
    }

    /** The guards of {@code state}, in the order its decision tries them. */
    public List<Step.Guard> guards(State state) {
        return decisions.guards(state);
    }

    /** The decision of an entity in {@code state}, step by step, in the design's order. */
    public List<Step> decision(State state) {
        return decisions.decision(state);
    }

    /** Whether some state decides by more than its own update: guards or group updates. */
    public boolean hasDecisions() {
        return states().stream().anyMatch(s -> decision(s).stream().anyMatch(step -> !(step instanceof Step.Update)));
    }

    /**
     * Whether a live edit can add steps to a state's decision or take them away: the machine has a deciding
     * group, one with an update or a guard. Its members change with a membership edit, and a group's guard
     * guards every member but the state its {@code to} names. (A guard from states never leads to one of them.)
     * The writers then give every state a decision method of its own, so that such an edit changes bodies only
     * (hot reload redefines nothing else).
     */
    public boolean decisionsMayChange() {
        return groups().stream().anyMatch(g -> groupHandler(Event.UPDATE, g).isPresent())
                || model.handlers().stream().filter(HandlerModel::isGuard)
                        .anyMatch(h -> h.states().stream().anyMatch(ref -> group(ref.name()).isPresent()));
    }

    /**
     * Whether {@code state}'s decision gets a method of its own in both machines, whatever its steps, because a
     * live edit may change them ({@link #decisionsMayChange()}): a state that decides, or one that may come to
     * (not one that sleeps in a timed machine: waking it changes the batch's books, and needs a restart).
     */
    public boolean decidesAlone(State state) {
        return decisionsMayChange() && !state.pseudo() && (!decision(state).isEmpty() || !timing());
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
        return groups().stream().anyMatch(g -> groupHandler(Event.UPDATE, g).filter(HandlerModel::returnsState)
                .isPresent());
    }

    /** Whether a handler or guard reads the time in state: the machine then passes it to the handlers. */
    public boolean tracksTime() {
        return model.handlers().stream().anyMatch(HandlerModel::readsTimeInState);
    }

    /**
     * Whether the machine keeps each entity's time of entry: its handlers read the time in state, or its
     * timers count on it.
     */
    public boolean keepsTime() {
        return tracksTime() || hasTimers();
    }

    /** The timers of {@code state}, one per {@code @After} that times it, in declaration order. */
    public List<Timer> timers(State state) {
        return timers.timers(state);
    }

    /**
     * The timers of {@code state} that can fire, in declaration order: all but the constants a smaller
     * (or equal, earlier) constant shadows; at most one constant is left.
     */
    public List<Timer> armedTimers(State state) {
        return timers.armed(state);
    }

    /** The constant timer of {@code state} that always falls due before {@code timer}, if one does. */
    public Optional<Timer> shadowing(State state, Timer timer) {
        return timers.shadowing(state, timer);
    }

    /** Whether some state has a timer: the machine has {@code @After}s that time a state. */
    public boolean hasTimers() {
        return states().stream().anyMatch(s -> !timers(s).isEmpty());
    }

    /**
     * How often the entities of {@code state} decide in a batch: on one tick in {@code every} (times their
     * stride), from the {@code @OnUpdate(every)} of its decision; 0 for every tick.
     */
    public int every(State state) {
        return timers.every(state);
    }

    /** Whether some state is time-sliced ({@link #every} above 0). */
    public boolean slices() {
        return states().stream().anyMatch(s -> every(s) > 0);
    }

    /** Whether the machine uses timed transitions or time slicing: its description then says how it is timed. */
    public boolean timing() {
        return hasTimers() || slices();
    }

    /**
     * Whether a batch's tick leaves the entities of {@code state} alone: it has no decision (no update of its
     * own or of its groups, no guard). Those with a timer are visited when it falls due. No pseudo-state sleeps:
     * no entity is ever in one.
     */
    public boolean sleeps(State state) {
        return timers.sleeps(state);
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
        Map<HandlerModel, List<State>> frozen = new IdentityLinkedMap<>();
        byHandler.forEach((handler, served) -> frozen.put(handler, List.copyOf(served)));
        return Collections.unmodifiableMap(frozen);
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
     * Update edges first (states' own, then groups'), then enter redirects, then guards, then messages, each
     * by the ordinal of its handler's first state; then the {@code @After}s, in the order written.
     */
    public List<EdgeGroup> edgeGroups() {
        return edges.followed();
    }

    /**
     * The edges INFO and the diagrams show: the {@link #edgeGroups()}, with each edge to the
     * {@code @Back} pseudo-state replaced by edges to where it can lead.
     */
    public List<EdgeGroup> drawnEdgeGroups() {
        return edges.drawn();
    }
}
