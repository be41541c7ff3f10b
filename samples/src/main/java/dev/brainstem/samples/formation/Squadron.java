package dev.brainstem.samples.formation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A leader and its wingmen. The wingmen hold a V behind the leader: wingman {@code i} flies
 * {@code (i + 1) / 2} slots back, left when {@code i} is odd and right when even. When the leader is
 * shot down, the first wingman takes over.
 */
public final class Squadron {
    /** The distance between slots of the V. */
    public static final float SPACING = 3f;
    /** A wingman this close to its slot is in formation. */
    public static final float FORMED = 1f;
    /** A wingman farther than this from its slot has lost the formation. */
    public static final float SCATTERED = 15f;

    private final List<Flyer> members = new ArrayList<>();
    /** Where the squadron regroups after a fight. */
    public final float rallyX, rallyY;
    /** The patrol route, as x, y pairs. */
    final float[] route;
    /** The enemy in the sky, or null. */
    public Bandit bandit;

    public Squadron(float rallyX, float rallyY, float... route) {
        if (route.length == 0 || route.length % 2 != 0) {
            throw new IllegalArgumentException("a route is x, y pairs");
        }
        this.rallyX = rallyX;
        this.rallyY = rallyY;
        this.route = route.clone();
    }

    /** Adds a flyer at the rally point; the first one leads. */
    public Flyer launch(String name) {
        Flyer flyer = new Flyer(name, this, rallyX, rallyY);
        members.add(flyer);
        return flyer;
    }

    /** Takes a flyer out of the squadron; if it led, the first wingman leads now. */
    public void shootDown(Flyer flyer) {
        members.remove(flyer);
    }

    public Flyer leader() {
        return members.isEmpty() ? null : members.get(0);
    }

    public List<Flyer> members() {
        return Collections.unmodifiableList(members);
    }

    /** The slot of a wingman, as {x, y}; the leader's own position for the leader. */
    float[] slotOf(Flyer flyer) {
        Flyer leader = leader();
        int i = members.indexOf(flyer);
        if (i <= 0) {
            return new float[] {flyer.x, flyer.y};
        }
        int rank = (i + 1) / 2;
        float side = i % 2 == 1 ? -1 : 1;
        return new float[] {leader.x - rank * SPACING, leader.y + side * rank * SPACING};
    }

    float distanceToSlot(Flyer flyer) {
        float[] slot = slotOf(flyer);
        return Flyer.distance(flyer.x, flyer.y, slot[0], slot[1]);
    }

    /** Whether every wingman is in its slot. */
    public boolean formed() {
        for (Flyer flyer : members) {
            if (distanceToSlot(flyer) > FORMED) {
                return false;
            }
        }
        return true;
    }

    /** Whether some wingman is far from its slot. */
    public boolean scattered() {
        for (Flyer flyer : members) {
            if (distanceToSlot(flyer) > SCATTERED) {
                return true;
            }
        }
        return false;
    }
}
