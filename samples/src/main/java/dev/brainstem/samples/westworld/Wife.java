package dev.brainstem.samples.westworld;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;
import java.util.List;

/**
 * The miner's wife of gdx-ai's West World test ({@code Elsa} and {@code ElsaState}): she does the
 * housework, visits the bathroom now and then, and cooks a stew when her husband comes home.
 *
 * <p><b>Her global state.</b> gdx-ai gave her a {@code GLOBAL_STATE} that did two things:
 * <ul>
 *   <li>its {@code onMessage} took {@code HI_HONEY_I_M_HOME} in whatever state she was: here
 *       {@link #greeted}, an {@code @OnMessage} with no {@code value}, which Brainstem asks in any state
 *       that has no handler of its own for the type (as gdx-ai asked the global state after the current
 *       one);
 *   <li>its {@code update} rolled a die each frame and, one time in ten, changed her state to
 *       {@code VISIT_BATHROOM}, "provided she is not already in the bathroom": here
 *       {@link #needsTheBathroom}, a {@code @Transition} guard from the group {@code BUSY}. A guard is
 *       the feature that fits: it is a condition that leads to one fixed state, which is all that update
 *       was; it is checked before the state's own update, where gdx-ai ran the global update before
 *       the current state's; its {@code from} names the group of every other state, so the "not already
 *       in the bathroom" test is the machine's shape rather than a line of code; and the transition it
 *       makes is an edge of the diagram labelled {@code needsTheBathroom}, told to a listener as event
 *       {@code GUARD}. (A group's {@code @OnUpdate} could return the state too, but it is meant for work
 *       done every tick, and it would hide the edge behind an update.)
 * </ul>
 *
 * <p><b>The stew.</b> Putting it in the oven, she sends {@link StewReady} to herself with a delay of
 * 1.5 seconds, as gdx-ai's {@code dispatchMessage(1.5f, elsa, elsa, STEW_READY, null)} did: here
 * {@code town.wives().send(self, StewReady.NOW, town.delayFromNow(1.5f))}, seconds of the wives' batch's
 * clock counted from the town's time now ({@link WestWorld#delayFromNow}). When it
 * comes, in {@code COOK_STEW}, she sends it on to her husband in the miners' batch, whose handle came
 * with his greeting.
 *
 * <p><b>The bathroom takes a tick.</b> In gdx-ai the global update changed the state and the bathroom's
 * own update reverted it in the same frame, so she was never found there when messages were handed
 * out. Here she enters the bathroom in one tick and comes back in the next, so the oven's timer can ring
 * while she is away: in the bathroom {@link #heardTheOven} sends it to herself again, and she takes it
 * in the kitchen at the start of the next tick (a message sent during delivery waits for the next tick).
 * Her exit from {@code COOK_STEW} serves the stew only when she leaves for the housework, not for the
 * bathroom. In a town run as gdx-ai's test ({@link WestWorld#gdxAi()}) she does as gdx-ai's Elsa does:
 * the bathroom's enter says her relief and redirects back at once, and her exit from the kitchen says
 * "Puttin' the stew on the table" on the way to the bathroom too.
 *
 * <p>Her die is her own seeded xorshift, so a town's run is the same every time, sequential or parallel.
 */
@StateMachine(WifeState.class)
public class Wife {
    final WestWorld town;
    final String name;
    /** The couple's lines, shared with her husband; or null. */
    final List<String> diary;
    /** Her handle in the wives' batch. */
    public long self;
    /** Her husband's handle in the miners' batch, from his greeting; -1 before. */
    long husband = -1;
    /** Whether the stew is in the oven. */
    boolean cooking;
    /** Where she was before the bathroom. */
    WifeState back = WifeState.DO_HOUSE_WORK;
    /** Her die: a non-zero xorshift32 state. */
    int die;
    /** Counts for the town's report and the tests. */
    int stewsCooked, stewsServed, bathroomVisits;

    Wife(WestWorld town, String name, List<String> diary, int die) {
        this.town = town;
        this.name = name;
        this.diary = diary;
        this.die = die == 0 ? 1 : die;
    }

    // GLOBAL_STATE

    /** gdx-ai's global {@code onMessage}: in any state, his greeting sets her cooking. */
    @OnMessage(to = "COOK_STEW")
    WifeState greeted(HiHoneyImHome greeting) {
        if (diary != null) {
            talk("Message HI_HONEY_I_M_HOME handled at time: " + town.time());
        }
        talk("Hi honey. Let me make you some of mah fine country stew");
        husband = greeting.miner;
        return WifeState.COOK_STEW;
    }

