package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Hand-written objects in id-ordered buckets: the update order Brainstem's batch runner promises. States
 * run in ordinal order; within a state, guards in ascending id; a guard that moves joins its target's
 * bucket for the next tick. The buckets hold ids (see {@link IdBuckets}) and the guards are objects,
 * reached through an array indexed by id, so a tick walks both the buckets and the objects forward.
 */
public final class ObjectIdBuckets implements Variant {
    static final class Guard {
        int state;
        int rng;
        float timer, x;
    }

    private Guard[] byId;
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
        byId = new Guard[entities];
        buckets = new IdBuckets(STATES, entities, new int[] {1, 1, 1, 1});
        for (int id = 0; id < entities; id++) {
            Guard g = new Guard();
            g.state = IDLE;
            g.rng = seed(id);
            byId[id] = g;
            buckets.add(IDLE, id);
        }
    }

    @Override
    public void tick() {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final Guard[] byId = this.byId;
        final IdBuckets b = buckets;
        final int[] count = b.count, arrivalCount = b.arrivalCount;

        int[] ids = b.ids[IDLE];
        int[] out = b.arrivals[ALARM];
        int moved = arrivalCount[ALARM];
        int w = 0;
        for (int i = 0, n = count[IDLE]; i < n; i++) {
            int id = ids[i];
            Guard g = byId[id];
            int r = g.rng;
            r ^= r << 13;
            r ^= r >>> 17;
            r ^= r << 5;
            g.rng = r;
            if ((r & DIE_MASK) < alarmOdds) {
                g.timer = 0;
                g.state = ALARM;
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
            Guard g = byId[id];
            float t = g.timer + dt;
            g.timer = t;
            if (t >= alarmTime) {
                g.state = PURSUIT;
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
            Guard g = byId[id];
            float p = g.x + SPEED * dt;
            g.x = p;
            if (p >= reach) {
                g.timer = 0;
                g.state = SEARCH;
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
            Guard g = byId[id];
            float t = g.timer + dt;
            g.timer = t;
            if (t >= searchTime) {
                g.x = 0;
                g.state = IDLE;
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
        return byId.length;
    }

    @Override
    public int state(int id) {
        return byId[id].state;
    }

    @Override
    public float timer(int id) {
        return byId[id].timer;
    }

    @Override
    public float x(int id) {
        return byId[id].x;
    }

    @Override
    public int rng(int id) {
        return byId[id].rng;
    }
}
