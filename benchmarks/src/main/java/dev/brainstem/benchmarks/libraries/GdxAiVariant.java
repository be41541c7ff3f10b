package dev.brainstem.benchmarks.libraries;

import static dev.brainstem.benchmarks.Workload.DT;

import com.badlogic.gdx.ai.fsm.DefaultStateMachine;
import com.badlogic.gdx.ai.fsm.State;
import com.badlogic.gdx.ai.msg.Telegram;
import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * libGDX gdx-ai 1.8.2: a {@link DefaultStateMachine} per guard with an enum implementing {@link State},
 * the way gdx-ai's own samples write it; a tick calls {@code update()} on every machine in id order, and
 * a state's update calls {@code changeState}, which runs exit and enter.
 */
public final class GdxAiVariant implements Variant {
    static final class Guard extends LibGuard {
        final DefaultStateMachine<Guard, GuardState> fsm;

        Guard(int id) {
            super(id);
            fsm = new DefaultStateMachine<>(this, GuardState.IDLE);
        }
    }

    /** The guard's states as gdx-ai {@link State}s. gdx-ai's update has no dt: games read a global. */
    enum GuardState implements State<Guard> {
        IDLE {
            @Override
            public void update(Guard g) {
                if (g.idle()) {
                    g.fsm.changeState(ALARM);
                }
            }
        },
        ALARM {
            @Override
            public void enter(Guard g) {
                g.resetTimer();
            }

            @Override
            public void update(Guard g) {
                if (g.alarm(DT)) {
                    g.fsm.changeState(PURSUIT);
                }
            }
        },
        PURSUIT {
            @Override
            public void update(Guard g) {
                if (g.pursue(DT)) {
                    g.fsm.changeState(SEARCH);
                }
            }
        },
        SEARCH {
            @Override
            public void enter(Guard g) {
                g.resetTimer();
            }

            @Override
            public void update(Guard g) {
                if (g.search(DT)) {
                    g.fsm.changeState(IDLE);
                }
            }

            @Override
            public void exit(Guard g) {
                g.forget();
            }
        };

        @Override
        public void enter(Guard g) {
        }

        @Override
        public void exit(Guard g) {
        }

        @Override
        public boolean onMessage(Guard g, Telegram telegram) {
            return false;
        }
    }

    private Guard[] guards;

    @Override
    public void setUp(Workload workload, int entities) {
        LibGuard.tune(workload);
        guards = new Guard[entities];
        for (int id = 0; id < entities; id++) {
            guards[id] = new Guard(id);
        }
    }

    @Override
    public void tick() {
        for (Guard g : guards) {
            g.fsm.update();
        }
    }

    @Override
    public int entities() {
        return guards.length;
    }

    @Override
    public int state(int id) {
        return guards[id].fsm.getCurrentState().ordinal();
    }

    @Override
    public float timer(int id) {
        return guards[id].timer;
    }

    @Override
    public float x(int id) {
        return guards[id].x;
    }

    @Override
    public int rng(int id) {
        return guards[id].rng;
    }
}
