package dev.brainstem.benchmarks.ecs;

import static dev.brainstem.benchmarks.Workload.ALARM;
import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.IDLE;
import static dev.brainstem.benchmarks.Workload.PURSUIT;
import static dev.brainstem.benchmarks.Workload.SEARCH;
import static dev.brainstem.benchmarks.Workload.SPEED;

import com.artemis.Aspect;
import com.artemis.BaseSystem;
import com.artemis.Component;
import com.artemis.ComponentMapper;
import com.artemis.systems.IteratingSystem;
import dev.brainstem.benchmarks.Workload;

/**
 * What a game writes by hand: a state component holding an int, and an {@link IteratingSystem} with a
 * switch over it; the world's delta as dt. Each entity's update, exit and enter in line.
 */
public final class ArtemisSwitchVariant extends ArtemisVariant {
    /** The entity's state, a {@code Workload} ordinal. */
    public static final class StateComponent extends Component {
        int state;
    }

    static final class SwitchSystem extends IteratingSystem {
        ComponentMapper<ArtemisGuard> guards;
        ComponentMapper<StateComponent> states;
        final int alarmOdds;
        final float alarmTime, reach, searchTime;

        SwitchSystem(Workload workload) {
            super(Aspect.all(ArtemisGuard.class, StateComponent.class));
            alarmOdds = workload.alarmOdds;
            alarmTime = workload.alarmTime;
            reach = workload.reach;
            searchTime = workload.searchTime;
        }

        @Override
        protected void process(int entityId) {
            float dt = world.delta;
            StateComponent s = states.get(entityId);
            ArtemisGuard g = guards.get(entityId);
            switch (s.state) {
                case IDLE: {
                    int r = g.rng;
                    r ^= r << 13;
                    r ^= r >>> 17;
                    r ^= r << 5;
                    g.rng = r;
                    if ((r & DIE_MASK) < alarmOdds) {
                        g.timer = 0;
                        s.state = ALARM;
                    }
                    break;
                }
                case ALARM:
                    g.timer += dt;
                    if (g.timer >= alarmTime) {
                        s.state = PURSUIT;
                    }
                    break;
                case PURSUIT:
                    g.x += SPEED * dt;
                    if (g.x >= reach) {
                        g.timer = 0;
                        s.state = SEARCH;
                    }
                    break;
                case SEARCH:
                    g.timer += dt;
                    if (g.timer >= searchTime) {
                        g.x = 0;
                        s.state = IDLE;
                    }
                    break;
                default:
                    throw new IllegalStateException("state " + s.state);
            }
        }
    }

    private ComponentMapper<StateComponent> states;

    @Override
    BaseSystem system(Workload workload) {
        return new SwitchSystem(workload);
    }

    @Override
    void create(int id) {
        if (states == null) {
            states = world.getMapper(StateComponent.class);
        }
        states.create(id).state = IDLE;
    }

    @Override
    public int state(int id) {
        return states.get(id).state;
    }
}
