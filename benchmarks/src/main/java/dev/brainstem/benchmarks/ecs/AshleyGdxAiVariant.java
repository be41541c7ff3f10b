package dev.brainstem.benchmarks.ecs;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.DT;
import static dev.brainstem.benchmarks.Workload.SPEED;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;
import com.badlogic.gdx.ai.fsm.DefaultStateMachine;
import com.badlogic.gdx.ai.fsm.State;
import com.badlogic.gdx.ai.msg.Telegram;

/**
 * The common pattern in Ashley: a component holding a gdx-ai {@link DefaultStateMachine} per entity,
 * and an {@link IteratingSystem} that calls {@code update()} on each, one entity at a time.
 */
public final class AshleyGdxAiVariant extends AshleyVariant {
    /** The component that holds the entity's machine, and its guard data, which the states change. */
    public static final class Brain implements Component {
        AshleyGuard guard;
        DefaultStateMachine<Brain, GuardState> fsm;
    }

    static final ComponentMapper<Brain> BRAIN = ComponentMapper.getFor(Brain.class);

    /** The guard's states as gdx-ai {@link State}s, owned by the brain component. */
    enum GuardState implements State<Brain> {
        IDLE {
            @Override
            public void update(Brain b) {
                AshleyGuard g = b.guard;
                int r = g.rng;
                r ^= r << 13;
                r ^= r >>> 17;
                r ^= r << 5;
                g.rng = r;
                if ((r & DIE_MASK) < AshleyGuard.alarmOdds) {
                    b.fsm.changeState(ALARM);
                }
            }
        },
        ALARM {
            @Override
            public void enter(Brain b) {
                b.guard.timer = 0;
            }

            @Override
            public void update(Brain b) {
                b.guard.timer += DT;
                if (b.guard.timer >= AshleyGuard.alarmTime) {
                    b.fsm.changeState(PURSUIT);
                }
            }
        },
        PURSUIT {
            @Override
            public void update(Brain b) {
                b.guard.x += SPEED * DT;
                if (b.guard.x >= AshleyGuard.reach) {
                    b.fsm.changeState(SEARCH);
                }
            }
        },
        SEARCH {
            @Override
            public void enter(Brain b) {
                b.guard.timer = 0;
            }

            @Override
            public void update(Brain b) {
                b.guard.timer += DT;
                if (b.guard.timer >= AshleyGuard.searchTime) {
                    b.fsm.changeState(IDLE);
                }
            }

            @Override
            public void exit(Brain b) {
                b.guard.x = 0;
            }
        };

        @Override
        public void enter(Brain b) {
        }

        @Override
        public void exit(Brain b) {
        }

        @Override
        public boolean onMessage(Brain b, Telegram telegram) {
            return false;
        }
    }

    /** The common system: each entity's machine updated in turn. */
    static final class BrainSystem extends IteratingSystem {
        BrainSystem() {
            super(Family.all(AshleyGuard.class, Brain.class).get());
        }

        @Override
        protected void processEntity(Entity entity, float deltaTime) {
            BRAIN.get(entity).fsm.update();
        }
    }

    @Override
    EntitySystem system() {
        return new BrainSystem();
    }

    @Override
    void create(Entity entity, AshleyGuard guard) {
        Brain brain = new Brain();
        brain.guard = guard;
        brain.fsm = new DefaultStateMachine<>(brain, GuardState.IDLE);
        entity.add(brain);
    }

    @Override
    public int state(int id) {
        return BRAIN.get(entities[id]).fsm.getCurrentState().ordinal();
    }
}
