package dev.brainstem.benchmarks.ecs;

import static dev.brainstem.benchmarks.Workload.ALARM;
import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.IDLE;
import static dev.brainstem.benchmarks.Workload.PURSUIT;
import static dev.brainstem.benchmarks.Workload.SEARCH;
import static dev.brainstem.benchmarks.Workload.SPEED;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;

/**
 * What a game writes by hand in Ashley: a state component holding an int, and an
 * {@link IteratingSystem} with a switch over it; the engine's delta as dt.
 */
public final class AshleySwitchVariant extends AshleyVariant {
    /** The entity's state, a {@code Workload} ordinal. */
    public static final class StateComponent implements Component {
        int state;
    }

    static final ComponentMapper<StateComponent> STATE = ComponentMapper.getFor(StateComponent.class);

    static final class SwitchSystem extends IteratingSystem {
        SwitchSystem() {
            super(Family.all(AshleyGuard.class, StateComponent.class).get());
        }

        @Override
        protected void processEntity(Entity entity, float dt) {
            StateComponent s = STATE.get(entity);
            AshleyGuard g = GUARD.get(entity);
            switch (s.state) {
                case IDLE: {
                    int r = g.rng;
                    r ^= r << 13;
                    r ^= r >>> 17;
                    r ^= r << 5;
                    g.rng = r;
                    if ((r & DIE_MASK) < AshleyGuard.alarmOdds) {
                        g.timer = 0;
                        s.state = ALARM;
                    }
                    break;
                }
                case ALARM:
                    g.timer += dt;
                    if (g.timer >= AshleyGuard.alarmTime) {
                        s.state = PURSUIT;
                    }
                    break;
                case PURSUIT:
                    g.x += SPEED * dt;
                    if (g.x >= AshleyGuard.reach) {
                        g.timer = 0;
                        s.state = SEARCH;
                    }
                    break;
                case SEARCH:
                    g.timer += dt;
                    if (g.timer >= AshleyGuard.searchTime) {
                        g.x = 0;
                        s.state = IDLE;
                    }
                    break;
                default:
                    throw new IllegalStateException("state " + s.state);
            }
        }
    }

    @Override
    EntitySystem system() {
        return new SwitchSystem();
    }

    @Override
    void create(Entity entity, AshleyGuard guard) {
        entity.add(new StateComponent());
    }

    @Override
    public int state(int id) {
        return STATE.get(entities[id]).state;
    }
}
