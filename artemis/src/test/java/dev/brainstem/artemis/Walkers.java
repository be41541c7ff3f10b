package dev.brainstem.artemis;

import com.artemis.ComponentMapper;
import com.artemis.World;
import dev.brainstem.*;

/**
 * An id-mode machine over Artemis entities: an entity idles for half a second, walks one unit, and
 * then, done, deletes itself and creates a fresh walker in its place, through Artemis's own edits.
 */
@StateMachine(Pace.class)
public class Walkers {
    ComponentMapper<Position> positions;
    World world;
    int enters;
    /** Set by a test to check what a handler may ask of the system during a tick. */
    BatchSystem<Pace> system;
    RuntimeException seenDuringTick;

    @OnEnter({"IDLE", "WALK", "STUNNED"})
    void entered(int id) {
        enters++;
    }

    @OnUpdate(value = "IDLE", to = "WALK")
    Pace idle(int id, float dt) {
        Position p = positions.get(id);
        p.seconds += dt;
        if (system != null) {
            try {
                system.entitiesIn(Pace.IDLE);
            } catch (RuntimeException e) {
                seenDuringTick = e;
            }
        }
        return p.seconds >= 0.5f ? Pace.WALK : null;
    }

    @OnUpdate(value = "WALK", to = "DONE")
    Pace walk(int id, float dt) {
        Position p = positions.get(id);
        p.seconds += dt;
        p.x += dt;
        return p.x >= 1 ? Pace.DONE : null;
    }

    @OnEnter("DONE")
    void done(int id) {
        enters++;
        world.delete(id);
        int next = world.create();
        world.edit(next).create(Position.class);
        world.edit(next).create(Walker.class);
    }

    @OnUpdate(value = "STUNNED", to = "IDLE")
    Pace stunned(int id, float dt) {
        Position p = positions.get(id);
        p.seconds += dt;
        return p.seconds >= 1 ? Pace.IDLE : null;
    }
}
