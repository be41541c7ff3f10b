package dev.brainstem.samples.formation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The formation flyers: guarded transitions checked in order on a settling machine, enter and exit actions. */
class FlyerTest {
    private static final float DT = 0.1f;

    private final Squadron squad = new Squadron(0, 0, 20, 0, 20, 20);
    private final FlyerFsm leader = FlyerFsm.start(squad.launch("lead"));
    private final FlyerFsm wing = FlyerFsm.start(squad.launch("wing"));

    private void tickBoth() {
        leader.update(DT);
        wing.update(DT);
    }

    private void formUp() {
        for (int i = 0; i < 100 && leader.state() != FlyerState.PATROL; i++) {
            tickBoth();
        }
        assertEquals(FlyerState.PATROL, leader.state());
        assertEquals(FlyerState.FOLLOW, wing.state());
    }

    @Test
    void fromIdleTheLeaderLeadsAndTheWingmanFollows() {
        assertEquals(FlyerState.LEAD, leader.update(DT));
        assertEquals(FlyerState.FOLLOW, wing.update(DT));
    }

    @Test
    void aBanditInRangeOutranksLeadingInIdle() {
        squad.bandit = new Bandit(10, 0, 5);
        assertEquals(FlyerState.ATTACK, leader.update(DT), "the first condition that holds wins");
        assertEquals(FlyerState.ATTACK, wing.update(DT));
    }

    @Test
    void aBanditOutOfSensorRangeChangesNothing() {
        squad.bandit = new Bandit(Flyer.SENSOR_RANGE + 1, 0, 5);
        assertEquals(FlyerState.LEAD, leader.update(DT));
    }

    @Test
    void theLeaderWaitsForTheFormationThenPatrols() {
        leader.update(DT);
        assertEquals(FlyerState.LEAD, leader.update(DT), "the wingman is not in its slot yet");
        assertEquals(0, leader.entity().x(), "leading holds position");
        formUp();
        assertTrue(squad.formed());
        float[] slot = squad.slotOf(wing.entity());
        assertEquals(-Squadron.SPACING, slot[0] - leader.entity().x(), 1e-4);
        assertEquals(-Squadron.SPACING, slot[1] - leader.entity().y(), 1e-4);
    }

    @Test
    void thePatrolFlysTheRouteAndTheWingmanKeepsItsSlot() {
        formUp();
        for (int i = 0; i < 60; i++) {
            tickBoth();
        }
        Flyer lead = leader.entity();
        assertEquals(1, lead.waypoint, "the first waypoint is behind it");
        assertEquals(20, lead.x(), 1e-3);
        assertTrue(squad.distanceToSlot(wing.entity()) <= Squadron.FORMED);
    }

    @Test
    void onPatrolABanditOutranksAScatteredSquadron() {
        formUp();
        wing.entity().x = 100;
        assertTrue(squad.scattered());
        squad.bandit = new Bandit(leader.entity().x(), 10, 5);
        assertEquals(FlyerState.ATTACK, leader.update(DT));
    }

    @Test
    void onPatrolAScatteredSquadronRallies() {
        formUp();
        for (int i = 0; i < 5; i++) {
            tickBoth();
        }
        assertTrue(leader.entity().x() > Squadron.FORMED, "the patrol has left the rally point behind");
        wing.entity().x = 100;
        List<String> path = path(leader);
        float x = leader.entity().x();
        assertEquals(FlyerState.RALLY, leader.update(DT));
        assertEquals(List.of("PATROL->RALLY scattered"), path);
        assertEquals(x - Flyer.SPEED * DT, leader.entity().x(), 1e-4, "the rally flew in the same frame");
    }

    @Test
    void aScatteredSquadronAtTheRallyPointSettlesStraightBackToLeading() {
        formUp();
        assertTrue(leader.entity().x() <= Squadron.FORMED, "one frame of patrol is still at the rally point");
        wing.entity().x = 100;
        List<String> path = path(leader);
        assertEquals(FlyerState.LEAD, leader.update(DT), "the leader waits for the scattered wingman again");
        assertEquals(List.of("PATROL->RALLY scattered", "RALLY->LEAD leaderAtRallyPoint"), path,
                "one frame, the seed's while (MoveToNext()): each guard in the seed's order, first that holds");
    }

    @Test
    void weaponsAreArmedForExactlyAsLongAsTheAttack() {
        formUp();
        assertFalse(leader.entity().weaponsArmed());
        Bandit bandit = new Bandit(leader.entity().x() + 4, leader.entity().y(), 1);
        squad.bandit = bandit;
        tickBoth();
        assertEquals(FlyerState.ATTACK, leader.state());
        assertTrue(leader.entity().weaponsArmed());
        for (int i = 0; i < 100 && !bandit.destroyed(); i++) {
            tickBoth();
        }
        assertTrue(bandit.destroyed());
        assertTrue(leader.entity().firedSeconds > 0);
        tickBoth();
        assertEquals(FlyerState.RALLY, leader.state());
        assertEquals(FlyerState.ATTACK, leader.previous());
        assertFalse(leader.entity().weaponsArmed());
    }

    @Test
    void aBanditThatFleesFarEnoughEndsTheAttack() {
        squad.bandit = new Bandit(10, 0, 5);
        leader.update(DT);
        squad.bandit.x = 3 * Flyer.SENSOR_RANGE;
        assertEquals(FlyerState.RALLY, leader.update(DT));
    }

