package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * The semantics' soldier: COMBAT (deep history, entered at ARMED) holds TAKE_COVER and ARMED (AIM,
     * FIRE, RELOAD; entered at AIM); COVER (shallow) holds HIDE alone; RESUME is the @Back and COMBAT the
     * group's constant. ARMED has an initial and no constant: a {@code to} may name it by its name only.
     */
    private static MachineInfo soldier() {
        MachineInfo.Group[] groups = {
            new MachineInfo.Group("COMBAT", null, "TAKE_COVER", "ARMED", MachineInfo.History.DEEP),
            new MachineInfo.Group("ARMED", "COMBAT", "AIM FIRE RELOAD", "AIM", MachineInfo.History.NONE),
            new MachineInfo.Group("QUIET", null, "PATROL"),
            new MachineInfo.Group("COVER", null, "HIDE", "HIDE", MachineInfo.History.SHALLOW),
        };
        return new MachineInfo("Soldier", new String[] {"PATROL", "RELOAD", "TAKE_COVER", "AIM", "FIRE", "HIDE",
            "STUNNED", "RESUME", "COMBAT"}, "PATROL", new String[] {"STUNNED", "COMBAT"}, groups,
                new MachineInfo.Edges(Events.GUARD, "PATROL", "COMBAT", "spotted"),
                new MachineInfo.Edges(Events.UPDATE, "TAKE_COVER", "ARMED"))
                .withStacks(new String[] {"STUNNED"}, "RESUME");
    }

    @Test
    void aGroupTellsItsInitialAndHistoryAndAnOldGroupHasNeither() {
        MachineInfo info = soldier();
        assertEquals("ARMED", info.groups().get(0).initial());
        assertEquals(MachineInfo.History.DEEP, info.groups().get(0).history());
        assertEquals("AIM", info.group("ARMED").initial());
        assertEquals(MachineInfo.History.NONE, info.group("ARMED").history());
        assertNull(info.group("QUIET").initial());
        assertEquals(MachineInfo.History.NONE, info.group("QUIET").history());
        assertNull(guard().groups().get(0).initial());
        assertNull(info.group("STUNNED"), "a state is no group");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MachineInfo.Group("G", null, "A", null, MachineInfo.History.SHALLOW));
        assertEquals("group G: a history needs an initial, entered before the first visit", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new MachineInfo.Group("G", null, "A", "A", null));
    }

    @Test
    void aGroupsConstantIsAPseudoStateLikeTheBack() {
        MachineInfo info = soldier();
        assertEquals(List.of("COMBAT"), info.groupConstants(), "ARMED has no constant; QUIET no initial");
        assertTrue(info.isGroupConstant("COMBAT"));
        assertFalse(info.isGroupConstant("ARMED"));
        assertFalse(info.isGroupConstant("RESUME"));
        assertTrue(info.isPseudoState("COMBAT"));
        assertTrue(info.isPseudoState("RESUME"));
        assertFalse(info.isPseudoState("PATROL"));
        assertFalse(info.isPseudoState("STUNNED"));
        assertEquals(List.of(), guard().groupConstants());
        assertFalse(guard().isPseudoState("IDLE"));
        // A state named like a group without initial is no group's constant.
        MachineInfo named = new MachineInfo("Named", new String[] {"A", "G"}, "A", new String[0],
                new MachineInfo.Group[] {new MachineInfo.Group("G", null, "A")});
        assertFalse(named.isGroupConstant("G"));
    }

    @Test
    void historyGroupsComeInTheOrderOfTheGroupsAndStatesInReachIntoNestedGroups() {
        MachineInfo info = soldier();
        assertEquals(List.of("COMBAT", "COVER"),
                info.historyGroups().stream().map(MachineInfo.Group::name).collect(Collectors.toList()));
        assertEquals(List.of("RELOAD", "TAKE_COVER", "AIM", "FIRE"), info.statesIn("COMBAT"), "in ordinal order");
        assertEquals(List.of("RELOAD", "AIM", "FIRE"), info.statesIn("ARMED"));
        assertEquals(List.of("HIDE"), info.statesIn("COVER"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> info.statesIn("AIM"));
        assertEquals("Soldier has no group AIM", e.getMessage());
        assertEquals(List.of(), guard().historyGroups());
        assertEquals(List.of("ALARM", "PURSUIT", "SEARCH"), guard().statesIn("AGGRO"));
    }

    @Test
    void anEdgeMayLeadToAGroupByItsName() {
        assertEquals(List.of("TAKE_COVER -> ARMED", "PATROL -> COMBAT (spotted)"),
                soldier().edges().stream().map(MachineInfo.Edge::toString).collect(Collectors.toList()));
    }

    @Test
    void aMachineWithoutRegionsIsItsOnlyRegionAndRegionsSurviveTheStacks() {
        MachineInfo plain = guard();
        assertEquals(List.of(plain), plain.regions());
        MachineInfo weapon = new MachineInfo("Guard.Weapon", new String[] {"READY", "FIRE"}, "READY", new String[0],
                new MachineInfo.Edges(Events.UPDATE, "READY", "FIRE"));
        MachineInfo both = guard().withRegions(weapon).withStacks(new String[] {"ALARM"}, null);
        assertEquals(2, both.regions().size());
        assertTrue(both.regions().get(0) == both, "the first region is the description itself");
        assertTrue(both.regions().get(1) == weapon);
        assertEquals(List.of("ALARM"), both.interrupts());
        assertEquals(List.of(weapon), weapon.regions());
    }
}
