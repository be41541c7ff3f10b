package dev.brainstem.samples.soldier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * Groups you enter and history (docs/semantics.md), on the soldier the processor generated: the
 * story's rules one by one on the one-entity machine, then the batch (sequential, parallel, in regions)
 * against the one-entity machine, soldier by soldier, under random scripts.
 */
class SoldierTest {
    private static List<String> transitions(List<String> story) {
        List<String> moves = new ArrayList<>();
        for (String line : story) {
            if (line.startsWith("t=")) {
                String[] words = line.split(" +");
                moves.add(String.join(" ", words[0], words[1], words[2], words[3], words[4]));
            }
        }
        return moves;
    }

    @Test
    void theStoryFollowsTheRulesOfGroupsYouEnter() {
        List<String> moves = transitions(SoldierDemo.story(90));
        // The first time, COMBAT enters its initial ARMED, whose initial is AIM.
        assertEquals("t= 0.3s PATROL -> AIM", moves.get(0));
        // RELOAD is entered by its name from FIRE: its initial.
        assertTrue(moves.contains("t= 1.5s FIRE -> SWAP_MAGAZINE"), moves.toString());
        // The flash interrupts the reload; @Back returns to the very state.
        assertTrue(moves.contains("t= 1.8s SWAP_MAGAZINE -> STUNNED"), moves.toString());
        assertTrue(moves.contains("t= 2.7s STUNNED -> SWAP_MAGAZINE"), moves.toString());
        // Back from cover: ARMED's shallow history holds RELOAD, which keeps none: the reload starts over.
        assertTrue(moves.contains("t= 5.6s TAKE_COVER -> SWAP_MAGAZINE"), moves.toString());
        // Left from cover, COMBAT's deep history resumes exactly there.
        assertTrue(moves.contains("t= 6.0s TAKE_COVER -> PATROL"), moves.toString());
        assertTrue(moves.contains("t= 7.0s PATROL -> TAKE_COVER"), moves.toString());
        assertEquals(27, moves.size(), moves.toString());
    }

    @Test
    void theGroupsHandlersRunOnlyWhenItsBorderIsCrossed() {
        Soldier soldier = new Soldier();
        SoldierFsm machine = SoldierFsm.start(soldier);
        assertFalse(soldier.weaponRaised);
        soldier.enemyVisible = true;
        machine.update(0.1f);
        assertEquals(SoldierState.AIM, machine.state());
        assertTrue(soldier.weaponRaised);
        // A transition from inside COMBAT to COMBAT by its name leaves no group: no exit, no enter.
        soldier.weaponRaised = false;
        machine.transitionTo(SoldierState.COMBAT);
        assertFalse(soldier.weaponRaised, "COMBAT's enter ran though the soldier never left it");
        // Nothing has left COMBAT yet: its history holds nothing, so its initial is entered again.
        assertEquals(SoldierState.AIM, machine.state());
        assertEquals(SoldierState.AIM, machine.previous());
    }

