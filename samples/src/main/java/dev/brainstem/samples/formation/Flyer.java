package dev.brainstem.samples.formation;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * A formation flyer from the XNA game. There, each state had a list of transitions, each guarded by
 * a condition, checked in order every frame: the first whose condition held was taken. Here each
 * state's update checks the same conditions in the same order and returns the first that holds; the
 * {@code to} of the annotation lists them, so the processor knows the graph.
 *
 * <p>The original's enter and exit actions are {@code @OnEnter} and {@code @OnExit} handlers: the
 * weapons are armed for exactly as long as the flyer attacks.
 */
@StateMachine(FlyerState.class)
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

    // ----- the conditions of the original's transitions

    boolean banditInRange() {
        Bandit b = squad.bandit;
        return b != null && !b.destroyed() && distance(x, y, b.x, b.y) <= SENSOR_RANGE;
    }

    boolean banditGone() {
        Bandit b = squad.bandit;
        return b == null || b.destroyed() || distance(x, y, b.x, b.y) > 2 * SENSOR_RANGE;
    }

    boolean isLeader() {
        return squad.leader() == this;
    }

    boolean atRallyPoint() {
        return distance(x, y, squad.rallyX, squad.rallyY) <= Squadron.FORMED;
    }

    // ----- the states, each checking its guarded transitions in order

    @OnUpdate(value = "IDLE", to = {"ATTACK", "LEAD", "FOLLOW"})
    FlyerState idle() {
        if (banditInRange()) return FlyerState.ATTACK;
        if (isLeader()) return FlyerState.LEAD;
        if (squad.leader() != null) return FlyerState.FOLLOW;
        return null;
    }

    /** The leader holds position until the wingmen are in their slots. */
    @OnUpdate(value = "LEAD", to = {"ATTACK", "PATROL"})
    FlyerState lead() {
        if (banditInRange()) return FlyerState.ATTACK;
        if (squad.formed()) return FlyerState.PATROL;
        return null;
    }

    @OnUpdate(value = "PATROL", to = {"ATTACK", "RALLY"})
    FlyerState patrol(float dt) {
        if (banditInRange()) return FlyerState.ATTACK;
        if (squad.scattered()) return FlyerState.RALLY;
        float wx = squad.route[2 * waypoint], wy = squad.route[2 * waypoint + 1];
        if (flyTowards(wx, wy, PATROL_SPEED * dt)) {
            waypoint = (waypoint + 1) % (squad.route.length / 2);
        }
        return null;
    }

    @OnUpdate(value = "FOLLOW", to = {"ATTACK", "LEAD"})
    FlyerState follow(float dt) {
        if (banditInRange()) return FlyerState.ATTACK;
        if (isLeader()) return FlyerState.LEAD;
        float[] slot = squad.slotOf(this);
        flyTowards(slot[0], slot[1], SPEED * dt);
        return null;
    }

    @OnUpdate(value = "RALLY", to = {"ATTACK", "LEAD", "FOLLOW"})
    FlyerState rally(float dt) {
        if (banditInRange()) return FlyerState.ATTACK;
        if (atRallyPoint() && isLeader()) return FlyerState.LEAD;
        if (atRallyPoint()) return FlyerState.FOLLOW;
        flyTowards(squad.rallyX, squad.rallyY, SPEED * dt);
        return null;
    }

    @OnEnter("ATTACK")
    void armWeapons() {
        weaponsArmed = true;
    }

    @OnUpdate(value = "ATTACK", to = "RALLY")
    FlyerState attack(float dt) {
        if (banditGone()) return FlyerState.RALLY;
        Bandit b = squad.bandit;
        flyTowards(b.x, b.y, SPEED * dt);
        if (distance(x, y, b.x, b.y) <= GUN_RANGE) {
            b.hp -= DAMAGE * dt;
            firedSeconds += dt;
        }
        return null;
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
