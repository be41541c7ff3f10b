package dev.brainstem.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The description of a generated machine: its states, initial state, entry points and edges, as the
 * processor read them. Every generated {@code XFsm} has one as {@code XFsm.INFO}; {@link #toMermaid()}
 * and {@link #toDot()} draw it.
 *
 * <p>Edges are held as {@link Edges} groups, one per handler (every state it serves to every state its
 * {@code to} lists), so that a machine whose one shared handler lists a thousand states costs a
 * thousand names, not a million edges. {@link #edges()} lists them one by one on demand. A drawing
 * leaves the edges out above {@value #DRAWN_EDGES} of them: no one reads such a picture, and its text
 * would be larger than the program.
 */
public final class MachineInfo {
    /** The most edges a drawing shows. */
    public static final int DRAWN_EDGES = 2000;

    /** An edge of the graph: a {@code to} entry of an {@code @OnUpdate} or an {@code @OnEnter}. */
    public static final class Edge {
        private final String from;
        private final String to;
        private final int event;

        public Edge(String from, String to, int event) {
            this.from = from;
            this.to = to;
            this.event = event;
        }

        public String from() {
            return from;
        }

        public String to() {
            return to;
        }

        /** {@link Events#UPDATE} or {@link Events#ENTER} (an enter redirect). */
        public int event() {
            return event;
        }

        @Override
        public String toString() {
            return from + " -> " + to + (event == Events.ENTER ? " (enter)" : "");
        }
    }

    /** The edges of one handler: from each state it serves to each state of its {@code to}. */
    public static final class Edges {
        private final int event;
        private final String[] from;
        private final String[] to;

        /**
         * @param from the states the handler serves, separated by spaces
         * @param to the states of its {@code to}, separated by spaces, in the order written
         */
        public Edges(int event, String from, String to) {
            this.event = event;
            this.from = from.split(" ");
            this.to = to.split(" ");
        }

        long size() {
            return (long) from.length * to.length;
        }
    }

    private final String name;
    private final List<String> states;
    private final String initial;
    private final List<String> entryPoints;
    private final List<Edges> groups;

    public MachineInfo(String name, String[] states, String initial, String[] entryPoints, Edges... groups) {
        this.name = name;
        this.states = Collections.unmodifiableList(Arrays.asList(states.clone()));
        this.initial = initial;
        this.entryPoints = Collections.unmodifiableList(Arrays.asList(entryPoints.clone()));
        this.groups = Collections.unmodifiableList(new ArrayList<Edges>(Arrays.asList(groups)));
    }

    /** The simple name of the entity class. */
    public String name() {
        return name;
    }

    /** The state names in ordinal order. */
    public List<String> states() {
        return states;
    }

    public String initial() {
        return initial;
    }

    /** The {@code @EntryPoint} states, in ordinal order (the initial state is not among them unless annotated). */
    public List<String> entryPoints() {
        return entryPoints;
    }

    /** How many edges {@link #edges()} lists, counted without listing them. */
    public long edgeCount() {
        long count = 0;
        for (Edges group : groups) {
            count += group.size();
        }
        return count;
    }

    /**
     * Every edge, one by one: update edges first, then enter redirects, each in ordinal order of its
     * source, a source's targets in the order its handler's {@code to} lists them.
     */
    public List<Edge> edges() {
        Map<String, Integer> ordinals = new HashMap<String, Integer>();
        for (int i = 0; i < states.size(); i++) {
            ordinals.put(states.get(i), i);
        }
        List<Edge> edges = new ArrayList<Edge>();
        for (int event : new int[] {Events.UPDATE, Events.ENTER}) {
            Edges[] bySource = new Edges[states.size()];
            for (Edges group : groups) {
                if (group.event == event) {
                    for (String from : group.from) {
                        bySource[ordinals.get(from)] = group;
                    }
                }
            }
            for (int i = 0; i < bySource.length; i++) {
                if (bySource[i] != null) {
                    for (String to : bySource[i].to) {
                        edges.add(new Edge(states.get(i), to, event));
                    }
                }
            }
        }
        return Collections.unmodifiableList(edges);
    }

    /** A Mermaid {@code stateDiagram-v2}, as GitHub renders it. */
    public String toMermaid() {
        StringBuilder out = new StringBuilder();
        out.append("stateDiagram-v2\n");
        out.append("    [*] --> ").append(initial).append('\n');
        for (String entry : entryPoints) {
            if (!entry.equals(initial)) {
                out.append("    [*] --> ").append(entry).append(" : entry point\n");
            }
        }
        if (tooManyToDraw()) {
            out.append("    %% ").append(leftOut()).append('\n');
            return out.toString();
        }
        for (Edge edge : edges()) {
            out.append("    ").append(edge.from).append(" --> ").append(edge.to);
            if (edge.event == Events.ENTER) {
                out.append(" : on enter");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * A Graphviz digraph. Ids are quoted, so a state named like a DOT keyword ({@code node},
     * {@code edge}, {@code graph}) stays a state; the start node is {@code "[*]"}, which no Java
     * name can be.
     */
    public String toDot() {
        StringBuilder out = new StringBuilder();
        out.append("digraph \"").append(name).append("\" {\n");
        out.append("    rankdir=LR;\n");
        out.append("    node [shape=box, style=rounded];\n");
        out.append("    \"[*]\" [shape=point];\n");
        out.append("    \"[*]\" -> \"").append(initial).append("\";\n");
        for (String entry : entryPoints) {
            if (!entry.equals(initial)) {
                out.append("    \"[*]\" -> \"").append(entry).append("\" [style=dashed, label=\"entry point\"];\n");
            }
        }
        if (tooManyToDraw()) {
            out.append("    // ").append(leftOut()).append('\n');
        } else {
            for (Edge edge : edges()) {
                out.append("    \"").append(edge.from).append("\" -> \"").append(edge.to).append('"');
                if (edge.event == Events.ENTER) {
                    out.append(" [label=\"on enter\"]");
                }
                out.append(";\n");
            }
        }
        out.append("}\n");
        return out.toString();
    }

    private boolean tooManyToDraw() {
        return edgeCount() > DRAWN_EDGES;
    }

    private String leftOut() {
        return edgeCount() + " edges left out: a drawing shows at most " + DRAWN_EDGES
                + "; MachineInfo.edges() lists them";
    }

    @Override
    public String toString() {
        return name + " " + states + ", initial " + initial + ", entry points " + entryPoints + ", "
                + edgeCount() + " edges";
    }
}