    @Test
    void theOneEntityMachineTellsWhatEachHistoryGroupHolds() {
        Soldier soldier = new Soldier();
        SoldierFsm machine = SoldierFsm.start(soldier);
        assertEquals(null, machine.lastIn("COMBAT"), "nothing left yet");
        soldier.enemyVisible = true;
        machine.update(0.1f);
        soldier.enemyVisible = false;
        machine.update(0.1f);
        assertEquals(SoldierState.PATROL, machine.state());
        assertEquals(SoldierState.AIM, machine.lastIn("COMBAT"));
        assertEquals(SoldierState.AIM, machine.lastIn("ARMED"));
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> machine.lastIn("RELOAD"));
        assertEquals("SoldierFsm: no history group RELOAD; the machine's are COMBAT, ARMED", none.getMessage());
    }

    @Test
    void aGroupsConstantIsNoStateToBeIn() {
        SoldierBatch batch = new SoldierBatch();
        long h = batch.add(new Soldier(), SoldierState.COMBAT);
        assertEquals(SoldierState.AIM, batch.stateOf(h));
        assertEquals(0, batch.count(SoldierState.COMBAT));
        assertEquals(1, batch.count(SoldierState.AIM));
        IllegalArgumentException resumed = assertThrows(IllegalArgumentException.class,
                () -> batch.resume(new Soldier(), SoldierState.COMBAT));
        assertEquals("SoldierFsm: cannot resume in COMBAT: it is group COMBAT's constant, which no entity is ever in;"
                + " resume in one of its states", resumed.getMessage());
        assertEquals(1, batch.size());
        assertThrows(IllegalArgumentException.class, () -> batch.add(new Soldier(), SoldierState.ARMED),
                "ARMED is no entry point");
    }

    @Test
    void theBatchResumesEachSoldiersOwnHistory() {
        SoldierBatch batch = new SoldierBatch();
        Soldier a = new Soldier();
        Soldier b = new Soldier();
        long ha = batch.add(a);
        long hb = batch.add(b);
        a.enemyVisible = b.enemyVisible = true;
        batch.tick(0.1f);
        b.underFire = true;
        batch.tick(0.1f);
        assertEquals(SoldierState.AIM, batch.stateOf(ha));
        assertEquals(SoldierState.TAKE_COVER, batch.stateOf(hb));
        batch.transitionTo(ha, SoldierState.STUNNED);
        a.enemyVisible = b.enemyVisible = false;
        batch.tick(0.1f); // b leaves COMBAT from TAKE_COVER; a is stunned (it left COMBAT from AIM)
        assertEquals(SoldierState.PATROL, batch.stateOf(hb));
        batch.transitionTo(ha, SoldierState.COMBAT);
        batch.transitionTo(hb, SoldierState.COMBAT);
        assertEquals(SoldierState.AIM, batch.stateOf(ha));
        assertEquals(SoldierState.TAKE_COVER, batch.stateOf(hb));
        // A slot freed and taken again starts with no history.
        batch.remove(hb);
        long hc = batch.add(new Soldier());
        batch.transitionTo(hc, SoldierState.COMBAT);
        assertEquals(SoldierState.AIM, batch.stateOf(hc));
    }

    /** Random scripts: one soldier per machine against the batch's soldier, every frame. */
    @Test
    void theBatchEqualsTheOneEntityMachineSoldierBySoldier() {
        int soldiers = 3000;
        for (int mode = 0; mode < 3; mode++) {
            Random random = new Random(42 + mode);
            SoldierBatch batch = new SoldierBatch();
            Soldier[] alone = new Soldier[soldiers];
            Soldier[] batched = new Soldier[soldiers];
            SoldierFsm[] machines = new SoldierFsm[soldiers];
            long[] handles = new long[soldiers];
            for (int i = 0; i < soldiers; i++) {
                alone[i] = new Soldier();
                batched[i] = new Soldier();
                machines[i] = SoldierFsm.start(alone[i]);
                handles[i] = batch.add(batched[i]);
            }
            ForkJoinPool pool = new ForkJoinPool(2);
            try {
                for (int frame = 0; frame < 200; frame++) {
                    for (int i = 0; i < soldiers; i++) {
                        if (random.nextInt(10) == 0) {
                            alone[i].enemyVisible = batched[i].enemyVisible = random.nextBoolean();
                        }
                        if (random.nextInt(8) == 0) {
                            alone[i].underFire = batched[i].underFire = random.nextBoolean();
                        }
                        if (random.nextInt(60) == 0) {
                            SoldierState target = random.nextBoolean() ? SoldierState.STUNNED : SoldierState.COMBAT;
                            machines[i].transitionTo(target);
                            batch.transitionTo(handles[i], target);
                        }
                    }
                    float dt = 0.05f + random.nextInt(5) * 0.05f;
                    for (SoldierFsm machine : machines) {
                        machine.update(dt);
                    }
                    switch (mode) {
                        case 0 -> batch.tick(dt);
                        case 1 -> batch.tick(dt, pool);
                        default -> batch.tickInRegions(dt);
                    }
                    for (int i = 0; i < soldiers; i++) {
                        assertEquals(machines[i].state(), batch.stateOf(handles[i]),
                                "soldier " + i + " in frame " + frame + ", mode " + mode);
                        assertEquals(alone[i].shotsFired, batched[i].shotsFired);
                    }
                }
            } finally {
                pool.shutdown();
            }
        }
    }
}
