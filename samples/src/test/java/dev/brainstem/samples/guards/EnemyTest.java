package dev.brainstem.samples.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The action game's enemy, driven by the generated one-entity machine. */
class EnemyTest {
    /** A power of two, so that sums of it are exact. */
    private static final float DT = 0.125f;
    /** How many ticks of {@link #DT} an alarm lasts. */
    private static final int ALARM_TICKS = (int) (Enemy.ALARM_TIME / DT);

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
        assertEquals(0f, fsm.timeInState(), "the alarm was entered during this tick: its time starts at 0");
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
        assertEquals(0f, fsm.timeInState(), "the pursuit was entered during this tick");
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
        assertEquals(List.of(EnemyState.AGGRO_TELEGRAPH_ALARM), fsm.stack());
    }

    @Test
    void comingRoundInTheTelegraphSoundsTheAlarmAgain() {
        playerAt(5);
        fsm.update(DT);
        fsm.transitionTo(EnemyState.STUNNED);
        tickUntilLeaves(EnemyState.STUNNED, 100);
        assertEquals(EnemyState.AGGRO_TELEGRAPH_ALARM, fsm.state(), "back to the alarm the stun cut short");
        assertEquals(EnemyState.STUNNED, fsm.previous());
        assertTrue(enemy.animation.isPlaying("alarm"));
        assertTrue(enemy.weaponDrawn);
        assertEquals(List.of(), fsm.stack());
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.update(ALARM_TICKS * DT), "this alarm runs its course");
        assertEquals(1, enemy.alarmsInterrupted);
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
    void anIdleEnemyStunnedComesRoundIdle() {
        fsm.transitionTo(EnemyState.STUNNED);
        assertEquals(List.of(EnemyState.IDLE), fsm.stack(), "the stun pushed IDLE");
        int ticks = tickUntilLeaves(EnemyState.STUNNED, 100);
        assertEquals((int) (Enemy.STUN_TIME / DT) + 1, ticks);
        assertEquals(EnemyState.IDLE, fsm.state(), "RESUME popped IDLE");
        assertEquals(List.of(), fsm.stack());
        assertTrue(enemy.animation.isPlaying("idle"));
        assertFalse(enemy.weaponDrawn);
    }

    @Test
    void aStunnedPursuerComesRoundPursuingAndMovesInTheSameTick() {
        pursuing();
        float before = enemy.x;
        fsm.transitionTo(EnemyState.STUNNED);
        assertEquals(List.of(EnemyState.AGGRO_PURSUIT), fsm.stack());
        for (int i = 0; i < (int) (Enemy.STUN_TIME / DT); i++) {
            assertEquals(EnemyState.STUNNED, fsm.update(DT));
            assertEquals(List.of(EnemyState.AGGRO_PURSUIT), fsm.stack(), "suspended all through the stun");
        }
        assertEquals(before, enemy.x, "a stunned enemy does not move");
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.update(DT), "back to the pursuit");
        assertEquals(EnemyState.STUNNED, fsm.previous());
        assertEquals(List.of(), fsm.stack());
        assertEquals(before + Enemy.SPEED * DT, enemy.x, "settle: the pursuit used the tick's dt");
        assertTrue(enemy.animation.isPlaying("run"));
    }

    @Test
    void aPursuerThatComesRoundWithThePlayerGoneSettlesIntoTheSearch() {
        pursuing();
        fsm.transitionTo(EnemyState.STUNNED);
        enemy.playerVisible = false;
        tickUntilLeaves(EnemyState.STUNNED, 100);
        assertEquals(EnemyState.AGGRO_LOOK_FOR_PLAYER, fsm.state());
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.previous(), "RESUME went to the pursuit, which lost sight");
    }

    @Test
    void stunningAStunnedEnemyStartsTheStunAgainAndKeepsWhatItWasDoing() {
        pursuing();
        fsm.transitionTo(EnemyState.STUNNED);
        fsm.update(DT);
        fsm.update(DT);
        fsm.transitionTo(EnemyState.STUNNED);
        assertEquals(Enemy.STUN_TIME, enemy.animation.left());
        assertEquals(EnemyState.STUNNED, fsm.previous());
        assertEquals(List.of(EnemyState.AGGRO_PURSUIT), fsm.stack(),
                "re-entering the current interrupt pushes nothing");
        int ticks = tickUntilLeaves(EnemyState.STUNNED, 100);
        assertEquals((int) (Enemy.STUN_TIME / DT) + 1, ticks, "the second stun lasted a whole stun");
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.state(), "back to the pursuit, not to STUNNED");
        assertEquals(List.of(), fsm.stack());
    }

    @Test
    void losingSightStartsTheSearchWhichMovesInTheSameTick() {
        pursuing();
        float before = enemy.x;
        enemy.playerVisible = false;
        assertEquals(EnemyState.AGGRO_LOOK_FOR_PLAYER, fsm.update(DT));
        assertEquals(before + Enemy.SPEED * DT, enemy.x);
        assertEquals(0f, fsm.timeInState(), "the search started its own clock");
        assertTrue(enemy.weaponDrawn);
    }

    @Test
    void seeingThePlayerAgainResumesThePursuitWithoutAnotherAlarm() {
        pursuing();
        enemy.playerVisible = false;
        fsm.update(DT);
        fsm.update(DT);
        assertEquals(DT, fsm.timeInState(), "one whole tick in the search after the one that entered it");
        float before = enemy.x;
        assertEquals(3 * Enemy.SPEED * DT, before);
        enemy.playerVisible = true;
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.update(DT));
        assertEquals(before + Enemy.SPEED * DT, enemy.x, "the search returned before using dt; the pursuit used it");
        assertEquals(0f, fsm.timeInState());
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
        assertEquals(6, EnemyFsm.STATE_COUNT, "five states and RESUME");
        assertEquals(EnemyFsm.AGGRO_TELEGRAPH_ALARM_ENTER & 0xffffffffL, EnemyState.AGGRO_TELEGRAPH_ALARM.ordinal());
        assertEquals(EnemyFsm.AGGRO_PURSUIT_ENTER >>> 32, EnemyFsm.AGGRO_LOOK_FOR_PLAYER_ENTER >>> 32);
        assertEquals("[STUNNED]", EnemyFsm.INFO.entryPoints().toString());
        assertEquals(List.of("STUNNED"), EnemyFsm.INFO.interrupts());
        assertEquals("RESUME", EnemyFsm.INFO.back());
        assertEquals("[IDLE -> AGGRO_TELEGRAPH_ALARM, AGGRO_PURSUIT -> AGGRO_LOOK_FOR_PLAYER, "
                + "AGGRO_LOOK_FOR_PLAYER -> AGGRO_PURSUIT, AGGRO_LOOK_FOR_PLAYER -> IDLE, "
                + "STUNNED -> IDLE (back), STUNNED -> AGGRO_TELEGRAPH_ALARM (back), STUNNED -> AGGRO_PURSUIT (back), "
                + "STUNNED -> AGGRO_LOOK_FOR_PLAYER (back), AGGRO_TELEGRAPH_ALARM -> AGGRO_PURSUIT (alarmOver)]",
                EnemyFsm.INFO.edges().toString());
        assertEquals(1, EnemyFsm.INFO.groups().size());
        assertEquals("AGGRO", EnemyFsm.INFO.groups().get(0).name());
        assertEquals(List.of("AGGRO_TELEGRAPH_ALARM", "AGGRO_PURSUIT", "AGGRO_LOOK_FOR_PLAYER"),
                EnemyFsm.INFO.groups().get(0).states());
    }

    @Test
    void theMusicStartsOnEnteringTheAggroGroupAndPlaysOnBetweenItsStates() {
        assertFalse(enemy.music.isPlaying(Enemy.COMBAT_THEME));
        playerAt(5);
        fsm.update(DT);
        assertTrue(enemy.music.isPlaying(Enemy.COMBAT_THEME), "IDLE -> ALARM crosses into AGGRO");
        assertEquals(1, enemy.music.starts());
        tickUntilLeaves(EnemyState.AGGRO_TELEGRAPH_ALARM, 100);
        enemy.playerVisible = false;
        assertEquals(EnemyState.AGGRO_LOOK_FOR_PLAYER, fsm.update(DT));
        enemy.playerVisible = true;
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.update(DT));
        assertEquals(EnemyState.AGGRO_LOOK_FOR_PLAYER, fsm.previous());
        assertEquals(1, enemy.music.starts(), "alarm, pursuit, search and pursuit again: all inside AGGRO");
        assertEquals(0, enemy.music.stops());
        assertTrue(enemy.weaponDrawn);
    }

    @Test
    void theMusicStopsOnLeavingTheAggroGroup() {
        pursuing();
        enemy.playerVisible = false;
        tickUntilLeaves(EnemyState.AGGRO_PURSUIT, 1);
        tickUntilLeaves(EnemyState.AGGRO_LOOK_FOR_PLAYER, 100);
        assertEquals(EnemyState.IDLE, fsm.state());
        assertFalse(enemy.music.isPlaying(Enemy.COMBAT_THEME));
        assertEquals(1, enemy.music.starts());
        assertEquals(1, enemy.music.stops());
        assertFalse(enemy.weaponDrawn, "the group's exit put the weapon away");
    }

    @Test
    void aStunTakesTheEnemyOutOfTheGroupAndComingRoundBringsItBackIn() {
        fsm.transitionTo(EnemyState.STUNNED);
        assertEquals(0, enemy.music.starts(), "IDLE -> STUNNED crosses no group boundary");
        tickUntilLeaves(EnemyState.STUNNED, 100);
        assertEquals(EnemyState.IDLE, fsm.state());
        assertEquals(0, enemy.music.starts(), "STUNNED -> IDLE crosses none either");
        assertEquals(0, enemy.music.stops());
        pursuing();
        assertEquals(1, enemy.music.starts());
        fsm.transitionTo(EnemyState.STUNNED);
        assertFalse(enemy.music.isPlaying(Enemy.COMBAT_THEME));
        assertFalse(enemy.weaponDrawn);
        assertEquals(1, enemy.music.stops());
        fsm.transitionTo(EnemyState.STUNNED);
        assertEquals(1, enemy.music.stops(), "STUNNED -> STUNNED is outside the group");
        tickUntilLeaves(EnemyState.STUNNED, 100);
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.state());
        assertTrue(enemy.music.isPlaying(Enemy.COMBAT_THEME), "coming round into the pursuit crosses into AGGRO");
        assertTrue(enemy.weaponDrawn);
        assertEquals(2, enemy.music.starts());
    }

    @Test
    void theAlarmLastsItsTimeInStateWhateverTheFrameRate() {
        playerAt(5);
        fsm.update(0.3f);
        assertEquals(EnemyState.AGGRO_TELEGRAPH_ALARM, fsm.state());
        fsm.update(0.3f);
        assertEquals(0.3f, fsm.timeInState());
        assertEquals(EnemyState.AGGRO_TELEGRAPH_ALARM, fsm.state(), "0.3 s of alarm is not enough");
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.update(0.3f), "0.6 s is");
        assertEquals(0, enemy.alarmsInterrupted, "the exit read 0.6 s in the alarm: it ran its course");
        assertEquals(Enemy.SPEED * 0.3f, enemy.x, "the pursuit used the frame");
    }

    @Test
    void theSharedAggroEnterKnowsWhichStateItServes() {
        playerAt(5);
        fsm.update(DT);
        assertTrue(enemy.animation.isPlaying("alarm"), "@Current AGGRO_TELEGRAPH_ALARM plays the alarm");
        assertEquals(5, enemy.lastSeenX);
        tickUntilLeaves(EnemyState.AGGRO_TELEGRAPH_ALARM, 100);
        assertTrue(enemy.animation.isPlaying("run"), "@Current AGGRO_PURSUIT runs");
        enemy.playerX = 6;
        enemy.playerVisible = false;
        fsm.update(DT);
        assertEquals(EnemyState.AGGRO_LOOK_FOR_PLAYER, fsm.state());
        assertTrue(enemy.animation.isPlaying("run"));
        assertEquals(5, enemy.lastSeenX, "only the alarm's enter takes the player's position");
    }

    /** Brings the enemy, at 0, into pursuit of a visible player at 5. */
    private void pursuing() {
        playerAt(5);
        fsm.update(DT);
        tickUntilLeaves(EnemyState.AGGRO_TELEGRAPH_ALARM, 100);
        assertEquals(EnemyState.AGGRO_PURSUIT, fsm.state());
    }
}
