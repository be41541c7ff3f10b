package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which edge a transition takes, on a machine of 1,000 states: every edge found, in little memory. */
class EdgeIndexTest {
    static final int STATES = 1000;

    /**
     * A ring of 1,000 states, each updating to the next or itself, a guard from each to S0, an enter
     * redirect on every tenth, and one group's update that every state shares, to S0 and S1: the update
     * edges S0 -> S1 are both a state's own and the group's, and the first listed is the one counted.
     */
    static MachineInfo ring() {
        return ring(STATES);
    }

    static MachineInfo ring(int states) {
        String[] names = new String[states];
        for (int i = 0; i < states; i++) {
            names[i] = "S" + i;
        }
        List<MachineInfo.Edges> edges = new ArrayList<>();
        for (int i = 0; i < states; i++) {
            edges.add(new MachineInfo.Edges(Events.UPDATE, names[i], names[(i + 1) % states] + " " + names[i]));
            edges.add(new MachineInfo.Edges(Events.GUARD, names[i], "S0", "reset"));
            if (i % 10 == 0) {
                edges.add(new MachineInfo.Edges(Events.ENTER, names[i], names[(i + 5) % states]));
            }
        }
        edges.add(new MachineInfo.Edges(Events.UPDATE, String.join(" ", names), "S0 S1", "ALL"));
        return new MachineInfo("Ring", names, "S0", new String[0], edges.toArray(new MachineInfo.Edges[0]));
    }

    @Test
    void everyTransitionOfAThousandStatesFindsTheFirstEdgeItsCauseDrew() {
        MachineInfo info = ring();
        EdgeIndex index = new EdgeIndex(info, info.edges());
        Map<String, Integer> first = new HashMap<>();
        for (MachineInfo.Edge edge : info.edges()) {
            first.putIfAbsent(edge.from() + " " + edge.to() + " " + edge.event(), edge.id());
        }
        assertEquals(STATES * 3 + 100 + 2 * STATES, info.edges().size());
        for (MachineInfo.Edge edge : info.edges()) {
            int from = info.states().indexOf(edge.from());
            int to = info.states().indexOf(edge.to());
            assertEquals((int) first.get(edge.from() + " " + edge.to() + " " + edge.event()),
                    index.edge(from, to, edge.event()), edge.toString());
        }
        // S0's own update lists S1 before the group's does: the transition counts on S0's own edge.
        assertEquals("S0 -> S1", info.edges().get(index.edge(0, 1, Events.UPDATE)).toString());
        assertEquals("S7 -> S1 (ALL update)", info.edges().get(index.edge(7, 1, Events.UPDATE)).toString());
        assertEquals("S10 -> S15 (enter)", info.edges().get(index.edge(10, 15, Events.ENTER)).toString());
        assertEquals(-1, index.edge(7, 9, Events.UPDATE), "no edge S7 -> S9");
        assertEquals(-1, index.edge(7, 8, Events.GUARD), "S7's guard leads to S0 only");
        assertEquals(-1, index.edge(7, 8, Events.NONE), "a change from outside is no edge");
    }

    /**
     * A machine small enough for the one-read table answers every (from, to, event), edge or none, as the
     * search among each state's targets does: the first edge its cause drew, -1 where none was drawn.
     */
    @Test
    void aSmallMachinesTableAnswersEveryTransitionAsTheSearchDoes() {
        MachineInfo info = ring(EdgeIndex.DENSE_STATES);
        EdgeIndex index = new EdgeIndex(info, info.edges());
        Map<String, Integer> first = new HashMap<>();
        for (MachineInfo.Edge edge : info.edges()) {
            first.putIfAbsent(edge.from() + " " + edge.to() + " " + edge.event(), edge.id());
        }
        int found = 0;
        for (int from = 0; from < EdgeIndex.DENSE_STATES; from++) {
            for (int to = 0; to < EdgeIndex.DENSE_STATES; to++) {
                for (int event = 0; event < EdgeIndex.EVENTS; event++) {
                    Integer edge = first.get("S" + from + " S" + to + " " + event);
                    assertEquals(edge == null ? -1 : edge, index.edge(from, to, event), from + " " + to + " " + event);
                    found += edge == null ? 0 : 1;
                }
            }
        }
        assertEquals(first.size(), found, "every drawn edge found");
        assertTrue(index.footprint() * Integer.BYTES < 16 * 1024 + 4096, index.footprint() + " ints");
    }

    /**
     * The index grows with the edges: at 1,000 states and 5,100 edges it holds about 26,000 ints, where
     * the n-by-n table it replaces held 8,000,000 (32 MB).
     */
    @Test
    void aThousandStatesCostTheirEdgesNotTheirSquare() {
        MachineInfo info = ring();
        EdgeIndex index = new EdgeIndex(info, info.edges());
        long bytes = index.footprint() * Integer.BYTES;
        System.out.println("edge index of " + STATES + " states, " + info.edges().size() + " edges: " + bytes + " bytes");
        assertTrue(bytes < 16L * STATES * Integer.BYTES + 2L * info.edges().size() * Integer.BYTES + 64,
                "the index holds " + bytes + " bytes: more than its keys and its edges");
        assertTrue(bytes < 256 * 1024, bytes + " bytes");
    }

    /**
     * Edges to a group (by its constant COMBAT, or by the name of ARMED, which has no constant) count the
     * transitions that land anywhere in it, the first listed edge winning as for states.
     */
    @Test
    void anEdgeToAGroupTakesTheTransitionsToEachOfItsStates() {
        MachineInfo.Group[] groups = {
            new MachineInfo.Group("COMBAT", null, "TAKE_COVER", "ARMED", MachineInfo.History.DEEP),
            new MachineInfo.Group("ARMED", "COMBAT", "AIM FIRE", "AIM", MachineInfo.History.NONE),
        };
        MachineInfo info = new MachineInfo("Soldier", new String[] {"PATROL", "TAKE_COVER", "AIM", "FIRE", "COMBAT"},
                "PATROL", new String[] {"COMBAT"}, groups,
                new MachineInfo.Edges(Events.UPDATE, "TAKE_COVER", "ARMED FIRE PATROL"),
                new MachineInfo.Edges(Events.GUARD, "PATROL", "COMBAT", "spotted"),
                new MachineInfo.Edges(Events.GUARD, "FIRE", "AIM", "empty"));
        EdgeIndex index = new EdgeIndex(info, info.edges());
        int patrol = 0, cover = 1, aim = 2, fire = 3, combat = 4;
        assertEquals("PATROL -> COMBAT (spotted)", info.edges().get(3).toString());
        for (int to : new int[] {cover, aim, fire}) {
            assertEquals(3, index.edge(patrol, to, Events.GUARD), "PATROL to " + info.states().get(to));
        }
        assertEquals(-1, index.edge(patrol, patrol, Events.GUARD));
        assertEquals(-1, index.edge(patrol, combat, Events.GUARD), "no entity lands in the constant");
        assertEquals(0, index.edge(cover, aim, Events.UPDATE), "TAKE_COVER -> ARMED");
        assertEquals(0, index.edge(cover, fire, Events.UPDATE), "TAKE_COVER -> ARMED, listed before -> FIRE");
        assertEquals(2, index.edge(cover, patrol, Events.UPDATE));
        assertEquals(-1, index.edge(cover, cover, Events.UPDATE), "TAKE_COVER is in COMBAT, not in ARMED");
        assertEquals(4, index.edge(fire, aim, Events.GUARD), "a state's own edge");
    }
}
