package dev.brainstem.samples.gdx;

import com.artemis.ComponentMapper;
import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/**
 * The sheep's machine, id mode: the id is the Artemis entity, its data the {@link Body} and
 * {@link Sheep} components. Fleeing is a guard of every state but itself, so a wolf interrupts grazing,
 * wandering and the walk to the shepherd alike.
 */
@StateMachine(SheepState.class)
public class SheepAi {
    static final float FEAR = 90, SAFE = 150, WANDER_SPEED = 22, GATHER_SPEED = 45, FLEE_SPEED = 78;
    static final float LAMB_AFTER = 12;

    ComponentMapper<Body> bodies;
    ComponentMapper<Sheep> sheep;
    private final Meadow meadow;

    SheepAi(Meadow meadow) {
        this.meadow = meadow;
    }

    @Transition(from = {"CALM", "GATHER"}, to = "FLEE")
    boolean wolfNear(int id) {
        return meadow.nearestWolf(bodies.get(id), FEAR) >= 0;
    }

    @Transition(from = "FLEE", to = "GRAZE")
    boolean safe(int id, @TimeInState float t) {
        return t > 1 && meadow.nearestWolf(bodies.get(id), SAFE) < 0;
    }

    @Transition(from = "GRAZE", to = "WANDER")
    boolean restless(int id, @TimeInState float t) {
        return t > sheep.get(id).grazeFor;
    }

    @Transition(from = "WANDER", to = "GRAZE")
    boolean hungryAgain(int id, @TimeInState float t) {
        return t > 2.5f;
    }

    @Transition(from = "GATHER", to = "GRAZE")
    boolean arrived(int id, @TimeInState float t) {
        Sheep s = sheep.get(id);
        return t > 6 || bodies.get(id).distanceTo(s.goalX, s.goalY) < 30;
    }

    @OnEnter("GRAZE")
    void startGrazing(int id) {
        sheep.get(id).grazeFor = 1.5f + 4 * meadow.random.nextFloat();
        bodies.get(id).head(0, 0, 0);
    }

    @OnUpdate("GRAZE")
    void graze(int id, float dt) {
        Sheep s = sheep.get(id);
        s.fullness += dt;
        if (s.fullness > LAMB_AFTER && meadow.hasRoomForLambs()) {
            Body b = bodies.get(id);
            meadow.addSheep(b.x + 10 * meadow.random.nextFloat() - 5, b.y + 10 * meadow.random.nextFloat() - 5);
            s.fullness = 0;
        }
    }

    @OnEnter("WANDER")
    void setOff(int id) {
        Body b = bodies.get(id);
        double angle = meadow.random.nextFloat() * 2 * Math.PI;
        // Towards the flock as much as in a direction of its own: the flock keeps together.
        b.head((float) Math.cos(angle) + (meadow.flockX - b.x) / 120, (float) Math.sin(angle) + (meadow.flockY - b.y) / 120,
                WANDER_SPEED);
    }

    @OnMessage(value = "CALM", to = "GATHER")
    SheepState whistled(int id, Whistle whistle) {
        Sheep s = sheep.get(id);
        s.goalX = whistle.x;
        s.goalY = whistle.y;
        return SheepState.GATHER;
    }

    @OnUpdate("GATHER")
    void gather(int id) {
        Body b = bodies.get(id);
        Sheep s = sheep.get(id);
        b.head(s.goalX - b.x, s.goalY - b.y, GATHER_SPEED);
    }

    @OnUpdate("FLEE")
    void flee(int id) {
        Body b = bodies.get(id);
        float awayX = 0, awayY = 0;
        for (int w : meadow.wolves()) {
            Body wolf = bodies.get(w);
            float d = Math.max(1, b.distanceTo(wolf.x, wolf.y));
            if (d < SAFE) {
                awayX += (b.x - wolf.x) / (d * d);
                awayY += (b.y - wolf.y) / (d * d);
            }
        }
        float length = (float) Math.sqrt(awayX * awayX + awayY * awayY);
        if (length > 0) {
            // Away from the wolves first, towards the flock a little.
            b.head(awayX / length + (meadow.flockX - b.x) / 400, awayY / length + (meadow.flockY - b.y) / 400, FLEE_SPEED);
        }
    }
}
