package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The description's groups and labelled edges, each edge with its id. */
class MachineInfoTest {
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

    @Test
    void edgesComeByEventThenSourceWithTheirCauses() {
        List<String> edges = guard().edges().stream().map(MachineInfo.Edge::toString).collect(Collectors.toList());
        assertEquals(List.of(
                "PURSUIT -> SEARCH (CHASE update)",
                "SEARCH -> IDLE",
                "SEARCH -> SEARCH (CHASE update)",
                "ALARM -> PURSUIT (enter)",
                "IDLE -> ALARM (seesPlayer)",
                "ALARM -> IDLE (gaveUp)",
                "PURSUIT -> IDLE (gaveUp)",
                "SEARCH -> IDLE (gaveUp)"), edges);
        assertEquals(8, guard().edgeCount());
        for (int i = 0; i < 8; i++) {
            assertEquals(i, guard().edges().get(i).id());
        }
        assertEquals(List.of("ALARM", "PURSUIT", "SEARCH"), guard().edgeGroups().get(4).from());
        assertEquals("gaveUp", guard().edgeGroups().get(4).label());
        assertEquals("gaveUp", guard().edges().get(7).label());
        assertEquals(Events.GUARD, guard().edges().get(7).event());
        assertEquals(List.of("PURSUIT", "SEARCH"), guard().groups().get(1).states());
        assertEquals("AGGRO", guard().groups().get(1).parent());
    }
}
