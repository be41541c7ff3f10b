package dev.brainstem.samples.guards;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The action game's enemy, from the "one big switch" design: it idles until it sees the player,
 * telegraphs with an alarm, pursues, looks for the player where it was last seen, and gives up. Game
 * code stuns it with {@code transitionTo(EnemyState.STUNNED)} at any time.
 *
 * <p>{@code settle = true}: when an update changes the state, the new state's update runs with the
 * same {@code dt}, so exactly one state consumes each frame's time. Updates that leave therefore
 * return before they use {@code dt}.
 *
 * <p>The world is a corridor: positions are metres along it.
 */
@StateMachine(value = EnemyState.class, settle = true)
public class Enemy {
    /** How far the enemy sees, in metres. */
    public static final float SIGHT = 8f;
    /** How fast it runs, in metres per second. */
    public static final float SPEED = 4f;
    /** How long the alarm animation plays before the pursuit starts. */
    public static final float ALARM_TIME = 0.5f;
    /** How long it looks for a player it lost. */
    public static final float SEARCH_TIME = 2f;
    /** How long a stun lasts. */
    public static final float STUN_TIME = 1.5f;

    /** Where the enemy is. */
    public float x;
    /** Where the player is, and whether the enemy has a line of sight to it; the game sets both. */
    public float playerX;
    public boolean playerVisible;

    /** Where the player was when last seen. */
    public float lastSeenX;
    /** Seconds spent in the current AGGRO state. */
    public float timer;
    public boolean weaponDrawn;
    /** How many alarms were cut short. */
    public int alarmsInterrupted;
    public final Animation animation = new Animation();

    public Enemy(float x) {
        this.x = x;
    }

    /** Whether the player is visible and within {@link #SIGHT}. */
    public boolean seesPlayer() {
        return playerVisible && Math.abs(playerX - x) <= SIGHT;
    }

    @OnEnter("IDLE")
    void calmDown() {
        weaponDrawn = false;
        animation.play("idle", Float.POSITIVE_INFINITY);
    }

    @OnUpdate(value = "IDLE", to = "AGGRO_TELEGRAPH_ALARM")
    EnemyState idle() {
        return seesPlayer() ? EnemyState.AGGRO_TELEGRAPH_ALARM : null;
    }

    /**
     * One handler for the whole AGGRO range: every aggressive state draws the weapon, remembers where
     * the player is and starts its own clock.
     */
    @OnEnter({"AGGRO_TELEGRAPH_ALARM", "AGGRO_PURSUIT", "AGGRO_LOOK_FOR_PLAYER"})
    void aggro(EnemyState from) {
        weaponDrawn = true;
        timer = 0;
        if (from == EnemyState.IDLE) {
            lastSeenX = playerX;
            animation.play("alarm", ALARM_TIME);
        } else if (!animation.isPlaying("run")) {
            animation.play("run", Float.POSITIVE_INFINITY);
        }
    }

    @OnUpdate(value = "AGGRO_TELEGRAPH_ALARM", to = "AGGRO_PURSUIT")
    EnemyState telegraph(float dt) {
        if (!animation.isPlaying("alarm")) {
            return EnemyState.AGGRO_PURSUIT;
        }
        timer += dt;
        animation.advance(dt);
        return null;
    }

    /** The alarm ends by itself when the telegraph runs its course; anything else cuts it short. */
    @OnExit("AGGRO_TELEGRAPH_ALARM")
    void endTelegraph(EnemyState to) {
        if (animation.isPlaying("alarm")) {
            animation.stop();
            alarmsInterrupted++;
        }
    }

    @OnUpdate(value = "AGGRO_PURSUIT", to = "AGGRO_LOOK_FOR_PLAYER")
    EnemyState pursue(float dt) {
        if (!seesPlayer()) {
            return EnemyState.AGGRO_LOOK_FOR_PLAYER;
        }
        timer += dt;
        lastSeenX = playerX;
        moveTowards(playerX, dt);
        return null;
    }

    @OnUpdate(value = "AGGRO_LOOK_FOR_PLAYER", to = {"AGGRO_PURSUIT", "IDLE"})
    EnemyState lookForPlayer(float dt) {
        if (seesPlayer()) {
            return EnemyState.AGGRO_PURSUIT;
        }
        if (timer >= SEARCH_TIME) {
            return EnemyState.IDLE;
        }
        timer += dt;
        moveTowards(lastSeenX, dt);
        return null;
    }

    @OnEnter("STUNNED")
    void stagger() {
        weaponDrawn = false;
        animation.play("stunned", STUN_TIME);
    }

    /** Coming round, the enemy looks for whoever stunned it. */
    @OnUpdate(value = "STUNNED", to = "AGGRO_LOOK_FOR_PLAYER")
    EnemyState stunned(float dt) {
        if (!animation.isPlaying("stunned")) {
            return EnemyState.AGGRO_LOOK_FOR_PLAYER;
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
