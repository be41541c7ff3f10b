package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Hand-written struct-of-arrays with id-ordered buckets: the practical limit. The guards' fields live in
 * parallel arrays; each state's bucket of ids is run by a loop that does only that state's work, in
 * ascending id order, so every array is read forward; transitions go through {@link IdBuckets}.
 */
public final class SoaIdBuckets implements Variant {
    private int[] state;
    private int[] rng;
    private float[] timer;
    private float[] x;
    private IdBuckets buckets;

    /** The workload's tuning, copied into locals by each tick. */
    private int alarmOdds;
    private float alarmTime, reach, searchTime;

    @Override
    public void setUp(Workload workload, int entities) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
        state = new int[entities];
        rng = new int[entities];
        timer = new float[entities];
        x = new float[entities];
        buckets = new IdBuckets(STATES, entities, new int[] {1, 1, 1, 1});
        for (int id = 0; id < entities; id++) {
            state[id] = IDLE;
            rng[id] = seed(id);
            buckets.add(IDLE, id);
        }
    }

    @Override
    public void tick() {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final int[] state = this.state, rng = this.rng;
        final float[] timer = this.timer, x = this.x;
        final IdBuckets b = buckets;
        final int[] count = b.count, arrivalCount = b.arrivalCount;

        int[] ids = b.ids[IDLE];
        int[] out = b.arrivals[ALARM];
        int moved = arrivalCount[ALARM];
        int w = 0;
        for (int i = 0, n = count[IDLE]; i < n; i++) {
            int id = ids[i];
            int r = rng[id];
            r ^= r << 13;
            r ^= r >>> 17;
            r ^= r << 5;
            rng[id] = r;
            if ((r & DIE_MASK) < alarmOdds) {
                timer[id] = 0;
                state[id] = ALARM;
                out[moved++] = id;
            } else {
                ids[w++] = id;
            }
        }
        count[IDLE] = w;
        arrivalCount[ALARM] = moved;

        ids = b.ids[ALARM];
        out = b.arrivals[PURSUIT];
        moved = arrivalCount[PURSUIT];
        w = 0;
        for (int i = 0, n = count[ALARM]; i < n; i++) {
            int id = ids[i];
            float t = timer[id] + dt;
            timer[id] = t;
            if (t >= alarmTime) {
                state[id] = PURSUIT;
                out[moved++] = id;
            } else {
                ids[w++] = id;
            }
        }
        count[ALARM] = w;
        arrivalCount[PURSUIT] = moved;

        ids = b.ids[PURSUIT];
        out = b.arrivals[SEARCH];
        moved = arrivalCount[SEARCH];
        w = 0;
        for (int i = 0, n = count[PURSUIT]; i < n; i++) {
            int id = ids[i];
            float p = x[id] + SPEED * dt;
            x[id] = p;
            if (p >= reach) {
                timer[id] = 0;
                state[id] = SEARCH;
                out[moved++] = id;
            } else {
                ids[w++] = id;
            }
        }
        count[PURSUIT] = w;
        arrivalCount[SEARCH] = moved;

        ids = b.ids[SEARCH];
        out = b.arrivals[IDLE];
        moved = arrivalCount[IDLE];
        w = 0;
        for (int i = 0, n = count[SEARCH]; i < n; i++) {
            int id = ids[i];
            float t = timer[id] + dt;
            timer[id] = t;
            if (t >= searchTime) {
                x[id] = 0;
                state[id] = IDLE;
                out[moved++] = id;
            } else {
                ids[w++] = id;
            }
        }
        count[SEARCH] = w;
        arrivalCount[IDLE] = moved;

        b.mergeArrivals();
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
        return timer[id];
    }

    @Override
    public float x(int id) {
        return x[id];
    }

    @Override
    public int rng(int id) {
        return rng[id];
    }
}
