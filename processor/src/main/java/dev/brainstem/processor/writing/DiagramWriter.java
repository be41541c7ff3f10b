package dev.brainstem.processor.writing;

import dev.brainstem.diagrams.StateDiagram;
import dev.brainstem.processor.model.EdgeGroup;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Filer;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes the machine's diagrams, {@code META-INF/brainstem/<qualified name>.mmd} (Mermaid) and
 * {@code .dot} (Graphviz), to the class output, in UTF-8. They are drawn by brainstem-diagrams'
 * {@code StateDiagram} (inside the processor's jar), from the same names, groups and edge groups the
 * generated {@code INFO} holds, so the files and {@code Diagrams.of(INFO)} at run time always agree.
 */
final class DiagramWriter {
    private final Filer filer;

    DiagramWriter(Filer filer) {
        this.filer = filer;
    }

    void write(MachineGraph graph) {
        write(graph, describe(graph));
    }

    /**
     * A machine of regions: one drawing of every region's chart, as {@code Diagrams.of(INFO)} draws it,
     * written under the machine's name.
     */
    void write(List<MachineGraph> regions) {
        List<StateDiagram> others = new ArrayList<>();
        for (MachineGraph region : regions.subList(1, regions.size())) {
            others.add(describe(region));
        }
        write(regions.get(0), chart(regions.get(0)).regions(others).build());
    }

    private void write(MachineGraph graph, StateDiagram diagram) {
        String name = graph.model().entity().getQualifiedName().toString();
        writeResource("META-INF/brainstem/" + name + ".mmd", diagram.toMermaid(), graph);
        writeResource("META-INF/brainstem/" + name + ".dot", diagram.toDot(), graph);
    }

    /** The diagram of what the generated {@code INFO} describes (of a region: that region's alone). */
    static StateDiagram describe(MachineGraph graph) {
        return chart(graph).build();
    }

    private static StateDiagram.Builder chart(MachineGraph graph) {
        StateDiagram.Builder diagram = StateDiagram.builder(graph.model().machineName(), names(graph.states()),
                        graph.initial().name())
                .entryPoints(names(graph.entryPoints()));
        for (Group group : graph.groups()) {
            String parent = group.parent() < 0 ? null : graph.groups().get(group.parent()).name();
            if (group.initial().isPresent()) {
                diagram.group(group.name(), parent, directStates(graph, group), group.initial().get(),
                        StateDiagram.History.valueOf(group.history().name()));
            } else {
                diagram.group(group.name(), parent, directStates(graph, group));
            }
        }
        if (graph.hasStacks()) {
            diagram.interrupts(names(graph.interrupts())).back(graph.back().map(State::name).orElse(null));
        }
        for (EdgeGroup group : graph.drawnEdgeGroups()) {
            StateDiagram.Cause cause = cause(group.event());
            if (group.back()) {
                diagram.backEdges(cause, names(group.sources()), names(group.targets()), group.label());
            } else {
                diagram.edges(cause, names(group.sources()), names(group.targets()), group.label());
            }
        }
        return diagram;
    }

    /**
     * The drawing's cause of an edge of {@code event}. A drawing that has no cause for an {@code @After}'s
     * edges draws them as a guard's, captioned with their label ({@code after 2s}), as its own would.
     */
    private static StateDiagram.Cause cause(Event event) {
        return Arrays.stream(StateDiagram.Cause.values()).filter(c -> c.name().equals(event.name())).findFirst()
                .orElse(StateDiagram.Cause.GUARD);
    }

    private static List<String> names(List<State> states) {
        return states.stream().map(State::name).toList();
    }

    /** The states a group lists itself, in ordinal order: its members that no nested group holds. */
    static List<String> directStates(MachineGraph graph, Group group) {
        return group.members().stream().filter(s -> graph.groups().stream()
                .noneMatch(g -> g.parent() == group.index() && g.contains(s))).map(State::name).toList();
    }

    private void writeResource(String path, String content, MachineGraph graph) {
        try {
            FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", path, graph.model().entity());
            try (OutputStream out = file.openOutputStream()) {
                out.write(content.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
