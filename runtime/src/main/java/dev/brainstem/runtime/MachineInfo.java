package dev.brainstem.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The description of a generated machine: its states, initial state, entry points and edges, as the
 * processor read them. Every generated {@code XFsm} has one as {@code XFsm.INFO}; {@link #toMermaid()}
 * and {@link #toDot()} draw it.
 */
public final class MachineInfo {

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

    private final String name;
    private final List<String> states;
    private final String initial;
    private final List<String> entryPoints;
    private final List<Edge> edges;

    public MachineInfo(String name, String[] states, String initial, String[] entryPoints, Edge[] edges) {
        this.name = name;
        this.states = Collections.unmodifiableList(Arrays.asList(states.clone()));
        this.initial = initial;
        this.entryPoints = Collections.unmodifiableList(Arrays.asList(entryPoints.clone()));
        this.edges = Collections.unmodifiableList(new ArrayList<Edge>(Arrays.asList(edges)));
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

    /** Update edges first, then enter redirects, each group in ordinal order of its source. */
    public List<Edge> edges() {
        return edges;
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
        for (Edge edge : edges) {
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
        for (Edge edge : edges) {
            out.append("    \"").append(edge.from).append("\" -> \"").append(edge.to).append('"');
            if (edge.event == Events.ENTER) {
                out.append(" [label=\"on enter\"]");
            }
            out.append(";\n");
        }
        out.append("}\n");
        return out.toString();
    }

    @Override
    public String toString() {
        return name + " " + states + ", initial " + initial + ", entry points " + entryPoints + ", edges " + edges;
    }
}
