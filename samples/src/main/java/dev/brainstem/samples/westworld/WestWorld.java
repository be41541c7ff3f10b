package dev.brainstem.samples.westworld;

import dev.brainstem.runtime.MessageDelivery;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;

/**
 * A town of West World couples: every miner in one batch ({@link MinerBatch}), every wife in another
 * ({@link WifeBatch}), each knowing the other's handle. A frame ticks the miners, then the wives, as
 * gdx-ai's test updated Bob, then Elsa; there is no {@code MessageManager.getInstance().update()}: each
 * batch delivers its own messages at the start of its tick.
 *
 * <p>Couple 0 is Bob and Elsa, who start as in gdx-ai's test and write what they say in the town's
 * {@link #diary()}. The other miners start with some thirst, gold and savings from their own seeded
 * dice, so that the town does not walk in step; each wife has her own die. Nothing else is random, so a
 * town built with the same seed runs the same frames the same way, on one thread or many.
 *
 * <p>The clock is gdx-ai's {@code GdxAI.getTimepiece()}: the sum of the frames' dt, which is also each
 * batch's clock (the sum of its ticks' dt), since both tick once a frame with the frame's dt.
 *
 * <p><b>Two ways to run a frame.</b> {@link #frame} is Brainstem's own: each batch delivers at the start
 * of its tick. A town built with {@code gdxAi} true runs {@link #frame} as gdx-ai's
 * {@code StateMachineTest} renders, step for step and line for line: both batches deliver only at
 * {@code deliver()} ({@link MessageDelivery#ON_DELIVER}); the frame is the miners' tick, the wives'
 * delivery (the greeting: gdx-ai discharges a telegram with no delay at once, inside Bob's update, so
 * Elsa hears it before her own), the wives' tick, then the wives' and the miners' deliveries (gdx-ai's
 * {@code MessageManager.getInstance().update()} after the agents' updates: the stew, then the stew on to
 * the husband, then the wife's {@link StewOnTheTable}, since gdx-ai ran the husband's handler inside
 * hers, before she left the kitchen); the entities are created with {@code resume}, running no enter, as gdx-ai's
 * {@code DefaultStateMachine} sets its initial state; and the bathroom is a visit within one update
 * (see {@link Wife}).
 */
public final class WestWorld {
    /** A frame: half a second (gdx-ai's test updated its couple every 0.8 seconds). */
    public static final float DT = 0.5f;
    /** The seed the demo builds its town with. */
    public static final long SEED = 1849L;

    private final MinerBatch miners = new MinerBatch();
    private final WifeBatch wives = new WifeBatch();
    private final Miner[] minerOf;
    private final Wife[] wifeOf;
    private final List<String> diary = new ArrayList<>();
    private double time;
    /** Whether frames run as gdx-ai's test renders (see the class comment). */
    final boolean gdxAi;

    /** A town of {@code couples} couples (at least one: Bob and Elsa), run Brainstem's way. */
    public WestWorld(int couples, long seed) {
        this(couples, seed, false);
    }

    /**
     * A town of {@code couples} couples; with {@code gdxAi}, its frames run exactly as gdx-ai's
     * {@code StateMachineTest} updates Bob and Elsa and then its {@code MessageManager}.
     */
    public WestWorld(int couples, long seed, boolean gdxAi) {
        this.gdxAi = gdxAi;
        if (gdxAi) {
            miners.setMessageDelivery(MessageDelivery.ON_DELIVER);
            wives.setMessageDelivery(MessageDelivery.ON_DELIVER);
        }
        if (couples < 1) {
            throw new IllegalArgumentException("a town needs Bob and Elsa: at least one couple");
        }
        minerOf = new Miner[couples];
        wifeOf = new Wife[couples];
        for (int i = 0; i < couples; i++) {
            boolean heard = i == 0;
            Miner miner = new Miner(this, heard ? "Bob" : null, heard ? diary : null);
            if (!heard) {
                int die = seedOf(seed, 2 * i);
                miner.thirst = Math.floorMod(die, Miner.THIRST_LEVEL);
                miner.goldCarried = Math.floorMod(die >> 8, Miner.MAX_NUGGETS);
                miner.moneyInBank = Math.floorMod(die >> 16, Miner.COMFORT_LEVEL);
            }
            Wife wife = new Wife(this, heard ? "Elsa" : null, heard ? diary : null, seedOf(seed, 2 * i + 1));
            if (gdxAi) {
                // gdx-ai's DefaultStateMachine(owner, initialState) runs no enter: resume places without one.
                miner.self = miners.resume(miner, MinerState.GO_HOME_AND_SLEEP_TILL_RESTED);
                wife.self = wives.resume(wife, WifeState.DO_HOUSE_WORK);
            } else {
                miner.self = miners.add(miner);
                wife.self = wives.add(wife);
            }
            miner.wife = wife.self;
            minerOf[i] = miner;
            wifeOf[i] = wife;
        }
    }

