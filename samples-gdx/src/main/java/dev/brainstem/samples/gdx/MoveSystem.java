package dev.brainstem.samples.gdx;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.systems.IteratingSystem;

/** Moves every body by its velocity, after the machines have set it, and keeps it on the meadow. */
class MoveSystem extends IteratingSystem {
    private final float width, height;
    ComponentMapper<Body> bodies;

    MoveSystem(float width, float height) {
        super(Aspect.all(Body.class));
        this.width = width;
        this.height = height;
    }

    @Override
    protected void process(int id) {
        Body b = bodies.get(id);
        b.x = Math.max(Meadow.EDGE, Math.min(width - Meadow.EDGE, b.x + b.vx * world.getDelta()));
        b.y = Math.max(Meadow.EDGE, Math.min(height - Meadow.EDGE, b.y + b.vy * world.getDelta()));
    }
}
