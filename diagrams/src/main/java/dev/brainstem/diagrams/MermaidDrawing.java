package dev.brainstem.diagrams;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Draws a {@link StateDiagram} as a Mermaid {@code stateDiagram-v2}: groups as composite states (with
 * {@code [*] --> initial} inside those entered by name, captioned {@code H} or {@code H*} for a history),
 * interrupts dashed.
 */
final class MermaidDrawing {
    static final StateDiagram.Marks NO_MARKS = new StateDiagram.Marks() {
        @Override
        public String state(String state) {
            return null;
        }

        @Override
        public String edge(int index) {
            return null;
        }
    };

    private final StateDiagram diagram;
    private final StateDiagram.Marks marks;
    private final StringBuilder out = new StringBuilder();

    MermaidDrawing(StateDiagram diagram, StateDiagram.Marks marks) {
        this.diagram = diagram;
        this.marks = marks;
    }

    String draw() {
        out.append("stateDiagram-v2\n");
        out.append("    [*] --> ").append(diagram.initial()).append('\n');
        for (String entry : diagram.entryPoints()) {
            if (!entry.equals(diagram.initial())) {
                out.append("    [*] --> ").append(entry).append(" : entry point\n");
            }
        }
        Set<String> grouped = new HashSet<String>();
        groups(null, "    ", grouped);
        if (!diagram.interrupts().isEmpty()) {
            out.append("    classDef interrupt stroke-dasharray: 5 5\n");
            out.append("    class ").append(join(diagram.interrupts())).append(" interrupt\n");
        }
        if (diagram.drawsEdges()) {
            List<StateDiagram.Edge> edges = diagram.edges();
            for (int e = 0; e < edges.size(); e++) {
                StateDiagram.Edge edge = edges.get(e);
                out.append("    ").append(edge.from()).append(" --> ").append(edge.to());
                String caption = joined(edge.caption(), marks.edge(e));
                if (caption != null) {
                    out.append(" : ").append(caption);
                }
                out.append('\n');
            }
        } else {
            out.append("    %% ").append(diagram.leftOut()).append('\n');
        }
        // A state outside every group is described last, so its box is where its edges put it.
        for (String state : diagram.states()) {
            if (!grouped.contains(state)) {
                describe(state, "    ");
            }
        }
        return out.toString();
    }

    /** The groups nested in {@code parent} (null: the outermost) as composite states. */
    private void groups(String parent, String indent, Set<String> grouped) {
        for (StateDiagram.Group group : diagram.groups()) {
            if (parent == null ? group.parent() == null : parent.equals(group.parent())) {
                out.append(indent).append("state ").append(group.name()).append(" {\n");
                if (group.initial() != null) {
                    out.append(indent).append("    [*] --> ").append(group.initial());
                    if (group.history().marker() != null) {
                        out.append(" : ").append(group.history().marker());
                    }
                    out.append('\n');
                }
                for (String state : group.states()) {
                    out.append(indent).append("    ").append(state).append('\n');
                    // Its description inside its group keeps it there.
                    describe(state, indent + "    ");
                    grouped.add(state);
                }
                groups(group.name(), indent + "    ", grouped);
                out.append(indent).append("}\n");
            }
        }
    }

    private void describe(String state, String indent) {
        String text = diagram.isDrawn(state) ? marks.state(state) : null;
        if (text != null) {
            out.append(indent).append(state).append(" : ").append(text).append('\n');
        }
    }

    private static String joined(String caption, String mark) {
        if (mark == null) {
            return caption;
        }
        return caption == null ? mark : caption + " " + mark;
    }

    private static String join(List<String> names) {
        StringBuilder joined = new StringBuilder();
        for (String name : names) {
            joined.append(joined.length() == 0 ? "" : ",").append(name);
        }
        return joined.toString();
    }
}
