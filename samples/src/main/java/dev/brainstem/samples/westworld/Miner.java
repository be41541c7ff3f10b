package dev.brainstem.samples.westworld;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import java.util.List;

/**
 * The miner of gdx-ai's West World test ({@code Bob} and {@code BobState}): he digs for nuggets,
 * banks them, quenches his thirst at the saloon, and goes home to sleep once he is rich enough. When
 * he walks in he tells his wife ({@link HiHoneyImHome}); when she tells him the stew is ready
 * ({@link StewReady}) while he is still at home, he eats it.
 *
 * <p>Where gdx-ai called {@code MessageManager.getInstance().dispatchMessage(0, bob, bob.elsa,
 * HI_HONEY_I_M_HOME, null)}, this miner calls {@code town.wives().send(wife, new HiHoneyImHome(self))}:
 * the wives' batch and his wife's handle in it. The message reaches her at the start of the wives'
 * next tick. His {@code onMessage} for {@code STEW_READY} in {@code GO_HOME_AND_SLEEP_TILL_RESTED} is
 * {@link #comeAndEat}, an {@code @OnMessage} of that state: a stew that comes when he has already gone
 * back to the mine is taken by no handler, and the miners' batch counts it
 * ({@code droppedMessages()}), where gdx-ai's {@code handleMessage} returned false.
 *
 * <p>A dig that fills his pockets while he is thirsty changed state twice in one gdx-ai update, to the
 * bank and on to the saloon: here the dig goes to the bank, and the bank's enter redirects him on to
 * the saloon when he is thirsty, which runs the same exits and enters in the same order. Eating returns
 * to {@code GO_HOME_AND_SLEEP_TILL_RESTED}, the one state the stew is eaten from, where gdx-ai reverted
 * to the previous state.
 *
 * <p>A miner nobody listens to has no diary, and talks to no one: a town of a hundred thousand
 * couples prints one.
 */
@StateMachine(MinerState.class)
public class Miner {
    /** The money in the bank above which he feels comfortable and goes home. */
    public static final int COMFORT_LEVEL = 5;
    /** The nuggets his pockets hold. */
    public static final int MAX_NUGGETS = 3;
    /** The thirst at which he goes to the saloon. */
    public static final int THIRST_LEVEL = 5;
    /** The fatigue above which he sleeps on. */
    public static final int TIREDNESS_THRESHOLD = 5;

    final WestWorld town;
    final String name;
    /** The couple's lines, shared with his wife (who writes in the wives' tick, after his); or null. */
    final List<String> diary;
    /** His handle in the miners' batch, and his wife's in the wives' batch. */
    public long self, wife;

    Location location = Location.SHACK;
    int goldCarried;
    int moneyInBank;
    int thirst;
    int fatigue;
    /** Counts for the town's report and the tests. */
    int greetings, stewsEaten;

    Miner(WestWorld town, String name, List<String> diary) {
        this.town = town;
        this.name = name;
        this.diary = diary;
    }

    /** gdx-ai's {@code Bob.update}: {@code thirst += 1} before the state machine's update, in every state. */
    @OnUpdate("DAY_AND_NIGHT")
    void getThirstier() {
        thirst++;
    }

    // ENTER_MINE_AND_DIG_FOR_NUGGET

    @OnEnter("ENTER_MINE_AND_DIG_FOR_NUGGET")
    void walkToTheMine() {
        if (location != Location.GOLD_MINE) {
            talk("Walkin' to the goldmine");
            location = Location.GOLD_MINE;
        }
    }

    @OnUpdate(value = "ENTER_MINE_AND_DIG_FOR_NUGGET", to = {"QUENCH_THIRST", "VISIT_BANK_AND_DEPOSIT_GOLD"})
    MinerState dig() {
        goldCarried++;
        fatigue++;
        talk("Pickin' up a nugget");
        if (goldCarried >= MAX_NUGGETS) {
            return MinerState.VISIT_BANK_AND_DEPOSIT_GOLD; // and on to the saloon if thirsty: walkToTheBank
        }
        return thirst >= THIRST_LEVEL ? MinerState.QUENCH_THIRST : null;
    }

    @OnExit("ENTER_MINE_AND_DIG_FOR_NUGGET")
    void leaveTheMine() {
        talk("Ah'm leavin' the goldmine with mah pockets full o' sweet gold");
    }

    // VISIT_BANK_AND_DEPOSIT_GOLD

    /**
     * gdx-ai's dig changed state to the bank and then, thirsty, on to the saloon in the same update:
     * the bank's enter, then its exit and the saloon's enter. A redirect is that second change.
     */
    @OnEnter(value = "VISIT_BANK_AND_DEPOSIT_GOLD", to = "QUENCH_THIRST")
    MinerState walkToTheBank() {
        if (location != Location.BANK) {
            talk("Goin' to the bank. Yes siree");
            location = Location.BANK;
        }
        return thirst >= THIRST_LEVEL ? MinerState.QUENCH_THIRST : null;
    }

