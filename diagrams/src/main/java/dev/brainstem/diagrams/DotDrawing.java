package dev.brainstem.diagrams;

/**
 * Draws a {@link StateDiagram} as a Graphviz digraph: groups as nested clusters, interrupts dashed. A group
 * entered by name has an entry node inside its cluster, with the group's name as its id (so an edge to the
 * group, or to its constant, ends there): a point, or a circle marked {@code H} or {@code H*} for a
 * history, with an arrow to the initial member (a nested group's entry node for a nested group).
 */
final class DotDrawing {
    private final StateDiagram diagram;
    private final StringBuilder out = new StringBuilder();

    DotDrawing(StateDiagram diagram) {
        this.diagram = diagram;
    }

    String draw() {
        out.append("digraph \"").append(diagram.name()).append("\" {\n");
        out.append("    rankdir=LR;\n");
        out.append("    node [shape=box, style=rounded];\n");
        out.append("    \"[*]\" [shape=point];\n");
        out.append("    \"[*]\" -> \"").append(diagram.initial()).append("\";\n");
        for (String entry : diagram.entryPoints()) {
            if (!entry.equals(diagram.initial())) {
                out.append("    \"[*]\" -> \"").append(entry).append("\" [style=dashed, label=\"entry point\"];\n");
            }
        }
        groups(null, "    ");
        for (StateDiagram.Group group : diagram.groups()) {
            if (group.initial() != null) {
                out.append("    \"").append(group.name()).append("\" -> \"").append(group.initial()).append("\";\n");
            }
        }
        for (String interrupt : diagram.interrupts()) {
            out.append("    \"").append(interrupt).append("\" [style=\"rounded,dashed\"];\n");
        }
        if (diagram.drawsEdges()) {
            for (StateDiagram.Edge edge : diagram.edges()) {
                out.append("    \"").append(edge.from()).append("\" -> \"").append(edge.to()).append('"');
                String caption = edge.caption();
                if (caption != null) {
                    out.append(" [label=\"").append(caption).append("\"]");
                }
                out.append(";\n");
            }
        } else {
            out.append("    // ").append(diagram.leftOut()).append('\n');
        }
        out.append("}\n");
        return out.toString();
    }

    /** The groups nested in {@code parent} (null: the outermost) as clusters. */
    private void groups(String parent, String indent) {
        for (StateDiagram.Group group : diagram.groups()) {
            if (parent == null ? group.parent() == null : parent.equals(group.parent())) {
                out.append(indent).append("subgraph \"cluster_").append(group.name()).append("\" {\n");
                out.append(indent).append("    label=\"").append(group.name()).append("\";\n");
                if (group.initial() != null) {
                    String marker = group.history().marker();
                    out.append(indent).append("    \"").append(group.name()).append('"').append(marker == null
                            ? " [shape=point];\n" : " [shape=circle, label=\"" + marker + "\"];\n");
                }
                for (String state : group.states()) {
                    out.append(indent).append("    \"").append(state).append("\";\n");
                }
                groups(group.name(), indent + "    ");
                out.append(indent).append("}\n");
            }
        }
    }
}
