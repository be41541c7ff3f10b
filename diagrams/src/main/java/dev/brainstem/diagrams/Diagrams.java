package dev.brainstem.diagrams;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;

/** Draws a generated machine's description: {@code Diagrams.of(GuardFsm.INFO).toMermaid()}. */
public final class Diagrams {
    private Diagrams() {}

    /** The diagram of a machine as the processor described it: the same drawing as its diagram files. */
    public static StateDiagram of(MachineInfo info) {
        StateDiagram.Builder diagram = StateDiagram.builder(info.name(), info.states(), info.initial())
                .entryPoints(info.entryPoints())
                .interrupts(info.interrupts())
                .back(info.back());
        for (MachineInfo.Group group : info.groups()) {
            diagram.group(group.name(), group.parent(), group.states(), group.initial(),
                    StateDiagram.History.valueOf(group.history().name()));
        }
        for (MachineInfo.Edges edges : info.edgeGroups()) {
            StateDiagram.Cause cause = cause(edges.event());
            if (edges.back()) {
                diagram.backEdges(cause, edges.from(), edges.to(), edges.label());
            } else {
                diagram.edges(cause, edges.from(), edges.to(), edges.label());
            }
        }
        return diagram.build();
    }

    private static StateDiagram.Cause cause(int event) {
        switch (event) {
            case Events.UPDATE:
                return StateDiagram.Cause.UPDATE;
            case Events.ENTER:
                return StateDiagram.Cause.ENTER;
            case Events.GUARD:
                return StateDiagram.Cause.GUARD;
            case Events.MESSAGE:
                return StateDiagram.Cause.MESSAGE;
            default:
                throw new IllegalArgumentException("no edge is made by the event " + Events.name(event));
        }
    }
}