    /**
     * One frame of {@code dt} seconds: the miners' tick, then the wives', on {@code pool} (null: this
     * thread); in a gdx-ai town, with the deliveries where gdx-ai's test has them.
     */
    public void frame(float dt, ForkJoinPool pool) {
        time += dt;
        if (gdxAi) {
            // render(): bob.update(); elsa.update(); MessageManager.getInstance().update();
            tick(miners, dt, pool);
            wives.deliver(); // "hi honey", which gdx-ai discharged inside Bob's update
            tick(wives, dt, pool);
            wives.deliver(); // the stews due now, after the updates
            miners.deliver(); // and each on to her husband, which gdx-ai discharged inside her handler
            wives.deliver(); // then she puts the stew on the table: gdx-ai's changeState after that dispatch
        } else if (pool == null) {
            miners.tick(dt);
            wives.tick(dt);
        } else {
            miners.tick(dt, pool);
            wives.tick(dt, pool);
        }
    }

    private static void tick(dev.brainstem.runtime.AbstractBatch<?> batch, float dt, ForkJoinPool pool) {
        if (pool == null) {
            batch.tick(dt);
        } else {
            batch.tick(dt, pool);
        }
    }

    /**
     * The delay, on the wives' clock, of a message due {@code seconds} after the town's clock now. A
     * send's delay counts from the batch's last delivery; in a gdx-ai town the greeting is delivered
     * before the wives' tick, when their clock is still the last frame's, where gdx-ai's timepiece
     * had already moved on: so the oven's 1.5 seconds count from the town's time, as gdx-ai's did.
     */
    float delayFromNow(float seconds) {
        return (float) (time + seconds - wives.clock());
    }

    /** Whether frames run as gdx-ai's test renders. */
    public boolean gdxAi() {
        return gdxAi;
    }

    /** The town's clock: the sum of the frames' dt. */
    public double time() {
        return time;
    }

    public MinerBatch miners() {
        return miners;
    }

    public WifeBatch wives() {
        return wives;
    }

    public int couples() {
        return minerOf.length;
    }

    public Miner miner(int couple) {
        return minerOf[couple];
    }

    public Wife wife(int couple) {
        return wifeOf[couple];
    }

    /** What Bob and Elsa said, in order: lines such as {@code "Bob: Walkin' home"}. */
    public List<String> diary() {
        return Collections.unmodifiableList(diary);
    }

    /** Whether {@code other} is in exactly this town's state: every entity's state and fields, the mail, the diary. */
    public boolean sameAs(WestWorld other) {
        if (couples() != other.couples() || time != other.time || !diary.equals(other.diary)
                || miners.droppedMessages() != other.miners.droppedMessages()
                || wives.droppedMessages() != other.wives.droppedMessages()) {
            return false;
        }
        for (int i = 0; i < couples(); i++) {
            Miner m = minerOf[i], n = other.minerOf[i];
            Wife w = wifeOf[i], v = other.wifeOf[i];
            if (miners.stateOf(m.self) != other.miners.stateOf(n.self)
                    || miners.previousOf(m.self) != other.miners.previousOf(n.self)
                    || m.location != n.location || m.goldCarried != n.goldCarried || m.moneyInBank != n.moneyInBank
                    || m.thirst != n.thirst || m.fatigue != n.fatigue || m.greetings != n.greetings
                    || m.stewsEaten != n.stewsEaten
                    || wives.stateOf(w.self) != other.wives.stateOf(v.self)
                    || wives.previousOf(w.self) != other.wives.previousOf(v.self)
                    || w.husband != v.husband || w.cooking != v.cooking || w.die != v.die || w.back != v.back
                    || w.stewsCooked != v.stewsCooked || w.stewsServed != v.stewsServed
                    || w.bathroomVisits != v.bathroomVisits) {
                return false;
            }
        }
        return true;
    }

    /** A non-zero xorshift seed for entity {@code n} of a town (splitmix64 of the seed and n). */
    public static int seedOf(long seed, int n) {
        long z = seed + 0x9E3779B97F4A7C15L * (n + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        int s = (int) (z ^ (z >>> 31));
        return s == 0 ? 1 : s;
    }
}
