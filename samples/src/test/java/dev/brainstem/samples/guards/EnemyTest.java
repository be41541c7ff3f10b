package dev.brainstem.samples.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The action game's enemy, driven by the generated one-entity machine. */
class EnemyTest {
    /** A power of two, so that sums of it are exact. */
    private static final float DT = 0.125f;

    private final Enemy enemy = new Enemy(0);
    private final EnemyFsm fsm = EnemyFsm.start(enemy);

    private void playerAt(float x) {
        enemy.playerX = x;
        enemy.playerVisible = true;
    }

    /** Ticks until the state changes, at most {@code limit} ticks; returns how many it took. */
    private int tickUntilLeaves(EnemyState state, int limit) {
        for (int ticks = 1; ticks <= limit; ticks++) {
            if (fsm.update(DT) != state) {
                return ticks;
            }
        }
        throw new AssertionError("still " + state + " after " + limit + " ticks");
    }

    @Test
    void startsIdleWithTheWeaponAway() {
        assertEquals(EnemyState.IDLE, fsm.state());
        assertNull(fsm.previous());
        assertFalse(enemy.weaponDrawn);
        assertTrue(enemy.animation.isPlaying("idle"));
    }

    @Test
    void staysIdleWhileThePlayerIsHiddenOrFar() {
        enemy.playerX = 2;
        enemy.playerVisible = false;
        assertEquals(EnemyState.IDLE, fsm.update(DT));
        playerAt(Enemy.SIGHT + 1);
        assertEquals(EnemyState.IDLE, fsm.update(DT));
    }

    @Test
    void spottingThePlayerSoundsTheAlarmAndTheTelegraphUsesThatFramesTime() {
        playerAt(5);
        assertEquals(EnemyState.AGGRO_TELEGRAPH_ALARM, fsm.update(DT));
        assertEquals(EnemyState.IDLE, fsm.previous());
        assertTrue(enemy.weaponDrawn);
        assertEquals(5, enemy.lastSeenX);
        // settle: the telegraph's update ran in the same tick, with the same dt
        assertTrue(enemy.animation.isPlaying("alarm"));
        assertEquals(Enemy.ALARM_TIME - DT, enemy.animation.left());
        assertEquals(DT, enemy.timer);
    }

