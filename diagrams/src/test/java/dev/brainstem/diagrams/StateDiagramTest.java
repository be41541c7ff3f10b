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
    void timedTransitionsAreDrawnWithTheirDelayAsGuardsAreWithTheirName() {
        MachineInfo info = new MachineInfo("Waiter", new String[] {"IDLE", "PATROL", "STUNNED"}, "IDLE",
                new String[0],
                new MachineInfo.Edges(Events.GUARD, "PATROL", "STUNNED", "hit"),
                new MachineInfo.Edges(Events.AFTER, "IDLE", "PATROL", "after 2.5s"),
                new MachineInfo.Edges(Events.AFTER, "PATROL", "IDLE", "after patience()"),
                new MachineInfo.Edges(Events.AFTER, "STUNNED", "IDLE", "after 1s"))
                .withTiming(new int[0], new String[] {"IDLE", "STUNNED"});
        String mermaid = Diagrams.of(info).toMermaid();
        assertTrue(mermaid.endsWith("    PATROL --> STUNNED : hit\n"
                + "    IDLE --> PATROL : after 2.5s\n"
                + "    PATROL --> IDLE : after patience()\n"
                + "    STUNNED --> IDLE : after 1s\n"), mermaid);
        String dot = Diagrams.of(info).toDot();
        assertTrue(dot.contains("    \"IDLE\" -> \"PATROL\" [label=\"after 2.5s\"];\n"), dot);
        assertTrue(dot.contains("    \"PATROL\" -> \"IDLE\" [label=\"after patience()\"];\n"), dot);
        List<StateDiagram.Edge> drawn = Diagrams.of(info).edges();
        List<MachineInfo.Edge> described = info.edges();
        assertEquals(described.size(), drawn.size());
        for (int e = 0; e < drawn.size(); e++) {
            assertEquals(described.get(e).from() + ">" + described.get(e).to(), drawn.get(e).from() + ">" + drawn.get(e).to());
        }
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
        assertEquals("Door: the edge's target AJAR is none of its states [OPEN, SHUT] nor a group with an initial",
                refused.getMessage());
    }

    /**
     * The semantics' soldier: COMBAT (deep history, entered at ARMED; its constant is a state) holds
     * TAKE_COVER and ARMED (entered at AIM, no constant: named by its name only), COVER (shallow) holds
     * HIDE; QUIET is a group no transition names. RESUME is the @Back.
     */
    private static MachineInfo soldier() {
        MachineInfo.Group[] groups = {
            new MachineInfo.Group("COMBAT", null, "TAKE_COVER", "ARMED", MachineInfo.History.DEEP),
            new MachineInfo.Group("ARMED", "COMBAT", "AIM FIRE", "AIM", MachineInfo.History.NONE),
            new MachineInfo.Group("COVER", null, "HIDE", "HIDE", MachineInfo.History.SHALLOW),
            new MachineInfo.Group("QUIET", null, "PATROL"),
        };
        return new MachineInfo("Soldier", new String[] {"PATROL", "TAKE_COVER", "AIM", "FIRE", "HIDE", "STUNNED",
            "RESUME", "COMBAT"}, "PATROL", new String[] {"STUNNED", "COMBAT"}, groups,
                new MachineInfo.Edges(Events.UPDATE, "TAKE_COVER", "ARMED HIDE"),
                new MachineInfo.Edges(Events.GUARD, "PATROL", "COMBAT", "spotted"),
                new MachineInfo.Edges(Events.GUARD, "HIDE", "COVER", "peek"),
                MachineInfo.Edges.back(Events.UPDATE, "STUNNED", "PATROL TAKE_COVER AIM FIRE HIDE", null))
                .withStacks(new String[] {"STUNNED"}, "RESUME");
    }

    @Test
    void mermaidDrawsAGroupsEntryInsideItAndNoBoxForItsConstant() {
        String mermaid = Diagrams.of(soldier()).toMermaid(new StateDiagram.Marks() {
            @Override
            public String state(String state) {
                assertFalse(state.equals("COMBAT") || state.equals("RESUME"), state + " is asked for a description");
                return "n";
            }

            @Override
            public String edge(int index) {
                return null;
            }
        });
        assertEquals("stateDiagram-v2\n"
                + "    [*] --> PATROL\n"
                + "    [*] --> STUNNED : entry point\n"
                + "    [*] --> COMBAT : entry point\n"
                + "    state COMBAT {\n"
                + "        [*] --> ARMED : H*\n"
                + "        TAKE_COVER\n"
                + "        TAKE_COVER : n\n"
                + "        state ARMED {\n"
                + "            [*] --> AIM\n"
                + "            AIM\n"
                + "            AIM : n\n"
                + "            FIRE\n"
                + "            FIRE : n\n"
                + "        }\n"
                + "    }\n"
                + "    state COVER {\n"
                + "        [*] --> HIDE : H\n"
                + "        HIDE\n"
                + "        HIDE : n\n"
                + "    }\n"
                + "    state QUIET {\n"
                + "        PATROL\n"
                + "        PATROL : n\n"
                + "    }\n"
                + "    classDef interrupt stroke-dasharray: 5 5\n"
                + "    class STUNNED interrupt\n"
                + "    TAKE_COVER --> ARMED\n"
                + "    TAKE_COVER --> HIDE\n"
                + "    STUNNED --> PATROL : back\n"
                + "    STUNNED --> TAKE_COVER : back\n"
                + "    STUNNED --> AIM : back\n"
                + "    STUNNED --> FIRE : back\n"
                + "    STUNNED --> HIDE : back\n"
                + "    PATROL --> COMBAT : spotted\n"
                + "    HIDE --> COVER : peek\n"
                + "    STUNNED : n\n", mermaid);
        StateDiagram diagram = Diagrams.of(soldier());
        assertFalse(diagram.isDrawn("COMBAT"));
        assertFalse(diagram.isDrawn("RESUME"));
        assertTrue(diagram.isDrawn("TAKE_COVER"));
        assertEquals("ARMED", diagram.groups().get(0).initial());
        assertEquals(StateDiagram.History.DEEP, diagram.groups().get(0).history());
        assertEquals(StateDiagram.History.NONE, diagram.groups().get(3).history());
    }

    @Test
    void dotDrawsAGroupsEntryAsANodeInItsClusterThatEdgesToTheGroupEndAt() {
        String dot = Diagrams.of(soldier()).toDot();
        assertTrue(dot.contains("    subgraph \"cluster_COMBAT\" {\n"
                + "        label=\"COMBAT\";\n"
                + "        \"COMBAT\" [shape=circle, label=\"H*\"];\n"
                + "        \"TAKE_COVER\";\n"
                + "        subgraph \"cluster_ARMED\" {\n"
                + "            label=\"ARMED\";\n"
                + "            \"ARMED\" [shape=point];\n"
                + "            \"AIM\";\n"
                + "            \"FIRE\";\n"
                + "        }\n"
                + "    }\n"
                + "    subgraph \"cluster_COVER\" {\n"
                + "        label=\"COVER\";\n"
                + "        \"COVER\" [shape=circle, label=\"H\"];\n"
                + "        \"HIDE\";\n"
                + "    }\n"
                + "    subgraph \"cluster_QUIET\" {\n"
                + "        label=\"QUIET\";\n"
                + "        \"PATROL\";\n"
                + "    }\n"
                + "    \"COMBAT\" -> \"ARMED\";\n"
                + "    \"ARMED\" -> \"AIM\";\n"
                + "    \"COVER\" -> \"HIDE\";\n"
                + "    \"STUNNED\" [style=\"rounded,dashed\"];\n"), dot);
        assertTrue(dot.contains("    \"PATROL\" -> \"COMBAT\" [label=\"spotted\"];\n"), dot);
        assertTrue(dot.contains("    \"TAKE_COVER\" -> \"ARMED\";\n"), dot);
        assertFalse(dot.contains("RESUME"), dot);
    }

    @Test
    void aMachineWithoutGroupsYouEnterIsDrawnAsBefore() {
        MachineInfo.Group[] plain = {new MachineInfo.Group("AGGRO", null, "ALARM", null, MachineInfo.History.NONE),
            new MachineInfo.Group("CHASE", "AGGRO", "PURSUIT SEARCH")};
        MachineInfo info = new MachineInfo("Guard", guard().states().toArray(new String[0]), "IDLE", new String[0],
                plain, guard().edgeGroups().toArray(new MachineInfo.Edges[0]));
        assertEquals(Diagrams.of(guard()).toMermaid(), Diagrams.of(info).toMermaid());
        assertEquals(Diagrams.of(guard()).toDot(), Diagrams.of(info).toDot());
        assertFalse(Diagrams.of(guard()).toDot().contains("shape=point];\n        "));
    }

    @Test
    void anEdgeToAGroupWithoutInitialAndAnInitialOutsideTheGroupAreRefused() {
        IllegalArgumentException noInitial = assertThrows(IllegalArgumentException.class,
                () -> StateDiagram.builder("Door", List.of("OPEN", "SHUT"), "OPEN")
                        .group("CLOSED", null, List.of("SHUT"))
                        .edges(StateDiagram.Cause.GUARD, List.of("OPEN"), List.of("CLOSED"), "push").build());
        assertEquals("Door: the edge's target CLOSED is none of its states [OPEN, SHUT] nor a group with an initial",
                noInitial.getMessage());
        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> StateDiagram.builder("Door", List.of("OPEN", "SHUT"), "OPEN")
                        .group("CLOSED", null, List.of("SHUT"), "OPEN", StateDiagram.History.NONE).build());
        assertEquals("Door: the initial OPEN of group CLOSED is none of its states or nested groups",
                outside.getMessage());
        assertEquals("    \"OPEN\" -> \"CLOSED\" [label=\"push\"];\n", StateDiagram.builder("Door",
                List.of("OPEN", "SHUT"), "OPEN")
                .group("CLOSED", null, List.of("SHUT"), "SHUT", StateDiagram.History.NONE)
                .edges(StateDiagram.Cause.GUARD, List.of("OPEN"), List.of("CLOSED"), "push").build().toDot()
                .lines().filter(l -> l.contains("push")).findFirst().orElseThrow() + "\n");
    }

    /**
     * The soldier of regions: Legs (IDLE, WALK; STUNNED interrupts, RESUME is its @Back) and Weapon
     * (READY, and the group ARMED with deep history holding AIM and FIRE; JAMMED an interrupt of its own).
     */
    private static MachineInfo regions() {
        MachineInfo weapon = new MachineInfo("Soldier.Weapon", new String[] {"READY", "AIM", "FIRE", "JAMMED",
            "ARMED"}, "READY", new String[0],
                new MachineInfo.Group[] {new MachineInfo.Group("ARMED", null, "AIM FIRE", "AIM", MachineInfo.History.DEEP)},
                new MachineInfo.Edges(Events.UPDATE, "AIM", "FIRE"),
                new MachineInfo.Edges(Events.GUARD, "READY", "ARMED", "enemySeen"),
                new MachineInfo.Edges(Events.MESSAGE, "FIRE", "JAMMED", "Jam"))
                .withStacks(new String[] {"JAMMED"}, null);
        return new MachineInfo("Soldier", new String[] {"IDLE", "WALK", "STUNNED", "RESUME"}, "IDLE", new String[0],
                new MachineInfo.Edges(Events.UPDATE, "IDLE", "WALK"),
                new MachineInfo.Edges(Events.MESSAGE, "IDLE WALK", "STUNNED", "Hit"),
                MachineInfo.Edges.back(Events.UPDATE, "STUNNED", "IDLE WALK", null))
                .withStacks(new String[] {"STUNNED"}, "RESUME").withRegions(weapon);
    }

    @Test
    void mermaidDrawsRegionsAsConcurrentRegionsOfOneCompositeStateNamedAfterTheMachine() {
        String mermaid = Diagrams.of(regions()).toMermaid(new StateDiagram.Marks() {
            @Override
            public String state(String state) {
                return state.equals("AIM") || state.equals("WALK") ? "n" : null;
            }

            @Override
            public String edge(int index) {
                return "E" + index;
            }
        });
        assertEquals("stateDiagram-v2\n"
                + "    [*] --> Soldier\n"
                + "    state Soldier {\n"
                + "        [*] --> IDLE\n"
                + "        IDLE --> WALK : E0\n"
                + "        STUNNED --> IDLE : back E1\n"
                + "        STUNNED --> WALK : back E2\n"
                + "        IDLE --> STUNNED : Hit E3\n"
                + "        WALK --> STUNNED : Hit E4\n"
                + "        WALK : n\n"
                + "        --\n"
                + "        [*] --> READY\n"
                + "        state ARMED {\n"
                + "            [*] --> AIM : H*\n"
                + "            AIM\n"
                + "            AIM : n\n"
                + "            FIRE\n"
                + "        }\n"
                + "        AIM --> FIRE : E5\n"
                + "        READY --> ARMED : enemySeen E6\n"
                + "        FIRE --> JAMMED : Jam E7\n"
                + "    }\n"
                + "    classDef interrupt stroke-dasharray: 5 5\n"
                + "    class STUNNED,JAMMED interrupt\n", mermaid);
        assertEquals(2, Diagrams.of(regions()).regions().size());
        assertEquals("Soldier.Weapon", Diagrams.of(regions()).regions().get(1).name());
    }

    @Test
    void dotDrawsOneClusterPerRegionEachWithItsOwnStart() {
        String dot = Diagrams.of(regions()).toDot();
        assertEquals("digraph \"Soldier\" {\n"
                + "    rankdir=LR;\n"
                + "    node [shape=box, style=rounded];\n"
                + "    subgraph \"cluster_region Soldier\" {\n"
                + "        label=\"Soldier\";\n"
                + "        \"[*]\" [shape=point];\n"
                + "        \"[*]\" -> \"IDLE\";\n"
                + "        \"STUNNED\" [style=\"rounded,dashed\"];\n"
                + "        \"IDLE\" -> \"WALK\";\n"
                + "        \"STUNNED\" -> \"IDLE\" [label=\"back\"];\n"
                + "        \"STUNNED\" -> \"WALK\" [label=\"back\"];\n"
                + "        \"IDLE\" -> \"STUNNED\" [label=\"Hit\"];\n"
                + "        \"WALK\" -> \"STUNNED\" [label=\"Hit\"];\n"
                + "    }\n"
                + "    subgraph \"cluster_region Soldier.Weapon\" {\n"
                + "        label=\"Soldier.Weapon\";\n"
                + "        \"[*] Soldier.Weapon\" [shape=point];\n"
                + "        \"[*] Soldier.Weapon\" -> \"READY\";\n"
                + "        subgraph \"cluster_ARMED\" {\n"
                + "            label=\"ARMED\";\n"
                + "            \"ARMED\" [shape=circle, label=\"H*\"];\n"
                + "            \"AIM\";\n"
                + "            \"FIRE\";\n"
                + "        }\n"
                + "        \"ARMED\" -> \"AIM\";\n"
                + "        \"JAMMED\" [style=\"rounded,dashed\"];\n"
                + "        \"AIM\" -> \"FIRE\";\n"
                + "        \"READY\" -> \"ARMED\" [label=\"enemySeen\"];\n"
                + "        \"FIRE\" -> \"JAMMED\" [label=\"Jam\"];\n"
                + "    }\n"
                + "}\n", dot);
    }

    @Test
    void eachRegionAloneIsDrawnAsAMachineWithoutRegions() {
        MachineInfo soldier = regions();
        StateDiagram legs = Diagrams.ofRegion(soldier);
        assertEquals(1, legs.regions().size());
        assertTrue(legs.toMermaid().startsWith("stateDiagram-v2\n    [*] --> IDLE\n    classDef interrupt"),
                legs.toMermaid());
        assertFalse(legs.toMermaid().contains("READY"), legs.toMermaid());
        MachineInfo weapon = soldier.regions().get(1);
        assertEquals(Diagrams.of(weapon).toMermaid(), Diagrams.ofRegion(weapon).toMermaid());
        assertTrue(Diagrams.of(weapon).toMermaid().startsWith("stateDiagram-v2\n    [*] --> READY\n"));
    }

    @Test
    void aStateNamedLikeTheMachineLeavesTheCompositeStateAnotherId() {
        StateDiagram weapon = StateDiagram.builder("Door.Lock", List.of("Door", "OPEN"), "Door").build();
        String mermaid = StateDiagram.builder("Door", List.of("SHUT"), "SHUT").regions(List.of(weapon)).build()
                .toMermaid();
        assertTrue(mermaid.startsWith("stateDiagram-v2\n    [*] --> Door_\n    state Door_ {\n        [*] --> SHUT\n"
                + "        --\n        [*] --> Door\n"), mermaid);
    }

    @Test
    void aNameInTwoRegionsAndARegionWithRegionsAreRefused() {
        StateDiagram lock = StateDiagram.builder("Door.Lock", List.of("LOCKED", "OPEN"), "LOCKED").build();
        IllegalArgumentException clash = assertThrows(IllegalArgumentException.class,
                () -> StateDiagram.builder("Door", List.of("OPEN", "SHUT"), "OPEN").regions(List.of(lock)).build());
        assertEquals("Door: OPEN is a name in its regions Door and Door.Lock; a drawing needs each name in one region",
                clash.getMessage());
        StateDiagram grouped = StateDiagram.builder("Door.Bolt", List.of("BOLTED"), "BOLTED")
                .group("SHUT", null, List.of("BOLTED")).build();
        IllegalArgumentException group = assertThrows(IllegalArgumentException.class,
                () -> StateDiagram.builder("Door", List.of("OPEN", "SHUT"), "OPEN").regions(List.of(grouped)).build());
        assertEquals("Door: SHUT is a name in its regions Door and Door.Bolt; a drawing needs each name in one region",
                group.getMessage());
        StateDiagram nested = StateDiagram.builder("Door.Latch", List.of("UP"), "UP").regions(List.of(
                StateDiagram.builder("Door.Pin", List.of("IN"), "IN").build())).build();
        IllegalArgumentException deep = assertThrows(IllegalArgumentException.class,
                () -> StateDiagram.builder("Door", List.of("OPEN"), "OPEN").regions(List.of(nested)).build());
        assertEquals("Door: its region Door.Latch has regions itself; a machine's regions are given to its first region"
                + " only", deep.getMessage());
    }

    @Test
    void eachRegionLeavesOutItsOwnEdgesAndTheMarksCountEveryRegionsEdges() {
        List<String> states = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            states.add("S" + i);
        }
        StateDiagram lock = StateDiagram.builder("Wide.Lock", List.of("LOCKED", "OPEN"), "LOCKED")
                .edges(StateDiagram.Cause.UPDATE, List.of("LOCKED"), List.of("OPEN"), null).build();
        StateDiagram wide = StateDiagram.builder("Wide", states, "S0")
                .edges(StateDiagram.Cause.UPDATE, states, states, null).regions(List.of(lock)).build();
        String mermaid = wide.toMermaid(new StateDiagram.Marks() {
            @Override
            public String state(String state) {
                return null;
            }

            @Override
            public String edge(int index) {
                return "E" + index;
            }
        });
        assertTrue(mermaid.contains("        [*] --> S0\n        %% 2500 edges left out: a drawing shows at most 2000;"
                + " MachineInfo.edges() lists them\n        --\n        [*] --> LOCKED\n        LOCKED --> OPEN : E2500\n"),
                mermaid);
        assertTrue(wide.toDot().contains("        // 2500 edges left out"), wide.toDot());
        assertTrue(wide.toDot().contains("        \"LOCKED\" -> \"OPEN\";\n"), wide.toDot());
    }
}
