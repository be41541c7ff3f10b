package dev.brainstem.diagrams;

/** Draws a {@link StateDiagram} as a Graphviz digraph: groups as nested clusters, interrupts dashed. */
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
                for (String state : group.states()) {
                    out.append(indent).append("    \"").append(state).append("\";\n");
                }
                groups(group.name(), indent + "    ");
                out.append(indent).append("}\n");
            }
        }
    }
}
