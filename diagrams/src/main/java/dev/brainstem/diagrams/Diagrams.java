package dev.brainstem.diagrams;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.List;

/** Draws a generated machine's description: {@code Diagrams.of(GuardFsm.INFO).toMermaid()}. */
public final class Diagrams {
    private Diagrams() {}

    /**
     * The diagram of a machine as the processor described it: the same drawing as its diagram files. A
     * machine of regions ({@code info.regions()}) is drawn whole, every region's chart.
     */
    public static StateDiagram of(MachineInfo info) {
        List<MachineInfo> regions = info.regions();
        if (regions.size() == 1) {
            return ofRegion(info);
        }
        List<StateDiagram> others = new ArrayList<StateDiagram>();
        for (MachineInfo region : regions.subList(1, regions.size())) {
            others.add(ofRegion(region));
        }
        return chart(info).regions(others).build();
    }

    /**
     * The chart of {@code info}'s own states alone: for a machine of regions, its first region's, without
     * the others (a tool that shows each region apart draws each region's description with this).
     */
    public static StateDiagram ofRegion(MachineInfo info) {
        return chart(info).build();
    }

    private static StateDiagram.Builder chart(MachineInfo info) {
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
        return diagram;
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
            case Events.AFTER:
                return StateDiagram.Cause.AFTER;
            default:
                throw new IllegalArgumentException("no edge is made by the event " + Events.name(event));
        }
    }
}
