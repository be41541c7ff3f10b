package dev.brainstem.runtime.reference;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A machine as the reference model reads it: plain data that a test writes by hand or builds from its
 * own description of a machine, and that {@link Entity} and {@link Batch} interpret.
 *
 * <p>It holds what docs/semantics.md's "Handlers" and the annotations (README, "The annotations") give a machine:
 * the states in ordinal order, the initial state ({@code @States(initial)}, else the first), the
 * {@code @EntryPoint} states, {@code settle} and {@code maxTransitionsPerTick}
 * ({@code @StateMachine}), whether it is an id-mode machine, and at most one {@link Handler} per
 * (state, event) (a superclass's handler, replaced by a subclass's, is for the caller to resolve).
 *
 * <p>Wave 2 adds the {@code @StateGroup}s (a tree: each with its direct states and nested groups, and
 * at most one handler per (group, event)) and the guards ({@code @Transition}), given in the order a
 * decision tries them (a superclass's first, then declaration order; the caller resolves that).
 *
 * <p>It also answers, per state, the questions the interpreter asks: {@link #decision} (the steps of a
 * decision: groups' updates, guards, the state's update), {@link #exits} and {@link #enters} (the
 * handlers a transition runs: the state's own and those of the groups whose boundary it crosses).
 *
 * <p>Groups you enter (docs/semantics.md, "Groups you enter, and history"): a group may have an
 * {@code initial} (a direct member: a state or a nested group) and a {@link History}, and its
 * <em>constant</em>, a state named like the group, is a pseudo-state no entity is ever in. A
 * transition's target is a state ordinal; a group with an initial that has no constant is named in a
 * {@code to} by the pseudo-ordinal {@code stateCount() + group} ({@link #target}). {@link #resolve}
 * says which state entering a group by name enters, given an entity's history.
 */
public final class Machine {
    /** {@code @StateGroup(history = ...)}: what entering a group by its name resumes. */
    public enum History { NONE, SHALLOW, DEEP }

    private final String name;
    private final List<String> states;
    private final int initial;
    private final boolean[] entryPoint;
    private final boolean settle;
    private final int maxTransitionsPerTick;
    private final boolean idMode;
    /** Per event (index = event code), per state: the handler, or null. */
    private final Handler[][] handlers;
    private final List<List<Step>> decisions;
    private final List<Handler> distinct;
    private final List<String> groupNames;
    /** Per group: its depth (0: in no other group), its parent (-1: none), its members (nested groups' included). */
    private final int[] depth;
    private final int[] parent;
    private final boolean[][] members;
    /** Per event (index = event code), per group: the group's handler, or null. */
    private final Handler[][] groupHandlers;
    /** Per state: its guards in the order its decision tries them. */
    private final List<List<Step.Guard>> guards;
    private final boolean readsTime;
    /** The message handlers in declaration order (a superclass's first), each with its levels. */
    private final List<Handler> messageHandlers;
    /** Per state: its own message handlers, in declaration order. */
    private final List<List<Handler>> stateMessages;
    /** Per group: its message handlers, in declaration order. */
    private final List<List<Handler>> groupMessages;
    /** The any-state message handlers ({@code @OnMessage} without a value), in declaration order. */
    private final List<Handler> anyMessages;
    /** Per state: whether it is an {@code @Interrupt}. */
    private final boolean[] interrupt;
    /** The {@code @Back} pseudo-state's ordinal, or -1. */
    private final int back;
    /** Per group: its initial member (a state's ordinal, or {@code -1 - g} for nested group g), or {@link #NO_INITIAL}. */
    private final int[] initialMember;
    private final History[] history;
    /** Per group: its constant's ordinal, or -1. */
    private final int[] constant;
    /** Per state: the group it is the constant of, or -1. */
    private final int[] constantOf;
    /** The groups that have history, in declaration order: the runtime's history group index is the position here. */
    private final List<Integer> historyGroups;

    private static final int NO_INITIAL = Integer.MIN_VALUE;

    /**
     * An {@code @After} (issue 43): the {@code index}-th of the machine in declaration order, its
     * {@code seconds} or the name of its {@code delay} method (null for a constant), and its target
     * ({@link #target}: a state, a group with an initial, or {@code @Back}).
     */
    public record Timer(int index, float seconds, String delay, int target) {
        /** Whether the delay is read per entity, from the machine's method. */
        public boolean perEntity() {
            return delay != null;
        }
    }

    /** Per state: its timers, in declaration order (a group's given to each member). */
    private final List<List<Timer>> timers;
    /** Per state: the {@code every} of its decision's updates, 0 when it is not sliced. */
    private final int[] every;

    private Machine(Builder b) {
        this.name = b.name;
        this.states = List.copyOf(b.states);
        this.initial = b.initial;
        this.entryPoint = b.entryPoint.clone();
        this.settle = b.settle;
        this.maxTransitionsPerTick = b.maxTransitionsPerTick;
        this.idMode = b.idMode;
        this.interrupt = b.interrupt.clone();
        this.back = b.back;
        this.handlers = new Handler[Events.EXIT + 1][];
        for (int event = Events.ENTER; event <= Events.EXIT; event++) {
            handlers[event] = b.handlers[event].clone();
        }
        this.groupNames = List.copyOf(b.groupNames);
        int groups = groupNames.size();
        this.parent = new int[groups];
        this.depth = new int[groups];
        this.members = new boolean[groups][states.size()];
        java.util.Arrays.fill(parent, -1);
        for (int g = 0; g < groups; g++) {
            for (String nested : b.groupGroups.get(g)) {
                int child = groupNames.indexOf(nested);
                if (child < 0 || parent[child] >= 0 || child == g) {
                    throw new IllegalArgumentException("groups form no tree: " + nested + " in " + groupNames.get(g));
                }
                parent[child] = g;
            }
        }
        for (int g = 0; g < groups; g++) {
            int d = 0;
            for (int p = parent[g]; p >= 0; p = parent[p]) {
                if (++d > groups) {
                    throw new IllegalArgumentException("groups form a cycle: " + groupNames.get(g));
                }
            }
            depth[g] = d;
        }
        int[] listedIn = new int[states.size()];
        for (int g = 0; g < groups; g++) {
            for (String state : b.groupStates.get(g)) {
                int ordinal = states.indexOf(state);
                if (listedIn[ordinal]++ > 0) {
                    throw new IllegalArgumentException(state + " is in two groups");
                }
                // The state is in the group and in every group above it.
                for (int up = g; up >= 0; up = parent[up]) {
                    members[up][ordinal] = true;
                }
            }
        }
        this.groupHandlers = new Handler[Events.EXIT + 1][];
        for (int event = Events.ENTER; event <= Events.EXIT; event++) {
            groupHandlers[event] = b.groupHandlers[event].clone();
        }
        this.initialMember = new int[groups];
        this.history = b.groupHistory.toArray(new History[0]);
        this.constant = new int[groups];
        this.constantOf = new int[states.size()];
        java.util.Arrays.fill(constantOf, -1);
        List<Integer> historyGroups = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            String initialName = b.groupInitial.get(g);
            String group = groupNames.get(g);
            if (initialName == null) {
                initialMember[g] = NO_INITIAL;
            } else if (b.groupStates.get(g).contains(initialName)) {
                initialMember[g] = states.indexOf(initialName);
            } else if (b.groupGroups.get(g).contains(initialName)) {
                initialMember[g] = -1 - groupNames.indexOf(initialName);
            } else {
                throw new IllegalArgumentException("the initial of " + group + ", " + initialName
                        + ", is no direct member of it");
            }
            if (history[g] != History.NONE && initialName == null) {
                throw new IllegalArgumentException("history without an initial: " + group);
            }
            if (history[g] != History.NONE) {
                historyGroups.add(g);
            }
            constant[g] = states.indexOf(group);
            if (constant[g] >= 0) {
                if (initialName == null) {
                    throw new IllegalArgumentException("a constant for " + group + ", which has no initial");
                }
                if (interrupt[constant[g]] || constant[g] == back || listedIn[constant[g]] > 0) {
                    throw new IllegalArgumentException("the constant of " + group
                            + " is an interrupt, @Back or in a group");
                }
                constantOf[constant[g]] = g;
            }
        }
        this.historyGroups = List.copyOf(historyGroups);
        for (int g = 0; g < groups; g++) {
            // SHALLOW history enters a nested group by its name: it needs an initial.
            for (int c = 0; history[g] == History.SHALLOW && c < groups; c++) {
                if (parent[c] == g && initialMember[c] == NO_INITIAL) {
                    throw new IllegalArgumentException("SHALLOW history of " + groupNames.get(g) + " enters "
                            + groupNames.get(c) + ", which has no initial");
                }
            }
        }
        List<List<Step.Guard>> guards = new ArrayList<>();
        for (int s = 0; s < states.size(); s++) {
            guards.add(new ArrayList<>());
        }
        for (int i = 0; i < b.guards.size(); i++) {
            Handler guard = b.guards.get(i);
            int target = target(guard.to().get(0));
            for (String from : b.guardFrom.get(i)) {
                int g = groupNames.indexOf(from);
                for (int s = 0; s < states.size(); s++) {
                    boolean served = g >= 0 ? members[g][s] : states.get(s).equals(from);
                    if (served && s != target && guards.get(s).stream().noneMatch(x -> x.handler() == guard)) {
                        guards.get(s).add(new Step.Guard(guard, target));
                    }
                }
            }
        }
        this.guards = guards.stream().map(List::copyOf).toList();
        List<List<Step>> decisions = new ArrayList<>();
        for (int s = 0; s < states.size(); s++) {
            List<Step> steps = new ArrayList<>();
            for (int g : groupsOf(s)) {
                Handler groupUpdate = groupHandlers[Events.UPDATE][g];
                if (groupUpdate != null) {
                    steps.add(new Step.GroupUpdate(groupNames.get(g), groupUpdate));
                }
            }
            steps.addAll(this.guards.get(s));
            Handler update = handlers[Events.UPDATE][s];
            if (update != null) {
                steps.add(new Step.Update(update));
            }
            decisions.add(List.copyOf(steps));
        }
        this.decisions = List.copyOf(decisions);
        this.every = new int[states.size()];
        for (int s = 0; s < states.size(); s++) {
            for (Step step : decisions.get(s)) {
                int e = step instanceof Step.Update || step instanceof Step.GroupUpdate
                        ? b.every.getOrDefault(step.handler(), 0) : 0;
                if (e > 0 && every[s] > 0 && every[s] != e) {
                    throw new IllegalArgumentException("two different every in " + states.get(s) + ": " + every[s]
                            + " and " + e);
                }
                every[s] = Math.max(every[s], e);
            }
        }
        List<List<Timer>> timers = new ArrayList<>();
        for (int s = 0; s < states.size(); s++) {
            timers.add(new ArrayList<>());
        }
        for (int i = 0; i < b.afters.size(); i++) {
            Timer t = b.afters.get(i);
            Timer resolved = new Timer(t.index(), t.seconds(), t.delay(), target(b.afterTargets.get(i)));
            for (String v : b.afterValues.get(i)) {
                int g = groupNames.indexOf(v);
                for (int s = 0; s < states.size(); s++) {
                    boolean served = g >= 0 ? members[g][s] : states.get(s).equals(v);
                    if (served && !timers.get(s).contains(resolved)) {
                        timers.get(s).add(resolved);
                    }
                }
            }
        }
        this.timers = timers.stream().map(List::copyOf).toList();
        Set<Handler> distinct = new LinkedHashSet<>();
        for (int event = Events.ENTER; event <= Events.EXIT; event++) {
            for (Handler h : handlers[event]) {
                if (h != null) {
                    distinct.add(h);
                }
            }
            for (Handler h : groupHandlers[event]) {
                if (h != null) {
                    distinct.add(h);
                }
            }
        }
        distinct.addAll(b.guards);
        distinct.addAll(b.messageHandlers);
        this.messageHandlers = List.copyOf(b.messageHandlers);
        List<List<Handler>> stateMessages = new ArrayList<>();
        for (int s = 0; s < states.size(); s++) {
            stateMessages.add(new ArrayList<>());
        }
        List<List<Handler>> groupMessages = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            groupMessages.add(new ArrayList<>());
        }
        List<Handler> anyMessages = new ArrayList<>();
        for (int i = 0; i < b.messageHandlers.size(); i++) {
            Handler h = b.messageHandlers.get(i);
            List<String> value = b.messageValues.get(i);
            if (value.isEmpty()) {
                anyMessages.add(h);
            }
            for (String v : value) {
                int g = groupNames.indexOf(v);
                (g >= 0 ? groupMessages.get(g) : stateMessages.get(states.indexOf(v))).add(h);
            }
        }
        for (List<Handler> level : stateMessages) {
            checkLevel(level);
        }
        for (List<Handler> level : groupMessages) {
            checkLevel(level);
        }
        checkLevel(anyMessages);
        this.stateMessages = stateMessages.stream().map(List::copyOf).toList();
        this.groupMessages = groupMessages.stream().map(List::copyOf).toList();
        this.anyMessages = List.copyOf(anyMessages);
        this.readsTime = b.readsTime;
        List<Handler> sorted = new ArrayList<>(distinct);
        sorted.sort((x, y) -> Integer.compare(x.index(), y.index()));
        this.distinct = Collections.unmodifiableList(sorted);
        for (Handler h : sorted) {
            h.to().forEach(this::target);
        }
    }

    /** Starts describing the machine {@code name} (what its exceptions name) with these states, in ordinal order. */
    public static Builder builder(String name, List<String> states) {
        return new Builder(name, states);
    }

    public static Builder builder(String name, String... states) {
        return new Builder(name, Arrays.asList(states));
    }

    // ---------------------------------------------------------------------------------------------
    // What the machine is

    public String name() {
        return name;
    }

    /** The states' names, in ordinal order. */
    public List<String> states() {
        return states;
    }

    public int stateCount() {
        return states.size();
    }

    public String stateName(int ordinal) {
        return states.get(ordinal);
    }

    /** The ordinal of the state named {@code name}, or -1. */
    public int ordinal(String name) {
        return states.indexOf(name);
    }

    public int initial() {
        return initial;
    }

    public boolean isEntryPoint(int state) {
        return state >= 0 && state < entryPoint.length && entryPoint[state];
    }

    /** The {@code @EntryPoint} states, in ordinal order. */
    public List<Integer> entryPoints() {
        List<Integer> all = new ArrayList<>();
        for (int s = 0; s < entryPoint.length; s++) {
            if (entryPoint[s]) {
                all.add(s);
            }
        }
        return all;
    }

    /** Whether an entity may be started in {@code state} or sent there from outside: initial, or an entry point. */
    public boolean startable(int state) {
        return state == initial || isEntryPoint(state);
    }

    /** The states an entity may be started in or sent to from outside: the initial state, then the entry points. */
    public int[] startables() {
        List<Integer> all = new ArrayList<>();
        all.add(initial);
        for (int e : entryPoints()) {
            if (e != initial) {
                all.add(e);
            }
        }
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    public boolean settle() {
        return settle;
    }

    public int maxTransitionsPerTick() {
        return maxTransitionsPerTick;
    }

    /** Whether {@code state} is an {@code @Interrupt} state: entering it pushes the state left. */
    public boolean isInterrupt(int state) {
        return state >= 0 && state < interrupt.length && interrupt[state];
    }

    /** Whether the machine has {@code @Interrupt} states: its entities keep a stack. */
    public boolean hasStacks() {
        for (boolean i : interrupt) {
            if (i) {
                return true;
            }
        }
        return false;
    }

    /** The ordinal of the {@code @Back} pseudo-state (no entity is ever in it), or -1 when there is none. */
    public int back() {
        return back;
    }

    /** Whether entities are ids (handles are ids) rather than objects. */
    public boolean idMode() {
        return idMode;
    }

    /** The handler of ({@code event}, {@code state}), or null when the state has none. */
    public Handler handler(int event, int state) {
        if (event < Events.ENTER || event > Events.EXIT) {
            throw new IllegalArgumentException("no handlers of " + Events.name(event));
        }
        return handlers[event][state];
    }

    /** Every handler, once, by index. */
    public List<Handler> handlers() {
        return distinct;
    }

    /** The groups' names, in the order declared (a group's index). */
    public List<String> groups() {
        return groupNames;
    }

    /** The index of the group named {@code name}, or -1. */
    public int group(String name) {
        return groupNames.indexOf(name);
    }

    /** The group that {@code group} is nested in, or -1. */
    public int parent(int group) {
        return parent[group];
    }

    /** Whether {@code state} is in {@code group} (directly or in a nested group); false for -1. */
    public boolean inGroup(int group, int state) {
        return state >= 0 && members[group][state];
    }

    /** The groups that contain {@code state}, outermost first. */
    public List<Integer> groupsOf(int state) {
        List<Integer> of = new ArrayList<>();
        for (int g = 0; g < groupNames.size(); g++) {
            if (inGroup(g, state)) {
                of.add(g);
            }
        }
        of.sort((x, y) -> Integer.compare(depth[x], depth[y]));
        return of;
    }

    // ---------------------------------------------------------------------------------------------
    // Groups you enter, and history

    /** {@code @StateGroup(history)} of {@code group}. */
    public History history(int group) {
        return history[group];
    }

    /** The groups that have history, in declaration order: the runtime's history group index is the position here. */
    public List<Integer> historyGroups() {
        return historyGroups;
    }

    /** Whether {@code group} has an {@code initial}: it may be named as a target. */
    public boolean hasInitial(int group) {
        return initialMember[group] != NO_INITIAL;
    }

    /** {@code group}'s constant (a pseudo-state named like it), or -1. */
    public int constant(int group) {
        return constant[group];
    }

    /** Whether {@code state} is a group's constant: a pseudo-state no entity is ever in. */
    public boolean isGroupConstant(int state) {
        return state >= 0 && state < constantOf.length && constantOf[state] >= 0;
    }

    /**
     * The target a {@code to} names by {@code name}: a state's ordinal (a group's constant included), or
     * {@code stateCount() + g} for a group with an initial and no constant.
     *
     * @throws IllegalArgumentException for a name that is neither, or a group without an initial
     */
    public int target(String name) {
        int ordinal = states.indexOf(name);
        if (ordinal >= 0) {
            return ordinal;
        }
        int g = groupNames.indexOf(name);
        if (g < 0 || !hasInitial(g)) {
            throw new IllegalArgumentException(this.name + ": " + name + " is no state and no group with an initial");
        }
        return states.size() + g;
    }

    /** The name of a target ({@link #target}): the state's, or the group's. */
    public String targetName(int target) {
        return target < states.size() ? states.get(target) : groupNames.get(target - states.size());
    }

    /** The group a target enters by its name (its constant, or its pseudo-ordinal), or -1 for a state. */
    public int groupNamed(int target) {
        if (target >= states.size()) {
            return target - states.size();
        }
        return target >= 0 ? constantOf[target] : -1;
    }

    /**
     * The state that entering {@code group} by its name enters (docs/semantics.md, "Groups you enter, and
     * history"), given the entity's history: {@code last.applyAsInt(g)} is the state it last left history
     * group g from, or -1. DEEP resumes that state; SHALLOW the direct member holding it (a nested group
     * entered by its name in turn); no history, or nothing held: the initial (a group: by its name).
     */
    public int resolve(int group, java.util.function.IntUnaryOperator last) {
        int g = group;
        for (int depth = 0; depth <= groupNames.size(); depth++) {
            int held = history[g] == History.NONE ? -1 : last.applyAsInt(g);
            if (held >= 0 && history[g] == History.DEEP) {
                return held;
            }
            int member = held >= 0 ? directMember(g, held) : initialMember[g];
            if (member == NO_INITIAL) {
                throw new IllegalArgumentException(name + ": " + groupNames.get(g) + " has no initial");
            }
            if (member >= 0) {
                return member;
            }
            g = -1 - member;
        }
        throw new AssertionError("model: groups form a cycle under " + groupNames.get(group));
    }

    /** The direct member of {@code group} that holds {@code state}: the state, or {@code -1 - g} for nested group g. */
    private int directMember(int group, int state) {
        for (int c = 0; c < groupNames.size(); c++) {
            if (parent[c] == group && members[c][state]) {
                return -1 - c;
            }
        }
        return state;
    }

    /** The handler of ({@code event}, {@code group}), or null. */
    public Handler groupHandler(int event, int group) {
        if (event < Events.ENTER || event > Events.EXIT) {
            throw new IllegalArgumentException("no group handlers of " + Events.name(event));
        }
        return groupHandlers[event][group];
    }

    // ---------------------------------------------------------------------------------------------
    // Timers and time slicing (issue 43)

    /** The timers of {@code state}, in declaration order (the first wins a tie). */
    public List<Timer> timers(int state) {
        return timers.get(state);
    }

    /** Whether some state has a timer. */
    public boolean hasTimers() {
        return timers.stream().anyMatch(t -> !t.isEmpty());
    }

    /** The {@code every} of {@code state}'s decision: 0 when it decides every tick. */
    public int every(int state) {
        return every[state];
    }

    /** Whether some state is time-sliced: a batch then takes strides. */
    public boolean slices() {
        for (int e : every) {
            if (e > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code state} has no decision (no update of its own or of its groups, no guard): the tick does not visit it. */
    public boolean sleeps(int state) {
        return decisions.get(state).isEmpty();
    }

    /** The guards of {@code state}, in the order its decision tries them. */
    public List<Step.Guard> guards(int state) {
        return guards.get(state);
    }

    /** Whether some handler reads {@code @TimeInState}: the generated machine then offers {@code timeInState}. */
    public boolean readsTime() {
        return readsTime;
    }

    /** The message handlers, in declaration order (a superclass's first): the order ties are broken by. */
    public List<Handler> messageHandlers() {
        return messageHandlers;
    }

    /** Whether some message handler of the machine takes {@code message}: else {@code send} refuses it. */
    public boolean takes(Object message) {
        return messageHandlers.stream().anyMatch(h -> h.takes(message));
    }

    /**
     * The levels of {@code state}'s message lookup, in the order they are tried: its own handlers, those
     * of the groups containing it (innermost first), the any-state handlers; each in declaration order.
     */
    public List<List<Handler>> messageLevels(int state) {
        List<List<Handler>> levels = new ArrayList<>();
        levels.add(stateMessages.get(state));
        List<Integer> groups = groupsOf(state);
        Collections.reverse(groups);
        for (int g : groups) {
            levels.add(groupMessages.get(g));
        }
        levels.add(anyMessages);
        return levels;
    }

    /**
     * The handler that takes {@code message} in {@code state} (docs/semantics.md, "Further rules":
     * which message handler takes a message), or null: the first level of {@link #messageLevels} with a handler whose type the message
     * is an instance of; in that level, the first such in {@link #tryOrder}.
     */
    public Handler messageHandler(int state, Object message) {
        for (List<Handler> level : messageLevels(state)) {
            for (Handler h : tryOrder(level)) {
                if (h.takes(message)) {
                    return h;
                }
            }
        }
        return null;
    }

    /**
     * A level's handlers in the order they are tried: declaration order, each moved up to just before the
     * first handler already placed whose type is a supertype of its own (so subtypes come first).
     */
    static List<Handler> tryOrder(List<Handler> level) {
        List<Handler> order = new ArrayList<>();
        for (Handler h : level) {
            int at = order.size();
            for (int i = 0; i < order.size(); i++) {
                if (order.get(i).messageType().isAssignableFrom(h.messageType())) {
                    at = i;
                    break;
                }
            }
            order.add(at, h);
        }
        return order;
    }

    /**
     * The message handlers some message can reach in {@code state}, in declaration order: those of its
     * levels that no handler of an earlier level shadows (one whose type is the same or a supertype
     * takes every message they would). {@code MachineInfo}'s message edges and types come from these.
     */
    public List<Handler> messageReach(int state) {
        List<Handler> reach = new ArrayList<>();
        List<Handler> earlier = new ArrayList<>();
        for (List<Handler> level : messageLevels(state)) {
            for (Handler h : level) {
                if (earlier.stream().noneMatch(e -> e.messageType().isAssignableFrom(h.messageType()))) {
                    reach.add(h);
                }
            }
            earlier.addAll(level);
        }
        reach.sort((x, y) -> Integer.compare(messageHandlers.indexOf(x), messageHandlers.indexOf(y)));
        return reach;
    }

    /** Whether {@code by} may ask for {@code target}: it is in its {@code to} (a group's constant by the group's name). */
    public boolean allows(Handler by, int target) {
        return by.allows(targetName(target));
    }

    // ---------------------------------------------------------------------------------------------
    // What the interpreter asks

    /**
     * The steps of an entity's decision in {@code state}, in order (docs/semantics.md, "A tick", Decision): the updates of
     * the groups containing it (outermost first), its guards (in the order given), its own update.
     */
    public List<Step> decision(int state) {
        return decisions.get(state);
    }

    /**
     * The exit handlers a transition from {@code from} to {@code to} runs, in order, each given
     * {@code to}: {@code from}'s own exit, then the exits of the groups it leaves (those that contain
     * {@code from} and not {@code to}), innermost first.
     */
    public List<Handler> exits(int from, int to) {
        List<Handler> exits = new ArrayList<>();
        Handler exit = handlers[Events.EXIT][from];
        if (exit != null) {
            exits.add(exit);
        }
        List<Integer> left = groupsOf(from);
        Collections.reverse(left);
        for (int g : left) {
            if (!inGroup(g, to) && groupHandlers[Events.EXIT][g] != null) {
                exits.add(groupHandlers[Events.EXIT][g]);
            }
        }
        return exits;
    }

    /**
     * The enter handlers a transition from {@code from} ({@code -1}: the entity starts) to {@code to}
     * runs, in order, each given {@code from}: the enters of the groups it enters (those that contain
     * {@code to} and not {@code from}; all of {@code to}'s when it starts), outermost first, void; then
     * {@code to}'s own enter, the one that may redirect.
     */
    public List<Handler> enters(int from, int to) {
        List<Handler> enters = new ArrayList<>();
        for (int g : groupsOf(to)) {
            if (!inGroup(g, from) && groupHandlers[Events.ENTER][g] != null) {
                enters.add(groupHandlers[Events.ENTER][g]);
            }
        }
        Handler enter = handlers[Events.ENTER][to];
        if (enter != null) {
            enters.add(enter);
        }
        return enters;
    }

    private static void checkLevel(List<Handler> level) {
        for (int i = 0; i < level.size(); i++) {
            for (int j = i + 1; j < level.size(); j++) {
                if (level.get(i).messageType() == level.get(j).messageType()) {
                    throw new IllegalArgumentException("two message handlers of one type in one state or group: "
                            + level.get(i) + " and " + level.get(j));
                }
            }
        }
    }

    @Override
    public String toString() {
        return name + states;
    }

    // ---------------------------------------------------------------------------------------------

    /** Builds a {@link Machine}; every setting has the annotations' default. */
    public static final class Builder {
        private final String name;
        private final List<String> states;
        private int initial;
        private final boolean[] entryPoint;
        private boolean settle;
        private int maxTransitionsPerTick = 8;
        private boolean idMode;
        private final boolean[] interrupt;
        private int back = -1;
        private final Handler[][] handlers = new Handler[Events.EXIT + 1][];
        private int nextIndex;
        private final List<String> groupNames = new ArrayList<>();
        private final List<List<String>> groupStates = new ArrayList<>();
        private final List<List<String>> groupGroups = new ArrayList<>();
        private final List<String> groupInitial = new ArrayList<>();
        private final List<History> groupHistory = new ArrayList<>();
        private final Handler[][] groupHandlers = new Handler[Events.EXIT + 1][];
        private final List<Handler> guards = new ArrayList<>();
        private final List<List<String>> guardFrom = new ArrayList<>();
        private boolean readsTime;
        private final List<Handler> messageHandlers = new ArrayList<>();
        private final List<List<String>> messageValues = new ArrayList<>();
        private final java.util.Map<Handler, Integer> every = new java.util.HashMap<>();
        private final List<Timer> afters = new ArrayList<>();
        private final List<List<String>> afterValues = new ArrayList<>();
        private final List<String> afterTargets = new ArrayList<>();

        private Builder(String name, List<String> states) {
            if (states.isEmpty() || new LinkedHashSet<>(states).size() != states.size()) {
                throw new IllegalArgumentException("states must be distinct and at least one: " + states);
            }
            this.name = name;
            this.states = List.copyOf(states);
            this.entryPoint = new boolean[states.size()];
            this.interrupt = new boolean[states.size()];
            for (int event = Events.ENTER; event <= Events.EXIT; event++) {
                handlers[event] = new Handler[states.size()];
                groupHandlers[event] = new Handler[0];
            }
        }

        private int ordinal(String state) {
            int ordinal = states.indexOf(state);
            if (ordinal < 0) {
                throw new IllegalArgumentException(name + " has no state " + state);
            }
            return ordinal;
        }

        /** A {@code to}'s name: a state, or a group declared before (whether it has an initial is checked by {@link Machine#target}). */
        private void targetOrGroup(String name) {
            if (!groupNames.contains(name)) {
                ordinal(name);
            }
        }

        /** {@code @States(initial = ...)}; the first state when not called. */
        public Builder initial(String state) {
            this.initial = ordinal(state);
            return this;
        }

        /** Marks states {@code @EntryPoint}. */
        public Builder entryPoints(String... states) {
            for (String s : states) {
                entryPoint[ordinal(s)] = true;
            }
            return this;
        }

        /** Marks states {@code @Interrupt}. */
        public Builder interrupts(String... states) {
            for (String s : states) {
                interrupt[ordinal(s)] = true;
            }
            return this;
        }

        /**
         * Marks the {@code @Back} pseudo-state: a handler of an interrupt that returns it goes back to the
         * state on top of the entity's stack.
         */
        public Builder back(String state) {
            this.back = ordinal(state);
            return this;
        }

        public Builder settle(boolean settle) {
            this.settle = settle;
            return this;
        }

        public Builder maxTransitionsPerTick(int limit) {
            if (limit < 1) {
                throw new IllegalArgumentException("maxTransitionsPerTick " + limit);
            }
            this.maxTransitionsPerTick = limit;
            return this;
        }

        public Builder idMode(boolean idMode) {
            this.idMode = idMode;
            return this;
        }

        /**
         * A {@code @StateGroup}: {@code name}, the states it lists itself and the groups nested in it
         * (declared before or after). Groups are numbered in the order declared.
         */
        public Builder group(String name, List<String> states, List<String> nested) {
            return group(name, states, nested, null, History.NONE);
        }

        /**
         * A {@code @StateGroup} with an {@code initial} (a direct member: one of {@code states} or of
         * {@code nested}; null for none) and a {@code history} (which needs an initial). A state named
         * like the group is its constant (the group needs an initial then).
         */
        public Builder group(String name, List<String> states, List<String> nested, String initial, History history) {
            if ((this.states.contains(name) && initial == null) || groupNames.contains(name)) {
                throw new IllegalArgumentException("group " + name + " is named like a state or a group");
            }
            for (String s : states) {
                ordinal(s);
            }
            groupNames.add(name);
            groupStates.add(List.copyOf(states));
            groupGroups.add(List.copyOf(nested));
            groupInitial.add(initial);
            groupHistory.add(java.util.Objects.requireNonNull(history));
            for (int event = Events.ENTER; event <= Events.EXIT; event++) {
                groupHandlers[event] = java.util.Arrays.copyOf(groupHandlers[event], groupNames.size());
            }
            return this;
        }

        /**
         * A guard, tried after those added before it in every state it guards: each state of {@code from}
         * (a group: each of its members) but the state it leads to.
         */
        public Builder guard(Handler guard, List<String> from) {
            if (!guard.isGuard()) {
                throw new IllegalArgumentException("not a guard: " + guard);
            }
            targetOrGroup(guard.to().get(0));
            for (String f : from) {
                if (!groupNames.contains(f)) {
                    ordinal(f);
                }
            }
            guards.add(guard);
            guardFrom.add(List.copyOf(from));
            nextIndex = Math.max(nextIndex, guard.index() + 1);
            return this;
        }

        /**
         * An {@code @OnMessage} handler serving {@code value}: states and groups (declared first), or none
         * for any state. Added in declaration order, a superclass's first (a subclass's handler for the same
         * (state or group, type) replaces an inherited one: the caller resolves that); each (state, group
         * or any state, message type) has one.
         */
        public Builder message(Handler handler, List<String> value) {
            if (!handler.isMessage()) {
                throw new IllegalArgumentException("not a message handler: " + handler);
            }
            for (String to : handler.to()) {
                targetOrGroup(to);
            }
            for (String v : value) {
                if (!groupNames.contains(v)) {
                    ordinal(v);
                }
            }
            messageHandlers.add(handler);
            messageValues.add(List.copyOf(value));
            nextIndex = Math.max(nextIndex, handler.index() + 1);
            return this;
        }

        /** Whether some handler reads {@code @TimeInState}. */
        public Builder readsTime(boolean readsTime) {
            this.readsTime = readsTime;
            return this;
        }

        /** Makes {@code handler} the handler of its event in each of {@code states}. */
        public Builder on(Handler handler, String... states) {
            return on(handler, Arrays.asList(states));
        }

        /**
         * Makes {@code handler} the handler of its event in each of {@code states} (a group's name: of the
         * group; groups are declared first); each (state or group, event) has one.
         */
        public Builder on(Handler handler, List<String> states) {
            for (String to : handler.to()) {
                targetOrGroup(to);
            }
            if (handler.isGuard() || handler.isMessage()) {
                throw new IllegalArgumentException("a guard or message handler is added with guard() or message(): "
                        + handler);
            }
            for (String s : states) {
                int group = groupNames.indexOf(s);
                if (group >= 0) {
                    if (handler.event() != Events.UPDATE && handler.returnsState()) {
                        throw new IllegalArgumentException("a group's enter or exit returns nothing: " + handler);
                    }
                    if (groupHandlers[handler.event()][group] != null) {
                        throw new IllegalArgumentException("two handlers of " + Events.name(handler.event())
                                + " in group " + s);
                    }
                    groupHandlers[handler.event()][group] = handler;
                    continue;
                }
                int ordinal = ordinal(s);
                Handler[] byState = handlers[handler.event()];
                if (byState[ordinal] != null) {
                    throw new IllegalArgumentException("two handlers of " + Events.name(handler.event()) + " in " + s
                            + ": " + byState[ordinal] + " and " + handler);
                }
                byState[ordinal] = handler;
            }
            nextIndex = Math.max(nextIndex, handler.index() + 1);
            return this;
        }

        /** A handler of {@code event} in {@code state}, numbered in the order they are added, named after them. */
        public Builder on(String state, int event, boolean returnsState, boolean takesArgument, String... to) {
            int index = nextIndex;
            return on(new Handler(index, Events.name(event).toLowerCase(java.util.Locale.ROOT) + state, event,
                    returnsState, takesArgument, Arrays.asList(to)), state);
        }

        /** {@code @OnUpdate(every = e)} on {@code update} (added with {@link #on}): its states' decisions are sliced. */
        public Builder every(Handler update, int e) {
            if (update.event() != Events.UPDATE || e < 0) {
                throw new IllegalArgumentException("every " + e + " on " + update);
            }
            every.put(update, e);
            return this;
        }

        /** {@code @After(value, seconds, to)}, after those added before it. */
        public Builder after(List<String> value, float seconds, String to) {
            return after(value, seconds, null, to);
        }

        /** {@code @After(value, delay = method, to)}, after those added before it. */
        public Builder after(List<String> value, String method, String to) {
            return after(value, 0f, java.util.Objects.requireNonNull(method), to);
        }

        private Builder after(List<String> value, float seconds, String method, String to) {
            if (method == null && !(seconds >= 0f && seconds < Float.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("@After seconds " + seconds);
            }
            targetOrGroup(to);
            for (String v : value) {
                if (!groupNames.contains(v)) {
                    ordinal(v);
                }
            }
            afters.add(new Timer(afters.size(), seconds, method, -1));
            afterValues.add(List.copyOf(value));
            afterTargets.add(to);
            return this;
        }

        public Machine build() {
            if (back >= 0 && (back == initial || entryPoint[back] || interrupt[back])) {
                throw new IllegalArgumentException("@Back on the initial state, an entry point or an interrupt: "
                        + states.get(back));
            }
            return new Machine(this);
        }
    }
}
