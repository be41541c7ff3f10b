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
 * Orthogonal regions, groups you enter and history (docs/semantics.md) on the soldier the processor generated:
 * his legs and weapon as two regions, the story's rules one by one, then the batch (sequential, parallel, in
 * regions) against the one-entity machine, soldier by soldier, under random scripts.
 */
class SoldierTest {
    private static List<String> transitions(List<String> story) {
        List<String> moves = new ArrayList<>();
        for (String line : story) {
            if (line.startsWith("t=")) {
                String[] words = line.split(" +");
                moves.add(String.join(" ", words[0], words[1], words[2], words[3], words[4], words[5]));
            }
        }
        return moves;
    }

    @Test
    void theStoryFollowsTheRulesOfRegionsAndGroupsYouEnter() {
        List<String> moves = transitions(SoldierDemo.story(90));
        // Both regions react in the same tick, the legs first; COMBAT enters its initial, AIM.
        assertEquals("t= 0.3s legs WALK -> RUN", moves.get(0));
        assertEquals("t= 0.3s weapon LOWERED -> AIM", moves.get(1));
        // He does not aim on the run: the first shot waits for the legs to crouch, in the same tick.
        int crouch = moves.indexOf("t= 1.1s legs RUN -> CROUCH");
        assertTrue(crouch > 0, moves.toString());
        assertEquals("t= 1.1s weapon AIM -> FIRE", moves.get(crouch + 1));
        // The flash interrupts the weapon only; @Back returns it to the very state.
        assertTrue(moves.contains("t= 2.2s weapon SWAP_MAGAZINE -> STUNNED"), moves.toString());
        assertTrue(moves.contains("t= 3.1s weapon STUNNED -> SWAP_MAGAZINE"), moves.toString());
        assertFalse(moves.stream().anyMatch(m -> m.startsWith("t= 2.2s legs")), "the legs stay as they are");
        // Lost and found: COMBAT's deep history resumes exactly where the weapon left it.
        String lowered = moves.stream().filter(m -> m.endsWith("-> LOWERED")).findFirst().orElseThrow();
        String left = lowered.split(" ")[3];
        String resumed = moves.stream().filter(m -> m.contains("weapon LOWERED ->")).reduce((a, b) -> b).orElseThrow();
        assertEquals(left, resumed.split(" ")[5], moves.toString());
        assertTrue(resumed.startsWith("t= 7.0s"), resumed);
        // A stray shot moves his legs only: the weapon stays lowered.
        assertTrue(moves.contains("t= 6.3s legs WALK -> CROUCH"), moves.toString());
        assertTrue(moves.contains("t= 6.6s legs CROUCH -> WALK"), moves.toString());
        assertEquals(2, moves.stream().filter(m -> m.contains("weapon LOWERED ->")).count(), moves.toString());
    }

    @Test
    void eachRegionChangesOnItsOwnAndReadsTheOther() {
        SoldierBatch batch = new SoldierBatch();
        Soldier soldier = new Soldier();
        long h = batch.add(soldier);
        assertEquals(Legs.WALK, batch.stateOf(h));
        assertEquals(Weapon.LOWERED, batch.stateOf(h, Weapon.class));
        batch.transitionTo(h, Weapon.STUNNED);
        assertEquals(Legs.WALK, batch.stateOf(h), "transitionTo moves only its state's region");
        soldier.enemyVisible = true;
        batch.tick(0.1f);
        assertEquals(Legs.WALK, batch.stateOf(h), "a stunned soldier does not charge: @Current Weapon");
        assertEquals(1, batch.count(Weapon.STUNNED));
        assertEquals(1, batch.count(Legs.WALK));
        List<Soldier> stunned = new ArrayList<>();
        batch.forEach(Weapon.STUNNED, stunned::add);
        assertEquals(List.of(soldier), stunned);
        assertEquals(List.of(Legs.class, Weapon.class), List.of(batch.regions().get(0).states().get(0).getDeclaringClass(),
                batch.regions().get(1).states().get(0).getDeclaringClass()));
        assertEquals("Soldier.Weapon", batch.region(Weapon.class).info().name());
    }

    @Test
    void theOneEntityMachineHasBothRegions() {
        Soldier soldier = new Soldier();
        SoldierFsm machine = SoldierFsm.start(soldier);
        assertEquals(Legs.WALK, machine.state());
        assertEquals(Weapon.LOWERED, machine.state(Weapon.class));
        soldier.enemyVisible = true;
        machine.update(0.1f);
        assertEquals(Legs.RUN, machine.state());
        assertEquals(Weapon.AIM, machine.state(Weapon.class));
        assertTrue(soldier.weaponRaised);
        soldier.enemyVisible = false;
        machine.update(0.1f);
        assertEquals(Weapon.LOWERED, machine.state(Weapon.class));
        // The weapon region's own machine: its history, its previous state.
        assertEquals(Weapon.AIM, machine.weaponRegion().lastIn("COMBAT"));
        assertEquals(Weapon.AIM, machine.weaponRegion().previous());
        assertThrows(IllegalArgumentException.class, () -> machine.weaponRegion().lastIn("RELOAD"), "RELOAD keeps none");
    }

    @Test
    void aGroupsConstantIsNoStateToBeIn() {
        SoldierBatch batch = new SoldierBatch();
        long h = batch.add(new Soldier());
        batch.transitionTo(h, Weapon.COMBAT);
        assertEquals(Weapon.AIM, batch.stateOf(h, Weapon.class));
        assertEquals(0, batch.count(Weapon.COMBAT));
        assertEquals(1, batch.count(Weapon.AIM));
        assertThrows(IllegalArgumentException.class, () -> batch.transitionTo(h, Weapon.FIRE), "FIRE is no entry point");
        assertEquals(Weapon.AIM, batch.stateOf(h, Weapon.class));
    }

    /** Random scripts: one soldier per machine against the batch's soldier, every frame, both regions. */
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
                            Weapon target = random.nextBoolean() ? Weapon.STUNNED : Weapon.COMBAT;
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
                        String who = "soldier " + i + " in frame " + frame + ", mode " + mode;
                        assertEquals(machines[i].state(), batch.stateOf(handles[i]), who);
                        assertEquals(machines[i].state(Weapon.class), batch.stateOf(handles[i], Weapon.class), who);
                        assertEquals(alone[i].shotsFired, batched[i].shotsFired, who);
                    }
                }
            } finally {
                pool.shutdown();
            }
        }
    }
}
