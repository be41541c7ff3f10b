package dev.brainstem.samples.guards;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.List;

/**
 * The demo's scene: three enemies along a 40 m corridor, ticked together by the generated
 * {@link EnemyBatch}, and a scripted player who walks in, is spotted, throws a stun grenade, hides,
 * throws a second one at the guards still stunned by the first, and shows up again at the far end.
 * The batch's listener reports every transition, with the event that caused it, whether the enemy's
 * combat music started or stopped in it (it does only when the transition crosses the AGGRO group's
 * boundary), and, around a stun, the enemy's stack: what the stun suspended (a second stun suspends
 * nothing more), and that coming round popped it.
 */
public final class Corridor {
    public static final int LENGTH = 40;
    /** When the player throws the stun grenade, and how far it reaches. */
    public static final float GRENADE_TIME = 6.2f, GRENADE_RADIUS = 10f;
    /** When the player, hidden, throws a second grenade, before the first one's stun wears off. */
    public static final float SECOND_GRENADE_TIME = 7f;
    /** When the player, hidden since the grenade, steps out at {@link #REAPPEAR_X}. */
    public static final float REAPPEAR_TIME = 11f, REAPPEAR_X = 8f;

    /** A line of the scene's story. */
    public record Line(float time, String text) {}

    private final EnemyBatch batch = new EnemyBatch();
    private final long[] handles = new long[3];
    private final List<Line> story = new ArrayList<>();
    /** Whether each enemy's combat music played after its last transition. */
    private final boolean[] music = new boolean[3];
    private float time;
    private float playerX = LENGTH;
    private boolean playerVisible = true, grenadeThrown, secondGrenadeThrown, reappeared;

    public Corridor() {
        handles[0] = batch.add(new Enemy(4));
        handles[1] = batch.add(new Enemy(14));
        handles[2] = batch.add(new Enemy(24));
        batch.setListener((handle, from, to, event) -> {
            int i = indexOf(handle);
            boolean playing = batch.entity(handle).music.isPlaying(Enemy.COMBAT_THEME);
            String change = playing == music[i] ? "" : playing ? ", music starts" : ", music stops";
            music[i] = playing;
            String stack = from == EnemyState.STUNNED || to == EnemyState.STUNNED
                    ? ", stack " + batch.stackOf(handle) : "";
            story.add(new Line(time, String.format("guard %d  %s -> %s (%s)%s%s", i + 1, from, to,
                    Events.name(event), change, stack)));
        });
    }

    private int indexOf(long handle) {
        for (int i = 0; i < handles.length; i++) {
            if (handles[i] == handle) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a guard of the corridor: " + handle);
    }

    /** One frame: the script moves the player, then the batch updates every enemy once. */
    public void step(float dt) {
        time += dt;
        if (time < GRENADE_TIME && playerX > 18) {
            playerX -= 3 * dt;
        }
        if (!grenadeThrown && time >= GRENADE_TIME) {
            grenadeThrown = true;
            playerVisible = false;
            story.add(new Line(time, "the player throws a stun grenade and hides"));
            stunAround(playerX);
        }
        if (!secondGrenadeThrown && time >= SECOND_GRENADE_TIME) {
            secondGrenadeThrown = true;
            story.add(new Line(time, "the player throws another stun grenade"));
            stunAround(playerX);
        }
        if (!reappeared && time >= REAPPEAR_TIME) {
            reappeared = true;
            playerX = REAPPEAR_X;
            playerVisible = true;
            story.add(new Line(time, "the player steps out near guard 1"));
        }
        for (long handle : handles) {
            Enemy enemy = batch.entity(handle);
            enemy.playerX = playerX;
            enemy.playerVisible = playerVisible;
        }
        batch.tick(dt);
    }

    /** Stuns every enemy within {@link #GRENADE_RADIUS} of {@code x}. */
    private void stunAround(float x) {
        for (long handle : handles) {
            if (Math.abs(batch.entity(handle).x - x) <= GRENADE_RADIUS) {
                batch.transitionTo(handle, EnemyState.STUNNED);
            }
        }
    }

    /** The corridor as one line of text: {@code @} the player (when visible), digits the enemies. */
    public String draw() {
        char[] line = ".".repeat(LENGTH + 1).toCharArray();
        if (playerVisible) {
            line[Math.round(playerX)] = '@';
        }
        for (int i = 0; i < handles.length; i++) {
            line[Math.round(batch.entity(handles[i]).x)] = (char) ('1' + i);
        }
        return "|" + new String(line) + "|";
    }

    public float time() {
        return time;
    }

    public EnemyBatch batch() {
        return batch;
    }

    /** The enemies' handles, guard 1 first. */
    public long[] handles() {
        return handles.clone();
    }

    /** The story so far: transitions and the script's events, in order. */
    public List<Line> story() {
        return story;
    }
}
