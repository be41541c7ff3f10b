package dev.brainstem.samples.formation;

import java.util.ArrayList;
import java.util.List;

/**
 * The demo's scripted flight: four flyers take off from their base, form a V and patrol a square; a
 * bandit comes in from the east at {@link #BANDIT_TIME} and is shot down; later the leader is lost at
 * {@link #LEADER_LOST_TIME} and the first wingman takes over.
 */
public final class Sortie {
    public static final float BANDIT_TIME = 12f;
    public static final float LEADER_LOST_TIME = 40f;

    /** What the sortie reports as it flies. */
    public interface Log {
        void transition(float time, Flyer flyer, FlyerState from, FlyerState to);

        void event(float time, String what);
    }

    private final Squadron squad = new Squadron(0, 0, 30, 0, 30, 30, 0, 30, 0, 0);
    private final List<FlyerFsm> flyers = new ArrayList<>();
    private float time;
    private boolean banditLaunched, leaderLost;

    public Sortie() {
        for (String name : new String[] {"Red 1", "Red 2", "Red 3", "Red 4"}) {
            flyers.add(FlyerFsm.start(squad.launch(name)));
        }
    }

    /** Advances the flight by {@code dt} seconds: first the script, then every flyer's update. */
    public void step(float dt, Log log) {
        time += dt;
        if (!banditLaunched && time >= BANDIT_TIME) {
            banditLaunched = true;
            squad.bandit = new Bandit(50, 15, 3);
            log.event(time, "bandit inbound from the east");
        }
        Bandit bandit = squad.bandit;
        if (bandit != null) {
            bandit.x -= 3 * dt;
        }
        if (!leaderLost && time >= LEADER_LOST_TIME) {
            leaderLost = true;
            FlyerFsm leader = flyers.remove(0);
            squad.shootDown(leader.entity());
            log.event(time, leader.entity().name + " is hit and goes down; " + squad.leader().name + " leads");
        }
        for (FlyerFsm flyer : flyers) {
            FlyerState before = flyer.state();
            FlyerState after = flyer.update(dt);
            if (after != before) {
                log.transition(time, flyer.entity(), before, after);
            }
        }
        if (bandit != null && bandit.destroyed()) {
            squad.bandit = null;
            log.event(time, "bandit destroyed");
        }
    }

    public float time() {
        return time;
    }

    public Squadron squadron() {
        return squad;
    }

    /** The machines of the flyers still in the air, leader first. */
    public List<FlyerFsm> flyers() {
        return flyers;
    }
}