    /** gdx-ai's global {@code update}: one chance in ten per frame, unless she is in the bathroom already. */
    @Transition(from = "BUSY", to = "VISIT_BATHROOM")
    boolean needsTheBathroom() {
        return roll(10) == 0;
    }

    // DO_HOUSE_WORK

    @OnUpdate("DO_HOUSE_WORK")
    void doHouseWork() {
        switch (roll(3)) {
            case 0:
                talk("Moppin' the floor");
                break;
            case 1:
                talk("Washin' the dishes");
                break;
            default:
                talk("Makin' the bed");
                break;
        }
    }

    // VISIT_BATHROOM

    /**
     * In a gdx-ai town ({@link WestWorld#gdxAi()}) the visit is over within the update, as in gdx-ai,
     * where the global state's change and the bathroom's own update (its revert) ran in one
     * {@code stateMachine.update()}: the enter says both lines and redirects back.
     */
    @OnEnter(value = "VISIT_BATHROOM", to = {"DO_HOUSE_WORK", "COOK_STEW"})
    WifeState walkToTheCan(WifeState from) {
        back = from;
        bathroomVisits++;
        talk("Walkin' to the can. Need to powda mah pretty li'lle nose");
        if (town.gdxAi) {
            talk("Ahhhhhh! Sweet relief!");
            return from;
        }
        return null;
    }

    /** gdx-ai's {@code revertToPreviousState()}: back to the housework or the stew. */
    @OnUpdate(value = "VISIT_BATHROOM", to = {"DO_HOUSE_WORK", "COOK_STEW"})
    WifeState relief() {
        talk("Ahhhhhh! Sweet relief!");
        return back;
    }

    @OnExit("VISIT_BATHROOM")
    void leaveTheJon() {
        talk("Leavin' the Jon");
    }

    /** The oven's timer rang while she was away: she takes the stew out at the start of the next tick. */
    @OnMessage("VISIT_BATHROOM")
    void heardTheOven(StewReady stew) {
        talk("Ah hear the oven! Ah'll be right there");
        town.wives().send(self, stew);
    }

    // COOK_STEW

    @OnEnter("COOK_STEW")
    void putTheStewInTheOven() {
        if (!cooking) {
            talk("Putting the stew in the oven");
            stewsCooked++;
            town.wives().send(self, StewReady.NOW, town.delayFromNow(1.5f));
            cooking = true;
        }
    }

    @OnUpdate("COOK_STEW")
    void fuss() {
        talk("Fussin' over food");
    }

    @OnExit("COOK_STEW")
    void serve(WifeState to) {
        if (to != WifeState.VISIT_BATHROOM || town.gdxAi) { // gdx-ai's exit says it on the way to the can too
            talk("Puttin' the stew on the table");
        }
    }

    /**
     * The oven's timer: the stew goes to her husband, and she back to the housework. In a gdx-ai town
     * she leaves the kitchen once he has had it: gdx-ai handed the stew to him inside this handler,
     * before her {@code changeState}, so what he says comes before her "Puttin' the stew on the table".
     * Brainstem never runs his handler inside hers; she sends herself {@link StewOnTheTable}, which the
     * town's frame delivers after the miners' delivery.
     */
    @OnMessage(value = "COOK_STEW", to = "DO_HOUSE_WORK")
    WifeState stewReady(StewReady stew) {
        if (diary != null) {
            talk("Message STEW_READY received at time: " + town.time());
        }
        talk("StewReady! Lets eat");
        town.miners().send(husband, stew);
        stewsServed++;
        cooking = false;
        if (town.gdxAi) {
            town.wives().send(self, StewOnTheTable.NOW);
            return null;
        }
        return WifeState.DO_HOUSE_WORK;
    }

    /** A gdx-ai town: her husband has had his stew (or was not home to hear of it); back to the housework. */
    @OnMessage(value = "COOK_STEW", to = "DO_HOUSE_WORK")
    WifeState stewOnTheTable(StewOnTheTable table) {
        return WifeState.DO_HOUSE_WORK;
    }

    /** A number in [0, bound) from her xorshift32 die. */
    private int roll(int bound) {
        int s = die;
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        die = s;
        return (s >>> 1) % bound;
    }

    private void talk(String line) {
        if (diary != null) {
            diary.add(name + ": " + line);
        }
    }

    /** Her die's state now. */
    public int die() {
        return die;
    }

    public int stewsCooked() {
        return stewsCooked;
    }

    public int stewsServed() {
        return stewsServed;
    }

    public int bathroomVisits() {
        return bathroomVisits;
    }

    public boolean cooking() {
        return cooking;
    }

    @Override
    public String toString() {
        return name != null ? name : "wife " + self;
    }
}
