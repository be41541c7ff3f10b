package dev.brainstem.diagrams;

import java.util.List;

/**
 * Draws a {@link StateDiagram} as a Graphviz digraph: groups as nested clusters, interrupts dashed. A group
 * entered by name has an entry node inside its cluster, with the group's name as its id (so an edge to the
 * group, or to its constant, ends there): a point, or a circle marked {@code H} or {@code H*} for a
 * history, with an arrow to the initial member (a nested group's entry node for a nested group). A
 * machine of regions is one cluster per region, each with its own start node.
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
        List<StateDiagram> regions = diagram.regions();
        if (regions.size() == 1) {
            region(diagram, "[*]", "    ");
        } else {
            for (int r = 0; r < regions.size(); r++) {
                StateDiagram region = regions.get(r);
                // A space keeps the region's cluster apart from any group's, whose name is a Java name.
                out.append("    subgraph \"cluster_region ").append(region.name()).append("\" {\n");
                out.append("        label=\"").append(region.name()).append("\";\n");
                region(region, r == 0 ? "[*]" : "[*] " + region.name(), "        ");
                out.append("    }\n");
            }
        }
        out.append("}\n");
        return out.toString();
    }

    /** One region's chart (a machine without regions: the whole drawing), started at the node {@code start}. */
    private void region(StateDiagram region, String start, String indent) {
        out.append(indent).append("\"").append(start).append("\" [shape=point];\n");
        out.append(indent).append("\"").append(start).append("\" -> \"").append(region.initial()).append("\";\n");
        for (String entry : region.entryPoints()) {
            if (!entry.equals(region.initial())) {
                out.append(indent).append("\"").append(start).append("\" -> \"").append(entry)
                        .append("\" [style=dashed, label=\"entry point\"];\n");
            }
        }
        groups(region, null, indent);
        for (StateDiagram.Group group : region.groups()) {
            if (group.initial() != null) {
                out.append(indent).append('"').append(group.name()).append("\" -> \"").append(group.initial())
                        .append("\";\n");
            }
        }
        for (String interrupt : region.interrupts()) {
            out.append(indent).append('"').append(interrupt).append("\" [style=\"rounded,dashed\"];\n");
        }
        if (region.drawsEdges()) {
            for (StateDiagram.Edge edge : region.edges()) {
                out.append(indent).append('"').append(edge.from()).append("\" -> \"").append(edge.to()).append('"');
                String caption = edge.caption();
                if (caption != null) {
                    out.append(" [label=\"").append(caption).append("\"]");
                }
                out.append(";\n");
            }
        } else {
            out.append(indent).append("// ").append(region.leftOut()).append('\n');
        }
    }

    /** The groups nested in {@code parent} (null: the outermost) as clusters. */
    private void groups(StateDiagram region, String parent, String indent) {
        for (StateDiagram.Group group : region.groups()) {
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
                groups(region, group.name(), indent + "    ");
                out.append(indent).append("}\n");
            }
        }
    }
}
