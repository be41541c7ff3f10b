package dev.brainstem.samples.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The corridor scene and the generated {@link EnemyBatch} under it. */
class CorridorTest {
    @Test
    void theSceneTellsItsStoryInOrder() {
        Corridor corridor = new Corridor();
        while (corridor.time() < 14f) {
            corridor.step(0.05f);
        }
        List<String> story = new ArrayList<>();
        for (Corridor.Line line : corridor.story()) {
            story.add(line.text().replaceAll(" +", " "));
        }
        assertEquals(List.of(
                "guard 3 IDLE -> AGGRO_TELEGRAPH_ALARM (UPDATE), music starts",
                "guard 3 AGGRO_TELEGRAPH_ALARM -> AGGRO_PURSUIT (GUARD)",
                "guard 2 IDLE -> AGGRO_TELEGRAPH_ALARM (UPDATE), music starts",
                "the player throws a stun grenade and hides",
                "guard 2 AGGRO_TELEGRAPH_ALARM -> STUNNED (NONE), music stops, stack [AGGRO_TELEGRAPH_ALARM]",
                "guard 3 AGGRO_PURSUIT -> STUNNED (NONE), music stops, stack [AGGRO_PURSUIT]",
                "the player throws another stun grenade",
                "guard 2 STUNNED -> STUNNED (NONE), stack [AGGRO_TELEGRAPH_ALARM]",
                "guard 3 STUNNED -> STUNNED (NONE), stack [AGGRO_PURSUIT]",
                "guard 2 STUNNED -> AGGRO_TELEGRAPH_ALARM (UPDATE), music starts, stack []",
                "guard 3 STUNNED -> AGGRO_PURSUIT (UPDATE), music starts, stack []",
                "guard 3 AGGRO_PURSUIT -> AGGRO_LOOK_FOR_PLAYER (UPDATE)",
                "guard 2 AGGRO_TELEGRAPH_ALARM -> AGGRO_PURSUIT (GUARD)",
                "guard 2 AGGRO_PURSUIT -> AGGRO_LOOK_FOR_PLAYER (UPDATE)",
                "guard 3 AGGRO_LOOK_FOR_PLAYER -> IDLE (UPDATE), music stops",
                "the player steps out near guard 1",
                "guard 1 IDLE -> AGGRO_TELEGRAPH_ALARM (UPDATE), music starts",
                "guard 2 AGGRO_LOOK_FOR_PLAYER -> IDLE (UPDATE), music stops",
                "guard 1 AGGRO_TELEGRAPH_ALARM -> AGGRO_PURSUIT (GUARD)"), story);
        long[] guards = corridor.handles();
        EnemyBatch batch = corridor.batch();
        assertEquals(0, batch.entity(guards[0]).alarmsInterrupted);
        assertEquals(1, batch.entity(guards[1]).alarmsInterrupted, "guard 2 was stunned mid-alarm, then ran it again");
        assertEquals(0, batch.entity(guards[2]).alarmsInterrupted, "guard 3 was already pursuing");
        assertEquals(Corridor.REAPPEAR_X, batch.entity(guards[0]).x, "guard 1 caught up with the player");
        assertEquals(1, batch.entity(guards[0]).music.starts());
        assertEquals(2, batch.entity(guards[1]).music.starts(), "once spotting the player, once back in the alarm");
        assertEquals(2, batch.entity(guards[1]).music.stops(), "once stunned, once giving up");
        assertEquals(2, batch.entity(guards[2]).music.starts(), "the alarm and the pursuit did not restart it");
        assertEquals(2, batch.entity(guards[2]).music.stops(),
                "stunned once and giving up; the second stun stopped nothing");
        for (long guard : guards) {
            assertEquals(List.of(), batch.stackOf(guard));
        }
    }

    @Test
    void theBatchSettlesLikeTheOneEntityMachine() {
        EnemyBatch batch = new EnemyBatch();
        Enemy a = new Enemy(0);
        Enemy b = new Enemy(0);
        long h = batch.add(a);
        EnemyFsm fsm = EnemyFsm.start(b);
        for (Enemy e : new Enemy[] {a, b}) {
            e.playerX = 5;
            e.playerVisible = true;
        }
        for (int i = 0; i < 30; i++) {
            batch.tick(0.125f);
            fsm.update(0.125f);
            assertEquals(fsm.state(), batch.stateOf(h));
            assertEquals(b.x, a.x);
            assertEquals(fsm.timeInState(), batch.timeInState(h));
            assertEquals(b.music.starts(), a.music.starts());
            assertEquals(b.music.stops(), a.music.stops());
        }
    }

    @Test
    void theListenerHearsStunsFromOutsideAsEventNoneAndComingRoundAsUpdate() {
        EnemyBatch batch = new EnemyBatch();
        long h = batch.add(new Enemy(0));
        List<String> heard = new ArrayList<>();
        batch.setListener((handle, from, to, event) -> heard.add(from + ">" + to + "/" + Events.name(event)));
        batch.transitionTo(h, EnemyState.STUNNED);
        for (int i = 0; i < 20; i++) {
            batch.tick(0.125f);
        }
        assertEquals(List.of("IDLE>STUNNED/NONE", "STUNNED>IDLE/UPDATE"), heard, "back to IDLE, where it was");
        assertThrows(IllegalArgumentException.class, () -> batch.transitionTo(h, EnemyState.AGGRO_PURSUIT));
        assertThrows(IllegalArgumentException.class, () -> batch.transitionTo(h, EnemyState.RESUME));
    }

    @Test
    void aStunnedGuardOfTheBatchResumesItsOwnStateStunnedTwiceOrNot() {
        EnemyBatch batch = new EnemyBatch();
        long idle = batch.add(new Enemy(40));
        long chaser = batch.add(new Enemy(0));
        Enemy enemy = batch.entity(chaser);
        enemy.playerX = 5;
        enemy.playerVisible = true;
        for (int i = 0; i < 6; i++) {
            batch.tick(0.125f);
        }
        assertEquals(EnemyState.AGGRO_PURSUIT, batch.stateOf(chaser));
        batch.transitionTo(idle, EnemyState.STUNNED);
        batch.transitionTo(chaser, EnemyState.STUNNED);
        assertEquals(List.of(EnemyState.IDLE), batch.stackOf(idle));
        assertEquals(List.of(EnemyState.AGGRO_PURSUIT), batch.stackOf(chaser));
        batch.tick(0.125f);
        batch.transitionTo(chaser, EnemyState.STUNNED);
        assertEquals(List.of(EnemyState.AGGRO_PURSUIT), batch.stackOf(chaser), "the second stun pushed nothing");
        int ticks = 0;
        while (batch.stateOf(chaser) == EnemyState.STUNNED) {
            batch.tick(0.125f);
            ticks++;
        }
        assertEquals((int) (Enemy.STUN_TIME / 0.125f) + 1, ticks, "the second stun lasted a whole stun");
        assertEquals(EnemyState.AGGRO_PURSUIT, batch.stateOf(chaser), "back to the pursuit of before the first stun");
        assertEquals(EnemyState.IDLE, batch.stateOf(idle), "the other guard went back to its own state");
        assertEquals(List.of(), batch.stackOf(chaser));
        assertEquals(List.of(), batch.stackOf(idle));
        assertEquals(0, batch.count(EnemyState.RESUME));
    }
}