    @Test
    void theTelegraphRunsItsCourseThenThePursuitStartsInTheSameTick() {
        playerAt(5);
        fsm.update(DT);
        int ticks = tickUntilLeaves(EnemyState.AGGRO_TELEGRAPH_ALARM, 100);
        // 0.5 s of alarm at 0.125 s a tick: the first tick played 0.125 s, three more play the rest, and
        // the fifth finds it over
        assertEquals(4, ticks);
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.state());
        assertEquals(0, enemy.alarmsInterrupted, "the alarm ended by itself");
        assertTrue(enemy.animation.isPlaying("run"));
        assertEquals(Enemy.SPEED * DT, enemy.x, "the pursuit moved in the tick the telegraph ended");
        assertEquals(DT, enemy.timer, "only the pursuit consumed that tick's dt");
    }

    @Test
    void aStunDuringTheTelegraphStopsTheAlarm() {
        playerAt(5);
        fsm.update(DT);
        fsm.transitionTo(EnemyState.STUNNED);
        assertEquals(EnemyState.STUNNED, fsm.state());
        assertEquals(EnemyState.AGGRO_TELEGRAPH_ALARM, fsm.previous());
        assertEquals(1, enemy.alarmsInterrupted);
        assertTrue(enemy.animation.isPlaying("stunned"), "the stun replaced the alarm");
        assertFalse(enemy.weaponDrawn);
    }

    @Test
    void aStunOutsideTheTelegraphInterruptsNoAlarm() {
        playerAt(5);
        fsm.update(DT);
        tickUntilLeaves(EnemyState.AGGRO_TELEGRAPH_ALARM, 100);
        fsm.transitionTo(EnemyState.STUNNED);
        assertEquals(0, enemy.alarmsInterrupted);
    }

    @Test
    void aStunnedEnemyComesRoundAndLooksForThePlayer() {
        playerAt(-6);
        enemy.lastSeenX = -6;
        enemy.playerVisible = false;
        fsm.transitionTo(EnemyState.STUNNED);
        int ticks = tickUntilLeaves(EnemyState.STUNNED, 100);
        assertEquals((int) (Enemy.STUN_TIME / DT) + 1, ticks);
        assertEquals(EnemyState.AGGRO_LOOK_FOR_PLAYER, fsm.state());
        assertEquals(-Enemy.SPEED * DT, enemy.x, "the search moved towards where the player was last seen");
    }

    @Test
    void stunningAStunnedEnemyStartsTheStunAgain() {
        fsm.transitionTo(EnemyState.STUNNED);
        fsm.update(DT);
        fsm.update(DT);
        fsm.transitionTo(EnemyState.STUNNED);
        assertEquals(Enemy.STUN_TIME, enemy.animation.left());
        assertEquals(EnemyState.STUNNED, fsm.previous());
    }

    @Test
    void losingSightStartsTheSearchWhichMovesInTheSameTick() {
        pursuing();
        float before = enemy.x;
        enemy.playerVisible = false;
        assertEquals(EnemyState.AGGRO_LOOK_FOR_PLAYER, fsm.update(DT));
        assertEquals(before + Enemy.SPEED * DT, enemy.x);
        assertEquals(DT, enemy.timer, "the search started its own clock and used the frame's dt");
        assertTrue(enemy.weaponDrawn);
    }

    @Test
    void seeingThePlayerAgainResumesThePursuitWithoutAnotherAlarm() {
        pursuing();
        enemy.playerVisible = false;
        fsm.update(DT);
        fsm.update(DT);
        float searchTimer = enemy.timer;
        assertEquals(2 * DT, searchTimer);
        enemy.playerVisible = true;
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.update(DT));
        assertEquals(DT, enemy.timer, "the search returned before using dt; the pursuit used it");
        assertTrue(enemy.animation.isPlaying("run"));
    }

    @Test
    void aFruitlessSearchEndsInIdle() {
        pursuing();
        enemy.playerVisible = false;
        int ticks = tickUntilLeaves(EnemyState.AGGRO_PURSUIT, 1);
        assertEquals(1, ticks);
        ticks = tickUntilLeaves(EnemyState.AGGRO_LOOK_FOR_PLAYER, 100);
        assertEquals((int) (Enemy.SEARCH_TIME / DT), ticks);
        assertEquals(EnemyState.IDLE, fsm.state());
        assertFalse(enemy.weaponDrawn);
        assertTrue(enemy.animation.isPlaying("idle"));
    }

    @Test
    void thePursuitClosesInAndStopsAtThePlayer() {
        pursuing();
        for (int i = 0; i < 40; i++) {
            fsm.update(DT);
        }
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.state());
        assertEquals(5, enemy.x);
    }

    @Test
    void onlyTheInitialStateAndTheEntryPointCanBeEnteredFromOutside() {
        assertThrows(IllegalArgumentException.class, () -> fsm.transitionTo(EnemyState.AGGRO_PURSUIT));
        assertEquals(EnemyState.IDLE, fsm.state());
        assertThrows(IllegalArgumentException.class, () -> EnemyFsm.start(new Enemy(0), EnemyState.AGGRO_PURSUIT));
        assertEquals(EnemyState.STUNNED, EnemyFsm.start(new Enemy(0), EnemyState.STUNNED).state());
    }

    @Test
    void theGeneratedMachineSettlesAndSharesTheAggroEnter() {
        assertTrue(EnemyFsm.SETTLE);
        assertEquals(5, EnemyFsm.STATE_COUNT);
        assertEquals(EnemyFsm.AGGRO_TELEGRAPH_ALARM_ENTER & 0xffffffffL, EnemyState.AGGRO_TELEGRAPH_ALARM.ordinal());
        assertEquals(EnemyFsm.AGGRO_PURSUIT_ENTER >>> 32, EnemyFsm.AGGRO_LOOK_FOR_PLAYER_ENTER >>> 32);
        assertEquals("[STUNNED]", EnemyFsm.INFO.entryPoints().toString());
        assertEquals("[IDLE -> AGGRO_TELEGRAPH_ALARM, AGGRO_TELEGRAPH_ALARM -> AGGRO_PURSUIT, "
                + "AGGRO_PURSUIT -> AGGRO_LOOK_FOR_PLAYER, AGGRO_LOOK_FOR_PLAYER -> AGGRO_PURSUIT, "
                + "AGGRO_LOOK_FOR_PLAYER -> IDLE, STUNNED -> AGGRO_LOOK_FOR_PLAYER]", EnemyFsm.INFO.edges().toString());
    }

    /** Brings the enemy, at 0, into pursuit of a visible player at 5. */
    private void pursuing() {
        playerAt(5);
        fsm.update(DT);
        tickUntilLeaves(EnemyState.AGGRO_TELEGRAPH_ALARM, 100);
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.state());
    }
}
