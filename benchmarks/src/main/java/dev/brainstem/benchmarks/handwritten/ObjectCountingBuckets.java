package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Hand-written objects (in an array by id, as a batch holds them by slot) whose per-state id buckets are
 * rebuilt at the start of every tick by one counting pass over a state array: {@link SoaCountingBuckets}
 * with the guards' fields in objects, one of the two loops whose faster is <b>the object-mode limit</b> (the
 * other is {@link ObjectBitsetBuckets}). The updates decide without a branch, as in {@link SoaCountingBuckets}. Same order as every bucketed variant: states in ordinal order, ids ascending,
 * a mover not updated again in the tick (its id is in its old state's bucket, built before the updates).
 *
 * <p>The population of each state is kept up to date by the transitions, so the buckets' offsets are known
 * before the pass; the pass then drops each id into its state's bucket, in ascending order. The states are
 * bytes, so the pass reads a quarter of what an {@code int} array would. The updates decide without a
 * branch, as in {@link SoaBitsetBuckets}: on the churn half of them move, and a branch would mispredict half
 * the time.
 */
public final class ObjectCountingBuckets implements Variant {
    /** A guard: the fields of {@code BrainstemGuard} (24 bytes); its state is in the state array. */
    static final class Guard {
        int rng;
        float timer, x;
    }

    /** The guards by id (the slot a batch would give them), and their states. */
    private Guard[] guards;
    private byte[] state;
    /** The ids grouped by state, each group ascending: rebuilt by every tick. */
    private int[] order;
    /** How many ids each state holds, and where each state's group will start / the pass's cursor. */
    private final int[] count = new int[STATES];
    private final int[] cursor = new int[STATES];
    /** The ids that moved in a state's loop, for their enter or exit. */
    private int[] movers;
    /** The workload's tuning, copied into locals by each tick. */
    private int alarmOdds;
    private float alarmTime, reach, searchTime;

    @Override
    public void setUp(Workload workload, int entities) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
        state = new byte[entities];
        guards = new Guard[entities];
        order = new int[entities];
        movers = new int[entities];
        for (int id = 0; id < entities; id++) {
            state[id] = IDLE;
            Guard g = new Guard();
            g.rng = seed(id);
            guards[id] = g;
        }
        count[IDLE] = entities;
    }

    @Override
    public void tick() {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final byte[] state = this.state;
        final int[] order = this.order, count = this.count, cursor = this.cursor;
        final Guard[] guards = this.guards;

        // The counting pass: each state's group starts where the previous one's ends.
        final int idleEnd = count[IDLE];
        final int alarmEnd = idleEnd + count[ALARM];
        final int pursuitEnd = alarmEnd + count[PURSUIT];
        final int searchEnd = pursuitEnd + count[SEARCH];
        cursor[IDLE] = 0;
        cursor[ALARM] = idleEnd;
        cursor[PURSUIT] = alarmEnd;
        cursor[SEARCH] = pursuitEnd;
        for (int id = 0; id < state.length; id++) {
            order[cursor[state[id]]++] = id;
        }

        // Each loop decides without a branch (every id is written to the movers, and their count bumped by
        // 1 for a mover, 0 for a stayer), then walks its movers: new state, enter or exit.
        final int[] movers = this.movers;
        int moved = 0;
        for (int i = 0; i < idleEnd; i++) {
            int id = order[i];
            Guard g = guards[id];
            int r = g.rng;
            r ^= r << 13;
            r ^= r >>> 17;
            r ^= r << 5;
            g.rng = r;
            int go = (r & DIE_MASK) - alarmOdds >>> 31;
            movers[moved] = id;
            moved += go;
        }
        for (int k = 0; k < moved; k++) {
            int id = movers[k];
            state[id] = ALARM;
            guards[id].timer = 0;
        }
        count[IDLE] -= moved;
        count[ALARM] += moved;

        moved = 0;
        for (int i = idleEnd; i < alarmEnd; i++) {
            int id = order[i];
            Guard g = guards[id];
            float t = g.timer + dt;
            g.timer = t;
            int go = reached(t, alarmTime);
            movers[moved] = id;
            moved += go;
        }
        for (int k = 0; k < moved; k++) {
            int id = movers[k];
            state[id] = PURSUIT;
        }
        count[ALARM] -= moved;
        count[PURSUIT] += moved;

        moved = 0;
        for (int i = alarmEnd; i < pursuitEnd; i++) {
            int id = order[i];
            Guard g = guards[id];
            float p = g.x + SPEED * dt;
            g.x = p;
            int go = reached(p, reach);
            movers[moved] = id;
            moved += go;
        }
        for (int k = 0; k < moved; k++) {
            int id = movers[k];
            state[id] = SEARCH;
            guards[id].timer = 0;
        }
        count[PURSUIT] -= moved;
        count[SEARCH] += moved;

        moved = 0;
        for (int i = pursuitEnd; i < searchEnd; i++) {
            int id = order[i];
            Guard g = guards[id];
            float t = g.timer + dt;
            g.timer = t;
            int go = reached(t, searchTime);
            movers[moved] = id;
            moved += go;
        }
        for (int k = 0; k < moved; k++) {
            int id = movers[k];
            state[id] = IDLE;
            guards[id].x = 0;
        }
        count[SEARCH] -= moved;
        count[IDLE] += moved;
    }

    /** 1 when {@code value >= threshold}, else 0, without a branch (see {@link SoaBitsetBuckets#reached}). */
    static int reached(float value, float threshold) {
        return Float.floatToRawIntBits(value - threshold) >>> 31 ^ 1;
    }

    @Override
    public int entities() {
        return state.length;
    }

    @Override
    public int state(int id) {
        return state[id];
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
