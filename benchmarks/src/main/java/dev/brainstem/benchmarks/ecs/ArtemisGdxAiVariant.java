package dev.brainstem.benchmarks.ecs;

import static dev.brainstem.benchmarks.Workload.DIE_MASK;
import static dev.brainstem.benchmarks.Workload.DT;
import static dev.brainstem.benchmarks.Workload.SPEED;

import com.artemis.Aspect;
import com.artemis.BaseSystem;
import com.artemis.Component;
import com.artemis.ComponentMapper;
import com.artemis.systems.IteratingSystem;
import com.badlogic.gdx.ai.fsm.DefaultStateMachine;
import com.badlogic.gdx.ai.fsm.State;
import com.badlogic.gdx.ai.msg.Telegram;
import dev.brainstem.benchmarks.Workload;

/**
 * The common pattern: a component holding a gdx-ai {@link DefaultStateMachine} per entity, and an
 * {@link IteratingSystem} that calls {@code update()} on each, one entity at a time. The states read
 * and write the entity's {@link ArtemisGuard}.
 */
public final class ArtemisGdxAiVariant extends ArtemisVariant {
    /** The component that holds the entity's machine, and its guard data, which the states change. */
    public static final class Brain extends Component {
        ArtemisGuard guard;
        DefaultStateMachine<Brain, GuardState> fsm;
    }

    static int alarmOdds;
    static float alarmTime, reach, searchTime;

    /** The guard's states as gdx-ai {@link State}s, owned by the brain component. */
    enum GuardState implements State<Brain> {
        IDLE {
            @Override
            public void update(Brain b) {
                ArtemisGuard g = b.guard;
                int r = g.rng;
                r ^= r << 13;
                r ^= r >>> 17;
                r ^= r << 5;
                g.rng = r;
                if ((r & DIE_MASK) < alarmOdds) {
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
                if (b.guard.timer >= alarmTime) {
                    b.fsm.changeState(PURSUIT);
                }
            }
        },
        PURSUIT {
            @Override
            public void update(Brain b) {
                b.guard.x += SPEED * DT;
                if (b.guard.x >= reach) {
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
                if (b.guard.timer >= searchTime) {
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
        ComponentMapper<Brain> brains;

        BrainSystem() {
            super(Aspect.all(ArtemisGuard.class, Brain.class));
        }

        @Override
        protected void process(int entityId) {
            brains.get(entityId).fsm.update();
        }
    }

    private ComponentMapper<Brain> brains;

    @Override
    BaseSystem system(Workload workload) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
        return new BrainSystem();
    }

    @Override
    void create(int id) {
        if (brains == null) {
            brains = world.getMapper(Brain.class);
        }
        Brain brain = brains.create(id);
        brain.guard = guards.get(id);
        brain.fsm = new DefaultStateMachine<>(brain, GuardState.IDLE);
    }

    @Override
    public int state(int id) {
        return brains.get(id).fsm.getCurrentState().ordinal();
    }
}