    @OnUpdate(value = "VISIT_BANK_AND_DEPOSIT_GOLD",
            to = {"GO_HOME_AND_SLEEP_TILL_RESTED", "ENTER_MINE_AND_DIG_FOR_NUGGET"})
    MinerState deposit() {
        moneyInBank = Math.max(0, moneyInBank + goldCarried); // gdx-ai's addToWealth: never below 0
        goldCarried = 0;
        if (diary != null) {
            talk("Depositing gold. Total savings now: " + moneyInBank);
        }
        if (moneyInBank >= COMFORT_LEVEL) {
            talk("WooHoo! Rich enough for now. Back home to mah li'lle lady");
            return MinerState.GO_HOME_AND_SLEEP_TILL_RESTED;
        }
        return MinerState.ENTER_MINE_AND_DIG_FOR_NUGGET;
    }

    @OnExit("VISIT_BANK_AND_DEPOSIT_GOLD")
    void leaveTheBank() {
        talk("Leavin' the bank");
    }

    // GO_HOME_AND_SLEEP_TILL_RESTED

    /** Home from somewhere else: "hi honey, I'm home", to his wife in the wives' batch. */
    @OnEnter("GO_HOME_AND_SLEEP_TILL_RESTED")
    void walkHome() {
        if (location != Location.SHACK) {
            talk("Walkin' home");
            location = Location.SHACK;
            greetings++;
            town.wives().send(wife, new HiHoneyImHome(self));
        }
    }

    @OnUpdate(value = "GO_HOME_AND_SLEEP_TILL_RESTED", to = "ENTER_MINE_AND_DIG_FOR_NUGGET")
    MinerState sleep() {
        if (fatigue <= TIREDNESS_THRESHOLD) {
            talk("All mah fatigue has drained away. Time to find more gold!");
            return MinerState.ENTER_MINE_AND_DIG_FOR_NUGGET;
        }
        fatigue--;
        talk("ZZZZ... ");
        return null;
    }

    /** gdx-ai's {@code onMessage} of this state for {@code STEW_READY}: only at home does he hear it. */
    @OnMessage(value = "GO_HOME_AND_SLEEP_TILL_RESTED", to = "EAT_STEW")
    MinerState comeAndEat(StewReady stew) {
        if (diary != null) {
            talk("Message STEW_READY handled at time: " + town.time());
        }
        talk("Okay Hun, ahm a comin'!");
        return MinerState.EAT_STEW;
    }

    // QUENCH_THIRST

    @OnEnter("QUENCH_THIRST")
    void walkToTheSaloon() {
        if (location != Location.SALOON) {
            location = Location.SALOON;
            talk("Boy, ah sure is thusty! Walking to the saloon");
        }
    }

    @OnUpdate(value = "QUENCH_THIRST", to = "ENTER_MINE_AND_DIG_FOR_NUGGET")
    MinerState drink() {
        thirst = 0;
        moneyInBank -= 2;
        talk("That's mighty fine sippin liquer");
        return MinerState.ENTER_MINE_AND_DIG_FOR_NUGGET;
    }

    @OnExit("QUENCH_THIRST")
    void leaveTheSaloon() {
        talk("Leaving the saloon, feelin' good");
    }

    // EAT_STEW

    @OnEnter("EAT_STEW")
    void smell() {
        stewsEaten++;
        talk("Smells Reaaal goood Elsa!");
    }

    /**
     * He sits down in the tick the stew comes (its message is delivered at the tick's start, so his time
     * in {@code EAT_STEW} is 0 in that tick's decision) and eats in the next, as in gdx-ai, where the
     * stew's telegram came after his update.
     */
    @OnUpdate(value = "EAT_STEW", to = "GO_HOME_AND_SLEEP_TILL_RESTED")
    MinerState eat(@TimeInState float t) {
        if (t == 0) {
            return null;
        }
        talk("Tastes real good too!");
        return MinerState.GO_HOME_AND_SLEEP_TILL_RESTED;
    }

    @OnExit("EAT_STEW")
    void thank() {
        talk("Thankya li'lle lady. Ah better get back to whatever ah wuz doin'");
    }

    private void talk(String line) {
        if (diary != null) {
            diary.add(name + ": " + line);
        }
    }

    public int goldCarried() {
        return goldCarried;
    }

    public int thirst() {
        return thirst;
    }

    public int fatigue() {
        return fatigue;
    }

    public Location location() {
        return location;
    }

    public int moneyInBank() {
        return moneyInBank;
    }

    public int stewsEaten() {
        return stewsEaten;
    }

    public int greetings() {
        return greetings;
    }

    @Override
    public String toString() {
        return name != null ? name : "miner " + self;
    }
}
