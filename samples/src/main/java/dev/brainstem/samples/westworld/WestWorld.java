package dev.brainstem.samples.westworld;

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

    /** A town of {@code couples} couples (at least one: Bob and Elsa). */
    public WestWorld(int couples, long seed) {
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
            miner.self = miners.add(miner);
            wife.self = wives.add(wife);
            miner.wife = wife.self;
            minerOf[i] = miner;
            wifeOf[i] = wife;
        }
    }

    /** One frame of {@code dt} seconds: the miners' tick, then the wives', on {@code pool} (null: this thread). */
    public void frame(float dt, ForkJoinPool pool) {
        time += dt;
        if (pool == null) {
            miners.tick(dt);
            wives.tick(dt);
        } else {
            miners.tick(dt, pool);
            wives.tick(dt, pool);
        }
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
    static int seedOf(long seed, int n) {
        long z = seed + 0x9E3779B97F4A7C15L * (n + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        int s = (int) (z ^ (z >>> 31));
        return s == 0 ? 1 : s;
    }
}
