package dev.brainstem.samples.formation;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
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
        /**
         * A flyer's transition, reported by its machine's listener as soon as it is complete: a settling
         * frame may take a flyer through several. {@code cause} is the name of the guard that took it.
         */
        void transition(float time, Flyer flyer, FlyerState from, FlyerState to, String cause);

        void event(float time, String what);
    }

    private final Squadron squad = new Squadron(0, 0, 30, 0, 30, 30, 0, 30, 0, 0);
    private final List<FlyerFsm> flyers = new ArrayList<>();
    private float time;
    private boolean banditLaunched, leaderLost;
    private Log log;

    public Sortie() {
        for (String name : new String[] {"Red 1", "Red 2", "Red 3", "Red 4"}) {
            Flyer flyer = squad.launch(name);
            FlyerFsm machine = FlyerFsm.start(flyer);
            machine.setListener((handle, from, to, event) ->
                    log.transition(time, flyer, from, to, cause(from, to, event)));
            flyers.add(machine);
        }
    }

    /** The name of the guard that took a flyer from {@code from} to {@code to}, read from the machine's INFO. */
    static String cause(FlyerState from, FlyerState to, int event) {
        for (MachineInfo.Edge edge : FlyerFsm.INFO.edges()) {
            if (edge.event() == event && edge.from().equals(from.name()) && edge.to().equals(to.name())
                    && edge.label() != null) {
                return edge.label();
            }
        }
        return Events.name(event);
    }

    /** Advances the flight by {@code dt} seconds: first the script, then every flyer's update. */
    public void step(float dt, Log log) {
        this.log = log;
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
            flyer.update(dt);
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
