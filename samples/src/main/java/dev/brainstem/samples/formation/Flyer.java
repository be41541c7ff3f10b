package dev.brainstem.samples.formation;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/**
 * A formation flyer from the XNA game. There, each state had a list of transitions, each guarded by
 * a condition ({@code idle.AddTransition(lead, () => ...)}), checked in order every frame: the first
 * whose condition held was taken, and the machine moved on ({@code while (MoveToNext())}) until no
 * condition held. Here each condition is a {@code @Transition} guard, declared in the seed's order:
 * a state checks the guards that name it in the order they appear in this class, before its update.
 * The machine settles ({@code settle = true}): after a transition the new state decides with the same
 * {@code dt}, so one frame may take a flyer through several states, and exactly one of them flies.
 *
 * <p>The updates only fly; the decisions are all in the guards. The original's enter and exit actions
 * are {@code @OnEnter} and {@code @OnExit} handlers: the weapons are armed for exactly as long as the
 * flyer attacks.
 */
@StateMachine(value = FlyerState.class, settle = true)
public class Flyer {
    /** How far a flyer sees a bandit. */
    public static final float SENSOR_RANGE = 25f;
    /** How far it fires. */
    public static final float GUN_RANGE = 6f;
    /** Cruise speed of a wingman keeping its slot, or of anyone rallying or attacking. */
    public static final float SPEED = 12f;
    /** The leader's speed on patrol, slower so the wingmen keep up. */
    public static final float PATROL_SPEED = 6f;
    /** Hit points a flyer's guns take from a bandit per second. */
    public static final float DAMAGE = 1f;

    public final String name;
    final Squadron squad;
    float x, y;
    int waypoint;
    boolean weaponsArmed;
    float firedSeconds;

    Flyer(String name, Squadron squad, float x, float y) {
        this.name = name;
        this.squad = squad;
        this.x = x;
        this.y = y;
    }

    // ----- the guarded transitions, in the seed's order: a bandit in range outranks everything else

    /** Anyone not already fighting attacks a bandit it sees. */
    @Transition(from = {"IDLE", "LEAD", "PATROL", "FOLLOW", "RALLY"}, to = "ATTACK")
    boolean banditInRange() {
        Bandit b = squad.bandit;
        return b != null && !b.destroyed() && distance(x, y, b.x, b.y) <= SENSOR_RANGE;
    }

    /** The first of the squadron leads; a wingman whose leader is lost takes over. */
    @Transition(from = {"IDLE", "FOLLOW"}, to = "LEAD")
    boolean isLeader() {
        return squad.leader() == this;
    }

    @Transition(from = "IDLE", to = "FOLLOW")
    boolean hasLeader() {
        return squad.leader() != null;
    }

    /** The leader holds position until the wingmen are in their slots. */
    @Transition(from = "LEAD", to = "PATROL")
    boolean formedUp() {
        return squad.formed();
    }

    @Transition(from = "PATROL", to = "RALLY")
    boolean scattered() {
        return squad.scattered();
    }

    @Transition(from = "RALLY", to = "LEAD")
    boolean leaderAtRallyPoint() {
        return atRallyPoint() && isLeader();
    }

    @Transition(from = "RALLY", to = "FOLLOW")
    boolean atRallyPoint() {
        return distance(x, y, squad.rallyX, squad.rallyY) <= Squadron.FORMED;
    }

    @Transition(from = "ATTACK", to = "RALLY")
    boolean banditGone() {
        Bandit b = squad.bandit;
        return b == null || b.destroyed() || distance(x, y, b.x, b.y) > 2 * SENSOR_RANGE;
    }

    // ----- what each state does while no guard holds

    @OnUpdate("PATROL")
    void patrol(float dt) {
        float wx = squad.route[2 * waypoint], wy = squad.route[2 * waypoint + 1];
        if (flyTowards(wx, wy, PATROL_SPEED * dt)) {
            waypoint = (waypoint + 1) % (squad.route.length / 2);
        }
    }

    @OnUpdate("FOLLOW")
    void follow(float dt) {
        float[] slot = squad.slotOf(this);
        flyTowards(slot[0], slot[1], SPEED * dt);
    }

    @OnUpdate("RALLY")
    void rally(float dt) {
        flyTowards(squad.rallyX, squad.rallyY, SPEED * dt);
    }

    @OnEnter("ATTACK")
    void armWeapons() {
        weaponsArmed = true;
    }

    @OnUpdate("ATTACK")
    void attack(float dt) {
        Bandit b = squad.bandit;
        flyTowards(b.x, b.y, SPEED * dt);
        if (distance(x, y, b.x, b.y) <= GUN_RANGE) {
            b.hp -= DAMAGE * dt;
            firedSeconds += dt;
        }
    }

    @OnExit("ATTACK")
    void safeWeapons() {
        weaponsArmed = false;
    }

    /** Moves up to {@code step} towards (tx, ty); returns whether it got there. */
    private boolean flyTowards(float tx, float ty, float step) {
        float d = distance(x, y, tx, ty);
        if (d <= step) {
            x = tx;
            y = ty;
            return true;
        }
        x += (tx - x) / d * step;
        y += (ty - y) / d * step;
        return false;
    }

    static float distance(float x1, float y1, float x2, float y2) {
        float dx = x2 - x1, dy = y2 - y1;
        return (float) Math.sqrt(dx * dx + dy * dy);
    }

    public float x() {
        return x;
    }

    public float y() {
        return y;
    }

    public boolean weaponsArmed() {
        return weaponsArmed;
    }

    @Override
    public String toString() {
        return name;
    }
}
