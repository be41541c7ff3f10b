package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import dev.brainstem.*;

/**
 * An object-mode machine that is an Ashley component: its entity idles for half a second, walks one
 * unit, and then, done, removes itself from the engine and adds a fresh walker in its place.
 */
@StateMachine(Pace.class)
public class Mind implements Component {
    final Entity entity;
    final Engine engine;
    float x, seconds;
    int enters;
    /** Set by a test to check what a handler may ask of the system during a tick. */
    BatchSystem<Mind, Pace> system;
    RuntimeException seenDuringTick;

    Mind(Engine engine, float x) {
        this.engine = engine;
        this.x = x;
        this.entity = new Entity().add(this);
    }

    @OnEnter({"IDLE", "WALK", "STUNNED"})
    void entered() {
        enters++;
    }

    @OnUpdate(value = "IDLE", to = "WALK")
    Pace idle(float dt) {
        seconds += dt;
        if (system != null) {
            try {
                system.entitiesIn(Pace.IDLE);
            } catch (RuntimeException e) {
                seenDuringTick = e;
            }
        }
        return seconds >= 0.5f ? Pace.WALK : null;
    }

    @OnUpdate(value = "WALK", to = "DONE")
    Pace walk(float dt) {
        seconds += dt;
        x += dt;
        return x >= 1 ? Pace.DONE : null;
    }

    @OnEnter("DONE")
    void done() {
        enters++;
        engine.removeEntity(entity);
        engine.addEntity(new Mind(engine, 0).entity);
    }

    @OnUpdate(value = "STUNNED", to = "IDLE")
    Pace stunned(float dt) {
        seconds += dt;
        return seconds >= 1 ? Pace.IDLE : null;
    }
}
