package dev.brainstem.diagrams;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Draws a {@link StateDiagram} as a Mermaid {@code stateDiagram-v2}: groups as composite states (with
 * {@code [*] --> initial} inside those entered by name, captioned {@code H} or {@code H*} for a history),
 * interrupts dashed; a machine of regions as one composite state named after the machine, its
 * regions' charts inside it separated by {@code --}.
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
        List<StateDiagram> regions = diagram.regions();
        if (regions.size() == 1) {
            region(diagram, "    ", 0, true);
            return out.toString();
        }
        String machine = machineId(regions);
        out.append("    [*] --> ").append(machine).append('\n');
        out.append("    state ").append(machine).append(" {\n");
        int edges = 0;
        List<String> interrupts = new ArrayList<String>();
        for (int r = 0; r < regions.size(); r++) {
            StateDiagram region = regions.get(r);
            if (r > 0) {
                out.append("        --\n");
            }
            region(region, "        ", edges, false);
            edges += (int) region.edgeCount();
            interrupts.addAll(region.interrupts());
        }
        out.append("    }\n");
        interrupts("    ", interrupts);
        return out.toString();
    }

    /**
     * The composite state's id: the machine's name, with underscores after it while a state or group of a
     * region has that name (a state named like the machine's class would otherwise become the composite).
     */
    private static String machineId(List<StateDiagram> regions) {
        String id = regions.get(0).name();
        while (named(regions, id)) {
            id += "_";
        }
        return id;
    }

    private static boolean named(List<StateDiagram> regions, String id) {
        for (StateDiagram region : regions) {
            if (region.states().contains(id)) {
                return true;
            }
            for (StateDiagram.Group group : region.groups()) {
                if (group.name().equals(id)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * One region's chart (a machine without regions: the whole drawing) at {@code indent}, its edges
     * marked from {@code firstEdge} on; {@code alone} for a machine without regions, whose interrupts
     * are classed here (those of a machine of regions once, after the composite state).
     */
    private void region(StateDiagram region, String indent, int firstEdge, boolean alone) {
        out.append(indent).append("[*] --> ").append(region.initial()).append('\n');
        for (String entry : region.entryPoints()) {
            if (!entry.equals(region.initial())) {
                out.append(indent).append("[*] --> ").append(entry).append(" : entry point\n");
            }
        }
        Set<String> grouped = new HashSet<String>();
        groups(region, null, indent, grouped);
        if (alone) {
            interrupts(indent, region.interrupts());
        }
        if (region.drawsEdges()) {
            List<StateDiagram.Edge> edges = region.edges();
            for (int e = 0; e < edges.size(); e++) {
                StateDiagram.Edge edge = edges.get(e);
                out.append(indent).append(edge.from()).append(" --> ").append(edge.to());
                String caption = joined(edge.caption(), marks.edge(firstEdge + e));
                if (caption != null) {
                    out.append(" : ").append(caption);
                }
                out.append('\n');
            }
        } else {
            out.append(indent).append("%% ").append(region.leftOut()).append('\n');
        }
        // A state outside every group is described last, so its box is where its edges put it.
        for (String state : region.states()) {
            if (!grouped.contains(state)) {
                describe(region, state, indent);
            }
        }
    }

    private void interrupts(String indent, List<String> interrupts) {
        if (!interrupts.isEmpty()) {
            out.append(indent).append("classDef interrupt stroke-dasharray: 5 5\n");
            out.append(indent).append("class ").append(join(interrupts)).append(" interrupt\n");
        }
    }

    /** The groups nested in {@code parent} (null: the outermost) as composite states. */
    private void groups(StateDiagram region, String parent, String indent, Set<String> grouped) {
        for (StateDiagram.Group group : region.groups()) {
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
                    describe(region, state, indent + "    ");
                    grouped.add(state);
                }
                groups(region, group.name(), indent + "    ", grouped);
                out.append(indent).append("}\n");
            }
        }
    }

    private void describe(StateDiagram region, String state, String indent) {
        String text = region.isDrawn(state) ? marks.state(state) : null;
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
