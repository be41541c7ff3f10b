package dev.brainstem.samples.monsters;

import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The data-oriented engine's monsters, as a system that owns their data in arrays (struct of arrays):
 * every handler takes the monster's {@code int id} first, so the processor writes {@code MonstersFsm}
 * and {@code MonstersBatch} in id mode, and a tick touches only the arrays each state's handler reads.
 *
 * <p>Each monster rests, wanders, chases prey when its own xorshift die says prey came by, bites, and
 * sometimes flees. The die is per monster, so the run is the same whatever the order or the thread.
 * {@link Monster} is the same machine with one object per monster.
 */
@StateMachine(MonsterState.class)
public final class Monsters {
    /** Seconds of rest before wandering: at least {@code REST}, and up to a second more, by the die. */
    public static final float REST = 0.5f;
    /** Seconds of wandering before resting again. */
    public static final float ROAM = 2f;
    /** Seconds a bite takes. */
    public static final float BITE = 0.5f;
    /** Seconds of flight after a lost fight. */
    public static final float FLEE_TIME = 1f;
    public static final float WALK = 1f, RUN = 6f;

    final float[] x;
    final float[] timer;
    final float[] distance;
    final int[] die;

    /** A system for ids 0 to {@code capacity - 1}; each monster's die is seeded from {@code seed} and its id. */
    public Monsters(int capacity, long seed) {
        x = new float[capacity];
        timer = new float[capacity];
        distance = new float[capacity];
        die = new int[capacity];
        for (int id = 0; id < capacity; id++) {
            die[id] = seedOf(seed, id);
        }
    }

    /** A non-zero xorshift seed for monster {@code id}. */
    static int seedOf(long seed, int id) {
        long z = seed + 0x9E3779B97F4A7C15L * (id + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        int s = (int) (z ^ (z >>> 31));
        return s == 0 ? 1 : s;
    }

    /** Rolls monster {@code id}'s die: the next xorshift32 number. */
    private int roll(int id) {
        int s = die[id];
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        die[id] = s;
        return s;
    }

    /** A rest lasts from REST to REST + 1 s: the clock starts up to a second below zero. */
    @OnEnter("IDLE")
    void rest(int id) {
        timer[id] = -(roll(id) & 255) / 256f;
    }

    @OnEnter({"WANDER", "ATTACK", "FLEE"})
    void startClock(int id) {
        timer[id] = 0;
    }

    @OnUpdate(value = "IDLE", to = {"WANDER", "CHASE"})
    MonsterState idle(int id, float dt) {
        if ((roll(id) & 255) == 0) {
            return MonsterState.CHASE;
        }
        timer[id] += dt;
        return timer[id] >= REST ? MonsterState.WANDER : null;
    }

    @OnUpdate(value = "WANDER", to = {"IDLE", "CHASE"})
    MonsterState wander(int id, float dt) {
        if ((roll(id) & 511) == 0) {
            return MonsterState.CHASE;
        }
        x[id] += WALK * dt;
        timer[id] += dt;
        return timer[id] >= ROAM ? MonsterState.IDLE : null;
    }

    @OnEnter("CHASE")
    void spotPrey(int id) {
        distance[id] = 2 + (roll(id) & 7);
    }

    @OnUpdate(value = "CHASE", to = "ATTACK")
    MonsterState chase(int id, float dt) {
        x[id] += RUN * dt;
        distance[id] -= RUN * dt;
        return distance[id] <= 0 ? MonsterState.ATTACK : null;
    }

    @OnUpdate(value = "ATTACK", to = {"IDLE", "FLEE"})
    MonsterState attack(int id, float dt) {
        timer[id] += dt;
        if (timer[id] < BITE) {
            return null;
        }
        return (roll(id) & 3) == 0 ? MonsterState.FLEE : MonsterState.IDLE;
    }

    @OnUpdate(value = "FLEE", to = "IDLE")
    MonsterState flee(int id, float dt) {
        x[id] -= RUN * dt;
        timer[id] += dt;
        return timer[id] >= FLEE_TIME ? MonsterState.IDLE : null;
    }

    public int capacity() {
        return x.length;
    }

    public float x(int id) {
        return x[id];
    }
}
