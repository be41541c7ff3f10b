package dev.brainstem.diagrams;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A machine as its diagrams draw it: its states, initial state, entry points, groups, interrupts and
 * edges, each edge with its cause. {@link #toMermaid()} and {@link #toDot()} draw it; the processor
 * writes these drawings next to the classes, a game draws its own with {@link Diagrams#of}.
 *
 * <p>Edges are given in groups, one per handler (every state it serves to every state its {@code to}
 * lists), and drawn by cause (updates, enter redirects, guards, messages), then by the ordinal of
 * their source, then in the order given: the order {@code MachineInfo.edges()} lists them in, so edge
 * <i>i</i> of a drawing is edge <i>i</i> of the description. A drawing leaves the edges out above
 * {@value #DRAWN_EDGES} of them: no one reads such a picture, and its text would be larger than the
 * program. The {@code @Back} pseudo-state is no state of a diagram: no entity is ever in it, and its
 * edges are drawn from each interrupt back to the states it can return to. Nor is a group's constant (a
 * state named like a group that has an initial): an edge to it, or to the group by its name, leads to
 * the group, and the group shows where it is entered: Mermaid draws {@code [*] --> initial} inside the
 * composite state, captioned {@code H} for a shallow history and {@code H*} for a deep one; DOT draws the
 * group's entry inside its cluster, a point or a circle marked {@code H} or {@code H*}, with an arrow to
 * the initial member.
 *
 * <p>A machine of orthogonal regions is one diagram per region, the first one's holding the others
 * ({@link Builder#regions}): Mermaid draws one composite state named after the machine with each
 * region's whole chart inside it, the regions separated by {@code --} (Mermaid's concurrent regions);
 * DOT draws one cluster per region. A machine without regions is drawn exactly as before.
 */
public final class StateDiagram {
    /** The most edges a drawing shows. */
    public static final int DRAWN_EDGES = 2000;

    /** What makes an edge, in the order a drawing lists them. */
    public enum Cause {
        /** A {@code to} entry of an {@code @OnUpdate}, a state's or a group's. */
        UPDATE,
        /** A {@code to} entry of an {@code @OnEnter}: an enter redirect. */
        ENTER,
        /** A {@code @Transition} guard's target. */
        GUARD,
        /** A {@code to} entry of an {@code @OnMessage}. */
        MESSAGE,
        /** A timed transition's target ({@code @After}), captioned with its delay: "after 2.5s". */
        AFTER
    }

    /** What entering a group by its name resumes; the marker a drawing shows, as UML writes it. */
    public enum History {
        /** No history: the group's initial is entered. */
        NONE(null),
        /** The direct member last left from. */
        SHALLOW("H"),
        /** The state last left from. */
        DEEP("H*");

        private final String marker;

        History(String marker) {
            this.marker = marker;
        }

        /** {@code H}, {@code H*}, or null for none. */
        public String marker() {
            return marker;
        }
    }

    /** One drawn edge. */
    public static final class Edge {
        private final String from;
        private final String to;
        private final Cause cause;
        private final String label;
        private final boolean back;

        Edge(String from, String to, Cause cause, String label, boolean back) {
            this.from = from;
            this.to = to;
            this.cause = cause;
            this.label = label;
            this.back = back;
        }

        public String from() {
            return from;
        }

        public String to() {
            return to;
        }

        /**
         * How a drawing labels it: "on enter", the guard's or the message type's name, "after 2.5s" for a
         * timed transition, "AGGRO update"
         * for a group's update, "back" (with its cause) for where a {@code @Back} leads; null for a
         * state's own update.
         */
        public String caption() {
            String cause = causeCaption();
            if (back) {
                return cause == null ? "back" : "back, " + cause;
            }
            return cause;
        }

        private String causeCaption() {
            switch (this.cause) {
                case ENTER:
                    return "on enter";
                case GUARD:
                case MESSAGE:
                case AFTER:
                    return label;
                default:
                    return label == null ? null : label + " update";
            }
        }
    }

    /**
     * A {@code @StateGroup}: its name, the group it is nested in (or null), the states it lists itself,
     * and the member entered by its name (or null) with its history.
     */
    public static final class Group {
        private final String name;
        private final String parent;
        private final List<String> states;
        private final String initial;
        private final History history;

        public Group(String name, String parent, List<String> states) {
            this(name, parent, states, null, History.NONE);
        }

        /**
         * @param initial the direct member (a state, or a nested group) entered when a transition names the
         *     group; null for none
         * @param history {@link History#NONE} for none
         */
        public Group(String name, String parent, List<String> states, String initial, History history) {
            this.name = name;
            this.parent = parent;
            this.states = Collections.unmodifiableList(new ArrayList<String>(states));
            this.initial = initial;
            this.history = history == null ? History.NONE : history;
        }

        /** The direct member entered when a transition names the group; null when none may. */
        public String initial() {
            return initial;
        }

        public History history() {
            return history;
        }

        public String name() {
            return name;
        }

        public String parent() {
            return parent;
        }

        public List<String> states() {
            return states;
        }
    }

    /** The edges of one handler. */
    private static final class Handler {
        final Cause cause;
        final String[] from;
        final String[] to;
        final String label;
        final boolean back;

        Handler(Cause cause, String[] from, String[] to, String label, boolean back) {
            this.cause = cause;
            this.from = from;
            this.to = to;
            this.label = label;
            this.back = back;
        }
    }

    /** Builds a diagram; {@link #build()} checks that every name it was given is a state. */
    public static final class Builder {
        private final String name;
        private final List<String> states;
        private final String initial;
        private final List<String> entryPoints = new ArrayList<String>();
        private final List<Group> groups = new ArrayList<Group>();
        private final List<String> interrupts = new ArrayList<String>();
        private final List<Handler> handlers = new ArrayList<Handler>();
        private final List<StateDiagram> regions = new ArrayList<StateDiagram>();
        private String back;

        private Builder(String name, List<String> states, String initial) {
            this.name = name;
            this.states = Collections.unmodifiableList(new ArrayList<String>(states));
            this.initial = initial;
        }

        /** The {@code @EntryPoint} states; the initial state among them is drawn once, as the start. */
        public Builder entryPoints(List<String> entryPoints) {
            this.entryPoints.addAll(entryPoints);
            return this;
        }

        /** A {@code @StateGroup}, after the group it is nested in. */
        public Builder group(String name, String parent, List<String> states) {
            groups.add(new Group(name, parent, states));
            return this;
        }

        /**
         * A {@code @StateGroup} a transition may name, after the group it is nested in.
         *
         * @param initial the direct member (a state, or a nested group) entering it by name enters
         * @param history what entering it by name resumes
         */
        public Builder group(String name, String parent, List<String> states, String initial, History history) {
            groups.add(new Group(name, parent, states, initial, history));
            return this;
        }

        /** The {@code @Interrupt} states, drawn dashed. */
        public Builder interrupts(List<String> interrupts) {
            this.interrupts.addAll(interrupts);
            return this;
        }

        /** The {@code @Back} pseudo-state: one of the states, never drawn as one. */
        public Builder back(String back) {
            this.back = back;
            return this;
        }

        /**
         * The edges of one handler: from each of {@code from} to each of {@code to}, in the order given.
         *
         * @param label the guard's method name, the message type's simple name, or the name of the group
         *     whose update it is; null for a state's own update or an enter redirect
         */
        public Builder edges(Cause cause, List<String> from, List<String> to, String label) {
            handlers.add(new Handler(cause, from.toArray(new String[0]), to.toArray(new String[0]), label, false));
            return this;
        }

        /** Where a {@code @Back} returned by a handler of the interrupts {@code from} can lead. */
        public Builder backEdges(Cause cause, List<String> from, List<String> to, String label) {
            handlers.add(new Handler(cause, from.toArray(new String[0]), to.toArray(new String[0]), label, true));
            return this;
        }

        /**
         * The machine's other orthogonal regions, in declaration order, each drawn from its own diagram
         * (named like its description, {@code Soldier.Weapon}); this builder's diagram is the first region.
         */
        public Builder regions(List<StateDiagram> others) {
            this.regions.addAll(others);
            return this;
        }

        /**
         * @throws IllegalArgumentException naming the first name that is no state (an edge's target may
         *     also be a group that has an initial), a group's initial that is none of its direct members, a
         *     region that has regions itself, or a state or group name in two regions (a drawing would
         *     merge the two)
         */
        public StateDiagram build() {
            Map<String, Integer> ordinals = new HashMap<String, Integer>();
            for (int i = 0; i < states.size(); i++) {
                ordinals.put(states.get(i), i);
            }
            Map<String, Integer> targets = new HashMap<String, Integer>(ordinals);
            for (Group group : groups) {
                if (group.initial != null) {
                    targets.put(group.name, -1);
                    boolean member = group.states.contains(group.initial);
                    for (Group nested : groups) {
                        member |= nested.name.equals(group.initial) && group.name.equals(nested.parent);
                    }
                    if (!member) {
                        throw new IllegalArgumentException(name + ": the initial " + group.initial + " of group "
                                + group.name + " is none of its states or nested groups");
                    }
                }
            }
            known(ordinals, Collections.singletonList(initial), "initial state");
            known(ordinals, entryPoints, "entry point");
            known(ordinals, interrupts, "interrupt");
            if (back != null) {
                known(ordinals, Collections.singletonList(back), "@Back pseudo-state");
            }
            for (Group group : groups) {
                known(ordinals, group.states, "state of group " + group.name);
            }
            for (Handler handler : handlers) {
                known(ordinals, Arrays.asList(handler.from), "edge's source");
                known(targets, Arrays.asList(handler.to), "edge's target");
            }
            Map<String, String> regionOf = names(name, states, groups, new HashMap<String, String>());
            for (StateDiagram region : regions) {
                if (region.regions.size() > 1) {
                    throw new IllegalArgumentException(name + ": its region " + region.name
                            + " has regions itself; a machine's regions are given to its first region only");
                }
                names(region.name, region.states, region.groups, regionOf);
            }
            return new StateDiagram(this, ordinals);
        }

        /** Adds the region's state and group names to {@code regionOf}, refusing one another region has. */
        private Map<String, String> names(String region, List<String> states, List<Group> groups,
                Map<String, String> regionOf) {
            List<String> names = new ArrayList<String>(states);
            for (Group group : groups) {
                if (!states.contains(group.name)) {
                    names.add(group.name);
                }
            }
            for (String state : names) {
                String other = regionOf.put(state, region);
                if (other != null && !other.equals(region)) {
                    throw new IllegalArgumentException(name + ": " + state + " is a name in its regions " + other
                            + " and " + region + "; a drawing needs each name in one region");
                }
            }
            return regionOf;
        }

        private void known(Map<String, Integer> ordinals, List<String> names, String what) {
            for (String state : names) {
                if (!ordinals.containsKey(state)) {
                    throw new IllegalArgumentException(name + ": the " + what + " " + state + " is none of its states "
                            + states + (what.endsWith("target") ? " nor a group with an initial" : ""));
                }
            }
        }
    }

    /**
     * A diagram of the machine {@code name}.
     *
     * @param states the state enum's constants in ordinal order, the {@code @Back} pseudo-state among them
     */
    public static Builder builder(String name, List<String> states, String initial) {
        return new Builder(name, states, initial);
    }

    private final String name;
    private final List<String> states;
    private final String initial;
    private final List<String> entryPoints;
    private final List<Group> groups;
    private final List<String> interrupts;
    private final List<Handler> handlers;
    private final String back;
    /** The machine's regions, this diagram first; this one alone for a machine without regions. */
    private final List<StateDiagram> regions;
    /** The groups' constants: states named like a group that has an initial. */
    private final List<String> groupConstants;
    private final Map<String, Integer> ordinals;

    private StateDiagram(Builder built, Map<String, Integer> ordinals) {
        this.name = built.name;
        this.states = built.states;
        this.initial = built.initial;
        this.entryPoints = Collections.unmodifiableList(new ArrayList<String>(built.entryPoints));
        this.groups = Collections.unmodifiableList(new ArrayList<Group>(built.groups));
        this.interrupts = Collections.unmodifiableList(new ArrayList<String>(built.interrupts));
        this.handlers = Collections.unmodifiableList(new ArrayList<Handler>(built.handlers));
        this.back = built.back;
        List<StateDiagram> all = new ArrayList<StateDiagram>();
        all.add(this);
        all.addAll(built.regions);
        this.regions = Collections.unmodifiableList(all);
        List<String> constants = new ArrayList<String>();
        for (Group group : groups) {
            if (group.initial != null && ordinals.containsKey(group.name)) {
                constants.add(group.name);
            }
        }
        this.groupConstants = Collections.unmodifiableList(constants);
        this.ordinals = ordinals;
    }

    public String name() {
        return name;
    }

    /**
     * The machine's orthogonal regions in declaration order, this diagram first; a machine without
     * regions has one, this.
     */
    public List<StateDiagram> regions() {
        return regions;
    }

    /** The states in ordinal order. */
    public List<String> states() {
        return states;
    }

    public String initial() {
        return initial;
    }

    public List<String> entryPoints() {
        return entryPoints;
    }

    /** The groups, each after the group it is nested in. */
    public List<Group> groups() {
        return groups;
    }

    public List<String> interrupts() {
        return interrupts;
    }

    /** The {@code @Back} pseudo-state, or null. */
    public String back() {
        return back;
    }

    /**
     * Whether {@code state} is drawn as a state: every state but the pseudo-states, the {@code @Back} one
     * and the groups' constants (drawn as their groups).
     */
    public boolean isDrawn(String state) {
        return !state.equals(back) && !groupConstants.contains(state);
    }

    /** How many edges {@link #edges()} lists, counted without listing them. */
    public long edgeCount() {
        long count = 0;
        for (Handler handler : handlers) {
            count += (long) handler.from.length * handler.to.length;
        }
        return count;
    }

    /** Whether a drawing shows the edges: at most {@value #DRAWN_EDGES} of them. */
    public boolean drawsEdges() {
        return edgeCount() <= DRAWN_EDGES;
    }

    /** The edges in the order a drawing lists them: by cause, then by source's ordinal, then as given. */
    public List<Edge> edges() {
        List<Edge> edges = new ArrayList<Edge>();
        for (Cause cause : Cause.values()) {
            List<List<Handler>> bySource = new ArrayList<List<Handler>>();
            for (int i = 0; i < states.size(); i++) {
                bySource.add(new ArrayList<Handler>(1));
            }
            for (Handler handler : handlers) {
                if (handler.cause == cause) {
                    for (String from : handler.from) {
                        bySource.get(ordinals.get(from)).add(handler);
                    }
                }
            }
            for (int i = 0; i < bySource.size(); i++) {
                for (Handler handler : bySource.get(i)) {
                    for (String to : handler.to) {
                        edges.add(new Edge(states.get(i), to, cause, handler.label, handler.back));
                    }
                }
            }
        }
        return Collections.unmodifiableList(edges);
    }

    /** What a drawing says in place of edges it leaves out. */
    String leftOut() {
        return edgeCount() + " edges left out: a drawing shows at most " + DRAWN_EDGES
                + "; MachineInfo.edges() lists them";
    }

    /** A Mermaid {@code stateDiagram-v2}, as GitHub renders it. */
    public String toMermaid() {
        return new MermaidDrawing(this, MermaidDrawing.NO_MARKS).draw();
    }

    /**
     * A Mermaid {@code stateDiagram-v2} with a text of the caller's on states and edges: a tool's live
     * numbers, for instance. In a machine of regions, {@link Marks#edge} is asked with the edge's index
     * among every region's {@link #edges()}, region after region.
     */
    public String toMermaid(Marks marks) {
        return new MermaidDrawing(this, marks).draw();
    }

    /**
     * A Graphviz digraph. Ids are quoted, so a state named like a DOT keyword ({@code node},
     * {@code edge}, {@code graph}) stays a state; the start node is {@code "[*]"}, which no Java
     * name can be (in a machine of regions, the regions after the first start at {@code "[*] "} and
     * the region's name).
     */
    public String toDot() {
        return new DotDrawing(this).draw();
    }

    /** What a caller adds to a Mermaid drawing. */
    public interface Marks {
        /**
         * The description of a state, drawn inside its box (inside its group for a grouped state);
         * null for none, which leaves a state no edge or group names out of the drawing. Never asked
         * of a pseudo-state (the {@code @Back} one, a group's constant).
         */
        String state(String state);

        /** Text after edge {@code index}'s caption (its index in {@link #edges()}); null for none. */
        String edge(int index);
    }
}
