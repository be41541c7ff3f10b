package dev.brainstem.processor.writing;

import dev.brainstem.processor.model.EdgeGroup;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import dev.brainstem.runtime.MachineInfo;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import javax.annotation.processing.Filer;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes the machine's diagrams, {@code META-INF/brainstem/<qualified name>.mmd} (Mermaid) and
 * {@code .dot} (Graphviz), to the class output, in UTF-8. They are drawn by the same
 * {@code MachineInfo} that the generated {@code INFO} builds at run time, which the processor carries
 * inside its jar, so the files and {@code INFO.toMermaid()} always agree.
 */
final class DiagramWriter {
    private final Filer filer;

    DiagramWriter(Filer filer) {
        this.filer = filer;
    }

    void write(MachineGraph graph) {
        MachineInfo info = describe(graph);
        String name = graph.model().entity().getQualifiedName().toString();
        writeResource("META-INF/brainstem/" + name + ".mmd", info.toMermaid(), graph);
        writeResource("META-INF/brainstem/" + name + ".dot", info.toDot(), graph);
    }

    /** The description the generated {@code INFO} builds. */
    static MachineInfo describe(MachineGraph graph) {
        MachineInfo info = new MachineInfo(graph.model().entityName(),
                graph.states().stream().map(State::name).toArray(String[]::new),
                graph.initial().name(),
                graph.entryPoints().stream().map(State::name).toArray(String[]::new),
                graph.groups().stream().map(g -> new MachineInfo.Group(g.name(),
                        g.parent() < 0 ? null : graph.groups().get(g.parent()).name(),
                        String.join(" ", directStates(graph, g)))).toArray(MachineInfo.Group[]::new),
                graph.drawnEdgeGroups().stream().map(DiagramWriter::edges).toArray(MachineInfo.Edges[]::new));
        return graph.hasStacks() ? info.withStacks(graph.interrupts().stream().map(State::name).toArray(String[]::new),
                graph.back().map(State::name).orElse(null)) : info;
    }

    private static MachineInfo.Edges edges(EdgeGroup group) {
        if (group.back()) {
            return MachineInfo.Edges.back(group.event().code(), String.join(" ", group.sources().stream().map(State::name).toList()),
                    String.join(" ", group.targets().stream().map(State::name).toList()), group.label());
        }
        return new MachineInfo.Edges(group.event().code(),
                String.join(" ", group.sources().stream().map(State::name).toList()),
                String.join(" ", group.targets().stream().map(State::name).toList()), group.label());
    }

    /** The states a group lists itself, in ordinal order: its members that no nested group holds. */
    static java.util.List<String> directStates(MachineGraph graph, dev.brainstem.processor.model.Group group) {
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
