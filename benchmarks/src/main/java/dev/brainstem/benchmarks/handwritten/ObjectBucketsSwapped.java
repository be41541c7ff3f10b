package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Hand-written, the C design taken literally: one bucket of object references per state, one state
 * function per bucket per tick, and double-buffered next buckets that every guard is appended to (its
 * own state's when it stays, its target's when it moves), swapped at the end of the tick.
 *
 * <p>A next bucket receives the arrivals of the states run before it, then its own stayers, so the order
 * of the references drifts away from their order in memory: after a few hundred ticks every bucket is
 * shuffled and a tick chases pointers.
 */
public final class ObjectBucketsSwapped implements Variant {
    static final class Guard {
        int state;
        int rng;
        float timer, x;
    }

    private Guard[] byId;
    private Guard[][] buckets;
    private Guard[][] next;
    private int[] count;
    private int[] nextCount;

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
        buckets = new Guard[STATES][entities];
        next = new Guard[STATES][entities];
        count = new int[STATES];
        nextCount = new int[STATES];
        for (int id = 0; id < entities; id++) {
            Guard g = new Guard();
            g.state = IDLE;
            g.rng = seed(id);
            byId[id] = g;
            buckets[IDLE][count[IDLE]++] = g;
        }
    }

    @Override
    public void tick() {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final Guard[][] next = this.next;
        final Guard[] idleNext = next[IDLE], alarmNext = next[ALARM], pursuitNext = next[PURSUIT], searchNext = next[SEARCH];
        int idleN = 0, alarmN = 0, pursuitN = 0, searchN = 0;

        Guard[] bucket = buckets[IDLE];
        for (int i = 0, n = count[IDLE]; i < n; i++) {
            Guard g = bucket[i];
            int r = g.rng;
            r ^= r << 13;
            r ^= r >>> 17;
            r ^= r << 5;
            g.rng = r;
            if ((r & DIE_MASK) < alarmOdds) {
                g.timer = 0;
                g.state = ALARM;
                alarmNext[alarmN++] = g;
            } else {
                idleNext[idleN++] = g;
            }
        }
        bucket = buckets[ALARM];
        for (int i = 0, n = count[ALARM]; i < n; i++) {
            Guard g = bucket[i];
            float t = g.timer + dt;
            g.timer = t;
            if (t >= alarmTime) {
                g.state = PURSUIT;
                pursuitNext[pursuitN++] = g;
            } else {
                alarmNext[alarmN++] = g;
            }
        }
        bucket = buckets[PURSUIT];
        for (int i = 0, n = count[PURSUIT]; i < n; i++) {
            Guard g = bucket[i];
            float p = g.x + SPEED * dt;
            g.x = p;
            if (p >= reach) {
                g.timer = 0;
                g.state = SEARCH;
                searchNext[searchN++] = g;
            } else {
                pursuitNext[pursuitN++] = g;
            }
        }
        bucket = buckets[SEARCH];
        for (int i = 0, n = count[SEARCH]; i < n; i++) {
            Guard g = bucket[i];
            float t = g.timer + dt;
            g.timer = t;
            if (t >= searchTime) {
                g.x = 0;
                g.state = IDLE;
                idleNext[idleN++] = g;
            } else {
                searchNext[searchN++] = g;
            }
        }
        // Swap: the next buckets become the buckets; the old ones are overwritten next tick. (Guards are
        // never removed here, so stale references past the counts keep nothing alive.)
        Guard[][] swap = buckets;
        buckets = next;
        this.next = swap;
        int[] counts = count;
        count = nextCount;
        nextCount = counts;
        count[IDLE] = idleN;
        count[ALARM] = alarmN;
        count[PURSUIT] = pursuitN;
        count[SEARCH] = searchN;
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
