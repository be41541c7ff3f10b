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
 * <p>It holds what DESIGN.md's "What users write", "Annotations" and "Handler rules" give a machine:
 * the states in ordinal order, the initial state ({@code @States(initial)}, else the first), the
 * {@code @EntryPoint} states, {@code settle} and {@code maxTransitionsPerTick}
 * ({@code @StateMachine}), whether it is an id-mode machine, and at most one {@link Handler} per
 * (state, event) (a superclass's handler, replaced by a subclass's, is for the caller to resolve).
 *
 * <p>It also answers, per state, the questions the interpreter asks, so that the wave-2 features are
 * local changes here: {@link #decision} (the steps of a decision: today the update), {@link #exits}
 * and {@link #enters} (the handlers a transition runs: today the state's own exit and enter).
 */
public final class Machine {
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

    private Machine(Builder b) {
        this.name = b.name;
        this.states = List.copyOf(b.states);
        this.initial = b.initial;
        this.entryPoint = b.entryPoint.clone();
        this.settle = b.settle;
        this.maxTransitionsPerTick = b.maxTransitionsPerTick;
        this.idMode = b.idMode;
        this.handlers = new Handler[Events.EXIT + 1][];
        for (int event = Events.ENTER; event <= Events.EXIT; event++) {
            handlers[event] = b.handlers[event].clone();
        }
        List<List<Step>> decisions = new ArrayList<>();
        for (int s = 0; s < states.size(); s++) {
            List<Step> steps = new ArrayList<>();
            Handler update = handlers[Events.UPDATE][s];
            if (update != null) {
                steps.add(new Step.Update(update));
            }
            decisions.add(List.copyOf(steps));
        }
        this.decisions = List.copyOf(decisions);
        Set<Handler> distinct = new LinkedHashSet<>();
        for (int event = Events.ENTER; event <= Events.EXIT; event++) {
            for (Handler h : handlers[event]) {
                if (h != null) {
                    distinct.add(h);
                }
            }
        }
        List<Handler> sorted = new ArrayList<>(distinct);
        sorted.sort((x, y) -> Integer.compare(x.index(), y.index()));
        this.distinct = Collections.unmodifiableList(sorted);
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

    /** Whether {@code by} may ask for {@code target}: it is in its {@code to}. */
    public boolean allows(Handler by, int target) {
        return by.allows(states.get(target));
    }

    // ---------------------------------------------------------------------------------------------
    // What the interpreter asks

    /**
     * The steps of an entity's decision in {@code state}, in order (DESIGN.md, "Tick"): today the
     * state's update, when it has one. Wave 2 adds the groups' updates (outermost first) and the guards
     * (declaration order) before it.
     */
    public List<Step> decision(int state) {
        return decisions.get(state);
    }

    /**
     * The exit handlers a transition from {@code from} to {@code to} runs, in order, each given
     * {@code to}: today {@code from}'s own exit. Wave 2 appends the exits of the groups it leaves,
     * innermost first.
     */
    public List<Handler> exits(int from, int to) {
        Handler exit = handlers[Events.EXIT][from];
        return exit == null ? List.of() : List.of(exit);
    }

    /**
     * The enter handlers a transition from {@code from} ({@code -1}: the entity starts) to {@code to}
     * runs, in order, each given {@code from}: today {@code to}'s own enter, the one that may redirect.
     * Wave 2 puts the enters of the groups it enters (outermost first, void) before it.
     */
    public List<Handler> enters(int from, int to) {
        Handler enter = handlers[Events.ENTER][to];
        return enter == null ? List.of() : List.of(enter);
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
        private final Handler[][] handlers = new Handler[Events.EXIT + 1][];
        private int nextIndex;

        private Builder(String name, List<String> states) {
            if (states.isEmpty() || new LinkedHashSet<>(states).size() != states.size()) {
                throw new IllegalArgumentException("states must be distinct and at least one: " + states);
            }
            this.name = name;
            this.states = List.copyOf(states);
            this.entryPoint = new boolean[states.size()];
            for (int event = Events.ENTER; event <= Events.EXIT; event++) {
                handlers[event] = new Handler[states.size()];
            }
        }

        private int ordinal(String state) {
            int ordinal = states.indexOf(state);
            if (ordinal < 0) {
                throw new IllegalArgumentException(name + " has no state " + state);
            }
            return ordinal;
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

        /** Makes {@code handler} the handler of its event in each of {@code states}. */
        public Builder on(Handler handler, String... states) {
            return on(handler, Arrays.asList(states));
        }

        /** Makes {@code handler} the handler of its event in each of {@code states}; each (state, event) has one. */
        public Builder on(Handler handler, List<String> states) {
            for (String to : handler.to()) {
                ordinal(to);
            }
            for (String s : states) {
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

        public Machine build() {
            return new Machine(this);
        }
    }
}
