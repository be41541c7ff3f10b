package dev.brainstem.benchmarks.messages.westworld;

import com.badlogic.gdx.ai.DefaultTimepiece;
import com.badlogic.gdx.ai.GdxAI;
import com.badlogic.gdx.ai.Timepiece;
import com.badlogic.gdx.ai.fsm.DefaultStateMachine;
import com.badlogic.gdx.ai.fsm.State;
import com.badlogic.gdx.ai.fsm.StateMachine;
import com.badlogic.gdx.ai.msg.MessageDispatcher;
import com.badlogic.gdx.ai.msg.Telegram;
import com.badlogic.gdx.ai.msg.Telegraph;
import java.util.ArrayList;
import java.util.List;

/**
 * gdx-ai 1.8.2's own West World test, as it is: {@code tests/src/com/badlogic/gdx/ai/tests/fsm}'s {@code Bob},
 * {@code BobState}, {@code Elsa} and {@code ElsaState}, and {@code StateMachineTest.render()}, on gdx-ai's
 * {@link DefaultStateMachine}, {@link MessageDispatcher} and {@link GdxAI}'s timepiece, with only these changes:
 * <ul>
 *   <li>{@code talk} writes {@code "Bob: ..."} to a list where the test logs through {@code GdxAI.getLogger()}
 *       (couple 0 only: a town of a thousand couples keeps one diary);
 *   <li>{@code MathUtils.random(0, 2)} and {@code MathUtils.randomBoolean(0.1f)} draw from each wife's own
 *       xorshift32, the one the Brainstem sample's {@code Wife} rolls ({@code roll(3)} and {@code roll(10) == 0});
 *   <li>{@code MessageManager.getInstance()} is one {@link MessageDispatcher} for the town (the singleton is one for
 *       the JVM), and the timepiece a new {@link DefaultTimepiece}, so that each run starts from nothing;
 *   <li>couples other than the first start with the thirst, gold and savings they are given (the sample's seeded
 *       dice), so that a town does not walk in step; Bob and Elsa start as in the test.
 * </ul>
 * The project's benchmark variant, {@link GdxAiWestWorld}, is this test without the talk and re-ordered to run beside
 * Brainstem's own frame; this class is the test itself, for the trace test.
 */
final class GdxAiTestWestWorld {
    static final int COMFORT_LEVEL = 5, MAX_NUGGETS = 3, THIRST_LEVEL = 5, TIREDNESS_THRESHOLD = 5;
    static final int HI_HONEY_I_M_HOME = 0, STEW_READY = 1;

    enum Location {
        SHACK, GOLD_MINE, BANK, SALOON
    }

    final class Bob implements Telegraph {
        final StateMachine<Bob, BobState> stateMachine;
        final boolean heard;
        Location location = Location.SHACK;
        int goldCarried, moneyInBank, thirst, fatigue;
        Elsa elsa;

        Bob(boolean heard) {
            this.heard = heard;
            stateMachine = new DefaultStateMachine<>(this, BobState.GO_HOME_AND_SLEEP_TILL_RESTED);
        }

        @Override
        public boolean handleMessage(Telegram msg) {
            return stateMachine.handleMessage(msg);
        }

        void update(float delta) {
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

        void buyAndDrinkAWhiskey() {
            thirst = 0;
            moneyInBank -= 2;
        }

        void talk(String msg) {
            if (heard) {
                diary.add("Bob: " + msg);
            }
        }

        MessageDispatcher messages() {
            return dispatcher;
        }
    }

    enum BobState implements State<Bob> {
        ENTER_MINE_AND_DIG_FOR_NUGGET() {
            @Override
            public void enter(Bob bob) {
                if (bob.location != Location.GOLD_MINE) {
                    bob.talk("Walkin' to the goldmine");
                    bob.location = Location.GOLD_MINE;
                }
            }

            @Override
            public void update(Bob bob) {
                bob.addToGoldCarried(1);
                bob.fatigue++;
                bob.talk("Pickin' up a nugget");
                if (bob.isPocketsFull()) {
                    bob.stateMachine.changeState(VISIT_BANK_AND_DEPOSIT_GOLD);
                }
                if (bob.isThirsty()) {
                    bob.stateMachine.changeState(QUENCH_THIRST);
                }
            }

            @Override
            public void exit(Bob bob) {
                bob.talk("Ah'm leavin' the goldmine with mah pockets full o' sweet gold");
            }
        },

