package dev.brainstem.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Drawings of a machine's description: Mermaid's composite states, DOT's clusters, marks, the @Back. */
class StateDiagramTest {
    /** The design's guard: AGGRO holds ALARM and the nested CHASE (PURSUIT, SEARCH). */
    private static MachineInfo guard() {
        MachineInfo.Group[] groups = {
            new MachineInfo.Group("AGGRO", null, "ALARM"),
            new MachineInfo.Group("CHASE", "AGGRO", "PURSUIT SEARCH"),
        };
        return new MachineInfo("Guard", new String[] {"IDLE", "ALARM", "PURSUIT", "SEARCH"}, "IDLE", new String[0],
                groups,
                new MachineInfo.Edges(Events.UPDATE, "SEARCH", "IDLE"),
                new MachineInfo.Edges(Events.UPDATE, "PURSUIT SEARCH", "SEARCH", "CHASE"),
                new MachineInfo.Edges(Events.ENTER, "ALARM", "PURSUIT"),
                new MachineInfo.Edges(Events.GUARD, "IDLE", "ALARM", "seesPlayer"),
                new MachineInfo.Edges(Events.GUARD, "ALARM PURSUIT SEARCH", "IDLE", "gaveUp"));
    }

    /** A stack machine: FLEE interrupts; RESUME is the @Back pseudo-state; CALM is in no edge. */
    private static MachineInfo sentinel() {
        return new MachineInfo("Sentinel", new String[] {"IDLE", "WORK", "FLEE", "RESUME", "CALM"}, "IDLE",
                new String[0],
                new MachineInfo.Edges(Events.UPDATE, "IDLE", "WORK"),
                new MachineInfo.Edges(Events.GUARD, "WORK", "FLEE", "threat"),
                MachineInfo.Edges.back(Events.UPDATE, "FLEE", "IDLE WORK", null))
                .withStacks(new String[] {"FLEE"}, "RESUME");
    }

    @Test
    void mermaidDrawsGroupsAsCompositeStatesAndLabelsGuards() {
        assertEquals("stateDiagram-v2\n"
                + "    [*] --> IDLE\n"
                + "    state AGGRO {\n"
                + "        ALARM\n"
                + "        state CHASE {\n"
                + "            PURSUIT\n"
                + "            SEARCH\n"
                + "        }\n"
                + "    }\n"
                + "    PURSUIT --> SEARCH : CHASE update\n"
                + "    SEARCH --> IDLE\n"
                + "    SEARCH --> SEARCH : CHASE update\n"
                + "    ALARM --> PURSUIT : on enter\n"
                + "    IDLE --> ALARM : seesPlayer\n"
                + "    ALARM --> IDLE : gaveUp\n"
                + "    PURSUIT --> IDLE : gaveUp\n"
                + "    SEARCH --> IDLE : gaveUp\n", Diagrams.of(guard()).toMermaid());
    }

    @Test
    void dotDrawsGroupsAsNestedClusters() {
        String dot = Diagrams.of(guard()).toDot();
        assertTrue(dot.contains("    subgraph \"cluster_AGGRO\" {\n"
                + "        label=\"AGGRO\";\n"
                + "        \"ALARM\";\n"
                + "        subgraph \"cluster_CHASE\" {\n"
                + "            label=\"CHASE\";\n"
                + "            \"PURSUIT\";\n"
                + "            \"SEARCH\";\n"
                + "        }\n"
                + "    }\n"), dot);
        assertTrue(dot.contains("    \"IDLE\" -> \"ALARM\" [label=\"seesPlayer\"];\n"), dot);
        assertTrue(dot.contains("    \"ALARM\" -> \"PURSUIT\" [label=\"on enter\"];\n"), dot);
        assertTrue(dot.contains("    \"SEARCH\" -> \"IDLE\";\n"), dot);
    }

    @Test
    void theDrawingListsEdgesInTheDescriptionsOrder() {
        List<StateDiagram.Edge> drawn = Diagrams.of(guard()).edges();
        List<MachineInfo.Edge> described = guard().edges();
        assertEquals(described.size(), drawn.size());
        for (int i = 0; i < drawn.size(); i++) {
            assertEquals(described.get(i).from() + "->" + described.get(i).to(),
                    drawn.get(i).from() + "->" + drawn.get(i).to(), "edge " + i);
        }
    }

    @Test
    void marksDescribeEveryStateButTheBackAndFollowEachEdgesCaption() {
        String mermaid = Diagrams.of(sentinel()).toMermaid(new StateDiagram.Marks() {
            @Override
            public String state(String state) {
                assertFalse(state.equals("RESUME"), "the @Back pseudo-state is asked for a description");
                return state + " #";
            }

            @Override
            public String edge(int index) {
                return "E" + index;
            }
        });
        assertEquals("stateDiagram-v2\n"
                + "    [*] --> IDLE\n"
                + "    classDef interrupt stroke-dasharray: 5 5\n"
                + "    class FLEE interrupt\n"
                + "    IDLE --> WORK : E0\n"
                + "    FLEE --> IDLE : back E1\n"
                + "    FLEE --> WORK : back E2\n"
                + "    WORK --> FLEE : threat E3\n"
                + "    IDLE : IDLE #\n"
                + "    WORK : WORK #\n"
                + "    FLEE : FLEE #\n"
                + "    CALM : CALM #\n", mermaid);
        assertFalse(Diagrams.of(sentinel()).toMermaid().contains("RESUME"));
    }

    @Test
    void groupedStatesAreDescribedInsideTheirGroup() {
        String mermaid = Diagrams.of(guard()).toMermaid(new StateDiagram.Marks() {
            @Override
            public String state(String state) {
                return "n";
            }

            @Override
            public String edge(int index) {
                return null;
            }
        });
        assertTrue(mermaid.contains("        state CHASE {\n"
                + "            PURSUIT\n"
                + "            PURSUIT : n\n"
                + "            SEARCH\n"
                + "            SEARCH : n\n"
                + "        }\n"), mermaid);
        assertTrue(mermaid.endsWith("    SEARCH --> IDLE : gaveUp\n    IDLE : n\n"), mermaid);
    }

    @Test
    void aDrawingLeavesOutMoreEdgesThanItShows() {
        List<String> states = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            states.add("S" + i);
        }
        StateDiagram wide = StateDiagram.builder("Wide", states, "S0")
                .edges(StateDiagram.Cause.UPDATE, states, states, null).build();
        assertEquals(2500, wide.edgeCount());
        assertFalse(wide.drawsEdges());
        assertTrue(wide.toMermaid().contains("    %% 2500 edges left out: a drawing shows at most 2000;"),
                wide.toMermaid());
        assertTrue(wide.toDot().contains("    // 2500 edges left out"), wide.toDot());
        assertFalse(wide.toMermaid().contains("-->  S1"));
    }

    @Test
    void aNameThatIsNoStateIsRefusedByName() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> StateDiagram.builder("Door", List.of("OPEN", "SHUT"), "OPEN")
                        .edges(StateDiagram.Cause.GUARD, List.of("OPEN"), List.of("AJAR"), "push").build());
        assertEquals("Door: the edge's target AJAR is none of its states [OPEN, SHUT]", refused.getMessage());
    }
}
