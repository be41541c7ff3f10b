package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Hand-written: one object per guard with an {@code int} state, and each tick a loop over all guards in
 * id order with a switch over the state. The plain way to write it, and the common one.
 */
public final class ObjectSwitch implements Variant {
    static final class Guard {
        int state;
        int rng;
        float timer, x;
    }

    private Guard[] guards;

    /** The workload's tuning, copied into locals by each tick. */
    private int alarmOdds;
    private float alarmTime, reach, searchTime;

    @Override
    public void setUp(Workload workload, int entities) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
        guards = new Guard[entities];
        for (int id = 0; id < entities; id++) {
            Guard g = new Guard();
            g.state = IDLE;
            g.rng = seed(id);
            guards[id] = g;
        }
    }

    @Override
    public void tick() {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        for (Guard g : guards) {
            switch (g.state) {
                case IDLE: {
                    int r = g.rng;
                    r ^= r << 13;
                    r ^= r >>> 17;
                    r ^= r << 5;
                    g.rng = r;
                    if ((r & DIE_MASK) < alarmOdds) {
                        g.state = ALARM;
                        g.timer = 0;
                    }
                    break;
                }
                case ALARM:
                    g.timer += dt;
                    if (g.timer >= alarmTime) {
                        g.state = PURSUIT;
                    }
                    break;
                case PURSUIT:
                    g.x += SPEED * dt;
                    if (g.x >= reach) {
                        g.state = SEARCH;
                        g.timer = 0;
                    }
                    break;
                case SEARCH:
                    g.timer += dt;
                    if (g.timer >= searchTime) {
                        g.x = 0;
                        g.state = IDLE;
                    }
                    break;
                default:
                    throw new IllegalStateException("state " + g.state);
            }
        }
    }

    @Override
    public int entities() {
        return guards.length;
    }

    @Override
    public int state(int id) {
        return guards[id].state;
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