        GO_HOME_AND_SLEEP_TILL_RESTED() {
            @Override
            public void enter(Bob bob) {
                if (bob.location != Location.SHACK) {
                    bob.talk("Walkin' home");
                    bob.location = Location.SHACK;
                    // Let Elsa know I'm home
                    bob.messages().dispatchMessage(0.0f, bob, bob.elsa, HI_HONEY_I_M_HOME, null);
                }
            }

            @Override
            public void update(Bob bob) {
                if (!bob.isFatigued()) {
                    bob.talk("All mah fatigue has drained away. Time to find more gold!");
                    bob.stateMachine.changeState(ENTER_MINE_AND_DIG_FOR_NUGGET);
                } else {
                    bob.fatigue--;
                    bob.talk("ZZZZ... ");
                }
            }

            @Override
            public boolean onMessage(Bob bob, Telegram telegram) {
                if (telegram.message == STEW_READY) {
                    bob.talk("Message STEW_READY handled at time: " + GdxAI.getTimepiece().getTime());
                    bob.talk("Okay Hun, ahm a comin'!");
                    bob.stateMachine.changeState(EAT_STEW);
                    return true;
                }
                return false;
            }
        },

        QUENCH_THIRST() {
            @Override
            public void enter(Bob bob) {
                if (bob.location != Location.SALOON) {
                    bob.location = Location.SALOON;
                    bob.talk("Boy, ah sure is thusty! Walking to the saloon");
                }
            }

            @Override
            public void update(Bob bob) {
                bob.buyAndDrinkAWhiskey();
                bob.talk("That's mighty fine sippin liquer");
                bob.stateMachine.changeState(ENTER_MINE_AND_DIG_FOR_NUGGET);
            }

            @Override
            public void exit(Bob bob) {
                bob.talk("Leaving the saloon, feelin' good");
            }
        },

        VISIT_BANK_AND_DEPOSIT_GOLD() {
            @Override
            public void enter(Bob bob) {
                if (bob.location != Location.BANK) {
                    bob.talk("Goin' to the bank. Yes siree");
                    bob.location = Location.BANK;
                }
            }

            @Override
            public void update(Bob bob) {
                bob.addToWealth(bob.goldCarried);
                bob.goldCarried = 0;
                bob.talk("Depositing gold. Total savings now: " + bob.moneyInBank);
                if (bob.moneyInBank >= COMFORT_LEVEL) {
                    bob.talk("WooHoo! Rich enough for now. Back home to mah li'lle lady");
                    bob.stateMachine.changeState(GO_HOME_AND_SLEEP_TILL_RESTED);
                } else {
                    bob.stateMachine.changeState(ENTER_MINE_AND_DIG_FOR_NUGGET);
                }
            }

            @Override
            public void exit(Bob bob) {
                bob.talk("Leavin' the bank");
            }
        },