    @Test
    void afterRallyingTheLeaderLeadsAndTheWingmanFollows() {
        squad.bandit = new Bandit(10, 0, 5);
        tickBoth();
        squad.bandit = null;
        tickBoth();
        assertEquals(FlyerState.RALLY, leader.state());
        assertEquals(FlyerState.RALLY, wing.state());
        List<FlyerState> leaderStates = new ArrayList<>(List.of(leader.state()));
        for (int i = 0; i < 50; i++) {
            tickBoth();
            if (leaderStates.get(leaderStates.size() - 1) != leader.state()) {
                leaderStates.add(leader.state());
            }
        }
        assertEquals(List.of(FlyerState.RALLY, FlyerState.LEAD, FlyerState.PATROL), leaderStates);
        assertEquals(FlyerState.FOLLOW, wing.state());
    }

    @Test
    void aWingmanWhoseLeaderIsLostTakesTheLead() {
        formUp();
        squad.shootDown(leader.entity());
        List<String> path = path(wing);
        assertEquals(FlyerState.PATROL, wing.update(DT));
        assertEquals(List.of("FOLLOW->LEAD isLeader", "LEAD->PATROL formedUp"), path,
                "alone, it is in formation at once: the frame settles through LEAD into PATROL");
        assertEquals(FlyerState.LEAD, wing.previous());
    }

    @Test
    void theGuardsAreCheckedInTheSeedsOrderAndTheFirstThatHoldsIsTaken() {
        // IDLE checks banditInRange, isLeader, hasLeader: the leader passes the second, the wingman the third
        List<String> leaderPath = path(leader);
        List<String> wingPath = path(wing);
        tickBoth();
        assertEquals(List.of("IDLE->LEAD isLeader"), leaderPath);
        assertEquals(List.of("IDLE->FOLLOW hasLeader"), wingPath);
        assertTrue(wing.entity().x() < 0, "the wingman's FOLLOW update flew towards its slot in the same frame");
    }

    @Test
    void everyTransitionIsAGuardsAndTheMachineDescribesThem() {
        assertTrue(FlyerFsm.SETTLE);
        List<Integer> events = new ArrayList<>();
        leader.setListener((handle, from, to, event) -> events.add(event));
        squad.bandit = new Bandit(10, 0, 5);
        leader.update(DT);
        squad.bandit = null;
        leader.update(DT);
        assertEquals(List.of(Events.GUARD, Events.GUARD), events);
        // each state's guards, in the order it checks them
        assertEquals("[IDLE -> ATTACK (banditInRange), IDLE -> LEAD (isLeader), IDLE -> FOLLOW (hasLeader), "
                + "FOLLOW -> ATTACK (banditInRange), FOLLOW -> LEAD (isLeader), "
                + "LEAD -> ATTACK (banditInRange), LEAD -> PATROL (formedUp), "
                + "RALLY -> ATTACK (banditInRange), RALLY -> LEAD (leaderAtRallyPoint), RALLY -> FOLLOW (atRallyPoint), "
                + "PATROL -> ATTACK (banditInRange), PATROL -> RALLY (scattered), "
                + "ATTACK -> RALLY (banditGone)]", FlyerFsm.INFO.edges().toString());
    }

    /** Records the machine's transitions from now on, each as "FROM->TO guard". */
    private static List<String> path(FlyerFsm machine) {
        List<String> path = new ArrayList<>();
        machine.setListener((handle, from, to, event) -> {
            assertEquals(Events.GUARD, event);
            path.add(from + "->" + to + " " + Sortie.cause(from, to, event));
        });
        return path;
    }

    @Test
    void withNoLeaderAnIdleFlyerWaits() {
        Squadron empty = new Squadron(0, 0, 1, 1);
        Flyer flyer = new Flyer("stray", empty, 0, 0);
        FlyerFsm fsm = FlyerFsm.start(flyer);
        assertEquals(FlyerState.IDLE, fsm.update(DT));
        assertNull(fsm.previous());
    }

    @Test
    void theSortieTellsItsStory() {
        Sortie sortie = new Sortie();
        List<String> story = new ArrayList<>();
        Set<String> causes = new TreeSet<>();
        Sortie.Log log = new Sortie.Log() {
            @Override
            public void transition(float time, Flyer flyer, FlyerState from, FlyerState to, String cause) {
                story.add(flyer + " " + from + "->" + to);
                causes.add(cause);
            }

            @Override
            public void event(float time, String what) {
                story.add(what);
            }
        };
        while (sortie.time() < 45) {
            sortie.step(DT, log);
        }
        List<String> leader = new ArrayList<>();
        for (String line : story) {
            if (line.startsWith("Red 1 ") || line.startsWith("Red 2 ") || !line.startsWith("Red")) {
                leader.add(line);
            }
        }
        assertEquals(List.of(
                "Red 1 IDLE->LEAD", "Red 2 IDLE->FOLLOW", "Red 1 LEAD->PATROL",
                "bandit inbound from the east",
                "Red 1 PATROL->ATTACK", "Red 2 FOLLOW->ATTACK", "bandit destroyed",
                "Red 1 ATTACK->RALLY", "Red 2 ATTACK->RALLY", "Red 1 RALLY->LEAD", "Red 2 RALLY->FOLLOW",
                "Red 1 LEAD->PATROL",
                "Red 1 is hit and goes down; Red 2 leads", "Red 2 FOLLOW->LEAD", "Red 2 LEAD->PATROL"), leader);
        assertEquals(3, sortie.flyers().size());
        assertEquals(Set.of("banditInRange", "isLeader", "hasLeader", "formedUp", "leaderAtRallyPoint",
                "atRallyPoint", "banditGone"), causes, "every transition of the sortie is taken by a guard");
    }
}
