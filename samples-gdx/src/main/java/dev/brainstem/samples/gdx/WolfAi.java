package dev.brainstem.samples.gdx;

import com.artemis.ComponentMapper;
import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/**
 * The wolves' machine, id mode over the {@link Body} and {@link Wolf} components. The shepherd's
 * guard belongs to the group of every bold state; {@code SCARED} is an interrupt, so its
 * {@code RESUME} sends the wolf back to the hunt, the meal or the rest it was scared out of.
 */
@StateMachine(WolfState.class)
public class WolfAi {
    static final float SIGHT = 230, CATCH = 9, SCARE = 95, BRAVE_AGAIN = 170;
    static final float PROWL_SPEED = 30, HUNT_SPEED = 92, SCARED_SPEED = 120, HUNGRY = 4;

    ComponentMapper<Body> bodies;
    ComponentMapper<Wolf> wolves;
    private final Meadow meadow;

    WolfAi(Meadow meadow) {
        this.meadow = meadow;
    }

    @Transition(from = "BOLD", to = "SCARED")
    boolean shepherdNear(int id) {
        return bodies.get(id).distanceTo(meadow.shepherdX, meadow.shepherdY) < SCARE;
    }

    @Transition(from = "PROWL", to = "HUNT")
    boolean hungry(int id) {
        return wolves.get(id).hunger > HUNGRY && meadow.nearestSheep(bodies.get(id), SIGHT) >= 0;
    }

    @Transition(from = "EAT", to = "REST")
    boolean fed(int id, @TimeInState float t) {
        return t > 2;
    }

    @Transition(from = "REST", to = "PROWL")
    boolean rested(int id, @TimeInState float t) {
        return t > 3;
    }

    @OnUpdate("PROWL")
    void prowl(int id, float dt) {
        Wolf w = wolves.get(id);
        Body b = bodies.get(id);
        w.hunger += dt;
        w.heading += (meadow.random.nextFloat() - 0.5f) * 2 * dt;
        b.head((float) Math.cos(w.heading), (float) Math.sin(w.heading), PROWL_SPEED);
    }

    @OnEnter("HUNT")
    void pickPrey(int id) {
        wolves.get(id).prey = meadow.nearestSheep(bodies.get(id), SIGHT);
    }

    @OnUpdate(value = "HUNT", to = {"PROWL", "EAT", "REST"})
    WolfState hunt(int id, float dt, @TimeInState float t) {
        Wolf w = wolves.get(id);
        Body b = bodies.get(id);
        w.hunger += dt;
        if (!meadow.isLiveSheep(w.prey)) {
            return WolfState.PROWL;
        }
        Body prey = bodies.get(w.prey);
        float d = b.distanceTo(prey.x, prey.y);
        if (d < CATCH) {
            meadow.eat(w.prey);
            return WolfState.EAT;
        }
        if (t > 8) {
            return WolfState.REST;
        }
        if (d > SIGHT * 1.5f) {
            return WolfState.PROWL;
        }
        b.head(prey.x - b.x, prey.y - b.y, HUNT_SPEED);
        return null;
    }

    @OnEnter("REST")
    void lieDown(int id) {
        bodies.get(id).head(0, 0, 0);
    }

    @OnEnter("EAT")
    void eat(int id) {
        wolves.get(id).hunger = 0;
        bodies.get(id).head(0, 0, 0);
    }

    @OnUpdate(value = "SCARED", to = "RESUME")
    WolfState runFromTheShepherd(int id) {
        Body b = bodies.get(id);
        if (b.distanceTo(meadow.shepherdX, meadow.shepherdY) > BRAVE_AGAIN) {
            return WolfState.RESUME;
        }
        b.head(b.x - meadow.shepherdX, b.y - meadow.shepherdY, SCARED_SPEED);
        return null;
    }
}
