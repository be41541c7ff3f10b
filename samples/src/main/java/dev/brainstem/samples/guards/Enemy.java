package dev.brainstem.samples.guards;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/**
 * The action game's enemy, from the "one big switch" design: it idles until it sees the player,
 * telegraphs with an alarm, pursues, looks for the player where it was last seen, and gives up. Game
 * code stuns it with {@code transitionTo(EnemyState.STUNNED)} at any time; {@code STUNNED} is an
 * {@code @Interrupt}, so when the enemy comes round it returns {@code RESUME}, the {@code @Back}
 * constant, and goes back to what it was doing: a pursuit goes on, an alarm sounds again. Stunned
 * again while stunned, it stays stunned and still goes back to what it did before the first stun.
 *
 * <p>The original shared code over the range of aggressive states; here that range is the group
 * {@code AGGRO} (see {@link EnemyState}). Crossing into it draws the weapon and starts the combat
 * music; crossing out of it (calming down, or being stunned) puts both away. Moving between the
 * group's states (alarm, pursuit, search) leaves the music playing.
 *
 * <p>The original kept each enemy's time in its state; here handlers and guards read it as a
 * {@code @TimeInState} parameter: the alarm is a guard that fires once the alarm has lasted
 * {@link #ALARM_TIME}, and the search gives up after {@link #SEARCH_TIME}.
 *
 * <p>{@code settle = true}: when a decision changes the state, the new state decides with the same
 * {@code dt}, so exactly one state consumes each frame's time. Updates that leave therefore return
 * before they use {@code dt}.
 *
 * <p>The world is a corridor: positions are metres along it.
 */
@StateMachine(value = EnemyState.class, settle = true)
public class Enemy {
    /** How far the enemy sees, in metres. */
    public static final float SIGHT = 8f;
    /** How fast it runs, in metres per second. */
    public static final float SPEED = 4f;
    /** How long the alarm plays before the pursuit starts. */
    public static final float ALARM_TIME = 0.5f;
    /** How long it looks for a player it lost. */
    public static final float SEARCH_TIME = 2f;
    /** How long a stun lasts. */
    public static final float STUN_TIME = 1.5f;
    /** The theme that plays while the enemy is in the AGGRO group. */
    public static final String COMBAT_THEME = "combat";

    /** Where the enemy is. */
    public float x;
    /** Where the player is, and whether the enemy has a line of sight to it; the game sets both. */
    public float playerX;
    public boolean playerVisible;

    /** Where the player was when last seen. */
    public float lastSeenX;
    public boolean weaponDrawn;
    /** How many alarms were cut short. */
    public int alarmsInterrupted;
    public final Animation animation = new Animation();
    public final Music music = new Music();

    public Enemy(float x) {
        this.x = x;
    }

    /** Whether the player is visible and within {@link #SIGHT}. */
    public boolean seesPlayer() {
        return playerVisible && Math.abs(playerX - x) <= SIGHT;
    }

    @OnEnter("IDLE")
    void calmDown() {
        animation.play("idle", Float.POSITIVE_INFINITY);
    }

    @OnUpdate(value = "IDLE", to = "AGGRO_TELEGRAPH_ALARM")
    EnemyState idle() {
        return seesPlayer() ? EnemyState.AGGRO_TELEGRAPH_ALARM : null;
    }

    /**
     * Crossing into the AGGRO range (from IDLE, or coming round from STUNNED into an AGGRO state): the
     * weapon comes out, the music starts.
     */
    @OnEnter("AGGRO")
    void startCombat() {
        weaponDrawn = true;
        music.play(COMBAT_THEME);
    }

    /** Crossing out of it (to IDLE or STUNNED): the weapon goes away, the music stops. */
    @OnExit("AGGRO")
    void endCombat() {
        weaponDrawn = false;
        music.stop(COMBAT_THEME);
    }

    /**
     * One enter for the three AGGRO states, told by {@code @Current} which of them it enters: the
     * alarm remembers where the player is and plays the alarm, the others run.
     */
    @OnEnter({"AGGRO_TELEGRAPH_ALARM", "AGGRO_PURSUIT", "AGGRO_LOOK_FOR_PLAYER"})
    void aggro(@Current EnemyState state) {
        if (state == EnemyState.AGGRO_TELEGRAPH_ALARM) {
            lastSeenX = playerX;
            animation.play("alarm", ALARM_TIME);
        } else if (!animation.isPlaying("run")) {
            animation.play("run", Float.POSITIVE_INFINITY);
        }
    }

    /** The alarm is over once it has lasted {@link #ALARM_TIME}: the pursuit starts. */
    @Transition(from = "AGGRO_TELEGRAPH_ALARM", to = "AGGRO_PURSUIT")
    boolean alarmOver(@TimeInState float alarmed) {
        return alarmed >= ALARM_TIME;
    }

    @OnUpdate("AGGRO_TELEGRAPH_ALARM")
    void telegraph(float dt) {
        animation.advance(dt);
    }

    /** The alarm ends by itself when it has run its course; anything earlier cuts it short. */
    @OnExit("AGGRO_TELEGRAPH_ALARM")
    void endTelegraph(@TimeInState float alarmed) {
        if (alarmed < ALARM_TIME) {
            animation.stop();
            alarmsInterrupted++;
        }
    }

    @OnUpdate(value = "AGGRO_PURSUIT", to = "AGGRO_LOOK_FOR_PLAYER")
    EnemyState pursue(float dt) {
        if (!seesPlayer()) {
            return EnemyState.AGGRO_LOOK_FOR_PLAYER;
        }
        lastSeenX = playerX;
        moveTowards(playerX, dt);
        return null;
    }

    @OnUpdate(value = "AGGRO_LOOK_FOR_PLAYER", to = {"AGGRO_PURSUIT", "IDLE"})
    EnemyState lookForPlayer(float dt, @TimeInState float searched) {
        if (seesPlayer()) {
            return EnemyState.AGGRO_PURSUIT;
        }
        if (searched >= SEARCH_TIME) {
            return EnemyState.IDLE;
        }
        moveTowards(lastSeenX, dt);
        return null;
    }

    @OnEnter("STUNNED")
    void stagger() {
        animation.play("stunned", STUN_TIME);
    }

    /** Coming round, the enemy goes back to what the stun interrupted (the pop). */
    @OnUpdate(value = "STUNNED", to = "RESUME")
    EnemyState stunned(float dt) {
        if (!animation.isPlaying("stunned")) {
            return EnemyState.RESUME;
        }
        animation.advance(dt);
        return null;
    }

    private void moveTowards(float target, float dt) {
        float step = SPEED * dt;
        float gap = target - x;
        x = Math.abs(gap) <= step ? target : x + Math.signum(gap) * step;
    }

    @Override
    public String toString() {
        return "Enemy@" + x;
    }
}
