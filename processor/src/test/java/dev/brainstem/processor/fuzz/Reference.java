package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.processor.fuzz.MachineSpec.StateSpec;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The design's semantics ("Semantics" in DESIGN.md), written as plainly as possible: a map from state
 * to handler for each event, and the rules of start, update, exit and enter, redirects, settle, the
 * failsafe, undeclared targets and {@code transitionTo}. No generated code is involved: a handler's
 * behaviour is its {@link World} script, the same one the generated code's handlers consult.
 */
final class Reference {

    /** A handler as the machine sees it: which method (its index), what it may return, whether it takes its argument. */
    record Handler(int index, String method, Set<String> to, boolean returnsState, boolean hasArg) {}

    /**
     * The machine refuses a transition. {@code kind} is the runtime exception's simple name; the other
     * fields are what that exception reports.
     */
    static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String kind;
        final String state;
        final int event;
        final String target;
        final int limit;
        final String entity;

        Refusal(String kind, String entity, String state, int event, String target, int limit) {
            super(kind, null, false, false);
            this.kind = kind;
            this.entity = entity;
            this.state = state;
            this.event = event;
            this.target = target;
            this.limit = limit;
        }
    }

    static final int NONE = 0;

    final String machineName;
    final boolean idMode;
    final List<String> states;
    final String initial;
    final Set<String> entryPoints = new LinkedHashSet<>();
    final boolean settle;
    final int limit;
    /** For each event, the handler of each state that has one. */
    final Map<Event, Map<String, Handler>> handlers = new EnumMap<>(Event.class);

    Reference(MachineSpec spec) {
        this.machineName = spec.entity;
        this.idMode = spec.idMode;
        this.states = spec.stateNames();
        this.initial = spec.initialName();
        for (StateSpec state : spec.states) {
            if (state.entryPoint) {
                entryPoints.add(state.name);
            }
        }
        this.settle = spec.settle;
        this.limit = spec.limit();
        for (Event event : Event.values()) {
            Map<String, Handler> byState = new HashMap<>();
            for (String state : states) {
                spec.effective(event, state).ifPresent(h -> byState.put(state, handler(h)));
            }
            handlers.put(event, byState);
        }
    }

    private static Handler handler(HandlerSpec h) {
        return new Handler(h.index, h.name, new LinkedHashSet<>(h.to), h.returnsState, h.hasArg);
    }

    /** The options each handler's script picks from, as ordinals; what {@link World} is built with. */
    static int[][] options(MachineSpec spec) {
        int[][] options = new int[spec.handlers.size()][];
        for (HandlerSpec h : spec.handlers) {
            List<Integer> ordinals = new ArrayList<>();
            if (h.returnsState) {
                for (String option : h.options) {
                    int ordinal = option == null ? -1 : spec.ordinal(option);
                    if (option == null || ordinal >= 0) {
                        ordinals.add(ordinal);
                    }
                }
            }
            options[h.index] = ordinals.stream().mapToInt(Integer::intValue).toArray();
        }
        return options;
    }

    boolean startable(String state) {
        return state != null && (state.equals(initial) || entryPoints.contains(state));
    }

    String describe(int entity) {
        return idMode ? "id " + entity : "E" + entity;
    }

    int ordinal(String state) {
        return states.indexOf(state);
    }

    /** The edges as {@code MachineInfo} lists them: update edges, then enter redirects, each by source ordinal. */
    List<String> edges() {
        List<String> edges = new ArrayList<>();
        for (Event event : List.of(Event.UPDATE, Event.ENTER)) {
            for (String from : states) {
                Handler h = handlers.get(event).get(from);
                if (h != null) {
                    for (String to : h.to()) {
                        edges.add(from + " -> " + to + (event == Event.ENTER ? " (enter)" : ""));
                    }
                }
            }
        }
        return edges;
    }

    /** Starts a machine, as {@code XFsm.start}: throws what the start throws, and then there is no machine. */
    Machine start(World world, int entity, String state) {
        if (!startable(state)) {
            throw new IllegalArgumentException("not startable: " + state);
        }
        Machine machine = new Machine(world, entity, describe(entity));
        machine.state = state;
        machine.begin();
        return machine;
    }

    /** Whether each handler is an update handler: those are the ones that call the world's hook. */
    static boolean[] updates(MachineSpec spec) {
        boolean[] updates = new boolean[spec.handlers.size()];
        for (HandlerSpec h : spec.handlers) {
            updates[h.index] = h.event == Event.UPDATE;
        }
        return updates;
    }

    /** Told of each transition, after the exit handler and before the enter handler. */
    interface MoveListener {
        void moved(String from, String to, int event);
    }

    private static boolean stays(String next, String current) {
        return next == null || next.equals(current);
    }

    /** One entity's machine. */
    final class Machine {
        final World world;
        final int entity;
        /** How exceptions name the entity: "E3", "id 3", "handle 384". */
        final String who;
        MoveListener listener;
        String state;
        String previous;
        /** The event whose handler runs (or whose handler's result is refused); what a failure is reported as. */
        int running;

        Machine(World world, int entity, String who) {
            this.world = world;
            this.entity = entity;
            this.who = who;
        }

        /** Runs the enter handler of the state the entity starts in ({@code from == null}), and its redirects. */
        void begin() {
            running = Event.ENTER.code();
            String next = enter(state, null);
            if (!stays(next, state)) {
                follow(Event.ENTER.code(), next, 0f, false);
            }
        }

        /** One tick: the update handler, then the transitions it asks for. Returns the state after. */
        String update(float dt) {
            running = Event.UPDATE.code();
            String next = update(state, dt);
            if (!stays(next, state)) {
                follow(Event.UPDATE.code(), next, dt, settle);
            }
            return state;
        }

        /** From outside: only the initial state or an entry point; re-enters when already there. */
        void transitionTo(String target) {
            if (!startable(target)) {
                throw new IllegalArgumentException("not startable: " + target);
            }
            follow(NONE, target, 0f, false);
        }

        /**
         * Moves to {@code next}, asked for by a handler of {@code event} (NONE: from outside), then follows
         * enter redirects and, when settling, the new state's update, counting transitions.
         */
        void follow(int event, String next, float dt, boolean settling) {
            int made = 0;
            while (true) {
                if (event != NONE && !declared(event, state, next)) {
                    running = event;
                    throw new Refusal("IllegalTransitionException", who, state, event, next, 0);
                }
                if (made >= limit) {
                    running = event;
                    throw new Refusal("TransitionLimitException", who, state, event, next, limit);
                }
                made++;
                running = Event.EXIT.code();
                exit(state, next);
                previous = state;
                state = next;
                if (listener != null) {
                    listener.moved(previous, state, event);
                }
                event = Event.ENTER.code();
                running = event;
                next = enter(state, previous);
                if (stays(next, state)) {
                    if (!settling) {
                        return;
                    }
                    event = Event.UPDATE.code();
                    running = event;
                    next = update(state, dt);
                    if (stays(next, state)) {
                        return;
                    }
                }
            }
        }

        private boolean declared(int event, String from, String to) {
            Handler h = handlers.get(event == Event.UPDATE.code() ? Event.UPDATE : Event.ENTER).get(from);
            return h != null && h.to().contains(to);
        }

        String enter(String in, String from) {
            return run(Event.ENTER, in, from == null ? -1 : ordinal(from), World.NO_DT);
        }

        String update(String in, float dt) {
            return run(Event.UPDATE, in, World.NO_ARG, dt);
        }

        void exit(String in, String to) {
            run(Event.EXIT, in, ordinal(to), World.NO_DT);
        }

        /** Runs the handler of (event, state), if it has one; returns the state it asks for, null to stay. */
        String run(Event event, String in, int arg, float dt) {
            Handler h = handlers.get(event).get(in);
            if (h == null) {
                return null;
            }
            int result = world.call(entity, h.index(),
                    h.hasArg() && event != Event.UPDATE ? arg : World.NO_ARG,
                    h.hasArg() && event == Event.UPDATE ? dt : World.NO_DT);
            return h.returnsState() && result >= 0 ? states.get(result) : null;
        }
    }
}
