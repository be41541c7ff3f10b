package dev.brainstem.benchmarks.messages.westworld;

import static dev.brainstem.benchmarks.messages.westworld.WestWorld.*;

import com.badlogic.gdx.ai.DefaultTimepiece;
import com.badlogic.gdx.ai.GdxAI;
import com.badlogic.gdx.ai.Timepiece;
import com.badlogic.gdx.ai.fsm.DefaultStateMachine;
import com.badlogic.gdx.ai.fsm.State;
import com.badlogic.gdx.ai.fsm.StateMachine;
import com.badlogic.gdx.ai.msg.MessageDispatcher;
import com.badlogic.gdx.ai.msg.Telegram;
import com.badlogic.gdx.ai.msg.Telegraph;
import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * West World with libGDX gdx-ai 1.8.2: gdx-ai's own test (Bob, BobState, Elsa, ElsaState) with the talk taken out,
 * counters where it talked of what happened (stews, chores, visits), each wife's own xorshift32 for
 * {@code MathUtils.random}, and one {@link MessageDispatcher} for the town in place of the
 * {@code MessageManager} singleton. The messages are the test's: the stew 1.5 s later on the dispatcher's queue,
 * then to the husband with no delay (at once); "hi honey" goes on the queue too, with a delay of one tick where the
 * test has none (see {@link WestWorld}: delivered at the start of the next tick, as Brainstem does).
 *
 * <p>A tick: the timepiece advances by dt, the dispatcher delivers what is due ("hi honey"s, stews), every wife
 * updates, every miner updates ({@code thirst += 1}, then his machine). The timepiece is {@link GdxAI}'s, one for
 * the JVM, so {@link #setUp} starts it again at 0.
 */
public final class GdxAiWestWorld implements MessageVariant, WestWorld.View {
    static final class Bob implements Telegraph {
        final StateMachine<Bob, BobState> stateMachine;
        final MessageDispatcher dispatcher;
        int location = SHACK;
        int goldCarried, moneyInBank, thirst, fatigue, stews;
        Elsa elsa;

        Bob(int couple, MessageDispatcher dispatcher) {
            this.dispatcher = dispatcher;
            int[] start = minerStart(couple);
            thirst = start[0];
            fatigue = start[1];
            moneyInBank = start[2];
            goldCarried = start[3];
            stateMachine = new DefaultStateMachine<>(this, BobState.GO_HOME_AND_SLEEP_TILL_RESTED);
        }

        @Override
        public boolean handleMessage(Telegram msg) {
            return stateMachine.handleMessage(msg);
        }

        void update() {
            thirst += 1;
            stateMachine.update();
        }

        void addToGoldCarried(int val) {
            goldCarried += val;
            if (goldCarried < 0) {
                goldCarried = 0;
            }
        }

        void addToWealth(int val) {
            moneyInBank += val;
            if (moneyInBank < 0) {
                moneyInBank = 0;
            }
        }

        boolean isThirsty() {
            return thirst >= THIRST_LEVEL;
        }

        boolean isFatigued() {
            return fatigue > TIREDNESS_THRESHOLD;
        }

        boolean isPocketsFull() {
            return goldCarried >= MAX_NUGGETS;
        }
    }

    enum BobState implements State<Bob> {
        ENTER_MINE_AND_DIG_FOR_NUGGET() {
            @Override
            public void enter(Bob bob) {
                if (bob.location != GOLD_MINE) {
                    bob.location = GOLD_MINE;
                }
            }

            @Override
            public void update(Bob bob) {
                bob.addToGoldCarried(1);
                bob.fatigue++;
                if (bob.isPocketsFull()) {
                    bob.stateMachine.changeState(VISIT_BANK_AND_DEPOSIT_GOLD);
                }
                if (bob.isThirsty()) {
                    bob.stateMachine.changeState(QUENCH_THIRST);
                }
            }
        },

        GO_HOME_AND_SLEEP_TILL_RESTED() {
            @Override
            public void enter(Bob bob) {
                if (bob.location != SHACK) {
                    bob.location = SHACK;
                    // Let Elsa know I'm home (at the start of the next tick)
                    bob.dispatcher.dispatchMessage(DT, bob, bob.elsa, HI_HONEY_I_M_HOME, null);
                }
            }

            @Override
            public void update(Bob bob) {
                if (!bob.isFatigued()) {
                    bob.stateMachine.changeState(ENTER_MINE_AND_DIG_FOR_NUGGET);
                } else {
                    bob.fatigue--;
                }
            }

            @Override
            public boolean onMessage(Bob bob, Telegram telegram) {
                if (telegram.message == STEW_READY) {
                    bob.stateMachine.changeState(EAT_STEW);
                    return true;
                }
                return false;
            }
        },

        QUENCH_THIRST() {
            @Override
            public void enter(Bob bob) {
                if (bob.location != SALOON) {
                    bob.location = SALOON;
                }
            }

            @Override
            public void update(Bob bob) {
                bob.thirst = 0;
                bob.moneyInBank -= 2;
                bob.stateMachine.changeState(ENTER_MINE_AND_DIG_FOR_NUGGET);
            }
        },

        VISIT_BANK_AND_DEPOSIT_GOLD() {
            @Override
            public void enter(Bob bob) {
                if (bob.location != BANK) {
                    bob.location = BANK;
                }
            }

            @Override
            public void update(Bob bob) {
                bob.addToWealth(bob.goldCarried);
                bob.goldCarried = 0;
                if (bob.moneyInBank >= COMFORT_LEVEL) {
                    bob.stateMachine.changeState(GO_HOME_AND_SLEEP_TILL_RESTED);
                } else {
                    bob.stateMachine.changeState(ENTER_MINE_AND_DIG_FOR_NUGGET);
                }
            }
        },

        EAT_STEW() {
            @Override
            public void enter(Bob bob) {
                bob.stews++;
            }

            @Override
            public void update(Bob bob) {
                bob.stateMachine.revertToPreviousState();
            }
        };

        @Override
        public void enter(Bob bob) {
        }

        @Override
        public void exit(Bob bob) {
        }

        @Override
        public boolean onMessage(Bob bob, Telegram telegram) {
            return false;
        }
    }

    static final class Elsa implements Telegraph {
        final StateMachine<Elsa, ElsaState> stateMachine;
        final MessageDispatcher dispatcher;
        boolean cooking;
        int rng, chores, visits;
        Bob bob;

        Elsa(Bob bob, int couple, int couples, MessageDispatcher dispatcher) {
            this.dispatcher = dispatcher;
            this.bob = bob;
            rng = wifeSeed(couple, couples);
            stateMachine = new DefaultStateMachine<>(this, ElsaState.DO_HOUSE_WORK, ElsaState.GLOBAL_STATE);
        }

        @Override
        public boolean handleMessage(Telegram msg) {
            return stateMachine.handleMessage(msg);
        }

        void update() {
            stateMachine.update();
        }

        int random() {
            rng = xorshift(rng);
            return rng;
        }
    }

    enum ElsaState implements State<Elsa> {
        DO_HOUSE_WORK() {
            @Override
            public void update(Elsa elsa) {
                elsa.chores += 1 + chore(elsa.random());
            }
        },

        VISIT_BATHROOM() {
            @Override
            public void enter(Elsa elsa) {
                elsa.visits++;
            }

            @Override
            public void update(Elsa elsa) {
                elsa.stateMachine.revertToPreviousState();
            }
        },

        COOK_STEW() {
            @Override
            public void enter(Elsa elsa) {
                if (!elsa.cooking) {
                    // Send a delayed message myself so that I know when to take the stew out of the oven
                    elsa.dispatcher.dispatchMessage(STEW_DELAY, elsa, elsa, STEW_READY, null);
                    elsa.cooking = true;
                }
            }

            @Override
            public boolean onMessage(Elsa elsa, Telegram telegram) {
                if (telegram.message == STEW_READY) {
                    // let hubby know the stew is ready
                    elsa.dispatcher.dispatchMessage(0.0f, elsa, elsa.bob, STEW_READY, null);
                    elsa.cooking = false;
                    elsa.stateMachine.changeState(DO_HOUSE_WORK);
                    return true;
                }
                return false;
            }
        },

        GLOBAL_STATE() {
            @Override
            public void update(Elsa elsa) {
                // 1 in 10 chance of needing the bathroom (provided she is not already in the bathroom)
                if (bathroom(elsa.random()) && !elsa.stateMachine.isInState(VISIT_BATHROOM)) {
                    elsa.stateMachine.changeState(VISIT_BATHROOM);
                }
            }

            @Override
            public boolean onMessage(Elsa elsa, Telegram telegram) {
                if (telegram.message == HI_HONEY_I_M_HOME) {
                    elsa.stateMachine.changeState(COOK_STEW);
                    return true;
                }
                return false;
            }
        };

        @Override
        public void enter(Elsa elsa) {
        }

        @Override
        public void update(Elsa elsa) {
        }

        @Override
        public void exit(Elsa elsa) {
        }

        @Override
        public boolean onMessage(Elsa elsa, Telegram telegram) {
            return false;
        }
    }

    private Bob[] bobs;
    private Elsa[] elsas;
    private MessageDispatcher dispatcher;
    private Timepiece timepiece;
    private int couples;

    @Override
    public void setUp(int entities) {
        couples = couples(entities);
        timepiece = new DefaultTimepiece();
        GdxAI.setTimepiece(timepiece);
        dispatcher = new MessageDispatcher();
        bobs = new Bob[couples];
        elsas = new Elsa[couples];
        for (int i = 0; i < couples; i++) {
            Bob bob = new Bob(i, dispatcher);
            Elsa elsa = new Elsa(bob, i, couples, dispatcher);
            bob.elsa = elsa;
            bobs[i] = bob;
            elsas[i] = elsa;
        }
    }

    /** Makes this population's timepiece gdx-ai's again (tests that tick several West Worlds in turn). */
    public void takeTimepiece() {
        GdxAI.setTimepiece(timepiece);
    }

    @Override
    public void tick() {
        if (GdxAI.getTimepiece() != timepiece) {
            throw new IllegalStateException("another West World set gdx-ai's timepiece up since this one");
        }
        timepiece.update(DT);
        dispatcher.update();
        for (Elsa elsa : elsas) {
            elsa.update();
        }
        for (Bob bob : bobs) {
            bob.update();
        }
    }

    @Override
    public int entities() {
        return 2 * couples;
    }

    @Override
    public int minerState(int i) {
        BobState s = bobs[i].stateMachine.getCurrentState();
        return switch (s) {
            case GO_HOME_AND_SLEEP_TILL_RESTED -> HOME;
            case ENTER_MINE_AND_DIG_FOR_NUGGET -> MINE;
            case VISIT_BANK_AND_DEPOSIT_GOLD -> AT_BANK;
            case QUENCH_THIRST -> AT_SALOON;
            case EAT_STEW -> WestWorld.EAT_STEW;
        };
    }

    @Override
    public int wifeState(int i) {
        ElsaState s = elsas[i].stateMachine.getCurrentState();
        return switch (s) {
            case DO_HOUSE_WORK -> HOUSEWORK;
            case VISIT_BATHROOM -> BATHROOM;
            case COOK_STEW -> WestWorld.COOK_STEW;
            case GLOBAL_STATE -> throw new IllegalStateException("Elsa in her global state");
        };
    }

    @Override
    public int[] miner(int i) {
        Bob b = bobs[i];
        return new int[] {b.location, b.goldCarried, b.moneyInBank, b.thirst, b.fatigue, b.stews};
    }

    @Override
    public int[] wife(int i) {
        Elsa e = elsas[i];
        return new int[] {e.cooking ? 1 : 0, e.rng, e.chores, e.visits};
    }

    @Override
    public int[] stateCounts() {
        return counts(couples, this);
    }

    @Override
    public long checksum() {
        return WestWorld.checksum(couples, this);
    }
}