        EAT_STEW() {
            @Override
            public void enter(Bob bob) {
                bob.talk("Smells Reaaal goood Elsa!");
            }

            @Override
            public void update(Bob bob) {
                bob.talk("Tastes real good too!");
                bob.stateMachine.revertToPreviousState();
            }

            @Override
            public void exit(Bob bob) {
                bob.talk("Thankya li'lle lady. Ah better get back to whatever ah wuz doin'");
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

    final class Elsa implements Telegraph {
        final StateMachine<Elsa, ElsaState> stateMachine;
        final boolean heard;
        boolean cooking;
        /** Her xorshift32: MathUtils' generator, one per wife. */
        int die;
        Bob bob;

        Elsa(Bob bob, int die) {
            stateMachine = new DefaultStateMachine<>(this, ElsaState.DO_HOUSE_WORK, ElsaState.GLOBAL_STATE);
            this.bob = bob;
            this.heard = bob.heard;
            this.die = die == 0 ? 1 : die;
        }

        @Override
        public boolean handleMessage(Telegram msg) {
            return stateMachine.handleMessage(msg);
        }

        void update(float delta) {
            stateMachine.update();
        }

        /** A number in [0, bound): the sample's {@code Wife.roll}. */
        int roll(int bound) {
            int s = die;
            s ^= s << 13;
            s ^= s >>> 17;
            s ^= s << 5;
            die = s;
            return (s >>> 1) % bound;
        }

        /** {@code MathUtils.random(0, 2)}. */
        int random0to2() {
            return roll(3);
        }

        /** {@code MathUtils.randomBoolean(0.1f)}. */
        boolean randomBoolean01() {
            return roll(10) == 0;
        }

        void talk(String msg) {
            if (heard) {
                diary.add("Elsa: " + msg);
            }
        }

        MessageDispatcher messages() {
            return dispatcher;
        }
    }

    enum ElsaState implements State<Elsa> {
        DO_HOUSE_WORK() {
            @Override
            public void update(Elsa elsa) {
                int r = elsa.random0to2();
                switch (r) {
                    case 0:
                        elsa.talk("Moppin' the floor");
                        break;
                    case 1:
                        elsa.talk("Washin' the dishes");
                        break;
                    case 2:
                        elsa.talk("Makin' the bed");
                        break;
                    default:
                        break;
                }
            }
        },

        VISIT_BATHROOM() {
            @Override
            public void enter(Elsa elsa) {
                elsa.talk("Walkin' to the can. Need to powda mah pretty li'lle nose");
            }

            @Override
            public void update(Elsa elsa) {
                elsa.talk("Ahhhhhh! Sweet relief!");
                elsa.stateMachine.revertToPreviousState();
            }

            @Override
            public void exit(Elsa elsa) {
                elsa.talk("Leavin' the Jon");
            }
        },

        COOK_STEW() {
            @Override
            public void enter(Elsa elsa) {
                if (!elsa.cooking) {
                    elsa.talk("Putting the stew in the oven");
                    elsa.messages().dispatchMessage(1.5f, elsa, elsa, STEW_READY, null);
                    elsa.cooking = true;
                }
            }

            @Override
            public void update(Elsa elsa) {
                elsa.talk("Fussin' over food");
            }

            @Override
            public void exit(Elsa elsa) {
                elsa.talk("Puttin' the stew on the table");
            }

            @Override
            public boolean onMessage(Elsa elsa, Telegram telegram) {
                if (telegram.message == STEW_READY) {
                    elsa.talk("Message STEW_READY received at time: " + GdxAI.getTimepiece().getTime());
                    elsa.talk("StewReady! Lets eat");
                    // let hubby know the stew is ready
                    elsa.messages().dispatchMessage(0.0f, elsa, elsa.bob, STEW_READY, null);
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
                if (elsa.randomBoolean01() && !elsa.stateMachine.isInState(VISIT_BATHROOM)) {
                    elsa.stateMachine.changeState(VISIT_BATHROOM);
                }
            }

            @Override
            public boolean onMessage(Elsa elsa, Telegram telegram) {
                if (telegram.message == HI_HONEY_I_M_HOME) {
                    elsa.talk("Message HI_HONEY_I_M_HOME handled at time: " + GdxAI.getTimepiece().getTime());
                    elsa.talk("Hi honey. Let me make you some of mah fine country stew");
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

    /** One couple's start: the miner's thirst, gold and savings, and the wife's die. */
    record Start(int thirst, int goldCarried, int moneyInBank, int die) {
    }

    final Bob[] bobs;
    final Elsa[] elsas;
    final List<String> diary = new ArrayList<>();
    private final MessageDispatcher dispatcher = new MessageDispatcher();
    private final Timepiece timepiece = new DefaultTimepiece();
    /** StateMachineTest's field: the time since the agents' last update. */
    private float elapsedTime;

    /** StateMachineTest.create(), for as many couples as {@code starts}: the first is Bob and Elsa. */
    GdxAiTestWestWorld(List<Start> starts) {
        GdxAI.setTimepiece(timepiece);
        bobs = new Bob[starts.size()];
        elsas = new Elsa[starts.size()];
        for (int i = 0; i < starts.size(); i++) {
            Start start = starts.get(i);
            Bob bob = new Bob(i == 0);
            if (i > 0) {
                bob.thirst = start.thirst();
                bob.goldCarried = start.goldCarried();
                bob.moneyInBank = start.moneyInBank();
            }
            Elsa elsa = new Elsa(bob, start.die());
            bob.elsa = elsa;
            bobs[i] = bob;
            elsas[i] = elsa;
        }
        elapsedTime = 0;
    }

    /** StateMachineTest.render(), a frame of {@code delta} seconds; true when the agents were updated in it. */
    boolean render(float delta) {
        if (GdxAI.getTimepiece() != timepiece) {
            throw new IllegalStateException("another West World set gdx-ai's timepiece up since this one");
        }
        elapsedTime += delta;
        // Update time
        GdxAI.getTimepiece().update(delta);
        if (elapsedTime > 0.8f) {
            // Update Bob and his wife
            for (Bob bob : bobs) {
                bob.update(elapsedTime);
            }
            for (Elsa elsa : elsas) {
                elsa.update(elapsedTime);
            }
            // Dispatch any delayed messages
            dispatcher.update();
            elapsedTime = 0;
            return true;
        }
        return false;
    }

    float time() {
        return timepiece.getTime();
    }
}
